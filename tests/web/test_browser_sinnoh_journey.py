"""Browser test of the Legends of Sinnoh journey board (static/boards/sinnoh_journey.js): a person
creates a journey in the lobby (campaign=heart, one human seat and two AI seats), chooses a home
village by clicking it on the map and a starter by clicking its button on the board, steps to a
neighbouring tile by clicking it, ends the turn, and sees the AI trainers' tokens move. A
spectator's page draws the same map without any action. No page has a script error.

A screenshot of the map in play is written at 1280×800 (``browser_support.shot_dir``):
``docs/screenshots/sinnoh-journey.png`` when ``POKEFORGE_UPDATE_SCREENSHOTS=1``.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx
from browser_support import Watcher, png_size, shot_dir, wait_version_above
from playwright.sync_api import Browser, Page
from server_process import ServerProcess

MAP = "svg.board.journey-map[data-board=sinnoh][data-mode=journey]"


def new_page(browser: Browser) -> tuple[Watcher, list[str]]:
    page: Page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text) if m.type == "error" else None)
    return Watcher(page), console


def create_in_lobby(w: Watcher, base: str) -> dict[str, Any]:
    page = w.page
    page.goto(base + "/")
    page.wait_for_selector("#game-select option[value=sinnoh]", state="attached")
    page.select_option("#game-select", "sinnoh")
    page.wait_for_selector('[data-param="campaign"]', state="attached")
    page.select_option('[data-param="campaign"]', label="heart")
    page.select_option("#seat-count", "3")
    assert page.eval_on_selector_all("#seats select", "els => els.map(e => e.value)") == [
        "human",
        "greedy",
        "greedy",
    ]
    with page.expect_response(
        lambda r: r.url.endswith("/api/games") and r.request.method == "POST"
    ) as info:
        page.click("#create")
    assert info.value.status == 201, info.value.text()
    data: dict[str, Any] = info.value.json()
    return data


def phase(w: Watcher) -> str:
    return str(w.page.get_attribute(MAP, "data-phase") or "")


def my_turn(w: Watcher) -> bool:
    return bool(w.page.evaluate("document.body.dataset.toAct") == "yes")


def wait_my_decision(w: Watcher, timeout: float = 30.0) -> str:
    """Wait until the seat has a decision; its phase."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if my_turn(w) and w.status() == "playing":
            return phase(w)
        w.page.wait_for_timeout(50)
    raise AssertionError(f"the seat never had a decision (phase {phase(w)!r})")


def click(w: Watcher, selector: str) -> str:
    """Click the first element matching ``selector`` and wait for the new version; its action."""
    node = w.page.query_selector(selector)
    assert node is not None, f"nothing to click: {selector}"
    action = node.get_attribute("data-actions") or node.get_attribute("data-action") or ""
    before = w.version()
    node.click()
    wait_version_above(w, before)
    return action


def token_tiles(w: Watcher) -> dict[int, str]:
    pairs = w.page.eval_on_selector_all(
        f"{MAP} .trainer-token", "els => els.map(e => [e.dataset.seat, e.dataset.tile])"
    )
    return {int(seat): tile for seat, tile in pairs}


def answer_anything_else(w: Watcher) -> None:
    """A decision that is not the test's (a battle an AI challenged us to, a pending choice):
    the first button of the decision panel but a concession."""
    click(w, "#decision button.action:not([disabled]):not([data-action^=concede])")


