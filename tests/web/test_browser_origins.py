"""Browser tests for the origins board (static/boards/origins.js): two people play a real game
by clicking hand cards and Pokémon on the board while a spectator watches. Each seat's page
shows its own hand as cards and the other hand as backs; the spectator sees backs only; clicks
on the board take actions (the game's version moves on); no page has a script error.

A screenshot of the board in play is written at 1280×800 (``browser_support.shot_dir``).
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import httpx
from browser_support import Watcher, png_size, shot_dir, wait_version_above
from playwright.sync_api import Browser, ElementHandle, Page
from playwright.sync_api import Error as PlaywrightError
from server_process import ServerProcess

from pokeforge.core import get_game
from pokeforge.web.payloads import picture

#: the decisions that have a place on the table (a hand card, a Pokémon, a card to choose);
#: the others (end, done, redraw, extra, yes, no, a type …) stay in the decision panel
PLACED = {
    "active",
    "bench",
    "evolve",
    "attach",
    "play",
    "retreat",
    "power",
    "attack",
    "promote",
    "target",
    "pick",
    "pay",
}


def open_page(browser: Browser, url: str) -> tuple[Watcher, list[str]]:
    page: Page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    w = Watcher(page)
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    page.wait_for_selector("svg.board[data-board=origins]")
    return w, console


def hand_state(page: Page) -> dict[str, int]:
    """How many hand cards (faces) and card backs each side of the board shows."""
    return {
        "own_faces": len(page.query_selector_all(".side-bottom .hand .hand-card")),
        "own_backs": len(page.query_selector_all(".side-bottom .hand .card-back")),
        "their_faces": len(page.query_selector_all(".side-top .hand .hand-card")),
        "their_backs": len(page.query_selector_all(".side-top .hand .card-back")),
    }


def to_act(w: Watcher) -> bool:
    return bool(w.page.evaluate("document.body.dataset.toAct") == "yes")


def board_targets(page: Page) -> list[ElementHandle]:
    """The board's elements that take an action when clicked (hand cards, Pokémon, choices)."""
    return page.query_selector_all("svg.board [data-actions][style*=pointer]")


def click_board(w: Watcher, target: ElementHandle, rng: random.Random) -> str:
    """Click a board element (and, when it opens a menu, one of the menu's actions); the text
    of the action taken."""
    page = w.page
    actions = (target.get_attribute("data-actions") or "").split("|")
    target.click()
    if len(actions) == 1:
        return actions[0]
    page.wait_for_selector("#board .menu button.action")
    buttons = page.query_selector_all("#board .menu button.action")
    assert {b.get_attribute("data-action") for b in buttons} == set(actions)
    choice = rng.choice(buttons)
    text = str(choice.get_attribute("data-action"))
    choice.click()
    return text


