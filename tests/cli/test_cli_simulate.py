"""``pokeforge simulate``: batches with a summary, JSON output and records."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pyarrow.parquet as pq
from cli_support import assert_bad_input, cli, popen_ctrl_c
from terminal_support import run_in_terminal, run_piped

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


def test_every_rate_has_a_95_percent_interval() -> None:
    data = json.loads(
        cli("simulate", "duel", "-n", "40", "--agents", "greedy,random", "--json").stdout
    )
    rates = data["rates"]
    assert rates["confidence"] == 0.95
    seat0 = rates["win_by_seat"]["0"]
    assert seat0["count"] == data["wins"]["0"] and seat0["total"] == 40
    assert seat0["low"] <= seat0["rate"] <= seat0["high"]
    assert set(rates["win_by_agent"]) == {"greedy", "random"}
    assert rates["draw"]["count"] == data["draws"]
    assert set(rates["by_reason"]) == {*data["terminations"], "capped", "error"}
    text = cli("simulate", "duel", "-n", "40", "--agents", "greedy,random").stdout
    assert "95% interval" in text and "greedy wins (per seat played)" in text
    low, high = 100 * seat0["low"], 100 * seat0["high"]
    assert f"[{low:.1f}%, {high:.1f}%]" in text


def test_workers_do_not_change_the_games(tmp_path: Path) -> None:
    args = ("simulate", "duel", "-n", "30", "--seed", "9", "--json")
    one = cli(*args, "--workers", "1", "--out", str(tmp_path / "one.parquet"))
    two = cli(*args, "--workers", "2", "--out", str(tmp_path / "two.parquet"))
    assert one.exit_code == 0 and two.exit_code == 0, one.output + two.output
    a, b = json.loads(one.stdout), json.loads(two.stdout)
    assert (a["wins"], a["draws"], a["mean_decisions"]) == (
        b["wins"],
        b["draws"],
        b["mean_decisions"],
    )
    assert (a["workers"], b["workers"], b["backend"]) == (1, 2, "local")
    ta = pq.read_table(tmp_path / "one.parquet").drop_columns(["seconds"])
    tb = pq.read_table(tmp_path / "two.parquet").drop_columns(["seconds"])
    assert ta.num_rows == 30 and ta.to_pylist() == tb.to_pylist()


def test_a_sweep_runs_the_grid_and_groups_the_summary(tmp_path: Path) -> None:
    out = tmp_path / "grid.parquet"
    args = ["simulate", "duel", "-n", "5", "--param", "target=1,4", "--param", "hand_size=1,2"]
    data = json.loads(cli(*args, "--out", str(out), "--json").stdout)
    assert data["games"] == 20 and [p["games"] for p in data["points"]] == [5] * 4
    assert [p["sweep"] for p in data["points"]] == [
        {"target": "1", "hand_size": "1"},
        {"target": "1", "hand_size": "2"},
        {"target": "4", "hand_size": "1"},
        {"target": "4", "hand_size": "2"},
    ]
    assert sum(p["rates"]["draw"]["count"] for p in data["points"]) == data["draws"]
    table = pq.read_table(out)
    assert table.column("param.target").to_pylist() == ["1"] * 10 + ["4"] * 10
    assert table.column("param.hand_size").to_pylist() == (["1"] * 5 + ["2"] * 5) * 2
    assert table.column("index").to_pylist() == list(range(20))
    text = cli(*args).stdout
    assert "at target=4, hand_size=2" in text and "every grid point" in text


def test_bad_run_options_are_bad_input(tmp_path: Path) -> None:
    assert_bad_input(cli("simulate", "duel", "--workers", "0"), "--workers")
    assert_bad_input(cli("simulate", "duel", "--backend", "cloud"), "--backend")
    assert_bad_input(cli("simulate", "duel", "--address", "ray://x:1"), "--address")
    assert_bad_input(cli("simulate", "duel", "--param", "target=1,99"), "target")
    assert_bad_input(cli("simulate", "duel", "--param", "target=1,1"), "repeated")
    assert_bad_input(cli("simulate", "duel", "--out", str(tmp_path)), "directory")
    assert not list(tmp_path.iterdir())


def test_the_progress_bar_shows_in_a_terminal() -> None:
    out = run_in_terminal(["simulate", "duel", "-n", "400", "--workers", "1"], [])
    assert "games/s" in out and "errors" in out and "400/400" in out
    piped = run_piped(["simulate", "duel", "-n", "20", "--workers", "1"], "")
    assert "games/s" not in piped.stderr and "decisions/s" in piped.stdout


def test_ctrl_c_stops_and_keeps_the_finished_games(tmp_path: Path) -> None:
    out = tmp_path / "stopped.parquet"
    args = ["simulate", "pieces", "-n", "100000", "--workers", "2", "--json", "--out", str(out)]
    proc = popen_ctrl_c(
        [sys.executable, "-m", "pokeforge.cli", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    time.sleep(4)
    os.killpg(proc.pid, signal.SIGINT)  # as a terminal's Ctrl-C: the whole process group
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    data = json.loads(stdout)
    assert data["interrupted"] is True and 0 < data["games"] < 100000
    assert "Interrupted" in stderr and "Traceback" not in stderr
    table = pq.read_table(out)
    assert table.num_rows == data["games"]
    assert pq.read_schema(out).metadata[b"interrupted"] == b"true"
