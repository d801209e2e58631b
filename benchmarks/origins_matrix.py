"""Every Origins theme deck against every other: a Markdown table from a ``simulate`` Parquet file.

Run the games with the toolbox (game *i* uses seed S + *i*, so the table can be played again):

    D=2-player-starter,overgrowth,zap,brushfire,blackout
    D=$D,water-blast,power-reserve,lockdown,bodyguard
    pokeforge simulate origins -n 60 --seed 100000 --agents greedy \\
        -p deck0=$D -p deck1=$D --out origins-matrix.parquet
    python benchmarks/origins_matrix.py origins-matrix.parquet > docs/origins-theme-decks-table.md

Cell (row A, column B) is the share of games deck A (as Player 1) won against deck B (as Player
2); a draw counts half. The last column is each deck's share of wins over every game it played,
on either seat, with a 95% Wilson interval (``pokeforge.analysis.stats``).
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict

import pyarrow.parquet as pq

from pokeforge.analysis.stats import proportion
from pokeforge.games.origins.decks import PRESETS


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("parquet")
    args = parser.parse_args()
    rows = pq.read_table(args.parquet).to_pylist()
    decks = list(PRESETS)
    cell: dict[tuple[str, str], list[float]] = defaultdict(list)
    deck_wins: dict[str, list[float]] = defaultdict(list)
    reasons: dict[str, int] = defaultdict(int)
    for r in rows:
        a, b = r["param.deck0"], r["param.deck1"]
        winners = json.loads(r["winners"]) if isinstance(r["winners"], str) else list(r["winners"])
        score = 1.0 if winners == [0] else 0.0 if winners == [1] else 0.5
        cell[(a, b)].append(score)
        deck_wins[a].append(score)
        deck_wins[b].append(1.0 - score)
        reasons[r["reason"]] += 1
    print(
        f"{len(rows)} games; ended by: " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))
    )
    print()
    print("| Player 1 \\ Player 2 | " + " | ".join(decks) + " | all games (95% CI) |")
    print("| --- | " + " | ".join("---:" for _ in decks) + " | ---: |")
    for a in decks:
        cells = []
        for b in decks:
            got = cell.get((a, b), [])
            cells.append(f"{sum(got) / len(got):.0%}" if got else "")
        got = deck_wins.get(a, [])
        wins = round(sum(got))  # a draw counts half: rounded for the interval
        share = proportion(wins, len(got))
        total = f"{wins / len(got):.0%} {share.text()}" if got else ""
        print(f"| {a} | " + " | ".join(cells) + f" | {total} |")


if __name__ == "__main__":
    main()
