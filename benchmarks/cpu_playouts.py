"""Random playouts timed in CPU time (``time.process_time``), for comparing code on a shared,
busy machine where ``pokeforge bench`` (wall-clock time) moves with the other work: the same
decisions as the bench (the first seat to act picks uniformly from its legal actions with
``Rng(0)``; games from seed 0 on, with the bench's default seats and decision cap), a fixed
number of them, three runs; prints the best run's decisions per CPU second.

    PYTHONPATH=src python benchmarks/cpu_playouts.py GAME DECISIONS [key=value ...]

e.g. ``benchmarks/cpu_playouts.py sinnoh 30000 campaign=ultra_burst``. Run the code before and
after a change back to back (another worktree at the older commit) and compare.
"""

from __future__ import annotations

import sys
import time

from pokeforge.core import get_game
from pokeforge.core.rng import Rng


def run(slug: str, target: int, raw: dict[str, str]) -> tuple[float, int]:
    game = get_game(slug)
    params = game.params(raw)
    seats = game.check_seats(None, params)
    rng = Rng(0)
    seed = decisions = 0
    start = time.process_time()
    while decisions < target:
        state = game.new_state(params, seed=seed, seats=seats)
        seed += 1
        count = 0
        while state.outcome is None and count < game.max_decisions:
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
            count += 1
        decisions += count
    return decisions / (time.process_time() - start), decisions


def main() -> None:
    slug, target = sys.argv[1], int(sys.argv[2])
    raw = dict(a.split("=", 1) for a in sys.argv[3:])
    runs = [run(slug, target, raw) for _ in range(3)]
    best = max(r[0] for r in runs)
    print(f"{slug} {raw}: {best:,.0f} decisions per CPU second (best of 3, {runs[0][1]} decisions)")


if __name__ == "__main__":
    main()
