"""Tactics boards: a data file (``data/boards/<name>.json``) loaded, validated and precomputed.

A board file is ``{"name", "description" (optional), "width", "height", "start_zones": {"0":
[squares], "1": [squares]}, "obstacles": [squares]}``. Squares are named like chess squares
(``a1`` is the bottom-left corner of the drawing). A board is immutable and shared by every state
that uses it; it holds the neighbour tables, areas and lines the rules need, so that no rule has to
compute geometry during play.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pokeforge.core.errors import ContentError
from pokeforge.core.geometry import SquareGrid

from .content import DATA_DIR, _loc, _read_json

BOARDS_DIR = DATA_DIR / "boards"
MAX_LINE = 4  # the longest barrier a board precomputes lines for


class _BoardModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    description: str = ""
    width: int = Field(ge=3, le=26)
    height: int = Field(ge=3, le=99)
    start_zones: dict[str, list[str]]
    obstacles: list[str] = Field(default_factory=list)


class Board:
    """A validated board with precomputed geometry. Cells are ints (``row * width + col``)."""

    __slots__ = (
        "area3",
        "balls",
        "cache",
        "cell_of",
        "data",
        "grid",
        "height",
        "lines",
        "n4",
        "n8",
        "name",
        "names",
        "obstacle",
        "obstacles",
        "push2",
        "size",
        "source",
        "start_zones",
        "width",
        "zone_of",
    )

    def __init__(self, data: dict[str, Any], source: str) -> None:
        try:
            m = _BoardModel.model_validate(data)
        except ValidationError as exc:
            err = exc.errors()[0]
            raise ContentError(source, "board", _loc(err["loc"]), err["msg"]) from None
        self.data = m.model_dump()
        self.source = source
        self.name = m.name
        self.width = m.width
        self.height = m.height
        self.grid = grid = SquareGrid(m.width, m.height)
        self.size = grid.size
        self.names = tuple(grid.name(c) for c in range(grid.size))
        self.cell_of = {n: c for c, n in enumerate(self.names)}
        self.n4 = grid.n4
        self.n8 = grid.n8

        def cell(name: Any, fld: str) -> int:
            c = self.cell_of.get(name) if isinstance(name, str) else None
            if c is None:
                raise ContentError(source, m.name, fld, f"{name!r} is not a square of this board")
            return c

        obstacles = [cell(n, f"obstacles[{i}]") for i, n in enumerate(m.obstacles)]
        self.obstacles = frozenset(obstacles)
        self.obstacle = tuple(c in self.obstacles for c in range(self.size))
        if set(m.start_zones) != {"0", "1"}:
            raise ContentError(source, m.name, "start_zones", "needs zones for seats '0' and '1'")
        zones: list[tuple[int, ...]] = []
        for seat in ("0", "1"):
            squares = m.start_zones[seat]
            cells = [cell(n, f"start_zones.{seat}[{i}]") for i, n in enumerate(squares)]
            if len(set(cells)) != len(cells):
                raise ContentError(source, m.name, f"start_zones.{seat}", "a square is repeated")
            if len(cells) < 5:
                raise ContentError(
                    source, m.name, f"start_zones.{seat}", "needs at least 5 squares for a team"
                )
            for c in cells:
                if c in self.obstacles:
                    raise ContentError(
                        source, m.name, f"start_zones.{seat}", f"{self.names[c]} is an obstacle"
                    )
            zones.append(tuple(sorted(cells)))
        if set(zones[0]) & set(zones[1]):
            raise ContentError(source, m.name, "start_zones", "the two zones overlap")
        self.start_zones = (zones[0], zones[1])
        zone_of = [-1] * self.size
        for s, z in enumerate(zones):
            for c in z:
                zone_of[c] = s
        self.zone_of = tuple(zone_of)
        self.area3 = tuple(tuple(grid.square_area(c, 1)) for c in range(self.size))
        self.balls: dict[tuple[int, int], tuple[int, ...]] = {}
        #: memo tables of the rules (interned action objects), shared by all states on this board
        self.cache: dict[Any, Any] = {}
        push: list[tuple[tuple[int, int], ...]] = []
        for c in range(self.size):
            moves = []
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                mid = grid.offset(c, dr, dc)
                dest = grid.offset(c, 2 * dr, 2 * dc)
                if mid is not None and dest is not None:
                    moves.append((mid, dest))
            push.append(tuple(moves))
        self.push2 = tuple(push)
        lines: list[tuple[int, ...]] = []
        for c in range(self.size):
            lines.append((c,))
            for dr, dc in ((0, 1), (1, 0)):
                for length in range(2, MAX_LINE + 1):
                    end = grid.offset(c, dr * (length - 1), dc * (length - 1))
                    if end is None:
                        break
                    lines.append(tuple(c + (dr * self.width + dc) * k for k in range(length)))
        self.lines = tuple(lines)

    def ball(self, cell: int, radius: int) -> tuple[int, ...]:
        """The cells within ``radius`` orthogonal steps of ``cell`` (ignoring what is on them)."""
        hit = self.balls.get((cell, radius))
        if hit is None:
            md = self.grid.manhattan
            hit = tuple(d for d in range(self.size) if md(cell, d) <= radius)
            self.balls[(cell, radius)] = hit
        return hit

    def line_name(self, cells: tuple[int, ...]) -> str:
        names = self.names
        if len(cells) == 1:
            return names[cells[0]]
        return f"{names[cells[0]]}-{names[cells[-1]]}"

    def parse_line(self, text: str) -> tuple[int, ...] | None:
        """The cells of a barrier line named ``c3`` or ``c3-c6`` (lowest square first)."""
        first, _, last = text.partition("-")
        a = self.cell_of.get(first)
        b = self.cell_of.get(last) if last else a
        if a is None or b is None:
            return None
        ra, ca = divmod(a, self.width)
        rb, cb = divmod(b, self.width)
        if ra == rb and cb >= ca:
            return tuple(range(a, b + 1))
        if ca == cb and rb >= ra:
            return tuple(range(a, b + 1, self.width))
        return None

    def to_json(self) -> dict[str, Any]:
        return dict(self.data)


_BOARD_CACHE: dict[str, Board] = {}


def board_path(name: str) -> Path:
    """The file of a board given by name (a file in ``data/boards``) or by path."""
    if name and all(ch.isalnum() or ch in "_-" for ch in name):
        return BOARDS_DIR / f"{name}.json"
    return Path(name)


def load_board(name: str) -> Board:
    """Load (once) and validate the board ``name``: a built-in board's name or a file path."""
    hit = _BOARD_CACHE.get(name)
    if hit is not None:
        return hit
    path = board_path(name)
    if not path.is_file():
        known = ", ".join(sorted(p.stem for p in BOARDS_DIR.glob("*.json")))
        raise ContentError(str(path), "board", "board", f"no such board (built-in: {known})")
    board = Board(_read_json(path), str(path) if path.parent != BOARDS_DIR else path.name)
    _BOARD_CACHE[name] = board
    return board


def board_from_json(data: dict[str, Any]) -> Board:
    """A board from the data a state's JSON embeds."""
    key = "json:" + repr(sorted(data.items()))
    hit = _BOARD_CACHE.get(key)
    if hit is None:
        hit = _BOARD_CACHE[key] = Board(data, "state")
    return hit
