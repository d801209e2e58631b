"""``content_coverage``: the 16 Pokémon and their attacks, validated and checked against the rules
that carry them out (``pokeforge content coverage tactics``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokeforge.core import ContentError
from pokeforge.games.tactics import GAME
from pokeforge.games.tactics.content import POKEMON_FILE
from pokeforge.games.tactics.game import TacticsGame
from pokeforge.games.tactics.rules import effects


def test_every_attack_of_the_16_pokemon_is_implemented() -> None:
    report = GAME.content_coverage()
    assert report["pokemon_total"] == 16
    total = sum(len(sp.attacks) for sp in GAME.content.species.values())
    assert report["attacks_total"] == report["attacks_implemented"] == total == 37
    assert report["unimplemented"] == []
    softboiled = next(a for a in report["attacks"] if a["attack"] == "Softboiled")
    assert softboiled == {
        "pokemon": "Chansey",
        "attack": "Softboiled",
        "category": "other",
        "type": "none",
        "damage": [],
        "effects": ["heal"],
        "bonus": False,
        "implemented": True,
        "missing": [],
    }
    assert report["effects_used"]["inflict"] == 5
    summary = report["summary"]
    assert summary[0] == (
        "16 Pokémon with 37 attacks, validated from pokemon.json: 37 of 37 attacks implemented."
    )
    assert all(line.endswith(".") for line in summary)
    assert any("Quick Attack (Tauros)" in line for line in summary)


def test_an_attack_whose_effect_has_no_handler_is_reported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    handlers = dict(effects.HANDLERS)
    del handlers["heal"]
    monkeypatch.setattr("pokeforge.games.tactics.coverage.HANDLERS", handlers)
    report = GAME.content_coverage()
    assert report["unimplemented"] == ["Chansey: Softboiled", "Chansey: First Aid"]
    assert report["attacks_implemented"] == 35
    assert "  not implemented: Chansey: Softboiled (effect heal)" in report["summary"]


def test_a_designers_file_is_validated_again_for_the_report(tmp_path: Path) -> None:
    raw = json.loads(POKEMON_FILE.read_text(encoding="utf-8"))
    raw["pokemon"] = raw["pokemon"][:2]
    path = tmp_path / "two.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    game = TacticsGame(path)
    report = game.content_coverage()
    assert report["pokemon_total"] == 2 and report["attacks_total"] == 4
    raw["pokemon"][0]["attacks"][0]["effects"] = [{"do": "explode"}]
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ContentError, match="Tauros"):
        game.content_coverage()
