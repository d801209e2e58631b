"""What a seat may not know on the journey: the order of the Pokédex and Ginkgo decks, and the
Pokémon a search drew (the searcher's alone until the one battled is revealed). The conformance
checks run on states holding each secret; a view that leaks a search is caught."""

from __future__ import annotations

from typing import Any

import pytest
from conformance_checks import (
    check_agents_fair,
    check_determinize_from_view,
    check_swap,
    check_views_follow_events,
)
from journey_builders import journey, play, put

from pokeforge.core import Rng
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey import view as view_module

CHECKS = (check_swap, check_determinize_from_view, check_views_follow_events, check_agents_fair)


def searching(seats: int) -> JourneyState:
    st = journey(seats)
    put(st, st.actor, "tree_cold_forest_1b")
    play(st, "search")
    assert st.search
    return st


@pytest.mark.parametrize("seats", [1, 2, 4, 6])
def test_a_search_stays_the_searchers_under_every_check(seats: int) -> None:
    st = searching(seats)
    for i, check in enumerate(CHECKS):
        check(st, Rng(i))


def test_the_secrets_are_declared_as_zones() -> None:
    st = searching(3)
    secrets = st.secrets()
    names = {z.name for z in secrets.zones}
    assert {"search", "ginkgo", "wild:Forest|Cold|weak"} <= names
    search = secrets.zone("search")
    assert search.seen_by == frozenset({st.actor}) and search.pool == "wild:Forest|Cold|weak"
    hands = {f"Change of Fate hand {s}": s for s in range(3)}
    for z in secrets.zones:
        if z.name in hands:  # each trainer's Change of Fate hand is theirs (rules/fate)
            assert z.seen_by == frozenset({hands[z.name]}) and z.pool == "fate"
        elif z.name != "search":
            assert z.seen_by == frozenset()


def test_a_determinised_copy_re_deals_the_decks_but_keeps_the_searchers_own_draw() -> None:
    st = searching(2)
    mine = sorted(st.search)
    copy = st.determinize(st.actor, 5)
    assert sorted(copy.search) == mine
    other = 1 - st.actor
    deals = {tuple(st.determinize(other, s).search) for s in range(6)}
    assert len(deals) > 1  # the other seat's copies draw other Pokémon


def test_a_view_that_shows_the_search_to_everyone_is_caught(monkeypatch: Any) -> None:
    st = searching(2)
    real = view_module.journey_view

    def leaky(state: JourneyState, seat: int | None) -> dict[str, Any]:
        out = real(state, seat)
        if out["search"] is not None:
            out["search"]["cards"] = sorted(state.search)
        return out

    monkeypatch.setattr(view_module, "journey_view", leaky)
    with pytest.raises(AssertionError, match="view shows what it cannot see"):
        check_swap(st, Rng(1))


def test_in_a_wild_battle_the_decks_stay_hidden() -> None:
    st = searching(4)
    play(st, f"battle {st.search[0]}")
    for i, check in enumerate(CHECKS):
        check(st, Rng(i))
