"""sim.throughput: random-playout throughput and clone cost (measured, never asserted as speed)."""

from __future__ import annotations

import pytest

from fixtures.duel import GAME
from pokeforge.core import ParamError
from pokeforge.sim import bench


def test_a_short_bench_plays_games_and_times_clones() -> None:
    result = bench(GAME, seconds=0.2, seats=3)
    assert result.games > 0 and result.decisions >= result.games
    assert result.clones > 0 and result.clone_us > 0
    data = result.to_json()
    assert set(data) >= {"game", "decisions_per_s", "games_per_s", "clone_us"}
    assert data["game"] == "duel"


def test_bad_bench_settings_are_errors() -> None:
    with pytest.raises(ValueError):
        bench(GAME, seconds=0)
    with pytest.raises(ParamError):
        bench(GAME, seconds=0.1, params={"nope": "1"})
    with pytest.raises(ParamError):
        bench(GAME, seconds=0.1, seats=9)


def test_a_search_bench_reports_simulations_and_seconds_per_decision() -> None:
    from pokeforge.sim import search_bench

    result = search_bench(GAME, "easy", seconds=0.5, seats=2)
    assert result.agent == "easy" and result.searched > 0
    assert result.simulations > 0 and result.simulations_per_s is not None
    assert result.simulations_per_s > 0 and result.seconds_per_decision > 0
    data = result.to_json()
    assert set(data) >= {"agent", "simulations_per_s", "seconds_per_decision", "searched"}


def test_a_search_bench_of_an_agent_that_does_not_search_has_no_simulation_count() -> None:
    from pokeforge.sim import search_bench

    result = search_bench(GAME, "greedy", seconds=0.2, seats=2)
    assert result.searched > 0 and result.simulations_per_s is None
    with pytest.raises(ValueError):
        search_bench(GAME, "greedy", seconds=0)
