"""Where a decision of Battle Chess random playouts goes, in CPU microseconds per call.

Plays ``--games`` random games (seeded), keeps a copy of every position, then times on those
positions, best of ``--repeat`` rounds in CPU time (``time.process_time``, so that other jobs on
a shared machine count less): the moves and battles of the seat to act (``piece_actions``), its
summons (``summon_actions``), and ``apply`` of the action a seeded random player chose there
(which ends the turn and so also finds the next seat's legal actions). Usage:

    .venv/bin/python benchmarks/pieces_parts.py [--games 60] [--repeat 3] [--seed 3]
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable

from pokeforge.core import Rng
from pokeforge.games.pieces import PiecesGame, PiecesState
from pokeforge.games.pieces.actions import Action
from pokeforge.games.pieces.rules.movement import piece_actions
from pokeforge.games.pieces.rules.summon import summon_actions


def positions(games: int, seed: int) -> list[tuple[PiecesState, Action]]:
    """Every position of ``games`` random plays, with the action chosen there."""
    game = PiecesGame()
    rng = Rng(seed)
    out: list[tuple[PiecesState, Action]] = []
    for game_seed in range(games):
        state = game.new_state(seed=game_seed)
        while state.outcome is None:
            actions = state.legal_actions(state.turn)
            action = actions[rng.below(len(actions))]
            out.append((state.clone(), action))
            state.apply(state.turn, action)
    return out


def best_us(
    rounds: int, run: Callable[[], int], prepare: Callable[[], None] | None = None
) -> float:
    """The best of ``rounds`` runs of ``run`` (which returns how many calls it made), in CPU
    microseconds per call; ``prepare`` runs before each round, untimed."""
    best = float("inf")
    for _ in range(rounds):
        if prepare is not None:
            prepare()
        t0 = time.process_time()
        calls = run()
        best = min(best, (time.process_time() - t0) / calls)
    return round(best * 1e6, 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="random games to take positions from")
    parser.add_argument("--repeat", type=int, default=3, help="timed rounds (the best is kept)")
    parser.add_argument("--seed", type=int, default=3, help="seed of the random player")
    args = parser.parse_args()
    sample = positions(args.games, args.seed)

    def generate(fn: Callable[[PiecesState, int, list[Action]], None]) -> Callable[[], int]:
        def run() -> int:
            for state, _ in sample:
                fn(state, state.turn, [])
            return len(sample)

        return run

    copies: list[tuple[PiecesState, Action]] = []

    def fresh_copies() -> None:
        copies[:] = [(state.clone(), action) for state, action in sample]

    def apply() -> int:
        for state, action in copies:
            state.apply(state.turn, action)
        return len(copies)

    actions = sum(len(state.legal_actions(state.turn)) for state, _ in sample)
    result = {
        "positions": len(sample),
        "actions_per_decision": round(actions / len(sample), 2),
        "piece_actions_us": best_us(args.repeat, generate(piece_actions)),
        "summon_actions_us": best_us(args.repeat, generate(summon_actions)),
        "apply_us": best_us(args.repeat, apply, fresh_copies),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
