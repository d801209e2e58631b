"""How a game ended: a reason from a fixed list, the winners, and a sentence."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Termination(StrEnum):
    """Why a game ended. Games pick the closest reason and explain it in ``Outcome.reason``."""

    KNOCKOUT = "knockout"  # every piece/Pokémon of the losing side is out
    MUTUAL_KNOCKOUT = "mutual_knockout"  # both sides lost their last Pokémon at once: a draw
    STALEMATE = "stalemate"  # nobody can make progress any more: a draw
    NO_MOVES = "no_moves"  # a seat must act but can neither move nor battle
    OBJECTIVE = "objective"  # a game-specific goal was reached (or lost)
    CONCESSION = "concession"
    LENGTH_CAP = "length_cap"  # a documented safety cap on game length: a draw


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game. ``winners`` is empty for a draw; ``ranks`` orders all seats if known."""

    termination: Termination
    winners: tuple[int, ...]
    reason: str
    ranks: tuple[int, ...] | None = None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        return {
            "termination": self.termination.value,
            "winners": list(self.winners),
            "reason": self.reason,
            "ranks": None if self.ranks is None else list(self.ranks),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        ranks = data.get("ranks")
        return cls(
            termination=Termination(data["termination"]),
            winners=tuple(data["winners"]),
            reason=data["reason"],
            ranks=None if ranks is None else tuple(ranks),
        )