def test_a_journey_is_created_in_the_lobby_and_played_by_clicking_the_map(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    server.next_seed(7)
    seat, seat_console = new_page(browser)
    created = create_in_lobby(seat, server.base)
    seat.page.goto(server.base + created["links"]["seats"]["0"])
    seat.page.wait_for_selector(MAP)
    spectator, spectator_console = new_page(browser)
    spectator.page.goto(server.base + created["links"]["spectator"])
    spectator.page.wait_for_selector(MAP)

    # the map: the campaign's tiles shaded by biome, and its places
    page = seat.page
    assert len(page.query_selector_all(f"{MAP} .hex")) == 271
    kinds = set(page.eval_on_selector_all(f"{MAP} .place", "els => els.map(e => e.dataset.kind)"))
    assert {"village", "apricorn_tree", "apricorn_reef", "shrine", "origin_shrine"} <= kinds
    assert {"lake", "legendary_location", "distortion_gate"} <= kinds
    biomes = set(page.eval_on_selector_all(f"{MAP} .hex", "els => els.map(e => e.dataset.biome)"))
    assert {"Forest", "Plains", "Mountain", "Ocean"} <= biomes

    # SETUP: a home village clicked on the map, a starter clicked on the board
    assert wait_my_decision(seat) == "home"
    homes = page.query_selector_all(f"{MAP} .hex.clickable[data-actions^='home ']")
    assert homes, "no village offered on the map"
    home = click(seat, f"{MAP} .hex.clickable[data-actions^='home ']")
    assert home.startswith("home ")
    assert wait_my_decision(seat) == "starter"
    starter = click(seat, ".sinnoh-journey button.sj-choice[data-action^='starter ']")
    assert starter.startswith("starter ")
    assert page.query_selector(".sj-me .sj-mon[data-slot='0']") is not None  # the party shows

    # the turn: step to a neighbouring tile by clicking it, then end the turn
    shot = shot_dir(tmp_path) / "sinnoh-journey.png"
    stepped = ended = False
    ai_moved = False
    end = time.monotonic() + 90
    while time.monotonic() < end and not (stepped and ended and ai_moved):
        state = wait_my_decision(seat)
        if state != "turn":
            answer_anything_else(seat)
            continue
        step = page.query_selector(f"{MAP} .hex.clickable[data-actions^='step ']")
        if step is not None and not stepped:
            mine = token_tiles(seat)[0]
            target = step.get_attribute("data-tile")
            assert target != mine
            action = click(seat, f"{MAP} .hex.clickable[data-actions^='step ']")
            assert action == f"step {target}"
            assert token_tiles(seat)[0] == target  # the token moved there
            stepped = True
            page.screenshot(path=str(shot))
            continue
        before_ai = {s: t for s, t in token_tiles(seat).items() if s != 0}
        click(seat, "#decision button.action[data-action='end']")
        ended = True
        # the AI trainers take their turns: wait for the seat's next decision
        wait_my_decision(seat, timeout=60)
        after_ai = {s: t for s, t in token_tiles(seat).items() if s != 0}
        ai_moved = ai_moved or after_ai != before_ai
    assert stepped and ended, "the seat never stepped and ended its turn"
    assert ai_moved, "no AI trainer's token moved"
    version = seat.version()
    spectator.page.wait_for_function(f"() => Number(document.body.dataset.version) >= {version}")
    assert token_tiles(spectator) == token_tiles(seat)
    assert spectator.page.query_selector(f"{MAP} .hex.clickable") is None
    assert spectator.page.query_selector("#decision button.action") is None
    for w, console in ((seat, seat_console), (spectator, spectator_console)):
        assert w.errors == [], w.errors
        assert console == [], console
    assert png_size(shot) == (1280, 800)


def test_a_search_at_a_reef_is_clicked_on_the_map_and_its_battle_shows_the_arena(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    """Snowfall Village (-1,-5) lies two tiles from a tier-1 Reef (-2,-6): the seat walks there
    by clicking, clicks its own tile to search, picks the Pokémon to battle on the board, and the
    battle's arena (sinnoh.js) is drawn above the map with the seat's side at the bottom."""
    server.next_seed(3)
    created = httpx.post(
        f"{server.base}/api/games",
        json={
            "game": "sinnoh",
            "seats": ["human", "greedy"],
            "params": {"campaign": "heart", "first_chooser": 0},
        },
    )
    assert created.status_code == 201, created.text
    seat, console = new_page(browser)
    page = seat.page
    page.goto(server.base + created.json()["links"]["seats"]["0"])
    page.wait_for_selector(MAP)
    assert wait_my_decision(seat) == "home"
    click(seat, f"{MAP} .hex.clickable[data-actions='home snowfall']")
    assert wait_my_decision(seat) == "starter"
    click(seat, ".sinnoh-journey button.sj-choice[data-action^='starter ']")
    assert wait_my_decision(seat) == "turn"
    for tile in ("-1,-6", "-2,-6"):
        assert click(seat, f"{MAP} .hex.clickable[data-tile='{tile}']") == f"step {tile}"
    assert token_tiles(seat)[0] == "-2,-6"
    # the seat's own tile offers what can be done there: a menu when there is more than one
    here = page.query_selector(f"{MAP} .hex.clickable[data-tile='-2,-6']")
    assert here is not None and "search" in (here.get_attribute("data-actions") or "").split("|")
    before = seat.version()
    here.click()
    if page.query_selector("#board .menu") is not None:
        page.click("#board .menu button.action[data-action='search']")
    wait_version_above(seat, before)
    assert wait_my_decision(seat) == "pick"
    picks = page.query_selector_all(".sinnoh-journey button.sj-choice[data-action^='battle ']")
    assert len(picks) == 3  # a tier-1 Reef shows three Weak Pokémon
    click(seat, ".sinnoh-journey button.sj-choice[data-action^='battle ']")
    page.wait_for_selector(".journey-battle .sinnoh-arena svg.board[data-board=sinnoh]")
    # the seat's own side at the bottom (its panel on the right), the wild Pokémon at the top
    mine = page.query_selector(".journey-battle [data-side-panel*='Player 1 (you)']")
    assert mine is not None and mine.get_attribute("transform") == "translate(414,284)"
    assert page.query_selector(".journey-battle [data-side-panel^='Wild']") is not None
    assert page.query_selector(f"{MAP}") is not None  # the map stays under the arena
    page.screenshot(path=str(tmp_path / "sinnoh-journey-battle.png"))
    # the battle is played by clicking the arena's move buttons and Poké Balls
    end = time.monotonic() + 60
    while time.monotonic() < end and page.query_selector(".journey-battle") is not None:
        if not my_turn(seat):
            page.wait_for_timeout(50)
            continue
        target = page.query_selector(
            ".journey-battle .move-button, .journey-battle [data-party] [data-actions]"
            "[style*=pointer]"
        )
        if target is None:
            answer_anything_else(seat)
            continue
        actions = (target.get_attribute("data-actions") or "").split("|")
        before = seat.version()
        target.click()
        if len(actions) > 1:
            page.click("#board .menu button.action")
        wait_version_above(seat, before)
    assert page.query_selector(".journey-battle") is None, "the battle never ended"
    assert seat.errors == [] and console == []


def test_tokens_the_view_lists_on_tiles_are_drawn_face_down_or_revealed(
    browser: Browser, server: ServerProcess
) -> None:
    """Entries other workers add to the journey's view (hidden spots, legendary and god tokens)
    are drawn from whatever the view lists on tiles: a list of objects with ``tile``/``at``, or
    an object keyed by tiles, one level down too; face down when the token says so."""
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "sinnoh", "seats": ["human"], "params": {"campaign": "heart"}},
    )
    assert created.status_code == 201, created.text
    pic = httpx.get(f"{server.base}/api/games/{created.json()['id']}/view").json()
    pic["view"]["hidden_spots"] = [{"tile": "1,-3", "face_down": True}, {"tile": "2,-3"}]
    pic["view"]["legendary_tokens"] = {"-3,1": {"name": "Uxie", "revealed": True}}
    pic["view"]["gods"] = {"tokens": [{"at": "0,2", "god": "Dialga", "hidden": True}]}
    w, console = new_page(browser)
    w.page.goto(server.base + created.json()["links"]["spectator"])
    w.page.wait_for_selector(MAP)
    drawn = w.page.evaluate(
        """async (pic) => {
            const board = await import('/static/boards/sinnoh.js');
            const box = document.createElement('div');
            document.body.append(box);
            board.render(box, pic, {});
            return [...box.querySelectorAll('svg.journey-map .token')].map(
                (t) => [t.dataset.token, t.dataset.tile, t.classList.contains('face-down'),
                        t.querySelector('title').textContent]);
        }""",
        pic,
    )
    # a Hidden Spot's hover text names it and its back, not the view's keys
    spot_titles = {d[3] for d in drawn if d[0] == "spots.face_down"}
    assert spot_titles <= {
        "Hidden Spot (face down, regular back)",
        "Hidden Spot (face down, special back)",
    }, spot_titles
    drawn = [d[:3] for d in drawn]
    made_up = [d for d in drawn if d[0] in ("gods.tokens", "hidden_spots", "legendary_tokens")]
    assert sorted(made_up) == [
        ["gods.tokens", "0,2", True],
        ["hidden_spots", "1,-3", True],
        ["hidden_spots", "2,-3", False],
        ["legendary_tokens", "-3,1", False],
    ]
    # the real Hidden Spot tokens of the view (``spots.face_down``) are drawn, each face down
    real = [d for d in drawn if d[0] == "spots.face_down"]
    assert len(real) == len(pic["view"]["spots"]["face_down"]) > 0
    assert all(d[2] for d in real)
    assert w.errors == [] and console == []


