"""The messages the server sends: a seat's picture of a game, built from views, never the state."""

from __future__ import annotations

from typing import Any

from ..core import Event, Game, State
from .seats import seat_label
from .store import SeatRow


def seats_json(seat_rows: list[SeatRow], online: dict[int, int]) -> list[dict[str, Any]]:
    """Who sits where (public): kind, agent name, and whether a human is connected."""
    return [
        {
            "seat": r.seat,
            "label": seat_label(r.seat),
            "kind": r.kind,
            "agent": r.agent,
            "online": online.get(r.seat, 0) > 0,
        }
        for r in seat_rows
    ]


def decision(game: Game, state: State[Any], seat: int | None) -> dict[str, Any]:
    """The prompt and legal actions of ``seat`` (empty for spectators and seats not to act).

    Each action is presented by ``game.action_info``: ``text`` (what the client sends back),
    ``label``, and for board games ``kind`` and ``squares``.
    """
    if seat is None or state.outcome is not None or seat not in state.to_act():
        return {"prompt": None, "actions": []}
    actions = state.legal_actions(seat)
    return {
        "prompt": state.prompt(seat).to_json(),
        "actions": [game.action_info(state, seat, a) for a in actions],
    }


def log_entries(events: list[Event], start: int, seat: int | None) -> list[dict[str, Any]]:
    """Events ``start..`` as ``seat`` may see them, each with its index ``i``."""
    return [{"i": start + k, **ev.for_seat(seat)} for k, ev in enumerate(events[start:])]


def game_header(
    game_id: str,
    game: Game,
    state: State[Any],
    version: int,
    status: str,
    seat_rows: list[SeatRow],
    online: dict[int, int],
) -> dict[str, Any]:
    """What everyone may know about a game: its kind, seats, who is to act, the outcome."""
    out = state.outcome
    return {
        "id": game_id,
        "slug": game.slug,
        "title": game.title,
        "status": status,
        "version": version,
        "seats": seats_json(seat_rows, online),
        "to_act": [] if out is not None else list(state.to_act()),
        "outcome": None if out is None else out.to_json(),
    }
