"""POKÉMON FORMS on the journey: "Form changes outside of battle by holding an item — you may
change to the form specified by the item whilst outside of battle; if the Pokémon is no longer
holding the item, it returns to its default form (State 1)". The item's form is data
(``items.json``, effect ``form``): the Gracidea Flower gives Shaymin its Sky Form (ARTIFACTS:
Legendary Forms), the Celestial Artifacts give Dialga, Palkia and Giratina their Origin forms,
the Scroll of Nobility a starter's final form its Noble Form."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from journey_builders import decide_battle, journey, party, play, put, texts

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.content import DATA, ContentError
from pokeforge.games.sinnoh.journey.content import load_journey_content
from pokeforge.games.sinnoh.journey.rules import forms
from pokeforge.games.sinnoh.setup import make_mon


def test_the_items_that_give_a_form() -> None:
    st = journey(1)
    given = {
        iid: item.effects["form"]
        for iid, item in st.content.items.items()
        if "form" in item.effects
    }
    assert given == {
        "gracidea_flower": "Sky Form",
        "adamant_artifact": "Adamant Form",
        "lustrous_artifact": "Lustrous Form",
        "griseous_artifact": "Griseous Form",
        "scroll_of_nobility": "Noble Form",
    }


def test_shaymin_holding_the_gracidea_flower_takes_its_sky_form_and_returns_without_it() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Shaymin", "Bidoof")
    t = st.trainers[seat]
    t.items = ["gracidea_flower"]
    land, sky = st.content.cards["492"], st.content.cards["492-s"]
    shaymin = t.party[0]
    shaymin.damage = 3
    events = play(st, "equip 0 gracidea_flower")
    assert shaymin.card == sky.id and shaymin.max_health == sky.health
    assert shaymin.damage == 3  # damage stays
    assert any(e.kind == "form" and "Sky Form" in e.text for e in events)
    play(st, "unequip 0")
    assert shaymin.card == land.id and shaymin.max_health == land.health
    assert t.items == ["gracidea_flower"]


def test_an_item_gives_no_form_to_a_pokemon_without_that_form() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Bidoof", "Dialga")
    t = st.trainers[seat]
    t.items = ["adamant_artifact", "gracidea_flower"]
    play(st, "equip 0 gracidea_flower")
    assert t.party[0].card == st.content.card("Bidoof").id
    play(st, "equip 1 adamant_artifact")
    assert st.content.cards[t.party[1].card].form == "Adamant Form"


def test_a_form_that_would_faint_the_pokemon_leaves_it_one_health() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Shaymin", "Bidoof")
    t = st.trainers[seat]
    t.items = ["gracidea_flower"]
    shaymin = t.party[0]
    shaymin.damage = 9  # 1 health left of 10; the Sky Form has 8
    play(st, "equip 0 gracidea_flower")
    assert shaymin.card == "492-s" and not shaymin.fainted
    assert shaymin.max_health - shaymin.damage == 1


def test_the_item_form_battles_and_comes_back_from_the_battle() -> None:
    st = journey(2)
    seat = st.actor
    party(st, seat, "Shaymin")
    t = st.trainers[seat]
    t.items = ["gracidea_flower"]
    play(st, "equip 0 gracidea_flower")
    other = 1 - seat
    party(st, other, "Bidoof")
    put(st, seat, "-2,-3")  # a tile of no place
    put(st, other, "-2,-3")
    play(st, f"challenge {other + 1}")
    battle = st.battle
    assert battle is not None
    side = st.battle_seats.index(seat)
    assert battle.sides[side].party[0].card == "492-s"  # battles as Sky Shaymin
    decide_battle(st, side)
    assert t.party[0].card == "492-s" and t.party[0].item == "gracidea_flower"


def test_an_item_lost_in_a_battle_takes_the_form_back() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Shaymin")
    t = st.trainers[seat]
    t.items = ["gracidea_flower"]
    play(st, "equip 0 gracidea_flower")
    shaymin = t.party[0]
    shaymin.item = None  # what the winner of a trainer battle does when it takes the Artifact
    forms.settle(st, seat, [])
    assert shaymin.card == "492" and shaymin.max_health == st.content.cards["492"].health


def test_a_pokemon_joining_the_party_with_the_item_takes_its_form() -> None:
    st = journey(1)
    seat = st.actor
    mon = make_mon(st.content, st.content.card("Giratina"), "griseous_artifact", [])
    st.trainers[seat].party.append(mon)
    events: list = []
    forms.settle_mon(st, seat, len(st.trainers[seat].party) - 1, events)
    assert mon.card == "487-o" and mon.max_health == st.content.cards["487-o"].health
    assert events and events[0].kind == "form"


def test_an_item_naming_a_form_no_card_has_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / "items.json").read_text(encoding="utf-8"))
    for item in data["items"]:
        if item["id"] == "gracidea_flower":
            item["effects"]["form"] = "Winter Form"
    (folder / "items.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_journey_content(folder)
    message = str(err.value)
    assert "items.json" in message and "gracidea_flower" in message and "effects.form" in message
    assert "Winter Form" in message


def test_the_view_of_the_party_shows_the_form() -> None:
    st = journey(1)
    seat = st.actor
    party(st, seat, "Shaymin")
    st.trainers[seat].items = ["gracidea_flower"]
    assert "equip 0 gracidea_flower" in texts(st)
    play(st, "equip 0 gracidea_flower")
    assert st.view(seat)["trainers"][seat]["party"][0]["card"] == "492-s"


def test_a_starter_evolving_into_its_final_form_while_holding_the_scroll_is_noble() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    grotle = make_mon(st.content, st.content.card("Grotle"), None, [])
    t.party = [grotle]
    t.items = ["scroll_of_nobility"]
    st.invalidate()
    play(st, "equip 0 scroll_of_nobility")
    assert t.party[0].card == st.content.card("Grotle").id  # Grotle has no Noble Form
    t.points = 10
    st.invalidate()
    events = play(st, "evolve 0 Torterra")
    torterra = t.party[0]
    noble = st.content.cards["389-n"]
    assert noble.form == "Noble Form"
    assert torterra.card == noble.id and torterra.item == "scroll_of_nobility"
    assert (torterra.max_health, torterra.damage) == (noble.health, 0)
    assert [e.kind for e in events if e.kind in ("evolve", "form")] == ["evolve", "form"]
    play(st, "discard")  # Grotle's move not kept
    play(st, "unequip 0")
    assert torterra.card == "389" and torterra.max_health == st.content.cards["389"].health


def test_the_trainer_may_keep_the_default_form_while_holding_the_item() -> None:
    """ "You may change to the form specified by the item": ``form SLOT`` changes a Pokémon
    holding such an item between that form and its default form, on the trainer's turn."""
    st = journey(1)
    seat = st.actor
    party(st, seat, "Shaymin", "Bidoof")
    t = st.trainers[seat]
    t.items = ["gracidea_flower"]
    assert not any(a.startswith("form") for a in texts(st))  # no item: no form to change to
    play(st, "equip 0 gracidea_flower")
    shaymin = t.party[0]
    assert shaymin.card == "492-s"
    assert [a for a in texts(st) if a.startswith("form")] == ["form 0"]
    words = GAME.describe_action(st, seat, st.action_from_text(seat, "form 0"))
    assert words == "Change Sky Shaymin back to its default form (it keeps the item)"
    events = play(st, "form 0")
    words = GAME.describe_action(st, seat, st.action_from_text(seat, "form 0"))
    assert words == "Change Shaymin into its Sky Form"
    assert shaymin.card == "492" and shaymin.item == "gracidea_flower"
    assert shaymin.max_health == st.content.cards["492"].health
    assert any(e.kind == "form" for e in events)
    play(st, "form 0")
    assert shaymin.card == "492-s"
    play(st, "form 0")
    forms.settle(st, seat, [])  # after a battle: the default form chosen stays
    assert shaymin.card == "492"
    assert st.held_moves[2] == 4  # free moves (the equip and 3 changes), as the agents count them


