"""SHRINE OFFERING: once per turn, discard an Apricorn at any shrine to draw 1 Shrine Event card
and resolve it; the Apricorn's tier sets the strength of "/" text; 7 more Journey Points draw 3
and keep 2 (the third discarded); an empty deck takes back its discard pile; no offering while
the shrine's Legendary token (or a God of Sinnoh on the Origin Shrine) is there."""

from __future__ import annotations

import pytest
from journey_builders import give, journey, play, put, texts

from pokeforge.core.errors import IllegalAction
from pokeforge.games.sinnoh.journey.actions import act
from pokeforge.games.sinnoh.journey.state import JourneyState


def at_shrine(seats: int = 2, place: str = "shrine_of_frost", **bag: int) -> JourneyState:
    st = journey(seats)
    put(st, st.actor, place)
    give(st, st.actor, **(bag or {"red": 1}))
    return st


def test_an_offering_discards_an_apricorn_and_resolves_a_drawn_card() -> None:
    st = at_shrine(red=2)
    seat = st.actor
    assert "offering red" in texts(st)
    st.shrines.events = ["pilgrims_gift"]
    points = st.trainers[seat].points
    events = play(st, "offering red")
    assert st.trainers[seat].apricorns("red") == 1
    assert st.trainers[seat].points == points + 1  # a tier-1 Apricorn: the first amount
    assert st.shrines.event_discard == ["pilgrims_gift"] and st.shrines.events == []
    assert any(e.kind == "offering" and "Pilgrim's Gift" in e.text for e in events)
    # once per turn
    assert not any(t.startswith("offering") for t in texts(st))


def test_no_offering_away_from_a_shrine_or_without_an_apricorn() -> None:
    st = journey(2)
    give(st, st.actor, red=1)
    assert not any(t.startswith("offering") for t in texts(st))  # at home
    put(st, st.actor, "shrine_of_flame")
    give(st, st.actor, red=0)
    assert not any(t.startswith("offering") for t in texts(st))


@pytest.mark.parametrize(("colour", "points"), [("red", 1), ("pink", 2), ("black", 3)])
def test_the_apricorns_tier_sets_the_strength(colour: str, points: int) -> None:
    st = at_shrine(**{colour: 1})
    st.shrines.events = ["pilgrims_gift"]
    before = st.trainers[st.actor].points
    play(st, f"offering {colour}")
    assert st.trainers[st.actor].points - before == points


def test_an_offering_not_allowed_changes_nothing() -> None:
    st = at_shrine(red=1)
    digest = st.digest()
    with pytest.raises(IllegalAction):
        st.apply(st.actor, act("offering", "blue"))  # none held
    with pytest.raises(IllegalAction):
        st.apply(st.actor, act("offering", "red draw3"))  # no 7 Journey Points
    assert st.digest() == digest


def test_seven_journey_points_draw_three_and_keep_two_in_order() -> None:
    st = at_shrine(red=1)
    seat = st.actor
    st.trainers[seat].points = 8
    st.shrines.events = ["pilgrims_gift", "sacred_spring", "song_of_frost"]
    st.rng.reseed(0)
    play(st, "offering red draw3")
    assert st.trainers[seat].points == 1
    assert st.decision() == "choose" and sorted(st.shrines.drawn) == sorted(
        ["pilgrims_gift", "sacred_spring", "song_of_frost"]
    )
    drawn = list(st.shrines.drawn)
    gift, frost = drawn.index("pilgrims_gift"), drawn.index("song_of_frost")
    events = play(st, f"choose {frost}+{gift}")
    kinds = [e.kind for e in events]
    assert kinds.index("legendary_event") < kinds.index("blessing")  # the first chosen first
    assert st.trainers[seat].points == 2
    assert st.shrines.legends == {"shrine_of_frost": "Articuno"}
    assert sorted(st.shrines.event_discard) == sorted(drawn)  # the third discarded too
    assert st.decision() == "turn"


def test_an_empty_deck_takes_back_its_discard_pile() -> None:
    st = at_shrine(red=1)
    st.shrines.events, st.shrines.event_discard = [], ["pilgrims_gift"]
    play(st, "offering red")
    assert st.shrines.event_discard == ["pilgrims_gift"] and st.shrines.events == []


def test_no_offering_while_the_legendary_token_is_on_the_shrine() -> None:
    st = at_shrine(red=1)
    st.shrines.legends["shrine_of_frost"] = "Articuno"
    st.invalidate()
    assert not any(t.startswith("offering") for t in texts(st))
    assert "legend" in texts(st)


def test_the_origin_shrine_takes_offerings_unless_a_god_is_there() -> None:
    st = at_shrine(place="origin_shrine", red=1)
    assert "offering red" in texts(st)
    st.shrines.god = "palkia"
    st.invalidate()
    assert not any(t.startswith("offering") for t in texts(st))
    assert "legend" in texts(st)
