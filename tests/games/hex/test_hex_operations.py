"""§9 Alternative Gym, Rocket Bribe, Sketchy Salesman, Game Corner; §10 Aqua, Magma and Rocket
Operation, Bill's Machine, Boosted PokéNav, Mr. Briney's Boat; §8 Lure Module."""

from __future__ import annotations

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.effects import effect_tasks
from pokeforge.games.hex.rules.flow import push
from pokeforge.games.hex.rules.operations import alternative_leaders


def _run(s, seat: int, *effects: dict) -> None:  # type: ignore[no-untyped-def,type-arg]
    clear(s)
    push(s, *effect_tasks(seat, list(effects)))
    run(s)


def test_alternative_gym_offers_the_leaders_not_in_the_game_for_the_next_badge() -> None:
    s = make_state()
    setup_player(s, 0, ["rattata"], badges=2)
    on_board = {sp.leader for sp in s.board.spaces if sp.leader}
    expected = sorted(
        lid for lid, ld in s.content.leaders.items() if ld.tier == 2 and lid not in on_board
    )
    assert alternative_leaders(s, 0) == expected and len(expected) == 2
    _run(s, 0, {"do": "alternative_gym"})
    assert s.pending["options"] == [*expected, "none"]
    act(s, 0, f"choose {expected[0]}")
    assert s.battle is not None and s.battle["kind"] == "gym"
    assert s.battle["sides"][1]["leader"] == expected[0]


def test_alternative_gym_gives_nothing_after_six_badges() -> None:
    s = make_state()
    setup_player(s, 0, ["mewtwo"], badges=6)
    _run(s, 0, {"do": "alternative_gym"})
    assert s.pending["kind"] == "turn" and s.battle is None


def _draw_event(s, seat: int, card: str) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.decks["events"].append(card)
    push(s, {"t": "draw_event", "seat": seat})
    run(s)


def test_rocket_bribe_copies_opponents_events_and_costs_the_next_turn() -> None:
    s = make_state(seats=3)
    for seat in range(3):
        setup_player(s, seat, ["bulbasaur"], trainer="hiker")
    _run(s, 0, {"do": "rocket_bribe"})
    s.active = 0
    _draw_event(s, 1, "lost-and-found.1")
    assert len(s.players[1].hand) == 2 and len(s.players[0].hand) == 2
    s.active = 0
    _draw_event(s, 0, "lost-and-found.2")  # its own Events are not copied twice
    assert len(s.players[0].hand) == 4
    clear(s)
    s.active = 2
    run(s)  # seat 0's next turn is skipped, seat 1 plays
    assert s.active == 1 and not any(c["kind"] == "rocket_bribe" for c in s.continuous)


def test_rocket_bribe_without_a_copy_keeps_the_next_turn() -> None:
    s = make_state(seats=3)
    _run(s, 0, {"do": "rocket_bribe"})
    clear(s)
    s.active = 2
    run(s)
    assert s.active == 0 and not s.continuous


def test_sketchy_salesman_gives_a_pink_then_may_recycle_two_of_a_colour() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur", "rattata", "pidgey", "mewtwo"])
    _run(s, 0, {"do": "gain_pokemon", "tier": "pink", "count": 1}, {"do": "recycle_pair"})
    assert len(s.players[0].team) == 5
    assert "rattata+pidgey" in s.pending["options"] or "pidgey+rattata" in s.pending["options"]
    assert not any("mewtwo" in o for o in s.pending["options"])  # one yellow: no pair
    pair = "pidgey+rattata" if "pidgey+rattata" in s.pending["options"] else "rattata+pidgey"
    act(s, 0, f"choose {pair}")
    team = s.players[0].team
    assert "rattata" not in team and "pidgey" not in team and len(team) == 4
    assert s.content.cards[team[-1]].tier == "pink"


def test_game_corner_reads_the_die_and_takes_a_random_pokemon() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    prizes = ["", "", "pink", "pink", "green", "blue"]
    clear(s)
    s.rng.script_dice(2)
    push(s, *effect_tasks(0, [{"do": "game_corner", "prizes": prizes}]))
    run(s)
    assert len(s.players[0].team) == 1 and s.pending["kind"] == "turn"
    clear(s)
    s.rng.script_dice(5)
    push(s, *effect_tasks(0, [{"do": "game_corner", "prizes": prizes}]))
    run(s)
    opts = s.pending["options"]
    assert opts[0] == "pile"
    assert all(s.board.spaces[int(o)].arg == "green" and int(o) not in s.revealed for o in opts[1:])
    act(s, 0, f"choose {opts[1]}")
    assert s.content.cards[s.players[0].team[-1]].tier == "green"


