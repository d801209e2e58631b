"""``pokeforge replay``: show a record as text; ``--verify`` checks its digest."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import assert_bad_input, cli


def _recorded(tmp_path: Path, seed: int = 3) -> Path:
    cli("simulate", "duel", "--games", "1", "--seed", str(seed), "--record-dir", str(tmp_path))
    return next(tmp_path.glob("*.json"))


def test_a_replay_shows_every_action_its_events_and_the_end(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    result = cli("replay", str(path))
    assert result.exit_code == 0, result.output
    assert "Dice Duel (test fixture): seed 3, 2 players" in result.stdout
    assert "1. Player 1: stake" in result.stdout
    assert "revealed" in result.stdout and "Game over: " in result.stdout
    assert "You drew" not in result.stdout  # a replay shows the public events


def test_verify_accepts_an_untouched_record(tmp_path: Path) -> None:
    result = cli("replay", str(_recorded(tmp_path)), "--verify")
    assert result.exit_code == 0 and "verified" in result.stdout


def test_verify_rejects_a_tampered_digest(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    data = json.loads(path.read_text())
    data["digest"] = "f" * 64
    path.write_text(json.dumps(data))
    result = cli("replay", str(path), "--verify")
    assert result.exit_code == 1
    assert "does not end on the recorded digest" in result.stderr
    assert cli("replay", str(path)).exit_code == 1


def test_a_tampered_action_is_bad_input(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    data = json.loads(path.read_text())
    data["actions"][0][1] = "stake 9"
    path.write_text(json.dumps(data))
    assert_bad_input(cli("replay", str(path), "--verify"), "action 1", "stake 9")
    assert_bad_input(cli("replay", str(path)), "action 1")


def test_unreadable_records_are_bad_input(tmp_path: Path) -> None:
    assert_bad_input(cli("replay", str(tmp_path / "missing.json")), "cannot read record")
    junk = tmp_path / "junk.json"
    junk.write_text("{not json")
    assert_bad_input(cli("replay", str(junk), "--verify"), "cannot read record")
    other = tmp_path / "other.json"
    other.write_text(
        json.dumps(
            {
                "game": "nope",
                "rules_version": "1",
                "seed": 0,
                "seats": 2,
                "actions": [],
                "digest": "x",
            }
        )
    )
    assert_bad_input(cli("replay", str(other), "--verify"), "unknown game")


def test_verify_rejects_an_edited_outcome_with_the_right_digest(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    data = json.loads(path.read_text())
    assert data["outcome"] is not None
    data["outcome"]["winners"] = [1] if data["outcome"]["winners"] != [1] else [0]
    data["outcome"]["reason"] = "Player 2 wins by a landslide."
    path.write_text(json.dumps(data))
    result = cli("replay", str(path), "--verify")
    assert result.exit_code == 1
    assert "the recorded outcome (Player 2 wins by a landslide." in result.stderr
    assert "is not the replay's" in result.stderr


def test_game_over_is_said_once_and_players_by_their_names(tmp_path: Path) -> None:
    result = cli("replay", str(_recorded(tmp_path)))
    assert result.exit_code == 0
    assert result.stdout.count("Game over") == 1
    assert "seat 0" not in result.stdout and "seat 1" not in result.stdout


def test_step_shows_the_board_after_that_many_actions(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    actions = json.loads(path.read_text())["actions"]
    result = cli("replay", str(path), "--step", "2")
    assert result.exit_code == 0, result.output
    out = result.stdout
    seat, text = actions[1]
    assert f"Step 2 of {len(actions)}: 2. Player {seat + 1}: {text}" in out
    assert "1. Player 1" not in out  # only the step asked for, not the list before it
    assert "Round 1, stake" in out and "Game over" not in out
    start = cli("replay", str(path), "--step", "0").stdout
    assert f"Step 0 of {len(actions)}: the start" in start and "Scores: Player 1: 0" in start


def test_the_last_step_says_how_the_game_ended_once(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    total = len(json.loads(path.read_text())["actions"])
    result = cli("replay", str(path), "--step", str(total))
    assert result.exit_code == 0 and result.stdout.count("Game over") == 1


def test_a_step_outside_the_record_is_bad_input(tmp_path: Path) -> None:
    path = _recorded(tmp_path)
    total = len(json.loads(path.read_text())["actions"])
    assert_bad_input(cli("replay", str(path), "--step", str(total + 1)), f"steps 0 to {total}")
    assert_bad_input(cli("replay", str(path), "--step", "-1"), "--step -1")


def test_a_game_whose_board_already_says_game_over_says_it_once(tmp_path: Path) -> None:
    cli("simulate", "tactics", "--games", "1", "--agents", "greedy", "--record-dir", str(tmp_path))
    path = next(tmp_path.glob("*.json"))
    result = cli("replay", str(path))
    assert result.exit_code == 0, result.output
    assert result.stdout.count("Game over") == 1


def test_the_header_names_only_the_parameters_that_differ_from_the_defaults(
    tmp_path: Path,
) -> None:
    args = ("simulate", "duel", "--games", "1", "--param", "target=2")
    cli(*args, "--record-dir", str(tmp_path / "a"))
    header = cli("replay", str(next((tmp_path / "a").glob("*.json")))).stdout.splitlines()[0]
    assert header == "Dice Duel (test fixture): seed 0, 2 players, target=2"
    path = _recorded(tmp_path / "b")
    header = cli("replay", str(path)).stdout.splitlines()[0]
    assert header == "Dice Duel (test fixture): seed 3, 2 players, the default parameters"
