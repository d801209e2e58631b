"""What a batch of simulated games produced: one :class:`GameResult` per game, summed up in a
:class:`BatchResult` (counts, and every rate with its 95% Wilson interval)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..analysis.stats import CONFIDENCE, Proportion, proportion
from ..core import Outcome, Record


@dataclass
class GameResult:
    """One simulated game. ``capped`` when it reached the game's ``max_decisions`` without an
    outcome; ``error`` holds the message when an exception stopped it. ``facts`` are the game's
    facts of the play (:meth:`Game.facts`, without ``rounds``); ``record`` may be dropped
    (``None``) by a worker that was not asked to send it back."""

    index: int
    seed: int
    record: Record | None
    outcome: Outcome | None
    decisions: int
    seconds: float
    capped: bool = False
    error: str | None = None
    saved_to: str | None = None
    seats: int = 0
    point: int = 0
    rounds: int | None = None
    facts: dict[str, Any] = field(default_factory=dict)

    @property
    def reason(self) -> str:
        """How the game ended: its termination's name, ``capped`` or ``error``."""
        if self.error is not None:
            return "error"
        if self.outcome is None:
            return "capped"
        return self.outcome.termination.value


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
    #: the run's wall-clock time when known (games run side by side): speeds divide by it
    wall_seconds: float | None = None
    #: the swept parameters of this grid point (empty for a whole run)
    sweep: dict[str, str] = field(default_factory=dict)
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
    def _time(self) -> float:
        wall = self.wall_seconds
        return wall if wall is not None and wall > 0 else self.seconds

    @property
    def games_per_s(self) -> float:
        return self.games / self._time if self._time > 0 else 0.0

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self._time if self._time > 0 else 0.0

    def rates(self) -> dict[str, Any]:
        """Every rate over the games played, each a :class:`Proportion` with its 95% Wilson
        interval: ``win_by_seat`` (seat → its wins / games), ``win_by_agent`` (agent → the wins
        of the seats it played / the seat-games it played), ``draw``, ``defeat`` and
        ``by_reason`` (each termination reason, ``capped`` and ``error`` → share of games)."""
        n = self.games
        by_agent: dict[str, list[int]] = {}
        for seat, name in enumerate(self.agents):
            won, played = by_agent.setdefault(name, [0, 0])
            by_agent[name] = [won + self.wins.get(seat, 0), played + n]
        reasons = dict(self.terminations)
        reasons["capped"] = self.capped
        reasons["error"] = self.errors
        return {
            "win_by_seat": {s: proportion(w, n) for s, w in sorted(self.wins.items())},
            "win_by_agent": {a: proportion(w, t) for a, (w, t) in sorted(by_agent.items())},
            "draw": proportion(self.draws, n),
            "defeat": proportion(self.defeats, n),
            "by_reason": {r: proportion(k, n) for r, k in sorted(reasons.items())},
        }

    def to_json(self) -> dict[str, Any]:
        """The summary ``pokeforge simulate --json`` prints; ``rates`` holds every rate with
        its interval (``{"count", "total", "rate", "low", "high"}``)."""
        rates = self.rates()

        def js(p: Proportion) -> dict[str, Any]:
            return p.to_json()

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
            "sweep": dict(self.sweep),
            "rates": {
                "confidence": CONFIDENCE,
                "win_by_seat": {str(s): js(p) for s, p in rates["win_by_seat"].items()},
                "win_by_agent": {a: js(p) for a, p in rates["win_by_agent"].items()},
                "draw": js(rates["draw"]),
                "defeat": js(rates["defeat"]),
                "by_reason": {r: js(p) for r, p in rates["by_reason"].items()},
            },
        }
