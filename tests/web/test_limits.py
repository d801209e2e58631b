"""Bounds on what one visitor can make the server do: socket floods, deep JSON, game creation,
AI-only games, old games, cached pictures and replays, headers, and error texts without paths."""

from __future__ import annotations

import time
import warnings
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from starlette.websockets import WebSocketDisconnect
from web_support import Web

from pokeforge.core import Record, all_games, describe_params, replay
from pokeforge.web import rooms as rooms_module
from pokeforge.web.app import create_app
from pokeforge.web.limits import SocketLimits
from pokeforge.web.store import GAMES, Store


def finished_game(web: Web, seed: int = 8) -> tuple[str, int]:
    data = web.create(seats=["random", "random"], seed=seed)
    gid = data["id"]
    end = time.monotonic() + 30
    while time.monotonic() < end:
        info = web.client.get(f"/api/games/{gid}").json()
        if info["status"] == "finished":
            return gid, int(info["version"])
        time.sleep(0.02)
    raise AssertionError("the game did not finish")


def next_of(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == kind:
            return msg


def test_repeated_syncs_build_a_seats_picture_once_per_version(
    web: Web, monkeypatch: pytest.MonkeyPatch
) -> None:
    gid, version = finished_game(web)
    built: Counter[int | None] = Counter()
    real = rooms_module.picture

    def counted(game: Any, state: Any, seat: int | None) -> dict[str, Any]:
        built[seat] += 1
        return real(game, state, seat)

    monkeypatch.setattr(rooms_module, "picture", counted)
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"type": "hello", "token": None})
        first = next_of(ws, "view")
        for _ in range(40):
            ws.send_json({"type": "sync"})
        ws.send_json({"type": "ping", "ref": "end"})
        answers = []
        while (msg := ws.receive_json())["type"] != "pong":
            answers.append(msg)
    # every ask is answered by the one picture (asks that come while it waits to be sent share it)
    views = [a for a in answers if a["type"] == "view"]
    assert views and all(v == first for v in views)
    assert first["game"]["version"] == version
    assert built[None] <= 1, built


def test_a_socket_that_floods_is_told_to_slow_down_and_then_closed(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'f.db'}")
    limits = SocketLimits(rate=5.0, burst=5, flood=30)
    app = create_app(store=store, agent_delay=0.0, socket_limits=limits)
    with TestClient(app) as client:
        gid = client.post("/api/games", json={"game": "duel"}).json()["id"]
        with client.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"type": "hello", "token": None})
            next_of(ws, "view")
            for i in range(60):
                ws.send_json({"type": "ping", "ref": i})
            pongs, reasons = 0, []
            with pytest.raises(WebSocketDisconnect) as closed:
                while True:
                    msg = ws.receive_json()
                    if msg["type"] == "pong":
                        pongs += 1
                    elif msg["type"] == "error":
                        reasons.append(msg["reason"])
            assert closed.value.code == 1008
        assert 5 <= pongs < 30
        assert reasons and "slow down: at most 5 messages a second" in reasons[0]
        # the server is none the worse, and a new socket works
        assert client.get("/healthz").status_code == 200
        with client.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"type": "hello", "token": None})
            assert next_of(ws, "view")["game"]["id"] == gid
    store.close()


def test_deeply_nested_json_gets_a_clean_error_and_the_socket_stays_open(web: Web) -> None:
    data = web.create(seed=2)
    gid = data["id"]
    before = web.stored(gid)
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"type": "hello", "token": data["tokens"]["0"]})
        next_of(ws, "view")
        ws.send_text("[" * 8_000 + "]" * 8_000)
        assert "nested deeper" in next_of(ws, "error")["reason"]
        ws.send_text('{"type": "act", "action": "stake 1", "x": ' + "[" * 200 + "]" * 200 + "}")
        assert "nested deeper" in next_of(ws, "error")["reason"]
        ws.send_json({"type": "ping", "ref": "still here"})
        assert next_of(ws, "pong")["ref"] == "still here"
    assert web.stored(gid) == before


