"""Browser tests for the decisions the games gained (issue 9), as each board presents them:

* tactics: the cycle order builder counts the turns chosen ("1 of 3 chosen: Onix") and nothing of
  the partial order reaches a spectator's page or frames;
* pieces: a destination square offers "Move to c3, then battle …" in red beside "Move to c3 (no
  battle)", and clicking the battle plays that very action;
* hex: the rules text of each Item in hand and of each Trainer is on the page, legible on a phone;
* sinnoh: Bug Bite's ``give`` and Metronome's drawn move read in words and are clickable; a
  one-player battle lost to Team Galactic says "You lose" to the seat (``result`` = loss) and
  "Player 1 loses to Team Galactic" to a spectator, never "Draw".

Screenshots of each board are written at 1280×800 (or 390×844 for the phone) to a temporary folder
(``browser_support.shot_dir``).
"""

from __future__ import annotations

import json
import random
import re
import time
from pathlib import Path
from typing import Any

import httpx
from browser_support import Watcher, shot_dir, wait_version_above
from playwright.sync_api import Browser, Page
from server_process import ServerProcess

from pokeforge.core import Game, State
from pokeforge.games.sinnoh import GAME as SINNOH
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState
from pokeforge.web.payloads import picture

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}


def create(
    server: ServerProcess, slug: str, seats: list[str], params: dict[str, Any], seed: int
) -> dict[str, Any]:
    server.next_seed(seed)  # the test hook: over HTTP no seed can be given
    r = httpx.post(
        f"{server.base}/api/games",
        json={"game": slug, "seats": seats, "params": params},
    )
    assert r.status_code == 201, r.text
    data: dict[str, Any] = r.json()
    return data


def token_of(link: str) -> str:
    return link.split("#seat=", 1)[1]


def game_of(link: str) -> str:
    return link.split("#", 1)[0].rsplit("/", 1)[1]


def seat_view(server: ServerProcess, link: str) -> dict[str, Any]:
    r = httpx.get(
        f"{server.base}/api/games/{game_of(link)}/view", headers={"X-Seat-Token": token_of(link)}
    )
    assert r.status_code == 200, r.text
    data: dict[str, Any] = r.json()
    return data


