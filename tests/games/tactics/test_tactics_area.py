"""Area attacks (rulebook Phase 3 a): Fire Spin (3×3 anywhere on the board, hits allies and
Charmeleon itself) and Selfdestruct (3×3 around Voltorb, Voltorb destroyed, Substitute useless)."""

from __future__ import annotations

from tactics_builders import act, legal, lost, mon, position, texts, turn

from pokeforge.core import Termination


def test_fire_spin_hits_every_pokemon_in_the_area_allies_and_itself_included() -> None:
    st = position(
        {"Charmeleon": "e4", "Machoke": "d5"},
        {"Kadabra": "e5", "Wartortle": "f3", "Chansey": "h8"},
    )
    turn(st, "Charmeleon")
    act(st, "move e4")
    ev = act(st, "attack Fire Spin e4")
    assert lost(st, "Kadabra") == 30
    assert lost(st, "Machoke") == 30  # an ally: fire ignores defence
    assert lost(st, "Charmeleon") == 10  # itself, fire resistance
    assert lost(st, "Wartortle") == 10  # fire resistance
    assert lost(st, "Chansey") == 0  # outside the area
    assert "Charmeleon used Fire Spin on e4 (30)" in texts(ev)


def test_fire_spin_may_be_centred_far_away_but_on_the_board() -> None:
    st = position({"Charmeleon": "a1"}, {"Kadabra": "i9"})
    turn(st, "Charmeleon")
    act(st, "move a1")
    options = legal(st)
    assert "attack Fire Spin i9" in options and "attack Fire Spin h8" in options
    assert "attack Fire Spin e5" not in options  # an area with nobody in it is not offered
    act(st, "attack Fire Spin h8")
    assert lost(st, "Kadabra") == 30


def test_selfdestruct_hits_the_area_around_voltorb_and_knocks_it_out() -> None:
    st = position(
        {"Voltorb": "e4", "Tauros": "d4", "Chansey": "a1"},
        {"Kadabra": "e5", "Onix": "f3", "Machoke": "i9"},
    )
    turn(st, "Voltorb")
    act(st, "move e4")
    ev = act(st, "attack Selfdestruct")
    assert mon(st, "Voltorb").out
    assert mon(st, "Kadabra").out  # 120 − 0
    assert lost(st, "Onix") == 90  # 120 − 30
    assert lost(st, "Tauros") == 100  # an ally too: 120 − 20
    assert lost(st, "Machoke") == 0
    assert "Voltorb is knocked out" in texts(ev)


def test_substitute_does_not_work_against_selfdestruct() -> None:
    st = position({"Voltorb": "e4", "Chansey": "a1"}, {"Kadabra": "e5", "Onix": "i9"})
    mon(st, "Kadabra").tokens["substitute"] = 1
    turn(st, "Voltorb")
    act(st, "move e4")
    act(st, "attack Selfdestruct")
    assert mon(st, "Kadabra").out


def test_selfdestruct_taking_both_last_pokemon_is_a_mutual_knockout_draw() -> None:
    st = position({"Voltorb": "e4"}, {"Kadabra": "e5"})
    turn(st, "Voltorb")
    act(st, "move e4")
    act(st, "attack Selfdestruct")
    assert st.outcome is not None
    assert st.outcome.termination == Termination.MUTUAL_KNOCKOUT
    assert st.outcome.winners == ()


def test_selfdestruct_is_physical_so_harden_and_withdraw_soften_it() -> None:
    st = position(
        {"Voltorb": "e4", "Chansey": "a1"},
        {"Onix": "e5", "Wartortle": "f5", "Kadabra": "i9"},
    )
    mon(st, "Onix").gauges["harden"] = 2
    mon(st, "Wartortle").gauges["withdraw"] = 1
    turn(st, "Voltorb")
    act(st, "move e4")
    act(st, "attack Selfdestruct")
    assert legal(st) == ["defend Harden", "defend none"]  # Onix's owner decides
    act(st, "defend Harden")
    assert lost(st, "Onix") == 70  # 120 − (30 + 20)
    assert lost(st, "Wartortle") == 10  # Withdraw caps the physical hit
