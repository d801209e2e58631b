"""Decks of the ``origins`` TCG: deck-list text, the theme-deck presets and the deck rules.

**Deck lists** are the text players export and share, one card a line: ``4 Pikachu BS 58`` (count,
name, set code, number) or ``* 4 Pikachu BS 58``. Set codes are the sets' ``ptcgoCode``
(``BS`` Base Set, ``JU`` Jungle, ``FO`` Fossil, ``ORS`` the Origins sample set); a set id
(``base1``) is accepted too. Also read: section headers (``Pokémon: 12``, ``##Trainer Cards -
10``), whose counts are checked against their lines, ``Total Cards: 60``, the export banners
(``****** … ******``), blank lines and comments (``#``, ``//``). In a one-line value (a
``--param``), ``;`` separates lines. The name must be the card's (case and accents ignored; a
basic Energy may be written ``Basic Fire Energy``). Every bad line is reported at once.

**Presets** are the preconstructed decks of ``data/decks/*.json`` (pokemon-tcg-data), by slug of
their name. The Base Set *2-Player Starter Set* lists 61 cards: the box held two 30-card half
decks to play each other and, on top, the holographic Machamp sold only in that box. The preset
``2-player-starter`` is the two half decks together, 60 cards, without that bonus Machamp (the
half decks themselves are not told apart in the data). Two more presets are Origins-format decks
of the Origins sample set, deck lists in ``data/decks/origins-*.txt`` (:data:`ORIGINS_PRESETS`).

**Deck rules** (:func:`check_deck`): 60 cards; at most 4 cards of a name (basic Energy
excepted); at least one Basic Pokémon; every card known and implemented. In the ``origins``
format also: at most 1 of each Legendary Pokémon and 4 in total (Ultra Beasts, Ancient and Future
Pokémon are Legendary), and the same for Stadium cards. The ``classic`` format refuses the cards
of the Origins sample set (and any card with an Origins trait).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pokeforge.core.errors import ContentError, ParamError

from .cards import CardDef
from .content import DECKS_DIR, SAMPLE_SET, Content, normal_name, shipped_content

FORMATS: tuple[str, ...] = ("classic", "origins")
DECK_SIZE = 60
MAX_COPIES = 4
#: Origins: at most this many of each Legendary Pokémon / Stadium, and in total
MAX_LEGENDARY_EACH, MAX_LEGENDARY_TOTAL = 1, 4
MAX_STADIUM_EACH, MAX_STADIUM_TOTAL = 1, 4
#: preset slug -> id of the deck in data/decks
PRESETS: dict[str, str] = {
    "2-player-starter": "d-base1-1",
    "overgrowth": "d-base1-2",
    "zap": "d-base1-3",
    "brushfire": "d-base1-4",
    "blackout": "d-base1-5",
    "water-blast": "d-base2-1",
    "power-reserve": "d-base2-2",
    "lockdown": "d-base3-1",
    "bodyguard": "d-base3-2",
}
#: preset slug -> (deck-list file in data/decks, deck name): decks of the Origins sample set
ORIGINS_PRESETS: dict[str, tuple[str, str]] = {
    "origins-aurora-spark": ("origins-aurora-spark.txt", "Aurora Spark"),
    "origins-tide-and-stone": ("origins-tide-and-stone.txt", "Tide and Stone"),
}
#: cards of a shipped deck that are not part of the playing deck: (deck id, card id) -> count
PRESET_LEFT_OUT: dict[tuple[str, str], int] = {("d-base1-1", "base1-8"): 1}

_SECTIONS = {"pokemon": "Pokémon", "trainer": "Trainer", "trainers": "Trainer", "energy": "Energy"}
_HEADER = re.compile(
    r"^(?:##\s*)?(pok[eé]mon|trainers?|trainer cards|energy)\s*[:\-–]\s*(\d+)$", re.IGNORECASE
)
_TOTAL = re.compile(r"^total cards\s*[:\-–]\s*(\d+)$", re.IGNORECASE)
_CARD = re.compile(r"^(?:\*\s*)?(\d+)\s+(.+?)\s+([A-Za-z0-9][A-Za-z0-9._-]*)\s+([A-Za-z0-9]+)$")


class DeckError(ParamError):
    """A deck that cannot be read; ``reasons`` lists every problem."""

    def __init__(self, reasons: list[str]) -> None:
        super().__init__("; ".join(reasons))
        self.reasons = reasons


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: its name and (card id, count) pairs in the order first listed."""

    name: str
    cards: tuple[tuple[str, int], ...]

    @property
    def size(self) -> int:
        return sum(n for _, n in self.cards)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for card_id, n in self.cards:
            out[card_id] = out.get(card_id, 0) + n
        return out

    def card_ids(self) -> list[str]:
        """One id per card (a 60-card deck gives 60 ids)."""
        return [card_id for card_id, n in self.cards for _ in range(n)]


