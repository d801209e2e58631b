"""Integer actions of tactics (see :mod:`pokeforge.core.encoding` and docs/integer-actions.md).

The numbering is built from the Pokémon content (species and attacks, in the file's order) and
the board's shape (its squares ``a1, b1, …`` row by row, and its barrier lines); it does not
depend on the seat, the position or the other parameters. Blocks, in this order
(:class:`~pokeforge.core.ActionCodec` kinds; S species, Q squares, B movement-bonus attacks):

* ``pick``: species (S);
* ``place``: species × square (S·Q);
* ``order``: species, then ``empty`` (S+1);
* ``announce``: bonus attack (B; left out when no attack has a bonus);
* ``move``: bonus (none first, then each bonus attack) × square ((B+1)·Q);
* one block ``attack <name>`` per attack name, in the order the content first names it: its
  targets, by the target kinds of the attacks of that name — nothing (``self``, around itself),
  each square (with ``focus`` after the plain ones when a species with the Focus Energy gauge
  has it as a physical damaging attack), each square × curable token (``cure_one``), each
  square × straight push destination (Telekinesis: each orthogonal direction the push distance
  stays on the board), each barrier line;
* ``skip``, ``ask``, ``roll``, ``pass`` (1 each);
* ``defend``: none, Harden, Light Screen (3);
* ``rescue``: heal, boost, then teleport × square (2+Q).

A table from action to number is built once per content and board shape and kept on the game, so
numbering a legal action is one dictionary look-up.
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from pokeforge.core.encoding import ActionCodec

from .actions import (
    ASK,
    PASS,
    ROLL,
    SKIP,
    Action,
    Announce,
    Attack,
    Defend,
    Move,
    Order,
    Pick,
    Place,
    Rescue,
)
from .actions import EMPTY as EMPTY_ORDER
from .board import Board, load_board
from .content import Content
from .params import TacticsParams
from .rules.damage import HARDEN, LIGHT_SCREEN

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State

FOCUS_GAUGE = "focus_energy"
#: the push directions (row step, column step), in the order they are numbered
PUSH_DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))
#: how many action objects a numbering remembers by id before it starts afresh
ID_MEMO_LIMIT = 100_000
#: a target of an ``attack`` action: (target, extra, focus), as in :class:`Attack`
Target = tuple[str | None, str | None, bool]


def attack_targets(content: Content, board: Board) -> dict[str, tuple[Target, ...]]:
    """Every attack name of ``content`` (in first-named order) with the targets it may be aimed
    at on a board of ``board``'s shape, in numbering order."""
    found: dict[str, dict[Target, None]] = {}
    names = board.names
    for sp in content.species.values():
        for a in sp.attacks:
            out = found.setdefault(a.name, {})
            kind = a.target
            cure = next((e for e in a.use if e.do == "cure_one"), None)
            if kind in ("self", "area_around_self"):
                out[(None, None, False)] = None
            elif kind == "push":
                distance = next(e for e in a.use if e.do == "push").params["distance"]
                for c in range(board.size):
                    for dr, dc in PUSH_DIRECTIONS:
                        dest = board.grid.offset(c, dr * distance, dc * distance)
                        if dest is not None:
                            out[(names[c], "to " + names[dest], False)] = None
            elif kind == "line":
                for line in board.lines:
                    out[(board.line_name(line), None, False)] = None
            elif cure is not None:
                for n in names:
                    for token in cure.params["tokens"]:
                        out[(n, token, False)] = None
            else:
                for n in names:
                    out[(n, None, False)] = None
                if a.type == "physical" and a.damaging and FOCUS_GAUGE in sp.gauges:
                    for n in names:
                        out[(n, None, True)] = None
    return {name: tuple(targets) for name, targets in found.items()}


