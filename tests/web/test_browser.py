"""Browser tests: Debian's Chromium driven by Playwright plays tactics by clicking, to the end.

Two browser contexts take the two seats; a third watches with the spectator link. The spectator
and the opponent never see a secret: the cycle order Player 1 chose is absent from their pages and
from every WebSocket frame they receive until both orders are revealed.

Screenshots of the lobby and of the game in progress are written at 1280×800 to a temporary
folder, or to ``docs/screenshots/`` when ``POKEFORGE_UPDATE_SCREENSHOTS=1``.
"""

from __future__ import annotations

import random
from pathlib import Path

import httpx
from browser_support import Watcher, png_size, shot_dir, wait_version_above
from playwright.sync_api import Browser, Page
from server_process import ServerProcess

from pokeforge.core import Record, verify

#: a short game: a draw after 2 cycles without a knock-out, if nobody wins before
QUICK = {"stalemate_cycles": 2}


def create_game_in_lobby(page: Page, base: str) -> dict[str, str]:
    page.goto(base + "/")
    page.wait_for_selector("#game-select option[value=tactics]", state="attached")
    page.select_option("#game-select", "tactics")
    page.fill("input[data-param=stalemate_cycles]", str(QUICK["stalemate_cycles"]))
    page.select_option('select[data-seat="0"]', "human")
    page.select_option('select[data-seat="1"]', "human")
    assert page.query_selector("#seed") is None  # the server draws every seed in secret
    page.click("#create")
    page.wait_for_selector("#created")
    links = page.eval_on_selector_all(
        "#created .link-row a", "els => els.map(e => e.getAttribute('href'))"
    )
    assert len(links) == 3
    return {"0": links[0], "1": links[1], "spectator": links[2]}


def secret_forms(order: list[str]) -> list[str]:
    """Every way the page or a frame could spell this cycle order."""
    return [
        "order " + " ".join(order),
        ", then ".join(order),
        " → ".join(order),
        ", ".join(order),
        '["' + '","'.join(order) + '"]',
    ]


def choose_unusual_order(page: Page, teams: list[list[str]]) -> list[str]:
    """Three of Player 1's Pokémon, in an order that is not a run of a public team list and
    that the opponent could not choose itself (so its own buttons never spell it)."""
    names: list[str] = page.eval_on_selector_all(
        '#decision button.action[data-action^="order "]',
        "els => els.map(e => e.dataset.action.slice(6))",
    )
    import itertools

    for seq in itertools.permutations([n for n in names if n != "empty"], 3):
        order = list(seq)
        if not any(_is_run(order, team) for team in teams) and not set(order) <= set(teams[1]):
            return order
    raise AssertionError("no order to choose")


def _is_run(names: list[str], team: list[str]) -> bool:
    n = len(names)
    return any(team[i : i + n] == names for i in range(len(team) - n + 1))


def act_once(w: Watcher, rng: random.Random) -> bool:
    """Take one decision on this page by clicking, preferring the board. False if none."""
    page = w.page
    if page.evaluate("document.body.dataset.toAct") != "yes":
        return False
    if page.query_selector("button.action:not([disabled])") is None:
        return False
    before = w.version()
    targets = page.query_selector_all(".target-attack")
    moves = page.query_selector_all(".target-move")
    places = page.query_selector_all(".target-place")
    if targets:
        rng.choice(targets).click()
    elif moves and rng.random() < 0.6:
        rng.choice(moves).click()
    elif places:
        places[0].click()
    else:
        rng.choice(page.query_selector_all("#decision button.action")).click()
    menu = page.query_selector(".menu button.action")
    if menu is not None:
        menu.click()
    wait_version_above(w, before)
    return True