def test_a_solo_journey_from_the_lobby_is_one_human_against_the_team_galactic_ai(
    browser: Browser, server: ServerProcess
) -> None:
    """A solo game: the lobby's Heart of Sinnoh with one seat (a human). The seat chooses its
    home and starter by clicking, clicks its own tile to battle the Grunts there, and the arena
    shows Team Galactic's side, which the AI plays (nobody else is asked) until the battle
    ends; the journey goes on with the seat's next decision."""
    server.next_seed(3)
    seat, console = new_page(browser)
    page = seat.page
    page.goto(server.base + "/")
    page.wait_for_selector("#game-select option[value=sinnoh]", state="attached")
    page.select_option("#game-select", "sinnoh")
    page.wait_for_selector('[data-param="campaign"]', state="attached")
    page.select_option('[data-param="campaign"]', label="heart")
    page.select_option("#seat-count", "1")
    assert page.eval_on_selector_all("#seats select", "els => els.map(e => e.value)") == ["human"]
    with page.expect_response(
        lambda r: r.url.endswith("/api/games") and r.request.method == "POST"
    ) as info:
        page.click("#create")
    assert info.value.status == 201, info.value.text()
    created = info.value.json()
    assert list(created["links"]["seats"]) == ["0"]
    page.goto(server.base + created["links"]["seats"]["0"])
    page.wait_for_selector(MAP)
    assert wait_my_decision(seat) == "home"
    home = click(seat, f"{MAP} .hex.clickable[data-actions^='home ']")
    assert wait_my_decision(seat) == "starter"
    click(seat, ".sinnoh-journey button.sj-choice[data-action^='starter ']")
    assert wait_my_decision(seat) == "turn"
    assert set(token_tiles(seat)) == {0}  # one trainer on the map
    # the Grunts occupy the home village: battling them is offered there (on the seat's own
    # tile, or among the decision's buttons)
    village = home.split(" ", 1)[1]
    grunts = "campaign grunts"
    here = page.query_selector(f"{MAP} .hex.clickable[data-actions*='{grunts}']")
    before = seat.version()
    if here is not None:
        here.click()
        if page.query_selector("#board .menu") is not None:
            page.click(f"#board .menu button.action[data-action='{grunts}']")
    else:
        button = page.query_selector(f"button.action[data-action='{grunts}']")
        assert button is not None, f"no Grunt battle offered at {village}"
        button.click()
    wait_version_above(seat, before)
    page.wait_for_selector(".journey-battle .sinnoh-arena svg.board[data-board=sinnoh]")
    assert page.query_selector(".journey-battle [data-side-panel*='Player 1 (you)']") is not None
    assert page.query_selector(".journey-battle [data-side-panel*='Team Galactic']") is not None
    # the seat plays its side by clicking; Team Galactic's side plays itself
    end = time.monotonic() + 60
    while time.monotonic() < end and page.query_selector(".journey-battle") is not None:
        if not my_turn(seat):
            page.wait_for_timeout(50)
            continue
        target = page.query_selector(
            ".journey-battle .move-button, .journey-battle [data-party] [data-actions]"
            "[style*=pointer]"
        )
        if target is None:
            answer_anything_else(seat)
            continue
        actions = (target.get_attribute("data-actions") or "").split("|")
        before = seat.version()
        target.click()
        if len(actions) > 1:
            page.click("#board .menu button.action")
        wait_version_above(seat, before)
    assert page.query_selector(".journey-battle") is None, "the battle never ended"
    wait_my_decision(seat)  # the journey goes on: the seat decides again (nobody else does)
    assert seat.errors == [] and console == []


