"""Seeds on the server are secret: drawn by the server, told to nobody before the game is over.

The seed is the future of every die and every draw: whoever knows it knows the game. The web app
draws it from the secure source, refuses a seed in a request, and gives it out only in the record
of a finished game (which then replays and verifies).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from web_support import Web

from pokeforge.core import Record, verify
from pokeforge.core.registry import all_games, get_game
from pokeforge.web.rooms import agent_seed, secret_seed


def test_a_seed_in_the_create_request_is_refused_with_a_reason(web: Web) -> None:
    for seed in (5, None, "7"):
        res = web.client.post("/api/games", json={"game": "duel", "seed": seed})
        assert res.status_code == 422, res.text
        assert "seed cannot be chosen" in res.json()["detail"]
    assert web.seeds.given == []  # nothing was created
    assert web.store.list_games() == []


def test_the_server_draws_seeds_from_the_secure_source() -> None:
    seeds = {secret_seed() for _ in range(50)}
    assert len(seeds) == 50
    assert all(0 <= s < 2**62 for s in seeds)
    assert max(seeds) > 2**48  # the whole range is used, not a small one


def _texts_of_api(web: Web, gid: str, token: str) -> list[str]:
    """Every answer of every route about this game, as a seat and as a spectator."""
    get = web.client.get
    answers = [
        get(f"/api/games/{gid}"),
        get(f"/api/games/{gid}/view"),
        get(f"/api/games/{gid}/view", params={"log_from": 1}),
        get(f"/api/games/{gid}/view", headers={"X-Seat-Token": token}),
        get(f"/api/games/{gid}/view", headers={"Authorization": f"Bearer {token}"}),
        get("/api/games"),
        get(f"/api/games/{gid}/record"),
        get(f"/api/games/{gid}/replay", params={"step": 1}),
        get(f"/play/{gid}"),
        get(f"/replay/{gid}"),
        get("/"),
    ]
    return [a.text for a in answers]


def _play_over_socket(web: Web, gid: str, token: str) -> tuple[list[str], list[str]]:
    """Player 1 plays its first legal action each time until the end, over a WebSocket, while a
    spectator watches; every frame both receive, and every API answer on the way."""
    frames: list[str] = []
    api: list[str] = []
    url = f"/ws/games/{gid}"
    with web.client.websocket_connect(url) as seat, web.client.websocket_connect(url) as watch:
        seat.send_json({"type": "hello", "token": token})
        watch.send_json({"type": "hello", "token": None})
        end = time.monotonic() + 60
        while time.monotonic() < end:
            text = seat.receive_text()
            frames.append(text)
            msg: dict[str, Any] = json.loads(text)
            if msg["type"] != "view":
                continue
            if msg["game"]["outcome"] is not None:
                break
            answers = _texts_of_api(web, gid, token)
            row = web.store.load(gid)
            if row is not None and row.status == "playing":  # all asked before the end
                api.extend(answers)
            if msg["actions"]:
                seat.send_json({"type": "act", "action": msg["actions"][0]["text"], "ref": 1})
            else:
                seat.send_json({"type": "sync"})
                time.sleep(0.01)
        else:
            raise AssertionError("the game did not end in time")
        seat.send_json({"type": "ping", "ref": "p"})
        while True:
            text = seat.receive_text()
            frames.append(text)
            if '"pong"' in text:
                break
        watch.send_json({"type": "ping", "ref": "p"})
        while True:
            text = watch.receive_text()
            frames.append(text)
            if '"pong"' in text:
                break
    return frames, api


def test_the_seed_is_in_no_answer_nor_frame_and_in_the_record_once_the_game_is_over(
    web: Web, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    from pokeforge.cli.main import app

    created = web.client.post(
        "/api/games", json={"game": "duel", "seats": ["human", "random"], "listed": True}
    )
    assert created.status_code == 201
    (seed,) = web.seeds.given  # drawn by the secure source (nothing was queued)
    gid, token = created.json()["id"], created.json()["tokens"]["0"]
    secret = str(seed)
    assert len(secret) >= 12  # long enough that finding it anywhere is no coincidence
    # before the end: the record and the replay are refused
    early = web.client.get(f"/api/games/{gid}/record")
    assert early.status_code == 409 and "once the game is over" in early.json()["detail"]
    assert web.client.get(f"/api/games/{gid}/replay").status_code == 409
    frames, api = _play_over_socket(web, gid, token)
    assert len(frames) > 3 and len(api) > 10
    for text in [created.text, *frames, *api]:
        assert secret not in text, text[:300]
        assert '"seed"' not in text, text[:300]
    # after the end: the record holds the seed, replays and verifies
    res = web.client.get(f"/api/games/{gid}/record")
    assert res.status_code == 200
    record = Record.from_json(res.json())
    assert record.seed == seed and record.outcome is not None
    assert verify(record)
    path = tmp_path / "game.json"
    path.write_bytes(res.content)
    result = CliRunner().invoke(app, ["replay", str(path), "--verify"])
    assert result.exit_code == 0, result.output
    replayed = web.client.get(f"/api/games/{gid}/replay", params={"step": 1})
    assert replayed.status_code == 200


def test_ai_seeds_come_from_a_secret_of_their_own_and_survive_a_restart(web: Web) -> None:
    # two games with the same game seed: their AI seats' seeds differ (they do not come from it)
    a = web.create(seats=["human", "random"], seed=1234)["id"]
    b = web.create(seats=["human", "random"], seed=1234)["id"]
    row_a, row_b = web.store.load(a), web.store.load(b)
    assert row_a is not None and row_b is not None
    assert row_a.seed == row_b.seed == 1234
    assert row_a.agent_secret is not None and row_b.agent_secret is not None
    assert row_a.agent_secret != row_b.agent_secret
    assert agent_seed(row_a, 1) != agent_seed(row_b, 1)
    assert agent_seed(row_a, 1) != (1234 * 7919 + 104729) % 2**31  # not the old derivation
    # the secret is stored: a reloaded game (a restart) gives its AI the same seed
    again = web.store.load(a)
    assert again is not None and agent_seed(again, 1) == agent_seed(row_a, 1)
    # and it is in no answer
    view = web.client.get(f"/api/games/{a}/view").text
    assert row_a.agent_secret not in view


@pytest.mark.parametrize("slug", sorted(g.slug for g in all_games()))
def test_no_game_shows_its_seed_to_a_seat_or_a_spectator_while_it_is_on(
    web: Web, slug: str
) -> None:
    game = get_game(slug)
    seats = ["human"] + ["random"] * (game.default_seats - 1)
    created = web.client.post("/api/games", json={"game": slug, "seats": seats})
    assert created.status_code == 201, created.text
    secret = str(web.seeds.given[-1])
    gid, token = created.json()["id"], created.json()["tokens"]["0"]
    seen = 0
    end = time.monotonic() + 30
    while seen < 30 and time.monotonic() < end:
        answers = _texts_of_api(web, gid, token)
        row = web.store.load(gid)
        assert row is not None
        if row.status != "playing":
            break
        for text in answers:
            assert secret not in text, text[:300]
        seen += 1
        pic = web.view(gid, token)
        if pic["actions"]:
            texts = [a["text"] for a in pic["actions"] if a["text"] != "concede"]
            web.act(gid, token, (texts or [pic["actions"][0]["text"]])[0])
        else:
            time.sleep(0.01)
    assert seen >= 1
