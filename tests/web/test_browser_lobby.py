"""Browser tests of the lobby form, the replay controls and the phone layout (Debian's Chromium).

* Every registered game is created from the lobby form with its default values, and with one
  non-default value of each parameter type; each game starts (its seat page shows the game).
* The replay counts quick clicks from the step asked for (ten clicks on "step forward" reach
  step 10), its last step says who won in players' names, and its buttons are drawn icons.
* On a 390×844 phone the decision buttons are on screen without scrolling past the board, and
  the HEX map's labels stay at least 8 px high.

Screenshots of the lobby form and the phone layout go to ``browser_support.shot_dir``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_support import Watcher, shot_dir
from playwright.sync_api import Browser, Page
from server_process import ServerProcess

from pokeforge.core import all_games, describe_params, seat_name
from pokeforge.web.store import Store

#: one non-default value of each parameter type: (game, parameter, value typed, value stored)
NON_DEFAULTS: list[tuple[str, str, str, Any]] = [
    ("hex", "achievements", "yes", True),  # bool
    ("hex", "league_call_round", "40", 40),  # int
    ("hex", "league_format", "elite4", "elite4"),  # choice (of texts)
    ("tactics", "team_selection", "2", 2),  # choice (of numbers)
    ("hex", "generations", "1,2", [1, 2]),  # int_list
    ("tactics", "board", "open", "open"),  # str
]


def console_problems(page: Page) -> list[str]:
    problems: list[str] = []
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.on(
        "console",
        lambda m: problems.append(m.text) if m.type == "error" else None,
    )
    return problems


def open_lobby(page: Page, base: str, slug: str) -> None:
    page.goto(base + "/")
    page.wait_for_selector(f"#game-select option[value={slug}]", state="attached")
    page.select_option("#game-select", slug)
    page.wait_for_selector("#params [data-param]", state="attached")


def create_from_lobby(page: Page, n_seats: int) -> dict[str, Any]:
    for i in range(n_seats):
        page.select_option(f'select[data-seat="{i}"]', "human")
    with page.expect_response(
        lambda r: r.url.endswith("/api/games") and r.request.method == "POST"
    ) as info:
        page.click("#create")
    res = info.value
    assert res.status == 201, res.text()
    page.wait_for_selector("#created")
    data: dict[str, Any] = res.json()
    return data


def assert_game_starts(browser: Browser, base: str, link: str) -> Watcher:
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    w = Watcher(ctx.new_page())
    w.page.goto(base + link)
    w.page.wait_for_function("() => document.body.dataset.version === '0'", timeout=15_000)
    assert w.status() == "playing"
    assert w.page.query_selector("#board svg, #board .board, #board *") is not None
    assert not w.errors, w.errors
    return w


def stored_params(server: ServerProcess, game_id: str) -> dict[str, Any]:
    store = Store(server.db)
    try:
        row = store.load(game_id)
    finally:
        store.close()
    assert row is not None
    return row.params


@pytest.mark.parametrize("slug", sorted(g.slug for g in all_games()))
def test_every_game_is_created_from_the_lobby_with_the_forms_default_values(
    browser: Browser, server: ServerProcess, slug: str, tmp_path: Path
) -> None:
    game = next(g for g in all_games() if g.slug == slug)
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    problems = console_problems(page)
    open_lobby(page, server.base, slug)
    shown = page.eval_on_selector_all(
        "#params [data-param]", "els => els.map(e => e.dataset.param)"
    )
    # every parameter but those naming a seat's secret (no player may set those on a server)
    assert shown == [p["name"] for p in describe_params(game.params_type) if not p.get("secret")]
    n = int(page.eval_on_selector("#seat-count", "e => e.value"))
    if slug == "hex":
        box = page.locator("#new-game").bounding_box()  # the page is not scrolled yet
        assert box is not None
        shot = str(shot_dir(tmp_path) / "lobby-form.png")
        page.screenshot(path=shot, full_page=True, clip=box)
    created = create_from_lobby(page, n)
    assert stored_params(server, created["id"]) == game.params({}).model_dump(mode="json")
    assert_game_starts(browser, server.base, created["links"]["seats"]["0"])
    assert not problems, problems
    ctx.close()


@pytest.mark.parametrize(("slug", "name", "typed", "stored"), NON_DEFAULTS)
def test_a_non_default_value_of_each_parameter_type_reaches_the_game(
    browser: Browser, server: ServerProcess, slug: str, name: str, typed: str, stored: Any
) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    problems = console_problems(page)
    open_lobby(page, server.base, slug)
    field = page.locator(f'[data-param="{name}"]')
    if field.evaluate("e => e.tagName") == "SELECT":
        field.select_option(label=typed)
    else:
        field.fill(typed)
    n = int(page.eval_on_selector("#seat-count", "e => e.value"))
    created = create_from_lobby(page, n)
    params = stored_params(server, created["id"])
    assert params[name] == stored
    assert_game_starts(browser, server.base, created["links"]["seats"]["0"])
    assert not problems, problems
    ctx.close()


def test_a_game_created_unlisted_stays_out_of_the_lobby_list_and_a_listed_one_shows(
    browser: Browser, server: ServerProcess
) -> None:
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    open_lobby(page, server.base, "tactics")
    hidden = create_from_lobby(page, 2)
    page.check("#listed")
    shown = create_from_lobby(page, 2)
    page.wait_for_selector(f'.game-item[data-game="{shown["id"]}"]')
    assert page.query_selector(f'.game-item[data-game="{hidden["id"]}"]') is None
    ctx.close()


def finished_ai_game(server: ServerProcess, slug: str = "tactics") -> tuple[str, dict[str, Any]]:
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": slug, "seats": ["random", "random"], "params": {"stalemate_cycles": 3}},
    ).json()
    gid = created["id"]
    end = time.monotonic() + 120
    while time.monotonic() < end:
        info: dict[str, Any] = httpx.get(f"{server.base}/api/games/{gid}").json()
        if info["status"] == "finished":
            return gid, info
        time.sleep(0.1)
    raise AssertionError("the AI game did not finish")


def test_the_replay_counts_quick_clicks_and_its_last_step_names_the_winner(
    browser: Browser, server: ServerProcess
) -> None:
    gid, info = finished_ai_game(server)
    total = info["version"]
    assert total > 12
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    page = ctx.new_page()
    problems = console_problems(page)
    page.goto(f"{server.base}/replay/{gid}")
    page.wait_for_function("() => document.getElementById('status').dataset.step === '0'")
    # ten clicks before the first answer arrives
    page.evaluate("() => { for (let i = 0; i < 10; i++) document.getElementById('next').click(); }")
    page.wait_for_function("() => document.getElementById('status').dataset.step === '10'")
    assert page.inner_text("#counter") == f"10 / {total}"
    page.evaluate("() => { for (let i = 0; i < 3; i++) document.getElementById('prev').click(); }")
    page.wait_for_function("() => document.getElementById('status').dataset.step === '7'")
    page.click("#last")
    page.wait_for_function(f"() => document.getElementById('status').dataset.step === '{total}'")
    banner = page.inner_text("#status")
    outcome = info["outcome"]
    if outcome["winners"]:
        names = " and ".join(seat_name(s) for s in outcome["winners"])
        assert f"{names} win" in banner
    else:
        assert "Draw" in banner
    assert "game over" in banner and outcome["reason"] in banner
    for button in ("first", "prev", "next", "last", "autoplay"):
        text = page.inner_text(f"#{button}")
        assert not any(ch in text for ch in "⏮⏭◀▶⏸"), (button, text)
        box = page.locator(f"#{button} svg.icon").bounding_box()
        assert box is not None and box["width"] >= 12 and box["height"] >= 12
    assert not problems, problems
    ctx.close()


def test_on_a_phone_the_decisions_are_on_screen_and_hex_labels_legible(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    server.next_seed(3)
    created = httpx.post(
        f"{server.base}/api/games", json={"game": "hex", "seats": ["human", "human"]}
    ).json()
    ctx = browser.new_context(
        viewport={"width": 390, "height": 844},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    w = Watcher(ctx.new_page())
    problems = console_problems(w.page)
    w.page.goto(server.base + created["links"]["seats"]["0"])
    w.page.wait_for_function("() => document.body.dataset.toAct === 'yes'", timeout=15_000)
    assert w.page.evaluate("window.scrollY") == 0
    buttons = w.page.locator("#decision button.action")
    assert buttons.count() >= 1
    first = buttons.first.bounding_box()
    assert first is not None and first["y"] >= 0 and first["y"] + first["height"] <= 844
    # the board is above the docked bar, and the bar does not hide the end of the page
    card = w.page.locator("#prompt-card").bounding_box()
    assert card is not None and card["y"] + card["height"] <= 845
    assert w.page.evaluate("getComputedStyle(document.getElementById('prompt-card')).position") == (
        "fixed"
    )
    smallest = w.page.evaluate(
        """() => {
          const svg = document.querySelector('svg[data-board=hex]');
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const sizes = [...svg.querySelectorAll('text')]
            .map(t => parseFloat(t.getAttribute('font-size')));
          return Math.min(...sizes) * scale;
        }"""
    )
    assert smallest >= 8, f"the smallest HEX label is {smallest:.1f} px"
    w.page.screenshot(path=str(shot_dir(tmp_path) / "phone.png"))
    assert not problems and not w.errors, (problems, w.errors)
    ctx.close()
