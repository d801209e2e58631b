"""§8 Time Travel: a reroll of any die, after any roll by you or an opponent (a reaction window
through ``core.ReactionWindow``); the roller's Poké Doll blocks it on an opponent's roll."""

from __future__ import annotations

from hex_builders import act, clear, events_of, make_state, open_battle, setup_player

from pokeforge.games.hex.rules.flow import advance, push


def _turn(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.active = seat
    push(s, {"t": "turn_menu"})
    advance(s)


def test_the_roller_rerolls_a_movement_die_and_moves_by_the_new_face() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["time-travel.1"])
    _turn(s, 0)
    s.rng.script_dice(1)
    act(s, 0, "roll")
    assert s.pending["kind"] == "time_travel" and s.pending["window"]["trigger"] == "time_travel"
    assert [str(a) for a in s.legal_actions(0)] == ["pass", "reroll 0"]
    s.rng.script_dice(5)
    events = act(s, 0, "reroll 0")
    assert events_of(events, "reroll")[0].public["face"] == 5
    assert s.pending["kind"] == "move" and s.pending["roll"] == 5
    assert "time-travel.1" in s.discards["items"]


def test_an_opponent_rerolls_a_capture_die_unless_the_roller_blocks_with_a_doll() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["poke-doll.1"])
    setup_player(s, 1, ["charmander"], trainer="hiker", hand=["time-travel.1"])
    clear(s)
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    card = s.slots[str(space)]
    s.players[0].pos = space
    push(s, {"t": "capture_ask", "seat": 0, "space": space})
    advance(s)
    s.rng.script_dice(3)  # a pink is caught on 2-5
    act(s, 0, "throw")
    assert s.pending["kind"] == "time_travel" and s.to_act() == (1,)
    act(s, 1, "reroll 0")
    assert s.pending["kind"] == "react" and s.to_act() == (0,)
    act(s, 0, "block")
    assert card in s.players[0].team  # the 3 stands


def test_a_rerolled_capture_die_can_make_the_capture_fail() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="hiker", hand=["time-travel.1"])
    clear(s)
    space = next(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "pink")
    card = s.slots[str(space)]
    push(s, {"t": "capture_ask", "seat": 0, "space": space})
    advance(s)
    s.rng.script_dice(3)
    act(s, 0, "throw")
    s.rng.script_dice(6)
    act(s, 1, "reroll 0")
    assert card not in s.players[0].team and space in s.weakened


def test_battle_dice_wait_for_time_travel_and_the_new_face_decides() -> None:
    s = make_state()
    setup_player(s, 0, ["pikachu"], trainer="hiker", hand=["time-travel.1"])
    setup_player(s, 1, ["squirtle"], trainer="hiker")
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send pikachu")
    act(s, 1, "send squirtle")
    act(s, 0, "item none")
    s.rng.script_dice(1, 4)  # Pikachu 4+2+1=7 against Squirtle 4+4=8
    act(s, 1, "item none")
    assert s.pending["kind"] == "time_travel" and s.battle is not None
    s.rng.script_dice(6)
    events = act(s, 0, "reroll 0")
    duel = events_of(events, "duel")[0]
    assert duel.public["dice"] == [6, 4] and s.flags["last_battle"]["winner"] == 0


def test_no_window_opens_when_nobody_holds_a_time_travel() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="hiker")
    _turn(s, 0)
    s.rng.script_dice(4)
    events = act(s, 0, "roll")
    assert s.pending["kind"] == "move" and not events_of(events, "dice")
