"""agents.greedy: one-ply lookahead on determinised copies, never on hidden information."""

from __future__ import annotations

import pytest

from fixtures.duel import GAME, DuelState, Play, Stake
from fixtures.micro import GuessGame, Number, PickGame
from pokeforge.agents import GreedyAgent
from pokeforge.core import IllegalAction


def test_it_takes_the_action_with_the_best_evaluation() -> None:
    game = PickGame()
    for seed in range(5):
        state = game.new_state(game.params(), seed=seed)
        assert GreedyAgent(seed=seed).choose(state, 0) == Number(9)


def test_ties_are_broken_by_its_own_rng() -> None:
    game = PickGame()
    state = game.new_state(game.params({"flat": True}), seed=0)
    picks = [GreedyAgent(seed=s).choose(state, 0) for s in range(30)]
    assert len(set(picks)) > 3
    assert [GreedyAgent(seed=s).choose(state, 0) for s in range(30)] == picks


def test_it_never_sees_the_real_future_dice() -> None:
    # Guessing a die with the real future dice would always be right; the agent must not.
    game = GuessGame()
    right = 0
    for seed in range(300):
        state = game.new_state(game.params(), seed=seed)
        agent = GreedyAgent(seed=seed + 1000)
        guess = agent.choose(state, 0)
        assert isinstance(guess, Number)
        state.apply(0, guess)
        assert state.outcome is not None
        right += state.outcome.winners == (0,)
    assert 20 < right < 90  # about 1 in 6, far from 300


def test_its_choice_does_not_depend_on_another_seats_secret_play() -> None:
    def waiting_for_seat_0(opponent_card: int) -> DuelState:
        state = GAME.new_state(GAME.params(), seed=1, seats=2)
        assert isinstance(state, DuelState)
        state.apply(0, Stake(2))
        state.hands = [[1, 4, 6], [2, 3, 5]]
        state.invalidate()
        state.apply(1, Play(opponent_card))
        return state

    for seed in range(20):
        choices = {GreedyAgent(seed=seed).choose(waiting_for_seat_0(c), 0) for c in (2, 3, 5)}
        assert len(choices) == 1


def test_a_huge_choice_is_sampled_down_to_max_candidates() -> None:
    game = PickGame()
    state = game.new_state(game.params(), seed=0)
    capped = {GreedyAgent(seed=s, max_candidates=2).choose(state, 0) for s in range(40)}
    assert Number(9) in capped and len(capped) > 3
    full = {GreedyAgent(seed=s, max_candidates=10).choose(state, 0) for s in range(10)}
    assert full == {Number(9)}


def test_several_samples_still_pick_the_best_and_leave_the_state_alone() -> None:
    game = PickGame()
    state = game.new_state(game.params(), seed=0)
    before = state.digest()
    assert GreedyAgent(seed=1, samples=3).choose(state, 0) == Number(9)
    assert state.digest() == before


def test_bad_settings_and_seats_with_nothing_to_decide_are_errors() -> None:
    with pytest.raises(ValueError):
        GreedyAgent(max_candidates=0)
    with pytest.raises(ValueError):
        GreedyAgent(samples=0)
    state = GAME.new_state(GAME.params(), seed=1, seats=2)
    with pytest.raises(IllegalAction):
        GreedyAgent().choose(state, 1)


def test_it_does_not_undo_and_redo_for_ever_when_its_view_comes_back() -> None:
    # switching the lamp scores higher than stopping, but two switches give the same view again:
    # the agent leaves a view it has seen by another action than the one it took there before
    from fixtures.micro import LoopGame, LoopState

    game = LoopGame()
    for seed in range(5):
        state = game.new_state(game.params(), seed=seed)
        assert isinstance(state, LoopState)
        agent = GreedyAgent(seed=seed)
        for _ in range(20):
            if state.outcome is not None:
                break
            state.apply(0, agent.choose(state, 0))
        assert state.outcome is not None and state.switches == 2
