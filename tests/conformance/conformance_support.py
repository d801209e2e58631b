"""Random playouts for the conformance suite, with a hook that checks each visited state."""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from typing import Any

from pokeforge.core import Game, Rng, State, canonical_json

#: heavy per-step checks visit about this many states of a playout (evenly spread)
CHECKED_STEPS = 60

Check = Callable[[State[Any], Rng], None]


@dataclass(frozen=True)
class MadeUpAction:
    """An action no game knows."""

    def __str__(self) -> str:
        return "made-up action"


def seat_counts(game: Game, params: dict[str, Any] | None = None) -> list[int]:
    """The seat counts a play with the raw ``params`` (default: the game's defaults) may have."""
    lo, hi = game.seat_range(game.params(params))
    return list(range(lo, hi + 1))


def seats_for(game: Game, seed: int, params: dict[str, Any] | None = None) -> int:
    counts = seat_counts(game, params)
    return counts[seed % len(counts)]


def chooser(seed: int) -> Rng:
    """The RNG that picks the random actions of playout ``seed`` (not the game's RNG)."""
    return Rng(seed * 7919 + 17)


def random_step(state: State[Any], rng: Rng) -> tuple[int, Hashable]:
    """A random acting seat (so simultaneous decisions are taken in every order) and a random
    legal action of it."""
    acting = state.to_act()
    assert acting, "no seat to act although the game is not over"
    seat = acting[rng.below(len(acting))]
    actions = state.legal_actions(seat)
    assert actions, f"seat {seat} must act but has no legal action"
    return seat, actions[rng.below(len(actions))]


def playout(
    game: Game,
    seed: int,
    check: Check | None = None,
    every: int = 1,
    params: dict[str, Any] | None = None,
    seats: int | None = None,
) -> tuple[State[Any], list[tuple[int, str]]]:
    """Play seed ``seed`` to the end with random actions (with the raw ``params``, default the
    game's defaults, and ``seats`` seats, default one the seed picks among those the parameters
    allow), calling ``check`` on every ``every``-th state before its decision. Returns the final
    state and the actions."""
    n = seats_for(game, seed, params) if seats is None else seats
    state = game.new_state(game.params(params), seed=seed, seats=n)
    rng = chooser(seed)
    actions: list[tuple[int, str]] = []
    while state.outcome is None:
        assert len(actions) < game.max_decisions, (
            f"{game.slug} seed {seed}: no outcome after max_decisions={game.max_decisions}"
        )
        if check is not None and len(actions) % every == 0:
            check(state, rng)
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        actions.append((seat, str(action)))
    assert all(not state.legal_actions(s) for s in range(state.num_seats)), "actions after the end"
    return state, actions


@functools.cache
def typical_length(game: Game) -> int:
    """Decisions in playout 0 (to spread the heavy checks over a playout)."""
    return len(playout(game, 0)[1])


def check_stride(game: Game) -> int:
    return max(1, typical_length(game) // CHECKED_STEPS)


def through_json(data: Any) -> Any:
    """``data`` written as JSON text and read back (what a file or a socket does to it)."""
    return json.loads(json.dumps(data, allow_nan=False))


def same(a: Any, b: Any) -> bool:
    return canonical_json(a) == canonical_json(b)


def walk(data: Any) -> Iterator[tuple[str | None, Any]]:
    """Every (key, value) in a JSON-like tree; list items have the key ``None``."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield str(k), v
            yield from walk(v)
    elif isinstance(data, list | tuple):
        for v in data:
            yield None, v
            yield from walk(v)
