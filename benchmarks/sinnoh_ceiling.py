"""A ceiling for the Sinnoh battle mode's AI (an experiment, NOT a fair player).

``oracle`` is the search agent given the *real* position instead of determinised copies: the
battle's RNG is copied along, so every simulation meets the dice the real battle will roll
(for the same actions). No fair agent can do better at reading the dice; the opponent is still
modelled as a best reply inside the search, so this is a rough bound, not an exact one. If even
``oracle`` wins only about as often as a target asks, the target is out of reach for a player
that sees only its view.

Usage (seats swapped for each seed, as in ``ai_ladder.py``)::

    PYTHONPATH=src .venv/bin/python benchmarks/sinnoh_ceiling.py --opponent greedy --games 40 \\
        --seed 6000
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Hashable
from typing import Any

from pokeforge.agents import SearchAgent, make_agent
from pokeforge.agents.search import SearchSettings
from pokeforge.analysis.stats import proportion
from pokeforge.core import State, get_game
from pokeforge.sim import agent_seed


class Oracle(SearchAgent):
    """The search, fed the real position (future dice included) at every iteration."""

    name = "oracle"
    default_settings = SearchSettings(iterations=3000, seconds=2.0, rollout_depth=30)

    def choose(self, state: State[Any], seat: int) -> Hashable:
        real = state
        state.determinize = lambda s, seed: real.clone()  # type: ignore[method-assign]
        try:
            return super().choose(state, seat)
        finally:
            del state.determinize  # type: ignore[attr-defined]


def play(seed: int, names: tuple[str, str]) -> list[str]:
    game = get_game("sinnoh")
    state = game.new_state(game.params(), seed=seed, seats=2)
    agents = [
        Oracle(agent_seed(seed, s)) if n == "oracle" else make_agent(n, agent_seed(seed, s))
        for s, n in enumerate(names)
    ]
    decisions = 0
    while state.outcome is None and decisions < game.max_decisions:
        seat = state.to_act()[0]
        state.apply(seat, agents[seat].choose(state, seat))
        decisions += 1
    out = state.outcome
    return ["draw", "draw"] if out is None else [out.result(s) for s in range(2)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--games", type=int, default=40, help="games (two per seed)")
    parser.add_argument("--seed", type=int, default=6000)
    args = parser.parse_args()
    wins = draws = losses = 0
    start = time.time()
    for i in range(args.games // 2):
        seed = args.seed + i
        for names, me in ((("oracle", args.opponent), 0), ((args.opponent, "oracle"), 1)):
            result = play(seed, names)[me]
            wins += result == "win"
            draws += result == "draw"
            losses += result == "loss"
            print(seed, me, result, flush=True)
    p = proportion(wins, wins + draws + losses)
    print(
        f"oracle vs {args.opponent}: {wins} wins, {draws} draws, {losses} losses: "
        f"{p.rate or 0:.0%} [{p.low or 0:.1%}, {p.high or 0:.1%}] in {time.time() - start:.0f} s, "
        f"load {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