def test_two_browsers_play_tactics_to_the_end_and_a_spectator_never_sees_a_secret(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    out = shot_dir(tmp_path)
    lobby = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    links = create_game_in_lobby(lobby, server.base)
    lobby.screenshot(path=str(out / "lobby.png"))

    pages = [
        Watcher(browser.new_context(viewport={"width": 1280, "height": 800}).new_page())
        for _ in range(3)
    ]
    seat0, seat1, spectator = pages
    for w, key in zip(pages, ["0", "1", "spectator"], strict=True):
        w.page.goto(links[key])
        w.page.wait_for_function("() => document.body.dataset.version !== undefined")
    assert spectator.page.query_selector("#decision button.action") is None
    assert "You are watching" in spectator.text()

    rng = random.Random(3)
    # selection and deployment, by clicking (placements on the board), until the order phase
    ordering = '#decision button.action[data-action^="order "]'
    for _ in range(200):
        if seat0.page.query_selector(ordering) is not None:
            break
        if not act_once(seat0, rng) and not act_once(seat1, rng):
            seat0.page.wait_for_timeout(50)

    # Player 1 chooses its cycle order in secret; Player 2 has not chosen yet
    view = httpx.get(f"{server.base}/api/games/{links['spectator'].rsplit('/', 1)[1]}/view").json()[
        "view"
    ]
    teams = [view["selection"]["teams"]["0"], view["selection"]["teams"]["1"]]
    order = choose_unusual_order(seat0.page, teams)
    # chosen one turn at a time by clicking the Pokémon above the board
    for name in order:
        before = seat0.version()
        seat0.page.click(f'#order-builder button[data-species="{name}"]')
        wait_version_above(seat0, before)
        for w in (seat1, spectator):
            wait_version_above(w, before)
    before = seat0.version()
    assert seat1.page.query_selector("#decision button.action") is not None  # still choosing
    for form in secret_forms(order):
        for w in (seat1, spectator):
            assert form not in w.text(), f"{form!r} leaked into a page ({w is spectator=})"
            leaks = [f for f in w.frames if form in f]
            assert not leaks, f"{form!r} leaked into a frame: {leaks[0][:3000]}"
    assert "→".join(order) in seat0.page.inner_text("#secret-info").replace(" ", "")

    # Player 2 chooses its three turns: now both orders are revealed to everyone
    ordering2 = '#decision button.action[data-action^="order "]'
    while seat1.page.query_selector(ordering2) is not None:
        act_once(seat1, rng)
    spectator.page.wait_for_function(f"() => Number(document.body.dataset.version) >= {before + 3}")
    assert any(", ".join(order) in f for f in spectator.frames)

    # play on to the end, clicking the board where we can
    shots = 0
    for _ in range(2000):
        if seat0.status() == "finished":
            break
        moved = act_once(seat0, rng) or act_once(seat1, rng)
        if not moved:
            seat0.page.wait_for_timeout(50)
        if shots == 0 and seat0.page.query_selector(".target-attack, .target-move"):
            seat0.page.screenshot(path=str(out / "game.png"))
            shots += 1
    assert seat0.status() == "finished"
    for w in pages:
        w.page.wait_for_function("() => document.body.dataset.status === 'finished'")
        assert w.errors == []
    banner = seat0.page.inner_text("#status")
    assert any(s in banner for s in ("You win!", "You lose", "Draw"))
    spectator.page.screenshot(path=str(out / "finished.png"))

    # the record of the finished game downloads and replays to the same end
    game_id = links["spectator"].rsplit("/", 1)[1]
    record = Record.from_json(httpx.get(f"{server.base}/api/games/{game_id}/record").json())
    assert verify(record)
    assert shots == 1
    for name in ("lobby.png", "game.png"):
        assert png_size(out / name) == (1280, 800)


def test_a_finished_game_replays_step_by_step_in_the_browser(
    browser: Browser, server: ServerProcess
) -> None:
    server.next_seed(4)
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "tactics", "seats": ["random", "random"], "params": QUICK},
    ).json()
    game_id = created["id"]
    for _ in range(600):
        if httpx.get(f"{server.base}/api/games/{game_id}").json()["status"] == "finished":
            break
        import time

        time.sleep(0.05)
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.base}/replay/{game_id}")
    page.wait_for_selector("#counter:has-text('0 /')")
    total = int(page.inner_text("#counter").split("/")[1])
    assert total > 20
    page.click("#next")
    page.wait_for_selector(f"#counter:has-text('1 / {total}')")
    page.click("#last")
    page.wait_for_selector(f"#counter:has-text('{total} / {total}')")
    page.wait_for_selector("svg.board[data-board=tactics]")
    assert page.query_selector_all("svg.board .mon")
    page.select_option("#perspective", "1")
    page.wait_for_selector(f"#counter:has-text('{total} / {total}')")
    href = page.get_attribute("#download", "href")
    assert href == f"/api/games/{game_id}/record"
    assert errors == []


def test_the_game_page_is_usable_at_phone_width(browser: Browser, server: ServerProcess) -> None:
    server.next_seed(2)
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "tactics", "seats": ["human", "random"], "params": QUICK},
    ).json()
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    page.goto(server.base + created["links"]["seats"]["0"])
    page.wait_for_selector("#decision button.action")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways at phone width ({width}px)"
    board = page.query_selector("svg.board")
    assert board is not None
    box = board.bounding_box()
    assert box is not None and 300 <= box["width"] <= 390
    before = int(page.evaluate("document.body.dataset.version"))
    page.click("#decision button.action")
    page.wait_for_function(f"() => Number(document.body.dataset.version) > {before}")
    # a reload restores everything: same position, same log, same secrets
    page.wait_for_timeout(300)
    version = page.evaluate("document.body.dataset.version")
    log = page.inner_text("#log")
    secret = page.inner_text("#secrets")
    page.reload()
    page.wait_for_function(f"() => document.body.dataset.version === '{version}'")
    assert page.inner_text("#log") == log and page.inner_text("#secrets") == secret
    assert "Your picks" in secret
