"""Reaction windows in the web app: who is asked shows to nobody, and a person who can only pass
is answered for (a private preference)."""

from __future__ import annotations

import time
from typing import Any

from web_support import Web

from fixtures.ambush import SHIELD, AmbushState
from pokeforge.core.registry import get_game


def _seed_where(test: Any) -> int:
    """The first seed whose dealt Ambush hands pass ``test`` (the server's seed source is the
    tests' hook, so the test knows the hands without reading the game)."""
    game = get_game("ambush")
    for seed in range(500):
        state = game.new_state(game.params({}), seed=seed, seats=2)
        assert isinstance(state, AmbushState)
        if test(state.hands):
            return seed
    raise AssertionError("no such seed")


def _wait_for(web: Web, gid: str, version: int) -> dict[str, Any]:
    for _ in range(200):
        view = web.view(gid)
        if view["game"]["version"] >= version:
            return view
        time.sleep(0.02)
    raise AssertionError(f"game {gid} did not reach version {version}")


def test_a_person_who_can_only_pass_is_answered_for_and_the_game_goes_on(web: Web) -> None:
    seed = _seed_where(lambda h: SHIELD not in h[0] and SHIELD not in h[1])
    data = web.create("ambush", seed=seed)
    gid, t0 = data["id"], data["tokens"]["0"]
    assert web.act(gid, t0, "attack").status_code == 200
    view = _wait_for(web, gid, 3)  # the attack, then both passes given by the server
    assert view["view"]["hp"] == [3, 2] and view["view"]["window"] is None
    assert [e["text"] for e in view["log"]][-3:-1] == [
        "Nobody plays a Shield.",
        "Player 2 loses a hit point.",
    ]


def _until(ws: Any, kind: str) -> dict[str, Any]:
    for _ in range(20):
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == kind:
            return msg
    raise AssertionError(f"no {kind!r} message")


def _public_during_window(web: Web, seed: int, ask_always: bool) -> tuple[str, str]:
    """Create a game with ``seed``, let Player 2 ask to be asked always if told to, attack, and
    return the spectator's and Player 1's view texts while the window waits for Player 2."""
    data = web.create("ambush", seed=seed, listed=True)
    gid, tokens = data["id"], data["tokens"]
    with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
        ws.send_json({"type": "hello", "token": tokens["1"]})
        assert ws.receive_json()["type"] == "view"
        ws.send_json({"type": "prefs", "ask_always": ask_always})
        assert _until(ws, "prefs") == {"type": "prefs", "ask_always": ask_always, "ref": None}
        assert web.act(gid, tokens["0"], "attack").status_code == 200
        seen = _until(ws, "view")
        assert seen["prompt"]["kind"] == "react"  # Player 2 is asked
        time.sleep(0.1)  # the server answers only for Player 1, who can only pass
        spectator = web.client.get(f"/api/games/{gid}/view").json()
        player_1 = web.client.get(
            f"/api/games/{gid}/view", headers={"X-Seat-Token": tokens["0"]}
        ).json()
    listed = next(g for g in web.client.get("/api/games").json()["games"] if g["id"] == gid)
    assert listed["to_act"] == [], "the lobby's list tells who is asked"
    for pic in (spectator, player_1):
        assert pic["game"]["to_act"] == [] and pic["game"]["reactions"] == "attack"
        pic["game"]["id"] = "-"  # the two games differ in their ids and who is online
        pic["game"]["seats"] = []
    return repr(spectator), repr(player_1)


def test_the_public_view_during_a_window_is_the_same_whether_or_not_the_asked_seat_holds_the_card(
    web: Web,
) -> None:
    holds = _seed_where(lambda h: SHIELD not in h[0] and SHIELD in h[1])
    lacks = _seed_where(lambda h: SHIELD not in h[0] and SHIELD not in h[1] and len(h[1]) == 2)
    assert _public_during_window(web, holds, False) == _public_during_window(web, lacks, True)


def test_a_parameter_that_names_a_seats_secret_cannot_be_set_nor_is_offered(web: Web) -> None:
    res = web.client.post(
        "/api/games", json={"game": "sinnoh", "params": {"fate1": "x"}, "seats": ["human", "human"]}
    )
    assert res.status_code == 422 and "fate1" in res.json()["detail"]
    assert web.store.list_games() == []
    catalog = web.client.get("/api/catalog").json()
    sinnoh = next(g for g in catalog["games"] if g["slug"] == "sinnoh")
    names = {p["name"] for p in sinnoh["params"]}
    assert "mode" in names and not {"fate0", "fate1"} & names
    assert not {"fate0", "fate1"} & set(sinnoh["params_schema"]["properties"])
    assert not {"fate0", "fate1"} & set(sinnoh["params_defaults"])
    form = web.client.get("/api/games/kinds/sinnoh/params").json()["params"]
    assert not {"fate0", "fate1"} & {p["name"] for p in form}
