"""The card audit (docs/rules/hex.md, "Card audit"): rules found wrong against the rulebook's
§8-§11 text and fixed, each pinned here. Every test failed on the code before its fix."""

from __future__ import annotations

from typing import Any

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex import GAME
from pokeforge.games.hex.rules.effects import effect_tasks
from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.state import HexState


def _run(s: HexState, seat: int, *effects: dict[str, Any]) -> None:
    clear(s)
    s.active = seat
    push(s, *effect_tasks(seat, list(effects)))
    run(s)


def _turn(s: HexState, seat: int = 0) -> None:
    """Open ``seat``'s turn menu (nothing done yet this turn)."""
    clear(s)
    s.active = seat
    for k in ("moved", "gym_done", "offered", "acted", "closed"):
        s.flags[k] = False
    s.tasks = [{"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}]
    run(s)


def _texts(s: HexState, seat: int) -> list[str]:
    return [str(a) for a in s.legal_actions(seat)]


# -- §4 / §9 Regional Map and Blocked Route: a ball is announced before the roll ---------------
def test_regional_map_lets_the_player_announce_a_ball_before_the_roll() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"], hand=["great-ball.1"])
    space = next(int(k) for k in sorted(s.slots, key=int))
    s.revealed = [space]
    _run(s, 0, {"do": "capture_face_up"})
    act(s, 0, f"choose {space}")
    assert s.pending is not None and s.pending["kind"] == "capture"
    assert "throw great-ball.1" in _texts(s, 0)
    act(s, 0, "throw great-ball.1")
    assert "great-ball.1" in s.discards["items"]


def _all_red_hexagon(s: HexState, seat: int) -> list[int]:
    """Put ``seat`` in a tier-3 hexagon whose Pokémon are all Red (nothing free for Blocked
    Route); returns the Pokémon spaces."""
    tile = next(sp for sp in s.board.spaces if sp.tier == 3 and sp.kind == "city")
    s.players[seat].pos = tile.id
    spaces = [sp for sp in s.board.tile_spaces(tile.slot) if s.card_at(sp) is not None]
    reds = [c for c in s.piles["red"]]
    for sp in spaces:
        s.slots[str(sp)] = reds.pop()
        if sp in s.revealed:
            s.revealed.remove(sp)
    return spaces


def test_blocked_route_fallback_reveals_then_lets_a_ball_be_announced() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"], hand=["ultra-ball.1"])
    spaces = _all_red_hexagon(s, 0)
    _run(s, 0, {"do": "gain_from_hexagon"}, {"do": "skip_turns", "count": 1})
    act(s, 0, f"choose {spaces[0]}")
    assert spaces[0] in s.revealed  # §4 step 1: revealed before the try
    assert s.pending is not None and s.pending["kind"] == "capture"
    assert "throw ultra-ball.1" in _texts(s, 0)


# -- §9 Delibird's Gift: a revealed Pokémon of the colour, or a random face-down one ------------
def _pink_space(s: HexState) -> int:
    return next(sp.id for sp in s.board.spaces if sp.kind == "pokemon" and sp.arg == "pink")


def test_delibirds_gift_offers_the_revealed_pokemon_of_the_colour() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"])
    here = _pink_space(s)
    other = next(
        sp.id
        for sp in s.board.spaces
        if sp.kind == "pokemon" and sp.arg == "pink" and sp.id != here
    )
    s.players[0].pos = here
    s.revealed = [other]
    card = s.slots[str(other)]
    _run(s, 0, {"do": "gain_space_colour"})
    assert s.pending is not None and str(other) in s.pending["options"]
    assert "face-down" in s.pending["options"]
    act(s, 0, f"choose {other}")
    assert card in s.players[0].team and s.slots.get(str(other)) != card


def test_delibirds_gift_face_down_takes_a_random_face_down_pokemon_of_the_colour() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"])
    s.players[0].pos = _pink_space(s)
    s.revealed = []
    down = {s.slots[k] for k in s.slots if s.board.spaces[int(k)].arg == "pink"}
    _run(s, 0, {"do": "gain_space_colour"})
    act(s, 0, "choose face-down")
    assert s.players[0].team[-1] in down


def test_delibirds_gift_on_the_plateau_chooses_any_colour_but_yellow() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"], badges=6)
    s.players[0].pos = s.board.plateau
    _run(s, 0, {"do": "gain_space_colour"})
    assert s.pending is not None
    assert sorted(s.pending["options"]) == ["blue", "green", "pink", "red"]
    act(s, 0, "choose blue")
    act(s, 0, "choose face-down")
    assert s.content.cards[s.players[0].team[-1]].tier == "blue"


# -- §10 the Super Event deck holds a TRADE --------------------------------------------------
def test_the_super_event_deck_has_a_trade() -> None:
    s = make_state()
    assert s.content.super_events["super-trade"].effects[0]["do"] == "trade"
    assert any(c.startswith("super-trade.") for c in s.decks["supers"] + s.discards["supers"])


# -- §8 Honey: a common Item that does not use up the turn -------------------------------------
def test_honey_does_not_use_up_the_turn() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"], hand=["honey.1"])
    _turn(s)
    act(s, 0, "use honey.1")
    act(s, 0, f"choose {s.pending['options'][0]}")
    if s.pending.get("trigger") == "repel":
        act(s, s.to_act()[0], "pass")
    act(s, 0, "leave")
    assert s.pending is not None and s.pending["kind"] == "turn" and s.to_act() == (0,)
    assert "roll" in _texts(s, 0)


# -- §8 Fly: "using this Item must be your only action in your turn" ---------------------------
def test_fly_is_not_offered_after_another_action_this_turn() -> None:
    s = make_state(seed=3)
    setup_player(s, 0, ["bulbasaur"], hand=["bicycle.1", "fly.1"])
    _turn(s)
    assert "use fly.1" in _texts(s, 0)
    act(s, 0, "use bicycle.1")
    assert s.pending["kind"] == "turn" and "use fly.1" not in _texts(s, 0)


# -- §8 Escape Rope: "the result of the dice you rolled to move" -------------------------------
def test_escape_rope_does_not_stretch_a_hikers_walk() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["escape-rope.1"])
    _turn(s)
    act(s, 0, "walk 2")
    assert s.pending["kind"] == "move"
    assert not [a for a in _texts(s, 0) if a.startswith("rope")]


def test_escape_rope_cannot_beat_prepare_for_trouble() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"], hand=["escape-rope.1"])
    s.continuous.append(
        {"kind": "prepare_for_trouble", "name": "Prepare for Trouble", "owner": 1, "rounds": 2}
    )
    _turn(s)
    s.rng.script_dice(4)
    act(s, 0, "roll")
    assert s.pending["kind"] == "move" and int(s.pending["roll"]) == 1
    assert not [a for a in _texts(s, 0) if a.startswith("rope")]


# -- §8 item classes: common, quick or battle, nothing else ------------------------------------
def test_every_item_has_one_of_the_rulebooks_three_classes() -> None:
    s = make_state()
    classes = {i.id: i.timing for i in s.content.items.values()}
    assert set(classes.values()) <= {"common", "quick", "battle"}
    assert classes["great-ball"] == "common"


# -- §8 Poké Flute / Exp. Share: "whenever an Event Card is activated" -------------------------
def test_an_event_given_by_jirachis_wish_can_be_cancelled_by_a_poke_flute() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"])
    setup_player(s, 2, ["squirtle"], hand=["poke-flute.1"])
    s.decks["events"] += ["berry-bag.9", "lost-and-found.9"]
    _run(s, 0, {"do": "assign_events", "count": 2})
    act(s, 0, "choose 1")  # Lost and Found (drawn first) to seat 1
    act(s, 0, "choose 0")  # Berry Bag to seat 0
    assert s.pending is not None and s.pending["trigger"] == "poke_flute" and s.to_act() == (2,)


def test_an_event_picked_on_the_league_space_can_be_copied_with_an_exp_share() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["exp-share.1"])
    s.decks["events"] += ["berry-bag.9", "lost-and-found.9"]
    clear(s)
    s.active = 0
    push(s, {"t": "pick_event", "seat": 0})
    run(s)
    act(s, 0, "choose lost-and-found.9")
    assert s.pending is not None and s.pending["trigger"] == "exp_share" and s.to_act() == (1,)
    act(s, 1, "use")
    assert len(s.players[1].hand) == 2


