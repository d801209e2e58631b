"""The command as a real process: the installed console script and piped standard input."""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

from cli_support import popen_ctrl_c

from pokeforge.core import Record, verify

TESTS = Path(__file__).resolve().parents[1]
SCRIPT = Path(sys.executable).parent / "pokeforge"
# a process that registers the fixture game, then runs the command line as the script does
WITH_FIXTURE = (
    "import fixtures.duel as d, pokeforge.core as c; c.register(d.GAME); "
    "from pokeforge.cli.main import main; main()"
)


def _run(args: list[str], stdin: str = "") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(TESTS), "COLUMNS": "100"}
    return subprocess.run(
        args, input=stdin, capture_output=True, text=True, env=env, timeout=120, check=False
    )


def test_the_console_script_lists_the_built_in_games_as_json() -> None:
    assert SCRIPT.exists(), "the pokeforge console script is not installed"
    done = _run([str(SCRIPT), "games", "--json"])
    assert done.returncode == 0, done.stderr
    games = json.loads(done.stdout)
    assert isinstance(games, list) and all("slug" in g for g in games)
    assert "duel" not in [g["slug"] for g in games]  # the fixture exists only in tests


def test_the_console_script_reports_an_unknown_game_without_a_traceback() -> None:
    done = _run([str(SCRIPT), "simulate", "no-such-game", "--games", "1"])
    assert done.returncode == 2
    assert done.stderr.startswith("error: unknown game 'no-such-game'")
    assert "Traceback" not in done.stderr


def test_play_reads_a_piped_stdin_to_the_end_of_the_game() -> None:
    done = _run(
        [sys.executable, "-c", WITH_FIXTURE, "play", "duel", "--seats", "human,greedy"],
        stdin="2\n" * 3 + "1\n" * 60,
    )
    assert done.returncode == 0, done.stderr
    assert "> 2\n  Player 1 set the stake to 2." in done.stdout
    assert "Game over: " in done.stdout and done.stderr == ""


def test_play_ends_cleanly_when_the_pipe_closes_early() -> None:
    done = _run([sys.executable, "-c", WITH_FIXTURE, "play", "duel"], stdin="1\n")
    assert done.returncode == 0
    assert "Input ended: the game is left unfinished." in done.stdout
    assert done.stderr == ""


def test_the_module_runs_as_the_command() -> None:
    done = _run([sys.executable, "-m", "pokeforge.cli", "games", "--json"])
    assert done.returncode == 0 and isinstance(json.loads(done.stdout), list)


def _fixture(*args: str) -> list[str]:
    return [sys.executable, "-c", WITH_FIXTURE, *args]


