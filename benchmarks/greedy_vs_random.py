"""Win rate of the greedy agent against the random one, greedy playing each seat in turn.

Runs ``pokeforge.sim.run_batch`` twice (greedy on seat 0, then on seat 1; the same seeds) and
prints one JSON object. Usage:

    .venv/bin/python benchmarks/greedy_vs_random.py tactics [--games 500] [--seed 1]
"""

from __future__ import annotations

import argparse
import json
import time

from pokeforge.core import get_game
from pokeforge.sim import run_batch


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=500, help="games in all (half per seat)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = get_game(args.game)
    half = args.games // 2
    start = time.perf_counter()
    as_first = run_batch(game, half, ["greedy", "random"], seed=args.seed, seats=2)
    as_second = run_batch(game, half, ["random", "greedy"], seed=args.seed, seats=2)
    greedy_wins = as_first.wins[0] + as_second.wins[1]
    random_wins = as_first.wins[1] + as_second.wins[0]
    games = as_first.games + as_second.games
    print(
        json.dumps(
            {
                "game": game.slug,
                "games": games,
                "greedy_wins": greedy_wins,
                "random_wins": random_wins,
                "draws": as_first.draws + as_second.draws,
                "capped": as_first.capped + as_second.capped,
                "errors": as_first.errors + as_second.errors,
                "greedy_win_rate": round(greedy_wins / games, 4) if games else 0.0,
                "greedy_as_seat_0": as_first.wins[0],
                "greedy_as_seat_1": as_second.wins[1],
                "seconds": round(time.perf_counter() - start, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
