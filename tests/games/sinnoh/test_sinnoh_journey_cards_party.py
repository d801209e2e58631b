"""Trainer cards on the journey: party, deck and crafting cards (Chef, Gentleman, Expert…), the
campaign side of each ability (:mod:`pokeforge.games.sinnoh.journey.rules.cards_party`)."""

from __future__ import annotations

from typing import Any

from journey_builders import give, journey, play, texts, turn_of

from pokeforge.core.events import Event
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.rules import stamps
from pokeforge.games.sinnoh.journey.trainer_cards import problem, usable_ids


def _stamp(st: Any, seat: int, stamp: str = "crafter") -> list[Event]:
    events: list[Event] = []
    stamps.claim(st, seat, stamp, events)
    st.invalidate()
    return events


def _usable(name: str) -> bool:
    card = GAME.content.trainer(name)
    return problem(GAME.content, card) is None and card.id in usable_ids(GAME.content)


# -- Chef -----------------------------------------------------------------------------------------


def test_chef_ingredient_expert_converts_an_apricorn_within_its_tier() -> None:
    assert _usable("Chef")
    st = journey(2, trainer0="Chef")
    turn_of(st, 0)
    st.trainers[0].bag = [0] * 7
    give(st, 0, red=1, black=1)
    st.invalidate()
    offered = [x for x in texts(st) if x.startswith("convert")]
    assert offered == ["convert red blue", "convert red yellow"]  # Black is alone in tier 3
    events = play(st, "convert red yellow")
    assert st.trainers[0].apricorns("red") == 0 and st.trainers[0].apricorns("yellow") == 1
    assert any("Ingredient Expert" in e.text for e in events)
    assert st.actor == 0 and st.decision() == "turn"
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_chef_ingredient_expert_is_locked_on_a_bronze_card_and_absent_without_it() -> None:
    st = journey(2, trainer0="Chef:bronze")
    turn_of(st, 0)
    give(st, 0, red=1)
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("convert")]
    st = journey(2, trainer0="Beauty")
    turn_of(st, 0)
    give(st, 0, red=1)
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("convert")]


# -- Expert ---------------------------------------------------------------------------------------


def _at_shrine(st: Any, seat: int) -> None:
    from journey_builders import put

    turn_of(st, seat)
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)


def test_expert_shrine_keeper_draws_one_more_shrine_event_and_keeps_one() -> None:
    assert _usable("Expert")
    st = journey(2, trainer0="Expert")
    _at_shrine(st, 0)
    st.shrines.events = ["pilgrims_gift", "sacred_spring"]
    points = st.trainers[0].points
    events = play(st, "offering red")
    assert st.decision() == "keeper" and st.to_act() == (0,)
    assert sorted(st.shrines.drawn) == ["pilgrims_gift", "sacred_spring"]
    assert any("Shrine Keeper" in e.text for e in events)
    assert texts(st) == ["choose 0", "choose 1"]
    gift = st.shrines.drawn.index("pilgrims_gift")
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    play(st, f"choose {gift}")
    assert st.trainers[0].points == points + 1  # Pilgrim's Gift resolved, the other discarded
    assert sorted(st.shrines.event_discard) == ["pilgrims_gift", "sacred_spring"]
    assert st.shrines.drawn == [] and not st.pending


def test_expert_shrine_keeper_draws_four_and_keeps_two_for_seven_journey_points() -> None:
    st = journey(2, trainer0="Expert")
    _at_shrine(st, 0)
    st.trainers[0].points = 7
    st.shrines.events = ["pilgrims_gift", "sacred_spring", "song_of_frost", "pilgrims_gift"]
    play(st, "offering red draw3")
    assert len(st.shrines.drawn) == 4 and st.decision() == "keeper"
    offered = texts(st)
    assert len(offered) == 12 and "choose 3+0" in offered
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    play(st, "choose 3+0")
    assert len(st.shrines.event_discard) >= 2 and st.shrines.drawn == []


def test_without_shrine_keeper_an_offering_resolves_one_card() -> None:
    st = journey(2, trainer0="Expert:bronze")
    _at_shrine(st, 0)
    st.shrines.events = ["pilgrims_gift", "sacred_spring"]
    play(st, "offering red")
    assert st.decision() == "turn" and len(st.shrines.events) == 1
