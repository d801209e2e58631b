"""Messages assembled from JSON texts made once, and the garbage-collector settings of the app."""

from __future__ import annotations

import gc
import json
import warnings
from collections import Counter
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from web_support import Web

from fixtures.duel import DuelState
from pokeforge.core.registry import get_game
from pokeforge.web import gc_tuning
from pokeforge.web.app import create_app
from pokeforge.web.payloads import log_entries, picture, to_text, view_message
from pokeforge.web.store import Store


def test_a_view_message_spliced_from_texts_is_the_json_of_the_whole_message() -> None:
    game = get_game("tactics")
    state = game.new_state(game.params({}), seed=5, seats=2)
    seat = state.to_act()[0]
    events = state.apply(seat, state.legal_actions(seat)[0])
    header = {"id": "g", "version": 1, "seats": [{"seat": 0}], "outcome": None}
    for who in (0, 1, None):
        pic = picture(game, state, who)
        log = log_entries(events, 0, who)
        for ack in (None, "r-7", 12):
            ack_text = None if ack is None else to_text(ack)
            text = view_message(to_text(header), to_text(pic), 0, to_text(log), ack_text)
            expected = {"type": "view", "game": header, **pic, "log_from": 0, "log": log}
            if ack is not None:
                expected["ack"] = ack
            assert json.loads(text) == expected
    assert picture(game, state, None)["actions"] == []
    for who in state.to_act():
        texts = [a["text"] for a in picture(game, state, who)["actions"]]
        assert texts == [str(a) for a in state.legal_actions(who)] and texts


def test_to_text_takes_integer_keys_and_integers_orjson_refuses() -> None:
    assert json.loads(to_text({"big": 2**70, "k": [1, "é"]})) == {"big": 2**70, "k": [1, "é"]}
    assert json.loads(to_text({3: "x", "a": {4: 1}})) == {"3": "x", "a": {"4": 1}}


def test_the_collector_is_tuned_while_the_app_runs_and_restored_after(tmp_path: Path) -> None:
    before = (gc.get_threshold(), gc.get_freeze_count())
    store = Store(f"sqlite:///{tmp_path / 'g.db'}")
    with TestClient(create_app(store=store, agent_delay=0.0)) as client:
        assert client.get("/healthz").status_code == 200
        assert gc.get_threshold()[0] == gc_tuning.GEN0_THRESHOLD
        assert gc.get_freeze_count() > 0
        # a second app in the same process shares the setting and does not undo it on exit
        with TestClient(create_app(store=store, agent_delay=0.0)):
            pass
        assert gc.get_threshold()[0] == gc_tuning.GEN0_THRESHOLD
    assert (gc.get_threshold(), gc.get_freeze_count()) == before
    with TestClient(create_app(store=store, agent_delay=0.0, tune_gc=False)):
        assert gc.get_threshold() == before[0]
    store.close()


def test_each_seat_s_view_is_made_once_per_action_however_many_sockets_it_has(
    web: Web, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = web.create(seed=3)
    gid, tokens = data["id"], data["tokens"]
    calls: Counter[int | None] = Counter()
    real_view = DuelState.view

    def counted(self: DuelState, seat: int | None) -> dict[str, Any]:
        calls[seat] += 1
        return real_view(self, seat)

    monkeypatch.setattr(DuelState, "view", counted)
    who = [tokens["0"], tokens["0"], tokens["1"], None, None, None]
    with ExitStack() as stack:
        url = f"/ws/games/{gid}"
        sockets = [stack.enter_context(web.client.websocket_connect(url)) for _ in who]
        for ws, token in zip(sockets, who, strict=True):
            ws.send_json({"type": "hello", "token": token})
            assert ws.receive_json()["type"] == "view"
        calls.clear()
        sockets[0].send_json({"type": "act", "action": "stake 1", "ref": "a"})
        got = []
        for ws in sockets:
            msg = ws.receive_json()
            while msg["type"] != "view":
                msg = ws.receive_json()
            assert msg["game"]["version"] == 1
            got.append(msg)
    assert calls == {0: 1, 1: 1, None: 1}
    assert got[0]["ack"] == "a" and all("ack" not in m for m in got[1:])
    assert got[0]["view"] == got[1]["view"] and "hand" in got[0]["view"]
    assert got[3]["view"] == got[4]["view"] == got[5]["view"] and "hand" not in got[3]["view"]
    assert got[0]["actions"] == got[1]["actions"]
    assert got[3]["log"] == got[4]["log"] and got[3]["log"][-1]["text"].startswith("Player 1")
