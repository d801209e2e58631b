"""Every registered game: a seat's view never shows what that seat may not know."""

from __future__ import annotations

from conformance_checks import check_future_dice, check_json_and_no_rng, check_secret_choices
from conformance_support import check_stride, playout

from pokeforge.core import Game, Rng


def test_simultaneous_secret_choices_never_show_in_other_seats_views(game: Game) -> None:
    for seed in range(3):
        playout(game, seed, check=check_secret_choices, every=1)


def test_views_do_not_depend_on_the_future_dice(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_future_dice, every=check_stride(game))


def test_views_are_json_and_hold_no_rng_state(game: Game) -> None:
    for seed in range(2):
        final, _ = playout(game, seed, check=check_json_and_no_rng, every=check_stride(game))
        check_json_and_no_rng(final, Rng(0))
