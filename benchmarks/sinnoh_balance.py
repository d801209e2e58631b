"""Legends of Sinnoh starter balance: every starter against every starter, 1v1, many seeds.

Each ordered pair (A, B) is played ``--seeds`` times with A as side 0 (the initiator, who wins
initiative ties) and as many times with B as side 0, so the table is fair to the tie rule. Both
sides follow ``--policy``: ``expected`` (default: the move with the best expected damage, the same
principle as the wild side's) or ``random`` (a uniform legal action). A draw (both faint, or the
exhaustion clause) counts half. Cell (row A, column B) is A's win rate against B.

    .venv/bin/python benchmarks/sinnoh_balance.py [--seeds 200] [--policy expected]
        [--json FILE] [--md FILE] [--png FILE]

``--png`` draws a heatmap with matplotlib (a dependency of pokeforge).
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from pokeforge.core.rng import Rng
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.content import default_content
from pokeforge.games.sinnoh.rules.wild import wild_action
from pokeforge.games.sinnoh.state import SinnohState


def starters() -> list[str]:
    """The starter cards (default states), in Pokédex order of the card list."""
    content = default_content()
    return [
        c.id
        for c in content.cards.values()
        if c.tier == "starter" and c.state <= 1 and content.playable(c)
    ]


def battle(a: str, b: str, seed: int, policy: str) -> float:
    """One 1v1 battle, ``a`` as side 0; returns side 0's score (1 win, 0.5 draw, 0 loss)."""
    params = GAME.params({"party0": a, "party1": b, "party_size": 1})
    st = GAME.new_state(params, seed=seed)
    assert isinstance(st, SinnohState)
    agent = Rng(seed ^ 0x5EED)
    while st.outcome is None:
        seat = st.to_act()[0]
        if policy == "random":
            actions = st.legal_actions(seat)
            action = actions[agent.below(len(actions))]
        else:
            action = wild_action(st)
        st.apply(seat, action)
    winners = st.outcome.winners
    return 1.0 if winners == (0,) else 0.0 if winners == (1,) else 0.5


def matrix(seeds: int, policy: str, first_seed: int = 1) -> dict[str, Any]:
    ids = starters()
    names = [default_content().cards[i].name for i in ids]
    n = len(ids)
    score = [[0.0] * n for _ in range(n)]
    games = 0
    start = time.perf_counter()
    for i in range(n):
        for j in range(n):
            for k in range(seeds):
                s = battle(ids[i], ids[j], first_seed + k, policy)
                score[i][j] += s
                score[j][i] += 1.0 - s
                games += 1
    rate = [[round(score[i][j] / (2 * seeds), 4) for j in range(n)] for i in range(n)]
    overall = [round(sum(row) / n, 4) for row in rate]
    return {
        "game": "sinnoh",
        "policy": policy,
        "seeds_per_order": seeds,
        "battles": games,
        "seconds": round(time.perf_counter() - start, 1),
        "starters": names,
        "win_rate": rate,
        "average": overall,
    }


def markdown(result: dict[str, Any]) -> str:
    names = result["starters"]
    short = [n[:7] for n in names]
    lines = [
        "| vs | " + " | ".join(short) + " | avg |",
        "| --- | " + " | ".join("---:" for _ in names) + " | ---: |",
    ]
    for name, row, avg in zip(names, result["win_rate"], result["average"], strict=True):
        cells = " | ".join(f"{round(100 * x)}" for x in row)
        lines.append(f"| {name} | {cells} | **{round(100 * avg)}** |")
    return "\n".join(lines)


def document(result: dict[str, Any], command: str) -> str:
    """The result as a Markdown page: method, table and the starters ranked."""
    ranked = sorted(zip(result["starters"], result["average"], strict=True), key=lambda x: -x[1])
    ranking = ", ".join(f"{name} {round(100 * avg)}%" for name, avg in ranked)
    return "\n".join(
        [
            "# Legends of Sinnoh: starter balance (1v1)",
            "",
            f"Produced by `{command}` ({result['battles']:,} battles, "
            f"{result['seconds']} s on one core). Every starter fights every starter 1v1, "
            f"{result['seeds_per_order']} seeds with each as the initiator (who wins initiative "
            f"ties), both sides using the *{result['policy']}* policy (the move with the best "
            "expected dice result + type bonus, as the wild side plays). A draw counts half. "
            "The cell in row A, column B is A's win rate against B, in %; *avg* is A's mean "
            "over all 18 opponents (the mirror match included, 50% by construction).",
            "",
            markdown(result),
            "",
            f"Ranked by average: {ranking}.",
            "",
            "![heatmap](sinnoh-balance.png)",
            "",
        ]
    )