# -- §8 "Common Item: this can only be used in your turn": also after the move ------------------
def test_common_items_can_be_used_after_the_move() -> None:
    s = make_state(seed=4)
    setup_player(s, 0, ["bulbasaur"], hand=["bicycle.1", "fly.1"])
    _turn(s)
    s.rng.script_dice(1)
    act(s, 0, "roll")
    act(s, 0, str(s.legal_actions(0)[0]))
    while s.pending is not None and s.pending.get("trigger") != "after_move":
        seat = s.to_act()[0]
        act(s, seat, str(s.legal_actions(seat)[-1]))
    assert s.pending is not None and s.pending["kind"] == "react" and s.to_act() == (0,)
    assert _texts(s, 0) == ["use bicycle.1", "pass"]  # Fly replaces the move: not after it
    events = act(s, 0, "use bicycle.1")
    assert "bicycle.1" in s.discards["items"]
    assert [e for e in events if e.kind == "extra_turn"]  # the extra turn follows at once
    assert s.pending["kind"] == "turn" and s.to_act() == (0,)


# -- §8 Poké Doll "can block any direct effect caused to you, be it from ... an Event" ----------
def test_a_poke_doll_keeps_team_rocket_strikes_from_stealing_your_item() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"], hand=["vitamin.1"])
    setup_player(s, 1, ["charmander"], hand=["poke-doll.1", "protein.1"])
    setup_player(s, 2, ["squirtle"], hand=["potion.1"])
    s.decks["items"] += ["bicycle.7", "bicycle.8", "bicycle.9"]  # the three draws
    _run(s, 2, {"do": "rocket_strikes"})
    assert s.pending is not None and s.pending["kind"] == "react" and s.to_act() == (1,)
    act(s, 1, "block")  # Player 1 would steal from Player 2 (the next seat): blocked
    hands = [sorted(p.hand) for p in s.players]
    # Player 2 keeps Protein and the drawn Item, spends the Doll and steals one from Player 3;
    # Player 1 steals nothing and loses one to Player 3
    assert "protein.1" in hands[1] and "poke-doll.1" not in hands[1]
    assert [len(h) for h in hands] == [1, 3, 2]


