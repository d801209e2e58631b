"""POKÉMON FORMS on the journey: "Form changes outside of battle by holding an item — you may
change to the form specified by the item whilst outside of battle; if the Pokémon is no longer
holding the item, it returns to its default form (State 1)". The item's form is data
(``items.json``, effect ``form``): the Gracidea Flower gives Shaymin its Sky Form (ARTIFACTS:
Legendary Forms), the Celestial Artifacts give Dialga, Palkia and Giratina their Origin forms,
the Scroll of Nobility a starter's final form its Noble Form, and the Secret Key (Rotom's Artifact)
Rotom's five forms, of which the trainer chooses."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from journey_builders import decide_battle, journey, party, play, put, texts, turn_of

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.content import DATA, ContentError
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey.content import load_journey_content
from pokeforge.games.sinnoh.journey.rules import forms
from pokeforge.games.sinnoh.setup import make_mon


def challenge_a_bidoof(st: Any, seat: int) -> tuple[Any, int]:
    """``seat`` challenges the other trainer (a Bidoof) on a tile of no place: the battle and
    ``seat``'s side in it."""
    other = 1 - seat
    party(st, other, "Bidoof")
    put(st, seat, "-2,-3")  # a tile of no place
    put(st, other, "-2,-3")
    play(st, f"challenge {other + 1}")
    battle = st.battle
    assert battle is not None
    return battle, st.battle_seats.index(seat)


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
        "secret_key": ["Fan Form", "Frost Form", "Heat Form", "Mow Form", "Wash Form"],
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
    battle, side = challenge_a_bidoof(st, seat)
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