def test_no_error_message_names_a_file_of_the_server(web: Web) -> None:
    res = web.client.post("/api/games", json={"game": "tactics", "params": {"board": "passwd"}})
    assert res.status_code == 422
    detail = res.json()["detail"]
    assert "passwd" in detail and "no such board" in detail
    assert "/" not in detail and "src" not in detail and "pokeforge" not in detail


def test_creating_games_is_limited_per_client_address(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'c.db'}")
    app = create_app(store=store, agent_delay=0.0, create_per_minute=6, create_burst=3)
    with TestClient(app) as client:
        # a refused request (bad parameters) costs nothing
        for _ in range(5):
            bad = client.post("/api/games", json={"game": "duel", "params": {"target": 99}})
            assert bad.status_code == 422
        for _ in range(3):
            assert client.post("/api/games", json={"game": "duel"}).status_code == 201
        refused = client.post("/api/games", json={"game": "duel"})
        assert refused.status_code == 429
        assert (
            "too many new games from your address (at most 6 a minute)" in refused.json()["detail"]
        )
        assert 1 <= int(refused.headers["retry-after"]) <= 10
    with store.engine.connect() as conn:
        assert conn.execute(sa.select(sa.func.count()).select_from(GAMES)).scalar_one() == 3
    store.close()


def test_created_rooms_join_the_eviction_pool(web: Web) -> None:
    rooms = web.client.app.state.rooms  # type: ignore[attr-defined]
    rooms.max_idle_rooms = 5
    ids = [web.create(seed=i)["id"] for i in range(12)]
    assert len(rooms.rooms) <= 5
    # an evicted game is loaded again when someone opens it
    assert web.view(ids[0])["game"]["id"] == ids[0]


def test_ai_only_games_beyond_the_limit_are_refused_clearly(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'ai.db'}")
    app = create_app(store=store, agent_delay=5.0, max_ai_games=1)
    with TestClient(app) as client:
        first = client.post("/api/games", json={"game": "duel", "seats": ["random", "random"]})
        assert first.status_code == 201
        second = client.post("/api/games", json={"game": "duel", "seats": ["random", "random"]})
        assert second.status_code == 429
        assert "at most 1 games between AI players at once" in second.json()["detail"]
        # a game with a person in it is not an AI-only game
        mixed = client.post("/api/games", json={"game": "duel", "seats": ["human", "random"]})
        assert mixed.status_code == 201
    store.close()


def test_after_a_restart_ai_only_games_take_turns_for_the_free_slots(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'r.db'}")
    ids = []
    with TestClient(create_app(store=store, agent_delay=30.0, max_ai_games=10)) as client:
        for _ in range(3):
            res = client.post("/api/games", json={"game": "duel", "seats": ["random", "random"]})
            ids.append(res.json()["id"])
    app = create_app(store=store, agent_delay=0.0, max_ai_games=1)
    with TestClient(app) as client:
        rooms = app.state.rooms
        assert len(rooms.ai_running) <= 1
        assert len(rooms.ai_running) + len(rooms.ai_waiting) >= 2
        end = time.monotonic() + 60
        while time.monotonic() < end:
            infos = [client.get(f"/api/games/{gid}").json() for gid in ids]
            assert len(rooms.ai_running) <= 1
            if all(i["status"] == "finished" for i in infos):
                break
            time.sleep(0.02)
        assert all(i["status"] == "finished" for i in infos)
    store.close()


def test_keep_days_prunes_old_finished_games_only(tmp_path: Path) -> None:
    store = Store(f"sqlite:///{tmp_path / 'p.db'}")
    with TestClient(create_app(store=store, agent_delay=0.0)) as client:
        web = Web(client, store)
        old_done, _ = finished_game(web, seed=1)
        new_done, _ = finished_game(web, seed=2)
        old_open = web.create(seed=3)["id"]
    ten_days_ago = time.time() - 10 * 86_400
    with store.engine.begin() as conn:
        conn.execute(
            GAMES.update()
            .where(GAMES.c.id.in_([old_done, old_open]))
            .values(updated_at=ten_days_ago)
        )
    with TestClient(create_app(store=store, agent_delay=0.0, keep_days=7)) as client:
        assert client.get(f"/api/games/{old_done}").status_code == 404
        assert client.get(f"/api/games/{new_done}").status_code == 200
        assert client.get(f"/api/games/{old_open}").status_code == 200
    assert store.events(old_done) == [] and store.actions(old_done) == []
    store.close()