def test_aqua_operation_takes_from_the_discarded_items_and_the_deck() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["master-ball.1", "vitamin.1"])
    _run(s, 0, {"do": "aqua_operation", "take": 3})
    assert s.to_act() == (1,)
    act(s, 1, "choose master-ball.1")
    assert s.players[1].hand == ["vitamin.1"]
    assert s.pending["options"] == ["master-ball.1", "deck", "done"]
    act(s, 0, "choose master-ball.1")
    act(s, 0, "choose deck")
    act(s, 0, "choose done")
    assert "master-ball.1" in s.players[0].hand and len(s.players[0].hand) == 2
    assert "operation_pool" not in s.flags


def test_aqua_operation_discard_is_blocked_by_a_poke_doll() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["poke-doll.1", "vitamin.1"])
    _run(s, 0, {"do": "aqua_operation", "take": 3})
    act(s, 1, "block")
    assert s.players[1].hand == ["vitamin.1"]


def test_magma_operation_lets_the_drawer_swap_for_a_discarded_trainer() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="red")
    setup_player(s, 2, ["squirtle"], trainer="alder")
    for t in ("hiker", "red", "alder"):
        for pile in (s.decks["trainers"], s.discards["trainers"]):
            if t in pile:
                pile.remove(t)
    _run(s, 0, {"do": "magma_operation"})
    assert s.pending["options"] == ["keep", "alder", "red"]
    act(s, 0, "choose red")
    assert s.players[0].trainer == "red"
    assert s.players[1].trainer not in ("red", "hiker") and s.players[2].trainer != "alder"
    assert {"hiker", "alder"} <= set(s.discards["trainers"])


def test_rocket_operation_steals_two_from_one_or_one_from_each_of_two() -> None:
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"])
    setup_player(s, 1, ["charmander"], hand=["vitamin.1", "protein.1"])
    setup_player(s, 2, ["squirtle"], hand=["potion.1"])
    _run(s, 0, {"do": "rocket_operation", "count": 2})
    assert s.pending["options"] == ["1", "2", "1+2"]
    act(s, 0, "choose 1")
    assert sorted(s.players[0].hand) == ["protein.1", "vitamin.1"]
    s.players[1].hand = ["vitamin.2"]
    _run(s, 0, {"do": "rocket_operation", "count": 2})
    act(s, 0, "choose 1+2")
    assert {"vitamin.2", "potion.1"} <= set(s.players[0].hand)


def test_bills_machine_reveals_four_colours_then_tries_two_captures() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    _run(s, 0, {"do": "bills_machine", "tries": 2})
    picked = []
    for tier in ("pink", "green", "blue", "red"):
        opts = s.pending["options"]
        assert all(s.board.spaces[int(o)].arg == tier for o in opts)
        picked.append(int(opts[0]))
        act(s, 0, f"choose {opts[0]}")
    assert all(sp in s.revealed for sp in picked)
    assert sorted(s.pending["options"][:4]) == sorted(str(p) for p in picked)
    pink = s.slots[str(picked[0])]
    s.rng.script_dice(3)
    act(s, 0, f"choose {picked[0]}")
    assert pink in s.players[0].team
    s.rng.script_dice(6)
    act(s, 0, f"choose {picked[1]}")
    assert picked[1] in s.weakened and s.pending["kind"] == "turn"


def test_boosted_pokenav_keeps_one_of_five_trainers_and_targets_an_opponent() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="red")
    _run(s, 0, {"do": "boosted_pokenav", "draw": 4})
    opts = s.pending["options"]
    assert "hiker" in opts and len(opts) == 5
    keep = next(o for o in opts if o != "hiker")
    act(s, 0, f"choose {keep}")
    assert s.players[0].trainer == keep and "hiker" in s.discards["trainers"]
    act(s, 0, "choose 1")
    assert s.players[1].trainer != "red" and "red" in s.discards["trainers"]


def _move_roll(s, seat: int, face: int) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.active = seat
    push(s, {"t": "turn_menu"})
    run(s)
    s.rng.script_dice(face)
    act(s, seat, "roll")


