"""core.state: the guarantees the State base class gives every game."""

from __future__ import annotations

import pytest

from fixtures.duel import GAME, DuelState, Play, Stake
from fixtures.micro import GuessGame
from pokeforge.core import IllegalAction


def _new(seed: int = 1) -> DuelState:
    state = GAME.new_state(GAME.params(), seed=seed, seats=2)
    assert isinstance(state, DuelState)
    return state


def test_a_legal_action_changes_the_state_and_returns_events() -> None:
    state = _new()
    before = state.digest()
    events = state.apply(0, Stake(2))
    assert events and events[0].text == "Player 1 set the stake to 2."
    assert state.digest() != before


def test_an_action_of_a_seat_that_is_not_to_act_is_refused_with_a_reason() -> None:
    state = _new()
    before = state.digest()
    with pytest.raises(IllegalAction, match="not Player 2's decision"):
        state.apply(1, Stake(1))
    assert state.digest() == before


def test_an_action_that_is_not_legal_now_is_refused_and_changes_nothing() -> None:
    state = _new()
    with pytest.raises(IllegalAction, match="stake 3 is not a legal action now"):
        state.apply(0, Stake(3))
    state.apply(0, Stake(1))
    before = state.digest()
    missing = next(v for v in range(1, 7) if v not in state.hands[0])
    with pytest.raises(IllegalAction):
        state.apply(0, Play(missing))
    assert state.digest() == before


def test_legal_actions_are_cached_until_the_next_apply() -> None:
    state = _new()
    first = state.legal_actions(0)
    assert state.legal_actions(0) is first
    state.apply(0, Stake(1))
    assert state.legal_actions(0) is not first
    assert all(isinstance(a, Play) for a in state.legal_actions(0))


def test_invalidate_forgets_cached_actions_after_a_change_by_hand() -> None:
    state = _new()
    state.apply(0, Stake(1))
    state.legal_actions(0)
    state.hands[0] = [6]
    state.invalidate()
    assert state.legal_actions(0) == (Play(6),)


def test_a_caller_cannot_change_the_cached_legal_actions() -> None:
    state = _new()
    actions = state.legal_actions(0)
    assert isinstance(actions, tuple)
    with pytest.raises(AttributeError):
        actions.remove(actions[0])  # type: ignore[attr-defined]
    state.apply(0, actions[0])


def test_action_from_text_finds_the_legal_action_or_says_why_not() -> None:
    state = _new()
    assert state.action_from_text(0, " stake 2 ") == Stake(2)
    with pytest.raises(IllegalAction, match="'stake 5' is not a legal action"):
        state.action_from_text(0, "stake 5")
    with pytest.raises(IllegalAction, match="not Player 2's decision"):
        state.action_from_text(1, "stake 1")


def test_nothing_is_legal_once_the_game_is_over() -> None:
    state = _new()
    while state.outcome is None:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    assert state.legal_actions(0) == () and state.legal_actions(1) == ()
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Stake(1))
    with pytest.raises(IllegalAction, match="over"):
        state.action_from_text(0, "stake 1")


def test_equal_states_have_equal_digests() -> None:
    a, b = _new(3), _new(3)
    assert a.digest() == b.digest()
    a.apply(0, Stake(2))
    b.apply(0, Stake(2))
    assert a.digest() == b.digest() != _new(3).digest()


def test_the_default_determinisation_reseeds_only_the_copy() -> None:
    game = GuessGame()
    state = game.new_state(game.params(), seed=4)
    before = state.rng.to_json()
    copy = state.determinize(0, 123)
    assert state.rng.to_json() == before
    assert copy.rng.to_json() != before
    assert [copy.rng.d6() for _ in range(8)] != [state.rng.copy().d6() for _ in range(8)]
