"""The end (rulebook "The game itself and its goal", schematic summary): all opponents knocked out
wins; both sides' last Pokémon at once is a draw; a stalemate is a draw — (a) at once when nobody
left can lower an opponent's HP, (b) after ``stalemate_cycles`` cycles without a knock-out."""

from __future__ import annotations

import random

import pytest
from tactics_builders import act, hp, mon, new_cycle, position, texts, turn

from pokeforge.core import IllegalAction, Termination
from pokeforge.games.tactics import GAME
from pokeforge.games.tactics.actions import SKIP


def test_knocking_out_the_last_opponent_wins() -> None:
    st = position({"Tauros": "e4"}, {"Kadabra": "e5"})
    mon(st, "Kadabra").hp = 70
    turn(st, "Tauros")
    act(st, "move e4")
    ev = act(st, "attack Stomp e5")
    assert st.outcome is not None
    assert st.outcome.termination == Termination.KNOCKOUT
    assert st.outcome.winners == (0,)
    assert "Player 1 knocked out all of Player 2's Pokémon and wins." in texts(ev)
    assert st.to_act() == () and st.legal_actions(0) == () and st.legal_actions(1) == ()
    with pytest.raises(IllegalAction, match="over"):
        st.apply(0, SKIP)


def test_fire_spin_taking_both_last_pokemon_is_a_draw() -> None:
    st = position({"Charmeleon": "e4"}, {"Kadabra": "e5"})
    mon(st, "Charmeleon").hp = 10
    mon(st, "Kadabra").hp = 30
    turn(st, "Charmeleon")
    act(st, "move e4")
    act(st, "attack Fire Spin e4")
    assert st.outcome is not None
    assert st.outcome.termination == Termination.MUTUAL_KNOCKOUT and st.outcome.is_draw


def test_two_chansey_alone_are_a_stalemate_at_once() -> None:
    st = position({"Chansey": "a1"}, {"Chansey": "i9"})
    new_cycle(st)
    assert st.outcome is not None
    assert st.outcome.termination == Termination.STALEMATE and st.outcome.is_draw


def test_a_knockout_that_leaves_nobody_able_to_hurt_is_a_stalemate() -> None:
    st = position({"Voltorb": "e4", "Chansey": "a1"}, {"Tauros": "e5", "Kadabra": "i9"})
    mon(st, "Tauros").hp = 50
    turn(st, "Voltorb")
    act(st, "move e4")
    act(st, "attack Selfdestruct")
    assert st.outcome is not None
    assert st.outcome.termination == Termination.STALEMATE
    assert "no remaining Pokémon can lower an opponent's HP" in st.outcome.reason


def test_poison_still_working_is_a_way_to_hurt() -> None:
    st = position({"Chansey": "a1"}, {"Kadabra": "i9"})
    mon(st, "Kadabra").tokens["poison"] = 1
    new_cycle(st)
    assert st.outcome is None
    assert mon(st, "Kadabra").hp == 60


def test_cycles_without_a_knockout_end_in_a_stalemate() -> None:
    st = position({"Cubone": "a1"}, {"Kadabra": "i9"}, stalemate_cycles=2)
    for cycle in (1, 2):
        assert st.outcome is None
        act(st, "order Cubone empty empty", seat=0)
        act(st, "order Kadabra empty empty", seat=1)
        act(st, "move a1")
        act(st, "skip")
        act(st, "move i9")
        ev = act(st, "skip")
        assert st.quiet == cycle
    assert st.outcome is not None
    assert st.outcome.termination == Termination.STALEMATE
    assert "2 consecutive cycles" in texts(ev)


def test_a_knockout_resets_the_count_of_quiet_cycles() -> None:
    st = position({"Cubone": "a1", "Tauros": "e4"}, {"Kadabra": "i9", "Chansey": "e5"})
    st.quiet = 5
    mon(st, "Chansey").hp = 10
    turn(st, "Tauros")
    act(st, "move e4")
    act(st, "attack Stomp e5")
    assert st.ko_flag
    act(st, "move i9")  # Kadabra's turn ends the cycle
    act(st, "skip")
    assert st.stage == "order" and st.quiet == 0 and not st.ko_flag


def test_random_games_always_end_and_are_not_absurdly_long() -> None:
    for seed in range(8):
        st = GAME.new_state(GAME.params({"team_selection": seed % 4 + 1}), seed=seed)
        chooser = random.Random(seed)
        decisions = 0
        while st.outcome is None:
            seat = chooser.choice(st.to_act())
            st.apply(seat, chooser.choice(st.legal_actions(seat)))
            decisions += 1
        assert decisions < 3000
        assert st.cycle <= 250


def test_cycles_in_which_damage_is_dealt_do_not_count_towards_the_stalemate() -> None:
    """The "dead point": a game in which HP is still being lost is not stuck, knock-out or not."""
    st = position({"Tauros": "e4"}, {"Machoke": "e5"}, stalemate_cycles=2)
    st.quiet = 1
    act(st, "order Tauros empty empty", seat=0)
    act(st, "order Machoke empty empty", seat=1)
    act(st, "move e4")
    act(st, "attack Stomp e5")  # 70 − 20 defence: Machoke loses 50 HP of 170, no knock-out
    act(st, "move e5")
    act(st, "skip")
    assert st.outcome is None
    assert st.quiet == 0


def test_damage_that_healing_undoes_is_no_progress() -> None:
    """Only HP a team had not lost before counts: a hit healed back within the cycle leaves the
    count going, so a hit-and-heal loop cannot run forever."""
    st = position({"Cubone": "a1"}, {"Chansey": "a3"}, stalemate_cycles=3)
    st.quiet = 1
    act(st, "order Cubone empty empty", seat=0)
    act(st, "order Chansey empty empty", seat=1)
    act(st, "move a1")
    act(st, "attack Bonemerang a3")  # ranged 40/50/60 against Chansey (defence 0)
    while st.stage in ("ask", "defend"):
        act(st, st_first(st))
    assert hp(st, "Chansey") < 120
    mon(st, "Chansey").hp = 120  # healed back to full before the cycle ends
    act(st, "move a3")
    act(st, "skip")
    assert st.quiet == 2 and st.outcome is None


def test_a_new_low_of_a_teams_hp_restarts_the_count() -> None:
    st = position({"Cubone": "a1"}, {"Chansey": "a3"}, stalemate_cycles=5)
    mon(st, "Chansey").hp = 100
    st.quiet = 3
    act(st, "order Cubone empty empty", seat=0)
    act(st, "order Chansey empty empty", seat=1)
    act(st, "move a1")
    act(st, "skip")
    act(st, "move a3")
    act(st, "skip")
    assert st.quiet == 0  # Player 2's team ended the cycle lower than ever before
    act(st, "order Cubone empty empty", seat=0)
    act(st, "order Chansey empty empty", seat=1)
    act(st, "move a1")
    act(st, "skip")
    act(st, "move a3")
    act(st, "skip")
    assert st.quiet == 1  # nothing new lost in this cycle


def st_first(st: object) -> str:
    from pokeforge.games.tactics import TacticsState

    assert isinstance(st, TacticsState)
    return str(st.legal_actions(st.to_act()[0])[0])
