"""``pokeforge simulate``: batches with a summary, JSON output and records."""

from __future__ import annotations

import json
from pathlib import Path

from cli_support import assert_bad_input, cli

from pokeforge.core import Record, verify


def test_simulate_json_prints_one_summary_object() -> None:
    result = cli("simulate", "duel", "--games", "30", "--seed", "5", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "duel" and data["games"] == 30 and data["errors"] == 0
    assert set(data["wins"]) == {"0", "1"}
    assert sum(data["wins"].values()) + data["draws"] + data["capped"] == 30
    for key in ("mean_decisions", "games_per_s", "decisions_per_s"):
        assert data[key] > 0


def test_the_same_seed_gives_the_same_results() -> None:
    args = ("simulate", "duel", "--games", "12", "--seed", "2", "--agents", "greedy,random")
    one = json.loads(cli(*args, "--json").stdout)
    two = json.loads(cli(*args, "--json").stdout)
    assert (one["wins"], one["draws"], one["mean_decisions"]) == (
        two["wins"],
        two["draws"],
        two["mean_decisions"],
    )
    assert one["agents"] == ["greedy", "random"]


def test_players_and_params_reach_the_games() -> None:
    result = cli(
        "simulate", "duel", "--games", "5", "--players", "3", "--param", "target=2", "--json"
    )
    data = json.loads(result.stdout)
    assert set(data["wins"]) == {"0", "1", "2"} and data["agents"] == ["random"] * 3


def test_every_game_is_recorded_in_the_record_dir_and_verifies(tmp_path: Path) -> None:
    result = cli("simulate", "duel", "--games", "8", "--seed", "7", "--record-dir", str(tmp_path))
    assert result.exit_code == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 8
    assert all(verify(Record.load(f)) for f in files)
    for f in files:
        assert cli("replay", str(f), "--verify").exit_code == 0


def test_without_json_a_table_is_printed() -> None:
    result = cli("simulate", "duel", "--games", "4")
    assert result.exit_code == 0
    assert "Player 1 (random) wins" in result.stdout and "draws" in result.stdout
    assert "decisions/s" in result.stdout


def test_bad_input_exits_with_status_2_and_a_message(tmp_path: Path) -> None:
    assert_bad_input(cli("simulate", "duel", "--param", "colour=red"), "unknown parameter")
    assert_bad_input(cli("simulate", "duel", "--param", "target=x"), "target")
    assert_bad_input(cli("simulate", "duel", "--agents", "random,robot"), "robot")
    assert_bad_input(cli("simulate", "duel", "--agents", "random,random,random"), "3 agents")
    assert_bad_input(cli("simulate", "duel", "--players", "5"), "not 5")
    assert_bad_input(cli("simulate", "duel", "--games", "-3"), "negative")
    assert_bad_input(cli("simulate", "nope"), "unknown game")
    bad = cli("simulate", "duel", "--param", "colour=red", "--record-dir", str(tmp_path / "r"))
    assert bad.exit_code == 2 and not (tmp_path / "r").exists()


def test_a_record_dir_that_cannot_be_made_is_bad_input(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    assert_bad_input(cli("simulate", "duel", "--games", "1", "--record-dir", str(blocker / "d")))


def test_a_solo_game_reports_losses_to_the_game_and_how_games_ended() -> None:
    args = ("simulate", "sinnoh", "--games", "60", "--players", "1", "--seed", "3")
    data = json.loads(cli(*args, "--param", "opponent=galactic", "--json").stdout)
    assert data["defeats"] > 0 and data["losses"]["0"] == data["defeats"]
    assert data["wins"]["0"] + data["defeats"] + data["draws"] == 60
    assert sum(data["terminations"].values()) == 60
    text = cli(*args, "--param", "opponent=galactic").stdout
    assert f"lost to the game (no winner at the table) │ {data['defeats']:>5}" in text
    assert "ended by knockout" in text
