"""The messages the server sends: a seat's picture of a game, built from views, never the state.

A view message is assembled from JSON texts made once per action: the header once, each seat's
picture once (however many sockets that seat or the spectators have open), and the log entries
once per seat and starting point (:func:`view_message`). Queued messages are therefore plain
strings, which the garbage collector never has to walk.
"""

from __future__ import annotations

import json
from typing import Any

import orjson

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
    """What everyone may know about a game: its kind, seats, who is to act, the outcome.

    While a reaction window is open, who is still to answer is nobody else's business (see
    :class:`pokeforge.core.ReactionWindow`): ``to_act`` is then empty and ``reactions`` names
    what the reactions are collected for."""
    out = state.outcome
    window = None if out is not None else state.reaction_window()
    collecting = window is not None and not window.complete
    return {
        "id": game_id,
        "slug": game.slug,
        "title": game.title,
        "status": status,
        "version": version,
        "seats": seats_json(seat_rows, online),
        "to_act": [] if out is not None else list(state.public_to_act()),
        "reactions": window.trigger if collecting and window is not None else None,
        "outcome": None if out is None else out.to_json(),
    }


def to_text(data: Any) -> str:
    """``data`` as compact JSON text: orjson, first without its slower option for non-text keys
    (views rarely have any), then with it, then the standard library for what orjson refuses
    (an integer over 64 bits)."""
    try:
        return orjson.dumps(data).decode()
    except TypeError:
        pass
    try:
        return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def seat_result(state: State[Any], seat: int | None) -> str | None:
    """How the game ended for ``seat``: ``win``, ``loss`` or ``draw`` (``Outcome.result``; a
    one-player game lost to an automatic opponent is a loss); ``None`` while the game is on and
    for spectators."""
    out = state.outcome
    if out is None or seat is None:
        return None
    return out.result(seat)


def picture(game: Game, state: State[Any], seat: int | None) -> dict[str, Any]:
    """What ``seat`` is shown of ``state``: its view, prompt and legal actions, and once the game
    is over its ``result`` (see :func:`seat_result`)."""
    return {
        "seat": seat,
        "view": state.view(seat),
        "result": seat_result(state, seat),
        **decision(game, state, seat),
    }


def view_message(
    header_text: str, picture_text: str, log_from: int, log_text: str, ack_text: str | None
) -> str:
    """The ``view`` message from its parts' JSON texts (each part encoded once, then shared).

    ``picture_text`` is a JSON object (``seat``, ``view``, ``prompt``, ``actions``) whose members
    are spliced in; ``ack_text``, when given, is the acting client's ``ref`` as JSON."""
    ack = "" if ack_text is None else f',"ack":{ack_text}'
    return (
        f'{{"type":"view","game":{header_text},{picture_text[1:-1]},'
        f'"log_from":{log_from},"log":{log_text}{ack}}}'
    )
