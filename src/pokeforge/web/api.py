"""The HTTP API: catalogue, create and list games, a seat's view, acting, records and replays.

A seat proves who it is with its secret token in the ``X-Seat-Token`` header (or
``Authorization: Bearer <token>``); without one the caller is a spectator. Errors are JSON
``{"detail": reason}`` with a fitting status: 400 malformed, 403 wrong token or spectator acting,
404 unknown game, 409 illegal action or record not yet available (it holds the seed), 413
oversized body, 422 bad parameters or seats (or a ``seed``: the server draws every game's seed in
secret), 429 too many games created from one address (or every AI-game slot taken), with
``Retry-After``. No reason names a file of the server (:func:`.errors.public_reason`).
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Header, HTTPException, Query, Request
from fastapi.responses import JSONResponse, Response
from pydantic import BaseModel, ConfigDict, Field

from ..core import (
    Event,
    ParamError,
    RecordError,
    UnknownGame,
    all_games,
    describe_params,
    get_game,
    seat_name,
    secret_params,
)
from .limits import ClientBuckets
from .payloads import decision, log_entries, seats_json, to_text
from .rooms import GameNotFound, RecordNotReady, Room, Rooms, TooBusy
from .seats import AGENT, HUMAN, SeatError, play_link

router = APIRouter(prefix="/api")


#: why a request that names a seed is refused
SEED_REFUSED = (
    "a game's seed cannot be chosen over the web: the server draws it in secret, and the "
    "record gives it once the game is over (for a chosen seed, play locally: pokeforge play "
    "--seed N)"
)


class CreateGame(BaseModel):
    """A request to start a game: which, its parameters, its seats, whether it is listed.

    There is no seed: the server draws it from a secure source (``seed`` in a request is refused
    with 422, :data:`SEED_REFUSED`)."""

    model_config = ConfigDict(extra="forbid")

    game: str = Field(max_length=64)
    params: dict[str, Any] = Field(default_factory=dict)
    seats: list[str | dict[str, Any]] | None = Field(default=None, max_length=16)
    #: only to refuse it with a clear reason (any value, even null)
    seed: Any = Field(default=None, exclude=True)
    #: shown to anyone in the lobby's list of games; otherwise only its links lead to it
    listed: bool = False


class ActRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    action: str = Field(max_length=500)


def rooms_of(request: Request) -> Rooms:
    rooms: Rooms = request.app.state.rooms
    return rooms


def token_from(x_seat_token: str | None, authorization: str | None) -> str | None:
    if x_seat_token:
        return x_seat_token
    if authorization and authorization.lower().startswith("bearer "):
        return authorization[7:].strip()
    return None


async def room_or_404(rooms: Rooms, game_id: str) -> Room:
    try:
        return await rooms.get(game_id)
    except GameNotFound:
        raise HTTPException(404, f"no game with id {game_id!r}") from None


def seat_or_403(room: Room, token: str | None) -> int | None:
    try:
        return room.seat_for_token(token)
    except SeatError as exc:
        raise HTTPException(exc.status, exc.reason) from None


def json_text(text: str, status: int = 200) -> Response:
    """An answer whose JSON text is already made."""
    return Response(text, status_code=status, media_type="application/json")


@router.get("/catalog")
async def catalog(request: Request) -> dict[str, Any]:
    """Every registered game with its parameters, and the agents that can take a seat.

    ``params`` is :func:`pokeforge.core.describe_params` (what ``pokeforge games --json``
    prints): name, type (bool, int, str, choice, int_list), default, choices, min/max, help. The
    lobby builds its form from it and sends the values back as typed (an ``int_list`` as its
    comma-separated text, read by the game's own parameter parsing)."""
    rooms = rooms_of(request)
    games = []
    for game in all_games():
        secret = set(secret_params(game.params_type))
        schema = game.params_type.model_json_schema()
        for name in secret:
            schema.get("properties", {}).pop(name, None)
        try:
            defaults = game.params_type().model_dump(mode="json")
        except ValueError:  # a parameter without a default: the form shows it empty
            defaults = {}
        defaults = {k: v for k, v in defaults.items() if k not in secret}
        games.append(
            {
                **game.info(),
                "default_seats": game.default_seats,
                "params": [p for p in describe_params(game.params_type) if not p.get("secret")],
                "params_schema": schema,
                "params_defaults": defaults,
            }
        )
    return {"games": games, "agents": rooms.agents.names}


@router.get("/games/kinds/{slug}/params")
async def game_params(slug: str) -> dict[str, Any]:
    """One game's parameters as :func:`pokeforge.core.describe_params` gives them, but those
    that name a seat's secret (:func:`pokeforge.core.secret_params`): no player sets them here."""
    try:
        game = get_game(slug)
    except UnknownGame as exc:
        raise HTTPException(404, str(exc)) from None
    shown = [p for p in describe_params(game.params_type) if not p.get("secret")]
    return {"slug": game.slug, "params": shown}


def _summary(row_id: str, slug: str, status: str, n_actions: int, **extra: Any) -> dict[str, Any]:
    try:
        title = get_game(slug).title
    except UnknownGame:
        title = slug
    links = {"watch": play_link(row_id)}
    if status == "finished":
        links["replay"] = f"/replay/{row_id}"
        links["record"] = f"/api/games/{row_id}/record"
    out: dict[str, Any] = {"id": row_id, "slug": slug, "title": title, "status": status}
    out.update(version=n_actions, links=links, **extra)
    return out


@router.get("/games")
async def list_games(request: Request, limit: int = Query(30, ge=1, le=200)) -> dict[str, Any]:
    """Recent games their creators listed in the lobby: who is seated, who is to act, how they
    ended; spectator links only. Unlisted games are found only through their links."""
    rooms = rooms_of(request)
    rows = await rooms.in_worker(rooms.store.list_games, limit, None, True)
    out = []
    for row in rows:
        live = rooms.rooms.get(row.id)
        online = live.online() if live is not None else {}
        out.append(
            _summary(
                row.id,
                row.slug,
                row.status,
                row.n_actions,
                seats=seats_json(row.seat_rows, online),
                to_act=row.to_act,
                outcome=row.outcome,
                updated_at=row.updated_at,
            )
        )
    return {"games": out}


@router.post("/games", status_code=201)
async def create_game(request: Request, body: CreateGame) -> dict[str, Any]:
    """Start a game. The answer holds each human seat's secret link: give each to its player.

    The seed is drawn by the server and told to nobody until the game is over; a request naming
    a ``seed`` is refused (422).

    Each client address may create a few games a minute (429 with ``Retry-After`` beyond)."""
    if "seed" in body.model_fields_set:
        raise HTTPException(422, SEED_REFUSED)
    game_type = next((g for g in all_games() if g.slug == body.game), None)
    named = (
        []
        if game_type is None
        else sorted(set(secret_params(game_type.params_type)) & set(body.params))
    )
    if named:
        raise HTTPException(
            422,
            f"{', '.join(named)} would tell whoever sets it another player's secret: the server "
            "deals it from the game's secret seed",
        )
    rooms = rooms_of(request)
    limiter: ClientBuckets = request.app.state.create_limits
    who = request.client.host if request.client is not None else "unknown"
    wait = limiter.take(who)
    if wait > 0:
        per_minute = f"{limiter.per_minute:g}"
        raise HTTPException(
            429,
            f"too many new games from your address (at most {per_minute} a minute): "
            f"try again in {wait:.0f} s",
            headers={"Retry-After": str(max(1, round(wait)))},
        )
    try:
        created = await rooms.create(body.game, body.params, body.seats, body.listed)
    except UnknownGame as exc:
        limiter.refund(who)
        raise HTTPException(404, str(exc)) from None
    except TooBusy as exc:
        limiter.refund(who)
        raise HTTPException(429, str(exc), headers={"Retry-After": "60"}) from None
    except (ParamError, ValueError) as exc:
        limiter.refund(who)
        raise HTTPException(422, str(exc)) from None
    room = created.room
    return {
        "id": room.id,
        "game": room.header(),
        "tokens": {str(s): t for s, t in created.tokens.items()},
        "links": {
            "seats": {str(s): play_link(room.id, t) for s, t in created.tokens.items()},
            "spectator": play_link(room.id),
        },
    }


@router.get("/games/{game_id}")
async def game_info(request: Request, game_id: str) -> dict[str, Any]:
    room = await room_or_404(rooms_of(request), game_id)
    return room.header()


@router.get("/games/{game_id}/view")
async def game_view(
    request: Request,
    game_id: str,
    log_from: int = Query(0, ge=0),
    x_seat_token: str | None = Header(None),
    authorization: str | None = Header(None),
) -> Response:
    """The view of the token's seat (the spectator view without a token)."""
    room = await room_or_404(rooms_of(request), game_id)
    seat = seat_or_403(room, token_from(x_seat_token, authorization))
    return json_text(room.snapshot_text(seat, min(log_from, len(room.events))))


@router.post("/games/{game_id}/actions")
async def act(
    request: Request,
    game_id: str,
    body: ActRequest,
    log_from: int = Query(0, ge=0),
    x_seat_token: str | None = Header(None),
    authorization: str | None = Header(None),
) -> Response:
    """Take an action (its text, as listed in the seat's ``actions``) for the token's seat."""
    from ..core import IllegalAction

    room = await room_or_404(rooms_of(request), game_id)
    token = token_from(x_seat_token, authorization)
    if token is None:
        raise HTTPException(403, "a seat token is needed to act (spectators cannot act)")
    seat = seat_or_403(room, token)
    try:
        await room.act(seat, body.action)
    except SeatError as exc:
        raise HTTPException(exc.status, exc.reason) from None
    except IllegalAction as exc:
        raise HTTPException(409, exc.reason) from None
    return json_text(room.snapshot_text(seat, min(log_from, len(room.events))))


def _finished(room: Room) -> None:
    if room.state.outcome is None:
        raise HTTPException(
            409,
            "the record is available once the game is over (it holds the game's seed and every "
            "secret choice)",
        )


@router.get("/games/{game_id}/record")
async def record(request: Request, game_id: str) -> JSONResponse:
    """The finished game's record, with its seed, in the JSON format ``pokeforge replay``
    reads (``--verify`` checks it). 409 while the game is on: the seed is still secret."""
    room = await room_or_404(rooms_of(request), game_id)
    _finished(room)
    try:
        record = room.record()
    except RecordNotReady as exc:
        raise HTTPException(409, str(exc)) from None
    return JSONResponse(
        record.to_json(),
        headers={"Content-Disposition": f'attachment; filename="{room.row.slug}-{room.id}.json"'},
    )


@router.get("/games/{game_id}/replay")
async def replay_step(
    request: Request,
    game_id: str,
    step: int = Query(0, ge=0),
    seat: int | None = Query(None, ge=0, le=64),
) -> Response:
    """A finished game after its first ``step`` actions, replayed from its record by the engine,
    seen by ``seat`` (default: the spectator), with the log up to that step.

    Cheap to ask again and again: answers are kept (the most recent few hundred), and the
    engine replays from a kept state at most a few dozen actions before ``step``
    (:meth:`Room.replay_state`)."""
    rooms = rooms_of(request)
    room = await room_or_404(rooms, game_id)
    _finished(room)
    if seat is not None and seat >= room.row.seats:
        raise HTTPException(
            400,
            f"no such player: this game has {seat_name(0)} to {seat_name(room.row.seats - 1)}",
        )
    total = len(room.actions)
    step = min(step, total)
    key = (room.id, step, seat)
    cached = rooms.replay_cached(key)
    if cached is not None:
        return json_text(cached)
    try:
        state = await rooms.in_worker(room.replay_state, step)
    except RecordError as exc:
        raise HTTPException(500, f"the record does not replay: {exc}") from None
    n_events = sum(1 for a in room.event_action if a <= step)
    events: list[Event] = room.events[:n_events]
    last = room.actions[step - 1] if step > 0 else None
    text = to_text(
        {
            "type": "replay",
            "game": room.header(),
            "step": step,
            "total": total,
            "seat": seat,
            "last_action": None if last is None else {"seat": last[0], "action": last[1]},
            "view": state.view(seat),
            "to_act": [] if state.outcome is not None else list(state.to_act()),
            "prompt": decision(room.game, state, seat)["prompt"],
            "actions": [],
            "log_from": 0,
            "log": log_entries(events, 0, seat),
        }
    )
    rooms.replay_keep(key, text)
    return json_text(text)


__all__ = ["AGENT", "HUMAN", "router"]
