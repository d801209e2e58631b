"""§8 Time Travel: a reroll of any die, after any roll by you or an opponent (a reaction window
through ``core.ReactionWindow``: every player with an Item Card answers in secret); the roller's
Poké Doll blocks it on an opponent's roll."""

from __future__ import annotations

from typing import Any

from hex_builders import act, clear, events_of, make_state, open_battle, run, setup_player

from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.rules.decks import draw
from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.state import HexState


def _turn(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.active = seat
    push(s, {"t": "turn_menu"})
    run(s)


def test_the_roller_rerolls_a_movement_die_and_moves_by_the_new_face() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["time-travel.1"])
    _turn(s, 0)
    s.rng.script_dice(1)
    act(s, 0, "roll")
    assert s.pending["kind"] == "react" and s.pending["trigger"] == "time_travel"
    assert s.window is not None and s.window.trigger == "time_travel"
    assert [str(a) for a in s.legal_actions(0)] == ["reroll 0", "pass"]
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
    run(s)
    s.rng.script_dice(3)  # a pink is caught on 2-5
    act(s, 0, "throw")
    assert s.pending["trigger"] == "time_travel" and s.to_act() == (1,)
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
    run(s)
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
    assert s.pending["trigger"] == "time_travel" and s.battle is not None
    s.rng.script_dice(6)
    events = act(s, 0, "reroll 0")
    duel = events_of(events, "duel")[0]
    assert duel.public["dice"] == [6, 4] and s.flags["last_battle"]["winner"] == 0


def test_no_window_opens_when_no_player_holds_an_item_and_the_dice_still_show() -> None:
    """Hand sizes are public: with no Item Card in any hand nobody could react. The ``dice``
    event is emitted all the same."""
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="hiker")
    _turn(s, 0)
    s.rng.script_dice(4)
    events = s.apply(0, Action("roll"))
    assert s.pending["kind"] == "move" and events_of(events, "dice")[0].public["dice"] == [4]


def test_every_player_with_an_item_answers_and_a_non_holder_may_only_pass() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["protein.1"])
    setup_player(s, 1, ["charmander"], trainer="hiker")
    setup_player(s, 2, ["squirtle"], trainer="hiker", hand=["time-travel.1"])
    _turn(s, 0)
    s.rng.script_dice(2)
    s.apply(0, Action("roll"))
    assert s.pending["kind"] == "react" and s.to_act() == (0, 2)
    assert s.prompt(0).kind == s.prompt(2).kind == "react"
    assert s.prompt(0).text == s.prompt(2).text
    assert [str(a) for a in s.legal_actions(0)] == ["pass"]
    assert [str(a) for a in s.legal_actions(2)] == ["reroll 0", "pass"]
    s.apply(2, Action("pass"))
    assert s.to_act() == (0,)
    s.apply(0, Action("pass"))
    assert s.pending["kind"] == "move" and s.pending["roll"] == 2


def test_rerolls_are_resolved_in_seat_order_from_the_roller() -> None:
    """Two Time Travels answered at once: the first player after the roller (in seat order from
    the roller) plays; the other keeps the card, and every player answers the new roll."""
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["protein.1"])
    setup_player(s, 1, ["charmander"], trainer="hiker", hand=["time-travel.1"])
    setup_player(s, 2, ["squirtle"], trainer="hiker", hand=["time-travel.2"])
    _turn(s, 0)
    s.rng.script_dice(2)
    s.apply(0, Action("roll"))
    s.apply(2, Action("reroll", "0"))
    s.apply(1, Action("reroll", "0"))
    s.rng.script_dice(5)
    events = s.apply(0, Action("pass"))
    kinds = [e.kind for e in events]
    assert kinds[0] == "reactions" and events[0].reveals
    assert events_of(events, "time_travel")[0].public["seat"] == 1
    assert "time-travel.2" in s.players[2].hand and "time-travel.1" not in s.players[1].hand
    # a reroll of another player's die: the roller may block it with a Poké Doll
    assert s.pending["trigger"] == "poke_doll" and s.to_act() == (0,)
    assert [str(a) for a in s.legal_actions(0)] == ["pass"]
    s.apply(0, Action("pass"))
    assert s.to_act() == (0, 2)  # Player 2 has no Item left


