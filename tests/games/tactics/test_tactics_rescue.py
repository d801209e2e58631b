"""The last-rescue card (rulebook "Order of turns": Last-rescue card; the Phase 4 note): 1 against
3 or more at the start of a cycle, once per game, in any of that side's turns of the cycle."""

from __future__ import annotations

from tactics_builders import act, legal, lost, mon, new_cycle, position, texts

from pokeforge.games.tactics import TacticsState

BLUE = {"Kadabra": "e5", "Onix": "i9", "Chansey": "a9"}


def _rescue_cycle(red: dict[str, str | None]) -> TacticsState:
    st = position(red, dict(BLUE))
    ev = new_cycle(st)
    assert "the last-rescue card may be used in this cycle" in texts(ev)
    return st


def test_the_card_is_offered_in_phase_2_and_3_of_the_lone_pokemons_turn() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    options = legal(st)
    assert "rescue heal" in options and "rescue boost" in options
    assert "rescue teleport h5" in options and "rescue teleport e5" not in options
    act(st, "move e4")
    assert "rescue boost" in legal(st)


def test_boost_adds_thirty_to_the_next_damaging_attack_of_the_turn() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    act(st, "rescue boost")
    assert "rescue heal" not in legal(st)  # once per game
    act(st, "move e4")
    ev = act(st, "attack Stomp e5")
    assert mon(st, "Kadabra").out  # 70 + 30 = 100 against 80 HP
    assert "100 − 0 defence → 100 damage" in texts(ev)


def test_heal_restores_fifty_hp_but_not_above_the_maximum() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    mon(st, "Tauros").hp = 100
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    act(st, "rescue heal")
    assert mon(st, "Tauros").hp == 130


def test_teleport_moves_the_lone_pokemon_to_a_free_square() -> None:
    st = _rescue_cycle({"Tauros": "a1"})
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    act(st, "rescue teleport e4")
    assert mon(st, "Tauros").cell == st.board.cell_of["e4"]
    act(st, "move e4")  # the move continues from the new square
    act(st, "attack Stomp e5")
    assert lost(st, "Kadabra") == 70


def test_the_card_may_be_played_in_an_empty_turn_but_boost_is_no_use_there() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    mon(st, "Tauros").hp = 20
    act(st, "order empty Tauros empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    assert st.stage == "empty" and st.to_act() == (0,)
    options = legal(st)
    assert options[:2] == ["pass", "rescue heal"] and "rescue boost" not in options
    act(st, "rescue heal")
    assert mon(st, "Tauros").hp == 70
    assert st.to_act() == (1,)  # the empty turn is over: Kadabra's turn


def test_an_empty_turn_without_the_card_passes_by_itself() -> None:
    st = position(
        {"Tauros": "a1", "Cubone": "b1"}, {"Kadabra": "a9", "Onix": "i9", "Chansey": "e9"}
    )
    new_cycle(st)
    assert st.rescue_seat == -1  # 2 against 3: no card
    assert "order empty" in legal(st, 0)  # 2 able: one empty card
    act(st, "order empty Tauros Cubone", seat=0)
    ev = act(st, "order Kadabra Onix Chansey", seat=1)
    assert "Player 1 has an empty turn." in texts(ev)
    assert st.to_act() == (1,) and st.t_mon == mon(st, "Kadabra").idx


def test_the_card_is_only_for_one_against_three_at_the_start_of_the_cycle() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5", "Onix": "i9"})
    ev = new_cycle(st)
    assert "last-rescue" not in texts(ev)
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix empty", seat=1)
    assert not any(o.startswith("rescue") for o in legal(st))


def test_the_card_can_be_used_only_once_per_game() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    act(st, "rescue heal")
    new_cycle(st)
    assert st.rescue_used[0]
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    assert not any(o.startswith("rescue") for o in legal(st))


def test_a_lone_pokemon_without_a_damaging_attack_is_not_offered_the_boost() -> None:
    st = _rescue_cycle({"Chansey": "e4"})
    act(st, "order Chansey empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    assert st.stage == "move"
    options = legal(st)
    assert "rescue heal" in options and "rescue teleport h5" in options
    assert "rescue boost" not in options
    act(st, "move e4")
    assert st.stage == "attack"
    options = legal(st)
    assert "rescue heal" in options and "rescue boost" not in options


def test_a_disabled_lone_pokemon_is_not_offered_the_boost() -> None:
    st = _rescue_cycle({"Tauros": "e4"})
    mon(st, "Tauros").tokens["disable"] = 1
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    options = legal(st)
    assert "rescue heal" in options and "rescue boost" not in options


def test_the_boost_is_offered_in_phase_3_only_with_a_damaging_attack_to_make() -> None:
    st = _rescue_cycle({"Tauros": "a1"})
    mon(st, "Tauros").tokens["paralysis"] = 2  # speed 2, Quick Attack included
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    assert "rescue boost" not in legal(st)  # no opponent within reach of a1: no attack can land
    act(st, "move a2")
    assert st.stage == "attack"
    assert "rescue boost" not in legal(st) and "rescue heal" in legal(st)


def test_the_boost_is_offered_in_phase_2_when_a_move_brings_an_opponent_into_reach() -> None:
    st = _rescue_cycle({"Tauros": "e2"})  # Kadabra on e5 is three steps away
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    assert "rescue boost" in legal(st)


def test_a_refused_boost_says_why() -> None:
    import pytest

    from pokeforge.core import IllegalAction
    from pokeforge.games.tactics.actions import RESCUE_BOOST

    st = _rescue_cycle({"Chansey": "e4"})
    act(st, "order Chansey empty empty", seat=0)
    act(st, "order Kadabra Onix Chansey", seat=1)
    before = st.digest()
    with pytest.raises(IllegalAction, match="no damaging attack"):
        st.apply(0, RESCUE_BOOST)
    assert st.digest() == before