# -- §8 Repel: "whenever a Pokémon is revealed on the board" -----------------------------------
def test_a_repel_may_answer_the_pokemon_heavy_storm_reveals() -> None:
    s = make_state(seed=5)
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["repel.1"])
    slot = s.board.spaces[s.players[0].pos].slot
    spaces = [sp for sp in s.board.tile_spaces(slot) if s.card_at(sp) is not None]
    _run(s, 0, {"do": "heavy_storm"})
    assert s.pending is not None and s.pending["trigger"] == "repel" and s.to_act() == (1,)
    assert sorted(_texts(s, 1)) == sorted(["pass", *(f"use {sp}" for sp in spaces)])
    before = s.slots[str(spaces[0])]
    label = GAME.describe_action(s, 1, s.legal_actions(1)[0])
    assert label.startswith("use a Repel on ") and s.content.cards[before].name in label
    act(s, 1, f"use {spaces[0]}")
    assert s.slots[str(spaces[0])] != before and spaces[0] in s.revealed
    assert "repel.1" in s.discards["items"]


def test_a_repel_may_answer_the_pokemon_bills_machine_reveals() -> None:
    s = make_state(seed=5)
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["repel.1"])
    s.revealed = []
    _run(s, 0, {"do": "bills_machine", "tries": 2})
    picked = []
    while s.pending["kind"] == "choose" and "reveal" in s.pending["text"]:
        picked.append(int(s.pending["options"][0]))
        act(s, 0, f"choose {s.pending['options'][0]}")
    assert s.pending["trigger"] == "repel" and s.to_act() == (1,)
    assert sorted(_texts(s, 1)) == sorted(["pass", *(f"use {sp}" for sp in picked)])
    act(s, 1, "pass")
    assert s.pending["kind"] == "choose" and "capture" in s.pending["text"]


