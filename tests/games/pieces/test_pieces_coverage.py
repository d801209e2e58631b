"""``content_coverage``: every kind of piece and Plus Power card, validated and checked against
the rules that carry them out (``pokeforge content coverage pieces``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pokeforge.core import ContentError
from pokeforge.games.pieces import GAME, PiecesGame
from pokeforge.games.pieces.content import DATA_DIR


def test_every_piece_and_card_is_implemented() -> None:
    report = GAME.content_coverage()
    assert report["pieces_total"] == report["pieces_implemented"] == 9
    assert report["unimplemented"] == []
    patrat = next(p for p in report["pieces"] if p["name"] == "Patrat")
    assert patrat["front"] == {
        "power": 60,
        "arrows": {"N": "single", "NE": "single", "NW": "single"},
    }
    assert patrat["back"]["power"] == 50 and patrat["implemented"]
    assert [c["value"] for c in report["cards"]] == [0, 0, 20, 30, 40, 70]
    summary = report["summary"]
    assert summary[0] == (
        "9 kinds of piece, validated from pieces.json and setup.json: 9 of 9 carried out by the "
        "rules."
    )
    assert any("Zekrom 130/100" in line and "cost 5" in line for line in summary)
    assert summary[-1].startswith("Plus Power deck: +0, +0, +20, +30, +40, +70 (reshuffles)")
    assert all(line.endswith(".") for line in summary)


def test_a_card_effect_the_rules_do_not_know_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        "pokeforge.games.pieces.coverage.CARD_EFFECT_RULES", {"none": "adds its value"}
    )
    report = GAME.content_coverage()
    assert report["unimplemented"] == ["+70 (reshuffle)"]
    assert "5 of 6 cards implemented" in report["summary"][-1]


def test_a_designers_files_are_validated_again_for_the_report(tmp_path: Path) -> None:
    for name in ("pieces.json", "setup.json"):
        shutil.copy(DATA_DIR / name, tmp_path / name)
    game = PiecesGame.from_directory(tmp_path)
    assert game.content_coverage()["pieces_total"] == 9
    raw = json.loads((tmp_path / "pieces.json").read_text(encoding="utf-8"))
    raw["pieces"][0]["front"]["arrows"]["N"] = "triple"
    (tmp_path / "pieces.json").write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(ContentError, match="Patrat"):
        game.content_coverage()
