"""A ceiling for the Sinnoh battle mode's AI (an experiment, NOT a fair player).

``oracle`` is the search agent given the *real* position instead of determinised copies: the
battle's RNG is copied along, so every simulation meets the dice the real battle will roll
(for the same actions). No fair agent can do better at reading the dice. With ``--model best``
the opponent is modelled as a best reply inside the search (a rough bound); with ``--model
exact`` it is modelled as what it is: a ``random`` opponent picks uniformly among all its legal
actions (conceding included) in the tree and in the playouts, so the tree's value of each of the
oracle's choices is its expectation against that very player (MCTS towards expectimax). If
even ``oracle``
wins only about as often as a target asks, the target is out of reach for a player that sees
only its view.

Usage (seats swapped for each seed, as in ``ai_ladder.py``)::

    PYTHONPATH=src .venv/bin/python benchmarks/sinnoh_ceiling.py --opponent greedy --games 40 \\
        --seed 6000
    PYTHONPATH=src .venv/bin/python benchmarks/sinnoh_ceiling.py --opponent random --model exact \\
        --games 60 --seed 7000 --iterations 4000
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Hashable, Sequence
from types import SimpleNamespace
from typing import Any

from pokeforge.agents import SearchAgent, make_agent, search
from pokeforge.agents.search import SearchSettings
from pokeforge.analysis.stats import proportion
from pokeforge.core import Rng, State, get_game
from pokeforge.games.sinnoh import rollout as knowledge
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


def exact_model(opp_seat: int) -> tuple[SimpleNamespace, Any]:
    """The sinnoh search knowledge with the opponent seat played as ``random`` plays it
    (uniformly among all its legal actions, conceding included) in the playouts, and the
    search's pick at a node of that seat made the same way (its picks stay nodes of the tree,
    so the oracle's later choices see what the opponent did)."""
    model = SimpleNamespace(**{k: v for k, v in vars(knowledge).items() if not k.startswith("__")})

    def rollout_action(state: Any, seat: int, actions: Sequence[Hashable], rng: Rng) -> Hashable:
        if seat == opp_seat:
            return actions[rng.below(len(actions))]
        return knowledge.rollout_action(state, seat, actions, rng)

    model.rollout_action = rollout_action
    searched = search._select

    def select(node: Any, seat: int, actions: Any, rng: Rng, c: float) -> Any:
        if seat != opp_seat:
            return searched(node, seat, actions, rng, c)
        action = actions[rng.below(len(actions))]
        table = node.stats.setdefault(seat, {})
        stat = table.get(action)
        if stat is None:
            stat = table[action] = search._Stat()
        return action, stat

    return model, select


def play(
    seed: int, names: tuple[str, str], model: str = "best", iterations: int = 3000
) -> list[str]:
    game = get_game("sinnoh")
    state = game.new_state(game.params(), seed=seed, seats=2)
    agents = [
        Oracle(
            agent_seed(seed, s),
            SearchSettings(
                iterations=iterations, seconds=None if model == "exact" else 2.0, rollout_depth=30
            ),
        )
        if n == "oracle"
        else make_agent(n, agent_seed(seed, s))
        for s, n in enumerate(names)
    ]
    me = names.index("oracle")
    saved = type(game).search_module, search._select
    if model == "exact":
        if names[1 - me] != "random":
            raise SystemExit("--model exact models a random opponent only")
        module, select = exact_model(1 - me)
        type(game).search_module = module  # type: ignore[assignment]
        search._select = select
    try:
        decisions = 0
        while state.outcome is None and decisions < game.max_decisions:
            seat = state.to_act()[0]
            state.apply(seat, agents[seat].choose(state, seat))
            decisions += 1
    finally:
        type(game).search_module, search._select = saved  # type: ignore[assignment]
    out = state.outcome
    return ["draw", "draw"] if out is None else [out.result(s) for s in range(2)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--opponent", default="greedy")
    parser.add_argument("--games", type=int, default=40, help="games (two per seed)")
    parser.add_argument("--seed", type=int, default=6000)
    parser.add_argument("--model", choices=("best", "exact"), default="best")
    parser.add_argument("--iterations", type=int, default=3000)
    args = parser.parse_args()
    wins = draws = losses = 0
    start = time.time()
    for i in range(args.games // 2):
        seed = args.seed + i
        for names, me in ((("oracle", args.opponent), 0), ((args.opponent, "oracle"), 1)):
            result = play(seed, names, args.model, args.iterations)[me]
            wins += result == "win"
            draws += result == "draw"
            losses += result == "loss"
            print(seed, me, result, flush=True)
    p = proportion(wins, wins + draws + losses)
    print(
        f"oracle ({args.model} model) vs {args.opponent}: "
        f"{wins} wins, {draws} draws, {losses} losses: "
        f"{p.rate or 0:.0%} [{p.low or 0:.1%}, {p.high or 0:.1%}] in {time.time() - start:.0f} s, "
        f"load {os.getloadavg()[0]:.1f}"
    )


if __name__ == "__main__":
    main()
