"""Random-playout throughput and clone cost of every registered game, as JSON lines.

The same measurement as ``pokeforge bench`` (``pokeforge.sim.bench``, in
``pokeforge/sim/throughput.py``). Usage:

    .venv/bin/python benchmarks/bench_games.py [--seconds 5] [GAME ...]
"""

from __future__ import annotations

import argparse
import json

from pokeforge.core import all_games, get_game
from pokeforge.sim import bench


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game slugs (default: every registered game)")
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds per game")
    args = parser.parse_args()
    games = [get_game(s) for s in args.games] if args.games else all_games()
    for game in games:
        print(json.dumps(bench(game, args.seconds).to_json()), flush=True)


if __name__ == "__main__":
    main()