def test_two_people_play_origins_on_the_board_while_a_spectator_watches(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    server.next_seed(5)
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "origins", "seats": ["human", "human"], "params": {}},
    )
    assert created.status_code == 201, created.text
    links = created.json()["links"]
    p0, c0 = open_page(browser, server.base + links["seats"]["0"])
    p1, c1 = open_page(browser, server.base + links["seats"]["1"])
    spectator, cs = open_page(browser, server.base + links["spectator"])
    pages = (p0, p1, spectator)

    # both sides drawn: an Active and five Bench places each, prizes, deck, discard pile
    for w in pages:
        for side in ("side-top", "side-bottom"):
            assert len(w.page.query_selector_all(f".{side} .slot")) == 6
            for pile in (".prizes", ".deck", ".discard", ".removed"):
                assert w.page.query_selector(f".{side} {pile}") is not None
        assert w.page.query_selector(".side-top .deck").get_attribute("data-count") == "53"
    # a seat sees its own seven cards and the other seven as backs; the spectator, backs only
    for w in (p0, p1):
        assert hand_state(w.page) == {
            "own_faces": 7,
            "own_backs": 0,
            "their_faces": 0,
            "their_backs": 7,
        }
        assert w.page.query_selector("#origins-hand") is not None
        assert w.page.query_selector(".side-top .hand [data-card]") is None
    assert hand_state(spectator.page) == {
        "own_faces": 0,
        "own_backs": 7,
        "their_faces": 0,
        "their_backs": 7,
    }
    assert spectator.page.query_selector("#origins-hand") is None
    assert spectator.page.query_selector("#decision button.action") is None
    assert "You are watching" in spectator.text()

    # the secret placement: a hand card's click puts it face down as the Active, then "done"
    rng = random.Random(7)
    for w in (p0, p1):
        card = w.page.query_selector(".side-bottom .hand-card[data-actions^='active ']")
        assert card is not None
        before = w.version()
        kind = str(card.get_attribute("data-card"))
        click_board(w, card, rng)
        wait_version_above(w, before)
        placed = w.page.query_selector(".side-bottom .slot[data-slot=active]")
        assert placed is not None and placed.get_attribute("data-facedown") == kind
        # the other seat sees that a card lies there, not which
        other = p1 if w is p0 else p0
        other.page.wait_for_selector(".side-top [data-facedown=hidden]")
        assert other.page.query_selector(f".side-top [data-facedown='{kind}']") is None
        before = w.version()
        w.page.click("#decision button.action[data-action=done]")
        wait_version_above(w, before)
    for w in pages:
        w.page.wait_for_function(
            "() => document.querySelectorAll('.slot[data-slot=active][data-card]').length === 2"
        )
        for side in ("side-top", "side-bottom"):  # the Prize cards are set aside, face down
            assert w.page.query_selector(f".{side} .prizes").get_attribute("data-count") == "6"

    # the play: clicks on hand cards and Pokémon (a menu when several actions), the decision
    # panel only for what has no place on the board (end the turn, yes/no, extra cards)
    out = shot_dir(tmp_path)
    shot = out / "origins.png"
    shot_taken = False
    board_clicks = 0
    verbs: set[str] = set()
    end = time.monotonic() + 150
    while time.monotonic() < end and board_clicks < 30:
        if p0.status() == "finished":
            break
        acting = [w for w in (p0, p1) if to_act(w)]
        if not acting:
            p0.page.wait_for_timeout(50)
            continue
        w = acting[0]
        if w is p0 and board_clicks >= 20 and not shot_taken:  # Player 1's turn, mid-game
            p0.page.screenshot(path=str(shot))
            shot_taken = True
        before = w.version()
        # mostly plays that build the board (retreating back and forth shows little)
        targets = [
            t
            for t in board_targets(w.page)
            if any(not a.startswith("retreat") for a in t.get_attribute("data-actions").split("|"))
        ]
        try:
            if targets and rng.random() < 0.9:
                text = click_board(w, rng.choice(targets), rng)
                board_clicks += 1
                verbs.add(text.split(" ")[0])
            else:
                buttons = w.page.query_selector_all("#decision button.action:not([disabled])")
                if not buttons:
                    w.page.wait_for_timeout(50)
                    continue
                rng.choice(buttons).click()
        except PlaywrightError as exc:  # the board was drawn anew meanwhile: look again
            if "not attached" not in str(exc):
                raise
            continue
        wait_version_above(w, before)
    assert board_clicks >= 30 or p0.status() == "finished", f"only {board_clicks} board clicks"
    assert len(verbs) >= 3, f"board clicks took only {verbs}"

    # the discard pile lists every card on a click
    p0.page.click(".side-bottom .discard")
    listed = p0.page.wait_for_selector("#board .origins-pile")
    assert listed is not None and "discard pile" in listed.inner_text()

    version = p0.version()
    spectator.page.wait_for_function(f"() => Number(document.body.dataset.version) >= {version}")
    for w in pages:
        assert w.page.query_selector("svg.board[data-board=origins]") is not None
        assert w.errors == [], f"script errors {w.errors}"
    assert c0 == c1 == cs == [], f"console errors {c0 + c1 + cs}"
    assert spectator.page.query_selector(".hand-card") is None
    if not shot_taken:  # the game ended early
        p0.page.screenshot(path=str(shot))
    assert png_size(shot) == (1280, 800)


def at_step(page: Page, step: int, total: int) -> None:
    page.wait_for_function(
        f"() => document.querySelector('#counter').textContent === '{step} / {total}'"
    )


