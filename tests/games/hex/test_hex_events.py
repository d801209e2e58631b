"""§9/§10 events and §8 reactions: the Poké Doll window, forced trades, duels, free Pokémon."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.effects import effect_tasks
from pokeforge.games.hex.rules.flow import push


def _run(s, seat: int, *effects: dict) -> None:  # type: ignore[no-untyped-def,type-arg]
    clear(s)
    push(s, *effect_tasks(seat, list(effects)))
    run(s)


def test_forced_trade_swaps_two_pokemon_of_the_same_colour() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    _run(s, 0, {"do": "trade"})
    opts = s.pending["options"]
    assert "rattata>1:pidgey" in opts and "rattata>1:charmander" not in opts
    act(s, 0, "choose rattata>1:pidgey")
    assert "pidgey" in s.players[0].team and "rattata" in s.players[1].team


def test_locked_families_cannot_be_traded() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"])
    s.players[1].locked = ["pidgey"]
    _run(s, 0, {"do": "trade"})
    assert not any(o.endswith(":pidgey") for o in s.pending["options"])


def test_poke_doll_blocks_and_a_second_doll_blocks_the_block() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"], hand=["poke-doll.1"])
    setup_player(s, 1, ["charmander", "pidgey"], hand=["poke-doll.2"])
    _run(s, 0, {"do": "trade"})
    act(s, 0, "choose rattata>1:pidgey")
    assert s.pending["kind"] == "react" and s.to_act() == (1,)
    act(s, 1, "block")
    assert s.pending["kind"] == "react" and s.to_act() == (0,)
    act(s, 0, "block")
    assert "pidgey" in s.players[0].team
    assert {"poke-doll.1", "poke-doll.2"} <= set(s.discards["items"])


def test_a_seat_with_no_item_card_is_not_asked_to_block_the_block() -> None:
    """Hand sizes are public: a player with no Item Card cannot react, so no window opens for
    it (one with any Item would be asked, a Poké Doll or not: test_hex_reactions.py)."""
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata"])
    setup_player(s, 1, ["charmander", "pidgey"], hand=["poke-doll.2"])
    _run(s, 0, {"do": "trade"})
    act(s, 0, "choose rattata>1:pidgey")
    act(s, 1, "block")
    assert "rattata" in s.players[0].team and "pidgey" in s.players[1].team
    assert s.pending is None or s.pending["kind"] != "react"


def test_duel_event_types_get_plus_and_minus_one_and_the_winner_takes_the_prize() -> None:
    s = make_state()
    setup_player(s, 0, ["charmander"])
    setup_player(s, 1, ["squirtle"])
    duel = {
        "do": "duel",
        "plus": ["Fire"],
        "minus": ["Water"],
        "prize": [{"do": "draw_items", "count": 2}],
    }
    _run(s, 0, duel)
    act(s, 0, "choose 1")
    act(s, 0, "send charmander")
    act(s, 1, "send squirtle")
    act(s, 0, "item none")
    s.rng.script_dice(4, 4)
    events = act(s, 1, "item none")
    totals = next(e for e in events if e.kind == "duel").public["totals"]
    assert (totals[0]["duel"], totals[1]["duel"]) == (1, -1)
    # Charmander 4+1+4 = 9; Squirtle 4+2 (vs Fire) -1 +4 = 9: a draw; both faint and, with
    # nobody left, each sends again (documented extra-round rule); nobody has the prize yet
    assert [t["total"] for t in totals] == [9, 9]
    assert s.pending["kind"] == "send" and s.battle["extra"] == 1
    act(s, 0, "send charmander")
    act(s, 1, "send squirtle")
    act(s, 0, "item none")
    s.rng.script_dice(6, 1)
    act(s, 1, "item none")
    assert len(s.players[0].hand) == 2 and s.players[1].hand == []


def test_gs_ball_gives_a_pink_pokemon_with_a_permanent_token() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    _run(s, 0, {"do": "gain_pokemon", "tier": "pink", "count": 1, "bonus": 1})
    new = s.players[0].team[1]
    assert s.content.cards[new].tier == "pink" and s.players[0].bonus == {new: 1}


def test_prepare_for_trouble_limits_everyone_else_to_one_space() -> None:
    from pokeforge.games.hex.rules.movement import move_steps

    s = make_state()
    _run(s, 0, {"do": "prepare_for_trouble", "turns": 2})
    assert move_steps(s, 1, 6) == 1 and move_steps(s, 0, 6) == 6


def _draw_event_on_top(s, seat: int, card: str) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.decks["events"].append(card)
    push(s, {"t": "draw_event", "seat": seat})
    run(s)


def test_exp_share_copies_an_opponents_event() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["exp-share.1"])
    _draw_event_on_top(s, 0, "lost-and-found.9")
    assert len(s.players[0].hand) == 2
    assert s.pending["trigger"] == "exp_share" and s.to_act() == (1,)
    act(s, 1, "use")
    assert len(s.players[1].hand) == 2 and "exp-share.1" in s.discards["items"]


def test_poke_flute_cancels_the_event_and_another_is_drawn() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["poke-flute.1"])
    s.decks["events"].append("poke-mart-sale.9")  # drawn after the cancelled one
    _draw_event_on_top(s, 0, "lost-and-found.9")
    assert s.pending["trigger"] == "poke_flute" and s.to_act() == (1,)
    act(s, 1, "use")
    assert "lost-and-found.9" in s.discards["events"]
    assert len(s.players[0].hand) == 3  # Poké Mart Sale: 3 Items


def test_the_drawer_blocks_a_poke_flute_with_a_doll() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], hand=["poke-doll.1"])
    setup_player(s, 1, ["charmander"], hand=["poke-flute.1"])
    _draw_event_on_top(s, 0, "lost-and-found.9")
    act(s, 1, "use")
    act(s, 0, "block")
    assert len(s.players[0].hand) == 2  # the Doll is spent; Lost and Found gives 2


def test_national_park_rewards_the_most_captures_when_it_ends() -> None:
    from pokeforge.games.hex.rules.capture import gain

    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"])
    _run(s, 0, {"do": "national_park", "turns": 1})
    gain(s, 1, "abra")
    gain(s, 1, "rattata")
    gain(s, 0, "pidgey")
    clear(s)
    s.active = 1
    from pokeforge.games.hex.rules.flow import next_turn

    next_turn(s)  # a new round: the park closes
    run(s)
    reds = [c for c in s.players[1].team if s.content.cards[c].tier == "red"]
    assert len(reds) == 1 and len(s.players[0].hand) == 3


def test_kimono_sisters_names_a_type_and_a_colour_up_to_the_space() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    s.players[0].pos = s.board.start  # the start hexagon is pink
    _run(s, 0, {"do": "name_type_colour"})
    opts = s.pending["options"]
    assert opts and all(o.endswith("@pink") for o in opts)
    ty = opts[0].partition("@")[0]
    act(s, 0, f"choose {opts[0]}")
    new = s.players[0].team[-1]
    assert ty in s.content.cards[new].types and s.content.cards[new].tier == "pink"


def test_jirachis_wish_gives_each_event_to_a_different_player() -> None:
    s = make_state(seats=3)
    for seat in range(3):
        setup_player(s, seat, ["bulbasaur", "charmander", "squirtle"][seat : seat + 1])
    s.decks["events"] += ["berry-bag.9", "lost-and-found.9", "poke-mart-sale.9"]
    _run(s, 0, {"do": "assign_events", "count": 3})
    act(s, 0, "choose 2")  # Poké Mart Sale (drawn first) to seat 2
    assert "choose 2" not in [str(a) for a in s.legal_actions(0)]
    act(s, 0, "choose 0")  # Lost and Found to seat 0
    act(s, 0, "choose 1")  # Berry Bag to seat 1
    assert [len(p.hand) for p in s.players] == [2, 1, 3]


def test_blocked_route_gives_a_blue_or_weaker_pokemon_of_the_hexagon_then_a_skip() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    slot = s.board.spaces[s.players[0].pos].slot
    spaces = [sp for sp in s.board.tile_spaces(slot) if s.card_at(sp) is not None]
    _run(s, 0, {"do": "gain_from_hexagon"}, {"do": "skip_turns", "count": 1})
    assert sorted(int(o) for o in s.pending["options"]) == sorted(spaces)
    card = s.slots[str(spaces[0])]
    act(s, 0, f"choose {spaces[0]}")
    assert card in s.players[0].team and s.players[0].skip == 1


def test_kimono_sisters_offers_every_type_of_the_colour_whatever_the_pile_holds() -> None:
    """Decision 42: the types offered come from the (public) cards of the colour, not from the
    hidden pile; a type the pile lacks gives nothing, and the search is a declared reveal."""
    options = []
    for keep in (True, False):
        s = make_state()
        setup_player(s, 0, ["bulbasaur"])
        s.players[0].pos = s.board.start  # the start hexagon is pink
        if not keep:  # the pile holds only Pokémon without the Bug type
            s.piles["pink"] = [c for c in s.piles["pink"] if "Bug" not in s.content.cards[c].types]
        _run(s, 0, {"do": "name_type_colour"})
        options.append(s.pending["options"])
    assert options[0] == options[1] and "Bug@pink" in options[1]
    team = list(s.players[0].team)
    events = act(s, 0, "choose Bug@pink")
    assert events[0].kind == "search" and events[0].reveals
    assert s.players[0].team == team and any(e.kind == "nothing" for e in events)
