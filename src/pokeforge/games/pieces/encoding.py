"""Integer actions of pieces (see :mod:`pokeforge.core.encoding` and docs/integer-actions.md).

Numbers come from the board's shape and the content's Legends only (not the seat, the position
or the parameters). Squares are numbered ``a1, b1, …`` row by row. A *step* is a pair (from,
to) of distinct squares on one straight line (a row, a column or a diagonal): every move of a
piece or of a Legend's lower-left square is one; steps are numbered by from-square, then
direction (N, NE, E, …, NW as the first player sees them), then distance. A *strike* is the
offsets of the squares a battle names from the square the piece battles from (a Legend: its
lower-left square), one of :data:`STRIKES`: the 8 neighbours, then the squares a 2×2 Legend
attacks that are not neighbours of its lower-left square, one or both of a side's two. Blocks:

* ``move``: step (P steps);
* ``battle``: square × strike (Q·19);
* ``move … battle``: step × strike, the strike from the step's end (P·19);
* ``summon``: Legend (in the setup's order) × 2×2 area by its lower-left square (L·(W−1)(H−1)).

A number whose strike leaves the board names no action (it is never legal). The 7×7 board has
P = 952 steps and 20,043 numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, Battle, Move, MoveBattle, Summon
from .board import VECTORS, Tables

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

Offset = tuple[int, int]


def _strikes() -> tuple[tuple[Offset, ...], ...]:
    """The strike shapes: a 1×1 piece's neighbour in each direction, then each choice (both,
    the first, the second) of the squares a 2×2 Legend attacks in each direction that is new."""
    found: dict[tuple[Offset, ...], None] = {((dr, dc),): None for dr, dc in VECTORS}
    for dr, dc in VECTORS:
        rows = [2] if dr == 1 else [-1] if dr == -1 else [0, 1]
        cols = [2] if dc == 1 else [-1] if dc == -1 else [0, 1]
        squares = [(r, c) for r in rows for c in cols]
        if len(squares) == 2:
            found[(squares[0], squares[1])] = None
            found[(squares[0],)] = None
            found[(squares[1],)] = None
        else:
            found[(squares[0],)] = None
    return tuple(found)


#: the strike shapes, as (row, column) offsets of the named squares, in numbering order
STRIKES = _strikes()
STRIKE_INDEX = {s: i for i, s in enumerate(STRIKES)}
#: how many action objects a numbering remembers by id before it starts afresh
ID_MEMO_LIMIT = 100_000


class Numbering:
    """The action numbers of one content (its board shape and Legends)."""

    def __init__(self, t: Tables) -> None:
        self.tables = t
        w, h = t.width, t.height
        self.width = w
        self.steps: tuple[tuple[int, int], ...] = tuple(
            (a, b) for a in range(t.size) for ray in t.rays[a] for b in ray
        )
        self.step_index = {s: i for i, s in enumerate(self.steps)}
        self.anchors = tuple(r * w + c for r in range(h - 1) for c in range(w - 1))
        self.anchor_index = {a: i for i, a in enumerate(self.anchors)}
        self.legends = tuple(t.kinds[k].name for k in t.content.legends)
        self.legend_index = {n: i for i, n in enumerate(self.legends)}
        p, s = len(self.steps), len(STRIKES)
        self.battle_base = p
        self.move_battle_base = self.battle_base + t.size * s
        self.summon_base = self.move_battle_base + p * s
        self.size = self.summon_base + len(self.legends) * len(self.anchors)
        #: the number of each action object met so far, by its id (see :meth:`number_of`)
        self.by_id: dict[int, tuple[Action, int]] = {}

    def _strike(self, origin: int, targets: tuple[str, ...]) -> int:
        r0, c0 = divmod(origin, self.width)
        cell_of = self.tables.cell_of
        offsets = []
        for name in targets:
            r, c = divmod(cell_of[name], self.width)
            offsets.append((r - r0, c - c0))
        return STRIKE_INDEX[tuple(offsets)]

    def compute(self, action: Action) -> int:
        """The number of ``action``, worked out from its squares (KeyError: it has none)."""
        cell_of = self.tables.cell_of
        kind = type(action)
        if kind is Move:
            assert isinstance(action, Move)
            return self.step_index[(cell_of[action.src], cell_of[action.dst])]
        if kind is Battle:
            assert isinstance(action, Battle)
            src = cell_of[action.src]
            return self.battle_base + src * len(STRIKES) + self._strike(src, action.targets)
        if kind is MoveBattle:
            assert isinstance(action, MoveBattle)
            step = self.step_index[(cell_of[action.src], cell_of[action.dst])]
            strike = self._strike(cell_of[action.dst], action.targets)
            return self.move_battle_base + step * len(STRIKES) + strike
        if kind is Summon:
            assert isinstance(action, Summon)
            legend = self.legend_index[action.legend]
            anchor = self.anchor_index[cell_of[action.square]]
            return self.summon_base + legend * len(self.anchors) + anchor
        raise KeyError(action)

    def number_of(self, action: Action) -> int:
        """The number of ``action``, remembered by the object's id for next time: the rules
        reuse their action objects, and an id costs less than an action's hash. An entry keeps
        its object, so while it is here no other object has its id."""
        try:
            n = self.compute(action)
        except KeyError:
            raise ValueError(f"pieces has no number for {action!r}") from None
        if len(self.by_id) >= ID_MEMO_LIMIT:
            self.by_id.clear()
        self.by_id[id(action)] = (action, n)
        return n

    def action(self, n: int) -> Action | None:
        """The action numbered ``n`` (None for a strike off the board)."""
        if not 0 <= n < self.size:
            raise ValueError(f"{n} is not a pieces action number (0 to {self.size - 1})")
        names = self.tables.names
        if n < self.battle_base:
            a, b = self.steps[n]
            return Move(names[a], names[b])
        if n < self.move_battle_base:
            src, strike = divmod(n - self.battle_base, len(STRIKES))
            targets = self._targets(src, strike)
            return None if targets is None else Battle(names[src], targets)
        if n < self.summon_base:
            step, strike = divmod(n - self.move_battle_base, len(STRIKES))
            a, b = self.steps[step]
            targets = self._targets(b, strike)
            return None if targets is None else MoveBattle(names[a], names[b], targets)
        legend, anchor = divmod(n - self.summon_base, len(self.anchors))
        return Summon(self.legends[legend], names[self.anchors[anchor]])

    def _targets(self, origin: int, strike: int) -> tuple[str, ...] | None:
        t = self.tables
        r0, c0 = divmod(origin, self.width)
        out = []
        for dr, dc in STRIKES[strike]:
            r, c = r0 + dr, c0 + dc
            if not (0 <= r < t.height and 0 <= c < t.width):
                return None
            out.append(t.names[r * t.width + c])
        return tuple(out)


#: the numbering of each content's tables met so far: id(tables) → (tables, numbering). Kept
#: here, not on a game or a state, so that nothing of it is pickled with them
_NUMBERINGS: dict[int, tuple[Tables, Numbering]] = {}
_last: tuple[Any, Numbering | None] = (None, None)


def numbering(t: Tables) -> Numbering:
    """The numbering of the content behind ``t`` (built once)."""
    global _last
    entry = _NUMBERINGS.get(id(t))
    if entry is None or entry[0] is not t:
        entry = _NUMBERINGS[id(t)] = (t, Numbering(t))
    _last = entry
    return entry[1]


def num_distinct_actions(game: Game, params: Params) -> int:
    return numbering(game.tables).size  # type: ignore[attr-defined]


def action_number(state: State[Any], seat: int, action: Any) -> int:
    last = _last
    nb = last[1] if last[0] is state.t else numbering(state.t)  # type: ignore[attr-defined]
    assert nb is not None
    hit = nb.by_id.get(id(action))
    if hit is not None and hit[0] is action:
        return hit[1]
    return nb.number_of(action)


def action_of(game: Game, number: int) -> Action | None:
    """The action numbered ``number`` (whether legal or not; None: a strike off the board)."""
    return numbering(game.tables).action(number)  # type: ignore[attr-defined]
