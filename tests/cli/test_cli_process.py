"""The command as a real process: the installed console script and piped standard input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

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