def test_ctrl_c_during_play_saves_the_record_and_says_where(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    env = {**os.environ, "PYTHONPATH": str(TESTS)}
    args = _fixture("play", "duel", "--seats", "human,greedy", "--seed", "4", "--record", str(path))
    proc = popen_ctrl_c(
        args,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert proc.stdin is not None and proc.stdout is not None
    proc.stdin.write("1\n")  # set the stake; then it waits for a card, and gets Ctrl-C
    proc.stdin.flush()
    seen = ""
    deadline = time.monotonic() + 60
    while "in secret" not in seen and time.monotonic() < deadline:
        seen += proc.stdout.readline()
    time.sleep(0.3)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "Interrupted: the game is left unfinished." in out
    assert f"Record saved to {path}" in out
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    record = Record.load(path)
    assert record.actions == [(0, "stake 1")] and record.outcome is None and verify(record)


BAD_INPUTS = [
    ["odds", "sinnoh", "capture", "--dice", "1,2,x"],
    ["odds", "sinnoh", "capture", "--ball", "nope"],
    ["odds", "sinnoh", "attack", "--attacker", "Nobody", "--defender", "Flareon"],
    ["odds", "hex", "capture", "--pokemon", "nobody"],
    ["odds", "hex", "battle", "--a", "nobody", "--b", "pikachu"],
    ["content", "coverage", "nope"],
    ["play", "tactics", "--seats", "human,robot"],
    ["play", "hex", "--param", "generations=a,b"],
    ["play", "tactics", "--param", "team_selection=9"],
    ["play", "tactics", "--record", "/nonexistent-dir/g.json"],
    ["simulate", "tactics", "--games", "-1"],
    ["replay", "/nonexistent-dir/g.json"],
    ["replay", "/nonexistent-dir/g.json", "--step", "-3"],
    ["bench", "sinnoh", "--seconds", "0"],
    ["games", "nope"],
    ["games", "--no-such-option"],
    ["no-such-command"],
]


def test_bad_input_anywhere_exits_2_with_a_message_and_no_traceback() -> None:
    for args in BAD_INPUTS:
        done = _run([str(SCRIPT), *args])
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert "Traceback" not in done.stderr + done.stdout, args
        assert done.stderr.strip(), args


def test_a_replay_piped_into_head_ends_quietly(tmp_path: Path) -> None:
    _run(_fixture("simulate", "duel", "--games", "1", "--record-dir", str(tmp_path)))
    record = next(tmp_path.glob("*.json"))
    env = {**os.environ, "PYTHONPATH": str(TESTS)}
    script = f"{shlex.join(_fixture('replay', str(record)))} | head -n 2"
    done = subprocess.run(
        ["bash", "-c", script], capture_output=True, text=True, env=env, timeout=120, check=False
    )
    assert done.stdout.startswith("Dice Duel (test fixture): seed 0")
    assert len(done.stdout.splitlines()) == 2
    assert done.stderr == ""


def test_a_terminal_that_is_not_utf8_gets_ascii_stand_ins(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    for args in (
        ["games"],
        ["games", "hex"],
        ["games", "--json"],
        ["bench", "tactics", "--seconds", "0.1"],
    ):
        done = subprocess.run(
            [str(SCRIPT), *args], capture_output=True, env=env, timeout=120, check=False
        )
        assert done.returncode == 0, (args, done.stderr)
        assert done.stdout.isascii() and done.stderr.isascii(), args
        assert b"UnicodeEncodeError" not in done.stderr
    titles = subprocess.run(
        [str(SCRIPT), "games"], capture_output=True, text=True, env=env, timeout=120, check=True
    ).stdout
    assert "Pokemon Master Trainer: HEX Edition" in titles and "2-6" in titles
    assert (
        "clone"
        in subprocess.run(
            [str(SCRIPT), "bench", "tactics", "--seconds", "0.1"],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=True,
        ).stdout
    )


def test_a_c_locale_with_an_ascii_terminal_plays_a_game_in_ascii() -> None:
    env = {
        **os.environ,
        "PYTHONPATH": str(TESTS),
        "LC_ALL": "C",
        "LANG": "C",
        "PYTHONCOERCECLOCALE": "0",
        "PYTHONUTF8": "0",
    }
    env.pop("PYTHONIOENCODING", None)
    done = subprocess.run(
        _fixture("play", "duel", "--seats", "human,greedy"),
        input=b"1\n" * 60,
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.isascii() and b"Dice Duel (test fixture) -- Player 1: human" in done.stdout


def test_version_from_the_console_script() -> None:
    done = _run([str(SCRIPT), "--version"])
    assert done.returncode == 0 and done.stdout.startswith("pokeforge ")


def test_ctrl_c_while_ai_seats_play_leaves_a_record_that_verifies(tmp_path: Path) -> None:
    path = tmp_path / "ai.json"
    args = [str(SCRIPT), "play", "hex", "--seats", "greedy,greedy", "--record", str(path)]
    env = {**os.environ, "PYTHONUNBUFFERED": "1"}  # each line as soon as it is printed
    proc = popen_ctrl_c(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    deadline = time.monotonic() + 60
    lines = 0
    while lines < 40 and time.monotonic() < deadline:  # well into the game
        lines += bool(proc.stdout.readline())
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert "Interrupted: the game is left unfinished." in out and "Traceback" not in err
    record = Record.load(path)
    assert record.actions and record.outcome is None and verify(record)


def test_ctrl_c_during_simulate_prints_the_summary_of_the_finished_games() -> None:
    args = [str(SCRIPT), "simulate", "tactics", "--games", "5000", "--json"]
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "COLUMNS": "100"}
    proc = popen_ctrl_c(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    time.sleep(4)  # some games are finished by then
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "Interrupted: the summary covers the" in err
    summary = json.loads(out)
    assert 0 < summary["games"] < 5000
    assert sum(summary["wins"].values()) + summary["draws"] + summary["capped"] == summary["games"]


BROKEN = (
    "import pokeforge.cli.games as g\n"
    "def broken(t):\n"
    "    raise RuntimeError('a bug')\n"
    "g.describe_params = broken\n"
    "from pokeforge.cli.main import main\n"
    "main()\n"
)


def test_an_internal_error_is_one_line_unless_debugging_is_asked_for() -> None:
    done = _run([sys.executable, "-c", BROKEN, "games"])
    assert done.returncode == 1
    assert done.stderr.startswith("error: internal error (RuntimeError: a bug)")
    assert "Traceback" not in done.stderr and "POKEFORGE_DEBUG=1" in done.stderr
    env = {**os.environ, "POKEFORGE_DEBUG": "1"}
    debug = subprocess.run(
        [sys.executable, "-c", BROKEN, "games"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert debug.returncode == 1 and "Traceback" in debug.stderr