def test_the_gracidea_flower_taken_by_the_winner_of_a_trainer_battle_ends_the_sky_form() -> None:
    from pokeforge.games.sinnoh.rules.battle import after_faints

    st = journey(2)
    seat = st.actor
    other = 1 - seat
    party(st, other, "Shaymin")
    shaymin = st.trainers[other].party[0]
    shaymin.item = "gracidea_flower"
    forms.settle_mon(st, other, 0, [])  # attached on the other trainer's turn
    assert shaymin.card == "492-s"
    put(st, seat, "-2,-3")
    put(st, other, "-2,-3")
    play(st, f"challenge {other + 1}")
    battle = st.battle
    assert battle is not None
    loser = st.battle_seats.index(other)
    for mon in battle.sides[loser].party:
        mon.fainted, mon.damage = True, mon.max_health
    after_faints(battle, [loser], [])
    while st.battle is not None:  # the winner's decisions after the battle: take the Artifact
        who = st.to_act()[0]
        options = [str(a) for a in st.legal_actions(who)]
        take = [o for o in options if o.startswith("take")]
        pick = take[0] if take else ("skip" if "skip" in options else options[0])
        st.apply(who, st.action_from_text(who, pick, strict=True))
    assert "gracidea_flower" in st.trainers[seat].items
    assert shaymin.item is None and shaymin.card == "492"
    assert shaymin.max_health == st.content.cards["492"].health
