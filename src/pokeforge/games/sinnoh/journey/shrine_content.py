"""The Shrine Event deck and the journey's Change of Fate deck (``data/shrine_events.json``,
``data/fate_deck.json``): pokeforge designs, documented in ``docs/rules/sinnoh.md`` (Journey,
"Shrine Events" and "Change of Fate on the journey") and pinned by
``tests/games/sinnoh/test_sinnoh_journey_shrine_deck.py``.

The rulebook names the kinds of Shrine Event (LEGENDARY EVENTS, CELESTIAL FRACTURE, Shrine
Blessings) and four blessings (SHRINE BLESSING CLARIFICATIONS) but does not list the deck. A card
is ``legendary`` (its Legendary Pokémon, its shrine, the Apricorns every trainer gains),
``fracture`` (a Celestial Fracture) or ``blessing`` (an ``effect`` of :data:`EFFECTS`; an
``amount`` per tier of the Apricorn offered, the card's "/" text). Loading refuses, as a
``ContentError`` naming the file, the entry and the field: an unknown kind, effect, colour,
Legendary Pokémon or shrine, a Legendary whose shrine is another's, a bad amount or count, a
repeated card, a Change of Fate card that is not one or whose effect is not known.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pokeforge.core.errors import ContentError

from ..content import _load_json
from ..pieces import COLOURS
from ..region import default_region
from .content import DATA

if TYPE_CHECKING:
    from ..content import Content

KINDS = ("legendary", "fracture", "blessing")
#: what a Shrine Blessing does (SHRINE BLESSING CLARIFICATIONS; ours: points, restore, apricorns,
#: and wisdom: Ancient Wisdom's effect, designed from its clarification)
EFFECTS = ("encounter", "exchange", "stews", "points", "restore", "apricorns", "wisdom")
#: effects whose strength is set by the tier of the Apricorn offered (an ``amount`` per tier)
AMOUNTS = ("stews", "points", "apricorns")


@dataclass(frozen=True, slots=True)
class ShrineCard:
    """One Shrine Event card."""

    id: str
    name: str
    kind: str
    copies: int
    legendary: str = ""  # legendary: the Pokémon's name
    shrine: str = ""  # legendary: its shrine's place id
    apricorns: Mapping[str, int] | None = None  # legendary: what every trainer gains
    effect: str = ""  # blessing
    amount: tuple[int, int, int] = (0, 0, 0)  # blessing: by the tier of the Apricorn offered


def _need(f: str, entry: str, data: Mapping[str, Any], key: str, kind: type) -> Any:
    if key not in data:
        raise ContentError(f, entry, key, "missing")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ContentError(f, entry, key, f"must be a {kind.__name__}")
    return value


def load_shrine_events(path: Path, content: Content) -> dict[str, ShrineCard]:
    f = path.name
    data = _load_json(path)
    cards_in = _need(f, "-", data, "cards", list)
    region = default_region()
    shrines = {p.id: p for p in region.of_kind("shrine")}
    out: dict[str, ShrineCard] = {}
    for raw in cards_in:
        if not isinstance(raw, dict):
            raise ContentError(f, "-", "cards", "every card is an object")
        cid = _need(f, "?", raw, "id", str)
        if cid in out:
            raise ContentError(f, cid, "id", "repeated card")
        name = _need(f, cid, raw, "name", str)
        kind = _need(f, cid, raw, "kind", str)
        if kind not in KINDS:
            raise ContentError(f, cid, "kind", f"unknown kind {kind!r} ({', '.join(KINDS)})")
        copies = _need(f, cid, raw, "copies", int)
        if copies < 1:
            raise ContentError(f, cid, "copies", "at least 1")
        allowed = {"id", "name", "kind", "copies"}
        card = ShrineCard(cid, name, kind, copies)
        if kind == "legendary":
            allowed |= {"legendary", "shrine", "apricorns"}
            legend = _need(f, cid, raw, "legendary", str)
            found = next((c for c in content.cards.values() if c.name == legend), None)
            if found is None or not found.legendary:
                raise ContentError(f, cid, "legendary", f"no Legendary Pokémon {legend!r}")
            shrine = _need(f, cid, raw, "shrine", str)
            if shrine not in shrines:
                raise ContentError(f, cid, "shrine", f"no shrine {shrine!r} on the map")
            if shrines[shrine].get("legendary") != legend:
                raise ContentError(
                    f, cid, "shrine", f"{shrine} is the home of {shrines[shrine].get('legendary')}"
                )
            gains = _need(f, cid, raw, "apricorns", dict)
            for colour, n in gains.items():
                if colour not in COLOURS:
                    raise ContentError(f, cid, "apricorns", f"unknown colour {colour!r}")
                if not isinstance(n, int) or n < 1:
                    raise ContentError(f, cid, "apricorns", f"{colour}: a count of at least 1")
            card = ShrineCard(cid, name, kind, copies, legend, shrine, dict(gains))
        elif kind == "blessing":
            allowed |= {"effect", "amount"}
            effect = _need(f, cid, raw, "effect", str)
            if effect not in EFFECTS:
                raise ContentError(f, cid, "effect", f"unknown effect {effect!r}")
            amount: tuple[int, int, int] = (0, 0, 0)
            if effect in AMOUNTS:
                got = _need(f, cid, raw, "amount", list)
                if len(got) != 3 or not all(isinstance(n, int) and n >= 1 for n in got):
                    raise ContentError(f, cid, "amount", "three counts of at least 1 (by tier)")
                amount = (got[0], got[1], got[2])
            card = ShrineCard(cid, name, kind, copies, effect=effect, amount=amount)
        extra = sorted(set(raw) - allowed)
        if extra:
            raise ContentError(f, cid, extra[0], "unknown field")
        out[cid] = card
    return out


def load_fate_deck(path: Path, content: Content) -> dict[str, int]:
    f = path.name
    data = _load_json(path)
    copies = _need(f, "-", data, "copies", dict)
    out: dict[str, int] = {}
    for name, n in copies.items():
        card = content.fate.get(name)
        if card is None or card.kind != "fate":
            raise ContentError(f, name, "copies", "not a Change of Fate card of fate.json")
        if card.pending:
            raise ContentError(f, name, "copies", f"its effect is not known ({card.pending})")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ContentError(f, name, "copies", "a count of at least 1")
        out[name] = n
    if not out:
        raise ContentError(f, "-", "copies", "an empty deck")
    return out


@dataclass(frozen=True, slots=True)
class ShrineContent:
    events: Mapping[str, ShrineCard]
    fate: Mapping[str, int]

    def event_deck(self) -> list[str]:
        """Every Shrine Event card, once per copy, sorted."""
        return sorted(c.id for c in self.events.values() for _ in range(c.copies))

    def fate_deck(self) -> list[str]:
        return sorted(name for name, n in self.fate.items() for _ in range(n))


def load_shrine_content(content: Content, folder: Path | None = None) -> ShrineContent:
    folder = folder or DATA
    return ShrineContent(
        load_shrine_events(folder / "shrine_events.json", content),
        load_fate_deck(folder / "fate_deck.json", content),
    )


_SHIPPED: dict[int, tuple[Content, ShrineContent]] = {}


def shrine_content(content: Content) -> ShrineContent:
    """The shipped files, validated against ``content`` (loaded once per content)."""
    found = _SHIPPED.get(id(content))
    if found is None or found[0] is not content:
        found = _SHIPPED[id(content)] = (content, load_shrine_content(content))
    return found[1]
