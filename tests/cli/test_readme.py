"""The README's two commands, and CI running the test command verbatim."""

from __future__ import annotations

import re
from pathlib import Path

from cli_support import cli

ROOT = Path(__file__).resolve().parents[2]
TEST_COMMAND = "python3 -m venv .venv && .venv/bin/pip install -e '.[test]' && .venv/bin/pytest"
MAIN_COMMAND = (
    "python3 -m venv .venv && .venv/bin/pip install . && "
    ".venv/bin/pokeforge play tactics --seats human,greedy"
)


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


def test_the_readme_play_command_plays_a_whole_game_from_piped_input() -> None:
    args = MAIN_COMMAND.split("&& .venv/bin/pokeforge ")[1].split()
    assert args == ["play", "tactics", "--seats", "human,greedy"]
    result = cli(*args, stdin="1\n" * 2000)
    assert result.exit_code == 0, result.output
    assert "== Player 1 ==" in result.stdout
    assert "Game over: " in result.stdout
