"""A real server killed with SIGKILL and started again loses nothing: same links, same game.

The restart tests run on SQLite and on PostgreSQL (``db_url``: a fresh database per test; the
PostgreSQL cases skip unless ``POKEFORGE_TEST_POSTGRES`` names a server)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from server_process import ServerProcess
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import ClientConnection, connect

from pokeforge.core import Record, verify
from pokeforge.web.store import Store


@contextmanager
def open_seat(server: ServerProcess, game_id: str, token: str | None) -> Iterator[ClientConnection]:
    with connect(f"{server.ws_base}/ws/games/{game_id}", open_timeout=10) as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        yield ws


def next_view(ws: ClientConnection, version: int | None = None) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = json.loads(ws.recv(timeout=10))
        if msg["type"] == "error":
            raise AssertionError(msg["reason"])
        if msg["type"] == "view" and (version is None or msg["game"]["version"] >= version):
            return msg


def play(server: ServerProcess, game_id: str, tokens: list[str], max_actions: int) -> int:
    """Play up to ``max_actions`` actions over sockets; returns the version reached."""
    with ExitStack() as stack:
        sockets = [stack.enter_context(open_seat(server, game_id, t)) for t in tokens]
        pics = [next_view(ws) for ws in sockets]
        version = pics[0]["game"]["version"]
        for _ in range(max_actions):
            if pics[0]["game"]["outcome"] is not None:
                break
            mover = next(i for i, p in enumerate(pics) if p["actions"])
            sockets[mover].send(
                json.dumps({"type": "act", "action": pics[mover]["actions"][0]["text"]})
            )
            version += 1
            pics = [next_view(ws, version) for ws in sockets]
        return int(version)
    raise AssertionError("unreachable")


@pytest.mark.parametrize(("game", "params"), [("duel", {}), ("tactics", {"stalemate_cycles": 1})])
def test_a_game_survives_sigkill_and_continues_from_the_same_links(
    db_url: str, game: str, params: dict[str, Any]
) -> None:
    db = db_url
    server = ServerProcess(db).start()
    try:
        server.next_seed(5)
        created = httpx.post(
            f"{server.base}/api/games",
            json={"game": game, "seats": ["human", "human"], "params": params},
        ).json()
        gid = created["id"]
        tokens = [created["tokens"]["0"], created["tokens"]["1"]]
        reached = play(server, gid, tokens, 4)
        assert reached == 4
        before = httpx.get(
            f"{server.base}/api/games/{gid}/view", headers={"X-Seat-Token": tokens[0]}
        )
        server.kill()
        server.start()
        after = httpx.get(
            f"{server.base}/api/games/{gid}/view", headers={"X-Seat-Token": tokens[0]}
        )
        assert after.status_code == 200
        assert after.json()["view"] == before.json()["view"]
        assert after.json()["log"] == before.json()["log"]
        assert after.json()["game"]["version"] == 4
        final = play(server, gid, tokens, 500)
        info = httpx.get(f"{server.base}/api/games/{gid}").json()
        assert info["status"] == "finished" and info["version"] == final
        record = Record.from_json(httpx.get(f"{server.base}/api/games/{gid}/record").json())
        assert verify(record)
    finally:
        server.stop()
    store = Store(db)
    stored = store.load(gid)
    store.close()
    assert stored is not None and stored.n_actions == final and stored.status == "finished"


def test_ai_seats_resume_by_themselves_after_a_restart(db_url: str) -> None:
    server = ServerProcess(db_url, ai_delay=0.2).start()
    try:
        created = httpx.post(
            f"{server.base}/api/games", json={"game": "duel", "seats": ["random", "random"]}
        ).json()
        server.kill()
        server.ai_delay = 0.0
        server.start()
        with open_seat(server, created["id"], None) as ws:
            pic = next_view(ws)
            while pic["game"]["outcome"] is None:
                pic = next_view(ws, pic["game"]["version"] + 1)
        assert pic["game"]["status"] == "finished"
    finally:
        server.stop()


def test_the_transport_refuses_a_1_mb_socket_message_and_nothing_changes(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'big.db'}"
    with ServerProcess(db) as server:
        created = httpx.post(f"{server.base}/api/games", json={"game": "duel"}).json()
        gid, t0 = created["id"], created["tokens"]["0"]
        before = Store(db).load(gid)
        with open_seat(server, gid, t0) as ws, pytest.raises(ConnectionClosed) as closed:
            next_view(ws)
            ws.send(json.dumps({"type": "act", "action": "stake 1", "pad": "x" * (1 << 20)}))
            while True:
                msg = json.loads(ws.recv(timeout=10))
                assert msg["type"] != "view" or msg["game"]["version"] == 0
        assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
        big = httpx.post(
            f"{server.base}/api/games/{gid}/actions",
            content=json.dumps({"action": "stake 1", "pad": "x" * (1 << 20)}),
            headers={"X-Seat-Token": t0, "content-type": "application/json"},
        )
        assert big.status_code == 413
        after = Store(db).load(gid)
        assert before is not None and after is not None
        assert (
            (after.digest, after.n_actions)
            == (before.digest, before.n_actions)
            == (
                before.digest,
                0,
            )
        )


class CliServer(ServerProcess):
    """The installed ``pokeforge serve`` command itself (not the tests' wrapper), on a free port;
    what it prints goes to :attr:`output`."""

    def start(self, timeout: float = 30.0) -> CliServer:
        exe = Path(sys.executable).with_name("pokeforge")
        entry = "from pokeforge.cli.main import main; main()"
        command = [str(exe)] if exe.exists() else [sys.executable, "-c", entry]
        cmd = [
            *command,
            "serve",
            "--port",
            str(self.port),
            "--db",
            self.db,
            "--ai-delay",
            str(self.ai_delay),
        ]
        self.output = tempfile.TemporaryFile()  # noqa: SIM115 (kept open for the process)
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen(cmd, stdout=self.output, stderr=subprocess.STDOUT, env=env)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                raise RuntimeError(
                    f"pokeforge serve exited with {self.proc.returncode}: {self.said()}"
                )
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1.0).json() == {"status": "ok"}:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.kill()
        raise RuntimeError(f"pokeforge serve did not answer /healthz in time: {self.said()}")

    def said(self) -> str:
        self.output.seek(0)
        return self.output.read().decode(errors="replace")


def test_pokeforge_serve_on_the_database_serves_and_keeps_a_game_across_sigkill(
    db_url: str,
) -> None:
    server = CliServer(db_url).start()
    try:
        created = httpx.post(
            f"{server.base}/api/games",
            json={"game": "tactics", "seats": ["human", "human"], "params": {}},
        ).json()
        gid = created["id"]
        tokens = [created["tokens"]["0"], created["tokens"]["1"]]
        assert play(server, gid, tokens, 3) == 3
        said = server.said()
        server.kill()
        server.start()
        info = httpx.get(f"{server.base}/api/games/{gid}").json()
        assert info["status"] == "playing" and info["version"] == 3
        assert play(server, gid, tokens, 1) == 4
    finally:
        server.stop()
    # it says where the games are, never the database's password
    where = db_url.split("@")[-1] if "@" in db_url else db_url.split("///")[-1]
    assert where in said
    password = urlsplit(db_url).password
    assert password is None or f":{password}@" not in said
