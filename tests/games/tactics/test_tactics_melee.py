"""Melee attacks of the 16 Pokémon (rulebook "Pokémon"; Phase 3 a) melee: an opponent on one of
the 8 neighbouring squares)."""

from __future__ import annotations

from tactics_builders import act, bonus_moves, legal, lost, mon, position, texts, turn


def test_stomp_deals_70_minus_defence_to_an_adjacent_opponent() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5", "Onix": "i9"})
    turn(st, "Tauros")
    act(st, "move e4")
    ev = act(st, "attack Stomp e5")
    assert lost(st, "Kadabra") == 70
    assert "Tauros used Stomp on Kadabra" in texts(ev)
    assert "70 − 0 defence → 70 damage" in texts(ev)


def test_melee_reaches_diagonal_neighbours_but_not_two_squares_away() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "f5", "Onix": "e6"})
    turn(st, "Tauros")
    act(st, "move e4")
    options = legal(st)
    assert "attack Stomp f5" in options
    assert "attack Stomp e6" not in options


def test_physical_damage_never_goes_below_zero() -> None:
    st = position({"Beedrill": "e4"}, {"Onix": "e5"})
    turn(st, "Beedrill")
    act(st, "move e4")
    act(st, "attack Poison Sting e5")
    assert lost(st, "Onix") == 0  # 30 − 30 defence
    assert mon(st, "Onix").tokens["poison"] == 1  # the hit still poisons


def test_quick_attack_adds_two_speed_and_must_end_next_to_an_opponent() -> None:
    st = position({"Tauros": "a1"}, {"Kadabra": "a8"})
    turn(st, "Tauros")
    options = legal(st)
    assert "move a5" in options and "move a6" not in options  # speed 4
    assert "announce Quick Attack" in options and not [o for o in options if " with " in o]
    quick = bonus_moves(st, "Quick Attack")
    assert "move a7 with Quick Attack" in quick  # speed 6, next to Kadabra
    assert "move a6 with Quick Attack" not in quick  # not next to an opponent
    assert all(o.endswith(" with Quick Attack") for o in quick)
    act(st, "move a7 with Quick Attack")
    assert legal(st) == ["attack Quick Attack a8"]  # it must be used: no skip
    act(st, "attack Quick Attack a8")
    assert lost(st, "Kadabra") == 50


def test_quick_attack_cannot_be_used_without_announcing_it() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5"})
    turn(st, "Tauros")
    act(st, "move e4")
    assert "attack Quick Attack e5" not in legal(st)
    assert "attack Stomp e5" in legal(st)


def test_karate_chop_uses_the_two_value_die_convention() -> None:
    st = position({"Machoke": "e4"}, {"Chansey": "e5"})
    turn(st, "Machoke")
    act(st, "move e4")
    st.rng.script_dice(3)
    ev = act(st, "attack Karate chop e5")
    assert lost(st, "Chansey") == 60
    assert "die 3" in texts(ev)
    st2 = position({"Machoke": "e4"}, {"Chansey": "e5"})
    turn(st2, "Machoke")
    act(st2, "move e4")
    st2.rng.script_dice(4)
    act(st2, "attack Karate chop e5")
    assert lost(st2, "Chansey") == 90


def test_fly_passes_over_pokemon_and_obstacles_and_lands_on_a_free_square() -> None:
    # Fearow on c3 walled in by its ally and rocks; c4 is a rock on the default board
    st = position({"Fearow": "c3", "Cubone": "b3", "Ivysaur": "d3"}, {"Kadabra": "c8"})
    turn(st, "Fearow")
    options = legal(st)
    assert "move c5" not in options  # walking cannot pass the rock
    flying = bonus_moves(st, "Fly")
    assert "move c5 with Fly" in flying  # over the rock on c4
    assert "move c4 with Fly" not in flying  # a rock is not free to land on
    assert "move b3 with Fly" not in flying  # an ally's square is not free
    act(st, "move c7 with Fly")
    assert legal(st) == ["skip", "attack Fly c8"]  # only the announced attack, or none
    act(st, "attack Fly c8")
    assert lost(st, "Kadabra") == 50


