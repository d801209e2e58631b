"""agents.search: an iteration budget is spent exactly; a time budget stops the search (checked
with a generous bound: no timed assertion is tighter than seconds); a forced decision costs
nothing; a budget-less or negative setting is an error."""

from __future__ import annotations

import time
from dataclasses import replace

import pytest

from fixtures.micro import Leaf, TreeGame, choice
from pokeforge.agents.search import SearchAgent, SearchSettings
from pokeforge.core import get_game


def test_an_iteration_budget_is_spent_exactly() -> None:
    game = get_game("tactics")
    state = game.new_state(game.params(), seed=2)
    seat = state.to_act()[0]
    for budget in (1, 17, 90):
        settings = SearchSettings(iterations=budget, stop_early=False)
        agent = SearchAgent(seed=1, settings=settings)
        agent.choose(state, seat)
        report = agent.last_search
        assert report is not None
        assert report.iterations == budget
        assert sum(s.visits for s in report.actions) == budget


def test_stopping_early_makes_the_same_choice_with_fewer_iterations() -> None:
    # a tree where one action is soon far ahead, then real positions of three games
    from fixtures.micro import Say

    game = TreeGame(choice(0, win=Leaf((0,)), lose=Leaf((1,)), draw=Leaf(())))
    state = game.new_state(seed=0)
    full = SearchAgent(seed=5, settings=SearchSettings(iterations=400, stop_early=False))
    early = SearchAgent(seed=5, settings=SearchSettings(iterations=400))
    assert full.choose(state, 0) == early.choose(state, 0) == Say("win")
    assert full.last_search is not None and early.last_search is not None
    assert full.last_search.iterations == 400 > early.last_search.iterations
    for slug, seed in (("tactics", 3), ("pieces", 4), ("sinnoh", 2)):
        real = get_game(slug).new_state(seed=seed)
        seat = real.to_act()[0]
        for agent_seed in range(3):
            settings = SearchSettings(iterations=150, stop_early=False)
            whole = SearchAgent(seed=agent_seed, settings=settings).choose(real, seat)
            settings = replace(settings, stop_early=True)
            assert SearchAgent(seed=agent_seed, settings=settings).choose(real, seat) == whole


def test_a_time_budget_stops_the_search() -> None:
    game = get_game("origins")
    state = game.new_state(game.params(), seed=1)
    seat = state.to_act()[0]
    agent = SearchAgent(seed=1, settings=SearchSettings(iterations=None, seconds=0.3))
    start = time.perf_counter()
    agent.choose(state, seat)
    elapsed = time.perf_counter() - start
    report = agent.last_search
    assert report is not None and report.iterations > 0
    assert elapsed < 5.0  # 0.3 s asked: a generous bound, never a tight timed assertion


def test_the_time_budget_caps_a_huge_iteration_budget() -> None:
    game = get_game("tactics")
    state = game.new_state(game.params(), seed=1)
    seat = state.to_act()[0]
    agent = SearchAgent(seed=1, settings=SearchSettings(iterations=10**9, seconds=0.2))
    start = time.perf_counter()
    agent.choose(state, seat)
    assert time.perf_counter() - start < 5.0
    assert agent.last_search is not None and agent.last_search.iterations < 10**9


def test_a_forced_decision_is_answered_without_searching() -> None:
    game = TreeGame(choice(0, only=Leaf((0,))))
    state = game.new_state(seed=0)
    agent = SearchAgent(seed=0, settings=SearchSettings(iterations=500))
    assert agent.choose(state, 0) == state.legal_actions(0)[0]
    assert agent.last_search is not None and agent.last_search.iterations == 0


def test_settings_must_give_a_budget_and_sane_numbers() -> None:
    with pytest.raises(ValueError):
        SearchSettings(iterations=None, seconds=None)
    with pytest.raises(ValueError):
        SearchSettings(iterations=0)
    with pytest.raises(ValueError):
        SearchSettings(seconds=-1.0)
    with pytest.raises(ValueError):
        SearchSettings(rollout_depth=-1)
    with pytest.raises(ValueError):
        replace(SearchSettings(), exploration=-0.1)
    with pytest.raises(ValueError):
        SearchSettings(prior_visits=-1)
