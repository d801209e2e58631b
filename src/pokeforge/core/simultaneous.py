"""Simultaneous secret decisions: several seats commit, and nothing is revealed until all are in."""

from __future__ import annotations

from typing import Any

from .outcome import seat_name


class Commitments:
    """Secret choices of several seats.

    Seats commit one at a time in any order; ``pending`` lists who still has to. The choices stay
    secret (a view shows only *who* has committed) until every seat is in and the game reveals them.
    """

    __slots__ = ("choices", "seats")

    def __init__(self, seats: tuple[int, ...], choices: dict[int, Any] | None = None) -> None:
        self.seats = seats
        self.choices: dict[int, Any] = dict(choices or {})

    @property
    def pending(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s not in self.choices)

    @property
    def complete(self) -> bool:
        return all(s in self.choices for s in self.seats)

    def commit(self, seat: int, choice: Any) -> None:
        if seat not in self.seats:
            raise ValueError(f"{seat_name(seat)} takes no part in this decision")
        if seat in self.choices:
            raise ValueError(f"{seat_name(seat)} has already committed")
        self.choices[seat] = choice

    def withdraw_others(self, seat: int) -> None:
        """Forget every commitment but ``seat``'s (agents' determinisation)."""
        self.choices = {s: c for s, c in self.choices.items() if s == seat}

    def view(self, seat: int | None) -> dict[str, Any]:
        """Who has committed, and ``seat``'s own choice; never another seat's choice."""
        out: dict[str, Any] = {
            "seats": list(self.seats),
            "committed": [s for s in self.seats if s in self.choices],
        }
        if seat is not None and seat in self.choices:
            out["mine"] = self.choices[seat]
        return out

    def copy(self) -> Commitments:
        return Commitments(self.seats, self.choices)

    def to_json(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "choices": {str(k): v for k, v in self.choices.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Commitments:
        return cls(tuple(data["seats"]), {int(k): v for k, v in data["choices"].items()})


class ReactionWindow:
    """A moment after an event when some seats may react ("may be used at any moment").

    The rules open a window only for the seats that hold something playable, so a seat that cannot
    react is never asked. Each eligible seat reacts or passes; the window closes when all have.
    """

    __slots__ = ("eligible", "responded", "trigger")

    def __init__(
        self, trigger: str, eligible: tuple[int, ...], responded: tuple[int, ...] = ()
    ) -> None:
        self.trigger = trigger
        self.eligible = eligible
        self.responded = set(responded)

    @property
    def waiting(self) -> tuple[int, ...]:
        return tuple(s for s in self.eligible if s not in self.responded)

    @property
    def closed(self) -> bool:
        return not self.waiting

    def respond(self, seat: int) -> None:
        if seat not in self.waiting:
            raise ValueError(f"{seat_name(seat)} is not waited for in this reaction window")
        self.responded.add(seat)

    def copy(self) -> ReactionWindow:
        return ReactionWindow(self.trigger, self.eligible, tuple(self.responded))

    def to_json(self) -> dict[str, Any]:
        return {
            "trigger": self.trigger,
            "eligible": list(self.eligible),
            "responded": sorted(self.responded),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ReactionWindow:
        return cls(data["trigger"], tuple(data["eligible"]), tuple(data["responded"]))
