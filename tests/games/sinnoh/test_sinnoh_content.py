"""Content: the imported pool validates, coverage is honest, bad content names file/entry/field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pokeforge.core.errors import ContentError
from pokeforge.games.sinnoh.content import DATA, default_content, load_content
from pokeforge.games.sinnoh.effects import IMPLEMENTED
from pokeforge.games.sinnoh.effects_schema import HANDLERS
from pokeforge.games.sinnoh.importer import import_csv, parse_effect, write_content


def test_every_schema_handler_has_an_engine_implementation() -> None:
    assert set(HANDLERS) == set(IMPLEMENTED)


def test_shipped_content_has_all_236_moves_implemented_and_390_cards() -> None:
    content = default_content()
    cov = content.coverage()
    assert (cov["moves_total"], cov["moves_implemented"], cov["unimplemented"]) == (236, 236, [])
    assert len(content.cards) == 390


@pytest.mark.parametrize(
    ("attack", "defender", "bonus"),
    [
        ("fire", ("grass",), 2),
        ("grass", ("fire",), -2),
        ("electric", ("water", "flying"), 4),
        ("grass", ("fire", "flying"), -4),
        ("ground", ("flying",), -4),
        ("normal", ("ghost",), -4),
        ("typeless", ("ghost",), 0),
        ("fighting", ("normal", "ghost"), -2),
    ],
)
def test_type_bonus_stacks_over_two_types(
    attack: str, defender: tuple[str, ...], bonus: int
) -> None:
    assert default_content().chart.bonus(attack, defender) == bonus


def _copy_data(tmp_path: Path) -> Path:
    out = tmp_path / "data"
    shutil.copytree(DATA, out)
    return out


def test_unknown_effect_handler_fails_with_file_entry_and_field(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "moves.json").read_text())
    data["moves"][0]["effects"] = [{"do": "teleport_home"}]
    (folder / "moves.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert err.value.file == "moves.json"
    assert err.value.entry == data["moves"][0]["name"]
    assert err.value.field == "effects[0]"
    assert "teleport_home" in str(err.value)


def test_unknown_type_and_unknown_move_fail(tmp_path: Path) -> None:
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "pokemon.json").read_text())
    data["pokemon"][0]["types"] = ["cosmic"]
    (folder / "pokemon.json").write_text(json.dumps(data))
    with pytest.raises(ContentError, match="cosmic"):
        load_content(folder)
    data["pokemon"][0]["types"] = ["grass"]
    data["pokemon"][0]["move"] = "Nonexistent Beam"
    (folder / "pokemon.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert err.value.field == "move"


def test_pending_move_is_counted_as_unimplemented_and_its_cards_are_not_playable(
    tmp_path: Path,
) -> None:
    folder = _copy_data(tmp_path)
    data = json.loads((folder / "moves.json").read_text())
    moved = next(m for m in data["moves"] if m["name"] == "Razor Leaf")
    data["moves"].remove(moved)
    data["pending"].append({"name": "Razor Leaf", "type": "grass", "strength": 3, "reason": "test"})
    (folder / "moves.json").write_text(json.dumps(data))
    content = load_content(folder)
    assert content.coverage()["unimplemented"] == ["Razor Leaf"]
    assert content.coverage()["moves_implemented"] == 235
    assert not content.playable(content.card("Turtwig"))


def test_importer_puts_a_move_it_cannot_translate_under_pending(tmp_path: Path) -> None:
    folder = tmp_path / "csv"
    folder.mkdir()
    # a small spreadsheet in the designers' layout
    (folder / "moves.csv").write_text(
        "move_name,move_type,move_power,move_attack_strength,move_effect,count,min_total,"
        "max_total,variance\n"
        "Ember,fire,40,2,Inflict the Burned status on the target.,1,10,10,0\n"
        'Odd Dance,fire,40,2,"Summon a meteor shower.",1,10,10,0\n',
        encoding="utf-8",
    )
    header = (
        "pokedex_number,pokedex_name,internal_name,description,type_1,type_2,"
        "classification,biome,climate,initiative,health,total,move_1,move_2,move_3,move_4,"
        "evolve_into,evolve_cost,move_name,move_type,move_attack_strength,move_effect,"
        "is_starter,is_legendary,encounter_tier,trainer,number_in_deck,uncapturable,state"
    )
    row = (
        "390,Chimchar,Chimchar,,fire,,Chimp,Forest,Warm,6,4,10,fire,fighting,rock,flying,"
        "Monferno,4,Ember,fire,2,Inflict the Burned status on the target.,1,0,starter,,1,0,0"
    )
    (folder / "pokemon.csv").write_text(header + "\n" + row + "\n", encoding="utf-8")
    types = frozenset((*default_content().chart.types, "typeless"))
    content = import_csv(folder, types)
    assert [m["name"] for m in content["moves"]] == ["Ember"]
    assert content["moves"][0]["effects"] == [
        {"do": "inflict", "statuses": ["burned"], "who": "target"}
    ]
    assert content["pending"][0]["name"] == "Odd Dance"
    assert "Summon a meteor shower" in content["pending"][0]["reason"]
    out = tmp_path / "out"
    write_content(content, out)
    shutil.copy(DATA / "types.json", out / "types.json")
    loaded = load_content(out)
    cov = loaded.coverage()
    assert (cov["moves_total"], cov["moves_implemented"], cov["unimplemented"]) == (
        2,
        1,
        ["Odd Dance"],
    )
    assert loaded.card("Chimchar").initiative == 6


def test_effect_sentences_become_structured_effects() -> None:
    assert parse_effect(
        "If 2 or more status symbols are rolled: Inflict the Burned status on the target."
    ) == [
        {
            "do": "inflict",
            "statuses": ["burned"],
            "who": "target",
            "when": {"test": "rolled", "face": "status", "min": 2},
        }
    ]
    assert parse_effect("Critical hits deal +1 damage but status symbols deal -1 damage.") == [
        {"do": "face_bonus", "face": "crit", "delta": 1},
        {"do": "face_bonus", "face": "status", "delta": -1},
    ]
    with pytest.raises(ValueError, match="no structured form"):
        parse_effect("Swap places with the moon.")
