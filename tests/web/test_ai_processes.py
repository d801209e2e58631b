"""AI seats think in worker processes: another process decides, the budget shrinks when many
decisions wait, and a game survives a worker killed (or the server killed) in the middle of an AI
seat's turn."""

from __future__ import annotations

import asyncio
import functools
import math
import os
import signal
import time
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from server_process import ServerProcess
from slow_agents import holding, thinking_pids
from web_support import Web

from pokeforge.agents import LEVELS
from pokeforge.core.registry import get_game
from pokeforge.web.app import create_app
from pokeforge.web.bots import AgentBook
from pokeforge.web.store import Store, encode_state
from pokeforge.web.thinkers import (
    MIN_ITERATIONS,
    Job,
    ProcessThinker,
    scaled_settings,
    think,
)


def wait_for(check: Any, what: str, seconds: float = 30.0) -> Any:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = check()
        if value:
            return value
        time.sleep(0.02)
    raise AssertionError(f"timed out waiting for {what}")


def test_an_ai_seat_decides_in_a_worker_process_not_the_servers(web: Web) -> None:
    made = web.create(seats=["random", "human"], seed=3)
    gid = made["id"]
    wait_for(lambda: web.view(gid)["game"]["version"] >= 1, "the AI seat's action")
    rooms = web.client.app.state.rooms  # type: ignore[attr-defined]
    decisions = list(rooms.thinker.recent)
    assert decisions, "no decision was made by the worker processes"
    for d in decisions:
        assert d.pid != os.getpid()
        assert Path(f"/proc/{d.pid}").exists()  # a live worker, started by this server


def test_the_ai_seeds_do_not_depend_on_the_worker_that_thinks() -> None:
    """Two thinkers (other processes) given the same state, seat and seed decide alike, and the
    seed is what decides (a random agent's choices differ between seeds)."""
    game = get_game("tactics")
    state = game.new_state(game.params({}), seed=4, seats=2)
    text = encode_state(state.to_json())
    seat = state.to_act()[0]

    async def decide() -> list[str]:
        thinker = ProcessThinker(workers=1)
        try:
            decisions = [await thinker.decide("tactics", text, seat, "random", s) for s in range(8)]
            return [d.action for d in decisions]
        finally:
            thinker.close()

    first, second = asyncio.run(decide()), asyncio.run(decide())
    assert first == second
    assert len(set(first)) > 1
    assert set(first) <= {str(a) for a in state.legal_actions(seat)}


def test_scaled_settings_keep_the_level_when_nobody_waits_and_shrink_when_many_do() -> None:
    normal = LEVELS["normal"]
    assert scaled_settings(normal, 1.0) == normal
    small = scaled_settings(normal, 0.1)
    assert normal.iterations is not None and normal.seconds is not None
    assert small.iterations == 50 and small.seconds == pytest.approx(normal.seconds * 0.1)
    tiny = scaled_settings(normal, 1e-6)
    assert tiny.iterations == MIN_ITERATIONS and tiny.seconds is not None and tiny.seconds > 0


def test_the_search_budget_shrinks_while_decisions_wait_in_line() -> None:
    game = get_game("tactics")
    state = game.new_state(game.params({}), seed=9, seats=2)
    text = encode_state(state.to_json())
    seat = state.to_act()[0]

    summary = []

    async def many() -> list[Any]:
        thinker = ProcessThinker(workers=1)
        try:
            jobs = [thinker.decide("tactics", text, seat, "normal", s) for s in range(6)]
            return list(await asyncio.gather(*jobs))
        finally:
            summary.append(thinker.summary())
            thinker.close()

    decisions = sorted(asyncio.run(many()), key=lambda d: d.started)
    assert summary[0].startswith("AI decisions: 6 in 1 worker process(es)")
    normal_iterations = LEVELS["normal"].iterations
    assert decisions[0].scale == pytest.approx(1.0, abs=1e-3)
    assert decisions[0].iterations == normal_iterations
    # the next one left 4 behind it in line: at most a fifth of the budget (less when its wait
    # used up part of the level's time), and so on down the line
    assert decisions[1].scale <= 1 / 5 + 1e-9
    assert normal_iterations is not None
    # decision i left 5 - i behind it in line: at most 1 / (1 + 5 - i) of the budget (the
    # wait in line only lowers it, so a quiet machine gives exactly that share)
    for i, d in enumerate(decisions[1:], start=1):
        share = 1 / (1 + 5 - i)
        assert d.scale <= share + 1e-9
        assert d.iterations is not None and d.iterations <= math.ceil(normal_iterations * share)
    for d in decisions:
        assert d.searched is not None and d.iterations is not None
        assert d.searched <= d.iterations


@pytest.fixture
def hold_folder(tmp_path: Path) -> Iterator[Path]:
    folder = tmp_path / "hold"
    folder.mkdir()
    (folder / "hold").write_text("")
    yield folder
    (folder / "hold").unlink(missing_ok=True)


