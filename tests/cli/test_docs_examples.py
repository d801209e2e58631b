"""Every ``pokeforge …`` example in docs/ runs: each command the documentation shows (in a code
span or a code block) exits 0 through the real command, with simulations and benchmarks made
short; a command named in a sentence without options (`pokeforge odds hex battle`) must exist as
written (its ``--help`` works). Templates (``--players N``, ``<free port>``), ``serve`` (tested
on its own) and Ray runs (tests/sim) are left out; a ``# comment`` ends a command;
docs/rules/sinnoh.md has its own, stricter test (tests/games/sinnoh/test_sinnoh_docs.py)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pokeforge.cli.main import app

DOCS = Path(__file__).resolve().parents[2] / "docs"
#: a simulation in the docs may ask for thousands of games; the test plays this many
MAX_GAMES = 3
#: words that mark a template rather than a command to run
TEMPLATE = re.compile(r"<[^>]*>|\s[A-Z][A-Z_]*\b|\d/\d|\.\.\.|…")


def _examples() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for doc in sorted(DOCS.rglob("*.md")):
        if doc.name == "sinnoh.md":
            continue
        text = doc.read_text(encoding="utf-8")
        lines = [
            line.strip()
            for block in re.findall(r"```[a-z]*\n(.*?)```", text, flags=re.S)
            for line in block.splitlines()
        ]
        lines += re.findall(r"`(pokeforge [^`]+)`", text)
        for line in lines:
            command = " ".join(line.split())
            if not command.startswith("pokeforge ") or TEMPLATE.search(command):
                continue
            words = shlex.split(command, comments=True)[1:]
            if words[0] == "serve" or "[" in command or "ray" in words:
                continue
            found.append((doc.relative_to(DOCS).as_posix(), command))
    return list(dict.fromkeys(found))


def test_the_docs_have_examples_of_each_kind() -> None:
    kinds = {shlex.split(c, comments=True)[1] for _, c in _examples()}
    assert {"simulate", "bench", "odds", "content"} <= kinds


@pytest.fixture(scope="module")
def docs_tmp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("docs-tmp")


@pytest.mark.parametrize(("doc", "command"), _examples())
def test_each_example_of_the_docs_runs(
    doc: str, command: str, tmp_path: Path, docs_tmp: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # files an example writes (--out, records) land here
    # files an example names under /tmp land in a folder of this test module's own, shared by
    # its examples in their order (a table that one writes, the next reads); a real run's
    # tables in /tmp are left alone
    args = [
        str(docs_tmp / a.removeprefix("/tmp/")) if a.startswith("/tmp/") else a
        for a in shlex.split(command, comments=True)[1:]
    ]
    for a in args:
        if a.startswith(str(docs_tmp)):
            Path(a).parent.mkdir(parents=True, exist_ok=True)
    for flag in ("--games", "-n"):
        if flag in args:
            i = args.index(flag) + 1
            args[i] = str(min(int(args[i]), MAX_GAMES))
    if args[0] == "bench":
        args += ["--seconds", "0.2"]
    if not any(a.startswith("--") for a in args):
        args.append("--help")  # a command named in a sentence: it must exist as written
    result = CliRunner().invoke(app, args, input="quit\n")
    assert result.exit_code == 0, f"{doc}: {command}\n{result.output}"
    assert "Traceback" not in result.output