@pytest.mark.parametrize(
    ("iid", "form"),
    [
        ("gracidea_flower", "Winter Form"),
        ("secret_key", ["Fan Form", "Winter Form"]),  # one form of a list no card has
    ],
)
def test_an_item_naming_a_form_no_card_has_is_refused(
    tmp_path: Path, iid: str, form: str | list[str]
) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / "items.json").read_text(encoding="utf-8"))
    for item in data["items"]:
        if item["id"] == iid:
            item["effects"]["form"] = form
    (folder / "items.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_journey_content(folder)
    message = str(err.value)
    assert "items.json" in message and iid in message and "effects.form" in message
    assert "Winter Form" in message


@pytest.mark.parametrize("form", [[], ["Fan Form", 2], 3])
def test_an_item_form_is_a_label_or_a_list_of_labels(tmp_path: Path, form: object) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA, folder)
    data = json.loads((folder / "items.json").read_text(encoding="utf-8"))
    for item in data["items"]:
        if item["id"] == "secret_key":
            item["effects"]["form"] = form
    (folder / "items.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_journey_content(folder)
    message = str(err.value)
    assert "items.json" in message and "secret_key" in message and "effects.form" in message


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


#: Rotom's forms the Secret Key gives (its card's States 2 to 6), by label
ROTOM = {
    "Fan Form": "479-s",
    "Frost Form": "479-f",
    "Heat Form": "479-h",
    "Mow Form": "479-m",
    "Wash Form": "479-w",
}


def rotom_with_the_key(seats: int = 1) -> JourneyState:
    st = journey(seats)
    seat = st.actor
    party(st, seat, "Bidoof", "Rotom")
    st.trainers[seat].items = ["secret_key"]
    play(st, "equip 1 secret_key")
    return st


def test_rotom_holding_the_secret_key_chooses_any_of_its_five_forms_and_returns() -> None:
    """ARTIFACTS, Legendary Forms: the Secret Key is Rotom's Artifact; of its five alternate
    forms the trainer chooses (``form SLOT LABEL``), and ``form SLOT`` takes it back to State 1."""
    st = journey(1)
    seat = st.actor
    party(st, seat, "Bidoof", "Rotom")
    t = st.trainers[seat]
    t.items = ["secret_key"]
    assert not any(a.startswith("form") for a in texts(st))
    play(st, "equip 1 secret_key")
    rotom = t.party[1]
    assert rotom.card == "479"  # coming to hold the key it keeps its form: the trainer chooses
    assert [a for a in texts(st) if a.startswith("form")] == [f"form 1 {f}" for f in ROTOM]
    for label, card in ROTOM.items():
        events = play(st, f"form 1 {label}")
        assert rotom.card == card and rotom.item == "secret_key"
        assert rotom.max_health == st.content.cards[card].health
        assert any(e.kind == "form" and label in e.text for e in events)
        others = [f"form 1 {f}" for f in ROTOM if f != label]
        assert [a for a in texts(st) if a.startswith("form")] == ["form 1", *others]
        play(st, "form 1")
        assert rotom.card == "479" and rotom.item == "secret_key"
    play(st, "form 1 Heat Form")
    play(st, "form 1 Mow Form")  # from one form straight into another
    assert rotom.card == "479-m"
    assert st.held_moves[2] == 1 + 2 * len(ROTOM) + 2  # free moves


def test_rotom_without_the_secret_key_returns_to_state_1() -> None:
    st = rotom_with_the_key()
    seat = st.actor
    rotom = st.trainers[seat].party[1]
    play(st, "form 1 Frost Form")
    assert rotom.card == "479-f"
    play(st, "unequip 1")
    assert rotom.card == "479" and st.trainers[seat].items == ["secret_key"]
    assert not any(a.startswith("form") for a in texts(st))
    play(st, "equip 1 secret_key")
    play(st, "form 1 Wash Form")
    rotom.item = None  # what the winner of a trainer battle does when it takes the Artifact
    forms.settle(st, seat, [])
    assert rotom.card == "479"


def test_rotom_keeps_its_form_across_turns() -> None:
    st = rotom_with_the_key(2)
    seat = st.actor
    play(st, "form 1 Heat Form")
    turn_of(st, 1 - seat)
    turn_of(st, seat)
    rotom = st.trainers[seat].party[1]
    assert rotom.card == "479-h" and rotom.item == "secret_key"
    forms.settle(st, seat, [])  # after a battle: the chosen form stays while it holds the key
    assert rotom.card == "479-h"


def test_the_action_text_and_the_view_show_rotoms_form() -> None:
    st = rotom_with_the_key()
    seat = st.actor
    words = GAME.describe_action(st, seat, st.action_from_text(seat, "form 1 Frost Form"))
    assert words == "Change Rotom into its Frost Form"
    play(st, "form 1 Frost Form")
    words = GAME.describe_action(st, seat, st.action_from_text(seat, "form 1"))
    assert words == "Change Frost Rotom back to its default form (it keeps the item)"
    words = GAME.describe_action(st, seat, st.action_from_text(seat, "form 1 Fan Form"))
    assert words == "Change Frost Rotom into its Fan Form"
    assert st.view(seat)["trainers"][seat]["party"][1]["card"] == "479-f"


def test_the_form_actions_have_numbers() -> None:
    st = rotom_with_the_key()
    seat = st.actor
    play(st, "form 1 Mow Form")
    numbers = {str(a): st.action_to_int(seat, a) for a in st.legal_actions(seat)}
    assert len(set(numbers.values())) == len(numbers)
    for text, number in numbers.items():
        assert str(st.int_to_action(seat, number)) == text
    assert numbers["form 1"] + 5 == numbers["form 1 Wash Form"]


def test_rotom_battles_in_the_form_chosen() -> None:
    st = rotom_with_the_key(2)
    seat = st.actor
    t = st.trainers[seat]
    t.party = t.party[1:]  # Rotom leads
    st.invalidate()
    play(st, "form 0 Wash Form")
    battle, side = challenge_a_bidoof(st, seat)
    mon = battle.sides[side].party[0]
    wash = st.content.cards["479-w"]
    assert mon.card == "479-w" and wash.types == ("electric", "water")
    assert wash.move == "Hydro Pump"
    decide_battle(st, side)
    assert t.party[0].card == "479-w" and t.party[0].item == "secret_key"