def test_a_game_survives_a_worker_killed_in_the_middle_of_an_ai_turn(
    tmp_path: Path, hold_folder: Path
) -> None:
    book = AgentBook(["holding"], functools.partial(holding, hold_folder), processes=True)
    store = Store(f"sqlite:///{tmp_path / 'k.db'}")
    with TestClient(create_app(store=store, agents=book, agent_delay=0.0)) as client:
        gid = client.post("/api/games", json={"game": "duel", "seats": ["holding", "human"]})
        gid = gid.json()["id"]
        pids = wait_for(lambda: thinking_pids(hold_folder), "the AI seat to start thinking")
        assert os.getpid() not in pids
        os.kill(pids[0], signal.SIGKILL)  # the worker this test's server started
        (hold_folder / "hold").unlink()
        info = wait_for(
            lambda: (i := client.get(f"/api/games/{gid}").json())["version"] >= 1 and i,
            "the AI seat's action after its worker was killed",
        )
        assert info["version"] >= 1 and info["status"] in ("playing", "finished")
        survivors = set(thinking_pids(hold_folder)) - {pids[0]}
        assert survivors, "the decision was not made again by a new worker"
    store.close()


def test_an_ai_turn_interrupted_by_a_server_kill_resumes_after_the_restart(
    tmp_path: Path, hold_folder: Path
) -> None:
    db = f"sqlite:///{tmp_path / 'r.db'}"
    server = ServerProcess(db, extra=["--hold-agent", str(hold_folder)]).start()
    try:
        made = httpx.post(
            f"{server.base}/api/games", json={"game": "duel", "seats": ["holding", "human"]}
        ).json()
        gid = made["id"]
        pids = wait_for(lambda: thinking_pids(hold_folder), "the AI seat to start thinking")
        server.kill()
        for pid in pids:  # the killed server's worker: ended by its id
            os.kill(pid, signal.SIGKILL)
        stored = Store(db).load(gid)
        assert stored is not None and stored.n_actions == 0  # killed in the middle of the turn
        (hold_folder / "hold").unlink()
        server.start()
        wait_for(
            lambda: httpx.get(f"{server.base}/api/games/{gid}").json()["version"] >= 1,
            "the AI seat's action after the restart",
        )
    finally:
        server.stop()


def test_a_decision_that_waited_its_levels_time_in_line_searches_the_least() -> None:
    """The level's time budget counts from when the decision was asked for: one that waited in
    line for all of it gets the smallest search, one that waited half gets at most half."""
    game = get_game("tactics")
    state = game.new_state(game.params({}), seed=9, seats=2)
    text = encode_state(state.to_json())
    seat = state.to_act()[0]
    normal = LEVELS["normal"]
    assert normal.seconds is not None and normal.iterations is not None
    late = think(Job("tactics", text, seat, "normal", 5, waited=normal.seconds))
    assert late.iterations == MIN_ITERATIONS
    half = think(Job("tactics", text, seat, "normal", 5, waited=normal.seconds / 2))
    assert half.iterations is not None and half.iterations <= normal.iterations // 2
    fresh = think(Job("tactics", text, seat, "normal", 5))
    assert fresh.iterations == normal.iterations


def test_the_agent_in_a_worker_is_handed_only_what_its_seat_may_know() -> None:
    """The worker re-deals what the seat cannot see before the agent gets the state: the agent's
    copy shows the seat the same view, but its hidden cards are not the real ones."""
    from pokeforge.agents import make_agent

    game = get_game("origins")
    real = game.new_state(game.params({}), seed=21, seats=2)
    seat = real.to_act()[0]
    seen: list[Any] = []

    def spy(name: str, seed: int) -> Any:
        agent = make_agent("random", seed)
        choose = agent.choose

        def capture(state: Any, s: int) -> Any:
            seen.append(state)
            return choose(state, s)

        agent.choose = capture  # type: ignore[method-assign]
        return agent

    decision = think(Job("origins", encode_state(real.to_json()), seat, "random", 3, factory=spy))
    assert len(seen) == 1
    copy = seen[0]
    assert copy.view(seat) == real.view(seat)
    assert copy.digest() != real.digest()  # the hidden cards were dealt again
    assert decision.action in {str(a) for a in real.legal_actions(seat)}


def test_new_games_with_ai_seats_are_refused_while_the_ai_line_is_full(web: Web) -> None:
    rooms = web.client.app.state.rooms  # type: ignore[attr-defined]
    rooms.thinker.queue_limit = 0
    res = web.client.post("/api/games", json={"game": "duel", "seats": ["human", "random"]})
    assert res.status_code == 429 and "AI" in res.json()["detail"]
    # people may still play each other
    assert web.client.post("/api/games", json={"game": "duel"}).status_code == 201