def test_a_journeys_trainer_cards_lie_face_up_on_the_board(
    browser: Browser, server: ServerProcess
) -> None:
    """The trainer cards (the expansion) are public: each trainer's summary on the board names
    its card, its quality and which abilities are still locked, for a seat and a spectator."""
    created = httpx.post(
        f"{server.base}/api/games",
        json={
            "game": "sinnoh",
            "seats": ["human", "greedy"],
            "params": {"campaign": "heart", "trainer0": "Lady:bronze", "trainer1": "Hiker:gold"},
        },
    )
    assert created.status_code == 201, created.text
    links = created.json()["links"]
    for url in (links["seats"]["0"], f"/play/{created.json()['id']}"):
        seat, console = new_page(browser)
        seat.page.goto(server.base + url)
        seat.page.wait_for_selector(MAP)
        lady = seat.page.wait_for_selector(".sj-card[data-card]:has-text('Lady')")
        assert lady is not None
        assert lady.inner_text() == "Lady (bronze): Noble Heritage (locked), Hyper Potion (locked)"
        hiker = seat.page.query_selector(".sj-card[data-card]:has-text('Hiker')")
        assert hiker is not None and "(locked)" not in hiker.inner_text()
        assert "Hiking Gear" in (hiker.get_attribute("title") or "")
        assert console == []
        seat.page.context.close()


