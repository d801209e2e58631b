"""The journey in the terminal and in batch: ``pokeforge play sinnoh -p campaign=heart --seats
human,greedy`` shows the map, the party and numbered actions; ``pokeforge simulate sinnoh -p
campaign=heart`` plays 1, 2, 4 and 6 trainers without an error, every game ending."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from pokeforge.cli.main import app


def test_a_human_plays_against_greedy_in_the_terminal() -> None:
    args = ["play", "sinnoh", "-p", "campaign=heart", "-p", "first_chooser=0"]
    result = CliRunner().invoke(app, [*args, "--seats", "human,greedy"], input="1\n1\n1\nquit\n")
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Make Snowfall Village (Red) your home" in out
    assert "Choose Swinub" in out and "Your party:" in out and "0 Swinub" in out
    assert "Sinnoh" in out and "@1" in out and "Your choices:" in out and "Move east to" in out


def test_a_battle_refuses_six_players_in_the_terminal() -> None:
    result = CliRunner().invoke(app, ["play", "sinnoh", "--seats", "human,random,random"])
    assert result.exit_code != 0 and "1–2 players, not 3" in result.output


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_simulated_journeys_end_without_errors(players: int) -> None:
    args = ["simulate", "sinnoh", "-p", "campaign=heart", "-p", "max_rounds=5"]
    args += ["--players", str(players), "--games", "3", "--workers", "1", "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 3 and summary["errors"] == 0
    assert summary["capped"] == 0 and sum(summary["terminations"].values()) == 3
