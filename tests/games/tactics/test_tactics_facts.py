"""tactics facts: each seat's team, survivors and HP left, read from a finished random play."""

from __future__ import annotations

from typing import Any

from pokeforge.agents import RandomAgent
from pokeforge.core import Match, get_game

GAME = get_game("tactics")
KEYS = {"rounds", "team_by_seat", "survivors_by_seat", "hp_left_by_seat"}


def finished(seed: int) -> Any:
    match = Match(GAME, seed=seed)
    state = match.state
    agents = [RandomAgent(seed * 10 + k) for k in range(2)]
    while state.outcome is None:
        seat = state.to_act()[0]
        match.act(seat, agents[seat].choose(state, seat))
    return state


def test_the_facts_of_a_finished_play() -> None:
    species = set(GAME.content.species)
    for seed in (1, 2):
        state = finished(seed)
        facts = GAME.facts(state)
        assert set(facts) == KEYS
        assert facts["rounds"] == state.cycle and facts["rounds"] >= 1
        teams = facts["team_by_seat"]
        assert len(teams) == 2 and all(len(t) == 5 for t in teams)
        assert all(name in species for team in teams for name in team)
        assert teams[0] == [m.sp.name for m in state.mons if m.owner == 0]
        survivors, hp = facts["survivors_by_seat"], facts["hp_left_by_seat"]
        assert survivors == [len(state.able(s)) for s in (0, 1)]
        assert all(0 <= n <= len(t) for n, t in zip(survivors, teams, strict=True))
        assert all((n == 0) == (h == 0) for n, h in zip(survivors, hp, strict=True))
        out = state.outcome
        if out.winners:
            assert survivors[out.winners[0]] >= 1


def test_a_play_stopped_in_the_selection_reports_the_picks_so_far() -> None:
    state = GAME.new_state(seed=3)
    facts = GAME.facts(state)
    assert set(facts) == KEYS
    assert facts["rounds"] == 0 and facts["team_by_seat"] == [[], []]
    assert facts["survivors_by_seat"] == [0, 0] and facts["hp_left_by_seat"] == [0, 0]
