"""The search's knowledge of Origins (``rollout.py``): the duel of the two Active Pokémon is
added to the evaluation the search scores positions by (``values``); ``greedy``'s evaluation
is unchanged."""

from __future__ import annotations

import math

import pytest
from origins_builders import GAME, act, table

from pokeforge.games.origins.rollout import DUEL, DUEL_DECAY, duel, next_damage, values
from pokeforge.games.origins.state import OriginsState

PRIZE = 100.0


def _machop_against_abra(**kw: object) -> OriginsState:
    # Machop (50 HP, Low Kick F: 20, weak to Psychic) against Abra (30 HP, Psyshock P: 10)
    st = table(active=("t-2", "t-5"), **kw)  # type: ignore[arg-type]
    st.active[1]["energy"] = ["t-93"]
    return st


def test_the_active_that_knocks_the_other_out_first_wins_the_duel() -> None:
    st = _machop_against_abra()
    st.active[0]["energy"] = ["t-91"]
    assert next_damage(st, 0) == 20  # two attacks for Abra's 30 HP
    assert next_damage(st, 1) == 20  # 10, doubled by Machop's Weakness: three for its 50
    assert duel(st) == pytest.approx(PRIZE * DUEL * DUEL_DECAY)
    st.active[0]["damage"] = 10  # Abra needs two too, but Machop attacks first
    assert duel(st) == pytest.approx(PRIZE * DUEL * DUEL_DECAY)
    st.active[0]["damage"] = 30  # Abra needs one, before Machop's second
    assert duel(st) == pytest.approx(-PRIZE * DUEL)


def test_an_energy_in_hand_counts_while_it_may_still_be_attached() -> None:
    st = _machop_against_abra(hands=(["t-91"], []))
    assert next_damage(st, 0) == 20
    st.energy_played = True
    assert next_damage(st, 0) == 0
    assert duel(st) == pytest.approx(-PRIZE * DUEL * DUEL_DECAY**2)  # Abra: three attacks
    st.current = 1  # on the opponent's turn, the hand's Energy comes before the next attack
    st.energy_played = True
    assert next_damage(st, 0) == 20


def test_no_duel_outside_play_or_without_damage() -> None:
    st = _machop_against_abra()
    st.active[1]["energy"] = []
    assert duel(st) == 0.0
    st.active[0]["energy"] = ["t-91"]
    st.phase = "place"
    assert duel(st) == 0.0


def test_the_search_values_energy_on_the_active_that_lets_it_attack() -> None:
    # greedy's evaluation counts an Energy the same wherever it goes; the search's values
    # prefer the Active that can then knock Abra out first
    def after(text: str) -> OriginsState:
        st = _machop_against_abra(hands=(["t-91"], []), bench=(["t-8"], []))
        act(st, text)
        return st

    on_active, on_bench = after("attach t-91 active"), after("attach t-91 bench0")
    assert GAME.evaluate(on_active, 0) == GAME.evaluate(on_bench, 0)
    assert values(on_active)[0] > values(on_bench)[0]
    assert values(on_active)[0] == pytest.approx(
        math.tanh((GAME.evaluate(on_active, 0) + duel(on_active)) / 100.0)
    )
    assert values(on_active)[1] == -values(on_active)[0]