def test_fly_bonus_may_be_used_without_attacking() -> None:
    st = position({"Fearow": "a1"}, {"Kadabra": "i9"})
    turn(st, "Fearow")
    act(st, "move a8 with Fly")
    assert mon(st, "Fearow").cell == st.board.cell_of["a8"]
    assert st.t_mon == mon(st, "Kadabra").idx  # no attack: the turn passed on


def test_fury_attack_uses_the_three_value_die_convention() -> None:
    for face, damage in ((1, 50), (2, 50), (3, 60), (4, 60), (5, 70), (6, 70)):
        st = position({"Fearow": "e4"}, {"Chansey": "e5"})
        turn(st, "Fearow")
        act(st, "move e4")
        st.rng.script_dice(face)
        act(st, "attack Fury attack e5")
        assert lost(st, "Chansey") == damage, face


def test_fury_cutter_adds_its_gauge_and_raises_it_by_ten_up_to_forty() -> None:
    st = position({"Scyther": "e4"}, {"Machoke": "e5"})
    seen = []
    for _ in range(6):
        before = mon(st, "Machoke").hp
        turn(st, "Scyther")
        act(st, "move e4")
        act(st, "attack Fury Cutter e5")
        seen.append(before - mon(st, "Machoke").hp + 20)  # + Machoke's defence
        mon(st, "Machoke").hp = 170
    assert seen == [40, 50, 60, 70, 80, 80]
    assert mon(st, "Scyther").gauges["fury_cutter"] == 40


def test_extremespeed_ignores_bind_and_paralysis() -> None:
    st = position({"Scyther": "a1"}, {"Kadabra": "a8"})
    sc = mon(st, "Scyther")
    sc.tokens["bind"] = 1
    sc.tokens["paralysis"] = 2
    turn(st, "Scyther")
    options = legal(st)
    assert "move a1" in options and "move a2" not in options  # bound
    assert "move a7 with ExtremeSpeed" in bonus_moves(st, "ExtremeSpeed")  # speed 6 despite both
    act(st, "move a7 with ExtremeSpeed")
    act(st, "attack ExtremeSpeed a8")
    assert lost(st, "Kadabra") == 50


def test_rage_adds_half_the_damage_taken_rounded_down_to_tens() -> None:
    st = position({"Hitmonchan": "e4"}, {"Chansey": "e5"})
    mon(st, "Hitmonchan").hp = 130 - 50  # took 50: half is 25 → 20
    turn(st, "Hitmonchan")
    act(st, "move e4")
    act(st, "attack Rage e5")
    assert lost(st, "Chansey") == 60
    st2 = position({"Hitmonchan": "e4"}, {"Chansey": "e5"})
    turn(st2, "Hitmonchan")
    act(st2, "move e4")
    act(st2, "attack Rage e5")
    assert lost(st2, "Chansey") == 40


def test_fire_punch_is_fire_and_resisted_by_fire_resistance() -> None:
    st = position({"Hitmonchan": "e4"}, {"Kadabra": "e5", "Wartortle": "d5"})
    turn(st, "Hitmonchan")
    act(st, "move e4")
    act(st, "attack Fire Punch e5")
    assert lost(st, "Kadabra") == 50  # fire ignores defence; no resistance
    turn(st, "Hitmonchan")
    act(st, "move e4")
    ev = act(st, "attack Fire Punch d5")
    assert lost(st, "Wartortle") == 10
    assert "fire resistance" in texts(ev)


