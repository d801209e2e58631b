"""The die convention and the defender's timing (rulebook Phase 3: several values — 2 values 1–3 /
4–6, 3 values 1–2 / 3–4 / 5–6; the target is named first; the attacker may ask the defender to
announce its defensive tokens before the roll, otherwise the defender decides afterwards)."""

from __future__ import annotations

from tactics_builders import act, legal, lost, mon, position, texts, turn

from pokeforge.games.tactics import TacticsState
from pokeforge.games.tactics.rules.damage import die_index


def test_two_values_low_on_one_to_three_high_on_four_to_six() -> None:
    assert [die_index(f, 2) for f in range(1, 7)] == [0, 0, 0, 1, 1, 1]


def test_three_values_split_into_pairs_of_faces() -> None:
    assert [die_index(f, 3) for f in range(1, 7)] == [0, 0, 1, 1, 2, 2]


def _karate_chop_on_hardened_onix() -> TacticsState:
    st = position({"Machoke": "e4"}, {"Onix": "e5"})
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Machoke")
    act(st, "move e4")
    act(st, "attack Karate chop e5")
    return st


def test_the_attacker_chooses_ask_or_roll_when_the_defender_has_a_choice() -> None:
    st = _karate_chop_on_hardened_onix()
    assert st.stage == "ask" and st.to_act() == (0,)
    assert legal(st) == ["ask", "roll"]


def test_ask_makes_the_defender_announce_before_the_roll() -> None:
    st = _karate_chop_on_hardened_onix()
    act(st, "ask")
    assert st.stage == "defend" and st.to_act() == (1,)
    assert st.pending.value is None  # not rolled yet
    assert st.view(1)["attack"]["value"] is None
    st.rng.script_dice(2)
    act(st, "defend Harden")
    assert lost(st, "Onix") == 10  # 60 − (30 + 20)


def test_roll_lets_the_defender_decide_after_seeing_the_value() -> None:
    st = _karate_chop_on_hardened_onix()
    st.rng.script_dice(5)
    ev = act(st, "roll")
    assert "The die shows 5: attack 90" in texts(ev)
    assert st.stage == "defend"
    assert st.pending.value == 90
    assert st.view(1)["attack"]["value"] == 90
    act(st, "defend none")
    assert lost(st, "Onix") == 60
    assert mon(st, "Onix").gauges["harden"] == 2


def test_after_the_roll_a_pointless_choice_is_not_asked() -> None:
    st = position({"Beedrill": "a1"}, {"Onix": "i9"})
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Beedrill")
    act(st, "move a1")
    act(st, "attack Twineedle i9")
    assert st.stage == "ask"
    st.rng.script_dice(1)
    act(st, "roll")  # 30 − 30 = 0: Harden would change nothing
    assert st.stage != "defend"
    assert lost(st, "Onix") == 0
    assert mon(st, "Onix").gauges["harden"] == 2


def test_announced_tokens_are_spent_even_if_the_roll_makes_them_useless() -> None:
    st = position({"Beedrill": "a1"}, {"Onix": "i9"})
    mon(st, "Onix").gauges["harden"] = 2
    turn(st, "Beedrill")
    act(st, "move a1")
    act(st, "attack Twineedle i9")
    act(st, "ask")
    st.rng.script_dice(1)
    act(st, "defend Harden")
    assert lost(st, "Onix") == 0
    assert mon(st, "Onix").gauges["harden"] == 1


def test_without_a_defensive_choice_the_die_is_rolled_at_once() -> None:
    st = position({"Machoke": "e4"}, {"Onix": "e5"})
    turn(st, "Machoke")
    act(st, "move e4")
    st.rng.script_dice(6)
    ev = act(st, "attack Karate chop e5")
    assert st.stage != "ask"
    assert lost(st, "Onix") == 60  # 90 − 30
    assert "(die 6: 90)" in texts(ev)


def test_single_value_attacks_let_the_defender_decide_knowing_the_damage() -> None:
    st = position({"Hitmonchan": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").tokens["light_screen"] = 1
    turn(st, "Hitmonchan")
    act(st, "move e4")
    act(st, "attack Fire Punch e5")
    assert st.stage == "defend" and st.pending is not None and st.pending.value == 50
    assert "Fire Punch (50)" in st.prompt(1).text


def test_thunderbolt_against_light_screen_offers_ask_or_roll() -> None:
    st = position({"Raichu": "a1"}, {"Kadabra": "i9"})
    mon(st, "Kadabra").tokens["light_screen"] = 1
    turn(st, "Raichu")
    act(st, "move a1")
    act(st, "attack Thunderbolt i9")
    act(st, "ask")
    act(st, "defend Light Screen")  # rolled afterwards
    assert lost(st, "Kadabra") == 10
    assert mon(st, "Kadabra").tokens["light_screen"] == 0


def test_area_attacks_ask_each_affected_owner_in_board_order() -> None:
    st = position(
        {"Charmeleon": "a1", "Cubone": "e4"},
        {"Kadabra": "e5", "Chansey": "i9"},
    )
    mon(st, "Cubone").tokens["light_screen"] = 1
    mon(st, "Kadabra").tokens["light_screen"] = 1
    turn(st, "Charmeleon")
    act(st, "move a1")
    act(st, "attack Fire Spin e5")
    # e4 (Cubone, the attacker's own ally) comes before e5 (Kadabra)
    assert st.to_act() == (0,) and st.prompt(0).data["pokemon"] == mon(st, "Cubone").idx
    act(st, "defend Light Screen")
    assert st.to_act() == (1,) and st.prompt(1).data["pokemon"] == mon(st, "Kadabra").idx
    act(st, "defend none")
    assert lost(st, "Cubone") == 10
    assert lost(st, "Kadabra") == 30
