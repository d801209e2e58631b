"""``pokeforge report``: the HTML file, ``--json``, ``--title`` and refusals of bad input."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from cli_support import assert_bad_input, cli

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "analysis"))
from report_support import game_row, split_rows, write_results


def test_report_writes_a_self_contained_page(tmp_path: Path) -> None:
    results = write_results(tmp_path / "r.parquet", split_rows(60, 40))
    out = tmp_path / "report.html"
    res = cli("report", str(results), "--out", str(out), "--title", "Dice <study>")
    assert res.exit_code == 0, res.output
    html = out.read_text()
    assert html.startswith("<!DOCTYPE html>")
    assert "<title>Dice &lt;study&gt;</title>" in html
    assert "60.0% (50.2–69.1%)" in html  # seat 1's rate and Wilson interval
    assert "<script" not in html
    assert res.stdout.strip() == f"wrote {out} (100 games)"


def test_report_makes_the_folder_of_its_page(tmp_path: Path) -> None:
    results = write_results(tmp_path / "r.parquet", split_rows(3, 2))
    out = tmp_path / "docs" / "reports" / "r.html"
    assert cli("report", str(results), "--out", str(out)).exit_code == 0
    assert out.read_text().startswith("<!DOCTYPE html>")


def test_report_defaults_to_the_results_name_with_html(tmp_path: Path) -> None:
    results = write_results(tmp_path / "run.parquet", split_rows(3, 2))
    res = cli("report", str(results))
    assert res.exit_code == 0, res.output
    assert (tmp_path / "run.html").read_text().count("<svg") == 3


def test_report_json_prints_the_numbers_without_html(tmp_path: Path) -> None:
    rows = split_rows(60, 40)
    rows.append(game_row(100, None, reason="capped"))
    results = write_results(tmp_path / "r.parquet", rows)
    res = cli("report", str(results), "--json")
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    seat = data["seats"][0]["by_seat"][0]
    assert (seat["wins"]["k"], seat["wins"]["n"]) == (60, 100)
    assert data["status"] == {"finished": 100, "capped": 1, "error": 0}
    assert "values" not in data["length"]["decisions"]
    assert not list(tmp_path.glob("*.html"))
    # with --out as well, both
    out = tmp_path / "both.html"
    assert cli("report", str(results), "--json", "--out", str(out)).exit_code == 0
    assert out.exists()


def test_report_refuses_a_file_that_is_not_a_results_file(tmp_path: Path) -> None:
    text = tmp_path / "notes.parquet"
    text.write_text("hello")
    out = tmp_path / "r.html"
    assert_bad_input(cli("report", str(text), "--out", str(out)), "not a Parquet results file")
    assert not out.exists()
    assert_bad_input(cli("report", str(tmp_path / "missing.parquet")), "missing.parquet")


def test_report_will_not_overwrite_its_input(tmp_path: Path) -> None:
    results = write_results(tmp_path / "r.parquet", split_rows(3, 2))
    before = results.read_bytes()
    assert_bad_input(cli("report", str(results), "--out", str(results)), "overwrite")
    assert results.read_bytes() == before


def test_report_is_listed_in_help() -> None:
    res = cli("--help")
    assert "report" in res.stdout


def test_report_reads_what_simulate_writes(tmp_path: Path) -> None:
    table = tmp_path / "duel.parquet"
    sim = cli(
        "simulate", "duel", "--games", "30", "--seed", "3", "--workers", "1",
        "--param", "target=2,5", "--out", str(table), "--json",
    )  # fmt: skip
    assert sim.exit_code == 0, sim.output
    summary = json.loads(sim.stdout)
    res = cli("report", str(table), "--json", "--out", str(tmp_path / "duel.html"))
    assert res.exit_code == 0, res.output
    data = json.loads(res.stdout)
    assert data["games"] == summary["games"] == 60
    assert data["game"] == ["duel"]
    wins = [b["wins"]["k"] for b in data["seats"][0]["by_seat"]]
    assert wins == [summary["wins"]["0"], summary["wins"]["1"]]
    (sweep,) = data["sweeps"]
    assert sweep["param"] == "target"
    assert [(v["value"], v["games"]) for v in sweep["values"]] == [("2", 30), ("5", 30)]
    # a race to 5 points takes longer than a race to 2
    assert sweep["values"][1]["decisions"]["mean"] > sweep["values"][0]["decisions"]["mean"]
