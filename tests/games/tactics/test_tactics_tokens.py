"""Tokens and their maxima (rulebook "List of effects": Substitute 1, Light Screen 4, Bind 1,
Disable 1, paralysis 4, poison 1) and Phase 4's discarding."""

from __future__ import annotations

from tactics_builders import act, bonus_moves, legal, lost, mon, position, texts, turn


def test_substitute_absorbs_one_physical_hit_and_is_removed() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Tauros")
    act(st, "move e4")
    ev = act(st, "attack Stomp e5")
    assert lost(st, "Kadabra") == 0
    assert mon(st, "Kadabra").tokens["substitute"] == 0
    assert "Substitute takes the hit" in texts(ev)


def test_substitute_stops_the_hits_effects_too() -> None:
    st = position({"Onix": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Onix")
    act(st, "move e4")
    act(st, "attack Bind e5")
    assert mon(st, "Kadabra").tokens["bind"] == 0


def test_substitute_does_not_help_against_electric_attacks() -> None:
    st = position({"Voltorb": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Voltorb")
    act(st, "move e4")
    act(st, "attack Thundershock e5")
    assert lost(st, "Kadabra") == 50
    assert mon(st, "Kadabra").tokens["substitute"] == 1


def test_light_screen_reduces_fire_or_electric_damage_to_ten_on_the_holders_choice() -> None:
    st = position({"Hitmonchan": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["light_screen"] = 2
    turn(st, "Hitmonchan")
    act(st, "move e4")
    act(st, "attack Fire Punch e5")
    assert legal(st) == ["defend Light Screen", "defend none"]
    act(st, "defend Light Screen")
    assert lost(st, "Kadabra") == 10
    assert mon(st, "Kadabra").tokens["light_screen"] == 1


def test_light_screen_is_not_offered_against_physical_attacks() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["light_screen"] = 2
    turn(st, "Tauros")
    act(st, "move e4")
    act(st, "attack Stomp e5")
    assert lost(st, "Kadabra") == 70
    assert mon(st, "Kadabra").tokens["light_screen"] == 2


def test_poison_is_capped_at_one_token() -> None:
    st = position({"Ivysaur": "a1"}, {"Kadabra": "i9"})
    turn(st, "Ivysaur")
    act(st, "move a1")
    act(st, "attack Poison Powder i9")
    turn(st, "Ivysaur")
    act(st, "move a1")
    ev = act(st, "attack Poison Powder i9")
    assert mon(st, "Kadabra").tokens["poison"] == 1
    assert "already holds the most Poisoning tokens allowed (1)" in texts(ev)


def test_thunder_wave_gives_two_paralysis_tokens_capped_at_four() -> None:
    st = position({"Raichu": "a1"}, {"Fearow": "i9"})
    for expected in (2, 4, 4):
        turn(st, "Raichu", then="Fearow")
        act(st, "move a1")
        act(st, "attack Thunder Wave i9")
        # the play stops at Fearow's turn, before its Phase 4 discards a token
        assert mon(st, "Fearow").tokens["paralysis"] == expected
        mon(st, "Fearow").tokens["paralysis"] = expected


def test_paralysis_limits_speed_to_two_and_phase_4_discards_one_token() -> None:
    st = position({"Raichu": "a1"}, {"Fearow": "e9"})
    turn(st, "Raichu", then="Fearow")
    act(st, "move a1")
    act(st, "attack Thunder Wave e9")
    options = legal(st)  # Fearow's turn, speed 7 → 2
    assert "move e7" in options and "move e6" not in options
    flying = bonus_moves(st, "Fly")
    assert "move e7 with Fly" in flying and "move e6 with Fly" not in flying
    act(st, "move e7")
    assert mon(st, "Fearow").tokens["paralysis"] == 1  # one discarded in Phase 4


def test_disable_forbids_attacking_on_the_next_turn_but_not_moving() -> None:
    st = position({"Kadabra": "a1"}, {"Tauros": "e7", "Onix": "i9"})
    turn(st, "Kadabra", then="Tauros")
    act(st, "move a1")
    act(st, "attack Disable e7")
    ta = mon(st, "Tauros")
    assert ta.tokens["disable"] == 1
    options = legal(st)  # Tauros' turn: it may move
    assert "move e5" in options
    assert not any("Quick Attack" in o for o in options)  # it could not attack after it
    ev = act(st, "move e5")
    assert "Tauros is disabled: no attack this turn." in texts(ev)
    assert ta.tokens["disable"] == 0  # discarded in Phase 4


def test_bind_token_is_capped_at_one() -> None:
    st = position({"Onix": "e4"}, {"Chansey": "e5"})
    for _ in range(2):
        turn(st, "Onix", then="Chansey")
        act(st, "move e4")
        act(st, "attack Bind e5")
        assert mon(st, "Chansey").tokens["bind"] == 1
        mon(st, "Chansey").tokens["bind"] = 1


def test_a_bound_pokemon_without_a_bonus_stays_put_automatically() -> None:
    st = position({"Onix": "e4"}, {"Chansey": "e5"})
    turn(st, "Onix", then="Chansey")
    act(st, "move e4")
    ev = act(st, "attack Bind e5")
    assert "Chansey cannot move and stays on e5" in texts(ev)
    assert st.stage == "attack"
