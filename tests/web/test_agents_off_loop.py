"""AI seats think in worker threads: the server keeps answering while an agent is deciding."""

from __future__ import annotations

import threading
import warnings
from collections.abc import Hashable
from pathlib import Path
from typing import Any

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from pokeforge.core import State
from pokeforge.web.app import create_app
from pokeforge.web.bots import AgentBook
from pokeforge.web.store import Store


class Waiting:
    """An agent that does not decide until the test lets it (or 20 s pass)."""

    def __init__(self, release: threading.Event, started: threading.Event) -> None:
        self.release = release
        self.started = started

    def choose(self, state: State[Any], seat: int) -> Hashable:
        self.started.set()
        self.release.wait(20)
        return state.legal_actions(seat)[0]


def test_the_server_answers_while_an_ai_seat_is_thinking(tmp_path: Path) -> None:
    release, started = threading.Event(), threading.Event()
    book = AgentBook(["waiting"], lambda name, seed: Waiting(release, started))
    store = Store(f"sqlite:///{tmp_path / 'w.db'}")
    with TestClient(create_app(store=store, agents=book, agent_delay=0.0)) as client:
        data = client.post("/api/games", json={"game": "duel", "seats": ["waiting", "human"]})
        gid, token = data.json()["id"], data.json()["tokens"]["1"]
        assert started.wait(10), "the AI seat never started thinking"
        # the agent is still deciding: HTTP and the socket are served all the same
        assert client.get(f"/api/games/{gid}").json()["version"] == 0
        with client.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"type": "hello", "token": token})
            assert ws.receive_json()["game"]["version"] == 0
            ws.send_json({"type": "ping", "ref": 1})
            msg = ws.receive_json()
            while msg["type"] == "seats":
                msg = ws.receive_json()
            assert msg == {"type": "pong", "ref": 1}
            assert client.get(f"/api/games/{gid}").json()["version"] == 0
            release.set()
            while True:
                msg = ws.receive_json()
                if msg["type"] == "view":
                    break
            assert msg["game"]["version"] == 1
            assert msg["log"][-1]["text"].startswith("Player 1 set the stake")
    store.close()


class Flaky:
    """Fails its first decision, then plays the first legal action."""

    def __init__(self) -> None:
        self.calls = 0

    def choose(self, state: State[Any], seat: int) -> Hashable:
        self.calls += 1
        if self.calls == 1:
            raise RuntimeError("a bug in an agent")
        return state.legal_actions(seat)[0]


def test_an_ai_seat_that_fails_once_is_tried_again_and_the_game_goes_on(tmp_path: Path) -> None:
    import time

    book = AgentBook(["flaky"], lambda name, seed: Flaky())
    store = Store(f"sqlite:///{tmp_path / 'f.db'}")
    with TestClient(create_app(store=store, agents=book, agent_delay=0.0)) as client:
        gid = client.post("/api/games", json={"game": "duel", "seats": ["flaky", "flaky"]}).json()[
            "id"
        ]
        for _ in range(500):
            info = client.get(f"/api/games/{gid}").json()
            if info["status"] == "finished":
                break
            time.sleep(0.02)
        assert info["status"] == "finished"
    store.close()
