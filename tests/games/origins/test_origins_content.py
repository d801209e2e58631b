"""Card loading: printed numbers read right from the shipped sets, and every malformed entry a
ContentError naming file, entry and field (one test per kind of field)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core import ContentError
from pokeforge.games.origins.cards import Effect
from pokeforge.games.origins.content import (
    OFFICIAL_SETS,
    SETS_DIR,
    Content,
    OpError,
    OpNotImplemented,
    load_sets,
    shipped_content,
)

# --- the shipped sets ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def official() -> Content:
    return load_sets(validate_op=None, effects_dir=None)


def test_the_three_official_sets_hold_228_cards(official: Content) -> None:
    assert OFFICIAL_SETS == ("base1", "base2", "base3")
    assert len(official.cards) == 228
    per_set = {s: sum(1 for c in official.cards.values() if c.set_id == s) for s in OFFICIAL_SETS}
    assert per_set == {"base1": 102, "base2": 64, "base3": 62}


def test_alakazam_as_printed(official: Content) -> None:
    card = official.card("base1-1")
    assert (card.name, card.hp, card.stage, card.types) == ("Alakazam", 80, "Stage 2", ("Psychic",))
    assert card.evolves_from == "Kadabra"
    assert card.weaknesses == (("Psychic", 2),)
    assert card.resistances == ()
    assert card.retreat_cost == 3
    (attack,) = card.attacks
    assert (attack.name, attack.cost, attack.damage, attack.damage_mode) == (
        "Confuse Ray",
        ("Psychic", "Psychic", "Psychic"),
        30,
        "",
    )
    (power,) = card.powers
    assert (power.name, power.kind) == ("Damage Swap", "Pokémon Power")


def test_printed_numbers_of_a_dozen_cards(official: Content) -> None:
    pikachu = official.by_number("base1", "58")
    assert pikachu is not None and pikachu.name == "Pikachu" and pikachu.hp == 40
    assert [(a.name, a.damage, a.damage_mode) for a in pikachu.attacks] == [
        ("Gnaw", 10, ""),
        ("Thunder Jolt", 30, ""),
    ]
    assert pikachu.weaknesses == (("Fighting", 2),) and pikachu.retreat_cost == 1
    charizard = official.card("base1-4")
    assert (charizard.hp, charizard.stage, charizard.evolves_from) == (120, "Stage 2", "Charmeleon")
    assert charizard.attacks[0].cost == ("Fire",) * 4 and charizard.attacks[0].damage == 100
    assert charizard.resistances == (("Fighting", -30),)
    # "30×", "50-" and "?" damage
    beedrill = official.card("base1-17")
    assert next((a.name, a.damage, a.damage_mode) for a in beedrill.attacks) == (
        "Twineedle",
        30,
        "×",
    )
    machoke = official.card("base1-34")
    assert (machoke.attacks[0].name, machoke.attacks[0].damage) == ("Karate Chop", 50)
    assert machoke.attacks[0].damage_mode == "-"
    assert machoke.attacks[0].cost == ("Fighting", "Fighting", "Colorless")
    raticate = official.card("base1-40")
    assert (raticate.attacks[1].name, raticate.attacks[1].damage_mode) == ("Super Fang", "?")
    machamp = official.card("base1-8")
    assert machamp.attacks[0].damage == 60 and machamp.hp == 100
    clefairy = official.card("base1-5")
    assert clefairy.attacks[1].name == "Metronome" and clefairy.attacks[1].damage == 0
    assert clefairy.resistances == (("Psychic", -30),)
    dce = official.card("base1-96")
    assert dce.provides == ("Colorless", "Colorless") and not dce.is_basic_energy
    assert (
        official.card("base1-98").provides == ("Fire",)
        and official.card("base1-98").is_basic_energy
    )
    scyther = official.card("base2-10")
    assert scyther.name == "Scyther" and scyther.retreat_cost == 0
    assert scyther.resistances == (("Fighting", -30),)
    doll = official.card("base1-70")
    assert (doll.name, doll.supertype, doll.hp) == ("Clefairy Doll", "Trainer", 10)
    assert "Basic Pokémon" in doll.text
    fossil = official.card("base3-62")
    assert (fossil.name, fossil.hp) == ("Mysterious Fossil", 10)
    aerodactyl = official.card("base3-1")
    assert aerodactyl.evolves_from == "Mysterious Fossil" and aerodactyl.stage == "Stage 1"


def test_lookups_by_name_and_number(official: Content) -> None:
    assert {c.id for c in official.by_name("Pikachu")} == {"base1-58", "base2-60"}
    assert {c.id for c in official.by_name("POKEDEX")} == {"base1-87"}  # accents and case
    assert official.by_number("base2", "999") is None
    assert official.by_number("base9", "1") is None
    with pytest.raises(KeyError, match="base9-1"):
        official.card("base9-1")
    assert official.sets["base1"].code == "BS" and official.sets["base3"].code == "FO"
    assert official.set_for_code("ju") is not None
    assert official.set_for_code("JU").id == "base2"  # type: ignore[union-attr]


def test_shipped_content_adds_the_origins_sample_set() -> None:
    content = shipped_content()
    assert "origins" in content.sets
    assert set(OFFICIAL_SETS) <= set(content.sets)
    assert len(content.cards) > 228


# --- malformed entries: a ContentError naming file, entry and field -----------------------------

BASE_POKEMON: dict[str, Any] = {
    "id": "tst-1",
    "name": "Testmon",
    "supertype": "Pokémon",
    "subtypes": ["Basic"],
    "hp": "60",
    "types": ["Fire"],
    "attacks": [
        {
            "name": "Ember",
            "cost": ["Fire", "Colorless"],
            "convertedEnergyCost": 2,
            "damage": "30",
            "text": "",
        }
    ],
    "weaknesses": [{"type": "Water", "value": "×2"}],
    "resistances": [{"type": "Fighting", "value": "-30"}],
    "retreatCost": ["Colorless"],
    "convertedRetreatCost": 1,
    "number": "1",
    "artist": "Nobody",
    "rarity": "Common",
}
BASE_TRAINER: dict[str, Any] = {
    "id": "tst-2",
    "name": "Test Potion",
    "supertype": "Trainer",
    "rules": ["Remove up to 2 damage counters from 1 of your Pokémon."],
    "number": "2",
}
BASE_ENERGY: dict[str, Any] = {
    "id": "tst-3",
    "name": "Fire Energy",
    "supertype": "Energy",
    "subtypes": ["Basic"],
    "number": "3",
}


def write_set(tmp_path: Path, cards: list[Any], name: str = "tst.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
    return path


def broken(
    tmp_path: Path, change: Callable[[dict[str, Any]], None], base: Mapping[str, Any] = BASE_POKEMON
) -> ContentError:
    card = copy.deepcopy(dict(base))
    change(card)
    path = write_set(tmp_path, [card])
    with pytest.raises(ContentError) as info:
        load_sets([path], validate_op=None, effects_dir=None)
    return info.value


def test_a_good_file_loads(tmp_path: Path) -> None:
    path = write_set(tmp_path, [BASE_POKEMON, BASE_TRAINER, BASE_ENERGY])
    content = load_sets([path], validate_op=None, effects_dir=None)
    mon = content.card("tst-1")
    assert (mon.hp, mon.weaknesses, mon.resistances) == (60, (("Water", 2),), (("Fighting", -30),))
    assert content.card("tst-3").provides == ("Fire",)
    # no registry and no effect entry: the Trainer's text is not carried out
    assert "tst-2" in content.unimplemented and "tst-1" not in content.unimplemented


@pytest.mark.parametrize(
    ("field", "change", "base"),
    [
        ("hp", lambda c: c.__setitem__("hp", "sixty"), BASE_POKEMON),
        ("hp", lambda c: c.pop("hp"), BASE_POKEMON),
        ("supertype", lambda c: c.__setitem__("supertype", "Item"), BASE_POKEMON),
        ("subtypes", lambda c: c.__setitem__("subtypes", ["Basic", "Stage 1"]), BASE_POKEMON),
        ("evolvesFrom", lambda c: c.__setitem__("subtypes", ["Stage 1"]), BASE_POKEMON),
        (
            "attacks[0].convertedEnergyCost",
            lambda c: c["attacks"][0].__setitem__("convertedEnergyCost", 3),
            BASE_POKEMON,
        ),
        ("attacks[0].damage", lambda c: c["attacks"][0].__setitem__("damage", "30!"), BASE_POKEMON),
        ("attacks[0].name", lambda c: c["attacks"][0].pop("name"), BASE_POKEMON),
        ("attacks[1].name", lambda c: c["attacks"].append(dict(c["attacks"][0])), BASE_POKEMON),
        (
            "weaknesses[0].value",
            lambda c: c["weaknesses"][0].__setitem__("value", "+20"),
            BASE_POKEMON,
        ),
        (
            "resistances[0].value",
            lambda c: c["resistances"][0].__setitem__("value", "-3O"),
            BASE_POKEMON,
        ),
        ("retreatCost", lambda c: c.__setitem__("retreatCost", "Colorless"), BASE_POKEMON),
        ("convertedRetreatCost", lambda c: c.__setitem__("convertedRetreatCost", 2), BASE_POKEMON),
        ("atacks", lambda c: c.__setitem__("atacks", []), BASE_POKEMON),
        ("number", lambda c: c.__setitem__("number", "7"), BASE_POKEMON),
        ("id", lambda c: c.__setitem__("id", "nohyphen"), BASE_POKEMON),
        ("name", lambda c: c.__setitem__("name", ""), BASE_POKEMON),
        ("rules", lambda c: c.__setitem__("rules", "text, not a list"), BASE_TRAINER),
        ("attacks", lambda c: c.__setitem__("attacks", BASE_POKEMON["attacks"]), BASE_TRAINER),
        ("name", lambda c: c.__setitem__("name", "Shadow Energy"), BASE_ENERGY),
        ("subtypes", lambda c: c.pop("subtypes"), BASE_ENERGY),
        ("hp", lambda c: c.__setitem__("hp", "10"), BASE_ENERGY),
        ("hp", lambda c: c.__setitem__("hp", "0"), BASE_POKEMON),
    ],
)
def test_a_malformed_field_names_file_entry_and_field(
    tmp_path: Path, field: str, change: Callable[[dict[str, Any]], None], base: dict[str, Any]
) -> None:
    error = broken(tmp_path, change, base)
    assert error.file == "tst.json"
    assert error.entry == base["id"] or field == "id"
    assert error.field == field, error


@pytest.mark.parametrize(
    ("change", "base", "reason"),
    [
        (lambda c: c.__setitem__("subtypes", ["Basic", "GX"]), BASE_POKEMON, "'GX'"),
        (lambda c: c.__setitem__("subtypes", ["VMAX"]), BASE_POKEMON, "'VMAX'"),
        (lambda c: c.__setitem__("subtypes", ["Supporter"]), BASE_TRAINER, "'Supporter'"),
        (lambda c: c.__setitem__("types", ["Darkness"]), BASE_POKEMON, "Darkness"),
        (lambda c: c.__setitem__("types", ["Fairy"]), BASE_POKEMON, "Fairy"),
        (
            lambda c: c["attacks"][0].__setitem__("cost", ["Metal", "Colorless"]),
            BASE_POKEMON,
            "Metal",
        ),
        (lambda c: c["weaknesses"][0].__setitem__("type", "Dragon"), BASE_POKEMON, "Dragon"),
        (
            lambda c: c.__setitem__(
                "abilities", [{"name": "X", "text": "y", "type": "Ancient Trait"}]
            ),
            BASE_POKEMON,
            "'Ancient Trait'",
        ),
        (lambda c: c.__setitem__("rules", ["Pokémon-ex rule"]), BASE_POKEMON, "rule box"),
        (lambda c: c.__setitem__("name", "Darkness Energy"), BASE_ENERGY, "Darkness"),
    ],
)
def test_a_card_of_a_later_era_loads_as_unimplemented_with_the_reason(
    tmp_path: Path, change: Callable[[dict[str, Any]], None], base: dict[str, Any], reason: str
) -> None:
    """A set in the format from a later era (GX, Supporters, Darkness…) still loads: such a
    card is listed as unimplemented, saying what these rules lack, and the others play."""
    card = copy.deepcopy(dict(base))
    change(card)
    path = write_set(tmp_path, [card, dict(BASE_ENERGY, id="tst-9", number="9")])
    content = load_sets([path], validate_op=None, effects_dir=None)
    assert reason in content.unimplemented[base["id"]]
    assert content.implemented("tst-9")


def test_a_file_that_is_not_a_list_of_cards(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"cards": []}', encoding="utf-8")
    with pytest.raises(ContentError, match="list of cards") as info:
        load_sets([path], validate_op=None, effects_dir=None)
    assert info.value.file == "bad.json"
    path.write_text("[{", encoding="utf-8")
    with pytest.raises(ContentError, match="JSON"):
        load_sets([path], validate_op=None, effects_dir=None)


def test_two_sets_in_one_file_and_a_card_twice(tmp_path: Path) -> None:
    other = dict(BASE_TRAINER, id="xyz-2")
    with pytest.raises(ContentError) as info:
        load_sets([write_set(tmp_path, [BASE_POKEMON, other])], validate_op=None, effects_dir=None)
    assert (info.value.entry, info.value.field) == ("xyz-2", "id")
    with pytest.raises(ContentError, match="already loaded") as info:
        load_sets(
            [write_set(tmp_path, [BASE_POKEMON]), write_set(tmp_path, [BASE_POKEMON], "b.json")],
            validate_op=None,
            effects_dir=None,
        )
    assert info.value.file == "b.json"


def test_a_resistance_without_a_value_is_minus_30(tmp_path: Path) -> None:
    card = copy.deepcopy(BASE_POKEMON)
    card["resistances"] = [{"type": "Psychic"}]
    content = load_sets([write_set(tmp_path, [card])], validate_op=None, effects_dir=None)
    assert content.card("tst-1").resistances == (("Psychic", -30),)


def test_damage_forms(tmp_path: Path) -> None:
    card = copy.deepcopy(BASE_POKEMON)
    forms = {
        "30": (30, ""),
        "10+": (10, "+"),
        "30×": (30, "×"),
        "20x": (20, "×"),
        "50-": (50, "-"),
        "?": (0, "?"),
        "": (0, ""),
    }
    card["attacks"] = [
        {"name": f"A{i}", "cost": [], "damage": d, "text": "Does something."}
        for i, d in enumerate(forms)
    ]
    content = load_sets([write_set(tmp_path, [card])], validate_op=None, effects_dir=None)
    got = [(a.damage, a.damage_mode) for a in content.card("tst-1").attacks]
    assert got == list(forms.values())


def test_free_cost_and_trainer_hp(tmp_path: Path) -> None:
    card = copy.deepcopy(BASE_POKEMON)
    card["attacks"][0]["cost"] = ["Free"]
    card["attacks"][0].pop("convertedEnergyCost")
    content = load_sets([write_set(tmp_path, [card])], validate_op=None, effects_dir=None)
    assert content.card("tst-1").attacks[0].cost == ()


def test_origins_traits_from_subtypes(tmp_path: Path) -> None:
    cards = [
        dict(BASE_POKEMON, id="tst-1", number="1", subtypes=["Basic", "Legendary"]),
        dict(BASE_POKEMON, id="tst-4", number="4", subtypes=["Basic", "Ultra Beast"]),
        dict(BASE_POKEMON, id="tst-5", number="5", subtypes=["Basic", "Ancient"]),
        dict(BASE_POKEMON, id="tst-6", number="6", subtypes=["Basic", "Future"]),
        dict(BASE_POKEMON, id="tst-7", number="7", subtypes=["Baby"]),
        dict(BASE_POKEMON, id="tst-8", number="8", subtypes=["Basic"], evolvesFrom="Testmon"),
        dict(BASE_TRAINER, id="tst-2", number="2", subtypes=["Stadium"]),
    ]
    content = load_sets([write_set(tmp_path, cards)], validate_op=None, effects_dir=None)
    traits = {cid: c.traits for cid, c in content.cards.items()}
    assert traits["tst-1"] == {"legendary"}
    assert traits["tst-4"] == {"legendary", "ultra_beast"}
    assert traits["tst-5"] == {"legendary", "ancient"}
    assert traits["tst-6"] == {"legendary", "future"}
    assert traits["tst-7"] == {"baby"} and content.card("tst-7").stage == "Basic"
    assert (
        content.card("tst-8").stage == "Basic" and content.card("tst-8").evolves_from == "Testmon"
    )
    assert traits["tst-2"] == {"stadium"}


# --- effects files and the registry interface ---------------------------------------------------

KNOWN_OPS = {
    "flip": {"coins", "per_heads"},
    "condition": {"target", "status", "if"},
    "draw": {"count"},
    "power": {"activation"},
}


def tiny_registry(op: Mapping[str, Any]) -> Effect:
    name = op["op"]
    if name == "later":
        raise OpNotImplemented("op", "declared, not written yet")
    if name not in KNOWN_OPS:
        raise OpError("op", f"unknown op {name!r}")
    for key in op:
        if key != "op" and key not in KNOWN_OPS[name]:
            raise OpError(key, f"op {name!r} has no field {key!r}")
    return Effect(name, tuple((k, v) for k, v in op.items() if k != "op"))


def effect_setup(tmp_path: Path, effects: Any) -> tuple[Path, Path]:
    card = copy.deepcopy(BASE_POKEMON)
    card["attacks"].append(
        {
            "name": "Sleepy Ray",
            "cost": ["Psychic"],
            "damage": "10",
            "text": "Flip a coin. If heads, the Defending Pokémon is now Asleep.",
        }
    )
    card["abilities"] = [
        {"name": "Hum", "text": "Once during your turn, draw a card.", "type": "Pokémon Power"}
    ]
    path = write_set(tmp_path, [card, BASE_TRAINER, BASE_ENERGY])
    effects_dir = tmp_path / "effects"
    effects_dir.mkdir(exist_ok=True)
    (effects_dir / "tst.json").write_text(json.dumps(effects), encoding="utf-8")
    return path, effects_dir


GOOD_EFFECTS = {
    "tst-1": {
        "attacks": {
            "Sleepy Ray": [
                {"op": "condition", "target": "defending", "status": "asleep", "if": "heads"}
            ]
        },
        "powers": {"Hum": {"activation": "once_per_turn", "ops": [{"op": "draw", "count": 1}]}},
    },
    "tst-2": {"trainer": [{"op": "draw", "count": 2}]},
}


def test_effects_attach_and_make_cards_implemented(tmp_path: Path) -> None:
    path, effects_dir = effect_setup(tmp_path, GOOD_EFFECTS)
    content = load_sets([path], effects_dir=effects_dir, validate_op=tiny_registry)
    assert content.unimplemented == {}
    mon = content.card("tst-1")
    assert mon.attacks[0].effects == ()  # no text, no entry needed
    assert mon.attacks[1].effects == (
        Effect("condition", (("target", "defending"), ("status", "asleep"), ("if", "heads"))),
    )
    assert mon.powers[0].effects == (
        Effect("power", (("activation", "once_per_turn"),)),
        Effect("draw", (("count", 1),)),
    )
    assert content.card("tst-2").effects == (Effect("draw", (("count", 2),)),)


def test_missing_effects_are_listed_with_their_reason(tmp_path: Path) -> None:
    path, effects_dir = effect_setup(
        tmp_path, {"tst-1": {"attacks": GOOD_EFFECTS["tst-1"]["attacks"]}}
    )
    content = load_sets([path], effects_dir=effects_dir, validate_op=tiny_registry)
    assert set(content.unimplemented) == {"tst-1", "tst-2"}
    assert "Pokémon Power 'Hum'" in content.unimplemented["tst-1"]
    assert "Sleepy Ray" not in content.unimplemented["tst-1"]
    assert "Trainer text" in content.unimplemented["tst-2"]
    assert not content.implemented("tst-1") and content.implemented("tst-3")


def test_a_declared_but_unwritten_op_makes_the_card_unimplemented(tmp_path: Path) -> None:
    effects = copy.deepcopy(GOOD_EFFECTS)
    effects["tst-2"]["trainer"] = [{"op": "later"}]
    path, effects_dir = effect_setup(tmp_path, effects)
    content = load_sets([path], effects_dir=effects_dir, validate_op=tiny_registry)
    assert "later" in content.unimplemented["tst-2"]


@pytest.mark.parametrize(
    ("effects_change", "entry", "field"),
    [
        (
            lambda e: e["tst-2"].__setitem__("trainer", [{"op": "explode"}]),
            "tst-2",
            "trainer[0].op",
        ),
        (
            lambda e: e["tst-2"].__setitem__("trainer", [{"op": "draw", "cards": 2}]),
            "tst-2",
            "trainer[0].cards",
        ),
        (lambda e: e["tst-2"].__setitem__("trainer", [{"count": 2}]), "tst-2", "trainer[0].op"),
        (lambda e: e["tst-1"]["attacks"].__setitem__("Nope", []), "tst-1", "attacks.Nope"),
        (lambda e: e["tst-1"]["powers"].__setitem__("Nope", []), "tst-1", "powers.Nope"),
        (lambda e: e["tst-1"].__setitem__("atacks", {}), "tst-1", "atacks"),
        (lambda e: e.__setitem__("tst-99", {"trainer": []}), "tst-99", "id"),
        (
            lambda e: e["tst-1"]["powers"].__setitem__("Hum", {"ops": "draw"}),
            "tst-1",
            "powers.Hum.ops",
        ),
        (
            lambda e: e["tst-1"]["powers"]["Hum"].__setitem__("speed", 3),
            "tst-1",
            "powers.Hum.speed",
        ),
        (
            lambda e: e.__setitem__("tst-3", {"energy": {"provides": ["Metal"]}}),
            "tst-3",
            "energy.provides",
        ),
    ],
)
def test_a_bad_effect_entry_names_file_entry_and_field(
    tmp_path: Path, effects_change: Callable[[dict[str, Any]], None], entry: str, field: str
) -> None:
    effects = copy.deepcopy(GOOD_EFFECTS)
    effects_change(effects)
    path, effects_dir = effect_setup(tmp_path, effects)
    with pytest.raises(ContentError) as info:
        load_sets([path], effects_dir=effects_dir, validate_op=tiny_registry)
    assert (info.value.file, info.value.entry, info.value.field) == ("tst.json", entry, field)


def test_a_special_energy_needs_what_it_provides(tmp_path: Path) -> None:
    special = {
        "id": "tst-9",
        "name": "Prism Energy",
        "supertype": "Energy",
        "subtypes": ["Special"],
        "rules": ["Provides every type of Energy."],
        "number": "9",
    }
    path = write_set(tmp_path, [special])
    content = load_sets([path], validate_op=tiny_registry, effects_dir=None)
    assert "tst-9" in content.unimplemented
    effects_dir = tmp_path / "effects"
    effects_dir.mkdir()
    (effects_dir / "tst.json").write_text(
        json.dumps({"tst-9": {"energy": {"provides": ["Fire", "Water"]}}}), encoding="utf-8"
    )
    content = load_sets([path], validate_op=tiny_registry, effects_dir=effects_dir)
    assert content.card("tst-9").provides == ("Fire", "Water") and not content.unimplemented


def test_double_colorless_needs_no_entry(official: Content) -> None:
    assert "base1-96" not in official.unimplemented
    assert "base1-98" not in official.unimplemented
    # Alakazam has a power and an attack with text, no effects were read: unimplemented
    assert "Damage Swap" in official.unimplemented["base1-1"]
    assert "Confuse Ray" in official.unimplemented["base1-1"]


# --- the Origins sample set -----------------------------------------------------------------------


def test_the_sample_set_marks_its_origins_traits() -> None:
    content = load_sets(
        [SETS_DIR / "origins.json"],
        validate_op=None,
        effects_dir=None,
    )
    cards = {c.name: c for c in content.cards.values()}
    assert content.sets["origins"].code == "ORS"
    legendary = {n for n, c in cards.items() if "legendary" in c.traits}
    assert legendary == {"Aurorath", "Tidecrown", "Voidrake", "Fossilith", "Chronoid"}
    assert "ultra_beast" in cards["Voidrake"].traits
    assert "ancient" in cards["Fossilith"].traits and "future" in cards["Chronoid"].traits
    assert cards["Pipkit"].traits == {"baby"} and cards["Pipkit"].stage == "Basic"
    assert (cards["Pipfox"].stage, cards["Pipfox"].evolves_from) == ("Basic", "Pipkit")
    assert (cards["Vulpyre"].stage, cards["Vulpyre"].evolves_from) == ("Stage 1", "Pipfox")
    stadiums = {n for n, c in cards.items() if "stadium" in c.traits}
    assert stadiums == {"Verdant Arena", "Ruined Shrine", "Narrow Pass"}
    assert cards["Voidrake"].resistances == (("Psychic", -30),)  # printed with no number
    assert cards["Fossilith"].resistances == (("Lightning", -20),)
    assert cards["Fairy Energy"].provides == ("Fairy",) and cards["Fairy Energy"].is_basic_energy
    assert cards["Double Fairy Energy"].provides == ("Fairy", "Fairy")
    assert not any("Fairy" in c.types for c in cards.values())  # Fairy: an Energy type only
    assert len(cards) == 19


def test_card_numbers_follow_file_order() -> None:
    content = shipped_content()
    ids = list(content.cards)
    assert ids[:2] == ["base1-1", "base1-2"]
    assert all(content.index[cid] == i for i, cid in enumerate(ids))


@pytest.mark.parametrize("used", ["Bite", "Twin Fangs"])
def test_an_attack_making_other_attacks_names_the_cards_own(tmp_path: Path, used: str) -> None:
    from pokeforge.games.origins.content import EFFECTS_DIR
    from pokeforge.games.origins.rules.effects import validate_op

    effects = json.loads((EFFECTS_DIR / "origins.json").read_text(encoding="utf-8"))
    effects["origins-17"]["attacks"]["Twin Fangs"][0]["uses"] = ["Rake", used]
    (tmp_path / "origins.json").write_text(json.dumps(effects), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_sets([SETS_DIR / "origins.json"], validate_op=validate_op, effects_dir=tmp_path)
    assert (info.value.file, info.value.entry, info.value.field) == (
        "origins.json",
        "origins-17",
        "attacks.Twin Fangs[0].uses",
    )
