"""What a batch of simulated games produced: one :class:`GameResult` per game, summed up in a
:class:`BatchResult`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core import Outcome, Record


@dataclass
class GameResult:
    """One simulated game. ``capped`` when it reached the game's ``max_decisions`` without an
    outcome; ``error`` holds the message when an exception stopped it."""

    index: int
    seed: int
    record: Record
    outcome: Outcome | None
    decisions: int
    seconds: float
    capped: bool = False
    error: str | None = None
    saved_to: str | None = None


@dataclass
class BatchResult:
    """Totals over a batch. Every game counts in exactly one of: a seat's wins (shared wins count
    for every winner), ``defeats`` (lost by every seat that lost, with no winner at the table: a
    solo game lost to an automatic opponent), ``draws``, ``capped`` or ``errors``. ``losses``
    counts, per seat, every game that seat lost; ``terminations`` counts finished games by the
    reason they ended."""

    game: str
    seats: int
    agents: list[str]
    games: int = 0
    wins: dict[int, int] = field(default_factory=dict)
    losses: dict[int, int] = field(default_factory=dict)
    defeats: int = 0
    draws: int = 0
    terminations: dict[str, int] = field(default_factory=dict)
    capped: int = 0
    errors: int = 0
    decisions: int = 0
    seconds: float = 0.0
    error_records: list[str] = field(default_factory=list)
    error_messages: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        for seat in range(self.seats):
            self.wins.setdefault(seat, 0)
            self.losses.setdefault(seat, 0)

    def add(self, result: GameResult) -> None:
        self.games += 1
        self.decisions += result.decisions
        self.seconds += result.seconds
        if result.error is not None:
            self.errors += 1
            self.error_messages.append(f"game {result.index} (seed {result.seed}): {result.error}")
            if result.saved_to is not None:
                self.error_records.append(result.saved_to)
        elif result.capped or result.outcome is None:
            self.capped += 1
        else:
            out = result.outcome
            reason = out.termination.value
            self.terminations[reason] = self.terminations.get(reason, 0) + 1
            if out.is_draw:
                self.draws += 1
            elif not out.winners:
                self.defeats += 1
            for seat in out.winners:
                self.wins[seat] = self.wins.get(seat, 0) + 1
            for seat in range(self.seats):
                if out.result(seat) == "loss":
                    self.losses[seat] = self.losses.get(seat, 0) + 1

    @property
    def mean_decisions(self) -> float:
        return self.decisions / self.games if self.games else 0.0

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        """The summary ``pokeforge simulate --json`` prints."""
        return {
            "game": self.game,
            "games": self.games,
            "errors": self.errors,
            "wins": {str(s): n for s, n in sorted(self.wins.items())},
            "losses": {str(s): n for s, n in sorted(self.losses.items())},
            "defeats": self.defeats,
            "draws": self.draws,
            "terminations": dict(sorted(self.terminations.items())),
            "capped": self.capped,
            "mean_decisions": round(self.mean_decisions, 2),
            "games_per_s": round(self.games_per_s, 2),
            "decisions_per_s": round(self.decisions_per_s, 1),
            "seats": self.seats,
            "agents": list(self.agents),
            "seconds": round(self.seconds, 3),
            "error_records": list(self.error_records),
        }
