"""CHANGE OF FATE CARDS and CELESTIAL FRACTURE, what a seat may not know: every Change of Fate
hand (its holder's, in a battle too), the Change of Fate and Shrine Event decks, the Follower
tokens chosen in secret at a Celestial Fracture. The conformance checks run on states holding
each secret; a view showing another trainer's hand is caught."""

from __future__ import annotations

from typing import Any

import pytest
from conformance_checks import (
    check_agents_fair,
    check_determinize_from_view,
    check_swap,
    check_views_follow_events,
)
from journey_builders import give, journey, play, put

from pokeforge.core import Rng
from pokeforge.games.sinnoh.journey import JourneyState, shrine_view

CHECKS = (check_swap, check_determinize_from_view, check_views_follow_events, check_agents_fair)


def with_hands(seats: int) -> JourneyState:
    st = journey(seats)
    for s in range(seats):
        st.shrines.hands[s] = sorted(st.shrines.fate[:2])
        del st.shrines.fate[:2]
    st.shrines.followers = ["giratina"] * seats
    st.invalidate()
    return st


def mid_fracture(seats: int) -> JourneyState:
    st = with_hands(seats)
    put(st, st.actor, "shrine_of_frost")
    give(st, st.actor, red=1)
    st.shrines.events = ["celestial_fracture", "pilgrims_gift"]
    st.shrines.events.remove("pilgrims_gift")
    play(st, "offering red")
    play(st, "follow dialga")  # the offerer chose; the others have not
    return st


def in_battle(seats: int) -> JourneyState:
    st = with_hands(seats)
    a = st.actor
    b = next(s for s in range(seats) if s != a)
    for s in (a, b):
        put(st, s, "-4,1")
    play(st, f"challenge {b + 1}")
    assert st.battle is not None
    return st


def in_aid_window(seats: int) -> JourneyState:
    """Giratina on the Origin Shrine, every trainer its Follower: a battle's fellow Followers are
    being asked whether they play a card (THE GODS OF SINNOH), one has answered already."""
    st = in_battle(seats)
    st.shrines.god = "giratina"
    for _ in range(20):
        if st.reaction_window() is not None or st.battle is None:
            break
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    window = st.reaction_window()
    if seats > 2:
        assert window is not None
        first = window.seats[0]
        st.apply(first, st.legal_actions(first)[0])
    return st


@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("build", [with_hands, mid_fracture, in_battle, in_aid_window])
def test_hands_decks_and_secret_followers_pass_every_check(build: Any, seats: int) -> None:
    st = build(seats)
    for i, check in enumerate(CHECKS):
        check(st, Rng(i))


def test_a_view_that_shows_every_hand_is_caught(monkeypatch: Any) -> None:
    def leaky(st: JourneyState, seat: int | None, secrets: Any) -> list[dict[str, Any]]:
        return [{"count": len(h), "cards": sorted(h)} for h in st.shrines.hands]

    monkeypatch.setattr(shrine_view, "_hands", leaky)
    st = with_hands(2)
    with pytest.raises(AssertionError):
        check_swap(st, Rng(0))


def test_a_secret_choice_is_taken_back_in_a_copy_for_another_seat() -> None:
    st = mid_fracture(2)
    offerer = next(iter(st.shrines.votes.choices))  # type: ignore[union-attr]
    other = 1 - offerer
    copy = st.determinize(other, seed=1)
    assert copy.shrines.votes is not None and copy.shrines.votes.choices == {}
    mine = st.determinize(offerer, seed=1)
    assert mine.shrines.votes is not None and mine.shrines.votes.choices == {offerer: "dialga"}
