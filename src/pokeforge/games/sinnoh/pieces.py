"""The mutable pieces of a battle: a Pokémon in battle (``Mon``) and a side (``Side``).

Both are plain slotted objects with exact ``to_json``/``from_json`` and a fast ``copy``.
Marks (one-off modifiers waiting for the next attack) and lasting effects are small dicts that are
never mutated in place, so copies may share them.
"""

from __future__ import annotations

from typing import Any

_MON_FIELDS = (
    "card",
    "damage",
    "statuses",
    "fatigue",
    "item",
    "moves",
    "last_move",
    "marks",
    "lasting",
    "trapped",
    "form_locked",
    "uses",
    "taken",
    "choice_lock",
    "fainted",
    "fresh_para",
    "second_used",
    "boost",
    "doomed",
    "max_health",
    "tactics",
)


class Mon:
    """One Pokémon in a party: its card state, damage, statuses, fatigue and effects."""

    __slots__ = _MON_FIELDS

    def __init__(
        self, card: str, max_health: int, item: str | None = None, moves: list[str] | None = None
    ) -> None:
        self.card = card  # current card state id (forms change it)
        self.max_health = max_health  # card health plus item bonuses
        self.damage = 0
        self.statuses: list[str] = []
        self.fatigue = 0
        self.item = item
        self.moves: list[str] = list(moves or [])  # taught moves (the signature comes from card)
        self.last_move: str | None = None  # move used on this Pokémon's previous turn
        self.marks: list[dict[str, Any]] = []
        self.lasting: list[dict[str, Any]] = []
        self.trapped = False
        self.form_locked = False
        self.uses: dict[str, int] = {}
        self.taken = 0  # damage taken since this Pokémon's last turn ended
        self.choice_lock: str | None = None
        self.fainted = False
        self.fresh_para = False  # paralysis not yet applied to an attack
        self.second_used = False
        self.boost = 0  # Beast Boost: attack strength added to the next attack
        self.doomed = False  # will faint after its final move (Encore, Lucky Egg)
        self.tactics: tuple[str, ...] = ()  # special tactics it brings to the arena

    @property
    def health_left(self) -> int:
        return max(0, self.max_health - self.damage)

    def copy(self) -> Mon:
        m = Mon.__new__(Mon)
        m.card = self.card
        m.max_health = self.max_health
        m.damage = self.damage
        m.statuses = list(self.statuses)
        m.fatigue = self.fatigue
        m.item = self.item
        m.moves = list(self.moves)
        m.last_move = self.last_move
        m.marks = list(self.marks)
        m.lasting = list(self.lasting)
        m.trapped = self.trapped
        m.form_locked = self.form_locked
        m.uses = dict(self.uses)
        m.taken = self.taken
        m.choice_lock = self.choice_lock
        m.fainted = self.fainted
        m.fresh_para = self.fresh_para
        m.second_used = self.second_used
        m.boost = self.boost
        m.doomed = self.doomed
        m.tactics = self.tactics
        return m

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in _MON_FIELDS}
        data["statuses"] = list(self.statuses)
        data["moves"] = list(self.moves)
        data["marks"] = [dict(x) for x in self.marks]
        data["lasting"] = [dict(x) for x in self.lasting]
        data["uses"] = dict(self.uses)
        data["tactics"] = list(self.tactics)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Mon:
        m = cls.__new__(cls)
        for f in _MON_FIELDS:
            setattr(m, f, data[f])
        m.statuses = list(m.statuses)
        m.moves = list(m.moves)
        m.marks = [dict(x) for x in m.marks]
        m.lasting = [dict(x) for x in m.lasting]
        m.uses = dict(m.uses)
        m.tactics = tuple(m.tactics)
        return m


class Side:
    """One side of a battle: a trainer (a seat) or the wild Pokémon.

    ``mon`` is the active Pokémon, kept in step with ``active`` (the rules read it at every
    step, so it is stored rather than looked up)."""

    __slots__ = ("_active", "apricorns", "balls", "kind", "mon", "overflow", "party", "retribution")

    def __init__(
        self, kind: str, party: list[Mon], apricorns: int = 0, balls: list[str] | None = None
    ) -> None:
        self.kind = kind  # "trainer", "wild" or "swarm"
        self.party = party
        self._active: int | None = None
        self.mon: Mon | None = None
        self.apricorns = apricorns
        self.balls: list[str] = list(balls or [])
        self.retribution = 0
        self.overflow = 0  # damage waiting for the next Pokémon switched in (Overcut)

    @property
    def active(self) -> int | None:
        """The party slot of the active Pokémon (``None`` before the first is sent in)."""
        return self._active

    @active.setter
    def active(self, index: int | None) -> None:
        self._active = index
        self.mon = None if index is None else self.party[index]

    def usable(self) -> list[int]:
        return [i for i, m in enumerate(self.party) if not m.fainted]

    def bench(self) -> list[int]:
        active = self._active
        return [i for i, m in enumerate(self.party) if not m.fainted and i != active]

    def copy(self) -> Side:
        s = Side.__new__(Side)
        s.kind = self.kind
        s.party = party = [m.copy() for m in self.party]
        s._active = active = self._active
        s.mon = None if active is None else party[active]
        s.apricorns = self.apricorns
        s.balls = list(self.balls)
        s.retribution = self.retribution
        s.overflow = self.overflow
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "party": [m.to_json() for m in self.party],
            "active": self._active,
            "apricorns": self.apricorns,
            "balls": list(self.balls),
            "retribution": self.retribution,
            "overflow": self.overflow,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Side:
        s = cls(
            data["kind"],
            [Mon.from_json(m) for m in data["party"]],
            data["apricorns"],
            data["balls"],
        )
        s.active = data["active"]
        s.retribution = data["retribution"]
        s.overflow = data["overflow"]
        return s