def test_replay_steps_are_cached_and_replayed_from_kept_states(
    web: Web, monkeypatch: pytest.MonkeyPatch
) -> None:
    gid, total = finished_game(web, seed=4)
    record = Record.from_json(web.client.get(f"/api/games/{gid}/record").json())
    room = web.client.app.state.rooms.rooms[gid]  # type: ignore[attr-defined]
    monkeypatch.setattr(rooms_module, "CHECKPOINT_EVERY", 4)
    calls = Counter[int]()
    real = type(room).replay_state

    def counted(self: Any, step: int) -> Any:
        calls[step] += 1
        return real(self, step)

    monkeypatch.setattr(type(room), "replay_state", counted)
    for step in [total, total, 0, 1, total // 2, total // 2, total]:
        got = web.client.get(f"/api/games/{gid}/replay", params={"step": step}).json()
        assert got["view"] == replay(record, upto=step).view(None)
    assert calls[total] == 1 and calls[total // 2] == 1
    assert room._checkpoints, "states are kept along the way"
    for step in range(total + 1):
        assert room.replay_state(step).digest() == replay(record, upto=step).digest()


def test_pages_and_files_carry_security_and_cache_headers(web: Web) -> None:
    gid = web.create()["id"]
    for path in ("/", f"/play/{gid}", f"/replay/{gid}", "/play/nope", "/api/catalog"):
        res = web.client.get(path)
        assert res.headers["x-content-type-options"] == "nosniff"
        assert res.headers["x-frame-options"] == "DENY"
        csp = res.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp
    static = web.client.get("/static/js/lobby.js")
    assert static.status_code == 200 and "no-cache" in static.headers["cache-control"]
    assert static.headers["x-content-type-options"] == "nosniff"
    again = web.client.get("/static/js/lobby.js", headers={"If-None-Match": static.headers["etag"]})
    assert again.status_code == 304


def test_the_catalogue_gives_each_games_public_parameters_as_describe_params_does(web: Web) -> None:
    data = web.client.get("/api/catalog").json()
    by_slug = {g["slug"]: g for g in data["games"]}
    for game in all_games():
        offered = [p for p in describe_params(game.params_type) if not p.get("secret")]
        assert by_slug[game.slug]["params"] == offered
        one = web.client.get(f"/api/games/kinds/{game.slug}/params").json()
        assert one["params"] == offered
    assert web.client.get("/api/games/kinds/nonesuch/params").status_code == 404


def test_the_hex_generations_typed_in_the_form_create_a_game(web: Web) -> None:
    res = web.client.post(
        "/api/games", json={"game": "hex", "params": {"generations": "1,2"}, "seats": ["human"] * 2}
    )
    assert res.status_code == 201, res.text
    row = web.store.load(res.json()["id"])
    assert row is not None and row.params["generations"] == [1, 2]


def test_a_replay_asked_for_a_missing_player_names_players_not_seats(web: Web) -> None:
    gid, _ = finished_game(web, seed=5)
    bad = web.client.get(f"/api/games/{gid}/replay", params={"step": 1, "seat": 7})
    assert bad.status_code == 400
    assert bad.json()["detail"] == "no such player: this game has Player 1 to Player 2"


@pytest.fixture
def busy_port() -> Iterator[int]:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        s.listen(1)
        yield int(s.getsockname()[1])


def test_serve_on_a_busy_port_says_so_without_offering_an_address(busy_port: int) -> None:
    from typer.testing import CliRunner

    from pokeforge.cli.main import app

    result = CliRunner().invoke(app, ["serve", "--port", str(busy_port)])
    assert result.exit_code == 2
    assert f"port {busy_port} on 127.0.0.1 is already in use" in result.output
    assert "open http" not in result.output
