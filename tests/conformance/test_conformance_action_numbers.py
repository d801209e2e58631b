"""Every registered game numbers its actions (the integer-action contract, issue 11): a
bijection on each seat's legal actions into ``0 … num_distinct_actions - 1``, the same in clones,
after JSON round trips and in every position where a move is legal."""

from __future__ import annotations

from conformance_checks import StableNumbers, check_action_numbers, check_number_types
from conformance_support import check_stride, playout, seat_counts

from pokeforge.core import Game


def test_legal_actions_have_distinct_numbers_that_round_trip(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_action_numbers, every=check_stride(game))


def test_a_move_keeps_its_number_in_every_position(game: Game, playouts: int) -> None:
    stable = StableNumbers()
    for seed in range(max(3, playouts // 3)):
        playout(game, seed, check=stable)
    assert stable.number_of, "no action was numbered"


def test_the_number_of_actions_depends_on_the_parameters_only(game: Game) -> None:
    size = game.num_distinct_actions()
    assert size == game.num_distinct_actions(game.params()) == game.num_distinct_actions(None)
    for seats in seat_counts(game):
        assert game.new_state(game.params(), seed=1, seats=seats).num_distinct_actions() == size
    for variant in game.param_variants():
        params = game.params(variant)
        assert game.num_distinct_actions(params) == game.num_distinct_actions(game.params(variant))


def test_a_bool_or_float_is_not_an_action_number(game: Game) -> None:
    playout(game, 0, check=check_number_types, every=check_stride(game))
