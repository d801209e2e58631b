"""Content: rosters imported into our own data, derived values, decks, and validation errors that
name the file, the entry and the field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pokeforge.core import ContentError
from pokeforge.games.hex.content import (
    DATA_DIR,
    EVENT_EFFECTS,
    default_content,
    load_content,
)
from pokeforge.games.hex.rules.effects import HANDLERS

FACES = {"pink": (2, 3, 4, 5), "green": (3, 4, 5), "blue": (4, 5), "red": (5,), "yellow": (6,)}
RANGE = {"pink": (1, 3), "green": (3, 6), "blue": (5, 8), "red": (7, 9), "yellow": (11, 11)}


def test_the_175_hex_cards_and_the_kanto_chips_are_in_the_catalogue() -> None:
    c = default_content()
    hex_cards = [x for x in c.cards.values() if x.source == "hex-card"]
    assert len(hex_cards) == 175
    kanto = [x for x in c.cards.values() if x.generation == 1]
    assert len(kanto) == 148  # 150 chips less Mankey and Primeape, which are HEX cards
    assert c.cards["meowscarada"].power == 8 and c.cards["meowscarada"].tier == "red"


def test_every_card_follows_the_capture_faces_and_power_range_of_its_colour() -> None:
    for card in default_content().cards.values():
        if card.tier == "starter":
            assert card.capture == () and card.power == 4
            continue
        assert card.capture == FACES[card.tier], card.id
        lo, hi = RANGE[card.tier]
        assert lo <= card.power <= hi, card.id


def test_rulebook_numbers_win_over_derived_ones() -> None:
    c = default_content()
    assert (c.cards["gengar"].power, c.cards["gengar"].source) == (8, "rulebook-appendix")
    assert (c.cards["butterfree"].power, c.cards["butterfree"].source) == (6, "rulebook-example")
    assert c.cards["dratini"].tier == "green"  # 1999 Blue, but the HEX power 3 is a Green power


def test_families_join_regional_forms_and_branching_eevee() -> None:
    c = default_content()
    assert c.cards["marowak-alolan"].family == c.cards["cubone"].family
    assert {c.cards[x].stage for x in ("vaporeon", "jolteon", "flareon")} == {2}


def test_balanced_and_alternate_rosters_have_every_colour() -> None:
    c = default_content()
    for name in ("balanced", "alternate"):
        tiers = {c.cards[x].tier for x in c.rosters[name]}
        assert tiers == {"starter", "pink", "green", "blue", "red", "yellow"}


def test_every_event_effect_has_a_handler() -> None:
    import pokeforge.games.hex.rules.dispatch  # noqa: F401  (loads every rule module)

    assert set(HANDLERS) == set(EVENT_EFFECTS)


def _copy_data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    return target


def test_an_unknown_effect_names_file_entry_and_field(tmp_path: Path) -> None:
    d = _copy_data(tmp_path)
    data = json.loads((d / "events.json").read_text())
    data["events"][0]["effects"][0]["do"] = "summon_mew"
    (d / "events.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(d)
    assert err.value.file == "events.json"
    assert err.value.entry == data["events"][0]["id"]
    assert err.value.field == "effects[0]" and "summon_mew" in str(err.value)


def test_an_unknown_type_on_a_card_is_refused(tmp_path: Path) -> None:
    d = _copy_data(tmp_path)
    data = json.loads((d / "pokemon.json").read_text())
    data["cards"][0]["types"] = ["Sound"]
    (d / "pokemon.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(d)
    assert (err.value.file, err.value.field) == ("pokemon.json", "types")


def test_a_leader_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    d = _copy_data(tmp_path)
    data = json.loads((d / "board.json").read_text())
    data["tiles"][1]["city"]["leader"] = "giovanni"
    (d / "board.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(d)
    assert err.value.field == "city.leader"


def test_the_rules_doc_lists_every_card_that_is_not_a_hex_card_image() -> None:
    doc = (Path(__file__).parents[3] / "docs" / "rules" / "hex.md").read_text(encoding="utf-8")
    for card in default_content().cards.values():
        if card.source != "hex-card":
            assert f"| `{card.id}` | {card.tier} | {card.power} |" in doc, card.id


def test_every_item_event_and_trainer_card_carries_its_rules_text() -> None:
    c = default_content()
    cards = [*c.items.values(), *c.events.values(), *c.super_events.values(), *c.trainers.values()]
    missing = [x.id for x in cards if len(x.text.strip()) < 12]
    assert missing == [] and len(cards) == 38 + 34 + 16 + 26


def test_a_card_without_rules_text_is_refused(tmp_path: Path) -> None:
    d = _copy_data(tmp_path)
    data = json.loads((d / "trainers.json").read_text())
    del data["trainers"][3]["text"]
    (d / "trainers.json").write_text(json.dumps(data))
    with pytest.raises(ContentError) as err:
        load_content(d)
    assert (err.value.file, err.value.entry, err.value.field) == ("trainers.json", "surge", "text")


def test_content_coverage_counts_every_card_kind_all_implemented() -> None:
    from pokeforge.games.hex import GAME

    report = GAME.content_coverage()
    totals = {k: report[k]["total"] for k in ("pokemon", "items", "events", "super_events",
              "trainers", "gym_leaders", "elite_trainers", "achievements")}  # fmt: skip
    assert totals == {"pokemon": 323, "items": 38, "events": 34, "super_events": 16,
                      "trainers": 26, "gym_leaders": 12, "elite_trainers": 10,
                      "achievements": 19}  # fmt: skip
    assert all(report[k]["unimplemented"] == [] for k in totals)
    assert "38 of 38 Item cards implemented" in report["summary"]


def test_content_coverage_lists_a_card_whose_effect_has_no_rule(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from pokeforge.games.hex import GAME, coverage

    monkeypatch.delitem(coverage.ITEM_RULES, "honey")
    monkeypatch.setitem(coverage.TRAINER_RULES, "copy_event", ("effects", "_share_options", "xyz"))
    report = GAME.content_coverage()
    assert report["items"]["unimplemented"] == ["honey"]
    assert report["trainers"]["unimplemented"] == ["may"]
    assert "  not implemented: honey" in report["summary"]


def test_every_parameter_has_one_line_of_help() -> None:
    from pokeforge.core import describe_params
    from pokeforge.games.hex.params import HexParams

    rows = describe_params(HexParams)
    assert [r["name"] for r in rows] == list(HexParams.model_fields)
    for r in rows:
        assert r["help"] and "\n" not in r["help"] and len(r["help"]) <= 100, r["name"]


def test_the_card_audit_has_one_row_per_card_naming_tests_that_exist() -> None:
    import re

    doc = (Path(__file__).parents[3] / "docs" / "rules" / "hex.md").read_text(encoding="utf-8")
    audit = doc[doc.index("## Card audit") : doc.index("## Decisions where")]
    c = default_content()
    ids = [*c.items, *c.events, *c.super_events, *c.trainers]
    rows = re.findall(r"^\| [^|]*\(`([\w-]+)`\) \|.*$", audit, re.M)
    assert sorted(rows) == sorted(ids)
    here = Path(__file__).parent
    for line in audit.splitlines():
        if not line.startswith("| ") or "`) | " not in line:
            continue
        verdict = line.split(" | ")[3]
        assert verdict.startswith(("correct", "fixed")), line
        refs = re.findall(r"(test_hex_\w+\.py)::(test_\w+)", line)
        assert refs, line
        for file, name in refs:
            assert f"def {name}(" in (here / file).read_text(encoding="utf-8"), (file, name)
