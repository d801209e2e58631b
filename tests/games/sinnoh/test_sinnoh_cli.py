"""The sinnoh CLI commands: content coverage and exact odds."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pokeforge.cli.main import app


def test_content_coverage_reports_236_of_236() -> None:
    out = CliRunner().invoke(app, ["content", "coverage", "sinnoh", "--json"])
    assert out.exit_code == 0
    assert json.loads(out.stdout) == {
        "moves_total": 236,
        "moves_implemented": 236,
        "unimplemented": [],
    }


def test_odds_capture_and_attack_are_exact() -> None:
    out = CliRunner().invoke(
        app, ["odds", "sinnoh", "capture", "--ball", "poke", "--tier", "weak", "--json"]
    )
    assert out.exit_code == 0 and json.loads(out.stdout)["exact"] == "17/27"
    out = CliRunner().invoke(
        app,
        ["odds", "sinnoh", "attack", "--attacker", "Flareon", "--defender", "Leafeon", "--json"],
    )
    data = json.loads(out.stdout)
    assert data["strength"] == 5 and abs(sum(data["distribution"].values()) - 1) < 1e-12
    assert data["mean"] == 7.0  # 5 dice averaging 1, +2 super effective
    bad = CliRunner().invoke(app, ["odds", "sinnoh", "capture", "--ball", "master", "--json"])
    assert bad.exit_code != 0
