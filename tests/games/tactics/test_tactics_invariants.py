"""Invariants that hold after every decision of random games: the board map agrees with the
Pokémon, HP, gauges and tokens stay in their ranges, and refusals of actions taken from other
positions explain themselves without changing anything."""

from __future__ import annotations

import random

import pytest

from pokeforge.core import IllegalAction
from pokeforge.games.tactics import GAME, TacticsState


def _check(st: TacticsState) -> None:
    tokens = GAME.content.tokens
    for m in st.mons:
        assert 0 <= m.hp <= m.sp.hp
        assert m.out == (m.hp == 0)
        if m.out:
            assert m.cell == -1 and not any(m.tokens.values())
        elif m.cell >= 0:
            assert st.occ[m.cell] == m.idx
            assert not st.blocked[m.cell]
        for g, v in m.gauges.items():
            gd = m.sp.gauges[g]
            assert gd.min <= v <= gd.max
        for t, n in m.tokens.items():
            assert 0 <= n <= tokens[t].max
    for c, i in enumerate(st.occ):
        if i >= 0:
            assert st.mons[i].cell == c
        assert st.wall[c] == (1 if i >= 0 or st.blocked[c] else 0)


@pytest.mark.parametrize("seed", range(6))
def test_random_games_keep_the_state_consistent(seed: int) -> None:
    st = GAME.new_state(GAME.params({"team_selection": seed % 4 + 1}), seed=seed)
    chooser = random.Random(seed)
    foreign: list[object] = []
    while st.outcome is None:
        _check(st)
        seat = chooser.choice(st.to_act())
        actions = st.legal_actions(seat)
        assert actions
        if foreign and chooser.random() < 0.2:
            stranger = chooser.choice(foreign)
            if stranger not in actions:
                digest = st.digest()
                with pytest.raises(IllegalAction) as refused:
                    st.apply(seat, stranger)  # type: ignore[arg-type]
                assert refused.value.reason
                assert st.digest() == digest
        action = chooser.choice(actions)
        foreign.append(action)
        st.apply(seat, action)
    _check(st)
