"""pieces's observation vector for learning agents, from a seat's view only (``Game.observe``).

Everything is seen from the observing seat: "mine" is its side, "theirs" the other, and the board
is turned so that its own back rank is at the bottom (a seat 1 sees the board rotated by 180°,
and arrows point where they point on that turned board). Every value lies in ``[0, 1]``.
With ``K`` piece kinds in the content (9), ``V`` distinct Plus Power values (5), the layout is:

1. for each of the ``W·H`` cells (49), row by row from the seat's side, ``F = 14 + K + 24``
   numbers: my piece, their piece, a piece's anchor square, power / 200, the other side's power
   / 200, flipped, role one-hot (normal, tamago, legend, victini), Tamago count / 3, holds a
   piece, covers several squares, a spare zero, kind one-hot (``K``), then the arrows (8
   directions from "forward" clockwise × single, double, line);
2. for my side then theirs: pieces in the cost area / 10, stacked, spent / 20, Tamago left / 3,
   knocked out / 10, legends beside the mat / 2, the cost area's pieces by kind / 5 (``K``), and
   for each legend of the content (by kind order) where it is (board, under egg, waiting, cost
   area, gone) and whether it can be summoned;
3. my turn, I am to act, turn number / 200 (at most 1), quiet turns over the limit, Plus Power
   cards left in the deck over all cards, face-up cards by value (``V``, count / 2).
"""

from __future__ import annotations

from array import array
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from .board import STATUS_NAMES
from .content import DIRECTIONS

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

ROLES = ("normal", "tamago", "legend", "victini")
ARROW_KINDS = ("single", "double", "line")
CELL_FIXED = 14
SIDE_FIXED = 6
GLOBAL_FIXED = 5


class Layout:
    """Where each part of the vector starts, for one content."""

    def __init__(self, game: Game) -> None:
        content = game.content  # type: ignore[attr-defined]
        tables = game.tables  # type: ignore[attr-defined]
        self.width, self.height = tables.width, tables.height
        self.cells = self.width * self.height
        self.kinds = {k.name: i for i, k in enumerate(content.kinds)}
        self.legends = [k.name for k in content.kinds if k.role == "legend"]
        self.values = sorted({c.value for c in content.cards})
        self.num_cards = len(content.cards)
        nk = len(self.kinds)
        self.cell_size = CELL_FIXED + nk + len(DIRECTIONS) * len(ARROW_KINDS)
        self.side_size = SIDE_FIXED + nk + len(self.legends) * (len(STATUS_NAMES) + 1)
        self.sides = self.cells * self.cell_size
        self.rest = self.sides + 2 * self.side_size
        self.size: int = self.rest + GLOBAL_FIXED + len(self.values)
        # arrow slot offsets inside a cell: (direction, kind) → offset, for mine and for theirs
        base = CELL_FIXED + nk
        self.arrow_mine: dict[tuple[str, str], int] = {}
        self.arrow_theirs: dict[tuple[str, str], int] = {}
        for d, name in enumerate(DIRECTIONS):
            turned = (d + 4) % len(DIRECTIONS)
            for k, kind in enumerate(ARROW_KINDS):
                self.arrow_mine[name, kind] = base + d * len(ARROW_KINDS) + k
                self.arrow_theirs[name, kind] = base + turned * len(ARROW_KINDS) + k


@cache
def _layout(game: Game) -> Layout:
    return Layout(game)


def observation_size(game: Game, params: Params) -> int:
    return _layout(game).size


@cache
def _cells(width: int, height: int, turned: bool) -> dict[str, int]:
    """Square name → cell index as the seat sees the board (turned for seat 1)."""
    out = {}
    for r in range(height):
        for c in range(width):
            rr, cc = (height - 1 - r, width - 1 - c) if turned else (r, c)
            out[f"{chr(97 + c)}{r + 1}"] = rr * width + cc
    return out


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    lay = _layout(game)
    board = view["board"]
    o = array("f", bytes(4 * lay.size))
    cells = _cells(board["width"], board["height"], seat == 1)
    size = lay.cell_size
    kinds = lay.kinds
    nk = len(kinds)
    for piece in view["pieces"]:
        sq = piece.get("square")
        if sq is None:
            continue
        mine = piece["owner"] == seat
        base = cells[sq] * size
        squares = piece["squares"]
        for other in squares:
            o[cells[other] * size + (0 if mine else 1)] = 1.0
        o[base + 2] = 1.0
        role = piece["role"]
        o[base + 6 + ROLES.index(role)] = 1.0
        o[base + CELL_FIXED + kinds[piece["name"]]] = 1.0
        if len(squares) > 1:
            o[base + 12] = 1.0
        if role == "tamago":
            o[base + 10] = min(1.0, piece["count"] / 3)
            if "holds" in piece:
                o[base + 11] = 1.0
            continue
        o[base + 3] = min(1.0, piece["power"] / 200)
        o[base + 4] = min(1.0, piece["other_side"]["power"] / 200)
        if piece["flipped"]:
            o[base + 5] = 1.0
        slots = lay.arrow_mine if mine else lay.arrow_theirs
        for direction, kind in piece["arrows"].items():
            o[base + slots[direction, kind]] = 1.0
    for side in view["sides"]:
        base = lay.sides + (0 if side["seat"] == seat else 1) * lay.side_size
        cost = side["cost_area"]
        o[base] = min(1.0, cost["count"] / 10)
        if cost["stacked"]:
            o[base + 1] = 1.0
        o[base + 2] = min(1.0, len(side["spent"]) / 20)
        o[base + 3] = min(1.0, side["tamago"] / 3)
        o[base + 4] = min(1.0, side["knocked_out"] / 10)
        o[base + 5] = min(1.0, len(side["beside_mat"]) / 2)
        for name in cost["pieces"]:
            i = base + SIDE_FIXED + kinds[name]
            o[i] = min(1.0, o[i] + 0.2)
        where = {leg["name"]: leg for leg in side["legends"]}
        lb = base + SIDE_FIXED + nk
        for j, name in enumerate(lay.legends):
            leg = where.get(name)
            if leg is None:
                continue
            at = lb + j * (len(STATUS_NAMES) + 1)
            o[at + STATUS_NAMES.index(leg["where"])] = 1.0
            if leg["can_summon"]:
                o[at + len(STATUS_NAMES)] = 1.0
    r = lay.rest
    if view["turn"] == seat:
        o[r] = 1.0
    if seat in view["to_act"]:
        o[r + 1] = 1.0
    o[r + 2] = min(1.0, view["turn_number"] / 200)
    o[r + 3] = min(1.0, view["quiet_turns"] / max(1, view["quiet_turn_limit"]))
    plus = view["plus_power"]
    o[r + 4] = min(1.0, plus["deck_count"] / max(1, lay.num_cards))
    for value in plus["face_up"]:
        i = r + GLOBAL_FIXED + lay.values.index(value)
        o[i] = min(1.0, o[i] + 0.5)
    return np.frombuffer(o, dtype=np.float32)
