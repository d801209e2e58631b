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
