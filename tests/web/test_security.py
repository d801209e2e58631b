"""Seats and secrets: every refusal is clear and leaves the stored game exactly as it was."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from starlette.websockets import WebSocketDisconnect
from web_support import Web

from pokeforge.core import Event, Record, replay


def hello(ws: Any, token: str | None) -> dict[str, Any]:
    ws.send_json({"type": "hello", "token": token})
    msg: dict[str, Any] = ws.receive_json()
    assert msg["type"] == "view"
    return msg


def next_of(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == kind:
            return msg


def test_acting_with_another_seats_token_no_token_or_a_made_up_token_is_refused(
    web: Web,
) -> None:
    data = web.create(seed=4)
    gid, t1 = data["id"], data["tokens"]["1"]
    before = web.stored(gid)
    # seat 0 is to set the stake; seat 1's token cannot do it
    res = web.act(gid, t1, "stake 1")
    assert res.status_code == 409 and "not Player 2's decision" in res.json()["detail"]
    res = web.act(gid, None, "stake 1")
    assert res.status_code == 403 and "token" in res.json()["detail"]
    res = web.act(gid, "x" * 32, "stake 1")
    assert res.status_code == 403 and "not valid" in res.json()["detail"]
    res = web.act(gid, data["tokens"]["0"], "stake 7")
    assert res.status_code == 409 and "not a legal action" in res.json()["detail"]
    res = web.client.get(f"/api/games/{gid}/view", headers={"X-Seat-Token": "nope"})
    assert res.status_code == 403
    assert web.stored(gid) == before


def test_a_token_of_another_game_opens_no_seat_here(web: Web) -> None:
    a = web.create(seed=1)
    b = web.create(seed=1)
    before = web.stored(b["id"])
    res = web.act(b["id"], a["tokens"]["0"], "stake 1")
    assert res.status_code == 403
    assert web.stored(b["id"]) == before


def test_the_spectator_link_sees_the_spectator_view_and_cannot_act(web: Web) -> None:
    data = web.create(seed=9)
    gid = data["id"]
    before = web.stored(gid)
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        first = hello(ws, None)
        assert first["seat"] is None and first["actions"] == [] and first["prompt"] is None
        assert "hand" not in first["view"]
        ws.send_json({"type": "act", "action": "stake 1", "ref": 1})
        err = next_of(ws, "error")
        assert err["ref"] == 1 and "spectators cannot act" in err["reason"]
    assert web.stored(gid) == before


def test_a_wrong_token_on_the_socket_is_refused_and_the_socket_closed(web: Web) -> None:
    data = web.create()
    with web.client.websocket_connect(f"/ws/games/{data['id']}") as ws:
        ws.send_json({"type": "hello", "token": "not-a-seat"})
        err = ws.receive_json()
        assert err["type"] == "error" and "not valid" in err["reason"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4403
    with web.client.websocket_connect("/ws/games/unknown-id") as ws:
        err = ws.receive_json()
        assert "no game" in err["reason"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == 4404


def test_malformed_and_oversized_socket_messages_get_an_error_and_change_nothing(
    web: Web,
) -> None:
    data = web.create(seed=2)
    gid, t0 = data["id"], data["tokens"]["0"]
    before = web.stored(gid)
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        hello(ws, t0)
        ws.send_text("{this is not json")
        assert "not JSON" in next_of(ws, "error")["reason"]
        ws.send_text(json.dumps([1, 2]))
        assert "JSON object" in next_of(ws, "error")["reason"]
        ws.send_json({"type": "teleport"})
        assert "unknown message type" in next_of(ws, "error")["reason"]
        ws.send_json({"type": "act", "action": 42})
        assert "text of a legal action" in next_of(ws, "error")["reason"]
        ws.send_json({"type": "act", "action": "stake 9"})
        assert "not a legal action" in next_of(ws, "error")["reason"]
        big = json.dumps({"type": "act", "action": "stake 1", "pad": "x" * 1_000_000})
        ws.send_text(big)
        assert "message too large" in next_of(ws, "error")["reason"]
        # the connection still works afterwards
        ws.send_json({"type": "ping", "ref": "p"})
        assert next_of(ws, "pong")["ref"] == "p"
    assert web.stored(gid) == before


def test_an_oversized_http_body_is_refused_with_413_and_changes_nothing(web: Web) -> None:
    data = web.create(seed=2)
    gid, t0 = data["id"], data["tokens"]["0"]
    before = web.stored(gid)
    body = json.dumps({"action": "stake 1", "pad": "x" * 1_000_000})
    res = web.client.post(
        f"/api/games/{gid}/actions",
        content=body,
        headers={"X-Seat-Token": t0, "content-type": "application/json"},
    )
    assert res.status_code == 413 and "too large" in res.json()["detail"]
    assert web.stored(gid) == before


def play_over_sockets(
    web: Web, seats: int, game: str = "duel", params: dict[str, Any] | None = None
) -> tuple[str, list[list[dict[str, Any]]], Record]:
    """Play a game to the end with every seat on its own socket and a spectator; keep frames."""
    data = web.create(game=game, seats=["human"] * seats, seed=21, params=params or {})
    gid = data["id"]
    tokens = [data["tokens"][str(s)] for s in range(seats)]
    frames: list[list[dict[str, Any]]] = [[] for _ in range(seats + 1)]
    from contextlib import ExitStack

    with ExitStack() as stack:
        sockets = [
            stack.enter_context(web.client.websocket_connect(f"/ws/games/{gid}"))
            for _ in range(seats + 1)
        ]
        pics = [hello(ws, tok) for ws, tok in zip(sockets, [*tokens, None], strict=True)]
        for i, p in enumerate(pics):
            frames[i].append(p)
        version = 0
        while pics[0]["game"]["outcome"] is None:
            mover = next(i for i in range(seats) if pics[i]["actions"])
            sockets[mover].send_json({"type": "act", "action": pics[mover]["actions"][-1]["text"]})
            version += 1
            for i, ws in enumerate(sockets):
                while True:
                    msg = ws.receive_json()
                    frames[i].append(msg)
                    if msg["type"] == "view" and msg["game"]["version"] == version:
                        pics[i] = msg
                        break
    record = Record.from_json(web.client.get(f"/api/games/{gid}/record").json())
    return gid, frames, record


@pytest.mark.parametrize(("game", "params"), [("duel", {}), ("tactics", {"stalemate_cycles": 1})])
def test_each_socket_receives_exactly_its_own_seats_views_and_log(
    web: Web, game: str, params: dict[str, Any]
) -> None:
    gid, frames, record = play_over_sockets(web, 2, game, params)
    assert len(record.actions) >= 10 and record.outcome is not None
    events = [Event.from_json(d) for _, d in web.store.events(gid)]
    for i, seat in enumerate([0, 1, None]):
        log: list[dict[str, Any]] = []
        views = [m for m in frames[i] if m["type"] == "view"]
        assert views, "every socket gets views"
        for msg in views:
            assert msg["seat"] == seat
            assert msg["view"] == replay(record, upto=msg["game"]["version"]).view(seat)
            assert msg["log_from"] == len(log)
            log.extend(msg["log"])
        assert [{k: v for k, v in e.items() if k != "i"} for e in log] == [
            e.for_seat(seat) for e in events
        ]
    # a seat's private parts of the log are only ever its own; spectators get none
    assert '"private"' not in json.dumps(frames[2])
    for i, seat in enumerate([0, 1]):
        for msg in frames[i]:
            for entry in msg.get("log", []):
                if "private" in entry:
                    assert entry["seat"] == seat


def test_the_record_of_a_game_in_progress_is_not_given_out(web: Web) -> None:
    data = web.create(seed=3)
    gid = data["id"]
    res = web.client.get(f"/api/games/{gid}/record")
    assert res.status_code == 409 and "once the game is over" in res.json()["detail"]
    assert web.client.get(f"/api/games/{gid}/replay").status_code == 409


def test_the_database_keeps_token_hashes_never_the_tokens(web: Web, tmp_path: Path) -> None:
    data = web.create(seed=3)
    web.store.close()
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("web.db*"))
    for token in data["tokens"].values():
        assert token.encode() not in raw


def test_parameters_naming_files_are_refused_over_the_web(web: Web) -> None:
    for value in ("/etc/passwd", "../boards/x", "~/board.json", "a\\b"):
        res = web.client.post("/api/games", json={"game": "duel", "params": {"target": value}})
        assert res.status_code == 422 and "file paths" in res.json()["detail"]
    assert web.client.get("/api/games").json()["games"] == []


def test_the_acting_socket_gets_its_reference_back_with_the_new_view(web: Web) -> None:
    data = web.create(seed=6)
    gid, t0 = data["id"], data["tokens"]["0"]
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        hello(ws, t0)
        ws.send_json({"type": "act", "action": "stake 2", "ref": "r1"})
        msg = next_of(ws, "view")
        assert msg["ack"] == "r1" and msg["game"]["version"] == 1
    assert web.stored(gid)[1] == 1