# --- presets --------------------------------------------------------------------------------------


def read_deck_json(path: Path | str) -> dict[str, Deck]:
    """The decks of a pokemon-tcg-data deck file (``decks/en/<set>.json``: a list of {id, name,
    cards: [{id, count}]}), by deck id; ContentError naming file, deck and field when malformed."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(path.name, "-", "-", f"cannot read: {exc}") from None
    if not isinstance(data, list):
        raise ContentError(path.name, "-", "-", "expected a list of decks")
    out: dict[str, Deck] = {}
    for i, raw in enumerate(data):
        deck_id = raw.get("id") if isinstance(raw, dict) else None
        entry = deck_id if isinstance(deck_id, str) else f"#{i}"
        if not isinstance(raw, dict) or not isinstance(deck_id, str) or not deck_id:
            raise ContentError(path.name, entry, "id", "every deck has an id")
        name = raw.get("name")
        if not isinstance(name, str) or not name:
            raise ContentError(path.name, entry, "name", "every deck has a name")
        cards = raw.get("cards")
        if not isinstance(cards, list):
            raise ContentError(path.name, entry, "cards", "expected a list of cards")
        pairs: list[tuple[str, int]] = []
        for j, card in enumerate(cards):
            if not isinstance(card, dict) or not isinstance(card.get("id"), str):
                raise ContentError(path.name, entry, f"cards[{j}].id", "expected a card id")
            count = card.get("count")
            if not isinstance(count, int) or isinstance(count, bool) or count <= 0:
                raise ContentError(
                    path.name,
                    entry,
                    f"cards[{j}].count",
                    f"expected a count above 0, not {count!r}",
                )
            count -= PRESET_LEFT_OUT.get((deck_id, card["id"]), 0)
            if count > 0:
                pairs.append((card["id"], count))
        if deck_id in out:
            raise ContentError(path.name, entry, "id", "two decks have this id")
        out[deck_id] = Deck(name, tuple(pairs))
    return out


def read_deck_file(path: Path | str, content: Content) -> Deck:
    """A deck from a file: deck-list text, or a pokemon-tcg-data deck file holding one deck."""
    path = Path(path)
    if path.suffix.lower() == ".json":
        decks = read_deck_json(path)
        if len(decks) != 1:
            raise DeckError([f"{path.name} holds {len(decks)} decks; name one as a preset"])
        return next(iter(decks.values()))
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise DeckError([f"cannot read {path}: {exc}"]) from None
    return parse_decklist(text, content, path.stem)


@lru_cache(maxsize=1)
def _shipped_decks() -> dict[str, Deck]:
    out: dict[str, Deck] = {}
    for path in sorted(DECKS_DIR.glob("*.json")):
        out.update(read_deck_json(path))
    return out


def preset_slugs() -> tuple[str, ...]:
    """Every preset: the theme decks, then the Origins sample decks."""
    return (*PRESETS, *ORIGINS_PRESETS)


def preset_deck(slug: str, content: Content | None = None) -> Deck:
    """The preset deck with this slug (:data:`PRESETS`, :data:`ORIGINS_PRESETS`; case and spaces
    ignored). ``content`` reads the Origins decks' lists (default: the shipped content)."""
    key = slug.strip().lower()
    if key in PRESETS:
        return _shipped_decks()[PRESETS[key]]
    if key in ORIGINS_PRESETS:
        file, name = ORIGINS_PRESETS[key]
        text = (DECKS_DIR / file).read_text(encoding="utf-8")
        return parse_decklist(text, content if content is not None else shipped_content(), name)
    raise DeckError([f"no preset {key!r} (presets: {', '.join(preset_slugs())})"])


