"""The party outside battle: held items moved about (BATTLE ITEMS, GENERAL FAQ) and releasing a
Pokémon that is not the last (CAPTURING POKÉMON, GENERAL FAQ)."""

from __future__ import annotations

import pytest
from journey_builders import journey, party, play, texts

from pokeforge.core import IllegalAction


def test_a_held_item_moves_from_the_bag_to_a_pokemon_and_back() -> None:
    st = journey(1)
    party(st, 0, "Bidoof", "Shinx")
    t = st.trainers[0]
    t.items = ["blast_crystal"]
    st.invalidate()
    assert [x for x in texts(st) if x.startswith("equip")] == [
        "equip 0 blast_crystal",
        "equip 1 blast_crystal",
    ]
    base = t.party[1].max_health
    play(st, "equip 1 blast_crystal")
    assert t.party[1].item == "blast_crystal" and t.items == []
    assert t.party[1].max_health == base + 2  # Blast Crystal: +2 health
    play(st, "unequip 1")
    assert t.party[1].item is None and t.items == ["blast_crystal"]
    assert t.party[1].max_health == base


def test_an_item_whose_health_keeps_a_pokemon_standing_stays_on() -> None:
    st = journey(1)
    t = st.trainers[0]
    t.items = ["blast_crystal"]
    play(st, "equip 0 blast_crystal")
    mon = t.party[0]
    mon.damage = mon.max_health - 1  # it would faint without the crystal's 2 health
    st.invalidate()
    assert "unequip 0" not in texts(st)
    mon.damage = mon.max_health - 3
    st.invalidate()
    assert "unequip 0" in texts(st)


def test_any_pokemon_but_the_last_may_be_released_and_its_card_is_discarded() -> None:
    st = journey(1)
    assert not [x for x in texts(st) if x.startswith("release")]  # the starter alone
    party(st, 0, "Swinub", "Bidoof")
    t = st.trainers[0]
    t.party[1].item = "eviolite"
    st.invalidate()
    play(st, "release 1")
    bidoof = st.content.card("Bidoof")
    assert len(t.party) == 1 and st.discards["Plains|Temperate|weak"] == [bidoof.id]
    assert t.items == ["eviolite"]  # its held item goes back to the bag
    with pytest.raises(IllegalAction):
        play(st, "release 0")
