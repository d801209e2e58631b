"""The battle parameters: each carries one line of help (``pokeforge games --json``, the lobby
form), with its default and bounds."""

from __future__ import annotations

from pokeforge.core.params import describe_params
from pokeforge.games.sinnoh.params import SinnohParams


def test_every_parameter_has_one_line_of_help() -> None:
    described = describe_params(SinnohParams)
    assert len(described) == len(SinnohParams.model_fields)
    for entry in described:
        text = entry.get("help") or ""
        assert text and "\n" not in text and len(text) <= 100, entry["name"]


def test_defaults_and_bounds_are_kept() -> None:
    by_name = {e["name"]: e for e in describe_params(SinnohParams)}
    expected = {
        "party_size": (3, 1, 6),
        "taught_moves": (0, 0, 2),
        "apricorns": (2, 0, 20),
        "galactic_size": (0, 0, 8),
        "prism_armour": (-1, -1, 9),
        "exhaustion": (60, 10, 10_000),
        "unlocked_slots": (3, 0, 3),
        "amplifier0": (0, 0, 6),
        "amplifier1": (0, 0, 6),
        "amplifier_max": (6, 1, 20),
        "firewood0": (3, 0, 30),
        "firewood1": (3, 0, 30),
    }
    for name, (default, low, high) in expected.items():
        entry = by_name[name]
        assert (entry["default"], entry["min"], entry["max"]) == (default, low, high), name
    assert by_name["opponent"]["choices"] == ["auto", "trainer", "wild", "swarm", "galactic"]
    assert by_name["dice"]["default"] == "0,0,1,1,2,2"
    assert by_name["balls"]["default"] == "poke,greater,ultimate"
