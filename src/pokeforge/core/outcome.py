"""How a game ended: a reason from a fixed list, each seat's result, and a sentence."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

Result = Literal["win", "loss", "draw"]


class Termination(StrEnum):
    """Why a game ended. Games pick the closest reason and explain it in ``Outcome.reason``."""

    KNOCKOUT = "knockout"  # every piece/Pokémon of the losing side is out
    MUTUAL_KNOCKOUT = "mutual_knockout"  # both sides lost their last Pokémon at once: a draw
    STALEMATE = "stalemate"  # nobody can make progress any more: a draw
    NO_MOVES = "no_moves"  # a seat must act but can neither move nor battle
    OBJECTIVE = "objective"  # a game-specific goal was reached (or lost)
    CONCESSION = "concession"
    FLED = "fled"  # the opponent (a wild Pokémon) ran away: nobody won or lost
    LENGTH_CAP = "length_cap"  # a documented safety cap on game length: a draw


def seat_name(seat: int) -> str:
    """The one name of a seat shown to people everywhere: ``Player 1`` for seat 0."""
    return f"Player {seat + 1}"


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game.

    ``winners`` won. ``losers`` lost without anyone at the table winning (a one-seat game lost to
    an automatic opponent); when ``winners`` is not empty every other seat lost as well. A game
    with neither winners nor losers is a draw for every seat. ``ranks`` orders all seats if known.
    """

    termination: Termination
    winners: tuple[int, ...]
    reason: str
    ranks: tuple[int, ...] | None = None
    losers: tuple[int, ...] = ()

    @property
    def is_draw(self) -> bool:
        return not self.winners and not self.losers

    def result(self, seat: int) -> Result:
        """``win``, ``loss`` or ``draw`` for ``seat``."""
        if seat in self.winners:
            return "win"
        if seat in self.losers or self.winners:
            return "loss"
        return "draw"

    def returns(self, num_seats: int) -> list[float]:
        """One number per seat, as RL expects: +1 a win, -1 a loss, 0 a draw."""
        value = {"win": 1.0, "loss": -1.0, "draw": 0.0}
        return [value[self.result(s)] for s in range(num_seats)]

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "termination": self.termination.value,
            "winners": list(self.winners),
            "reason": self.reason,
            "ranks": None if self.ranks is None else list(self.ranks),
        }
        if self.losers:
            data["losers"] = list(self.losers)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Outcome:
        ranks = data.get("ranks")
        return cls(
            termination=Termination(data["termination"]),
            winners=tuple(data["winners"]),
            reason=data["reason"],
            ranks=None if ranks is None else tuple(ranks),
            losers=tuple(data.get("losers", ())),
        )
