"""Records: a header (game, rules version, params, seed, seats) plus the list of (seat, action).

Replaying a record reproduces the state exactly; the digest at the end proves it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import IllegalAction, PokeforgeError, RecordError
from .events import Event
from .game import Game
from .outcome import seat_name
from .registry import get_game
from .state import State

RECORD_FORMAT = 1


@dataclass
class Record:
    game: str
    rules_version: str
    params: dict[str, Any]
    seed: int
    seats: int
    actions: list[tuple[int, str]] = field(default_factory=list)
    digest: str | None = None
    outcome: dict[str, Any] | None = None
    meta: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "game": self.game,
            "rules_version": self.rules_version,
            "params": self.params,
            "seed": self.seed,
            "seats": self.seats,
            "actions": [[s, a] for s, a in self.actions],
            "digest": self.digest,
            "outcome": self.outcome,
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: Any) -> Record:
        if not isinstance(data, dict):
            raise RecordError("a record is a JSON object")
        try:
            if data.get("format", RECORD_FORMAT) != RECORD_FORMAT:
                raise RecordError(f"unsupported record format {data.get('format')!r}")
            actions = [(int(s), str(a)) for s, a in data["actions"]]
            return cls(
                game=str(data["game"]),
                rules_version=str(data["rules_version"]),
                params=dict(data.get("params") or {}),
                seed=int(data["seed"]),
                seats=int(data["seats"]),
                actions=actions,
                digest=data.get("digest"),
                outcome=data.get("outcome"),
                meta=dict(data.get("meta") or {}),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise RecordError(f"malformed record: {exc}") from None

    def save(self, path: str | Path) -> None:
        Path(path).write_text(json.dumps(self.to_json(), indent=1), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> Record:
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise RecordError(f"cannot read record {path}: {exc}") from None
        return cls.from_json(data)


class Match:
    """A play in progress that keeps its own record: the unit the CLI, simulator and web use."""

    def __init__(
        self,
        game: Game,
        params: dict[str, Any] | None = None,
        seed: int = 0,
        seats: int | None = None,
    ) -> None:
        self.game = game
        parsed = game.params(params)
        n = game.check_seats(seats, parsed)
        self.state: State[Any] = game.new_state(parsed, seed=seed, seats=n)
        self.record = Record(
            game=game.slug,
            rules_version=game.rules_version,
            params=parsed.model_dump(mode="json"),
            seed=seed,
            seats=n,
        )

    def act(self, seat: int, action: Any) -> list[Event]:
        """Apply ``action`` (an action object or its text) for ``seat`` and record it."""
        if isinstance(action, str):
            action = self.state.action_from_text(seat, action)
        events = self.state.apply(seat, action)
        self.record.actions.append((seat, str(action)))
        if self.state.outcome is not None:
            self.finish()
        return events

    def finish(self) -> Record:
        """Stamp the record with the final digest and outcome."""
        self.record.digest = self.state.digest()
        out = self.state.outcome
        self.record.outcome = None if out is None else out.to_json()
        return self.record


def replay(record: Record, upto: int | None = None) -> State[Any]:
    """The state after replaying ``record`` (its first ``upto`` actions, if given)."""
    try:
        game = get_game(record.game)
    except PokeforgeError as exc:
        raise RecordError(str(exc)) from None
    if record.rules_version != game.rules_version:
        raise RecordError(
            f"record is for rules version {record.rules_version}, "
            f"this pokeforge has {game.rules_version}"
        )
    state = game.new_state(game.params(record.params), seed=record.seed, seats=record.seats)
    actions = record.actions if upto is None else record.actions[:upto]
    for i, (seat, text) in enumerate(actions):
        try:
            state.apply(seat, state.action_from_text(seat, text, strict=True))
        except IllegalAction as exc:
            raise RecordError(
                f"action {i + 1} ({seat}: {text}) cannot be replayed: {exc}"
            ) from None
    return state


def verify_problem(record: Record) -> str | None:
    """Why ``record`` does not verify, or ``None`` when it does: replaying it must end on its
    recorded digest, and the recorded outcome must be the replay's (the outcome is stored beside
    the digest, so an edited outcome would otherwise pass)."""
    if record.digest is None:
        raise RecordError("the record has no digest to verify")
    state = replay(record)
    if state.digest() != record.digest:
        return "the replay does not end on the recorded digest"
    replayed = None if state.outcome is None else state.outcome.to_json()
    if replayed != record.outcome:
        said = _outcome_words(record.outcome)
        return f"the recorded outcome ({said}) is not the replay's ({_outcome_words(replayed)})"
    return None


def _outcome_words(outcome: Any) -> str:
    if outcome is None:
        return "no outcome: the game is unfinished"
    if isinstance(outcome, dict) and isinstance(outcome.get("reason"), str):
        winners = outcome.get("winners")
        if isinstance(winners, list) and all(isinstance(w, int) for w in winners):
            won = ", ".join(seat_name(w) for w in winners) or "nobody"
            return f"{outcome['reason']} Won: {won}"
        return str(outcome["reason"])
    return json.dumps(outcome, ensure_ascii=False)


def verify(record: Record) -> bool:
    """True when replaying ``record`` ends on its recorded digest and its recorded outcome."""
    return verify_problem(record) is None
