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

    def withdraw(self, seat: int) -> None:
        """Take back ``seat``'s choice: it must choose again."""
        self.choices.pop(seat, None)

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


class ReactionWindow(Commitments):
    """A moment when cards "usable at any moment" may be played (a Poké Doll against an attack, a
    Time Travel after a roll): a round of secret commitments whose every answer is a reaction or
    a pass.

    Whether a seat holds a reaction card must not show, so the window never depends on it: its
    ``seats`` are every seat that could in principle react, decided from public information only
    (who is attacked, who has cards in hand, whether every copy of the card is already in sight).
    Every such seat answers, in secret and in any order; the window and its answers show to
    others only as "reactions are being collected" (:meth:`view`), neither who has answered nor
    what, until the game resolves the answers in its own order. Sparing a player questions it
    cannot answer but one way is the adapters' business, not the rules': a seat whose only legal
    answer is the pass may be answered for at once (the web app's and the terminal's private
    "ask me only when I can play a card" preference, on by default).
    """

    __slots__ = ("trigger",)

    #: the stable text of the answer that plays nothing
    PASS = "pass"

    def __init__(
        self, trigger: str, seats: tuple[int, ...], choices: dict[int, Any] | None = None
    ) -> None:
        super().__init__(seats, choices)
        self.trigger = trigger

    def view(self, seat: int | None) -> dict[str, Any]:
        """What the window is about and that reactions are being collected; ``seat``'s own answer
        if it has given one; never who else has answered or what."""
        out: dict[str, Any] = {"trigger": self.trigger, "collecting": not self.complete}
        if seat is not None and seat in self.choices:
            out["mine"] = self.choices[seat]
        return out

    def copy(self) -> ReactionWindow:
        return ReactionWindow(self.trigger, self.seats, self.choices)

    def to_json(self) -> dict[str, Any]:
        return {"trigger": self.trigger, **super().to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ReactionWindow:
        return cls(
            data["trigger"], tuple(data["seats"]), {int(k): v for k, v in data["choices"].items()}
        )
