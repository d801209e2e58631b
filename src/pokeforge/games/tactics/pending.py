"""A damaging attack waiting for the attacker's ask/roll choice or the defenders' decisions."""

from __future__ import annotations

from typing import Any


class Pending:
    """The attack in progress (rulebook "The turn…", Phase 3: dice convention and defence timing).

    ``affected``: the Pokémon it hits (cell order); ``values``: its possible attack values (all
    bonuses included); ``value``: the value once known (rolled or single); ``face``: the die face;
    ``mode``: ``"ask"`` (defenders announce before the roll), ``"roll"`` or ``None``;
    ``queue``: Pokémon whose owners still decide; ``choices``: Pokémon → token used or not.
    """

    __slots__ = (
        "affected",
        "attack",
        "attacker",
        "choices",
        "face",
        "focus",
        "mode",
        "queue",
        "target",
        "value",
        "values",
    )

    def __init__(
        self,
        attacker: int,
        attack: str,
        target: str | None,
        focus: bool,
        affected: list[int],
        values: tuple[int, ...],
    ) -> None:
        self.attacker = attacker
        self.attack = attack
        self.target = target
        self.focus = focus
        self.affected = affected
        self.values = values
        self.value: int | None = values[0] if len(values) == 1 else None
        self.face: int | None = None
        self.mode: str | None = None
        self.queue: list[int] = []
        self.choices: dict[int, bool] = {}

    def copy(self) -> Pending:
        p = Pending.__new__(Pending)
        p.attacker = self.attacker
        p.attack = self.attack
        p.target = self.target
        p.focus = self.focus
        p.affected = list(self.affected)
        p.values = self.values
        p.value = self.value
        p.face = self.face
        p.mode = self.mode
        p.queue = list(self.queue)
        p.choices = dict(self.choices)
        return p

    def to_json(self) -> dict[str, Any]:
        return {
            "attacker": self.attacker,
            "attack": self.attack,
            "target": self.target,
            "focus": self.focus,
            "affected": list(self.affected),
            "values": list(self.values),
            "value": self.value,
            "face": self.face,
            "mode": self.mode,
            "queue": list(self.queue),
            "choices": {str(k): v for k, v in sorted(self.choices.items())},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Pending:
        p = cls(
            int(d["attacker"]),
            str(d["attack"]),
            d["target"],
            bool(d["focus"]),
            [int(i) for i in d["affected"]],
            tuple(int(v) for v in d["values"]),
        )
        p.value = d["value"]
        p.face = d["face"]
        p.mode = d["mode"]
        p.queue = [int(i) for i in d["queue"]]
        p.choices = {int(k): bool(v) for k, v in d["choices"].items()}
        return p
