"""SHRINE EVENTS (LEGENDARY EVENTS, CELESTIAL FRACTURE, SHRINE BLESSING CLARIFICATIONS) and
CHANGE OF FATE CARDS: the Shrine Event deck and the journey's Change of Fate deck are pokeforge
designs (``data/shrine_events.json``, ``data/fate_deck.json``; docs/rules/sinnoh.md, Journey),
pinned here card by card, and their loader's refusals, each naming the file, the entry and the
field."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core.errors import ContentError
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.content import DATA
from pokeforge.games.sinnoh.journey.shrine_content import load_shrine_content, shrine_content
from pokeforge.games.sinnoh.region import default_region

CONTENT = GAME.content

#: id -> (kind, copies, legendary, shrine, apricorns) or (kind, copies, effect, amount by tier)
DECK: dict[str, tuple[Any, ...]] = {
    "song_of_frost": ("legendary", 1, "Articuno", "shrine_of_frost", {"blue": 2}),
    "song_of_thunder": ("legendary", 1, "Zapdos", "shrine_of_thunder", {"yellow": 2}),
    "song_of_flame": ("legendary", 1, "Moltres", "shrine_of_flame", {"red": 2}),
    "crescent_dream": ("legendary", 1, "Cresselia", "shrine_of_the_crescent", {"pink": 1}),
    "new_moon_nightmare": ("legendary", 1, "Darkrai", "shrine_of_the_new_moon", {"black": 1}),
    "colossal_awakening": ("legendary", 1, "Regigigas", "shrine_of_the_colossus", {"white": 1}),
    "whisper_of_the_grove": ("legendary", 1, "Celebi", "shrine_of_the_grove", {"green": 1}),
    "celestial_fracture": ("fracture", 2),
    "chance_encounter": ("blessing", 2, "encounter", (0, 0, 0)),
    "equivalent_exchange": ("blessing", 1, "exchange", (0, 0, 0)),
    "splendid_banquet": ("blessing", 1, "stews", (1, 2, 3)),
    "pilgrims_gift": ("blessing", 2, "points", (1, 2, 3)),
    "sacred_spring": ("blessing", 1, "restore", (0, 0, 0)),
    "apricorn_windfall": ("blessing", 2, "apricorns", (2, 2, 2)),
    "ancient_wisdom": ("blessing", 1, "wisdom", (0, 0, 0)),
}


def test_the_shrine_event_deck_is_pinned_card_by_card() -> None:
    events = shrine_content(CONTENT).events
    assert set(events) == set(DECK)
    for cid, want in DECK.items():
        c = events[cid]
        assert (c.kind, c.copies) == want[:2], cid
        if c.kind == "legendary":
            assert (c.legendary, c.shrine, dict(c.apricorns or {})) == want[2:], cid
        elif c.kind == "blessing":
            assert (c.effect, c.amount) == want[2:], cid
    assert len(shrine_content(CONTENT).event_deck()) == 19


def test_every_shrine_of_the_map_has_its_legendary_event() -> None:
    events = shrine_content(CONTENT).events.values()
    homes = {c.shrine: c.legendary for c in events if c.kind == "legendary"}
    shrines = {p.id: p.get("legendary") for p in default_region().of_kind("shrine")}
    assert homes == shrines


def test_the_named_blessings_are_in_the_deck() -> None:
    names = {c.name for c in shrine_content(CONTENT).events.values()}
    # SHRINE BLESSING CLARIFICATIONS name four, all in the deck
    assert {
        "Chance Encounter",
        "Equivalent Exchange",
        "Ancient Wisdom",
        "Splendid Banquet",
    } <= names


def test_the_change_of_fate_deck_holds_the_known_cards_five_times() -> None:
    sc = shrine_content(CONTENT)
    assert dict(sc.fate) == {"Cosmic Void": 5, "Devious Ambush": 5}
    assert len(sc.fate_deck()) == 10
    assert "Divine Intervention" not in sc.fate  # its effect is not known


def _folder(tmp_path: Path, events: Any = None, fate: Any = None) -> Path:
    for name in ("shrine_events.json", "fate_deck.json"):
        shutil.copy(DATA / name, tmp_path / name)
    if events is not None:
        (tmp_path / "shrine_events.json").write_text(json.dumps(events))
    if fate is not None:
        (tmp_path / "fate_deck.json").write_text(json.dumps(fate))
    return tmp_path


def _with_card(**fields: Any) -> dict[str, Any]:
    data = json.loads((DATA / "shrine_events.json").read_text())
    data["cards"][0] = {**data["cards"][0], **fields}
    return data


@pytest.mark.parametrize(
    ("fields", "entry", "field"),
    [
        ({"kind": "omen"}, "song_of_frost", "kind"),
        ({"legendary": "Bidoof"}, "song_of_frost", "legendary"),
        ({"shrine": "shrine_of_flame"}, "song_of_frost", "shrine"),
        ({"shrine": "nowhere"}, "song_of_frost", "shrine"),
        ({"apricorns": {"purple": 1}}, "song_of_frost", "apricorns"),
        ({"apricorns": {"blue": 0}}, "song_of_frost", "apricorns"),
        ({"copies": 0}, "song_of_frost", "copies"),
        ({"colour": "blue"}, "song_of_frost", "colour"),
        ({"id": "song_of_thunder"}, "song_of_thunder", "id"),
        ({"kind": "blessing", "effect": "wish"}, "song_of_frost", "effect"),
        ({"kind": "blessing", "effect": "points", "amount": [1, 2]}, "song_of_frost", "amount"),
    ],
)
def test_the_shrine_event_loader_names_file_entry_and_field(
    tmp_path: Path, fields: dict[str, Any], entry: str, field: str
) -> None:
    folder = _folder(tmp_path, events=_with_card(**fields))
    with pytest.raises(ContentError) as err:
        load_shrine_content(CONTENT, folder)
    assert (err.value.file, err.value.entry, err.value.field) == (
        "shrine_events.json",
        entry,
        field,
    )


@pytest.mark.parametrize(
    ("copies", "entry"),
    [
        ({"Tackle": 2}, "Tackle"),
        ({"Divine Intervention": 2}, "Divine Intervention"),
        ({"Cosmic Void": 0}, "Cosmic Void"),
        ({}, "-"),
    ],
)
def test_the_fate_deck_loader_refuses_unknown_pending_and_empty(
    tmp_path: Path, copies: dict[str, int], entry: str
) -> None:
    folder = _folder(tmp_path, fate={"copies": copies})
    with pytest.raises(ContentError) as err:
        load_shrine_content(CONTENT, folder)
    assert (err.value.file, err.value.entry, err.value.field) == ("fate_deck.json", entry, "copies")