def test_bind_ignores_defence_and_keeps_the_target_from_moving_on_its_next_turn() -> None:
    st = position({"Onix": "e4"}, {"Machoke": "e5"})
    turn(st, "Onix")
    act(st, "move e4")
    act(st, "attack Bind e5")
    mk = mon(st, "Machoke")
    assert lost(st, "Machoke") == 20  # 20, defence 20 ignored
    assert mk.tokens["bind"] == 1
    # the play stopped at Machoke's turn: it cannot move, it still attacks
    assert st.stage == "attack" and st.t_mon == mk.idx
    assert "attack Karate chop e4" in legal(st)
    act(st, "skip")
    assert mk.tokens["bind"] == 0  # discarded in Phase 4 of its turn


def test_dig_passes_under_obstacles_and_pokemon() -> None:
    st = position({"Onix": "c3", "Cubone": "c2"}, {"Kadabra": "c7"})
    turn(st, "Onix")
    options = legal(st)
    assert "move c5" not in options
    digging = bonus_moves(st, "Dig")
    assert "move c5 with Dig" in digging  # under the rock on c4
    assert "move c2 with Dig" not in digging  # must end on a free square
    ev = act(st, "move c5 with Dig")
    assert mon(st, "Onix").cell == st.board.cell_of["c5"]
    # nobody next to c5: Phase 3 has nothing to offer and passes on its own
    assert "Onix has nobody in reach of Dig: no attack this turn." in texts(ev)
    assert st.t_mon == mon(st, "Kadabra").idx


def test_dig_attack_deals_thirty() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "e6"})
    turn(st, "Onix")
    act(st, "move e5 with Dig")
    act(st, "attack Dig e6")
    assert lost(st, "Kadabra") == 30


def test_bone_club_dragon_rage_and_thundershock() -> None:
    st = position({"Cubone": "e4", "Charmeleon": "d4", "Voltorb": "f4"}, {"Chansey": "e5"})
    turn(st, "Cubone")
    act(st, "move e4")
    act(st, "attack Bone Club e5")
    assert lost(st, "Chansey") == 50
    turn(st, "Charmeleon")
    act(st, "move d4")
    act(st, "attack Dragon Rage e5")
    assert lost(st, "Chansey") == 90
    turn(st, "Voltorb")
    act(st, "move f4")
    ev = act(st, "attack Thundershock e5")
    assert lost(st, "Chansey") == 120
    assert "electric" in texts(ev)


def test_poison_sting_poisons_and_beedrill_flies() -> None:
    st = position({"Beedrill": "a1"}, {"Kadabra": "c7"})
    turn(st, "Beedrill")
    act(st, "move b6 with Fly")
    act(st, "attack Fly c7")
    assert lost(st, "Kadabra") == 30
    st2 = position({"Beedrill": "e4"}, {"Kadabra": "e5"})
    turn(st2, "Beedrill")
    act(st2, "move e4")
    act(st2, "attack Poison Sting e5")
    assert lost(st2, "Kadabra") == 30
    assert mon(st2, "Kadabra").tokens["poison"] == 1


def test_a_knockout_is_told_in_the_attacks_own_sentence() -> None:
    st2 = position({"Tauros": "e4"}, {"Kadabra": "e5", "Onix": "i9"})
    mon(st2, "Kadabra").hp = 70
    turn(st2, "Tauros")
    act(st2, "move e4")
    ev = act(st2, "attack Stomp e5")
    attack = next(e for e in ev if e.kind == "attack")
    assert attack.text == (
        "Tauros used Stomp on Kadabra: 70 − 0 defence → 70 damage. Kadabra is knocked out."
    )
    assert attack.public["knocked_out"] == [mon(st2, "Kadabra").idx]
    assert mon(st2, "Kadabra").cell == -1 and mon(st2, "Kadabra").out


def test_fury_cutter_raises_its_gauge_even_when_a_substitute_takes_the_hit() -> None:
    st = position({"Scyther": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Scyther")
    act(st, "move e4")
    act(st, "attack Fury Cutter e5")
    assert lost(st, "Kadabra") == 0
    assert mon(st, "Scyther").gauges["fury_cutter"] == 10
