"""Seat ranges by parameters: ``Game.seat_range(params)`` (by default the class's range),
``check_seats(seats, params)`` refusing a count outside it by name, and the seat counts the
conformance suite plays a variant with (``variant_seats``)."""

from __future__ import annotations

import pytest

from fixtures.duel import DuelGame
from pokeforge.core import ParamError
from pokeforge.core.game import hashed_observation


def test_the_default_range_is_the_class_range_whatever_the_parameters() -> None:
    game = DuelGame()
    assert game.seat_range() == game.seat_range(game.params()) == (2, 3)
    assert game.check_seats(None, game.params()) == game.default_seats
    assert game.check_seats(3, game.params()) == 3
    with pytest.raises(ParamError, match="duel is played by 2–3 players, not 4"):
        game.check_seats(4, game.params())


def test_a_variant_is_played_twice_with_the_smallest_counts_by_default() -> None:
    game = DuelGame()
    assert game.variant_seats(game.params()) == (2, 3)


def test_the_hashed_observation_is_the_default_observe() -> None:
    game = DuelGame()
    view = {"a": 1, "b": ["x", True], "c": {"d": 2.5}}
    vector = hashed_observation(view, 64)
    assert vector.shape == (64,) and abs(vector).max() < 1.0 and abs(vector).sum() > 0
    assert (hashed_observation(view, 64) == vector).all()
    assert game.HASHED_OBSERVATION_SIZE == 256
