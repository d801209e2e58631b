"""agents.search: the time budget is a deadline for the whole decision (setup, root prior,
iterations, the pick), measured on an injected fake clock: no timed assertion. Each piece of
work is begun only if 1.5 times its expected cost (the second slowest of its kind so far, the
slowest while one is measured) still fits before the deadline; without a time budget the clock
decides nothing."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Self

from fixtures.micro import PickGame, PickState
from pokeforge.agents.search import DEADLINE_SAFETY, SearchAgent, SearchSettings
from pokeforge.core import State


class FakeClock:
    """Seconds that pass only when the timed game says its work took them."""

    def __init__(self) -> None:
        self.now = 100.0
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return self.now


class TimedPickState(PickState):
    def determinize(self, seat: int, seed: int) -> Self:
        game = self.game
        assert isinstance(game, TimedPickGame)
        game.determinized += 1
        game.clock.now += game.determinize_cost + game.stalls.get(game.determinized, 0.0)
        return super().determinize(seat, seed)


class TimedPickGame(PickGame):
    """Pick a number, where setting up (the sensible actions), a determinisation and a search
    value each cost a set number of fake seconds."""

    slug = "micro-timed-pick"
    state_type = TimedPickState

    def __init__(
        self,
        setup: float = 0.0,
        determinize: float = 0.0,
        value: float = 0.0,
        stalls: dict[int, float] | None = None,
    ) -> None:
        self.clock = FakeClock()
        self.setup_cost = setup
        self.determinize_cost = determinize
        self.value_cost = value
        #: the machine stalls the process for these seconds in the n-th determinisation
        self.stalls = stalls or {}
        self.determinized = 0

    def sensible_actions(
        self, state: State[Any], seat: int, actions: Sequence[Hashable]
    ) -> tuple[Hashable, ...]:
        self.clock.now += self.setup_cost
        return tuple(actions)

    def search_values(self, state: State[Any]) -> list[float]:
        self.clock.now += self.value_cost
        return super().search_values(state)


def _agent(game: TimedPickGame, settings: SearchSettings) -> SearchAgent:
    agent = SearchAgent(seed=3, settings=settings)
    agent.clock = game.clock
    return agent


def test_safety_is_what_the_cases_below_assume() -> None:
    assert DEADLINE_SAFETY == 1.5


def test_an_iteration_is_begun_only_if_the_slowest_one_still_fits() -> None:
    # setup 1/8 s, each iteration 1/4 s, 1 s: iterations begin at 1/8, 3/8 and 5/8 (5/8 + 1.5
    # x 1/4 = 1); the one at 7/8 would end at 9/8, past the deadline, so it is not begun. (A
    # clock read after each iteration would have run it.)
    game = TimedPickGame(setup=0.125, determinize=0.25)
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0))
    start = game.clock.now
    action = agent.choose(game.new_state(seed=0), 0)
    report = agent.last_search
    assert report is not None
    assert report.iterations == 3
    assert report.stopped == "clock"
    assert game.clock.now - start == report.seconds == 0.875
    assert action in game.new_state(seed=0).legal_actions(0)


def test_one_stall_of_the_machine_does_not_end_the_search_early() -> None:
    # iterations of 1/100 s, the third stalled half a second: taken for the cost of an
    # iteration, it would end the search at 0.53 s; it ends near the deadline instead
    game = TimedPickGame(determinize=0.01, stalls={3: 0.5})
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0))
    start = game.clock.now
    agent.choose(game.new_state(seed=0), 0)
    report = agent.last_search
    assert report is not None and report.stopped == "clock"
    assert report.iterations > 40
    assert 0.95 < game.clock.now - start <= 1.0


def test_two_slow_iterations_are_taken_for_the_cost_of_one() -> None:
    game = TimedPickGame(determinize=0.01, stalls={3: 0.3, 4: 0.3})
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0))
    agent.choose(game.new_state(seed=0), 0)
    assert agent.last_search is not None
    assert agent.last_search.iterations == 4  # at 0.63 s: 1.5 x 0.31 s more would overrun


def test_without_a_prior_the_first_iteration_is_always_run() -> None:
    # a setup that took the whole budget (a stalled machine) still gets one iteration, so the
    # choice is the search's, not a blind one
    game = TimedPickGame(setup=2.0, determinize=0.01)
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0))
    agent.choose(game.new_state(seed=0), 0)
    assert agent.last_search is not None
    assert agent.last_search.iterations == 1
    assert agent.last_search.stopped == "clock"
    assert len(agent.last_search.actions) == 1


def test_the_first_iteration_is_measured_against_the_prior() -> None:
    # the root prior's two determinisations take 3/8 s each: at 3/4 s an iteration of about
    # that cost would overrun the second, so none is begun and the prior's best is played
    game = TimedPickGame(determinize=0.375)
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0, prior_visits=4))
    start = game.clock.now
    agent.choose(game.new_state(seed=0), 0)
    report = agent.last_search
    assert report is not None
    assert report.iterations == 0
    assert report.stopped == "clock"
    assert game.clock.now - start == 0.75
    assert len(report.actions) == 10  # every action had its prior


def test_the_prior_stops_at_the_deadline_and_seeds_only_what_it_scored() -> None:
    # each one-ply score costs 1/8 s: after 7 (7/8 s) an 8th would end past 1 s
    game = TimedPickGame(value=0.125)
    agent = _agent(game, SearchSettings(iterations=None, seconds=1.0, prior_visits=4))
    start = game.clock.now
    action = agent.choose(game.new_state(seed=0), 0)
    report = agent.last_search
    assert report is not None
    assert game.clock.now - start == 0.875 <= 1.0
    assert report.iterations == 0
    assert len(report.actions) == 7
    assert str(action) in {str(s.action) for s in report.actions}


def test_the_iteration_budget_ends_a_search_that_fits_in_time() -> None:
    game = TimedPickGame(determinize=0.001)
    agent = _agent(game, SearchSettings(iterations=40, seconds=1.0, stop_early=False))
    agent.choose(game.new_state(seed=0), 0)
    assert agent.last_search is not None
    assert agent.last_search.iterations == 40
    assert agent.last_search.stopped == "iterations"


def test_without_a_time_budget_the_clock_decides_nothing() -> None:
    # a clock that leaps an hour at each read changes neither the choice nor the work done
    from pokeforge.core import get_game

    class Leaping(FakeClock):
        def __call__(self) -> float:
            self.now += 3600.0
            return super().__call__()

    game = get_game("tactics")
    state = game.new_state(game.params(), seed=2)
    seat = state.to_act()[0]
    settings = SearchSettings(iterations=60, seconds=None, stop_early=False)
    plain = SearchAgent(seed=9, settings=settings)
    leaping = SearchAgent(seed=9, settings=settings)
    leaping.clock = clock = Leaping()
    assert plain.choose(state, seat) == leaping.choose(state, seat)
    assert clock.reads > 0
    assert plain.last_search is not None and leaping.last_search is not None
    assert plain.last_search.iterations == leaping.last_search.iterations == 60
    assert plain.last_search.actions == leaping.last_search.actions


def test_the_cycle_collector_waits_while_the_search_runs() -> None:
    import gc

    seen: list[bool] = []

    class Watched(TimedPickGame):
        def search_values(self, state: State[Any]) -> list[float]:
            seen.append(gc.isenabled())
            return super().search_values(state)

    game = Watched(determinize=0.01)
    agent = _agent(game, SearchSettings(iterations=20, seconds=1.0))
    assert gc.isenabled()
    agent.choose(game.new_state(seed=0), 0)
    assert seen and not any(seen)
    assert gc.isenabled()
    # and it is not switched on by a search that found it off
    gc.disable()
    try:
        agent.choose(game.new_state(seed=0), 0)
        assert not gc.isenabled()
    finally:
        gc.enable()