def test_a_finished_origins_game_replays_on_the_board_and_fits_a_phone(
    browser: Browser, server: ServerProcess
) -> None:
    # The AI seats' seeds are the server's secret (next_seed fixes only the game's), so a game's
    # length varies: about one random game in sixteen ends within 50 actions. A long one is
    # wanted here; eight tries all short would be about one in four billion.
    for attempt in range(8):
        server.next_seed(3 + attempt)
        created = httpx.post(
            f"{server.base}/api/games",
            json={"game": "origins", "seats": ["random", "random"], "params": {}},
        ).json()
        game_id = created["id"]
        end = time.monotonic() + 60
        while (info := httpx.get(f"{server.base}/api/games/{game_id}").json())[
            "status"
        ] != "finished":
            assert time.monotonic() < end, "the AI game did not finish"
            time.sleep(0.05)
        if info["version"] > 50:
            break
    page = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server.base}/replay/{game_id}")
    page.wait_for_selector("#counter:has-text('0 /')")
    total = int(page.inner_text("#counter").split("/")[1])
    assert total == info["version"] and total > 50
    page.click("#last")
    at_step(page, total, total)
    page.wait_for_selector("svg.board[data-board=origins]")
    # the public view: both hands as backs, nothing to click
    assert page.query_selector(".hand-card") is None
    assert page.query_selector_all(".side-top .hand .card-back, .side-bottom .hand .card-back")
    assert page.query_selector("svg.board [data-actions][style*=pointer]") is None
    # one seat's view: its hand as cards at the bottom
    page.select_option("#perspective", "1")
    page.wait_for_selector(".side-bottom .own-hand[data-owner='1']")
    page.click("#first")
    at_step(page, 0, total)
    page.wait_for_selector(".side-bottom .own-hand[data-count='7']")
    assert len(page.query_selector_all(".side-bottom .hand-card")) == 7
    assert len(page.query_selector_all(".side-top .hand .card-back")) == 7
    # at phone width the board scrolls inside its own box, the page does not
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways at phone width ({width}px)"
    assert errors == []


HARNESS = """<!doctype html><html><head><link rel=stylesheet href="/static/css/style.css"></head>
<body><div class="board-wrap" id="board"></div><script type="module">
import * as origins from "/static/boards/origins.js";
window.offered = (pic) => {
  const box = document.getElementById("board");
  origins.render(box, pic, { act: () => {}, menu: () => {} });
  const on = [...box.querySelectorAll("[data-actions][style*=pointer]")];
  return [...new Set(on.flatMap((n) => n.getAttribute("data-actions").split("|")))];
};
document.body.dataset.ready = "yes";
</script></body></html>"""


def sample_pictures() -> list[dict[str, object]]:
    """Pictures of the seat to act in random plays of three deck pairings: every decision
    other than the turn's free actions, and half of those."""
    game = get_game("origins")
    pairs = [
        ("2-player-starter", "overgrowth"),
        ("brushfire", "power-reserve"),
        ("overgrowth", "brushfire"),
    ]
    out = []
    for seed, (deck0, deck1) in enumerate(pairs):
        st = game.new_state(game.params({"deck0": deck0, "deck1": deck1}), seed=seed)
        rng = random.Random(seed)
        step = 0
        while st.outcome is None:
            seat = st.to_act()[0]
            step += 1
            if step % 2 or st.prompt(seat).kind != "main":  # every other turn decision
                out.append(picture(game, st, seat))
            st.apply(seat, rng.choice(st.legal_actions(seat)))
    return out


def test_every_decision_with_a_place_on_the_table_is_offered_there(
    browser: Browser, server: ServerProcess
) -> None:
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route(
        f"{server.base}/origins-harness",
        lambda route, _request: route.fulfill(status=200, content_type="text/html", body=HARNESS),
    )
    page.goto(f"{server.base}/origins-harness")
    page.wait_for_function("() => document.body.dataset.ready === 'yes'")
    pictures = sample_pictures()
    verbs: set[str] = set()
    boards = page.evaluate("(pics) => pics.map((pic) => window.offered(pic))", pictures)
    for pic, shown in zip(pictures, boards, strict=True):
        offered = set(shown)
        texts = {str(a["text"]) for a in pic["actions"]}  # type: ignore[attr-defined]
        placed = {t for t in texts if t.split(" ")[0] in PLACED}
        assert placed <= offered <= texts, f"{pic['prompt']}: board {sorted(offered)}, {texts}"
        verbs |= {t.split(" ")[0] for t in placed}
    assert len(pictures) > 200
    # the sample reaches the kinds of decision the board places
    assert {"active", "bench", "attach", "evolve", "play", "retreat", "attack"} <= verbs
    assert {"promote", "pick"} & verbs
    assert errors == []
