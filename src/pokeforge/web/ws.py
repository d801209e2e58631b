"""The live connection: ``/ws/games/<id>``.

Protocol (JSON text messages):

* client → server, first: ``{"type": "hello", "token": <seat token or null>}``; a wrong token gets
  an error and the socket is closed (code 4403); an unknown game, code 4404.
* server → client: ``{"type": "view", "game": header, "seat", "view", "prompt", "actions",
  "log_from", "log"}`` at once and after every applied action (``log`` holds the entries from index
  ``log_from`` on, as this seat may read them; the acting client's own message also carries
  ``"ack": <its ref>``); ``{"type": "seats", "game": header}`` when someone
  comes or goes; ``{"type": "error", "reason", "ref"}`` for a refused message.
* client → server: ``{"type": "act", "action": <text>, "ref": <anything>}`` to act;
  ``{"type": "sync"}`` for a whole new picture; ``{"type": "ping"}`` → ``{"type": "pong"}``;
  ``{"type": "prefs", "ask_always": <bool>}`` (a seat only; answered with the same message): by
  default the server answers a reaction window for a seat whose only legal answer is the pass;
  ``true`` asks this seat every time. The preference is private: nobody else is told.

Messages over :data:`MAX_MESSAGE` bytes are refused with an error (nothing is parsed); the
transport refuses anything over the server's hard ``ws_max_size`` by closing with code 1009.
JSON nested deeper than :data:`MAX_DEPTH` is refused with an error.

Every socket may send a few messages a second (:class:`.limits.SocketLimits`): beyond that a
message is dropped with an error ``"slow down: ..."`` (at most one such error a second), and a
socket that keeps sending regardless is closed with code 1008. ``sync`` answers are made once
per seat and version (:meth:`.rooms.Room.resync`), so even the messages let through cost little.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any

from fastapi import APIRouter, WebSocket, WebSocketDisconnect

from ..core import IllegalAction
from .errors import public_reason
from .limits import SocketLimits, TokenBucket
from .rooms import Client, GameNotFound, Room, Rooms, Snapshot
from .seats import SeatError

router = APIRouter()
log = logging.getLogger("pokeforge.web")

#: the largest message a client may send (bytes); an action is a few dozen
MAX_MESSAGE = 16 * 1024
#: the transport's hard limit, passed to uvicorn as ``ws_max_size``
HARD_MAX_MESSAGE = 256 * 1024
#: how long a new connection may take to say hello (seconds)
HELLO_TIMEOUT = 20.0
#: the deepest nesting of arrays and objects a message may have (a real one has 1 or 2)
MAX_DEPTH = 32


class BadMessage(Exception):
    pass


def parse(raw: str | bytes | None) -> dict[str, Any]:
    """A client message as a dict; :class:`BadMessage` with a reason otherwise."""
    if raw is None:
        raise BadMessage("send JSON text messages")
    size = len(raw.encode("utf-8")) if isinstance(raw, str) else len(raw)
    if size > MAX_MESSAGE:
        raise BadMessage(f"message too large: {size} bytes (at most {MAX_MESSAGE})")
    try:
        data = json.loads(raw)
    except RecursionError:
        raise BadMessage(f"malformed message: nested deeper than {MAX_DEPTH} levels") from None
    except (ValueError, UnicodeDecodeError):
        raise BadMessage("malformed message: not JSON") from None
    if _depth(data) > MAX_DEPTH:
        raise BadMessage(f"malformed message: nested deeper than {MAX_DEPTH} levels")
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise BadMessage("malformed message: a JSON object with a 'type' is expected")
    return data


def _depth(data: Any) -> int:
    """How deeply arrays and objects nest in parsed JSON ``data`` (stops past MAX_DEPTH)."""
    deepest = 0
    level: list[Any] = [data]
    while level and deepest <= MAX_DEPTH:
        nested: list[Any] = []
        for item in level:
            if isinstance(item, dict):
                nested.extend(item.values())
            elif isinstance(item, list):
                nested.extend(item)
        if not nested and not any(isinstance(i, dict | list) for i in level):
            break
        deepest += 1
        level = nested
    return deepest


async def _receive(ws: WebSocket) -> str | bytes | None:
    msg = await ws.receive()
    if msg["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(msg.get("code", 1000))
    text: str | None = msg.get("text")
    if text is not None:
        return text
    data: bytes | None = msg.get("bytes")
    return data


async def _send_error(ws: WebSocket, reason: str, ref: Any = None) -> None:
    await ws.send_text(json.dumps({"type": "error", "reason": public_reason(reason), "ref": ref}))


def _error(client: Client, reason: str, ref: Any = None) -> None:
    client.push({"type": "error", "reason": public_reason(reason), "ref": ref})


async def _writer(ws: WebSocket, client: Client) -> None:
    """Send the client's queued messages (JSON texts) in order; stop at ``None`` (dropped as too
    slow)."""
    while True:
        text = await client.queue.get()
        if text is None:
            with contextlib.suppress(Exception):
                await ws.close(client.close_code, client.close_reason)
            return
        if isinstance(text, Snapshot):
            client.pending_full = -1
        await ws.send_text(text)
        await asyncio.sleep(0)  # one message per turn of the event loop: others go between


@router.websocket("/ws/games/{game_id}")
async def game_socket(ws: WebSocket, game_id: str) -> None:
    rooms: Rooms = ws.app.state.rooms
    await ws.accept()
    try:
        room = await rooms.get(game_id)
    except GameNotFound:
        await _send_error(ws, f"no game with id {game_id!r}")
        await ws.close(4404, "unknown game")
        return
    try:
        seat = await _hello(ws, room)
    except WebSocketDisconnect:
        return
    if seat is False:
        return
    client = Client(seat if isinstance(seat, int) else None)
    room.join(client)
    writer = asyncio.create_task(_writer(ws, client))
    limits: SocketLimits = ws.app.state.socket_limits
    try:
        await _serve(ws, room, client, limits)
        # flooded: the sender says why and closes (1008) once the queued messages are out
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(writer), 5.0)
    except WebSocketDisconnect:
        pass
    finally:
        room.leave(client)
        writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await writer


async def _hello(ws: WebSocket, room: Room) -> int | bool | None:
    """Read the hello; the seat it proves (``None``: spectator), or ``False`` when refused."""
    try:
        raw = await asyncio.wait_for(_receive(ws), HELLO_TIMEOUT)
        msg = parse(raw)
        if msg["type"] != "hello":
            raise BadMessage("the first message must be a hello")
        token = msg.get("token")
        if token is not None and not isinstance(token, str):
            raise BadMessage("a token is a text")
        return room.seat_for_token(token)
    except TimeoutError:
        await ws.close(4408, "no hello")
        return False
    except BadMessage as exc:
        await _send_error(ws, str(exc))
        await ws.close(4400, "bad hello")
        return False
    except SeatError as exc:
        await _send_error(ws, exc.reason)
        await ws.close(4403, "wrong token")
        return False


async def _serve(ws: WebSocket, room: Room, client: Client, limits: SocketLimits) -> None:
    bucket = TokenBucket(limits.rate, limits.burst)
    dropped = 0
    warned = -1.0
    loop = asyncio.get_running_loop()
    while True:
        raw = await _receive(ws)
        # one message per turn of the event loop: a socket whose messages arrived together
        # must not keep the others waiting while all of them are handled
        await asyncio.sleep(0)
        if not bucket.take():
            dropped += 1
            if dropped >= limits.flood:
                _error(client, "too many messages: this connection is closed")
                client.close(1008, "too many messages")
                return
            now = loop.time()
            if now - warned >= 1.0:
                warned = now
                _error(
                    client,
                    f"slow down: at most {limits.rate:g} messages a second; "
                    "this message was dropped",
                )
            continue
        dropped = 0
        try:
            msg = parse(raw)
        except BadMessage as exc:
            _error(client, str(exc))
            continue
        kind = msg["type"]
        ref = msg.get("ref")
        if not isinstance(ref, str | int | None) or (isinstance(ref, str) and len(ref) > 64):
            ref = None
        if kind == "act":
            action = msg.get("action")
            try:
                if not isinstance(action, str):
                    raise IllegalAction("'action' must be the text of a legal action")
                await room.act(client.seat, action, (client, ref))
            except SeatError as exc:
                _error(client, exc.reason, ref)
            except IllegalAction as exc:
                _error(client, exc.reason, ref)
            except Exception:
                log.exception("action %r in game %s failed", action, room.id)
                _error(client, "the server failed; nothing changed", ref)
        elif kind == "prefs":
            ask = msg.get("ask_always")
            if client.seat is None or not isinstance(ask, bool):
                _error(client, "'prefs' needs a seat and 'ask_always': true or false", ref)
                continue
            room.set_ask_always(client.seat, ask)
            client.push({"type": "prefs", "ask_always": ask, "ref": ref})
        elif kind == "sync":
            room.resync(client)
        elif kind == "ping":
            client.push({"type": "pong", "ref": ref})
        else:
            _error(client, f"unknown message type {kind[:40]!r}", ref)
