"""The README's two commands, CI running the test command verbatim, and every other ``pokeforge``
command the README shows that can run here (not ``serve`` or ``play``) runs successfully."""

from __future__ import annotations

import os
import re
import shlex
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
import readme_transcript
from cli_support import cli

ROOT = Path(__file__).resolve().parents[2]
TEST_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/pytest"
MAIN_COMMAND = "python3 -m venv .venv && .venv/bin/pip install . && .venv/bin/pokeforge serve"


def _shell_blocks() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return [b.strip() for b in re.findall(r"```sh\n(.*?)```", text, flags=re.S)]


def test_the_readme_gives_exactly_the_two_commands() -> None:
    assert _shell_blocks() == [MAIN_COMMAND, TEST_COMMAND]


def test_ci_runs_the_readme_test_command_verbatim_then_the_linters() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    readme_test_command = _shell_blocks()[1]
    lines = ci.splitlines()
    assert any(line.startswith(readme_test_command) for line in lines)
    assert ci.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in lines
    order = [
        next(i for i, line in enumerate(lines) if line.startswith(readme_test_command)),
        lines.index(".venv/bin/ruff check src tests"),
        lines.index(".venv/bin/ruff format --check src tests"),
        lines.index(".venv/bin/mypy"),
    ]
    assert order == sorted(order)


def test_ci_is_executable() -> None:
    assert (ROOT / ".ci" / "run").stat().st_mode & 0o111


def test_the_readme_main_command_serves_the_lobby_on_its_embedded_sqlite_default(
    tmp_path: Path,
) -> None:
    args = MAIN_COMMAND.split("&& .venv/bin/pokeforge ")[1].split()
    assert args == ["serve"]
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    # no --db: the default SQLite file under the user data folder (pointed at tmp_path here)
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "HOME": str(tmp_path)}
    cmd = [sys.executable, "-m", "pokeforge.cli", *args, "--port", str(port)]
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        lobby = None
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                lobby = httpx.get(f"http://127.0.0.1:{port}/", timeout=2)
                break
            except httpx.TransportError:
                time.sleep(0.2)
        assert lobby is not None, proc.stderr.read().decode() if proc.stderr else ""
        assert lobby.status_code == 200 and "<html" in lobby.text.lower()
        games = httpx.get(f"http://127.0.0.1:{port}/api/catalog", timeout=5).json()
        assert "tactics" in str(games)
        assert list(tmp_path.rglob("*.sqlite*")) or list(tmp_path.rglob("*.db"))
    finally:
        proc.kill()
        proc.wait()


def test_the_terminal_play_command_plays_a_whole_game_from_piped_input() -> None:
    args = ["play", "tactics", "--seats", "human,greedy"]
    result = cli(*args, stdin="1\n" * 2000)
    assert result.exit_code == 0, result.output
    assert "== Player 1 ==" in result.stdout
    assert "Game over: " in result.stdout


#: a command written as a syntax (``GAME``, ``[--json]``, ``...``) rather than an example to run
_SYNTAX = re.compile(r"[A-Z]{2,}|\[|\.\.\.|…|<|\\\|")
#: commands that wait for people (a server, a terminal game) rather than finish by themselves
_INTERACTIVE = ("serve", "play")


def _readme_commands() -> list[str]:
    """Every ``pokeforge ...`` command in the README's code spans and code blocks."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    pieces = re.findall(r"```[^\n]*\n(.*?)```", text, flags=re.S)
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    pieces += re.findall(r"`([^`\n]+)`", prose)
    found = []
    for piece in pieces:
        for line in piece.splitlines():
            line = line.strip().removeprefix("$ ")
            for part in line.split("&&"):
                part = part.strip().removeprefix(".venv/bin/")
                if part.startswith("pokeforge ") or part == "pokeforge":
                    found.append(part)
    return found


def _runnable(command: str) -> bool:
    words = command.split()
    return len(words) > 1 and words[1] not in _INTERACTIVE and _SYNTAX.search(command) is None


def test_the_readme_shows_the_commands_a_newcomer_needs() -> None:
    commands = _readme_commands()
    for needed in ("pokeforge serve --host 0.0.0.0", "pokeforge content coverage sinnoh"):
        assert needed in commands
    assert any(c.startswith("pokeforge odds sinnoh") for c in commands)
    assert any(c.startswith("pokeforge odds hex") for c in commands)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    registered = {g["slug"] for g in __import__("json").loads(cli("games", "--json").stdout)}
    listed = set(re.findall(r"^\| `([a-z]+)` \|", readme, flags=re.M))
    assert listed == registered - {"duel", "ambush"}  # the table lists exactly the real games


def test_every_runnable_command_example_in_the_readme_succeeds(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the examples write their records in the current folder
    runnable = [c for c in _readme_commands() if _runnable(c)]
    assert len(runnable) >= 8, runnable
    assert {c.split()[1] for c in runnable} >= {
        "games",
        "simulate",
        "replay",
        "odds",
        "content",
        "bench",
    }
    for command in runnable:
        result = cli(*shlex.split(command)[1:])
        assert result.exit_code == 0, f"{command}: {result.output}"
        assert result.stdout.strip(), command


def test_the_readmes_terminal_transcript_is_what_the_command_prints() -> None:
    """The README's HEX turn is what the command prints for the answers shown (refresh it with
    ``.venv/bin/python tests/cli/readme_transcript.py``)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    shown = readme_transcript.BLOCK.search(readme)
    assert shown is not None, "the README shows no HEX turn"
    answers = "".join(a + "\n" for a in readme_transcript.ANSWERS)
    printed = cli(*readme_transcript.COMMAND, stdin=answers).stdout
    expected = "```text\n" + readme_transcript.transcript(printed) + "```"
    assert shown.group() == expected, "run .venv/bin/python tests/cli/readme_transcript.py"
    assert "Map" in expected and "[go 14]" in expected and "vs Misty" in expected
