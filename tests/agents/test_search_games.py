"""agents.search on every game: from several positions, each level's decision is legal (and the
state is left as it was)."""

from __future__ import annotations

from typing import Any

import pytest

from pokeforge.agents import make_agent
from pokeforge.core import Rng, State, get_game

#: (game, seats, random decisions played before the position)
POSITIONS = [
    ("tactics", 2, (0, 9, 40)),
    ("pieces", 2, (0, 7, 30)),
    ("sinnoh", 2, (0, 3, 8)),
    ("hex", 4, (0, 25, 120)),
    ("origins", 2, (0, 15, 60)),
]
#: a random player would concede a Sinnoh battle at once
PARAMS: dict[str, dict[str, Any]] = {"sinnoh": {"allow_concede": False}}


def position(slug: str, seats: int, steps: int) -> State[Any]:
    game = get_game(slug)
    state = game.new_state(game.params(PARAMS.get(slug)), seed=steps, seats=seats)
    rng = Rng(steps + 1)
    for _ in range(steps):
        if state.outcome is not None:
            break
        acting = state.to_act()
        seat = acting[rng.below(len(acting))]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
    return state


@pytest.mark.parametrize(("slug", "seats", "steps"), POSITIONS, ids=[p[0] for p in POSITIONS])
def test_each_level_chooses_a_legal_action(slug: str, seats: int, steps: tuple[int, ...]) -> None:
    for n in steps:
        state = position(slug, seats, n)
        assert state.outcome is None
        before = state.digest()
        for seat in state.to_act():
            for level in ("easy", "normal", "hard"):
                action = make_agent(level, n).choose(state, seat)
                assert action in state.legal_actions(seat), (slug, n, level, action)
        assert state.digest() == before
