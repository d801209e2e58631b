"""The sinnoh CLI commands: content coverage and exact odds."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pokeforge.cli.main import app


def test_content_coverage_reports_236_of_236_moves_and_every_trainer_ability() -> None:
    out = CliRunner().invoke(app, ["content", "coverage", "sinnoh", "--json"])
    assert out.exit_code == 0
    report = json.loads(out.stdout)
    assert report["moves_total"] == 236
    assert report["moves_implemented"] == 236
    assert report["unimplemented"] == []
    assert report["trainer_classes"] == 51
    assert report["abilities_total"] == 102
    # every ability either acts in battle (implemented) or only outside (campaign data)
    assert report["abilities_implemented"] + report["abilities_campaign_only"] == 102
    assert report["abilities_implemented"] == 61
    assert report["abilities_unimplemented"] == []
    assert report["change_of_fate_implemented"] == 2
    assert report["change_of_fate_unimplemented"][0].startswith("Divine Intervention")
    assert report["distortion_breach_unimplemented"][0].startswith("Reckless Assault")
    text = CliRunner().invoke(app, ["content", "coverage", "sinnoh"])
    assert "61 of 102 trainer abilities act in battle" in text.stdout


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