# -- §8 Fishing Rod: "the space you're currently in or one of the adjacent spaces" --------------
def test_fishing_rod_reaches_both_neighbours_on_the_league_loop_and_its_special_spaces() -> None:
    s = make_state(seed=7)
    setup_player(s, 0, ["bulbasaur"], hand=["fishing-rod.1"], badges=6)
    loop = s.board.loop
    here = next(i for i, sp in enumerate(loop) if s.board.spaces[sp].kind == "league_red2")
    s.players[0].pos = loop[here]
    s.players[0].plateau_done = True
    _turn(s)
    act(s, 0, "use fishing-rod.1")
    options = {int(o) for o in s.pending["options"]}
    # the space itself (the next 2 Red, capture one), the one before it against the arrow
    # (draw 2 Events, pick one) and the one after it (a yellow '!')
    assert [s.board.spaces[loop[k]].kind for k in (here - 1, here + 1)] == [
        "league_events2",
        "super_event",
    ]
    assert {loop[here], loop[here - 1], loop[here + 1]} <= options
    act(s, 0, f"choose {loop[here - 1]}")
    assert s.pending["kind"] == "choose" and "Event to activate" in s.pending["text"]
    assert s.players[0].pos == loop[here]


# -- second audit ----------------------------------------------------------------------------
# §9 GS Ball: the +1 is a token on the Pokémon ("similar to the ones for locked/upgraded
# Pokémons", which are attached to the card) and the Pokémon "is not protected from trading":
# traded, it keeps its token, and the player who gave it away loses it.
def test_a_gs_ball_token_goes_with_its_pokemon_when_traded() -> None:
    from pokeforge.games.hex.rules.power import card_power

    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    s.players[0].bonus = {"rattata": 1}
    base = s.content.cards["rattata"].power
    assert card_power(s, 0, "rattata") == base + 1
    _run(s, 0, {"do": "trade"})
    act(s, 0, "choose rattata>1:pidgey")
    assert "rattata" in s.players[1].team
    assert card_power(s, 1, "rattata") == base + 1
    assert s.players[0].bonus == {} and s.players[1].bonus == {"rattata": 1}


# §8 Poké Doll "can block any direct effect caused to you, be it from another Item, Event ...":
# a Duel Event "forces a battle between you and an opponent you choose" — that opponent may
# block it (and the drawer may block the block, as for every Doll).
def test_a_poke_doll_keeps_the_chosen_opponent_out_of_a_duel_event() -> None:
    s = make_state()
    setup_player(s, 0, ["charmander"])
    setup_player(s, 1, ["squirtle"], hand=["poke-doll.1"])
    duel = {"do": "duel", "plus": ["Fire"], "minus": ["Water"],
            "prize": [{"do": "draw_items", "count": 2}]}  # fmt: skip
    _run(s, 0, duel)
    act(s, 0, "choose 1")
    assert s.battle is None and s.pending is not None and s.pending["kind"] == "react"
    assert s.to_act() == (1,)
    act(s, 1, "block")
    assert s.battle is None and s.players[1].hand == [] and s.players[0].hand == []
    # without a Doll the duel starts at once
    setup_player(s, 1, ["squirtle"])
    _run(s, 0, duel)
    act(s, 0, "choose 1")
    assert s.battle is not None