JOURNEY_HARNESS = """<!doctype html><html><head><link rel=stylesheet href="/static/css/style.css">
</head><body><div class="board-wrap" id="board"></div><script type="module">
import * as journey from "/static/boards/sinnoh_journey.js";
window.offered = (pic) => {
  const box = document.getElementById("board");
  box.replaceChildren();
  journey.render(box, pic, { act: () => {}, menu: () => {} }, () => {});
  const out = {};
  for (const g of box.querySelectorAll(".hex.clickable[data-tile]")) {
    out[g.getAttribute("data-tile")] = (g.getAttribute("data-actions") || "").split("|");
  }
  return out;
};
document.body.dataset.ready = "yes";
</script></body></html>"""


def open_harness(
    browser: Browser,
    server: ServerProcess,
    path: str = "journey-harness",
    body: str = JOURNEY_HARNESS,
) -> tuple[Page, list[str]]:
    """A page served at ``path`` holding only ``body`` (by default the journey board,
    :data:`JOURNEY_HARNESS`, ready for ``window.offered(pic)``), once its script says it is
    ready; and the list its script errors go to."""
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route(
        f"{server.base}/{path}",
        lambda route, _request: route.fulfill(status=200, content_type="text/html", body=body),
    )
    page.goto(f"{server.base}/{path}")
    page.wait_for_function("() => document.body.dataset.ready === 'yes'")
    return page, errors


