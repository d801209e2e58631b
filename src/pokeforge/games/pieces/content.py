"""Content of Pokémon Battle Chess BW: pieces (power and arrows per side), layout and deck.

Everything a designer may change lives in ``data/pieces.json`` and ``data/setup.json``; this
module reads and validates them. A file that names an unknown role, arrow kind, direction, piece,
square or card effect raises :class:`ContentError` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

DATA_DIR = Path(__file__).parent / "data"

#: directions as the owner sees them (N points at the opponent), clockwise from N
DIRECTIONS: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
#: how far each arrow kind reaches when moving (battles are always adjacent, FAQ A4);
#: ``0`` means "any distance" (the line arrow)
ARROW_KINDS: dict[str, int] = {"single": 1, "double": 2, "line": 0}
#: what a piece is for the rules
ROLES: tuple[str, ...] = ("normal", "victini", "tamago", "legend")
#: what a Plus Power card does after its battle, besides adding its value
CARD_EFFECTS: tuple[str, ...] = ("none", "reshuffle")


@dataclass(frozen=True, slots=True)
class Face:
    """One side of a piece: its power and its arrows as (direction index, reach) pairs."""

    power: int
    arrows: tuple[tuple[int, int], ...]

    def arrow_names(self) -> dict[str, str]:
        names = {v: k for k, v in ARROW_KINDS.items()}
        return {DIRECTIONS[d]: names[r] for d, r in self.arrows}


@dataclass(frozen=True, slots=True)
class PieceKind:
    """A kind of piece. Tamago pieces have no faces; Legends have a size and a cost."""

    name: str
    role: str
    front: Face | None
    back: Face | None
    size: int = 1
    cost: int = 0

    def face(self, flipped: bool) -> Face:
        face = self.back if flipped else self.front
        if face is None:
            raise ValueError(f"{self.name} has no {'back' if flipped else 'front'} side")
        return face


@dataclass(frozen=True, slots=True)
class Card:
    """A Plus Power card."""

    value: int
    effect: str = "none"


@dataclass(frozen=True, slots=True)
class Content:
    """Validated game content."""

    kinds: tuple[PieceKind, ...]
    width: int
    height: int
    #: (kind index, cell) of the first player's pieces on the board at the start
    layout: tuple[tuple[int, int], ...]
    tamago_kind: int
    tamago_cell: int
    tamago_count: int
    #: the kind waiting under the Tamago pile (Victini), or -1
    tamago_holds: int
    legends: tuple[int, ...]
    cards: tuple[Card, ...]

    def kind_index(self, name: str) -> int:
        for i, k in enumerate(self.kinds):
            if k.name.lower() == name.lower():
                return i
        raise KeyError(name)


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ContentError(path.name, "-", "-", f"cannot read file: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ContentError(path.name, "-", "-", f"not valid JSON: {exc}") from None


def _int(value: Any, file: str, entry: str, field: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ContentError(file, entry, field, f"expected a whole number {low}–{high}")
    return value


def _face(data: Any, file: str, entry: str, field: str) -> Face:
    if not isinstance(data, dict):
        raise ContentError(file, entry, field, "expected an object with power and arrows")
    unknown = set(data) - {"power", "arrows"}
    if unknown:
        raise ContentError(file, entry, f"{field}.{sorted(unknown)[0]}", "unknown field")
    power = _int(data.get("power"), file, entry, f"{field}.power", 0, 10_000)
    arrows = data.get("arrows")
    if not isinstance(arrows, dict) or not arrows:
        raise ContentError(file, entry, f"{field}.arrows", "expected at least one arrow")
    out = []
    for direction, kind in arrows.items():
        if direction not in DIRECTIONS:
            raise ContentError(
                file, entry, f"{field}.arrows.{direction}", "unknown direction (N, NE, … NW)"
            )
        if kind not in ARROW_KINDS:
            raise ContentError(
                file,
                entry,
                f"{field}.arrows.{direction}",
                f"unknown arrow kind {kind!r} (known: {', '.join(ARROW_KINDS)})",
            )
        out.append((DIRECTIONS.index(direction), ARROW_KINDS[kind]))
    return Face(power, tuple(sorted(out)))


def _kind(data: Any, file: str, index: int) -> PieceKind:
    if not isinstance(data, dict) or not isinstance(data.get("name"), str) or not data["name"]:
        raise ContentError(file, f"#{index}", "name", "every piece needs a name")
    name = data["name"]
    unknown = set(data) - {"name", "role", "front", "back", "size", "cost"}
    if unknown:
        raise ContentError(file, name, sorted(unknown)[0], "unknown field")
    role = data.get("role")
    if role not in ROLES:
        raise ContentError(file, name, "role", f"unknown role {role!r} (known: {', '.join(ROLES)})")
    if role == "tamago":
        for field in ("front", "back", "cost"):
            if field in data:
                raise ContentError(file, name, field, "Tamago pieces have no sides and no cost")
        return PieceKind(name, role, None, None)
    front = _face(data.get("front"), file, name, "front")
    back = _face(data.get("back"), file, name, "back")
    if role == "legend":
        size = _int(data.get("size", 2), file, name, "size", 2, 2)
        cost = _int(data.get("cost"), file, name, "cost", 1, 99)
        return PieceKind(name, role, front, back, size, cost)
    for field in ("size", "cost"):
        if field in data:
            raise ContentError(file, name, field, "only Legend pieces have a size and a cost")
    return PieceKind(name, role, front, back)


def _square(text: Any, width: int, height: int, file: str, entry: str, field: str) -> int:
    if not isinstance(text, str) or len(text) < 2:
        raise ContentError(file, entry, field, "expected a square name like 'c2'")
    col = ord(text[0].lower()) - ord("a")
    if not text[1:].isdigit():
        raise ContentError(file, entry, field, f"{text!r} is not a square name like 'c2'")
    row = int(text[1:]) - 1
    if not (0 <= col < width and 0 <= row < height):
        raise ContentError(file, entry, field, f"square {text!r} is off the board")
    return row * width + col


def load_content(directory: Path | str = DATA_DIR) -> Content:
    """Read and validate ``pieces.json`` and ``setup.json`` from ``directory``."""
    directory = Path(directory)
    pf, sf = "pieces.json", "setup.json"
    pdata = _read(directory / pf)
    if not isinstance(pdata, dict) or not isinstance(pdata.get("pieces"), list):
        raise ContentError(pf, "-", "pieces", "expected a list of pieces")
    kinds = tuple(_kind(k, pf, i) for i, k in enumerate(pdata["pieces"]))
    names = [k.name.lower() for k in kinds]
    for i, n in enumerate(names):
        if n in names[:i]:
            raise ContentError(pf, kinds[i].name, "name", "two pieces have this name")

    def kind_of(name: Any, file: str, entry: str, field: str, role: str | None) -> int:
        if not isinstance(name, str) or name.lower() not in names:
            raise ContentError(file, entry, field, f"unknown piece {name!r}")
        idx = names.index(name.lower())
        if role is not None and kinds[idx].role != role:
            raise ContentError(file, entry, field, f"{name} is not a {role} piece")
        return idx

    sdata = _read(directory / sf)
    if not isinstance(sdata, dict):
        raise ContentError(sf, "-", "-", "expected an object")
    board = sdata.get("board")
    if not isinstance(board, dict):
        raise ContentError(sf, "board", "board", "expected width and height")
    width = _int(board.get("width"), sf, "board", "width", 4, 26)
    height = _int(board.get("height"), sf, "board", "height", 4, 26)

    layout_raw = sdata.get("layout")
    if not isinstance(layout_raw, list):
        raise ContentError(sf, "layout", "layout", "expected a list of pieces and squares")
    layout: list[tuple[int, int]] = []
    used: set[int] = set()
    for i, item in enumerate(layout_raw):
        entry = f"layout #{i + 1}"
        if not isinstance(item, dict):
            raise ContentError(sf, entry, "piece", "expected {piece, square}")
        kind = kind_of(item.get("piece"), sf, entry, "piece", None)
        if kinds[kind].role not in ("normal", "victini"):
            raise ContentError(sf, entry, "piece", "only normal pieces start on the board")
        cell = _square(item.get("square"), width, height, sf, entry, "square")
        if cell in used:
            raise ContentError(sf, entry, "square", "two pieces start on this square")
        used.add(cell)
        layout.append((kind, cell))

    tam = sdata.get("tamago")
    if not isinstance(tam, dict):
        raise ContentError(sf, "tamago", "tamago", "expected the Tamago pile")
    tamago_kind = kind_of(tam.get("piece"), sf, "tamago", "piece", "tamago")
    tamago_cell = _square(tam.get("square"), width, height, sf, "tamago", "square")
    if tamago_cell in used:
        raise ContentError(sf, "tamago", "square", "a piece already starts on this square")
    used.add(tamago_cell)
    tamago_count = _int(tam.get("count"), sf, "tamago", "count", 1, 20)
    holds = -1
    if tam.get("holds") is not None:
        holds = kind_of(tam.get("holds"), sf, "tamago", "holds", None)
        if kinds[holds].role not in ("normal", "victini"):
            raise ContentError(sf, "tamago", "holds", "a Tamago pile can only hold a normal piece")

    victinis = [k for k, _ in layout if kinds[k].role == "victini"]
    if holds >= 0 and kinds[holds].role == "victini":
        victinis.append(holds)
    if len(victinis) != 1:
        raise ContentError(sf, "layout", "piece", "each side needs exactly one Victini piece")

    for cell in used:
        mirrored = width * height - 1 - cell
        if mirrored in used:
            raise ContentError(sf, "layout", "square", "the two sides' start squares overlap")

    legends_raw = sdata.get("legends", [])
    if not isinstance(legends_raw, list):
        raise ContentError(sf, "legends", "legends", "expected a list of Legend piece names")
    legends = tuple(
        kind_of(n, sf, "legends", f"legends #{i + 1}", "legend") for i, n in enumerate(legends_raw)
    )
    if len(set(legends)) != len(legends):
        raise ContentError(sf, "legends", "legends", "a Legend piece is listed twice")

    cards_raw = sdata.get("plus_power")
    if not isinstance(cards_raw, list) or not cards_raw:
        raise ContentError(sf, "plus_power", "plus_power", "expected the Plus Power cards")
    cards = []
    for i, c in enumerate(cards_raw):
        entry = f"plus_power #{i + 1}"
        if not isinstance(c, dict):
            raise ContentError(sf, entry, "value", "expected {value, effect}")
        unknown = set(c) - {"value", "effect"}
        if unknown:
            raise ContentError(sf, entry, sorted(unknown)[0], "unknown field")
        value = _int(c.get("value"), sf, entry, "value", 0, 10_000)
        effect = c.get("effect", "none")
        if effect not in CARD_EFFECTS:
            raise ContentError(
                sf, entry, "effect", f"unknown effect {effect!r} (known: {', '.join(CARD_EFFECTS)})"
            )
        cards.append(Card(value, effect))
    if not any(c.effect == "reshuffle" for c in cards):
        raise ContentError(sf, "plus_power", "effect", "one card must reshuffle the deck")

    return Content(
        kinds=kinds,
        width=width,
        height=height,
        layout=tuple(layout),
        tamago_kind=tamago_kind,
        tamago_cell=tamago_cell,
        tamago_count=tamago_count,
        tamago_holds=holds,
        legends=legends,
        cards=tuple(cards),
    )