# --- deck-list text -------------------------------------------------------------------------------


def _name_matches(listed: str, card: CardDef) -> bool:
    wanted = normal_name(card.name)
    got = normal_name(listed)
    if got == wanted:
        return True
    return card.is_basic_energy and got.startswith("basic ") and got[6:] == wanted


def _card_for(content: Content, code: str, number: str) -> tuple[CardDef | None, str]:
    sets = content.sets_for_code(code)
    if not sets:
        return None, f"no loaded set has the code {code!r}"
    for info in sets:
        card = content.by_number(info.id, number)
        if card is not None:
            return card, ""
    names = " / ".join(info.name for info in sets)
    return None, f"{names} ({code}) has no card number {number}"


def parse_decklist(text: str, content: Content, name: str = "deck list") -> Deck:
    """Read deck-list text (see the module's notes); DeckError lists every bad line."""
    problems: list[str] = []
    pairs: dict[str, int] = {}
    sections: list[tuple[str, int, int]] = []  # (label, expected, counted)
    section: str | None = None
    section_index = -1
    total: int | None = None
    total_line = ""
    for number, raw_line in enumerate(text.replace(";", "\n").splitlines(), start=1):
        line = raw_line.strip()
        if not line or re.fullmatch(r"\*{3,}.*\*{3,}", line):
            continue
        header = _HEADER.match(line)
        if header:
            section = _SECTIONS[header[1].split()[0].lower().replace("é", "e")]
            sections.append((line, int(header[2]), 0))
            section_index = len(sections) - 1
            continue
        total_match = _TOTAL.match(line)
        if total_match:
            total = int(total_match[1])
            total_line = line
            continue
        if line.startswith(("#", "//")):
            continue
        match = _CARD.match(line)
        if match is None:
            problems.append(
                f"line {number}: {line!r} is not a card line (such as '4 Pikachu BS 58')"
            )
            continue
        count = int(match[1])
        listed, code, card_number = match[2], match[3], match[4]
        card, why = _card_for(content, code, card_number)
        if card is None:
            problems.append(f"line {number}: {why}")
            continue
        if not _name_matches(listed, card):
            problems.append(f"line {number}: {code} {card_number} is {card.name}, not {listed}")
            continue
        if count <= 0:
            problems.append(f"line {number}: a count of {count}")
            continue
        if section is not None:
            if card.supertype != section:
                problems.append(
                    f"line {number}: {card.name} is a {card.supertype} card, listed under {section}"
                )
            label, expected, counted = sections[section_index]
            sections[section_index] = (label, expected, counted + count)
        pairs[card.id] = pairs.get(card.id, 0) + count
    for label, expected, counted in sections:
        if expected != counted:
            problems.append(f"'{label}' but its lines add up to {counted}")
    size = sum(pairs.values())
    if total is not None and total != size:
        problems.append(f"'{total_line}' but the lines add up to {size}")
    if not pairs and not problems:
        problems.append("the deck list has no cards")
    if problems:
        raise DeckError(problems)
    return Deck(name, tuple(pairs.items()))


def format_decklist(deck: Deck, content: Content) -> str:
    """The deck as deck-list text with sections (``Pokémon: 12`` …), read back by
    :func:`parse_decklist`."""
    lines: list[str] = []
    for supertype in ("Pokémon", "Trainer", "Energy"):
        rows = []
        for card_id, n in deck.counts().items():
            card = content.card(card_id)
            if card.supertype == supertype:
                info = content.sets.get(card.set_id)
                code = info.code if info is not None and info.code else card.set_id
                rows.append(f"{n} {card.name} {code} {card.number}")
        if rows:
            count = sum(int(r.split()[0]) for r in rows)
            lines.extend([f"{supertype}: {count}", *rows, ""])
    lines.append(f"Total Cards: {deck.size}")
    return "\n".join(lines) + "\n"


