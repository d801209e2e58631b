"""Ranged attacks (rulebook Phase 3 a): any opponent anywhere, only if the user did not move in
Phase 2 and no opponent stands on its 8 neighbouring squares): Bonemerang, Twineedle, Water Gun,
Razor Leaf."""

from __future__ import annotations

from tactics_builders import act, legal, lost, position, turn


def test_a_ranged_attack_reaches_any_opponent_when_the_user_stays() -> None:
    st = position({"Ivysaur": "a1"}, {"Chansey": "i9", "Kadabra": "e9"})
    turn(st, "Ivysaur")
    act(st, "move a1")
    options = legal(st)
    assert "attack Razor Leaf i9" in options and "attack Razor Leaf e9" in options
    act(st, "attack Razor Leaf i9")
    assert lost(st, "Chansey") == 50


def test_no_ranged_attack_after_moving() -> None:
    st = position({"Ivysaur": "a1"}, {"Chansey": "i9"})
    turn(st, "Ivysaur")
    act(st, "move a2")
    # moved: Razor Leaf is gone, Poison Powder (an "other" attack) stays
    assert "attack Razor Leaf i9" not in legal(st)
    assert "attack Poison Powder i9" in legal(st)


def test_no_ranged_attack_with_an_opponent_next_to_the_user() -> None:
    st = position({"Wartortle": "e4"}, {"Chansey": "f5", "Kadabra": "i9"})
    turn(st, "Wartortle")
    act(st, "move e4")
    assert not any(a.startswith("attack Water Gun") for a in legal(st))


def test_water_gun_deals_fifty_minus_defence() -> None:
    st = position({"Wartortle": "a1"}, {"Machoke": "i9"})
    turn(st, "Wartortle")
    act(st, "move a1")
    act(st, "attack Water Gun i9")
    assert lost(st, "Machoke") == 30


def test_bonemerang_rolls_forty_fifty_or_sixty() -> None:
    for face, damage in ((2, 40), (3, 50), (6, 60)):
        st = position({"Cubone": "a1"}, {"Chansey": "i9"})
        turn(st, "Cubone")
        act(st, "move a1")
        st.rng.script_dice(face)
        act(st, "attack Bonemerang i9")
        assert lost(st, "Chansey") == damage


def test_twineedle_rolls_thirty_fifty_or_seventy() -> None:
    for face, damage in ((1, 30), (4, 50), (5, 70)):
        st = position({"Beedrill": "a1"}, {"Chansey": "i9"})
        turn(st, "Beedrill")
        act(st, "move a1")
        st.rng.script_dice(face)
        act(st, "attack Twineedle i9")
        assert lost(st, "Chansey") == damage
