"""Golden content tests: every number of every shipped Legends of Sinnoh data file is pinned.

``pokemon.json``, ``moves.json`` and ``trainers.json`` are compared, entry by entry and field by
field, with a re-import of the designer's CSVs kept in ``reference/``. ``types.json``,
``items.json``, ``tactics.json`` and ``fate.json`` have no CSV: their source (the rulebook's
type effectiveness and item texts, the documented decisions) is written out once below. A
difference fails naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pokeforge.games.sinnoh.content import DATA, type_names
from pokeforge.games.sinnoh.importer import QUALITY_SLOTS, import_csv

REFERENCE = Path(__file__).parent / "reference"


def _key(entry: Any, index: int) -> str:
    if isinstance(entry, dict):
        for k in ("id", "name", "class"):
            if k in entry:
                return str(entry[k])
    return f"[{index}]"


def differences(shipped: Any, source: Any, path: str = "") -> list[str]:
    """Where ``shipped`` differs from ``source``: ``entry: field: shipped X, source Y``."""
    if isinstance(shipped, dict) and isinstance(source, dict):
        out: list[str] = []
        for k in sorted(set(shipped) | set(source), key=str):
            where = f"{path}.{k}" if path else str(k)
            if k not in shipped:
                out.append(f"{where}: missing from the shipped file")
            elif k not in source:
                out.append(f"{where}: not in the source")
            else:
                out.extend(differences(shipped[k], source[k], where))
        return out
    if isinstance(shipped, list) and isinstance(source, list):
        if all(isinstance(x, dict) for x in (*shipped, *source)) and shipped and source:
            keys_a = [_key(x, i) for i, x in enumerate(shipped)]
            keys_b = [_key(x, i) for i, x in enumerate(source)]
            if keys_a != keys_b:
                missing = sorted(set(keys_b) - set(keys_a))
                extra = sorted(set(keys_a) - set(keys_b))
                return [f"{path}: entries differ (missing {missing}, extra {extra}, or order)"]
            out = []
            for ka, a, b in zip(keys_a, shipped, source, strict=True):
                out.extend(differences(a, b, f"{path}: {ka}" if path else ka))
            return out
        if len(shipped) != len(source):
            return [f"{path}: shipped {shipped!r}, source {source!r}"]
        out = []
        for i, (a, b) in enumerate(zip(shipped, source, strict=True)):
            out.extend(differences(a, b, f"{path}[{i}]"))
        return out
    if shipped != source or type(shipped) is not type(source):
        return [f"{path}: shipped {shipped!r}, source {source!r}"]
    return []


def _shipped(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((DATA / name).read_text(encoding="utf-8"))
    return data


@pytest.fixture(scope="module")
def reimported() -> dict[str, Any]:
    return import_csv(REFERENCE, type_names())


def _assert_same(file: str, shipped: Any, source: Any) -> None:
    found = differences(shipped, source)
    assert not found, f"{file}: " + f"\n{file}: ".join(found[:20])


def test_pokemon_json_is_the_reimported_pokemon_csv(reimported: dict[str, Any]) -> None:
    shipped = _shipped("pokemon.json")
    _assert_same("pokemon.json", shipped, {"format": 1, "pokemon": reimported["pokemon"]})
    assert len(shipped["pokemon"]) == 390


def test_moves_json_is_the_reimported_moves_csv(reimported: dict[str, Any]) -> None:
    shipped = _shipped("moves.json")
    source = {"format": 1, "moves": reimported["moves"], "pending": reimported["pending"]}
    _assert_same("moves.json", shipped, source)
    assert len(shipped["moves"]) + len(shipped["pending"]) == 236


def test_trainers_json_is_the_reimported_trainer_cards_csv(reimported: dict[str, Any]) -> None:
    trainers = reimported["trainers"]
    source = {
        "format": 1,
        "qualities": QUALITY_SLOTS,
        "trainers": trainers["trainers"],
        "pending": trainers["pending"],
    }
    _assert_same("trainers.json", _shipped("trainers.json"), source)
    assert len(trainers["trainers"]) == 51


# -- files without a CSV: their source written out once ------------------------------------------

#: TYPE EFFECTIVENESS: +2 / -2 / -4, Typeless ignores it; the chart (attacking type: super
#: effective against | not very effective against | not effective against)
CHART = """
normal   : | rock steel | ghost
fire     : grass ice bug steel | fire water rock dragon |
water    : fire ground rock | water grass dragon |
electric : water flying | electric grass dragon | ground
grass    : water ground rock | fire grass poison flying bug dragon steel |
ice      : grass ground flying dragon | fire water ice steel |
fighting : normal ice rock dark steel | poison flying psychic bug fairy | ghost
poison   : grass fairy | poison ground rock ghost | steel
ground   : fire electric poison rock steel | grass bug | flying
flying   : grass fighting bug | electric rock steel |
psychic  : fighting poison | psychic steel | dark
bug      : grass psychic dark | fire fighting poison flying ghost steel fairy |
rock     : fire ice flying bug | fighting ground steel |
ghost    : psychic ghost | dark | normal
dragon   : dragon | steel | fairy
dark     : psychic ghost | fighting dark fairy |
steel    : ice rock fairy | fire water electric steel |
fairy    : fighting dragon dark | fire poison steel |
"""


def _types_source() -> dict[str, Any]:
    chart: dict[str, Any] = {}
    for line in CHART.strip().splitlines():
        name, _, rest = line.partition(":")
        sup, nv, none = (part.split() for part in rest.split("|"))
        chart[name.strip()] = {"super": sup, "not_very": nv, "none": none}
    return {
        "format": 1,
        "typeless": "typeless",
        "bonus": {"super": 2, "not_very": -2, "none": -4},
        "types": list(chart),
        "chart": chart,
    }


def test_types_json_is_the_rulebooks_type_effectiveness() -> None:
    _assert_same("types.json", _shipped("types.json"), _types_source())


def _item(iid: str, name: str, kind: str, **effects: Any) -> dict[str, Any]:
    return {"id": iid, "name": name, "kind": kind, "effects": effects}


def _artifact(iid: str, name: str, *types: str, **extra: Any) -> dict[str, Any]:
    return _item(iid, name, "artifact", strength=1, strength_types=list(types), **extra)


#: BATTLE ITEMS, ARTIFACTS, the Heart of Sinnoh, tokens and trainer-card items, as the rulebook
#: words them (the ``effects`` keys are the engine's; ``form``: the form the item gives its holder
#: outside battle, POKÉMON FORMS and ARTIFACTS' Legendary Forms, or the forms of which the trainer
#: chooses: the Secret Key as Rotom's Artifact, ours)
ITEMS = [
    _item("blast_crystal", "Blast Crystal", "battle", health=2, retaliate_crit=2),
    _item("star_shield", "Star Shield", "battle", heal_end=1),
    _item("lucky_egg", "Lucky Egg", "battle", lucky_egg=True),
    _item("eviolite", "Eviolite", "battle", remove_hits=2),
    _item("swiftness_sash", "Swiftness Sash", "battle", initiative=2, strength=-1),
    _item("choice_band", "Choice Band", "battle", strength=1, choice_lock=True),
    _artifact("seafarer_egg", "Seafarer Egg", "psychic", "water"),
    _artifact("odd_keystone", "Odd Keystone", "dark", "ghost"),
    _artifact("magma_stone", "Magma Stone", "fire", "ground"),
    _artifact(
        "secret_key",
        "Secret Key",
        "ghost",
        "electric",
        form=["Fan Form", "Frost Form", "Heat Form", "Mow Form", "Wash Form"],
    ),
    _artifact("gracidea_flower", "Gracidea Flower", "grass", "flying", form="Sky Form"),
    _artifact("rockice_core", "Rockice Core", "rock", "ice"),
    _artifact("icesteel_core", "Icesteel Core", "ice", "steel"),
    _artifact("steelrock_core", "Steelrock Core", "steel", "rock"),
    _item("heart_of_sinnoh", "Heart of Sinnoh", "key", same_type_strength=1),
    _item("fallen_star", "Fallen Star", "token", revive=True),
    _item("alpha_token", "Alpha Pokémon token", "token", health=4, legendary=True),
    _item("scroll_of_nobility", "Scroll of Nobility", "key", form="Noble Form"),
    _item("adamant_artifact", "Adamant Artifact", "celestial", god="dialga", form="Adamant Form"),
    _item(
        "lustrous_artifact", "Lustrous Artifact", "celestial", god="palkia", form="Lustrous Form"
    ),
    _item(
        "griseous_artifact", "Griseous Artifact", "celestial", god="giratina", form="Griseous Form"
    ),
    _item("apex_dragon", "Apex Dragon", "trainer", fixed=True),
    _item("substitute", "Substitute", "trainer"),
]


def test_items_json_is_the_rulebooks_items() -> None:
    _assert_same("items.json", _shipped("items.json"), {"format": 1, "items": ITEMS})


#: LEGENDARY POKÉMON and TEAM GALACTIC tactics (the strengths are documented decisions:
#: Alpha Strike 4, then 2 when repeated; Plan B 2, +1 Galactic Retribution), Prism Armour at the
#: start of the Ultra Burst campaign (9 / 0) and the Lake Guardians' trials
TACTICS = {
    "format": 1,
    "moves": [
        {
            "name": "Alpha Strike",
            "type": "typeless",
            "strength": 4,
            "effects": [
                {"do": "choose_type", "among": "learnable"},
                {"do": "set_strength", "value": 2, "when": {"test": "used_last_turn"}},
            ],
        },
        {
            "name": "Plan B",
            "type": "typeless",
            "strength": 2,
            "effects": [{"do": "add_retribution", "amount": 1}],
        },
    ],
    "legendary": ["Alpha Strike", "Beast Boost"],
    "galactic": ["Plan B", "Galactic Retribution"],
    "abilities": ["Beast Boost", "Galactic Retribution"],
    "legendary_tiers": ["legendary", "ultra_beast", "ultra_burst"],
    "galactic_tiers": ["grunt", "commander", "boss"],
    "prism_armour": {"ultra_burst": 9, "ultra_beast": 0},
    "trials": {"Mesprit": "emotion", "Uxie": "knowledge", "Azelf": "willpower"},
}


def test_tactics_json_is_the_documented_tactics() -> None:
    _assert_same("tactics.json", _shipped("tactics.json"), TACTICS)


#: Change of Fate and Distortion Breach cards the rulebook names (the numbers are the documented
#: assumptions: Devious Ambush +3 initiative; one copy of each card)
FATE = {
    "change_of_fate": [
        {
            "name": "Devious Ambush",
            "god": "giratina",
            "timing": "battle",
            "copies": 1,
            "effects": [{"do": "initiative_boost", "amount": 3}],
        },
        {
            "name": "Cosmic Void",
            "god": "palkia",
            "timing": "battle",
            "copies": 1,
            "effects": [{"do": "void_effects", "who": "opponent", "length": "next_attack"}],
        },
        {
            "name": "Divine Intervention",
            "god": "arceus",
            "timing": "any",
            "copies": 1,
            "effects": [{"do": "blessing_of_arceus"}],
        },
    ],
    "distortion_breach": [{"name": "Reckless Assault", "copies": 1, "effects": []}],
}


def test_fate_json_is_the_documented_cards() -> None:
    shipped = _shipped("fate.json")
    words = ("note", "assumed", "pending")  # sentences, checked for presence only
    trimmed = {
        group: [{k: v for k, v in card.items() if k not in words} for card in shipped[group]]
        for group in FATE
    }
    _assert_same("fate.json", trimmed, FATE)
    assert shipped["format"] == 1
    assert {c["name"] for c in shipped["change_of_fate"] if "pending" in c} == {
        "Divine Intervention"
    }


def test_the_comparison_names_the_file_entry_and_field() -> None:
    shipped = {"moves": [{"name": "Razor Leaf", "strength": 4}]}
    source = {"moves": [{"name": "Razor Leaf", "strength": 3}]}
    assert differences(shipped, source) == ["moves: Razor Leaf.strength: shipped 4, source 3"]
