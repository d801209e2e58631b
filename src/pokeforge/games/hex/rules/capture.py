"""Capturing Pokémon (rulebook §4 "Capturing Pokémon"): reveal, announce balls before the roll,
trainer bonuses, weakened tokens, replacing captured Pokémon; Yellow is never weakened."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, draw_items, draw_pokemon, return_pokemon
from .dice import roll_dice
from .flow import ask, decision, push, task
from .power import capture_specialist, held, item_kind
from .react import mark_played, open_window, reaction, spent, with_items

if TYPE_CHECKING:
    from ..state import HexState


def capture_range(
    state: HexState, seat: int, card_id: str, weakened: bool, ball: str | None
) -> int:
    """How far the roll may be moved up or down: weakened ±1, a ball's range, a type specialist
    ±1 (§4 step 3-4, §6 weakened, §11); they stack."""
    card = state.content.cards[card_id]
    k = 1 if weakened else 0
    if ball is not None:
        k += int(state.content.items[item_kind(ball)].effect["range"])
    return k + capture_specialist(state, seat, card)


def succeeds(faces: tuple[int, ...], rolls: list[int], k: int) -> bool:
    """True when some roll, moved by at most ``k`` either way, shows a capture face."""
    return any(abs(f - r) <= k for r in rolls for f in faces)


def capture_roll(
    state: HexState,
    seat: int,
    card_id: str,
    weakened: bool,
    ball: str | None,
    then: dict[str, Any],
) -> None:
    """Roll for a capture (§4; Red rolls two dice and keeps either, §11; Time Travel may reroll,
    §8), then run the task ``then`` with ``"caught"`` set."""
    trainer = state.content.trainers[state.players[seat].trainer]
    n = 2 if trainer.ability("capture_two_dice") else 1
    roll_dice(
        state,
        [seat] * n,
        "capture",
        {
            "t": "capture_rolled",
            "seat": seat,
            "card": card_id,
            "weakened": weakened,
            "ball": ball,
            "then": then,
        },
    )


@task("capture_rolled")
def _capture_rolled(state: HexState, t: dict[str, Any]) -> None:
    seat, card_id = int(t["seat"]), str(t["card"])
    rolls = [int(d) for d in t["dice"]]
    k = capture_range(state, seat, card_id, bool(t["weakened"]), t["ball"])
    card = state.content.cards[card_id]
    ok = succeeds(card.capture, rolls, k)
    state.say(
        "capture_roll",
        f"{state.name(seat)} rolls {' and '.join(map(str, rolls))} for "
        f"{card.name} (needs {'/'.join(map(str, card.capture))}, ±{k}): "
        f"{'caught' if ok else 'it got away'}.",
        seat=seat,
        card=card_id,
        dice=rolls,
        range=k,
        success=ok,
    )
    push(state, {**t["then"], "caught": ok})


def gain(
    state: HexState, seat: int, card_id: str, how: str = "caught", *, hidden: bool = False
) -> None:
    """``card_id`` joins ``seat``'s team. §11 Blue draws an Item on every Pokémon obtained.
    ``hidden``: the card was face down (a pile's, or the board's), so the event reveals it."""
    p = state.players[seat]
    p.team.append(card_id)
    p.captures += 1
    for c in state.continuous:
        if c["kind"] == "national_park":
            c["captures"][str(seat)] = c["captures"].get(str(seat), 0) + 1
            c["power"][str(seat)] = (
                c["power"].get(str(seat), 0) + state.content.cards[card_id].power
            )
    card = state.content.cards[card_id]
    state.say(
        "gain",
        f"{state.name(seat)} {how} {card.name} ({card.tier}, power {card.power}).",
        seat=seat,
        card=card_id,
        reveals=("a face-down Pokémon",) if hidden else (),
    )
    if state.content.trainers[p.trainer].ability("item_on_catch"):
        draw_items(state, seat, 1)
    if state.params.achievements:
        from .achievements import check_achievements

        check_achievements(state, seat)


def reveal(state: HexState, space: int) -> None:
    if space not in state.revealed and state.card_at(space) is not None:
        state.revealed.append(space)
        card = state.content.cards[state.slots[str(space)]]
        state.say("reveal", f"{card.name} is revealed on space {space}.", space=space, card=card.id,
                  reveals=(f"the Pokémon on space {space}",))  # fmt: skip


@task("capture_offer")
def capture_offer(state: HexState, t: dict[str, Any]) -> None:
    """§4 step 1: reveal the Pokémon beside the space (a Repel window opens, §8), then offer the
    capture."""
    space = int(t["space"])
    if state.card_at(space) is None:
        return
    then = [{"t": "capture_ask", "seat": int(t["seat"]), "space": space}]
    if space not in state.revealed:
        reveal(state, space)
        then.insert(0, {"t": "repel_window", "seat": int(t["seat"]), "space": space})
    push(state, *then)


@task("capture_ask")
def capture_ask(state: HexState, t: dict[str, Any]) -> None:
    space = int(t["space"])
    if state.card_at(space) is None:
        return
    ask(state, "capture", [int(t["seat"])], "try to capture the Pokémon (announce a ball first)",
        space=space)  # fmt: skip


def _repel(state: HexState, seat: int) -> str | None:
    return held(state.players[seat].hand, "repel")


@task("repel_window")
def repel_window(state: HexState, t: dict[str, Any]) -> None:
    """§8 Repel: whenever a Pokémon is revealed, a holder may swap it for the next of its colour
    (a Poké Doll of the player who revealed it blocks that). ``space`` is one revealed Pokémon
    (a landing, Honey, Fishing Rod); ``spaces`` several revealed at once (§9 Heavy Storm, §10
    Bill's Machine), of which a holder picks one. Every player with an Item Card in hand answers;
    one Repel is played per reveal: the first in seat order from the revealer."""
    if not _repel_spaces(state, t):
        return
    text = "a Pokémon is revealed: play a Repel to swap it, or pass"
    seats = [] if spent(state, "repel") else with_items(state, int(t["seat"]))
    open_window(state, "repel", seats, text, t)


def _repel_spaces(state: HexState, t: dict[str, Any]) -> list[int]:
    spaces = [int(x) for x in t["spaces"]] if "spaces" in t else [int(t["space"])]
    return [sp for sp in spaces if state.card_at(sp) is not None]


def _legal_repel(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    if _repel(state, seat) is None:
        return []
    if "spaces" not in t:
        return [_USE]
    return Action.each("use", _repel_spaces(state, t))


_USE = Action("use")  # (made once: actions are values)


@reaction("repel", _legal_repel)
def _resolve_repel(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    for seat, action in played:
        repel = _repel(state, seat)
        if repel is None:
            continue
        discard_item(state, seat, repel)
        mark_played(state, "repel")
        state.say("repel", f"{state.name(seat)} plays a Repel.", seat=seat)
        swap = {"t": "repel_swap", "space": int(action.arg) if action.arg else int(t["space"])}
        if seat == int(t["seat"]):
            push(state, swap)
        else:
            push(state, {"t": "doll", "actor": seat, "target": int(t["seat"]), "blocks": 0,
                         "then": swap})  # fmt: skip
        return


@task("repel_swap")
def repel_swap(state: HexState, t: dict[str, Any]) -> None:
    space = int(t["space"])
    old = state.card_at(space)
    if old is None:
        return
    nxt = draw_pokemon(state, state.content.cards[old].tier)
    if nxt is None:
        return
    return_pokemon(state, old)
    state.slots[str(space)] = nxt
    if space in state.weakened:
        state.weakened.remove(space)
    state.say("repelled", f"{state.content.cards[old].name} is swapped for "
              f"{state.content.cards[nxt].name}.", space=space, card=nxt,
              reveals=("the top card of a Pokémon pile",))  # fmt: skip


def balls_in_hand(state: HexState, seat: int) -> list[str]:
    """One of each kind of ball held (the first of each kind)."""
    out: dict[str, str] = {}
    effects = state.content.item_effects
    for i in state.players[seat].hand:
        if (effects.get(i) or state.content.items[item_kind(i)].effect["do"]) == "capture_modifier":
            out.setdefault(item_kind(i), i)
    return sorted(out.values()) if out else []


#: a throw without a ball, and leaving the Pokémon (made once: actions are values)
_THROW, _LEAVE = Action("throw"), Action("leave")


def _legal_capture(state: HexState, seat: int) -> list[Action]:
    return [_THROW, *Action.each("throw", balls_in_hand(state, seat)), _LEAVE]


@decision("capture", _legal_capture)
def _apply_capture(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    space = int(state.pending["space"])
    state.pending = None
    if action.verb == "leave":
        return
    attempt_on_board(state, seat, space, action.arg or None)


def attempt_on_board(state: HexState, seat: int, space: int, ball: str | None) -> None:
    """One capture attempt on a board space (§4 steps 2-6)."""
    card_id = state.slots[str(space)]
    if ball is not None:
        discard_item(state, seat, ball)
    weak = space in state.weakened
    capture_roll(
        state,
        seat,
        card_id,
        weak,
        ball,
        {"t": "board_capture_done", "seat": seat, "space": space, "card": card_id},
    )


@task("board_capture_done")
def _board_capture_done(state: HexState, t: dict[str, Any]) -> None:
    """§4 steps 5-6: a caught Pokémon is replaced from its pile; a Pokémon that got away gets a
    Weakened Token (not Yellow), after §11 Cynthia's try."""
    seat, space, card_id = int(t["seat"]), int(t["space"]), str(t["card"])
    if state.card_at(space) != card_id:
        return
    if t["caught"]:
        take_from_board(state, seat, space, "caught")
        return
    if t.get("second"):
        return  # Cynthia's own try: the token is placed once, after it
    push(
        state,
        {"t": "cynthia_offer", "failer": seat, "space": space, "card": card_id},
        {"t": "weaken", "space": space, "card": card_id},
    )


def take_from_board(state: HexState, seat: int, space: int, how: str) -> None:
    """``seat`` gets the Pokémon on ``space``; the next of its colour takes its place."""
    hidden = space not in state.revealed
    card_id = state.slots.pop(str(space))
    for marks in (state.revealed, state.weakened):
        if space in marks:
            marks.remove(space)
    gain(state, seat, card_id, how, hidden=hidden)
    nxt = draw_pokemon(state, state.content.cards[card_id].tier)
    if nxt is not None:
        state.slots[str(space)] = nxt


@task("weaken")
def _weaken(state: HexState, t: dict[str, Any]) -> None:
    space, card_id = int(t["space"]), str(t["card"])
    if state.card_at(space) != card_id or space in state.weakened:
        return
    if state.content.cards[card_id].tier != "yellow":
        state.weakened.append(space)


# -- §11 Cynthia: a try after someone else's failed capture in her hexagon ----------------------
def cynthia_seat(state: HexState, failer: int) -> int | None:
    slot = state.board.spaces[state.players[failer].pos].slot
    for s in range(state.num_seats):
        if s == failer:
            continue
        p = state.players[s]
        trainer = state.content.trainers[p.trainer]
        if trainer.ability("capture_after_fail") and state.board.spaces[p.pos].slot == slot:
            return s
    return None


@task("cynthia_offer")
def _cynthia_offer(state: HexState, t: dict[str, Any]) -> None:
    """§11 Cynthia: whenever a player in her hexagon fails a capture roll, she may roll for it
    (with Poké Balls), before the Weakened Token is placed (her Trainer card is face up: the
    window is hers alone)."""
    seat = cynthia_seat(state, int(t["failer"]))
    if seat is None:
        return
    if "space" in t and state.card_at(int(t["space"])) != t["card"]:
        return
    open_window(state, "cynthia", [seat], "Cynthia: roll for the Pokémon that got away, or pass", t)


def _legal_cynthia(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return [_THROW, *Action.each("throw", balls_in_hand(state, seat))]


@reaction("cynthia", _legal_cynthia)
def _resolve_cynthia(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    if not played:
        return
    seat, action = played[0]
    ball = action.arg or None
    if ball is not None:
        discard_item(state, seat, ball)
    card = str(t["card"])
    state.say("cynthia", f"{state.name(seat)} (Cynthia) tries to catch it too.", seat=seat)
    if "space" in t:
        space = int(t["space"])
        capture_roll(
            state,
            seat,
            card,
            space in state.weakened,
            ball,
            {"t": "board_capture_done", "seat": seat, "space": space, "card": card, "second": True},
        )
    else:
        capture_roll(
            state,
            seat,
            card,
            False,
            ball,
            {"t": "pile_capture_done", "seat": seat, "card": card, "rest": [], "second": True},
        )


# -- captures of Pokémon drawn from a pile (events, League spaces) ------------------------------
def pile_choice(
    state: HexState, seat: int, tier: str, reveal_n: int, keep: int, capture: bool
) -> None:
    """Reveal the next ``reveal_n`` Pokémon of ``tier`` (or weaker when the pile runs short) and let
    ``seat`` pick: to keep ``keep`` of them, or to try to capture one (§7 special spaces, §9-10)."""
    order = ["yellow", "red", "blue", "green", "pink"]
    drawn: list[str] = []
    for t in order[order.index(tier) :]:
        while len(drawn) < reveal_n:
            c = draw_pokemon(state, t)
            if c is None:
                break
            drawn.append(c)
    if not drawn:
        state.say("nothing", "No Pokémon are left to draw.")
        return
    names = ", ".join(state.content.cards[c].name for c in drawn)
    state.say("reveal_pile", f"Revealed from the pile: {names}.", cards=drawn,
              reveals=(f"the top cards of the {tier} pile",))  # fmt: skip
    push(state, {"t": "pile_pick", "seat": seat, "cards": drawn, "keep": keep, "capture": capture})


@task("pile_pick")
def _pile_pick(state: HexState, t: dict[str, Any]) -> None:
    if t["keep"] <= 0 or not t["cards"]:
        for c in t["cards"]:
            return_pokemon(state, c)
        return
    if len(t["cards"]) == 1 and not t["capture"]:
        gain(state, int(t["seat"]), t["cards"][0], "gets")
        return
    verb = "capture" if t["capture"] else "keep"
    ask(state, "pile_pick", [int(t["seat"])], f"choose a Pokémon to {verb}", task=t)


def _legal_pile_pick(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    t = state.pending["task"]
    acts = [Action("choose", c) for c in t["cards"]]
    if t["capture"]:
        acts += [
            Action("choose", f"{c}@{b}") for c in t["cards"] for b in balls_in_hand(state, seat)
        ]
    return acts


@decision("pile_pick", _legal_pile_pick)
def _apply_pile_pick(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    t = state.pending["task"]
    state.pending = None
    card, _, ball = action.arg.partition("@")
    rest = [c for c in t["cards"] if c != card]
    if t["capture"]:
        if ball:
            discard_item(state, seat, ball)
        capture_roll(
            state,
            seat,
            card,
            False,
            ball or None,
            {"t": "pile_capture_done", "seat": seat, "card": card, "rest": rest},
        )
        return
    gain(state, seat, card, "gets")
    push(state, {**t, "cards": rest, "keep": t["keep"] - 1})


@task("pile_capture_done")
def _pile_capture_done(state: HexState, t: dict[str, Any]) -> None:
    """A Pokémon drawn from a pile is kept when caught; otherwise (after Cynthia's try) it goes
    back with the others that were drawn."""
    seat, card = int(t["seat"]), str(t["card"])
    if t["caught"]:
        gain(state, seat, card)
        push(state, {"t": "return_cards", "cards": list(t["rest"])})
        return
    if t.get("second"):
        push(state, {"t": "return_cards", "cards": [card]})
        return
    push(
        state,
        {"t": "cynthia_offer", "failer": seat, "card": card},
        {"t": "return_cards", "cards": [card, *t["rest"]]},
    )


@task("return_cards")
def _return_cards(state: HexState, t: dict[str, Any]) -> None:
    owned = {c for p in state.players for c in p.team}
    for c in t["cards"]:
        if c not in owned:
            return_pokemon(state, c)
