"""``content coverage`` for origins: how many cards the effects carry out, and which not, why."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pokeforge.core import ContentError
from pokeforge.games.origins.content import DATA_DIR, SAMPLE_SET, shipped_content
from pokeforge.games.origins.coverage import content_coverage


def test_the_shipped_report_counts_the_228_official_cards() -> None:
    report = content_coverage()
    assert report["cards_total"] == 228
    unimplemented = report["unimplemented"]
    assert report["cards_implemented"] == 228 - len(unimplemented)
    content = shipped_content()
    official = {cid for cid in content.unimplemented if content.cards[cid].set_id != SAMPLE_SET}
    assert {u["id"] for u in unimplemented} == official
    for item in unimplemented:
        assert set(item) == {"id", "name", "reason"}
        assert item["name"] == content.cards[item["id"]].name and item["reason"]
    assert [s["id"] for s in report["sets"]] == ["base1", "base2", "base3"]
    assert sum(s["cards_total"] for s in report["sets"]) == 228
    assert report["summary"][0].startswith(f"{report['cards_implemented']} of 228 cards")


def test_the_sample_set_is_reported_on_its_own() -> None:
    sample = content_coverage()["origins_sample"]
    assert sample["cards_total"] == 19
    assert sample["cards_implemented"] == 19 and sample["unimplemented"] == []


def test_a_folder_of_ones_own_sets(tmp_path: Path) -> None:
    (tmp_path / "sets").mkdir()
    card = {
        "id": "my-1",
        "name": "Mymon",
        "supertype": "Pokémon",
        "subtypes": ["Basic"],
        "hp": "50",
        "types": ["Water"],
        "attacks": [
            {"name": "Splash", "cost": ["Water"], "damage": "10", "text": ""},
            {"name": "Soak", "cost": ["Water"], "damage": "", "text": "Draw a card."},
        ],
        "number": "1",
    }
    energy = {
        "id": "my-2",
        "name": "Water Energy",
        "supertype": "Energy",
        "subtypes": ["Basic"],
        "number": "2",
    }
    (tmp_path / "sets" / "my.json").write_text(json.dumps([card, energy]), encoding="utf-8")
    report = content_coverage(tmp_path)
    assert (report["cards_total"], report["cards_implemented"]) == (2, 1)
    assert report["unimplemented"] == [
        {"id": "my-1", "name": "Mymon", "reason": "attack 'Soak' has text and no effect"}
    ]
    assert "origins_sample" not in report


def test_a_malformed_folder_is_a_content_error(tmp_path: Path) -> None:
    shutil.copytree(DATA_DIR / "sets", tmp_path / "sets")
    path = tmp_path / "sets" / "base2.json"
    cards = json.loads(path.read_text(encoding="utf-8"))
    cards[3]["hp"] = "lots"
    path.write_text(json.dumps(cards), encoding="utf-8")
    with pytest.raises(ContentError) as info:
        content_coverage(tmp_path)
    assert (info.value.file, info.value.entry, info.value.field) == (
        "base2.json",
        cards[3]["id"],
        "hp",
    )
    with pytest.raises(ContentError, match="sets"):
        content_coverage(tmp_path / "nowhere")
