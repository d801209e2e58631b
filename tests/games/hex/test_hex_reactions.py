"""Reaction windows that reveal nothing (issue 10): whether a player holds a reaction card changes
no other player's view, prompt or legal actions, nor the public events; every seat of a window
answers in secret; answers resolve in the window's seat order. And what ``HexState.secrets()``
declares: every hidden Item and Pokémon, nothing public."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hex_builders import act, clear, make_state, setup_player

from pokeforge.core import Rng, State, redeal
from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.rules.battle import new_side, start_battle
from pokeforge.games.hex.rules.flow import advance, push
from pokeforge.games.hex.state import HexState

#: the card held instead of the reaction card in the twin state (it reacts to nothing)
PLAIN = "protein.1"


def _give(s: HexState, seat: int, card: str, instead: str) -> None:
    """``seat`` holds ``card``; ``instead`` goes to the bottom of the Item deck (so both twins hold
    the same Items in all)."""
    for pile in (s.decks["items"], s.discards["items"], *(p.hand for p in s.players)):
        for c in (card, instead):
            while c in pile:
                pile.remove(c)
    s.players[seat].hand = [card]
    s.decks["items"].insert(0, instead)


def _turn(s: HexState, seat: int) -> None:
    clear(s)
    s.active = seat
    push(s, {"t": "turn_menu"})
    advance(s)


def _doll(s: HexState) -> list[Any]:
    """Player 1 uses a Rocket Attack on Player 2 (who may block it)."""
    setup_player(s, 0, ["bulbasaur"], hand=["rocket-attack.1"])
    _turn(s, 0)
    return s.apply(0, Action("use", "rocket-attack.1")) + s.apply(0, Action("choose", "1"))


def _potion(s: HexState) -> list[Any]:
    """Player 2 loses a duel (Squirtle 4 + 1 against Pikachu 4 + 6)."""
    setup_player(s, 0, ["pikachu"], trainer="hiker")
    clear(s)
    start_battle(s, "duel", [new_side(0), new_side(1)], {"t": "noop_result"})
    advance(s)
    act(s, 0, "send pikachu")
    act(s, 1, "send squirtle")
    act(s, 1, "item none")
    s.rng.script_dice(6, 1)
    events = s.apply(0, Action("item", "none"))
    while s.pending is not None and s.pending.get("trigger") == "time_travel":
        events += s.apply(s.to_act()[0], Action("pass"))
    return events


def _flute(s: HexState) -> list[Any]:
    """Player 1 draws an Event."""
    clear(s)
    s.decks["events"].append("lost-and-found.1")
    push(s, {"t": "draw_event", "seat": 0})
    advance(s)
    return []


def _repel(s: HexState) -> list[Any]:
    """A face-down Pokémon beside Player 1 is revealed."""
    clear(s)
    space = next(int(k) for k in sorted(s.slots, key=int) if int(k) not in s.revealed)
    push(s, {"t": "capture_offer", "seat": 0, "space": space})
    advance(s)
    return []


def _share(s: HexState) -> list[Any]:
    """Player 1 draws an Event; the Poké Flute window passes; the copies' window opens."""
    _flute(s)
    events: list[Any] = []
    while s.pending is not None and s.pending.get("trigger") == "poke_flute":
        events += s.apply(s.to_act()[0], Action("pass"))
    return events


SCENES: dict[str, tuple[Callable[[HexState], list[Any]], str, str, list[str]]] = {
    # name: (build, trigger, reaction card, what its holder may answer)
    "poke doll": (_doll, "poke_doll", "poke-doll.1", ["block", "pass"]),
    "potion": (_potion, "potion", "potion.1", ["potion", "pass"]),
    "poke flute": (_flute, "poke_flute", "poke-flute.1", ["use", "pass"]),
    "repel": (_repel, "repel", "repel.1", ["use", "pass"]),
    "exp share": (_share, "exp_share", "exp-share.1", ["use", "pass"]),
}


def _twins(scene: str) -> tuple[HexState, HexState, list[Any], list[Any]]:
    build, _, card, _ = SCENES[scene]
    out = []
    for held in (card, PLAIN):
        s = make_state(seats=3, seed=4)
        setup_player(s, 1, ["squirtle"], trainer="hiker")
        setup_player(s, 2, ["charmander"], trainer="hiker", hand=["vitamin.1"])
        _give(s, 1, held, PLAIN if held == card else card)
        out.append((s, build(s)))
    (one, ev_one), (two, ev_two) = out
    return one, two, ev_one, ev_two


def _public(events: list[Any]) -> list[Any]:
    return [e.for_seat(None) for e in events]


