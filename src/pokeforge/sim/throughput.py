"""Throughput of random playouts and the cost of ``state.clone()``, and the cost of an agent's
decisions (a search agent's simulations per second): what ``pokeforge bench`` and
``benchmarks/bench_games.py`` report."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from ..core import Game, Rng

#: a clone is timed at every this-many-th decision of the playouts
CLONE_EVERY = 8


@dataclass
class BenchResult:
    game: str
    decisions: int
    games: int
    seconds: float
    clones: int
    clone_seconds: float

    @property
    def decisions_per_s(self) -> float:
        return self.decisions / self.seconds if self.seconds > 0 else 0.0

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else 0.0

    @property
    def clone_us(self) -> float:
        return 1e6 * self.clone_seconds / self.clones if self.clones else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "decisions_per_s": round(self.decisions_per_s, 1),
            "games_per_s": round(self.games_per_s, 2),
            "clone_us": round(self.clone_us, 2),
            "decisions": self.decisions,
            "games": self.games,
            "seconds": round(self.seconds, 3),
        }


def bench(
    game: Game,
    seconds: float = 5.0,
    params: dict[str, Any] | None = None,
    seats: int | None = None,
    seed: int = 0,
) -> BenchResult:
    """Random playouts for about ``seconds`` seconds.

    A decision is ``legal_actions`` of the first seat to act, a uniform random choice and
    ``apply``; ``decisions_per_s`` divides their count by the time spent in them and in starting
    the games (``new_state``). ``games_per_s`` counts finished playouts (ended by an outcome or by
    the game's ``max_decisions`` cap) in the same time. At every :data:`CLONE_EVERY`-th decision
    the state is cloned once, timed on its own and left out of the playout time; ``clone_us`` is
    the mean of those clones.
    """
    if seconds <= 0:
        raise ValueError("the benchmark needs a positive number of seconds")
    parsed = game.params(params)
    n = game.check_seats(seats, parsed)
    rng = Rng(seed)
    clock = time.perf_counter
    deadline = clock() + seconds
    decisions = games = clones = 0
    clone_time = 0.0
    play_time = 0.0
    game_seed = seed
    while clock() < deadline:
        t0 = clock()
        state = game.new_state(parsed, seed=game_seed, seats=n)
        game_seed += 1
        count = 0
        cap = game.max_decisions
        while state.outcome is None and count < cap:
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
            count += 1
            if count % CLONE_EVERY == 0:
                t1 = clock()
                state.clone()
                t2 = clock()
                clone_time += t2 - t1
                play_time -= t2 - t1
                clones += 1
                if t2 > deadline:
                    break
        play_time += clock() - t0
        decisions += count
        if state.outcome is not None or count >= cap:
            games += 1
    return BenchResult(
        game=game.slug,
        decisions=decisions,
        games=games,
        seconds=play_time,
        clones=clones,
        clone_seconds=clone_time,
    )


#: in the search benchmark, a decision with a choice is searched with this chance (the others are
#: played at random), so the searched positions spread over whole games
SEARCH_EVERY = 8


@dataclass
class SearchBenchResult:
    """What an agent's decisions cost: ``searched`` decisions in ``seconds`` of its own time;
    for a search agent, the ``simulations`` (iterations) they ran."""

    game: str
    agent: str
    searched: int
    seconds: float
    simulations: int | None
    longest: float

    @property
    def seconds_per_decision(self) -> float:
        return self.seconds / self.searched if self.searched else 0.0

    @property
    def simulations_per_s(self) -> float | None:
        if self.simulations is None:
            return None
        return self.simulations / self.seconds if self.seconds > 0 else 0.0

    def to_json(self) -> dict[str, Any]:
        per_s = self.simulations_per_s
        return {
            "game": self.game,
            "agent": self.agent,
            "simulations_per_s": None if per_s is None else round(per_s, 1),
            "seconds_per_decision": round(self.seconds_per_decision, 4),
            "longest_decision_s": round(self.longest, 4),
            "searched": self.searched,
            "simulations": self.simulations,
            "seconds": round(self.seconds, 3),
        }


def search_bench(
    game: Game,
    agent: str,
    seconds: float = 5.0,
    params: dict[str, Any] | None = None,
    seats: int | None = None,
    seed: int = 0,
) -> SearchBenchResult:
    """The agent named ``agent`` decides positions of random playouts for about ``seconds``
    seconds of its own time: each decision with a choice is given to it with a chance of one in
    :data:`SEARCH_EVERY` (the others, and the agent's own choice, are not played: the playout
    goes on at random). A search agent's iterations (simulations: a determinisation, a walk
    down its tree, a playout) are summed from its reports; ``simulations_per_s`` divides them
    by its time."""
    from ..agents import SearchAgent, make_agent

    if seconds <= 0:
        raise ValueError("the benchmark needs a positive number of seconds")
    parsed = game.params(params)
    n = game.check_seats(seats)
    player = make_agent(agent, seed)
    rng = Rng(seed)
    clock = time.perf_counter
    spent = longest = 0.0
    searched = 0
    simulations: int | None = 0 if isinstance(player, SearchAgent) else None
    game_seed = seed
    while spent < seconds:
        state = game.new_state(parsed, seed=game_seed, seats=n)
        game_seed += 1
        count = 0
        while state.outcome is None and count < game.max_decisions and spent < seconds:
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            if len(actions) > 1 and rng.below(SEARCH_EVERY) == 0:
                t0 = clock()
                player.choose(state, seat)
                took = clock() - t0
                spent += took
                longest = max(longest, took)
                searched += 1
                if simulations is not None and isinstance(player, SearchAgent):
                    report = player.last_search
                    simulations += 0 if report is None else report.iterations
            state.apply(seat, actions[rng.below(len(actions))])
            count += 1
    return SearchBenchResult(game.slug, agent, searched, spent, simulations, longest)
