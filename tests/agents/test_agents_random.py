"""agents.random: a uniform choice among the legal actions, with the agent's own RNG."""

from __future__ import annotations

from collections import Counter

import pytest

from fixtures.duel import GAME
from fixtures.micro import GuessGame
from pokeforge.agents import RandomAgent
from pokeforge.core import IllegalAction


def test_it_only_chooses_legal_actions_and_reaches_all_of_them() -> None:
    game = GuessGame()
    state = game.new_state(game.params(), seed=1)
    agent = RandomAgent(seed=3)
    picks = Counter(agent.choose(state, 0) for _ in range(600))
    assert set(picks) == set(state.legal_actions(0))
    assert all(60 < n < 140 for n in picks.values())


def test_the_same_seed_makes_the_same_choices() -> None:
    state = GAME.new_state(GAME.params(), seed=2, seats=2)
    a, b = RandomAgent(seed=9), RandomAgent(seed=9)
    assert [a.choose(state, 0) for _ in range(20)] == [b.choose(state, 0) for _ in range(20)]
    c = RandomAgent(seed=10)
    assert [a.choose(state, 0) for _ in range(20)] != [c.choose(state, 0) for _ in range(20)]


def test_choosing_leaves_the_state_and_its_dice_alone() -> None:
    state = GAME.new_state(GAME.params(), seed=2, seats=2)
    before = state.digest()
    RandomAgent(seed=1).choose(state, 0)
    assert state.digest() == before


def test_a_seat_with_nothing_to_decide_is_an_error() -> None:
    state = GAME.new_state(GAME.params(), seed=2, seats=2)
    with pytest.raises(IllegalAction):
        RandomAgent().choose(state, 1)
