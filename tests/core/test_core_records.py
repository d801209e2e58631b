"""core.records: save, load, replay and verify; a tampered record fails."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fixtures.duel import GAME
from pokeforge.core import Match, Outcome, Record, RecordError, Rng, Termination, replay, verify
from pokeforge.core.records import verify_problem


def _finished_match(seed: int = 2) -> Match:
    match = Match(GAME, {"target": "4"}, seed=seed, seats=2)
    rng = Rng(seed)
    while match.state.outcome is None:
        seat = match.state.to_act()[0]
        actions = match.state.legal_actions(seat)
        match.act(seat, actions[rng.below(len(actions))])
    return match


def test_a_match_records_its_header_actions_digest_and_outcome() -> None:
    match = _finished_match()
    record = match.record
    assert (record.game, record.seed, record.seats) == ("duel", 2, 2)
    assert record.params == {"target": 4, "hand_size": 3}
    assert record.actions and all(isinstance(a, str) for _, a in record.actions)
    assert record.digest == match.state.digest()
    assert record.outcome is not None and Outcome.from_json(record.outcome) == match.state.outcome


def test_acting_by_text_is_the_same_as_acting_by_object() -> None:
    by_object = _finished_match(5)
    by_text = Match(GAME, {"target": "4"}, seed=5, seats=2)
    for seat, text in by_object.record.actions:
        by_text.act(seat, text)
    assert by_text.record.to_json() == by_object.record.to_json()


def test_a_saved_record_loads_back_and_verifies(tmp_path: Path) -> None:
    record = _finished_match().record
    path = tmp_path / "game.json"
    record.save(path)
    loaded = Record.load(path)
    assert loaded.to_json() == record.to_json()
    assert verify(loaded)
    assert replay(loaded).digest() == record.digest


def test_replaying_part_of_a_record_gives_the_state_at_that_point() -> None:
    match = Match(GAME, {}, seed=3, seats=2)
    digests = [match.state.digest()]
    for _ in range(4):
        seat = match.state.to_act()[0]
        match.act(seat, match.state.legal_actions(seat)[0])
        digests.append(match.state.digest())
    assert [replay(match.record, upto=k).digest() for k in range(5)] == digests


def test_a_tampered_digest_does_not_verify() -> None:
    record = _finished_match().record
    record.digest = "0" * 64
    assert not verify(record)


@pytest.mark.parametrize(
    "edit",
    [
        lambda o: {**o, "winners": [1 - o["winners"][0]] if o["winners"] else [0]},
        lambda o: {**o, "reason": "Player 2 conceded."},
        lambda o: {**o, "termination": "concession"},
        lambda o: None,
    ],
    ids=["winners", "reason", "termination", "removed"],
)
def test_an_edited_outcome_with_the_right_digest_does_not_verify(edit: Any) -> None:
    record = _finished_match().record
    assert record.outcome is not None and verify(record)
    record.outcome = edit(dict(record.outcome))
    assert not verify(record)
    problem = verify_problem(record)
    assert problem is not None and problem.startswith("the recorded outcome (")


def test_an_unfinished_record_verifies_with_no_outcome_only() -> None:
    match = Match(GAME, {}, seed=3, seats=2)
    match.act(0, "stake 1")
    record = match.finish()
    assert record.outcome is None and verify(record)
    record.outcome = {"termination": "concession", "winners": [0], "reason": "x", "ranks": None}
    assert verify_problem(record) == (
        "the recorded outcome (x Won: Player 1) is not the replay's "
        "(no outcome: the game is unfinished)"
    )


def test_a_tampered_seed_does_not_verify() -> None:
    record = _finished_match().record
    record.seed += 1
    try:
        replays_to_the_digest = verify(record)
    except RecordError:  # another deal: some recorded card is not in hand
        replays_to_the_digest = False
    assert not replays_to_the_digest


def test_a_tampered_action_is_refused_with_its_number() -> None:
    record = _finished_match().record
    record.actions[1] = (record.actions[1][0], "play 99")
    with pytest.raises(RecordError, match="action 2"):
        verify(record)


def test_a_replay_reads_only_exact_action_texts() -> None:
    record = _finished_match().record
    seat, text = record.actions[0]
    match = Match(GAME, {"target": "4"}, seed=2, seats=2)
    assert str(match.state.action_from_text(seat, text.upper())) == text  # a person may
    record.actions[0] = (seat, text.upper())
    with pytest.raises(RecordError, match="action 1"):
        replay(record)  # a record may not


def test_a_record_without_digest_cannot_be_verified() -> None:
    record = _finished_match().record
    record.digest = None
    with pytest.raises(RecordError, match="no digest"):
        verify(record)


def test_a_record_of_an_unknown_game_or_rules_version_is_refused() -> None:
    record = _finished_match().record
    record.game = "no-such-game"
    with pytest.raises(RecordError, match="unknown game"):
        replay(record)
    record = _finished_match().record
    record.rules_version = "0-old"
    with pytest.raises(RecordError, match="rules version"):
        replay(record)


@pytest.mark.parametrize(
    "text",
    ["not json", "[1, 2]", '{"game": "duel"}', '{"format": 99, "game": "duel", "actions": []}'],
)
def test_a_malformed_file_is_a_record_error(tmp_path: Path, text: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(RecordError):
        Record.load(path)


def test_a_missing_file_is_a_record_error(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="cannot read"):
        Record.load(tmp_path / "none.json")


def test_outcomes_round_trip_and_know_draws() -> None:
    win = Outcome(Termination.KNOCKOUT, (1,), "Player 2 wins", ranks=(1, 0))
    draw = Outcome(Termination.STALEMATE, (), "nobody can win")
    assert Outcome.from_json(json.loads(json.dumps(win.to_json()))) == win
    assert draw.is_draw and not win.is_draw
