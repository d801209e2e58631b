"""Typed events: what happened, with a public part, per-seat private parts and a sentence."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    """One thing that happened in a game.

    ``kind`` names the event type (each game documents its list), ``text`` is the short human
    sentence everyone may read, ``public`` is data everyone may see and ``private`` maps a seat to
    data only that seat may see (for example the card it drew). ``private_text`` holds sentences
    only a seat may read. ``reveals`` names the hidden things this event makes public (a card
    turned face up, a hand shown): the only way hidden content may enter a public sentence or the
    public data; the swap test of the conformance suite masks exactly these and nothing else.

    An event is a value: nobody changes one once made. (It is not a frozen dataclass only
    because a frozen one takes 2.5 µs to make instead of 1 µs, and a game of HEX makes about
    1,700 of them.)
    """

    kind: str
    text: str
    public: dict[str, Any] = field(default_factory=dict)
    private: dict[int, dict[str, Any]] = field(default_factory=dict)
    private_text: dict[int, str] = field(default_factory=dict)
    reveals: tuple[str, ...] = ()

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as ``seat`` may see it (``None``: a spectator)."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.text, **self.public}
        if seat is not None:
            if seat in self.private:
                out["private"] = self.private[seat]
            if seat in self.private_text:
                out["text"] = self.private_text[seat]
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "text": self.text,
            "public": self.public,
            "private": {str(k): v for k, v in self.private.items()},
            "private_text": {str(k): v for k, v in self.private_text.items()},
            **({"reveals": list(self.reveals)} if self.reveals else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Event:
        return cls(
            kind=data["kind"],
            text=data["text"],
            public=dict(data.get("public", {})),
            private={int(k): v for k, v in data.get("private", {}).items()},
            private_text={int(k): v for k, v in data.get("private_text", {}).items()},
            reveals=tuple(data.get("reveals", ())),
        )
