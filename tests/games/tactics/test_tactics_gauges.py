"""Gauges (rulebook "List of effects", direct bonuses, and the Pokémon cards' extra gauges): Focus
Energy, Withdraw, Harden, Teleport, Barrier (Fury Cutter: see test_tactics_melee.py)."""

from __future__ import annotations

from tactics_builders import act, bonus_moves, legal, lost, mon, position, texts, turn


def test_focus_energy_fills_the_gauge_and_a_focused_attack_ignores_defence_and_harden() -> None:
    st = position({"Machoke": "e4"}, {"Onix": "e5"})
    turn(st, "Machoke")
    act(st, "move e4")
    assert "attack Karate chop e5 focus" not in legal(st)  # gauge at 0
    act(st, "attack Focus Energy")
    assert mon(st, "Machoke").gauges["focus_energy"] == 1
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Machoke")
    act(st, "move e4")
    assert "attack Karate chop e5 focus" in legal(st)
    st.rng.script_dice(1)
    act(st, "attack Karate chop e5 focus")  # no Harden decision: it would not matter
    assert lost(st, "Onix") == 60  # defence 30 ignored
    assert mon(st, "Machoke").gauges["focus_energy"] == 0
    assert mon(st, "Onix").gauges["harden"] == 2


def test_focus_energy_ignores_withdraw_but_not_substitute() -> None:
    st = position({"Machoke": "e4"}, {"Wartortle": "e5", "Kadabra": "d5"})
    mon(st, "Machoke").gauges["focus_energy"] = 1
    mon(st, "Wartortle").gauges["withdraw"] = 1
    turn(st, "Machoke")
    act(st, "move e4")
    st.rng.script_dice(1)
    act(st, "attack Karate chop e5 focus")
    assert lost(st, "Wartortle") == 60
    mon(st, "Machoke").gauges["focus_energy"] = 1
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Machoke")
    act(st, "move e4")
    st.rng.script_dice(6)
    act(st, "attack Karate chop d5 focus")
    assert lost(st, "Kadabra") == 0
    assert mon(st, "Kadabra").tokens["substitute"] == 0


def test_withdraw_caps_physical_damage_at_ten_until_wartortles_next_turn() -> None:
    st = position({"Wartortle": "e4"}, {"Tauros": "e5", "Raichu": "i9"})
    turn(st, "Wartortle", then="Tauros")
    act(st, "move e4")
    act(st, "attack Withdraw")
    assert mon(st, "Wartortle").gauges["withdraw"] == 1
    act(st, "move e5")  # Tauros' turn
    ev = act(st, "attack Stomp e4")
    assert lost(st, "Wartortle") == 10  # 70 − 20 = 50, capped at 10
    assert "Withdraw caps it at 10" in texts(ev)
    turn(st, "Wartortle")
    assert mon(st, "Wartortle").gauges["withdraw"] == 0  # Phase 1 of its next turn


def test_withdraw_does_not_cap_electric_damage() -> None:
    st = position({"Raichu": "a1"}, {"Wartortle": "i9"})
    mon(st, "Wartortle").gauges["withdraw"] = 1
    turn(st, "Raichu")
    act(st, "move a1")
    st.rng.script_dice(6)
    act(st, "attack Thunderbolt i9")
    assert lost(st, "Wartortle") == 40


def test_harden_adds_two_points_up_to_four() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "i9"})
    for expected in (2, 4, 4):
        turn(st, "Onix")
        act(st, "move e4")
        act(st, "attack Harden")
        assert mon(st, "Onix").gauges["harden"] == expected


def test_harden_point_raises_defence_by_twenty_for_one_attack_on_the_owners_choice() -> None:
    st = position({"Tauros": "e4"}, {"Onix": "e5"})
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Tauros")
    act(st, "move e4")
    act(st, "attack Stomp e5")
    assert st.stage == "defend" and st.to_act() == (1,)
    assert legal(st) == ["defend Harden", "defend none"]
    act(st, "defend Harden")
    assert lost(st, "Onix") == 20  # 70 − (30 + 20)
    assert mon(st, "Onix").gauges["harden"] == 1
    turn(st, "Tauros")
    act(st, "move e4")
    act(st, "attack Stomp e5")
    act(st, "defend none")
    assert lost(st, "Onix") == 20 + 40
    assert mon(st, "Onix").gauges["harden"] == 1


def test_harden_is_not_offered_against_fire_or_when_it_would_change_nothing() -> None:
    st = position({"Hitmonchan": "e4", "Beedrill": "d4"}, {"Onix": "e5"})
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Hitmonchan")
    act(st, "move e4")
    act(st, "attack Fire Punch e5")  # fire: Harden does not help
    assert lost(st, "Onix") == 50
    turn(st, "Beedrill")
    act(st, "move d4")
    act(st, "attack Poison Sting e5")  # 30 − 30 = 0 already
    assert st.stage != "defend"
    assert mon(st, "Onix").gauges["harden"] == 2