def resolve_deck(value: str, content: Content) -> Deck:
    """A deck parameter's value: a preset slug, or deck-list text (lines or ``;``-separated)."""
    text = value.strip()
    if text.lower() in preset_slugs():
        return preset_deck(text, content)
    looks_like_list = "\n" in text or ";" in text or bool(re.match(r"^(\*\s*)?\d", text))
    if not looks_like_list:
        raise DeckError([f"{text!r} is neither a preset ({', '.join(PRESETS)}) nor a deck list"])
    return parse_decklist(text, content)


# --- deck rules -----------------------------------------------------------------------------------


def _as_counts(cards: Deck | Mapping[str, int] | Iterable[str]) -> dict[str, int]:
    if isinstance(cards, Deck):
        return cards.counts()
    if isinstance(cards, Mapping):
        return {str(k): int(v) for k, v in cards.items()}
    return dict(Counter(cards))


def check_deck(
    cards: Deck | Mapping[str, int] | Iterable[str], format: str, content: Content
) -> list[str]:
    """Every reason the deck is refused in ``format`` (empty: the deck is legal)."""
    if format not in FORMATS:
        raise ParamError(f"unknown format {format!r} (formats: {', '.join(FORMATS)})")
    counts = _as_counts(cards)
    reasons: list[str] = []
    known: list[tuple[CardDef, int]] = []
    for card_id, n in counts.items():
        if card_id in content.cards:
            known.append((content.cards[card_id], n))
        else:
            reasons.append(f"unknown card {card_id!r}")
    size = sum(counts.values())
    if size != DECK_SIZE:
        reasons.append(f"the deck has {size} cards; a deck has exactly {DECK_SIZE}")
    by_name: dict[str, int] = {}
    shown: dict[str, str] = {}
    for card, n in known:
        if card.is_basic_energy:
            continue
        key = normal_name(card.name)
        by_name[key] = by_name.get(key, 0) + n
        shown.setdefault(key, card.name)
    for key, n in by_name.items():
        if n > MAX_COPIES:
            reasons.append(
                f"{n} cards named {shown[key]}; at most {MAX_COPIES} of a name "
                "(basic Energy excepted)"
            )
    if not any(card.is_basic_pokemon for card, _ in known):
        reasons.append("no Basic Pokémon")
    for card, _ in known:
        if card.id in content.unimplemented:
            reasons.append(
                f"{card.name} ({card.id}) is not implemented: {content.unimplemented[card.id]}"
            )
    if format == "classic":
        for card, _ in known:
            if card.set_id == SAMPLE_SET or card.traits:
                reasons.append(
                    f"{card.name} ({card.id}) is an Origins card; "
                    "the classic format does not take it"
                )
    else:
        reasons.extend(
            _limits(
                known, "legendary", "Legendary Pokémon", MAX_LEGENDARY_EACH, MAX_LEGENDARY_TOTAL
            )
        )
        reasons.extend(_limits(known, "stadium", "Stadium", MAX_STADIUM_EACH, MAX_STADIUM_TOTAL))
    return reasons


def _limits(
    known: Iterable[tuple[CardDef, int]], trait: str, label: str, each: int, total: int
) -> list[str]:
    out: list[str] = []
    by_name: dict[str, int] = {}
    shown: dict[str, str] = {}
    for card, n in known:
        if trait in card.traits:
            key = normal_name(card.name)
            by_name[key] = by_name.get(key, 0) + n
            shown.setdefault(key, card.name)
    for key, n in by_name.items():
        if n > each:
            out.append(f"{n} copies of the {label} {shown[key]}; at most {each} of each")
    count = sum(by_name.values())
    if count > total:
        plural = "cards" if label == "Stadium" else ""
        what = f"{label} {plural}".strip()
        out.append(f"{count} {what}; at most {total} in total")
    return out


def legal_deck(value: str, format: str, content: Content) -> Deck:
    """A deck parameter resolved (:func:`resolve_deck`) and checked (:func:`check_deck`):
    DeckError with every reason when it cannot be read or is refused in ``format``."""
    deck = resolve_deck(value, content)
    reasons = check_deck(deck, format, content)
    if reasons:
        raise DeckError([f"{deck.name}: {r}" for r in reasons])
    return deck
