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


def _run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, ["odds", "sinnoh", *args])


def _refused(result, *words: str) -> None:  # type: ignore[no-untyped-def]
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: ") and "Traceback" not in result.output
    for word in words:
        assert word in result.stderr


def test_odds_take_names_in_any_case_and_print_names() -> None:
    out = _run("capture", "--ball", "Ultimate", "--tier", "STRONG")
    assert out.exit_code == 0, out.output
    assert out.stdout.startswith("Ultimate Ball vs a Strong wild Pokémon: ")
    out = _run("attack", "--attacker", "SNORLAX", "--defender", "bidoof", "--move", "body slam")
    assert out.exit_code == 0, out.output
    assert out.stdout.startswith("Snorlax → Bidoof with Body Slam (4 dice)")
    assert "Snorlax knocks Bidoof out: 0.3827 (31/81)" in out.stdout
    out = _run(
        "attack", "--attacker", "Eevee+Hidden Power", "--defender", "Bidoof",
        "--move", "hidden power", "--option", "type=DARK", "--json",
    )  # fmt: skip
    assert out.exit_code == 0, out.output
    assert json.loads(out.stdout)["move"] == "Hidden Power"


def test_odds_refuse_bad_input_with_a_message() -> None:
    _refused(_run("capture", "--dice", "1,2,x"), "dice")
    _refused(_run("attack", "--attacker", "Snorlax", "--defender", "Bidoof", "--dice", "1,x"))
    _refused(_run("capture", "--ball", "master"), "master")
    _refused(_run("capture", "--tier", "huge"), "huge")
    _refused(_run("attack", "--attacker", "Snorlax", "--defender", "Nobody"), "Nobody")
    _refused(
        _run("attack", "--attacker", "Snorlax", "--defender", "Bidoof", "--move", "Surf"), "Surf"
    )
    _refused(
        _run(
            "attack", "--attacker", "Eevee+Hidden Power", "--defender", "Bidoof",
            "--move", "Hidden Power", "--option", "type=cheese",
        ),
        "type=cheese",
    )  # fmt: skip


def test_party_entries_take_items_and_moves_by_name_in_any_case() -> None:
    for attacker in ("snorlax@Choice Band", "SNORLAX@choice_band", "Snorlax@CHOICE-BAND"):
        out = _run("attack", "--attacker", attacker, "--defender", "bidoof", "--json")
        assert out.exit_code == 0, out.output
        assert json.loads(out.stdout)["strength"] == 4 + 1  # Body Slam + Choice Band
    out = _run("attack", "--attacker", "eevee+hidden power", "--defender", "Bidoof", "--json")
    assert out.exit_code == 0, out.output
    _refused(_run("attack", "--attacker", "Snorlax@crown", "--defender", "Bidoof"), "crown")