def test_every_reaction_window_looks_the_same_to_others_whether_or_not_the_card_is_held() -> None:
    for scene, (_, trigger, _, answers) in SCENES.items():
        one, two, ev_one, ev_two = _twins(scene)
        assert one.digest() != two.digest(), scene
        assert one.pending is not None and one.pending["kind"] == "react", scene
        assert one.pending["trigger"] == trigger, scene
        assert 1 in one.to_act() and one.to_act() == two.to_act(), scene
        assert _public(ev_one) == _public(ev_two), scene
        for seat in (None, 0, 2):
            assert one.view(seat) == two.view(seat), (scene, seat)
        for seat in one.to_act():
            assert one.prompt(seat).to_json() == two.prompt(seat).to_json(), scene
        assert one.prompt(1).kind == "react"
        assert [str(a) for a in one.legal_actions(1)] == answers, scene
        assert [str(a) for a in two.legal_actions(1)] == ["pass"], scene
        # the other seats answer: still nothing shows, and their answers' events are the same
        for seat in [s for s in one.to_act() if s != 1]:
            pass_one = one.apply(seat, Action("pass"))
            pass_two = two.apply(seat, Action("pass"))
            assert _public(pass_one) == _public(pass_two) == [], scene
            for viewer in (None, 0, 2):
                assert one.view(viewer) == two.view(viewer), (scene, viewer)


def test_the_view_shows_only_that_reactions_are_being_collected() -> None:
    one, _, _, _ = _twins("poke flute")
    assert one.to_act() == (0, 1, 2)
    before = {seat: one.view(seat)["pending"] for seat in (None, 0, 1)}
    one.apply(1, Action("use"))
    assert one.to_act() == (0, 2)
    for seat in (None, 0):
        pending = one.view(seat)["pending"]
        assert pending == before[seat]
        assert pending["window"] == {"trigger": "poke_flute", "collecting": True}
        assert pending["seats"] == [0, 1, 2]
    assert one.view(1)["pending"]["window"]["mine"] == "use"


def test_the_last_answer_resolves_the_window_showing_only_the_reactions_that_take_effect() -> None:
    one, _, _, _ = _twins("poke flute")
    one.apply(1, Action("use"))
    one.apply(0, Action("pass"))
    events = one.apply(2, Action("pass"))
    assert events[0].kind == "reactions" and events[0].reveals
    # who answered what is not listed: only the reactions that take effect show, in their own
    # events (an answer that never takes effect stays secret: found by an independent audit)
    assert events[0].text == "The reactions are in." and "played" not in events[0].public
    assert [e.kind for e in events] == ["reactions", "poke_flute"]
    assert "Player 2" in events[1].text
    assert "poke-flute.1" in one.discards["items"]
    # Player 2's Flute acts on the drawer's Event: the drawer (who holds an Item) may block it
    assert one.pending is not None and one.pending["trigger"] == "poke_doll"
    assert one.to_act() == (0,)


def test_a_window_re_dealt_by_the_core_changes_nothing_a_seat_sees() -> None:
    """The swap test at the very moment of each window: re-deal what a seat cannot see (other
    hands, decks, face-down cards; other seats' answers taken back and given again), its view,
    prompt and actions stay."""
    rng = Rng(5)
    for scene in SCENES:
        state, _, _, _ = _twins(scene)
        if len(state.to_act()) > 1:  # someone has answered already
            state.apply(state.to_act()[-1], Action("pass"))
        for seat in (None, 0, 1, 2):
            for _ in range(4):
                other = state.clone()
                redeal(other, seat, rng.below(1 << 30))
                assert other.view(seat) == state.view(seat), (scene, seat)
                assert other.to_act() == state.to_act(), (scene, seat)
                if seat is not None and seat in state.to_act():
                    assert other.prompt(seat).to_json() == state.prompt(seat).to_json()
                    assert [str(a) for a in other.legal_actions(seat)] == [
                        str(a) for a in state.legal_actions(seat)
                    ]


def test_flutes_are_played_in_seat_order_from_the_drawer() -> None:
    s = make_state(seats=3, seed=4)
    setup_player(s, 0, ["bulbasaur"], hand=["vitamin.1"])
    setup_player(s, 1, ["squirtle"], hand=["poke-flute.1"])
    setup_player(s, 2, ["charmander"], hand=["poke-flute.2"])
    _flute(s)
    s.apply(2, Action("use"))
    s.apply(1, Action("use"))
    s.decks["events"].append("lost-and-found.2")
    events = s.apply(0, Action("pass"))
    played = [e.public["seat"] for e in events if e.kind == "poke_flute"]
    assert played == [1]  # Player 2 comes first after Player 1, the drawer
    # the cancelling Flute is another player's: the drawer may block it with a Poké Doll (it
    # holds an Item), and Player 3 keeps the Flute
    assert s.pending is not None and s.pending["trigger"] == "poke_doll" and s.to_act() == (0,)
    assert "poke-flute.2" in s.players[2].hand


