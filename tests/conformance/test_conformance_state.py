"""Every registered game: replay, clone independence and the JSON round trip."""

from __future__ import annotations

from typing import Any

from conformance_checks import check_clone, check_round_trip
from conformance_support import check_stride, chooser, playout, random_step, seats_for, through_json

from pokeforge.core import Game, Match, Record, State, replay, verify


def _recorded_game(game: Game, seed: int) -> tuple[Record, list[str]]:
    match = Match(game, {}, seed=seed, seats=seats_for(game, seed))
    rng = chooser(seed)
    digests = [match.state.digest()]
    while match.state.outcome is None:
        assert len(digests) <= game.max_decisions
        seat, action = random_step(match.state, rng)
        match.act(seat, action)
        digests.append(match.state.digest())
    return match.record, digests


def test_replaying_a_record_reproduces_the_digest(game: Game) -> None:
    for seed in range(3):
        record, digests = _recorded_game(game, seed)
        assert record.digest == digests[-1]
        loaded = Record.from_json(through_json(record.to_json()))
        assert verify(loaded)
        assert replay(loaded).digest() == record.digest
        for upto in {0, len(digests) // 3, len(digests) // 2, len(digests) - 1}:
            assert replay(loaded, upto=upto).digest() == digests[upto]


def test_clones_are_independent_of_the_original_and_of_each_other(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_clone, every=check_stride(game))


def test_advancing_the_original_leaves_an_earlier_clone_unchanged(game: Game) -> None:
    state = game.new_state(game.params(), seed=5, seats=seats_for(game, 5))
    rng = chooser(5)
    snapshots: list[tuple[State[Any], str]] = []
    while state.outcome is None and len(snapshots) < 40:
        snapshots.append((state.clone(), state.digest()))
        seat, action = random_step(state, rng)
        state.apply(seat, action)
    for copy, digest in snapshots:
        assert copy.digest() == digest


def test_json_round_trip_at_every_step_continues_identically(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_round_trip, every=check_stride(game))


def test_a_state_read_back_mid_game_plays_to_the_same_end(game: Game) -> None:
    state = game.new_state(game.params(), seed=3, seats=seats_for(game, 3))
    rng = chooser(3)
    for _ in range(25):
        if state.outcome is not None:
            break
        seat, action = random_step(state, rng)
        state.apply(seat, action)
    back = game.state_from_json(through_json(state.to_json()))
    while state.outcome is None:
        seat, action = random_step(state, rng)
        state.apply(seat, action)
        back.apply(seat, back.action_from_text(seat, str(action)))
    assert back.digest() == state.digest()
    assert back.outcome == state.outcome