def wait_to_act(server: ServerProcess, link: str, timeout: float = 30.0) -> dict[str, Any]:
    """The seat's picture once it has a decision (the AI seats play in between)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        pic = seat_view(server, link)
        if pic["actions"] or pic["game"]["outcome"] is not None:
            return pic
        time.sleep(0.05)
    raise AssertionError("the seat never got a decision")


def act(server: ServerProcess, link: str, text: str) -> None:
    r = httpx.post(
        f"{server.base}/api/games/{game_of(link)}/actions",
        json={"action": text},
        headers={"X-Seat-Token": token_of(link)},
    )
    assert r.status_code == 200, r.text


def open_page(browser: Browser, url: str, viewport: dict[str, int] = DESKTOP) -> Watcher:
    page: Page = browser.new_context(viewport=viewport).new_page()
    w = Watcher(page)
    page.goto(url)
    page.wait_for_function("() => document.body.dataset.version !== undefined")
    return w


# --- tactics -------------------------------------------------------------------------------------


def test_tactics_order_builder_counts_the_turns_chosen_and_keeps_them_secret(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(server, "tactics", ["human", "human"], {}, seed=4)
    links = made["links"]
    rng = random.Random(2)
    # both seats take their selection and deployment decisions through the API
    for _ in range(200):
        pics = [seat_view(server, links["seats"][s]) for s in ("0", "1")]
        if pics[0]["prompt"] and pics[0]["prompt"]["kind"] == "order":
            break
        for s, pic in zip(("0", "1"), pics, strict=True):
            if pic["actions"] and pic["prompt"]["kind"] != "order":
                act(server, links["seats"][s], rng.choice(pic["actions"])["text"])
    else:
        raise AssertionError("never reached the cycle order")

    seat0 = open_page(browser, server.base + links["seats"]["0"])
    seat1 = open_page(browser, server.base + links["seats"]["1"])
    spectator = open_page(browser, server.base + links["spectator"])
    progress = seat0.page.inner_text("#order-progress")
    assert progress == "0 of 3 chosen", progress
    assert "turn 1 of 3" in seat0.page.inner_text("#order-builder")
    assert "(0/1)" not in seat0.text()

    chosen: list[str] = []
    for k in (1, 2):
        names = seat0.page.eval_on_selector_all(
            "#order-builder button[data-species]", "els => els.map(e => e.dataset.species)"
        )
        name = next(n for n in names if n != "empty")
        before = seat0.version()
        seat0.page.click(f'#order-builder button[data-species="{name}"]')
        wait_version_above(seat0, before)
        chosen.append(name)
        text = seat0.page.inner_text("#order-progress")
        assert text == f"{k} of 3 chosen: {' → '.join(chosen)}", text
        assert f"turn {k + 1} of 3" in seat0.page.inner_text("#order-builder")
        assert f"({k} chosen)" in seat0.page.inner_text("#cycle")
        if k == 1:
            seat0.page.screenshot(path=str(shot_dir(tmp_path) / "tactics-order.png"))

    # the other seat and the spectator: no progress, no partial order, in the page or a frame
    for w in (seat1, spectator):
        w.page.wait_for_function(
            f"() => Number(document.body.dataset.version) >= {seat0.version()}"
        )
        page_text = w.text()
        assert "chosen:" not in page_text and "(1 chosen)" not in page_text
        assert "(2 chosen)" not in page_text
        assert w.page.query_selector("#order-progress") is None or w is seat1
        for f in w.frames:
            assert " → ".join(chosen) not in f
            assert json.dumps(chosen) not in f.replace(", ", ",")
            assert not re.search(r'"chosen":\[[^\]]', f), f[:500]
            assert not re.search(r'"order":\[[^\]]', f), f[:500]
    # the other seat's own builder says it has chosen nothing yet
    assert seat1.page.inner_text("#order-progress") == "0 of 3 chosen"
    assert "Player 1: choosing…" in seat1.page.inner_text("#cycle")
    for w in (seat0, seat1, spectator):
        assert w.errors == []


# --- pieces --------------------------------------------------------------------------------------


def test_pieces_move_then_battle_reads_as_a_battle_and_clicking_it_plays_it(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(server, "pieces", ["human", "random"], {}, seed=6)
    link = made["links"]["seats"]["0"]
    rng = random.Random(5)
    battle = re.compile(r"^move \S+ \S+ battle ")
    for _ in range(80):
        pic = wait_to_act(server, link)
        assert pic["game"]["outcome"] is None, "the game ended before a move-then-battle"
        texts = [a["text"] for a in pic["actions"]]
        if any(battle.match(t) for t in texts):
            break
        plain = [t for t in texts if t.startswith("move ") and " battle " not in t]
        act(server, link, rng.choice(plain or texts))
    else:
        raise AssertionError("no move-then-battle offered")

    w = open_page(browser, server.base + link)
    sent: list[str] = []
    w.page.on("websocket", lambda ws: ws.on("framesent", lambda p: sent.append(str(p))))
    w.page.reload()
    w.page.wait_for_function("() => document.body.dataset.toAct === 'yes'")
    square = w.page.get_attribute(".target-move[data-battle=yes]", "data-square")
    assert square is not None
    assert w.page.query_selector(f'.battle-ring[data-ring="{square}"]') is not None
    w.page.click(f'.target-move[data-square="{square}"]')
    w.page.wait_for_selector(".menu")
    labels = w.page.eval_on_selector_all(
        ".menu button.action", "els => els.map(e => [e.textContent, e.className, e.dataset.action])"
    )
    plain = [lab for lab in labels if " battle " not in lab[2]]
    fights = [lab for lab in labels if " battle " in lab[2]]
    assert plain and fights, labels
    # "Move to c3 …", or with its piece when several pieces can reach the square
    sources = {lab[2].split()[1] for lab in labels}
    mover = r"Move \S+ from \S+ to " if len(sources) > 1 else r"Move to "
    for text, cls, _action in plain:
        assert re.fullmatch(mover + square + r" \(no battle\)", text), text
        assert "battle-option" not in cls
    for text, cls, action in fights:
        targets = action.split(" battle ", 1)[1]
        assert re.match(mover + square + ", then battle ", text) and text.endswith(f" on {targets}")
        assert "battle-option" in cls
    # a battle is drawn in red: its background differs from a plain move's
    colours = w.page.eval_on_selector_all(
        ".menu button.action", "els => els.map(e => getComputedStyle(e).backgroundImage)"
    )
    assert colours[0] != colours[-1]
    w.page.screenshot(path=str(shot_dir(tmp_path) / "pieces-move-battle.png"))
    chosen = fights[0][2]
    before = w.version()
    w.page.click(f'.menu button.action[data-action="{chosen}"]')
    wait_version_above(w, before)
    acts = [json.loads(f) for f in sent if '"act"' in f]
    assert acts and acts[-1]["action"] == chosen
    assert w.errors == []


def test_pieces_decision_panel_groups_move_then_battle_apart(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(server, "pieces", ["human", "random"], {}, seed=6)
    link = made["links"]["seats"]["0"]
    rng = random.Random(5)
    for _ in range(80):
        pic = wait_to_act(server, link)
        texts = [a["text"] for a in pic["actions"]]
        if any(" battle " in t and t.startswith("move ") for t in texts):
            break
        plain = [t for t in texts if t.startswith("move ") and " battle " not in t]
        act(server, link, rng.choice(plain or texts))
    w = open_page(browser, server.base + link)
    w.page.wait_for_function("() => document.body.dataset.toAct === 'yes'")
    names = w.page.eval_on_selector_all("#decision .gname", "els => els.map(e => e.textContent)")
    assert "Move, then battle" in names
    red = w.page.eval_on_selector_all(
        "#decision button.battle-option", "els => els.map(e => e.dataset.action)"
    )
    assert red and all(" battle " in t for t in red)
    assert w.errors == []
    # on a phone the square's menu stays on screen, its battle options in red
    phone = open_page(browser, server.base + link, PHONE)
    phone.page.wait_for_function("() => document.body.dataset.toAct === 'yes'")
    square = phone.page.get_attribute(".target-move[data-battle=yes]", "data-square")
    phone.page.click(f'.target-move[data-square="{square}"]')
    box = phone.page.eval_on_selector(
        ".menu", "e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; }"
    )
    assert box[0] >= 0 and box[1] <= PHONE["width"], box
    assert phone.page.query_selector(".menu button.battle-option") is not None
    phone.page.screenshot(path=str(shot_dir(tmp_path) / "pieces-phone-menu.png"))
    assert phone.errors == []


# --- hex -----------------------------------------------------------------------------------------


def test_hex_shows_the_rules_text_of_items_in_hand_and_of_trainers_legibly_on_a_phone(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(server, "hex", ["human", "random", "random"], {}, seed=1)
    link = made["links"]["seats"]["0"]
    view = seat_view(server, link)["view"]
    items = view["catalog"]["items"]
    trainers = view["catalog"]["trainer_texts"]
    assert items and trainers  # the seat holds an Item at the start with this seed
    for viewport, name in ((DESKTOP, "hex-rules.png"), (PHONE, "hex-rules-phone.png")):
        w = open_page(browser, server.base + link, viewport)
        w.page.wait_for_selector("svg.board[data-board=hex]")
        for kind, (_, _, text) in items.items():
            shown = w.page.inner_text(f'[data-item-text="{kind}"]')
            assert shown == text
        for trainer, text in trainers.items():
            shown = w.page.inner_text(f'[data-trainer-text="{trainer}"]')
            assert text in shown
        boxes = w.page.eval_on_selector_all(
            ".hex-rules",
            "els => els.map(e => { const r = e.getBoundingClientRect(); "
            "return [parseFloat(getComputedStyle(e).fontSize), r.left, r.right]; })",
        )
        assert boxes
        for size, left, right in boxes:
            assert size >= 12, size
            assert left >= 0 and right <= viewport["width"] + 0.5, (left, right)
        w.page.screenshot(path=str(shot_dir(tmp_path) / name), full_page=viewport is PHONE)
        assert w.errors == []
    # a spectator sees the Trainers' texts but no hand
    spec = open_page(browser, server.base + made["links"]["spectator"])
    assert spec.page.query_selector("[data-item-text]") is None
    assert spec.page.query_selector("[data-trainer-text]") is not None


# --- sinnoh --------------------------------------------------------------------------------------


def sinnoh_start(party0: str, party1: str, **params: Any) -> SinnohState:
    raw: dict[str, Any] = {"party0": party0, "party1": party1, **params}
    st = SINNOH.new_state(SINNOH.params(raw), seed=1)
    assert isinstance(st, SinnohState)
    while st.phase == "send" and st.outcome is None:
        seat = st.to_act()[0]
        st.apply(seat, Action("send", st.sides[st.actor].usable()[0]))
    return st


def roll(st: SinnohState, status: int = 0, crits: int = 0) -> None:
    st.rng.script(*([0] * status + [4] * crits))  # faces of the die "0,0,1,1,2,2"


def board_harness(w: Watcher, game: Game, state: State[Any], seat: int) -> dict[str, Any]:
    """Draw ``state`` as ``seat`` sees it with the page's own modules (board, decision panel)
    into the page, replacing its content; clicks are kept in ``window.acted``."""
    pic = json.loads(json.dumps(picture(game, state, seat)))
    pic["game"] = {
        "id": "harness",
        "slug": game.slug,
        "title": game.title,
        "status": "active",
        "version": 1,
        "seats": [],
        "to_act": list(state.to_act()),
        "outcome": None,
    }
    w.page.evaluate(
        """async (pic) => {
          const board = await import('/static/boards/sinnoh.js');
          const table = await import('/static/js/table.js');
          window.acted = [];
          const act = (t) => window.acted.push(t);
          const main = document.createElement('div');
          main.id = 'harness';
          const wrap = document.createElement('div');
          wrap.className = 'board-wrap';
          const box = document.createElement('div');
          box.id = 'harness-decision';
          main.append(wrap, box);
          document.body.replaceChildren(main);
          const menu = (x, y, title, infos) => table.showMenu(wrap, x, y, title, infos, act);
          board.render(wrap, pic, { act, menu, interactive: true });
          table.renderDecision(box, { ...pic, actions: board.actionInfos(pic) }, act);
        }""",
        pic,
    )
    return pic


def test_sinnoh_bug_bite_and_metronome_decisions_read_in_words_and_click(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(server, "sinnoh", ["human", "human"], {}, seed=1)
    w = open_page(browser, server.base + made["links"]["spectator"])

    # Bug Bite: Bidoof's trainer (seat 1) chooses the Apricorn it hands over
    st = sinnoh_start("Burmy", "Bidoof", bag1="red=1,black=1", bag0="red=1")
    if st.actor == 1:
        roll(st, status=2)
        st.apply(1, st.legal_actions(1)[0])
    roll(st, status=3)
    st.apply(0, Action("use", 0))
    assert st.phase == "give"
    board_harness(w, SINNOH, st, 1)
    assert "choose which" in (w.page.text_content("#harness .give-choice") or "")
    buttons = w.page.eval_on_selector_all(
        "#harness .give-button", "els => els.map(e => e.dataset.action)"
    )
    assert buttons == ["give red", "give black"]
    panel = w.page.inner_text("#harness-decision")
    assert (
        "Let Bug Bite eat a red Apricorn" in panel and "Let Bug Bite eat a black Apricorn" in panel
    )
    w.page.screenshot(path=str(shot_dir(tmp_path) / "sinnoh-give.png"))
    w.page.click('#harness .give-button[data-action="give black"]')
    assert w.page.evaluate("() => window.acted") == ["give black"]

    # Metronome drew Future Sight: the user makes its prediction
    st = sinnoh_start("Clefairy", "Snorlax", party_size=1)
    if st.actor != 0:
        roll(st, status=4)
        st.apply(1, Action("use", 0))
    deck = st.metronome_deck
    sight = next(i for i, c in enumerate(deck) if st.content.cards[c].move == "Future Sight")
    st.rng.script(sight)
    st.apply(0, Action("use", 0))
    assert st.phase == "metronome"
    board_harness(w, SINNOH, st, 0)
    button = w.page.text_content("#harness .move-button") or ""
    assert "Metronome → Future Sight" in button and "Metronome drew Future Sight" in button
    panel = w.page.inner_text("#harness-decision")
    for guess in ("more", "less", "equal"):
        assert f"Future Sight, drawn by Metronome: predict {guess}" in panel
    w.page.click("#harness .move-button")
    menu = w.page.eval_on_selector_all(".menu button.action", "els => els.map(e => e.textContent)")
    assert menu == [
        f"Future Sight, drawn by Metronome: predict {g}" for g in ("more", "less", "equal")
    ]
    assert w.page.inner_text(".menu .menu-title") == "Future Sight (Metronome)"
    w.page.screenshot(path=str(shot_dir(tmp_path) / "sinnoh-metronome.png"))
    w.page.click('.menu button.action[data-action="use 0 drawn=Future Sight;predict=less"]')
    assert w.page.evaluate("() => window.acted") == ["use 0 drawn=Future Sight;predict=less"]
    assert w.errors == []


def test_a_solo_battle_lost_to_team_galactic_is_a_loss_on_the_page(
    browser: Browser, server: ServerProcess, tmp_path: Path
) -> None:
    made = create(
        server,
        "sinnoh",
        ["human"],
        {"opponent": "galactic", "party0": "Bidoof", "party_size": 1},
        seed=3,
    )
    link = made["links"]["seats"]["0"]
    for _ in range(40):
        pic = wait_to_act(server, link)
        if pic["game"]["outcome"] is not None:
            break
        texts = [a["text"] for a in pic["actions"] if a["text"] != "concede"]
        act(server, link, texts[0])
    pic = seat_view(server, link)
    outcome = pic["game"]["outcome"]
    assert outcome is not None and outcome["winners"] == [] and outcome["losers"] == [0], outcome
    assert pic["result"] == "loss"
    spectator_pic = httpx.get(f"{server.base}/api/games/{game_of(link)}/view").json()
    assert spectator_pic["result"] is None

    seat = open_page(browser, server.base + link)
    seat.page.wait_for_function("() => document.body.dataset.status === 'finished'")
    assert seat.page.inner_text("#status .main") == "You lose"
    assert seat.page.get_attribute("#decision .outcome-box .big", "data-result") == "loss"
    assert "Draw" not in seat.page.inner_text("#status")
    assert "loss" in (seat.page.get_attribute("#status", "class") or "").split()
    seat.page.screenshot(path=str(shot_dir(tmp_path) / "sinnoh-lost.png"))
    spectator = open_page(browser, server.base + made["links"]["spectator"])
    spectator.page.wait_for_function("() => document.body.dataset.status === 'finished'")
    assert spectator.page.inner_text("#status .main") == "Player 1 loses to Team Galactic"
    assert outcome["reason"] in spectator.page.inner_text("#status")
    for w in (seat, spectator):
        assert w.errors == []
