"""agents.search: it sees the game only through ``state.determinize(seat, seed)`` from its own
seat, a fresh copy per iteration, so it never profits from hidden cards or the dice to come."""

from __future__ import annotations

from typing import Any

import pytest

from fixtures.micro import GuessGame, Number
from pokeforge.agents.search import PRIOR_SAMPLES, SearchAgent, SearchSettings
from pokeforge.core import State, get_game


def test_it_never_sees_the_real_future_dice() -> None:
    game = GuessGame()
    right = 0
    for seed in range(240):
        state = game.new_state(game.params(), seed=seed)
        guess = SearchAgent(seed=seed + 7, settings=SearchSettings(iterations=24)).choose(state, 0)
        assert isinstance(guess, Number)
        state.apply(0, guess)
        assert state.outcome is not None
        right += state.outcome.winners == (0,)
    assert 15 < right < 80  # about 1 in 6; the real dice would make it 240


def test_every_iteration_starts_from_a_fresh_determinisation_for_its_own_seat(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = get_game("origins")
    state = game.new_state(game.params(), seed=3)
    while len(state.legal_actions(state.to_act()[0])) < 2:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    calls: list[tuple[int, int]] = []
    real = type(state).determinize

    def counting(self: State[Any], who: int, seed: int) -> State[Any]:
        calls.append((who, seed))
        return real(self, who, seed)

    monkeypatch.setattr(type(state), "determinize", counting)
    agent = SearchAgent(seed=2, settings=SearchSettings(iterations=30))
    agent.choose(state, seat)
    # Origins asks for a root prior (PRIOR_VISITS): its one-ply values are averaged over
    # PRIOR_SAMPLES determinisations of their own before the 30 iterations
    assert len(calls) == 30 + PRIOR_SAMPLES
    assert {who for who, _ in calls} == {seat}
    assert len({s for _, s in calls}) == 30 + PRIOR_SAMPLES  # a new re-deal every time


def test_it_plays_on_determinised_copies_only(monkeypatch: pytest.MonkeyPatch) -> None:
    # the real state is neither cloned (but by determinize) nor played on
    game = get_game("pieces")
    state = game.new_state(game.params(), seed=1)
    seat = state.to_act()[0]
    original = state
    inside: list[bool] = []
    real_clone, real_determinize = type(state).clone, type(state).determinize

    def determinize(self: State[Any], who: int, seed: int) -> State[Any]:
        inside.append(True)
        try:
            return real_determinize(self, who, seed)
        finally:
            inside.pop()

    def clone(self: State[Any]) -> State[Any]:
        assert self is not original or inside, "the agent cloned the real state"
        return real_clone(self)

    def forbidden(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the agent played on the real state")

    monkeypatch.setattr(type(state), "determinize", determinize)
    monkeypatch.setattr(type(state), "clone", clone)
    monkeypatch.setattr(state, "apply", forbidden)
    action = SearchAgent(seed=0, settings=SearchSettings(iterations=20)).choose(state, seat)
    assert action in original.legal_actions(seat)
