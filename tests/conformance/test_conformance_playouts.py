"""Every registered game: random playouts end, legal actions are sound, illegal ones refused."""

from __future__ import annotations

import pytest
from conformance_checks import check_actions, check_determinize, check_refusals
from conformance_support import MadeUpAction, check_stride, playout, seat_counts, seats_for

from pokeforge.core import Game, IllegalAction


def test_random_playouts_reach_an_outcome_within_the_decision_cap(
    game: Game, playouts: int
) -> None:
    lengths = []
    for seed in range(playouts):
        state, actions = playout(game, seed)
        assert state.outcome is not None
        assert all(0 <= w < state.num_seats for w in state.outcome.winners)
        assert state.outcome.reason
        lengths.append(len(actions))
    assert max(lengths) <= game.max_decisions


def test_every_seat_count_can_start_and_play(game: Game) -> None:
    for n in seat_counts(game):
        state = game.new_state(game.params(), seed=n, seats=n)
        assert state.num_seats == n
        assert state.to_act(), "a new game must wait for someone"
    seeds = {seats_for(game, s) for s in range(len(seat_counts(game)))}
    assert seeds == set(seat_counts(game))


def test_legal_actions_are_never_empty_and_their_text_round_trips(game: Game) -> None:
    for seed in range(3):
        playout(game, seed, check=check_actions, every=check_stride(game))


def test_illegal_actions_raise_and_leave_the_state_unchanged(game: Game) -> None:
    for seed in range(2):
        final, _ = playout(game, seed, check=check_refusals, every=check_stride(game))
        digest = final.digest()
        with pytest.raises(IllegalAction):
            final.apply(0, MadeUpAction())
        assert final.digest() == digest


def test_determinised_copies_keep_the_seats_choices_and_leave_the_original(game: Game) -> None:
    playout(game, 1, check=check_determinize, every=check_stride(game))
