"""Every registered game's variants (``Game.param_variants``: modes, variants, house rules) are
held to the same contract as its defaults: actions, action numbers, refusals, round trips and
secrets."""

from __future__ import annotations

from typing import Any

import pytest
from conformance_checks import (
    StableNumbers,
    check_action_numbers,
    check_actions,
    check_determinize_from_view,
    check_refusals,
    check_round_trip,
    check_secret_choices,
    check_swap,
)
from conformance_support import CHECKED_STEPS, playout

from pokeforge.core import Game, all_games

#: heavy checks on about this many states of each variant's playout
VARIANT_CHECKS = CHECKED_STEPS // 3


def _variants() -> list[tuple[Game, dict[str, Any]]]:
    return [(g, v) for g in all_games() for v in g.param_variants()]


def _id(case: Any) -> str:
    if isinstance(case, Game):
        return case.slug
    return ",".join(f"{k}={v}" for k, v in sorted(case.items()))


@pytest.mark.parametrize(("variant_of", "params"), _variants(), ids=_id)
def test_every_variant_keeps_the_whole_contract(variant_of: Game, params: dict[str, Any]) -> None:
    game = variant_of
    parsed = game.params(params)  # a variant that does not validate is a bug in the game's list
    counts = game.variant_seats(parsed)
    assert counts, "a variant is played by some number of seats"
    for n in counts:
        game.check_seats(n, parsed)
    _, actions = playout(game, 0, params=params, seats=counts[0])
    every = max(1, len(actions) // VARIANT_CHECKS)
    stable = StableNumbers()
    for seed, seats in enumerate(counts):
        playout(game, seed, check=stable, params=params, seats=seats)
        for check in (
            check_actions,
            check_action_numbers,
            check_refusals,
            check_round_trip,
            check_secret_choices,
            check_swap,
            check_determinize_from_view,
        ):
            playout(game, seed, check=check, every=every, params=params, seats=seats)


def test_the_fixture_games_name_their_variants() -> None:
    slugs = {g.slug for g, _ in _variants()}
    assert {"duel", "ambush"} <= slugs
