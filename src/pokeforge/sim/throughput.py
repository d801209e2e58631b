"""Throughput of random playouts and the cost of ``state.clone()``: what ``pokeforge bench``
and ``benchmarks/bench_games.py`` report."""

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