# §9 Jirachi's Wish: "Draw 3 Event Cards ... Nobody can activate more than 1 Event through this
# card (so, if you only have 2 players left, only 2 of those 3 Events will be assigned)": three
# are drawn whatever the table, and with two players the drawer leaves one of the three out.
def test_jirachis_wish_with_two_players_draws_three_and_assigns_two_of_them() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"])
    s.decks["events"] += ["berry-bag.9", "lost-and-found.9", "poke-mart-sale.9"]
    _run(s, 0, {"do": "assign_events", "count": 3})
    # Poké Mart Sale (3 Items) is drawn first: the drawer may leave it out
    assert "choose none" in _texts(s, 0)
    act(s, 0, "choose none")
    act(s, 0, "choose 1")  # Lost and Found (2 Items) to Player 2
    assert "choose none" not in _texts(s, 0)  # two cards left, one player: no second skip
    act(s, 0, "choose 0")  # Berry Bag (1 Item) to Player 1
    assert [len(p.hand) for p in s.players] == [1, 2]
    assert "poke-mart-sale.9" in s.discards["events"]


# §9 Prepare for Trouble "will keep affecting every player for 2 turns" (National Park: 3): the
# turns were counted in rounds from the first seat, so an Event drawn by the last seat held the
# others for one turn only. Now the count runs from the drawer: it ends when the drawer's turn
# has come round that many times, and every other player plays that many turns under it.
def test_prepare_for_trouble_drawn_by_the_last_seat_still_lasts_two_turns_of_the_others() -> None:
    from pokeforge.games.hex.rules.movement import troubled

    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"])
    _run(s, 1, {"do": "prepare_for_trouble", "turns": 2})  # then Player 1's turn starts
    assert s.active == 0 and troubled(s, 0)
    board = GAME.render_text(s, 0)
    assert "In play: Prepare for Trouble (Player 2, 2 turn(s) of Player 2 left)" in board
    seen = []
    for _ in range(3):
        clear(s)
        run(s)  # the next turn
        seen.append((s.active, troubled(s, 0)))
    assert seen == [(1, True), (0, True), (1, False)]


# §9 "whenever an Event Card targets a player meeting some condition and more than a player meets
# that condition ..., the player who drew the Event will choose who is affected by it" (Day Care:
# "whoever activated this Event chooses"; Pokémaniac: "will decide on who gets what"; Professor
# Birch: "chooses who gets the benefit"). Ties were broken by seat order, not by the drawer.
def test_day_care_tie_is_decided_by_the_drawer() -> None:
    s = make_state(seats=3)
    for seat in range(3):
        setup_player(s, seat, ["dragonite"] if seat == 0 else ["rattata"])
    _run(s, 0, {"do": "day_care"})
    assert s.pending is not None and s.to_act() == (0,)
    assert sorted(s.pending["options"]) == ["1", "2"]
    act(s, 0, "choose 2")
    assert len(s.players[2].team) == 2 and len(s.players[1].team) == 1


def test_professor_birch_tie_is_decided_by_the_drawer() -> None:
    s = make_state(seats=3)
    for seat in range(3):
        setup_player(s, seat, ["rattata"], hand=["vitamin.1"] if seat == 0 else [])
    _run(s, 0, {"do": "fewest_items_draw", "count": 2})
    assert s.pending is not None and sorted(s.pending["options"]) == ["1", "2"]
    act(s, 0, "choose 2")
    assert [len(p.hand) for p in s.players] == [1, 0, 2]


def test_pokemaniac_ties_are_decided_by_the_drawer() -> None:
    s = make_state(seats=3)
    for seat, n in enumerate((1, 4, 4)):
        setup_player(s, seat, ["rattata"])
        s.players[seat].captures = n
    _run(s, 0, {"do": "pokemaniac"})
    assert s.pending is not None and sorted(s.pending["options"]) == ["1", "2"]
    act(s, 0, "choose 2")  # the Blue Pokémon to Player 3, the Green to Player 2
    tiers = [[s.content.cards[c].tier for c in p.team[1:]] for p in s.players]
    assert tiers == [["pink"], ["green"], ["blue"]]