def _items(state: HexState) -> list[str]:
    secrets = state.secrets()
    return sorted(c for z in secrets.zones if z.pool == "items" for c in z.items)


def test_secrets_declare_every_item_and_every_face_down_pokemon() -> None:
    s = make_state(seats=4, seed=2)
    rng = Rng(3)
    for _ in range(400):
        if s.outcome is not None:
            break
        seat = rng.choice(s.to_act())
        s.apply(seat, rng.choice(s.legal_actions(seat)))
        secrets = s.secrets()
        every = [i for p in s.players for i in p.hand] + s.decks["items"] + s.discards["items"]
        every += s.flags.get("operation_pool", []) if s.flags.get("operation") == "aqua" else []
        assert _items(s) == sorted(every)
        face_down = sorted(s.slots[k] for k in s.slots if int(k) not in s.revealed)
        declared = sorted(c for z in secrets.zones if z.name.endswith(" board") for c in z.items)
        assert declared == face_down
        for z in secrets.zones:
            if z.name.startswith("hand "):
                assert z.seen_by == frozenset({int(z.name.split()[1])})
            elif z.name != "operation pile":
                assert z.seen_by == frozenset(), z.name
        for tier, pile in s.piles.items():
            assert secrets.zone(f"{tier} pile").items is pile


def test_hex_has_no_determinize_of_its_own() -> None:
    """The core re-deals through the declaration; HEX keeps only the hook for other seats'
    pending options."""
    assert "determinize" not in HexState.__dict__
    assert HexState.determinize is State.determinize
    assert "_determinized" in HexState.__dict__


def test_adapters_see_the_window_and_answer_only_a_pass_only_seat() -> None:
    """``reaction_window()`` names the open window, nobody is publicly to act while it
    collects, and ``forced_pass`` answers for the seat that can only pass, not for the holder."""
    one, two, _, _ = _twins("repel")
    for s in (one, two):
        assert s.reaction_window() is s.window and s.window is not None
        assert s.public_to_act() == ()
        assert s.forced_pass(0) is not None and str(s.forced_pass(0)) == "pass"
    assert one.forced_pass(1) is None and str(two.forced_pass(1)) == "pass"
    plain = make_state(seats=3, seed=4)
    assert plain.reaction_window() is None and plain.public_to_act() == plain.to_act()


def test_reaction_answers_have_labels_in_words() -> None:
    one, two, _, _ = _twins("poke flute")
    labels = [one.game.describe_action(one, 1, a) for a in one.legal_actions(1)]
    assert labels == ["play a Poké Flute to cancel the Event", "pass (play nothing)"]
    assert one.game.describe_action(two, 1, Action("pass")) == "pass (play nothing)"


def _after_move(card: str) -> tuple[HexState, list[Any]]:
    """Player 1 holds ``card`` and moves; the other players pass every window on the way."""
    s = make_state(seats=3, seed=4)
    setup_player(s, 1, ["squirtle"], hand=["vitamin.1"])
    setup_player(s, 2, ["charmander"], hand=["potion.1"])
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    _give(s, 0, card, "bicycle.1" if card != "bicycle.1" else PLAIN)
    clear(s)
    s.active = 0
    s.tasks = [{"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}]
    advance(s)
    s.rng.script_dice(1)
    events = s.apply(0, Action("roll"))
    while s.pending is not None and s.pending.get("trigger") == "time_travel":
        events += s.apply(s.to_act()[0], Action("pass"))
    events += s.apply(0, s.legal_actions(0)[0])
    while s.pending is not None and s.pending.get("trigger") != "after_move":
        seat = s.to_act()[0]
        events += s.apply(seat, s.legal_actions(seat)[-1])
    return s, events


def test_the_question_after_the_move_does_not_show_whether_a_common_item_is_usable() -> None:
    """§8 Common Items after the move (decision 37): the question is asked of a player with any
    Item Card in hand (public), as a window of that player alone, whether or not one is usable
    (until rules 6.3-4 only a holder of a usable one was asked: everyone could tell)."""
    one, ev_one = _after_move("bicycle.1")
    two, ev_two = _after_move(PLAIN)
    assert one.pending is not None and two.pending is not None
    assert one.pending["trigger"] == two.pending["trigger"] == "after_move"
    assert one.to_act() == two.to_act() == (0,)
    for seat in (None, 1, 2):
        assert one.view(seat) == two.view(seat)
    assert _public(ev_one) == _public(ev_two)
    assert [str(a) for a in one.legal_actions(0)] == ["use bicycle.1", "pass"]
    assert [str(a) for a in two.legal_actions(0)] == ["pass"]
    assert two.forced_pass(0) is not None
    events = one.apply(0, Action("use", "bicycle.1"))
    assert [e for e in events if e.kind == "extra_turn"] and "bicycle.1" in one.discards["items"]