def test_a_trainer_cards_tile_actions_are_clicked_on_their_tiles(
    browser: Browser, server: ServerProcess
) -> None:
    """Team Magma's Magma Tunnels (`teleport TILE`: end the turn on any other Mountain tile) and
    Hiking Gear's free run (`run TILE`) are offered on the map: each tile they name is clickable
    and carries them, beside the ordinary steps."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "sinnoh"))
    from journey_builders import journey, put, turn_of

    from pokeforge.core import get_game
    from pokeforge.web.payloads import picture

    game = get_game("sinnoh")
    st = journey(2, trainer0="Team Magma")
    turn_of(st, 0)
    mountain = next(
        h
        for h, t in sorted(st.region.tiles.items(), key=lambda kv: (kv[0].r, kv[0].q))
        if str(t.biome.value) == "Mountain" and t.area == "sinnoh" and h not in st.region.place_at
    )
    put(st, 0, mountain.name())
    st.invalidate()
    pic = picture(game, st, 0)
    teleports = {
        str(a["text"]).split(" ")[1]
        for a in pic["actions"]
        if str(a["text"]).startswith("teleport ")
    }  # type: ignore[attr-defined]
    assert len(teleports) > 5
    page, errors = open_harness(browser, server)
    shown = page.evaluate("(pic) => window.offered(pic)", pic)
    for tile in teleports:
        assert f"teleport {tile}" in shown.get(tile, []), tile
    steps = {str(a["text"]) for a in pic["actions"] if str(a["text"]).startswith("step ")}  # type: ignore[attr-defined]
    assert steps and all(s in shown.get(s.split(" ")[1], []) for s in steps)
    # a Hiker's free run onto a Mountain tile is clicked like a step
    st = journey(2, trainer0="Hiker")
    turn_of(st, 0)
    put(st, 0, mountain.name())
    st.invalidate()
    pic = picture(game, st, 0)
    runs = {str(a["text"]) for a in pic["actions"] if str(a["text"]).startswith("run ")}  # type: ignore[attr-defined]
    assert runs
    shown = page.evaluate("(pic) => window.offered(pic)", pic)
    assert all(r in shown.get(r.split(" ")[1], []) for r in runs)
    assert errors == []


def test_an_ultra_burst_journey_shows_the_breach_the_beasts_and_necrozma(
    browser: Browser, server: ServerProcess
) -> None:
    """In the Ultra Burst campaign a player needs the breach (how near the critical level), the
    act, where the Ultra Beasts and Necrozma are: a panel beside the trainers says so, for a seat
    and a spectator, and each Ultra Beast is named on its tile."""
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "sinnoh", "seats": ["human", "human"], "params": {"campaign": "ultra_burst"}},
    )
    assert created.status_code == 201, created.text
    links = created.json()["links"]
    view = httpx.get(
        f"{server.base}/api/games/{created.json()['id']}/view",
        headers={"X-Seat-Token": created.json()["tokens"]["0"]},
    ).json()["view"]
    ultra = view["ultra"]
    beasts = [t for t in ultra["tokens"] if t["kind"] == "ultra_beast"]
    for url in (links["seats"]["0"], f"/play/{created.json()['id']}"):
        seat, console = new_page(browser)
        seat.page.goto(server.base + url)
        seat.page.wait_for_selector(MAP)
        panel = seat.page.wait_for_selector(".sj-ultra")
        assert panel is not None
        text = panel.inner_text()
        assert f"Breach {ultra['breach']}% (every trainer loses at {ultra['critical']}%)" in text
        assert view["act"]["name"] in text
        assert f"{len(beasts)} Ultra Beasts" in text
        assert "Necrozma" in text
        for beast in beasts:
            titles = seat.page.eval_on_selector_all(
                f".token[data-tile='{beast['tile']}'] title", "ts => ts.map(t => t.textContent)"
            )
            assert any(beast["name"] in t for t in titles), (beast, titles)
        # the Ultra Beasts and Necrozma are drawn apart from the other tokens, each with its own
        # label (Nihilego and Necrozma are not both "N")
        labels = seat.page.eval_on_selector_all(
            ".token.ultra-token text", "ts => ts.map(t => t.textContent)"
        )
        assert len(labels) == len(ultra["tokens"]) and len(set(labels)) == len(labels), labels
        assert console == []
        seat.page.context.close()


def test_the_followers_and_the_seats_own_change_of_fate_cards_are_on_the_board(
    browser: Browser, server: ServerProcess
) -> None:
    """Whom each trainer follows and how many Change of Fate cards each holds are public; the
    seat's own cards are named on its board (only its own: the view gives no other hand)."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "sinnoh"))
    from journey_builders import journey, turn_of

    from pokeforge.core import get_game
    from pokeforge.web.payloads import picture

    game = get_game("sinnoh")
    st = journey(2)
    turn_of(st, 0)
    pic = picture(game, st, 0)
    shrines = pic["view"]["shrines"]  # type: ignore[index]
    shrines["followers"] = ["palkia", ""]
    shrines["hands"] = [{"count": 1, "cards": ["Cosmic Void"]}, {"count": 2, "known": []}]
    page, errors = open_harness(browser, server)
    page.evaluate("(pic) => window.offered(pic)", pic)
    panel = page.query_selector(".sj-shrines")
    assert panel is not None
    text = panel.inner_text()
    assert "Player 1 follows Palkia (1 Change of Fate card)" in text
    assert "Player 2: Follower card face down (2 Change of Fate cards)" in text
    assert "Your Change of Fate cards: Cosmic Void" in text
    assert errors == []
    page.context.close()


