"""Balance reports in headless Chromium: a made-up one and the examples in ``docs/reports/``
render without script or console errors, fetch nothing, and give a screenshot."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from browser_support import png_size
from playwright.sync_api import Browser

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "analysis"))
from report_support import game_row, write_results

from pokeforge.analysis.report import write_report

DOCS = Path(__file__).resolve().parents[2] / "docs" / "reports"
#: the example reports docs/reports.md links to (the two the toolbox issue asks for first)
EXAMPLES = [
    "tactics.html",
    "tactics-greedy.html",
    "sinnoh-starters.html",
    "pieces.html",
    "hex.html",
    "origins-theme-decks.html",
]


def open_report(browser: Browser, path: Path, shot: Path) -> dict[str, object]:
    """Open ``path``; returns what the page showed and every problem seen on the way."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    problems: list[str] = []
    requests: list[str] = []
    page.on(
        "console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None
    )
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on("request", lambda r: requests.append(r.url))
    page.goto(path.as_uri(), wait_until="load")
    info = {
        "title": page.title(),
        "svgs": page.evaluate("document.querySelectorAll('svg').length"),
        "drawn": page.evaluate(
            "[...document.querySelectorAll('svg')]"
            ".every(s => s.getBoundingClientRect().width > 100)"
        ),
        "tables": page.evaluate("document.querySelectorAll('table').length"),
        "text": page.inner_text("body"),
    }
    page.screenshot(path=str(shot), full_page=True)
    page.close()
    info["problems"] = problems
    info["requests"] = requests
    return info


def test_a_report_renders_without_errors(browser: Browser, tmp_path: Path) -> None:
    rows = []
    for i in range(120):
        team = [["ace", "b"], ["c", "d"]] if i % 2 else [["b", "c"], ["ace", "d"]]
        ace_seat = 0 if i % 2 else 1
        winner = ace_seat if i % 4 else 1 - ace_seat
        rows.append(
            game_row(i, winner, **{"fact.team_by_seat": team, "param.size": ("6", "8")[i % 2]})
        )
    rows.append(game_row(120, None, error="RuntimeError: boom"))
    results = write_results(tmp_path / "r.parquet", rows)
    page = tmp_path / "report.html"
    write_report(results, page, title="Synthetic study")
    shot = tmp_path / "report.png"
    info = open_report(browser, page, shot)
    assert info["problems"] == []
    assert info["requests"] == [page.as_uri()]
    assert info["title"] == "Synthetic study"
    assert info["svgs"] == 5 and info["drawn"]  # seats, length, reasons, team, size
    assert "ace" in str(info["text"]) and "RuntimeError: boom" in str(info["text"])
    assert shot.stat().st_size > 10_000
    width, height = png_size(shot)
    assert width == 1280 and height > 2000


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_docs_example_reports_render(browser: Browser, tmp_path: Path, name: str) -> None:
    path = DOCS / name
    assert path.exists(), f"docs/reports/{name} is missing"
    assert path.stat().st_size < 600_000, "an example report should stay a few hundred KB"
    info = open_report(browser, path, tmp_path / "shot.png")
    assert info["problems"] == []
    assert info["requests"] == [path.as_uri()]
    assert int(str(info["svgs"])) >= 3 and info["drawn"] and int(str(info["tables"])) >= 3
    assert (tmp_path / "shot.png").stat().st_size > 10_000
    assert name.removesuffix(".html") in (DOCS.parent / "reports.md").read_text()
