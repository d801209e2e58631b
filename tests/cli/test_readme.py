"""The README's two commands, and CI running the test command verbatim."""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
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
