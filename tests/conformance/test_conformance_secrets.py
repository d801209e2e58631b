"""Every registered game: what a seat cannot see never reaches it (the swap test), determinised
copies are built from the seat's view alone, and agents choose the same in states it cannot tell
apart."""

from __future__ import annotations

from conformance_checks import (
    check_agents_fair,
    check_determinize_from_view,
    check_swap,
    check_views_follow_events,
)
from conformance_support import check_stride, playout

from pokeforge.core import Game


def test_redealing_what_a_seat_cannot_see_changes_nothing_it_sees(game: Game) -> None:
    for seed in range(3):
        playout(game, seed, check=check_swap, every=check_stride(game))


def test_equal_views_give_equal_determinised_copies(game: Game) -> None:
    for seed in range(3):
        playout(game, seed, check=check_determinize_from_view, every=check_stride(game))


def test_agents_choose_the_same_when_only_hidden_cards_differ(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_agents_fair, every=check_stride(game) * 3)


def test_what_a_seat_sees_after_anothers_action_follows_from_the_events_it_is_shown(
    game: Game,
) -> None:
    for seed in range(2):
        playout(game, seed, check=check_views_follow_events, every=check_stride(game))