def test_teleport_moves_kadabra_to_any_free_square_three_times() -> None:
    st = position({"Kadabra": "a1", "Cubone": "b1"}, {"Onix": "i9"})
    turn(st, "Kadabra")
    act(st, "move a1")
    options = legal(st)
    # every square of the board but the rocks and the squares Pokémon stand on
    taken = {"c4", "g4", "c6", "g6", "a1", "b1", "i9"}
    assert {o for o in options if o.startswith("attack Teleport ")} == {
        f"attack Teleport {sq}" for sq in st.board.names if sq not in taken
    }
    act(st, "attack Teleport h9")
    assert mon(st, "Kadabra").cell == st.board.cell_of["h9"]
    assert mon(st, "Kadabra").gauges["teleport"] == 2
    for here, square, left in (("h9", "e5", 1), ("e5", "a9", 0)):
        turn(st, "Kadabra")
        act(st, f"move {here}")
        act(st, f"attack Teleport {square}")
        assert mon(st, "Kadabra").cell == st.board.cell_of[square]
        assert mon(st, "Kadabra").gauges["teleport"] == left
    turn(st, "Kadabra")
    act(st, "move a9")
    assert not any(a.startswith("attack Teleport") for a in legal(st))


def test_barrier_is_a_line_of_up_to_four_free_squares_that_blocks_walking() -> None:
    st = position({"Mr. Mime": "a1"}, {"Tauros": "e7", "Fearow": "i9"})
    turn(st, "Mr. Mime", then="Tauros")
    act(st, "move a1")
    options = legal(st)
    assert "attack Barrier d6-g6" not in options  # g6 is a rock
    assert "attack Barrier d7-g7" not in options  # Tauros stands on e7
    assert "attack Barrier b5-b8" in options and "attack Barrier e6" in options
    # every wall offered is 1–4 free squares in one row or one column, and all of them are offered
    rocks_and_pokemon = {"c4", "g4", "c6", "g6", "a1", "e7", "i9"}
    offered = {o.removeprefix("attack Barrier ") for o in options if "Barrier" in o}
    expected = set()
    for sq in st.board.names:
        col, row = ord(sq[0]), int(sq[1:])
        for dc, dr in ((1, 0), (0, 1)):
            for length in range(1, 5):
                cells = [f"{chr(col + dc * k)}{row + dr * k}" for k in range(length)]
                if all(c in st.board.cell_of for c in cells) and not rocks_and_pokemon & set(cells):
                    expected.add(cells[0] if length == 1 else f"{cells[0]}-{cells[-1]}")
    assert offered == expected
    act(st, "attack Barrier d6-f6")
    assert mon(st, "Mr. Mime").gauges["barrier"] == 3
    assert st.barriers[0] == tuple(st.board.cell_of[s] for s in ("d6", "e6", "f6"))
    # Tauros on e7 cannot walk through the wall to e5
    options = legal(st)
    assert "move e6" not in options and "move e5" not in options
    assert "move d7" in options


def test_fly_passes_over_a_barrier_but_cannot_land_on_it() -> None:
    st = position({"Mr. Mime": "a1"}, {"Fearow": "e7"})
    st.set_barrier(0, tuple(st.board.cell_of[s] for s in ("d6", "e6", "f6")))
    turn(st, "Fearow")
    options = bonus_moves(st, "Fly")
    assert "move e5 with Fly" in options
    assert "move e6 with Fly" not in options


def test_barrier_gauge_drops_in_every_turn_of_its_owner_and_allows_a_new_barrier_at_zero() -> None:
    st = position({"Mr. Mime": "a1", "Cubone": "b1"}, {"Onix": "i9"})
    mm = mon(st, "Mr. Mime")
    turn(st, "Mr. Mime")
    act(st, "move a1")
    act(st, "attack Barrier e5")
    assert mm.gauges["barrier"] == 3
    turn(st, "Cubone")  # an ally's turn: Phase 1 lowers the gauge too
    assert mm.gauges["barrier"] == 2
    turn(st, "Mr. Mime")
    assert mm.gauges["barrier"] == 1
    act(st, "move a1")
    assert not any(a.startswith("attack Barrier") for a in legal(st))
    act(st, "skip")
    turn(st, "Mr. Mime")
    assert mm.gauges["barrier"] == 0
    act(st, "move a1")
    act(st, "attack Barrier e7-e8")  # the new barrier replaces the old one
    assert st.barriers[0] == (st.board.cell_of["e7"], st.board.cell_of["e8"])
    assert not st.blocked[st.board.cell_of["e5"]]


def test_the_barrier_stays_after_mr_mime_is_knocked_out() -> None:
    st = position({"Mr. Mime": "e4", "Cubone": "a1"}, {"Tauros": "e5"})
    st.set_barrier(0, (st.board.cell_of["h3"],))
    turn(st, "Tauros")
    act(st, "move e5")
    mon(st, "Mr. Mime").hp = 10
    act(st, "attack Stomp e4")
    assert mon(st, "Mr. Mime").out
    assert st.blocked[st.board.cell_of["h3"]]


def test_an_empty_turn_has_no_phase_1_and_leaves_the_barrier_gauge() -> None:
    st = position({"Mr. Mime": "a1", "Cubone": "b1"}, {"Onix": "i9", "Kadabra": "h9"})
    mm = mon(st, "Mr. Mime")
    mm.gauges["barrier"] = 3
    act(st, "order empty Cubone Mr. Mime", seat=0)
    ev = act(st, "order Onix Kadabra empty", seat=1)
    assert "Player 1 has an empty turn." in texts(ev)
    assert mm.gauges["barrier"] == 3
    act(st, "move i9")
    ev = act(st, "skip")  # Onix's turn ends; Cubone's Phase 1 lowers the gauge
    assert st.t_mon == mon(st, "Cubone").idx
    assert mm.gauges["barrier"] == 2
    assert "Mr. Mime's barrier gauge drops to 2" in texts(ev)