class Numbering:
    """The action numbers of one content on boards of one shape."""

    def __init__(self, content: Content, board: Board) -> None:
        species = tuple(content.species)
        squares = board.names
        bonuses = tuple(
            dict.fromkeys(a.name for sp in content.species.values() for a in sp.bonus_attacks)
        )
        targets = attack_targets(content, board)
        kinds: list[tuple[str, Sequence[Sequence[Hashable]]]] = [
            ("pick", [species]),
            ("place", [species, squares]),
            ("order", [(*species, EMPTY_ORDER)]),
        ]
        if bonuses:
            kinds.append(("announce", [bonuses]))
        kinds.append(("move", [(None, *bonuses), squares]))
        kinds.extend((f"attack {name}", [t]) for name, t in targets.items())
        kinds.extend((word, []) for word in ("skip", "ask", "roll", "pass"))
        kinds.append(("defend", [(None, HARDEN, LIGHT_SCREEN)]))
        rescues = (("heal", None), ("boost", None), *(("teleport", n) for n in squares))
        kinds.append(("rescue", [rescues]))
        self.codec = ActionCodec(kinds)
        self.size = self.codec.size
        #: every action by its number
        self.actions: tuple[Action, ...] = tuple(
            _action(kind.name, values)
            for kind in self.codec.kinds
            for values in itertools.product(*kind.fields)
        )
        self.number: dict[Action, int] = {a: n for n, a in enumerate(self.actions)}
        assert len(self.number) == self.size, "two numbers name the same tactics action"
        #: the number of each action object met so far, by its id: the rules reuse their action
        #: objects, and an id costs less than an action's hash. An entry keeps its object, so
        #: while it is here no other object has its id; it is trusted only for that very object
        self.by_id: dict[int, tuple[Action, int]] = {}

    def number_of(self, action: Action) -> int:
        """The number of ``action`` (remembered by the object's id for next time)."""
        try:
            n = self.number[action]
        except (KeyError, TypeError):
            raise ValueError(f"tactics has no number for {action!r}") from None
        if len(self.by_id) >= ID_MEMO_LIMIT:
            self.by_id.clear()
        self.by_id[id(action)] = (action, n)
        return n


_WORDS: dict[str, Action] = {"skip": SKIP, "ask": ASK, "roll": ROLL, "pass": PASS}


def _action(kind: str, values: tuple[Any, ...]) -> Action:
    """The action of codec kind ``kind`` with these field values."""
    if kind == "pick":
        return Pick(values[0])
    if kind == "place":
        return Place(values[0], values[1])
    if kind == "order":
        return Order(values[0])
    if kind == "announce":
        return Announce(values[0])
    if kind == "move":
        return Move(values[1], values[0])
    if kind.startswith("attack "):
        target, extra, focus = values[0]
        return Attack(kind.removeprefix("attack "), target, extra, focus)
    if kind == "defend":
        return Defend(values[0])
    if kind == "rescue":
        return Rescue(*values[0])
    return _WORDS[kind]


#: the numberings built so far: id(content) → (content, {(width, height): numbering}). Kept here,
#: not on a game, board or state, so that nothing of it is pickled with them
_NUMBERINGS: dict[int, tuple[Content, dict[tuple[int, int], Numbering]]] = {}
#: the last (content, board, numbering) looked up: a play asks for one numbering again and again
_last: tuple[Any, Any, Numbering | None] = (None, None, None)


def numbering(content: Content, board: Board) -> Numbering:
    """The numbering of ``content`` on boards shaped like ``board`` (built once)."""
    global _last
    if _last[0] is content and _last[1] is board and _last[2] is not None:
        return _last[2]
    entry = _NUMBERINGS.get(id(content))
    if entry is None or entry[0] is not content:
        entry = _NUMBERINGS[id(content)] = (content, {})
    shape = (board.width, board.height)
    found = entry[1].get(shape)
    if found is None:
        found = entry[1][shape] = Numbering(content, board)
    _last = (content, board, found)
    return found


def num_distinct_actions(game: Game, params: Params) -> int:
    assert isinstance(params, TacticsParams)
    return numbering(game.content, load_board(params.board)).size  # type: ignore[attr-defined]


def action_number(state: State[Any], seat: int, action: Any) -> int:
    nb = _last[2]
    if nb is None or _last[0] is not state.content or _last[1] is not state.board:  # type: ignore[attr-defined]
        nb = numbering(state.content, state.board)  # type: ignore[attr-defined]
    hit = nb.by_id.get(id(action))
    if hit is not None and hit[0] is action:
        return hit[1]
    return nb.number_of(action)


def action_of(game: Game, params: Params, number: int) -> Action:
    """The action numbered ``number`` in a play with these parameters (whether legal or not)."""
    assert isinstance(params, TacticsParams)
    actions = numbering(game.content, load_board(params.board)).actions  # type: ignore[attr-defined]
    if not 0 <= number < len(actions):
        raise ValueError(f"{number} is not a tactics action number (0 to {len(actions) - 1})")
    return actions[number]
