"""The journey under the whole contract (the conformance suite's checks) on busy playouts: a
chooser that seldom ends its turn and prefers what changes the journey (searches, battles,
captures, crafting, evolution, trades, challenges), with 1, 2, 4 and 6 trainers. The suite itself
plays ``campaign=heart`` too (``SinnohGame.param_variants`` and ``variant_seats``); these playouts
reach the rarer positions (a search's secret Pokémon, a battle, a full party, a trade offered)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest
from conformance_checks import (
    check_action_numbers,
    check_actions,
    check_agents_fair,
    check_clone,
    check_determinize,
    check_determinize_from_view,
    check_future_dice,
    check_json_and_no_rng,
    check_refusals,
    check_round_trip,
    check_swap,
    check_views_follow_events,
    check_words,
)
from journey_builders import fresh

from pokeforge.core import Match, Rng, State
from pokeforge.core.geometry import Hex, hex_distance
from pokeforge.core.records import replay
from pokeforge.games.sinnoh import GAME

#: how much more often than a step a busy chooser takes each kind of action
WEIGHT = {"end": 0.05, "step": 1.0, "release": 0.3, "unequip": 0.3, "decline": 0.5}


def _weight(st: Any, seat: int, action: Any) -> float:
    """Steps towards the nearest other trainer are preferred (so that trainers meet)."""
    text = str(action)
    verb = text.split(" ")[0]
    if verb != "step" or st.battle is not None:
        return WEIGHT.get(verb, 3.0)
    here = st.trainers[seat].at
    others = [t.at for s, t in enumerate(st.trainers) if s != seat and t.at is not None]
    if not others:
        return 1.0
    to = Hex.parse(text.split(" ")[1])
    near = min(hex_distance(here, o) for o in others)
    return 4.0 if min(hex_distance(to, o) for o in others) < near else 0.5


def busy_choice(st: State[Any], rng: Rng) -> tuple[int, Any]:
    seat = st.to_act()[0]
    actions = st.legal_actions(seat)
    weights = [_weight(st, seat, a) for a in actions]
    x = rng.random() * sum(weights)
    for action, w in zip(actions, weights, strict=True):
        x -= w
        if x <= 0:
            return seat, action
    return seat, actions[-1]


def busy(
    seats: int, seed: int, check: Callable[[State[Any], Rng], None] | None = None, every: int = 1
) -> tuple[State[Any], list[tuple[int, str]]]:
    st = fresh(seats, seed, max_rounds=ROUNDS)
    rng = Rng(seed * 31 + 7)
    done: list[tuple[int, str]] = []
    while st.outcome is None:
        assert len(done) < GAME.max_decisions
        if check is not None and len(done) % every == 0:
            check(st, rng)
        seat, action = busy_choice(st, rng)
        st.apply(seat, action)
        done.append((seat, str(action)))
    return st, done


SEATS = (1, 2, 4, 6)
#: rounds of a busy playout
ROUNDS = 6


def test_busy_playouts_reach_the_rare_positions() -> None:
    verbs: Counter[str] = Counter()
    for seed, seats in enumerate(SEATS * 2):
        _, done = busy(seats, seed)
        verbs.update(text.split(" ")[0] for _, text in done)
    for verb in ("search", "battle", "ball", "use", "craft", "challenge", "offer", "accept"):
        assert verbs[verb] > 0, verb


CHECKS = [
    check_actions,
    check_refusals,
    check_round_trip,
    check_clone,
    check_action_numbers,
    check_swap,
    check_determinize,
    check_determinize_from_view,
    check_views_follow_events,
    check_future_dice,
    check_json_and_no_rng,
]


@pytest.mark.parametrize("check", CHECKS, ids=lambda c: c.__name__)
def test_the_contract_holds_on_busy_playouts(check: Callable[[State[Any], Rng], None]) -> None:
    for seed, seats in enumerate(SEATS):
        _, done = busy(seats, seed)
        busy(seats, seed, check=check, every=max(1, len(done) // 25))


def test_words_and_agents_on_busy_playouts() -> None:
    for seed, seats in enumerate((2, 4)):
        _, done = busy(seats, seed)
        busy(seats, seed, check=check_words, every=max(1, len(done) // 8))
        busy(seats, seed, check=check_agents_fair, every=max(1, len(done) // 4))


def test_a_record_replays_to_the_same_state() -> None:
    for seed, seats in enumerate(SEATS):
        params = {"campaign": "heart", "max_rounds": str(ROUNDS)}
        match = Match(GAME, params, seed=seed, seats=seats)
        rng = Rng(seed)
        while match.state.outcome is None:
            seat, action = busy_choice(match.state, rng)
            match.act(seat, action)
        again = replay(match.record)
        assert again.digest() == match.state.digest()