def _window_pair(holds: bool) -> tuple[HexState, list[Any]]:
    """Player 1 rolls to move; Player 3 holds a Time Travel or, in the other state, a Protein
    (the two states differ only in that card, swapped with the Item deck)."""
    s = make_state(seats=3, seed=5)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["escape-rope.1"])
    setup_player(s, 1, ["charmander"], trainer="hiker", hand=["vitamin.1"])
    card, other = ("time-travel.1", "protein.1") if holds else ("protein.1", "time-travel.1")
    setup_player(s, 2, ["squirtle"], trainer="hiker", hand=[card])
    deck = s.decks["items"]
    for c in ("time-travel.1", "protein.1"):
        if c in deck:
            deck.remove(c)
    deck.insert(0, other)
    _turn(s, 0)
    s.rng.script_dice(3)
    return s, s.apply(0, Action("roll"))


def test_the_public_view_and_events_of_a_time_travel_window_do_not_show_who_holds_one() -> None:
    """Issue 10: the views of the other players and of a spectator, their prompts and the
    public events are identical whether or not Player 3 holds a Time Travel, before and after
    the others answer."""
    one, ev_one = _window_pair(True)
    two, ev_two = _window_pair(False)
    assert one.digest() != two.digest()

    def public(events: list[Any]) -> list[Any]:
        return [e.for_seat(None) for e in events]

    assert public(ev_one) == public(ev_two) and events_of(ev_one, "dice")
    for step in ((0, "pass"), (1, "pass")):
        for seat in (None, 0, 1):
            assert one.view(seat) == two.view(seat)
        for seat in (0, 1):
            if seat in one.to_act():
                assert one.prompt(seat).to_json() == two.prompt(seat).to_json()
                assert one.legal_actions(seat) == two.legal_actions(seat)
        assert one.to_act() == two.to_act() == tuple(s for s in (0, 1, 2) if s >= step[0])
        assert public(one.apply(*_parsed(step))) == public(two.apply(*_parsed(step)))
    assert one.view(2)["pending"]["window"] == {"trigger": "time_travel", "collecting": True}
    assert [str(a) for a in one.legal_actions(2)] == ["reroll 0", "pass"]
    assert [str(a) for a in two.legal_actions(2)] == ["pass"]


def _parsed(step: tuple[int, str]) -> tuple[int, Action]:
    return step[0], Action.parse(step[1])


def test_no_window_once_every_time_travel_is_played_until_the_discards_are_reshuffled() -> None:
    """Decision 41: both Time Travels played openly (and the Item discards not shuffled back
    into the deck since) are publicly accounted for, so no roll opens the window; once the
    deck runs out and the discards go back into it, the window opens again."""
    s = make_state(seats=3)
    copies = s.content.items["time-travel"].copies
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["protein.1"])
    setup_player(s, 1, ["charmander"], trainer="hiker", hand=["vitamin.1"])
    _turn(s, 0)
    s.flags["played"] = {"time-travel": copies}
    assert s.view(2)["played"] == {"time-travel": copies}
    s.rng.script_dice(3)
    events = s.apply(0, Action("roll"))
    assert s.pending["kind"] == "move" and events_of(events, "dice")
    s.discards["items"].extend(s.decks["items"])
    s.decks["items"].clear()
    draw(s, "items")  # the deck is empty: the discards are shuffled back in
    assert "played" not in s.flags
    _turn(s, 0)
    s.rng.script_dice(3)
    s.apply(0, Action("roll"))
    assert s.pending["kind"] == "react"
    assert s.to_act() == tuple(i for i in range(3) if s.players[i].hand)
