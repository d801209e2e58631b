"""§11 Trainer cards that react: Cynthia's capture after a failed one in her hexagon, Wally's
extra Item, May's Event copy (she is discarded for it)."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.decks import draw_items
from pokeforge.games.hex.rules.flow import push


def _failed_capture(s, cynthia_pos: int) -> tuple[int, str]:  # type: ignore[no-untyped-def]
    """Seat 0 fails to catch a pink Pokémon; Cynthia (seat 1) stands on ``cynthia_pos``."""
    clear(s)
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    card = s.slots[str(space)]
    s.players[0].pos = space
    s.players[1].pos = cynthia_pos
    push(s, {"t": "capture_ask", "seat": 0, "space": space})
    run(s)
    s.rng.script_dice(6)  # a pink is caught on 2-5
    act(s, 0, "throw")
    return space, card


def _same_hexagon(s, space: int) -> int:  # type: ignore[no-untyped-def]
    slot = s.board.spaces[space].slot
    return int(next(sp.id for sp in s.board.spaces if sp.slot == slot and sp.id != space))


def test_cynthia_tries_before_the_weakened_token_and_catches() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="cynthia", hand=["great-ball.1"])
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    space, card = _failed_capture(s, _same_hexagon(s, space))
    assert s.pending["trigger"] == "cynthia" and s.to_act() == (1,)
    assert space not in s.weakened  # her roll comes before the token
    assert [str(a) for a in s.legal_actions(1)] == ["throw", "throw great-ball.1", "pass"]
    s.rng.script_dice(6)  # 6 moved by the Great Ball's 1 reaches 5
    act(s, 1, "throw great-ball.1")
    assert card in s.players[1].team and s.card_at(space) != card


def test_a_pokemon_that_also_escapes_cynthia_gets_one_weakened_token() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="cynthia")
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    space, card = _failed_capture(s, _same_hexagon(s, space))
    s.rng.script_dice(1)
    act(s, 1, "throw")
    assert s.card_at(space) == card and s.weakened.count(space) == 1


def test_cynthia_in_another_hexagon_is_not_asked() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="cynthia")
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    slot = s.board.spaces[space].slot
    far = next(sp.id for sp in s.board.spaces if sp.slot != slot)
    space, _ = _failed_capture(s, far)
    assert s.pending is None or s.pending["kind"] != "cynthia"
    assert space in s.weakened


def test_wally_may_discard_an_item_to_draw_one_more() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="wally", hand=["vitamin.1"])
    clear(s)
    draw_items(s, 0, 2)
    run(s)
    assert s.pending["kind"] == "wally"
    assert [str(a) for a in s.legal_actions(0)] == ["keep", "discard vitamin.1"]
    act(s, 0, "discard vitamin.1")
    assert len(s.players[0].hand) == 3 and "vitamin.1" in s.discards["items"]


def test_wally_keeping_his_hand_draws_the_usual_number() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="wally", hand=["vitamin.1"])
    clear(s)
    draw_items(s, 0, 2)
    run(s)
    act(s, 0, "keep")
    assert len(s.players[0].hand) == 3 and "vitamin.1" in s.players[0].hand


def test_wally_with_an_empty_hand_is_not_asked() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="wally")
    clear(s)
    draw_items(s, 0, 2)
    run(s)
    assert len(s.players[0].hand) == 2


def test_may_copies_an_opponents_event_by_discarding_her_trainer_card() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="may")
    clear(s)
    s.decks["events"].append("lost-and-found.1")
    push(s, {"t": "draw_event", "seat": 0})
    run(s)
    assert s.pending["trigger"] == "exp_share" and s.to_act() == (1,)
    assert [str(a) for a in s.legal_actions(1)] == ["may", "pass"]
    act(s, 1, "may")
    assert len(s.players[0].hand) == 2 and len(s.players[1].hand) == 2
    assert s.players[1].trainer != "may" and "may" in s.discards["trainers"]
