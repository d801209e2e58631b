"""Issue 10's web test: what the server sends everyone else while a HEX reaction window is open is
byte-identical whether or not the asked player holds the card."""

from __future__ import annotations

import sys
from pathlib import Path

from web_support import Web

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "hex"))

from test_hex_time_travel import _window_pair

from pokeforge.games.hex.state import HexState


def _served(web: Web, state: HexState) -> dict[str, str]:
    """Start a three-seat HEX game on the server, put ``state`` in it (the twin positions come
    from the rules' test builders), and return, as received, what the spectator and Players 1
    and 2 are sent: their views over HTTP and their first WebSocket frame."""
    data = web.create("hex", seats=["human", "human", "human"])
    gid, tokens = data["id"], data["tokens"]
    room = web.client.app.state.rooms.rooms[gid]  # type: ignore[attr-defined]
    room.state = state
    room._pictures.clear()
    room._header = None
    room.ask_always.update({0, 1, 2})  # nobody is answered for: the window stays as it is
    out: dict[str, str] = {}
    for who, token in (("spectator", None), ("player 1", tokens["0"]), ("player 2", tokens["1"])):
        headers = {} if token is None else {"X-Seat-Token": token}
        out[f"{who} http"] = web.client.get(f"/api/games/{gid}/view", headers=headers).text
        with web.client.websocket_connect(f"/ws/games/{gid}") as ws:
            ws.send_json({"type": "hello", "token": token})
            while True:
                frame = ws.receive_text()
                if '"type":"view"' in frame:
                    out[f"{who} socket"] = frame
                    break
    return {k: v.replace(gid, "GAME") for k, v in out.items()}


def test_the_public_hex_view_during_a_window_is_byte_identical_whether_or_not_the_card_is_held(
    web: Web,
) -> None:
    holds, _ = _window_pair(True)  # Player 3 holds a Time Travel
    lacks, _ = _window_pair(False)  # ... or a Protein in its place
    assert holds.reaction_window() is not None and 2 in holds.to_act()
    assert [str(a) for a in holds.legal_actions(2)] != [str(a) for a in lacks.legal_actions(2)]
    one, two = _served(web, holds), _served(web, lacks)
    assert set(one) == {
        f"{w} {k}" for w in ("spectator", "player 1", "player 2") for k in ("http", "socket")
    }
    for key in one:
        assert one[key] == two[key], key
    assert (
        '"to_act":[]' in one["spectator socket"]
        and '"reactions":"time_travel"' in one["spectator socket"]
    )