def test_the_ultra_panel_counts_repeated_breach_cards_and_a_black_apricorn_shows(
    browser: Browser, server: ServerProcess
) -> None:
    """Distortion Breach cards pile up (one per 10% of breach): the panel counts repeats rather
    than listing "Reckless Assault" four times; a black Apricorn's dot is visible on the dark
    panel."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "sinnoh"))
    from journey_builders import give, journey, turn_of

    from pokeforge.core import get_game
    from pokeforge.web.payloads import picture

    game = get_game("sinnoh")
    st = journey(2, campaign="ultra_burst")
    turn_of(st, 0)
    give(st, 0, black=1)
    pic = picture(game, st, 0)
    ultra = pic["view"]["ultra"]  # type: ignore[index]
    ultra["breach_cards"] = [["Reckless Assault"] * 4, ["Reckless Assault", "Warp"]]
    page, errors = open_harness(browser, server)
    page.evaluate("(pic) => window.offered(pic)", pic)
    text = page.inner_text(".sj-ultra")
    assert (
        "Distortion Breach cards: Player 1: Reckless Assault ×4; Player 2: Reckless Assault, Warp"
        in text
    ), text
    border = page.eval_on_selector(
        ".sj-me .sj-apricorn[data-colour=black] i", "e => getComputedStyle(e).borderTopColor"
    )
    assert border not in ("rgb(16, 21, 31)", "rgb(43, 47, 58)"), border
    assert errors == []
    page.context.close()


ARENA_HARNESS = """<!doctype html><html><head><link rel=stylesheet href="/static/css/style.css">
</head><body><div class="board-wrap" id="board"></div><script type="module">
import * as journey from "/static/boards/sinnoh_journey.js";
import * as arena from "/static/boards/sinnoh.js";
window.draw = (pic) => {
  const box = document.getElementById("board");
  box.replaceChildren();
  journey.render(box, pic, { act: () => {}, menu: () => {} }, arena.render);
  return box.innerText;
};
document.body.dataset.ready = "yes";
</script></body></html>"""


def test_a_followers_god_is_named_with_a_capital_in_the_battle_arena(
    browser: Browser, server: ServerProcess
) -> None:
    """A Follower of Palkia battling a wild Pokémon: the arena names the God as the board does
    ("Follower of Palkia", not "palkia")."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "sinnoh"))
    from journey_builders import journey, play, put, texts, turn_of

    from pokeforge.core import get_game
    from pokeforge.web.payloads import picture

    st = journey(2)
    turn_of(st, 0)
    tree = next(p for p in st.region.places.values() if p.kind == "apricorn_tree")
    put(st, 0, tree.at.name())
    st.shrines.followers[0] = "palkia"
    st.invalidate()
    play(st, "search", 0)
    play(st, next(t for t in texts(st, 0) if t.startswith("battle ")), 0)
    pic = picture(get_game("sinnoh"), st, 0)
    page, errors = open_harness(browser, server, "arena-harness", ARENA_HARNESS)
    page.evaluate("(pic) => window.draw(pic)", pic)
    arena_text = page.eval_on_selector(
        ".journey-battle", "e => [...e.querySelectorAll('text')].map(t => t.textContent).join('|')"
    )
    assert "Follower of Palkia" in arena_text, arena_text
    assert "palkia" not in arena_text
    assert errors == []
    page.context.close()


def test_a_heart_journey_shows_its_act_and_each_trainers_objectives(
    browser: Browser, server: ServerProcess
) -> None:
    """The Heart of Sinnoh: the act being played and each trainer's progress through the
    objectives (home village liberated, Shards of the lakes, the Heart) are on the board."""
    created = httpx.post(
        f"{server.base}/api/games",
        json={"game": "sinnoh", "seats": ["human", "human"], "params": {"campaign": "heart"}},
    )
    assert created.status_code == 201, created.text
    seat, console = new_page(browser)
    seat.page.goto(server.base + created.json()["links"]["seats"]["0"])
    seat.page.wait_for_selector(MAP)
    act = seat.page.wait_for_selector(".sj-act")
    assert act is not None and act.inner_text() == "Prologue - The Incursion"
    objectives = seat.page.eval_on_selector_all(
        ".sj-trainer .sj-objectives", "els => els.map(e => e.textContent)"
    )
    assert objectives == ["Objectives: Shards 0/3"] * 2, objectives
    assert console == []
    seat.page.context.close()


def test_a_fainted_pokemons_health_reads_zero_not_below(
    browser: Browser, server: ServerProcess
) -> None:
    """A Pokémon that took more damage than its health fainted at 0: the trainer's line and the
    seat's party card say "0/5", never "-2/5"."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "games" / "sinnoh"))
    from journey_builders import journey, turn_of

    from pokeforge.core import get_game
    from pokeforge.web.payloads import picture

    st = journey(2)
    turn_of(st, 0)
    pic = picture(get_game("sinnoh"), st, 0)
    mon = pic["view"]["trainers"][0]["party"][0]  # type: ignore[index]
    mon["damage"], mon["fainted"] = mon["health"] + 2, True
    page, errors = open_harness(browser, server)
    page.evaluate("(pic) => window.offered(pic)", pic)
    line = page.inner_text(".sj-trainer[data-seat='0'] .sj-party-name")
    card = page.inner_text(".sj-me .sj-party")
    assert f"{mon['name']} 0/{mon['health']}" in line, line
    assert f"0/{mon['health']}" in card and "-2" not in card, card
    assert errors == []
    page.context.close()
