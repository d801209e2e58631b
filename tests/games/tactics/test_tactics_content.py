"""Content as validated data: the 16 Pokémon of the rulebook ("Pokémon" chapter), token maxima
("List of effects"), boards, and errors that name file, entry and field."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core import ContentError, ParamError
from pokeforge.games.tactics import GAME, TacticsGame
from pokeforge.games.tactics.board import load_board
from pokeforge.games.tactics.content import POKEMON_FILE, load_content, parse_content

# name: (hp, defence, speed, resistances)
STATS = {
    "Tauros": (130, 20, 4, []),
    "Machoke": (170, 20, 3, []),
    "Fearow": (120, 10, 7, []),
    "Scyther": (120, 10, 6, []),
    "Hitmonchan": (130, 20, 4, []),
    "Onix": (160, 30, 2, []),
    "Cubone": (90, 10, 3, []),
    "Beedrill": (80, 0, 7, []),
    "Wartortle": (90, 20, 3, ["fire"]),
    "Ivysaur": (70, 10, 2, []),
    "Charmeleon": (90, 10, 4, ["fire"]),
    "Raichu": (80, 0, 5, []),
    "Voltorb": (90, 10, 4, []),
    "Kadabra": (80, 0, 2, []),
    "Mr. Mime": (80, 10, 2, []),
    "Chansey": (120, 0, 2, []),
}

# attack: (category, type, damage)
ATTACKS = {
    "Quick Attack": ("melee", "physical", [50]),
    "Stomp": ("melee", "physical", [70]),
    "Karate chop": ("melee", "physical", [60, 90]),
    "Focus Energy": ("other", "none", []),
    "Fly": ("melee", "physical", None),  # Fearow 50, Beedrill 30
    "Fury attack": ("melee", "physical", [50, 60, 70]),
    "ExtremeSpeed": ("melee", "physical", [50]),
    "Fury Cutter": ("melee", "physical", [40]),
    "Rage": ("melee", "physical", [40]),
    "Fire Punch": ("melee", "fire", [50]),
    "Bind": ("melee", "physical", [20]),
    "Harden": ("other", "none", []),
    "Dig": ("melee", "physical", [30]),
    "Bonemerang": ("ranged", "physical", [40, 50, 60]),
    "Bone Club": ("melee", "physical", [50]),
    "Twineedle": ("ranged", "physical", [30, 50, 70]),
    "Poison Sting": ("melee", "physical", [30]),
    "Water Gun": ("ranged", "physical", [50]),
    "Withdraw": ("other", "none", []),
    "Razor Leaf": ("ranged", "physical", [50]),
    "Poison Powder": ("other", "none", []),
    "Fire Spin": ("area", "fire", [30]),
    "Dragon Rage": ("melee", "physical", [40]),
    "Thunderbolt": ("other", "electric", [30, 40]),
    "Thunder Wave": ("other", "none", []),
    "Thundershock": ("melee", "electric", [50]),
    "Selfdestruct": ("area", "physical", [120]),
    "Teleport": ("other", "none", []),
    "Telekinesis": ("other", "none", []),
    "Disable": ("other", "none", []),
    "Barrier": ("other", "none", []),
    "Light Screen": ("other", "none", []),
    "Substitute": ("other", "none", []),
    "Softboiled": ("other", "none", []),
    "First Aid": ("other", "none", []),
    "Aromatherapy": ("other", "none", []),
}


def raw() -> dict[str, Any]:
    data = json.loads(POKEMON_FILE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def entry(data: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in data["pokemon"] if p["name"] == name)


def test_the_built_in_file_holds_the_16_pokemon_with_the_rulebooks_statistics() -> None:
    species = GAME.content.species
    assert sorted(species) == sorted(STATS)
    for name, (hp, defence, speed, res) in STATS.items():
        sp = species[name]
        assert (sp.hp, sp.defence, sp.speed, sorted(sp.resistances)) == (hp, defence, speed, res)


def test_every_attack_has_the_rulebooks_category_type_and_damage() -> None:
    seen = set()
    for sp in GAME.content.species.values():
        for a in sp.attacks:
            category, type_, damage = ATTACKS[a.name]
            assert (a.category, a.type) == (category, type_), a.name
            if damage is not None:
                assert list(a.damage) == damage, a.name
            seen.add(a.name)
    assert seen == set(ATTACKS)
    assert GAME.content.species["Fearow"].attack_by_name["Fly"].damage == (50,)
    assert GAME.content.species["Beedrill"].attack_by_name["Fly"].damage == (30,)


def test_gauges_have_their_ranges_and_start_values() -> None:
    sp = GAME.content.species
    gauges = {
        (name, g): (d.start, d.min, d.max) for name, s in sp.items() for g, d in s.gauges.items()
    }
    assert gauges == {
        ("Machoke", "focus_energy"): (0, 0, 1),
        ("Scyther", "fury_cutter"): (0, 0, 40),
        ("Onix", "harden"): (0, 0, 4),
        ("Wartortle", "withdraw"): (0, 0, 1),
        ("Kadabra", "teleport"): (3, 0, 3),
        ("Mr. Mime", "barrier"): (0, 0, 3),
    }


def test_token_maxima_follow_the_list_of_effects() -> None:
    maxima = {k: t.max for k, t in GAME.content.tokens.items()}
    assert maxima == {
        "substitute": 1,
        "light_screen": 4,
        "bind": 1,
        "disable": 1,
        "paralysis": 4,
        "poison": 1,
    }


def _error(data: dict[str, Any]) -> ContentError:
    with pytest.raises(ContentError) as info:
        parse_content(data, "my-pokemon.json")
    return info.value


def test_an_unknown_effect_fails_naming_file_entry_and_field(tmp_path: Path) -> None:
    data = raw()
    entry(data, "Onix")["attacks"][0]["effects"][1]["do"] = "petrify"
    path = tmp_path / "pokemon.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_content(path)
    err = info.value
    assert err.file == str(path)
    assert err.entry == "Onix"
    assert err.field == "attacks[0].effects[1].do"
    assert "petrify" in str(err) and str(path) in str(err)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda a: a.update(type="water"), "attacks[0].type"),
        (lambda a: a.update(category="sniper"), "attacks[0].category"),
        (lambda a: a.update(target="everyone"), "attacks[0].target"),
        (lambda a: a.update(damage=[10, 20, 30, 40]), "attacks[0].damage"),
        (
            lambda a: a["effects"].append({"do": "inflict", "token": "sleep", "amount": 1}),
            "attacks[0].effects[2].token",
        ),
        (
            lambda a: a["effects"].append({"do": "inflict", "token": "bind"}),
            "attacks[0].effects[2].amount",
        ),
        (
            lambda a: a["effects"].append(
                {"do": "gauge_add", "gauge": "harden", "amount": 1, "colour": "red"}
            ),
            "attacks[0].effects[2].colour",
        ),
        (
            lambda a: a["effects"].append({"do": "gauge_add", "gauge": "teleport", "amount": 1}),
            "attacks[0].effects[2].gauge",
        ),
        (
            lambda a: a["effects"].append({"do": "grant", "token": "poison", "amount": 1}),
            "attacks[0].effects[2].token",
        ),
    ],
)
def test_bad_attack_data_fails_naming_the_field(change: Any, field: str) -> None:
    data = copy.deepcopy(raw())
    change(entry(data, "Onix")["attacks"][0])
    err = _error(data)
    assert (err.file, err.entry, err.field) == ("my-pokemon.json", "Onix", field)


def test_bad_pokemon_fields_fail_too() -> None:
    data = raw()
    entry(data, "Kadabra")["hp"] = 0
    err = _error(data)
    assert (err.entry, err.field) == ("Kadabra", "hp")
    data = raw()
    entry(data, "Kadabra")["resistances"] = ["water"]
    assert _error(data).field == "resistances[0]"
    data = raw()
    entry(data, "Kadabra")["code"] = "ON"
    assert _error(data).field == "code"
    data = raw()
    del data["tokens"]["poison"]
    assert (_error(data).entry, _error(data).field) == ("tokens", "poison")


def test_a_designers_own_pokemon_file_is_loaded_with_the_same_validation(tmp_path: Path) -> None:
    data = raw()
    entry(data, "Tauros")["hp"] = 200
    path = tmp_path / "house.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    game = TacticsGame(path)
    assert game.content.species["Tauros"].hp == 200
    assert GAME.content.species["Tauros"].hp == 130


def test_the_default_board_is_nine_by_nine_with_rocks_and_two_start_zones() -> None:
    b = load_board("default")
    assert (b.width, b.height) == (9, 9)
    assert sorted(b.names[c] for c in b.obstacles) == ["c4", "c6", "g4", "g6"]
    assert [b.names[c] for c in b.start_zones[0]][:3] == ["a1", "b1", "c1"]
    assert len(b.start_zones[0]) == len(b.start_zones[1]) == 18
    assert b.names[b.start_zones[1][-1]] == "i9"


def test_boards_load_by_name_or_path_and_bad_ones_fail(tmp_path: Path) -> None:
    assert load_board("open").obstacles == frozenset()
    board = {
        "name": "tiny",
        "width": 5,
        "height": 5,
        "start_zones": {"0": ["a1", "b1", "c1", "d1", "e1"], "1": ["a5", "b5", "c5", "d5", "e5"]},
        "obstacles": ["c3"],
    }
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    assert load_board(str(path)).width == 5
    st = GAME.new_state(GAME.params({"board": str(path)}))
    assert st.view(None)["board"]["width"] == 5
    board["obstacles"] = ["z9"]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(board), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        load_board(str(bad))
    assert info.value.field == "obstacles[0]" and info.value.file == str(bad)


def test_an_unknown_board_name_is_a_parameter_error() -> None:
    with pytest.raises(ParamError, match="no such board"):
        GAME.params({"board": "moon"})
