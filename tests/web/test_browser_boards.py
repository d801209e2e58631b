"""Browser tests for the boards of pieces, sinnoh and hex: a person plays seat 0 by clicking,
against AI seats, while a spectator watches; both pages draw the game's own SVG board and stay
free of script errors.

Screenshots of each board in play are written at 1280×800 (see ``browser_support.shot_dir``).
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_support import Watcher, png_size, shot_dir, wait_version_above
from playwright.sync_api import Browser, Page
from playwright.sync_api import Error as PlaywrightError
from server_process import ServerProcess

#: per game: the lobby seats, parameters, and what its board must show while a game is on
BOARDS: dict[str, dict[str, Any]] = {
    "pieces": {
        "seats": ["human", "random"],
        "params": {},
        "parts": ["svg.board .cells", "svg.board .pieces"],
    },
    "sinnoh": {
        "seats": ["human", "greedy"],  # a random AI soon concedes
        "params": {"mode": "battle", "party_size": 3},
        "parts": [".sinnoh-arena", "svg.board"],
    },
    "hex": {
        "seats": ["human", "random", "random"],
        "params": {},
        "parts": ["svg.board .spaces .space", "svg.board .pawns", ".hex-players"],
    },
}


def click_a_decision(w: Watcher, rng: random.Random) -> bool:
    """Take one decision by clicking one of the seat's action buttons (never "concede"). False
    when the seat has nothing to do now."""
    page = w.page
    if page.evaluate("document.body.dataset.toAct") != "yes":
        return False
    buttons = page.query_selector_all(
        "#decision button.action:not([disabled]):not([data-action^=concede])"
    )
    if not buttons:
        return False
    before = w.version()
    try:
        rng.choice(buttons).click()
    except PlaywrightError as exc:  # a new view replaced the buttons meanwhile (the server
        # answers this seat's pass-only reaction questions by itself): look again
        if "not attached" not in str(exc):
            raise
        return False
    wait_version_above(w, before)
    return True


def open_page(browser: Browser, url: str) -> Watcher:
    page: Page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    w = Watcher(page)
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return w


@pytest.mark.parametrize("slug", sorted(BOARDS))
def test_a_person_plays_each_board_by_clicking_while_a_spectator_watches(
    browser: Browser, server: ServerProcess, tmp_path: Path, slug: str
) -> None:
    spec = BOARDS[slug]
    server.next_seed(5)
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": slug, "seats": spec["seats"], "params": spec["params"]},
    )
    assert created.status_code == 201, created.text
    links = created.json()["links"]
    seat = open_page(browser, server.base + links["seats"]["0"])
    spectator = open_page(browser, server.base + links["spectator"])
    for w in (seat, spectator):
        w.page.wait_for_selector(f"svg.board[data-board={slug}]")
        for part in spec["parts"]:
            assert w.page.query_selector(part) is not None, f"{slug}: {part} missing"
    assert spectator.page.query_selector("#decision button.action") is None
    assert "You are watching" in spectator.text()

    out = shot_dir(tmp_path)
    shot = out / f"{slug}.png"
    rng = random.Random(11)
    clicks = 0
    end = time.monotonic() + 120  # a deadline for the AI seats' turns in between
    while time.monotonic() < end:
        if clicks >= 25 or seat.status() == "finished":
            break
        if click_a_decision(seat, rng):
            clicks += 1
            if clicks == 6:
                seat.page.screenshot(path=str(shot))
        else:
            seat.page.wait_for_timeout(50)
    assert clicks >= 25 or seat.status() == "finished", f"{slug}: only {clicks} decisions"
    version = seat.version()
    spectator.page.wait_for_function(f"() => Number(document.body.dataset.version) >= {version}")
    for w in (seat, spectator):
        w.page.wait_for_selector(f"svg.board[data-board={slug}]")
        for part in spec["parts"]:
            assert w.page.query_selector(part) is not None, f"{slug}: {part} missing later"
        assert w.errors == [], f"{slug}: script errors {w.errors}"
    assert spectator.page.query_selector("#decision button.action") is None
    if not shot.exists():  # the game ended within six decisions
        seat.page.screenshot(path=str(shot))
    assert png_size(shot) == (1280, 800)
