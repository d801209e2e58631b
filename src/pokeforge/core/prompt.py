"""What a waiting seat is being asked to decide."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Prompt:
    """``kind`` is a stable name of the decision (``"move"``, ``"cycle_order"``, ``"react"``),
    ``text`` the question in words, ``data`` anything a UI needs to present it."""

    kind: str
    text: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "data": self.data}
