"""Integer actions: every game numbers its actions ``0 … num_distinct_actions - 1``.

The number of an action is a function of the action alone (and of the game's parameters and
content), never of the position: the same move has the same number wherever it is legal, in a
clone, after a JSON round trip and in a replay (as OpenSpiel's distinct action ids, or
python-chess's ``Move.uci()``). The text form stays the human and record form.

:class:`ActionCodec` is the usual way to build such a numbering: an ordered list of action
*kinds*, each a verb with a tuple of *fields*, each field an ordered domain drawn from the game's
content (card names, board spaces, amounts). A kind's actions are numbered in mixed radix inside
its own block, and the blocks follow each other in the order given, so adding a kind at the end
never renumbers the others.
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .errors import IllegalAction

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class ActionKind:
    """One verb and the domains of its fields (each an ordered, duplicate-free sequence)."""

    name: str
    fields: tuple[tuple[Hashable, ...], ...] = ()
    size: int = field(init=False)
    _index: tuple[dict[Hashable, int], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        size = 1
        index = []
        for n, domain in enumerate(self.fields):
            if not domain:
                raise ValueError(f"action kind {self.name!r}: field {n} has an empty domain")
            where = {value: i for i, value in enumerate(domain)}
            if len(where) != len(domain):
                raise ValueError(f"action kind {self.name!r}: field {n} repeats a value")
            index.append(where)
            size *= len(domain)
        object.__setattr__(self, "size", size)
        object.__setattr__(self, "_index", tuple(index))


class ActionCodec:
    """A numbering of a game's actions by kind and fields (see the module docstring)."""

    def __init__(self, kinds: Sequence[tuple[str, Sequence[Sequence[Hashable]]]]) -> None:
        self.kinds: tuple[ActionKind, ...] = tuple(
            ActionKind(name, tuple(tuple(domain) for domain in fields)) for name, fields in kinds
        )
        self._offsets: dict[str, tuple[int, ActionKind]] = {}
        offset = 0
        for kind in self.kinds:
            if kind.name in self._offsets:
                raise ValueError(f"action kind {kind.name!r} is listed twice")
            self._offsets[kind.name] = (offset, kind)
            offset += kind.size
        self.size = offset

    def encode(self, kind: str, *values: Hashable) -> int:
        """The number of the action of ``kind`` with these field values."""
        try:
            offset, spec = self._offsets[kind]
        except KeyError:
            raise ValueError(f"no action kind {kind!r}") from None
        if len(values) != len(spec.fields):
            raise ValueError(
                f"action kind {kind!r} has {len(spec.fields)} fields, not {len(values)}"
            )
        n = 0
        for value, domain, where in zip(values, spec.fields, spec._index, strict=True):
            try:
                i = where[value]
            except KeyError:
                raise ValueError(f"{kind!r} does not take {value!r}") from None
            n = n * len(domain) + i
        return offset + n

    def decode(self, n: int) -> tuple[str, tuple[Any, ...]]:
        """The kind and field values numbered ``n`` (the inverse of :meth:`encode`)."""
        if not 0 <= n < self.size:
            raise ValueError(f"{n} is not an action number (0 to {self.size - 1})")
        for kind in self.kinds:
            if n < kind.size:
                values = []
                for domain in reversed(kind.fields):
                    n, i = divmod(n, len(domain))
                    values.append(domain[i])
                return kind.name, tuple(reversed(values))
            n -= kind.size
        raise AssertionError("unreachable")  # pragma: no cover


def refuse_number(n: object, size: int) -> IllegalAction:
    """The refusal of an action number that is not legal now (or not a number at all)."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral) or not 0 <= int(n) < size:
        return IllegalAction(f"{n!r} is not an action number (0 to {size - 1})")
    return IllegalAction(f"action number {n} is not a legal action now")


class NumberMemo:
    """The numbers of actions already met, so that numbering the same action again is cheap:
    found by the action object's identity first (the rules share their action objects, and
    no hashing is needed), then by value. Both stores are bounded."""

    __slots__ = ("known", "seen")

    #: at most this many numbers kept by value; by identity, this many before starting afresh
    KNOWN = 200_000
    SEEN = 20_000

    def __init__(self) -> None:
        self.known: dict[Hashable, int] = {}
        self.seen: dict[int, tuple[Any, int]] = {}

    def get(self, action: Hashable) -> int | None:
        """The number remembered for ``action``, if any."""
        hit = self.seen.get(id(action))
        if hit is not None and hit[0] is action:
            number: int = hit[1]
            return number
        found = self.known.get(action)
        if found is not None:
            self._see(action, found)
        return found

    def put(self, action: Hashable, number: int) -> int:
        """Remember ``number`` for ``action``; returns it."""
        if len(self.known) < self.KNOWN:
            self.known[action] = number
        self._see(action, number)
        return number

    def _see(self, action: Hashable, number: int) -> None:
        seen = self.seen
        if len(seen) >= self.SEEN:
            seen.clear()  # actions made afresh at each decision would otherwise pile up
        seen[id(action)] = (action, number)


def kept_numbering(
    game: Any, params: Any, params_type: type[Any], build: Callable[[Any, Any], T]
) -> T:
    """The numbering ``build(game, params)`` makes, built once per parameters and kept on
    ``game`` (the one asked last is found by identity, the others by value; parameters of
    another type stand for the defaults)."""
    last = game.__dict__.get("_action_numbering_last")
    if last is not None and last[0] is params:
        kept: T = last[1]
        return kept
    tables: dict[Any, T] = game.__dict__.setdefault("_action_numbering", {})
    chosen = params if isinstance(params, params_type) else params_type()
    found = tables.get(chosen)
    if found is None:
        found = tables[chosen] = build(game, chosen)
    game.__dict__["_action_numbering_last"] = (params, found)
    return found


#: the game, the parameters and the numbering :func:`numbering_of` found last
_LAST: list[Any] = [None, None, None]


def numbering_of(state: Any, params_type: type[Any], build: Callable[[Any, Any], T]) -> T:
    """:func:`kept_numbering` of ``state``'s game and parameters, the last one found at once
    (an env numbers every legal action at every step)."""
    game, params, last = state.game, state.params, _LAST
    if last[1] is params and last[0] is game:
        table: T = last[2]
        return table
    table = kept_numbering(game, params, params_type, build)
    last[:] = [game, params, table]
    return table