def concessions(games: int) -> dict[str, dict[str, int]]:
    """How often the greedy agent concedes with a Pokémon left to send, and how its battles end
    (Player 1's results), over ``games`` seeds per kind of battle (random parties)."""
    from pokeforge.agents.greedy import GreedyAgent
    from pokeforge.agents.random import RandomAgent

    setups: dict[str, tuple[str, int, Any]] = {
        "trainer, greedy Player 1 vs random": (
            "trainer", 2, lambda s: [GreedyAgent(s), RandomAgent(s + 1)]
        ),
        "trainer, random Player 1 vs greedy": (
            "trainer", 2, lambda s: [RandomAgent(s + 1), GreedyAgent(s)]
        ),
        "one player vs Team Galactic": ("galactic", 1, lambda s: [GreedyAgent(s)]),
        "one player vs a wild Pokémon": ("wild", 1, lambda s: [GreedyAgent(s)]),
        "one player vs a swarm": ("swarm", 1, lambda s: [GreedyAgent(s)]),
    }  # fmt: skip
    out: dict[str, dict[str, int]] = {}
    for label, (opponent, seats, make) in setups.items():
        tally = {"games": 0, "greedy_concessions": 0, "win": 0, "draw": 0, "loss": 0}
        for seed in range(games):
            st = GAME.new_state(GAME.params({"opponent": opponent}), seed=seed, seats=seats)
            agents = make(seed)
            while st.outcome is None:
                seat = st.to_act()[0]
                action = agents[seat].choose(st, seat)
                if str(action) == "concede" and agents[seat].name == "greedy":
                    tally["greedy_concessions"] += 1
                st.apply(seat, action)
            tally["games"] += 1
            tally[st.outcome.result(0)] += 1
        out[label] = tally
    return out


def heatmap(result: dict[str, Any], path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    names = result["starters"]
    data = [[100 * x for x in row] for row in result["win_rate"]]
    fig, ax = plt.subplots(figsize=(11, 9.5))
    im = ax.imshow(data, cmap="RdBu", vmin=0, vmax=100)
    ax.set_xticks(range(len(names)), names, rotation=60, ha="right")
    ax.set_yticks(range(len(names)), names)
    for i, row in enumerate(data):
        for j, v in enumerate(row):
            ax.text(j, i, f"{v:.0f}", ha="center", va="center", fontsize=7)
    ax.set_xlabel("opponent")
    ax.set_ylabel("starter")
    ax.set_title(
        f"Legends of Sinnoh: starter vs starter win rate, % "
        f"({result['policy']} policy, {2 * result['seeds_per_order']} battles per pair)"
    )
    fig.colorbar(im, ax=ax, fraction=0.04)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="battles per ordered pair")
    parser.add_argument("--policy", choices=("expected", "random"), default="expected")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first battle")
    parser.add_argument("--json", type=Path, help="write the result as JSON here")
    parser.add_argument("--md", type=Path, help="write the table as Markdown here")
    parser.add_argument("--png", type=Path, help="draw the heatmap here (needs matplotlib)")
    parser.add_argument(
        "--concessions",
        type=int,
        metavar="N",
        help="instead: count greedy's concessions over N battles of each kind (JSON)",
    )
    args = parser.parse_args()
    if args.concessions is not None:
        print(json.dumps(concessions(args.concessions), indent=1))
        return
    if args.seeds < 1:
        parser.error("--seeds must be at least 1")
    result = matrix(args.seeds, args.policy, args.seed)
    print(markdown(result))
    print(json.dumps({k: v for k, v in result.items() if k not in ("win_rate",)}))
    if args.json:
        args.json.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    if args.md:
        command = "python benchmarks/sinnoh_balance.py " + " ".join(
            f"--{k} {v}" for k, v in (("seeds", args.seeds), ("policy", args.policy))
        )
        args.md.write_text(document(result, command), encoding="utf-8")
    if args.png:
        heatmap(result, args.png)


if __name__ == "__main__":
    main()