def test_mr_briney_changes_rolls_on_his_hexagon_until_his_next_turn() -> None:
    s = make_state(seats=3)
    for seat in range(3):
        setup_player(s, seat, ["bulbasaur"], trainer="hiker")
    _run(s, 0, {"do": "briney"})
    _move_roll(s, 1, 3)  # everyone starts in New Bark Town: seat 0's hexagon
    assert s.pending["kind"] == "briney" and s.to_act() == (0,)
    assert [str(a) for a in s.legal_actions(0)] == ["keep", "plus", "minus"]
    act(s, 0, "plus")
    assert s.pending["kind"] == "move" and s.pending["roll"] == 4 and s.to_act() == (1,)
    far = next(sp.id for sp in s.board.spaces if sp.slot != s.board.spaces[s.board.start].slot)
    s.players[2].pos = far
    _move_roll(s, 2, 3)  # another hexagon: no change offered
    assert s.pending["kind"] == "move" and s.pending["roll"] == 3
    clear(s)
    s.active = 2
    run(s)  # seat 0's next turn: the boat is gone
    assert s.active == 0 and not s.continuous


def test_mr_brineys_boat_gives_an_extra_turn_and_the_aura() -> None:
    s = make_state()
    ev = s.content.super_events["mr-brineys-boat"]
    assert [e["do"] for e in ev.effects] == ["extra_turn", "briney"]


def test_lure_module_swaps_two_pokemon_of_a_colour_with_their_tokens() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], trainer="hiker", hand=["lure-module.1"])
    clear(s)
    s.active = 0
    greens = sorted(int(k) for k in s.slots if s.board.spaces[int(k)].arg == "green")
    a, b = greens[0], greens[1]
    s.revealed.append(a)
    s.weakened.append(a)
    ca, cb = s.slots[str(a)], s.slots[str(b)]
    push(s, {"t": "turn_menu"})
    run(s)
    act(s, 0, "use lure-module.1")
    act(s, 0, f"choose {a}")
    assert all(s.board.spaces[int(o)].arg == "green" for o in s.pending["options"])
    act(s, 0, f"choose {b}")
    assert s.slots[str(a)] == cb and s.slots[str(b)] == ca
    assert b in s.revealed and b in s.weakened and a not in s.revealed
    assert s.pending["kind"] == "turn"  # a common Item: the turn goes on


def test_every_new_card_is_in_its_deck() -> None:
    s = make_state()
    names = {c.rpartition(".")[0] for deck in s.decks.values() for c in deck}
    names |= {c.rpartition(".")[0] for p in s.players for c in p.hand}
    names |= set(s.decks["trainers"]) | {p.trainer for p in s.players}
    for card in (
        "time-travel",
        "lure-module",
        "alternative-gym",
        "rocket-bribe",
        "sketchy-salesman",
        "game-corner",
        "aqua-operation",
        "magma-operation",
        "rocket-operation",
        "bills-machine",
        "boosted-pokenav",
        "cynthia",
        "wally",
    ):
        assert card in names, card


def test_six_badges_with_an_alternative_gym_badge_close_the_other_gyms() -> None:
    s = make_state()
    on_board = [sp.leader for sp in s.board.spaces if sp.leader]
    setup_player(s, 0, ["mewtwo"])
    off_board = next(lid for lid in s.content.leaders if lid not in on_board)
    s.players[0].badges = [*on_board[:5], off_board]
    city = s.board.space_of_city(on_board[5])
    clear(s)
    s.active = 0
    s.players[0].pos = city
    push(s, {"t": "turn_menu"})
    run(s)
    assert "gym" not in [str(a) for a in s.legal_actions(0)]
    clear(s)
    push(s, {"t": "gym_offer", "seat": 0})
    run(s)
    assert s.pending is None or s.pending["kind"] != "gym"


def test_the_trainer_cards_drawn_by_boosted_pokenav_are_declared_and_re_dealt_for_others() -> None:
    """The four Trainer cards drawn are seen only by their drawer while it chooses: a zone of the
    Trainer pool. Another seat's copy deals them again from the Trainer deck (and lists the
    drawer's options from them); the drawer's own copy keeps them."""
    s = make_state(seats=3)
    setup_player(s, 0, ["bulbasaur"], trainer="hiker")
    _run(s, 0, {"do": "boosted_pokenav", "draw": 4})
    drawn = sorted(o for o in s.pending["options"] if o != "hiker")
    zone = s.secrets().zone("drawn trainers")
    assert sorted(zone.items) == drawn and zone.seen_by == frozenset({0})
    assert s.determinize(0, 1).pending["options"] == s.pending["options"]
    copies = [s.determinize(1, k) for k in range(8)]
    assert any(sorted(o for o in c.pending["options"] if o != "hiker") != drawn for c in copies)
    for c in copies:
        cards = c.pending["resume"]["cards"]
        assert c.pending["options"] == sorted({"hiker", *cards})
        assert sorted(cards + c.decks["trainers"]) == sorted(drawn + s.decks["trainers"])
    assert sorted(o for o in s.pending["options"] if o != "hiker") == drawn  # untouched
