"""Every example in docs/rules/sinnoh.md works: each ``pokeforge …`` command runs (exit 0) and each
``key=value`` parameter example starts a battle."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pokeforge.cli.main import app
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.params import SinnohParams

DOC = Path(__file__).resolve().parents[3] / "docs" / "rules" / "sinnoh.md"
TEXT = DOC.read_text(encoding="utf-8")
#: simulations in the doc may ask for many games; the test plays this many of them
MAX_GAMES = 4


def _commands() -> list[str]:
    found = []
    for block in re.findall(r"```\n(.*?)```", TEXT, flags=re.S):
        found.extend(line.strip() for line in block.splitlines() if line.startswith("pokeforge "))
    found.extend(re.findall(r"`(pokeforge [^`]+)`", TEXT))
    # ``pokeforge serve`` runs until stopped: the web app's own tests start it (tests/web)
    commands = (" ".join(c.split()) for c in found)
    return list(dict.fromkeys(c for c in commands if not c.startswith("pokeforge serve")))


def _param_examples() -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for raw in re.findall(r"`(?:--param |-p )?([a-z_0-9]+)=([^`]+)`", TEXT):
        key, value = raw[0], " ".join(raw[1].split()).strip("\"'")
        if key not in SinnohParams.model_fields:
            continue  # a move option (reroll=yes) or a trait, not a parameter
        span = re.fullmatch(r"(-?\d+)\.\.(-?\d+)", value)
        values = [span.group(1), span.group(2)] if span else value.split("|")
        if key in ("party0", "party1", "bag0", "bag1", "fate0", "fate1", "balls", "dice"):
            values = [value]
        out.extend((key, v) for v in values)
    return list(dict.fromkeys(out))


def test_the_doc_has_examples_to_run() -> None:
    commands = _commands()
    assert any(c.startswith("pokeforge odds sinnoh attack") for c in commands)
    assert any(c.startswith("pokeforge play sinnoh") for c in commands)
    assert not any(c.startswith("pokeforge serve") for c in commands)
    assert ("party0", "Flareon@choice_band+Body Slam,Leafeon") in _param_examples()
    assert len(_param_examples()) >= 30


@pytest.mark.parametrize("command", _commands())
def test_each_command_of_the_doc_runs(command: str) -> None:
    args = shlex.split(command)[1:]
    if "--games" in args:
        i = args.index("--games") + 1
        args[i] = str(min(int(args[i]), MAX_GAMES))
    result = CliRunner().invoke(app, args, input="quit\n")
    assert result.exit_code == 0, f"{command}\n{result.output}"
    assert "Traceback" not in result.output


@pytest.mark.parametrize(("key", "value"), _param_examples())
def test_each_parameter_example_of_the_doc_starts_a_battle(key: str, value: str) -> None:
    params = GAME.params({key: value})
    seats = 1 if params.opponent in ("wild", "swarm") else 2
    st = GAME.new_state(params, seed=1, seats=seats)
    assert st.outcome is None and st.to_act()
