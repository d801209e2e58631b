"""Event and Super Event effects (rulebook §9 "Event Guide", §10 "Super Event Guide"), city
effects (§3 pioneer / first visit), and the Poké Doll reaction window (§8).

Every effect is a handler named by the ``do`` field of the content data. A handler runs as a task
``{"t": "effect", "seat": S, "effect": {...}}``; when it needs a choice it asks ``choose`` with a
list of options and is run again with ``"choice"`` set.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..actions import Action
from ..content import EVENT_EFFECTS
from .battle import new_side, start_battle
from .capture import gain, pile_choice, reveal, take_from_board
from .decks import discard_item, draw, draw_items, draw_pokemon, new_trainer, return_pokemon
from .flow import ask, decision, push, task
from .power import held, obeys, strongest
from .react import mark_played, open_window, reaction, spent, with_items

if TYPE_CHECKING:
    from ..state import HexState

Handler = Callable[["HexState", int, dict[str, Any], dict[str, Any]], None]
HANDLERS: dict[str, Handler] = {}


def handler(name: str) -> Callable[[Handler], Handler]:
    if name not in EVENT_EFFECTS:
        raise KeyError(f"effect {name!r} is not declared in content.EVENT_EFFECTS")

    def deco(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn

    return deco


@task("effect")
def run_effect(state: HexState, t: dict[str, Any]) -> None:
    eff = t["effect"]
    HANDLERS[eff["do"]](state, int(t["seat"]), eff, t)


def effect_tasks(
    seat: int, effects: list[dict[str, Any]] | tuple[dict[str, Any], ...], source: str = ""
) -> list[dict[str, Any]]:
    return [{"t": "effect", "seat": seat, "effect": dict(e), "source": source} for e in effects]


def choose(
    state: HexState, seat: int, t: dict[str, Any], options: list[str], text: str, about: str = ""
) -> None:
    """Ask ``seat`` to pick one of ``options``; the task ``t`` runs again with the choice.
    ``about`` says what the options name when they are numbers: ``"space"`` or ``"seat"``."""
    ask(state, "choose", [seat], text, options=options, resume=t, about=about)


def _legal_choose(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    return Action.each("choose", state.pending["options"])


@decision("choose", _legal_choose)
def _apply_choose(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    resume = state.pending["resume"]
    state.pending = None
    push(state, {**resume, "choice": action.arg})


def opponents(state: HexState, seat: int) -> list[int]:
    return [s for s in range(state.num_seats) if s != seat]


# -- the Poké Doll reaction window (§8) ---------------------------------------------------------
def hostile(state: HexState, actor: int, target: int, then: dict[str, Any]) -> None:
    """Run ``then`` unless ``target`` blocks it with a Poké Doll (which ``actor`` may block with a
    Poké Doll of their own, and so on)."""
    push(state, guarded(actor, target, then))


def guarded(actor: int, target: int, then: dict[str, Any]) -> dict[str, Any]:
    """The task of :func:`hostile`, to queue with others in order."""
    return {"t": "doll", "actor": actor, "target": target, "blocks": 0, "then": then}


def _doll(state: HexState, seat: int) -> str | None:
    return held(state.players[seat].hand, "poke-doll")


@task("doll")
def doll_window(state: HexState, t: dict[str, Any]) -> None:
    """Even number of blocks so far: the target may block; odd: the actor may block the block.
    The player who may block answers if they hold any Item Card (not only a Poké Doll)."""
    blocks = int(t["blocks"])
    who = int(t["target"]) if blocks % 2 == 0 else int(t["actor"])
    if who >= 0 and state.players[who].hand and not spent(state, "poke-doll"):
        if blocks % 2 == 0:
            text = f"{state.name(int(t['actor']))} acts on you: block it with a Poké Doll, or pass"
        else:
            text = (f"{state.name(int(t['target']))} blocks your effect with a Poké Doll: block "
                    "that with one of yours, or pass")  # fmt: skip
        if open_window(state, "poke_doll", [who], text, t):
            return
    _unblocked(state, t)


def _unblocked(state: HexState, t: dict[str, Any]) -> None:
    if t["blocks"] % 2 == 0:
        push(state, t["then"])
    else:
        _blocked(state, t)


def _blocked(state: HexState, t: dict[str, Any]) -> None:
    state.say("blocked", f"{state.name(int(t['target']))} blocks the effect with a Poké Doll.")
    if t.get("otherwise"):
        push(state, t["otherwise"])


def _legal_doll(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return [_BLOCK] if _doll(state, seat) is not None else []


@reaction("poke_doll", _legal_doll)
def _resolve_doll(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    doll = _doll(state, played[0][0]) if played else None
    if doll is None:
        _unblocked(state, t)
        return
    seat = played[0][0]
    discard_item(state, seat, doll)
    mark_played(state, "poke-doll")
    state.say("poke_doll", f"{state.name(seat)} plays a Poké Doll.", seat=seat)
    push(state, {**t, "blocks": t["blocks"] + 1})


# -- events ---------------------------------------------------------------------------------
@task("draw_event")
def draw_event(state: HexState, t: dict[str, Any]) -> None:
    """§9/§10: draw an Event (or Super Event) card and activate it."""
    deck = "supers" if t.get("super") else "events"
    card = draw(state, deck)
    if card is None:
        return
    ev = (state.content.super_events if t.get("super") else state.content.events)[
        card.rpartition(".")[0]
    ]
    seat = int(t["seat"])
    state.say(
        "event",
        f"{state.name(seat)} draws {'Super Event' if ev.super else 'Event'}: {ev.name} ({ev.text})",
        seat=seat,
        card=ev.id,
        reveals=(f"the top card of the {deck} deck",),
    )
    push(state, {"t": "event_window", "seat": seat, "deck": deck, "card": card})


def _holder(state: HexState, seat: int, kind: str) -> str | None:
    return held(state.players[seat].hand, kind)


def _event_of(state: HexState, card: str) -> Any:
    eid = card.rpartition(".")[0]
    return state.content.events.get(eid) or state.content.super_events[eid]


@task("event_window")
def event_window(state: HexState, t: dict[str, Any]) -> None:
    """§8 Poké Flute: whenever an Event is activated, a holder may cancel it and have another
    drawn (a Poké Doll of the drawer blocks that). Every player with an Item Card in hand
    answers; Flutes are played in seat order from the drawer, the first one not blocked cancels
    the Event. Then the Event activates, and §8 Exp. Share holders may copy its effects."""
    seat = int(t["seat"])
    name = _event_of(state, t["card"]).name
    text = f"{name} is activated: play a Poké Flute to cancel it, or pass"
    seats = [] if spent(state, "poke-flute") else with_items(state, seat)
    if not open_window(state, "poke_flute", seats, text, t):
        _activate(state, t)


def _activate(state: HexState, t: dict[str, Any]) -> None:
    seat = int(t["seat"])
    ev = _event_of(state, t["card"])
    push(
        state,
        *effect_tasks(seat, ev.effects, ev.id),
        {"t": "discard_event", "deck": t["deck"], "card": t["card"]},
        {"t": "share_window", "seat": seat, "card": t["card"], "bribed": bool(t.get("handed"))},
    )


def _flute(state: HexState, seat: int) -> str | None:
    return _holder(state, seat, "poke-flute")


def _legal_flute(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return [_USE] if _flute(state, seat) is not None else []


@reaction("poke_flute", _legal_flute)
def _resolve_flute(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    _next_flute(state, t, [s for s, _ in played])


@task("flute_next")
def _flute_next(state: HexState, t: dict[str, Any]) -> None:
    _next_flute(state, t["event"], t["queue"])


def _next_flute(state: HexState, t: dict[str, Any], queue: list[int]) -> None:
    while queue:
        seat, queue = queue[0], queue[1:]
        flute = _flute(state, seat)
        if flute is None:
            continue
        discard_item(state, seat, flute)
        mark_played(state, "poke-flute")
        state.say("poke_flute", f"{state.name(seat)} plays a Poké Flute.", seat=seat)
        redraw = {"t": "flute_redraw", "event": t}
        if seat == int(t["seat"]):
            push(state, redraw)
        else:
            keep = {"t": "flute_next", "event": t, "queue": queue}
            push(state, {"t": "doll", "actor": seat, "target": int(t["seat"]), "blocks": 0,
                         "then": redraw, "otherwise": keep})  # fmt: skip
        return
    _activate(state, t)


@task("flute_redraw")
def _flute_redraw(state: HexState, t: dict[str, Any]) -> None:
    ev = t["event"]
    state.discards[ev["deck"]].append(ev["card"])
    state.say("event_cancelled", f"{_event_of(state, ev['card']).name} is cancelled.")
    push(state, {"t": "draw_event", "seat": ev["seat"], "super": ev["deck"] == "supers"})


@task("share_window")
def share_window(state: HexState, t: dict[str, Any]) -> None:
    """After an Event: §9 Rocket Bribe owners copy it; then §8 Exp. Share holders and §11 May may
    copy it too (May by discarding her Trainer card). The other players with an Item Card in hand
    or a May answer; the copies are played in seat order after the drawer."""
    seat, n = int(t["seat"]), state.num_seats
    if not t.get("bribed"):
        from .operations import bribe_copies

        ev = _event_of(state, t["card"])
        push(state, *bribe_copies(state, seat, ev.effects, ev.id), {**t, "bribed": True})
        return
    order = [(seat + k) % n for k in range(1, n)]
    shares = not spent(state, "exp-share")
    seats = [s for s in order if (shares and state.players[s].hand) or _may(state, s)]
    text = f"copy {_event_of(state, t['card']).name} (Exp. Share, or May's Trainer card), or pass"
    open_window(state, "exp_share", seats, text, t)


def _may(state: HexState, seat: int) -> bool:
    return bool(state.content.trainers[state.players[seat].trainer].ability("copy_event"))


def _share_options(state: HexState, seat: int) -> list[Action]:
    out = []
    if _holder(state, seat, "exp-share") is not None:
        out.append(_USE)
    if _may(state, seat):
        out.append(_MAY)
    return out


#: the reactions without an argument (made once: actions are values)
_USE, _MAY, _BLOCK = Action("use"), Action("may"), Action("block")


def _legal_share(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return _share_options(state, seat)


@reaction("exp_share", _legal_share)
def _resolve_share(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    push(state, *({"t": "share_play", "seat": s, "verb": a.verb, "card": t["card"]}
                  for s, a in played))  # fmt: skip


@task("share_play")
def _share_play(state: HexState, t: dict[str, Any]) -> None:
    """One copy, in its turn: played only if its card is still there (an earlier copy may have
    taken it)."""
    seat = int(t["seat"])
    ev = _event_of(state, t["card"])
    if t["verb"] == "may":
        if not _may(state, seat):
            return
        state.say("may", f"{state.name(seat)} discards May to copy {ev.name}.", seat=seat)
        new_trainer(state, seat)
    else:
        share = _holder(state, seat, "exp-share")
        if share is None:
            return
        discard_item(state, seat, share)
        mark_played(state, "exp-share")
        state.say("exp_share", f"{state.name(seat)} copies {ev.name} with an Exp. Share.",
                  seat=seat)  # fmt: skip
    push(state, *effect_tasks(seat, ev.effects, ev.id))


@task("discard_event")
def _discard_event(state: HexState, t: dict[str, Any]) -> None:
    ev_id = t["card"].rpartition(".")[0]
    ev = state.content.events.get(ev_id) or state.content.super_events[ev_id]
    if not ev.remove_after_use:
        state.discards[t["deck"]].append(t["card"])


@handler("draw_items")
def _draw_items(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    draw_items(state, seat, int(eff["count"]))


@handler("gain_pokemon")
def _gain_pokemon(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Pokémon Egg/Fossil, Chairman Rose, GS Ball (+1 token); §10 Old Amber, Egg Incubators."""
    for _ in range(int(eff["count"])):
        card = draw_pokemon(state, eff["tier"])
        if card is None:
            return
        gain(state, seat, card, "gets", hidden=True)
        if eff.get("bonus"):
            p = state.players[seat]
            p.bonus[card] = p.bonus.get(card, 0) + int(eff["bonus"])


@handler("gain_choose")
def _gain_choose(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    pile_choice(state, seat, eff["tier"], int(eff["reveal"]), int(eff["keep"]), capture=False)


@handler("capture_from_pile")
def _capture_from_pile(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    pile_choice(state, seat, eff["tier"], int(eff["reveal"]), 1, capture=True)


@handler("duel")
def _duel(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§5 Duel events: battle an opponent you choose; listed types get +1 / -1; prize to the
    winner."""
    if "choice" not in t:
        opts = [str(s) for s in opponents(state, seat) if _can_battle(state, s)]
        if not opts or not _can_battle(state, seat):
            return
        choose(state, seat, t, opts, "choose the opponent for the duel", about="seat")
        return
    opp = int(t["choice"])
    # §8: the forced battle is a direct effect on the chosen opponent, so a Poké Doll blocks it
    hostile(state, seat, opp, {"t": "duel_start", "seat": seat, "opp": opp, "effect": eff})


@task("duel_start")
def _duel_start(state: HexState, t: dict[str, Any]) -> None:
    seat, opp, eff = int(t["seat"]), int(t["opp"]), t["effect"]
    start_battle(
        state,
        "duel",
        [new_side(seat), new_side(opp)],
        {"t": "duel_result", "prize": eff["prize"]},
        limit=1,
        mods={"plus": list(eff["plus"]), "minus": list(eff["minus"])},
    )


def _can_battle(state: HexState, seat: int) -> bool:
    return any(obeys(state, seat, c) for c in state.players[seat].team)


@task("duel_result")
def _duel_result(state: HexState, t: dict[str, Any]) -> None:
    if t["winner"] is None:
        state.say("duel_draw", "The duel ends without a winner.")
        return
    w = int(t["winner"])
    state.say("duel_won", f"{state.name(w)} wins the duel.", seat=w)
    push(state, *effect_tasks(w, t["prize"], "duel"))


def tradeable(state: HexState, seat: int) -> list[str]:
    """§6: locked families cannot be traded."""
    p = state.players[seat]
    if not p.locked:  # (no family locked: the whole team, without a look-up per card)
        return list(p.team)
    cards = state.content.cards
    return [c for c in p.team if cards[c].family not in p.locked]


@handler("trade")
def _trade(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Trade: a forced 1-for-1 trade of two Pokémon of the same colour."""
    if "choice" not in t:
        cards = state.content.cards
        mine = tradeable(state, seat)
        opts = [
            f"{a}>{o}:{b}"
            for o in opponents(state, seat)
            for b in tradeable(state, o)
            for a in mine
            if cards[a].tier == cards[b].tier
        ]
        if opts:
            choose(state, seat, t, [*sorted(opts), "none"], "choose a forced trade")
        return
    if t["choice"] == "none":
        return
    a, _, rest = t["choice"].partition(">")
    o, _, b = rest.partition(":")
    hostile(state, seat, int(o), {"t": "do_trade", "a": seat, "b": int(o), "ca": a, "cb": b})


@task("do_trade")
def _do_trade(state: HexState, t: dict[str, Any]) -> None:
    a, b, ca, cb = int(t["a"]), int(t["b"]), t["ca"], t["cb"]
    pa, pb = state.players[a], state.players[b]
    if ca not in pa.team or cb not in pb.team:
        return
    pa.team[pa.team.index(ca)] = cb
    pb.team[pb.team.index(cb)] = ca
    # §9 GS Ball: a permanent token is on the card, so it goes with it
    token_a, token_b = pa.bonus.pop(ca, 0), pb.bonus.pop(cb, 0)
    if token_a:
        pb.bonus[ca] = token_a
    if token_b:
        pa.bonus[cb] = token_b
    cards = state.content.cards
    state.say(
        "trade",
        f"{state.name(a)} trades {cards[ca].name} for {state.name(b)}'s {cards[cb].name}.",
        a=a,
        b=b,
        cards=[ca, cb],
    )


@handler("everyone_redraw_items")
def _team_aqua(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Team Aqua Strikes: everyone discards their Items and draws as many."""
    for s in range(state.num_seats):
        then = {"t": "redraw_items", "seat": s}
        if s == seat:
            push(state, then)
        else:
            hostile(state, seat, s, then)


@task("redraw_items")
def _redraw(state: HexState, t: dict[str, Any]) -> None:
    s = int(t["seat"])
    hand = list(state.players[s].hand)
    for i in hand:
        discard_item(state, s, i)
    draw_items(state, s, len(hand))


@handler("everyone_new_trainer")
def _team_magma(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Team Magma Strikes: everyone discards their Trainer and draws another."""
    for s in range(state.num_seats):
        then = {"t": "swap_trainer_card", "seat": s}
        if s == seat:
            push(state, then)
        else:
            hostile(state, seat, s, then)


@task("swap_trainer_card")
def _new_trainer(state: HexState, t: dict[str, Any]) -> None:
    new_trainer(state, int(t["seat"]))


@handler("rocket_strikes")
def _rocket_strikes(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Team Rocket Strikes: everyone draws an Item, then steals a random Item from the player
    to their right (the next seat)."""
    draws = [
        {"t": "effect", "seat": s, "effect": {"do": "draw_items", "count": 1}}
        for s in range(state.num_seats)
    ]
    n = state.num_seats
    # §8: a Poké Doll blocks the theft from its holder (and a Doll of the thief blocks that)
    guards = [
        guarded(s, (s + 1) % n, {"t": "rocket_allow", "victim": (s + 1) % n}) for s in range(n)
    ]
    push(state, *draws, {"t": "rocket_open"}, *guards, {"t": "rocket_steal"})


@task("rocket_open")
def _rocket_open(state: HexState, t: dict[str, Any]) -> None:
    state.flags["rocket_victims"] = []


@task("rocket_allow")
def _rocket_allow(state: HexState, t: dict[str, Any]) -> None:
    state.flags["rocket_victims"].append(int(t["victim"]))


@task("rocket_steal")
def _rocket_steal(state: HexState, t: dict[str, Any]) -> None:
    """All at once: each player not protected by a Doll loses a random Item to the player whose
    right they sit on (the previous seat)."""
    n = state.num_seats
    victims = state.flags.pop("rocket_victims", [])
    hands = [list(p.hand) for p in state.players]
    stolen = []
    for s in range(n):
        right = (s + 1) % n
        ok = right in victims and hands[right]
        stolen.append(state.rng.choice(hands[right]) if ok else None)
    for s in range(n):
        card = stolen[s]
        if card is not None:
            state.players[(s + 1) % n].hand.remove(card)
            state.forget(f"hand {(s + 1) % n}", card)
            state.players[s].hand.append(card)
            state.learn(f"hand {s}", (s + 1) % n, card)  # the victim sees what it lost
    state.say("rocket_strikes", "Everyone steals a random Item from the player to their right.")


@handler("imposter_oak")
def _imposter_oak(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Imposter Oak: you and a chosen opponent discard all Items and draw 2."""
    if "choice" not in t:
        choose(
            state,
            seat,
            t,
            [str(s) for s in opponents(state, seat)],
            "choose an opponent",
            about="seat",
        )
        return
    opp = int(t["choice"])
    hostile(state, seat, opp, {"t": "imposter_oak_do", "a": seat, "b": opp})


@task("imposter_oak_do")
def _imposter_do(state: HexState, t: dict[str, Any]) -> None:
    for s in (int(t["a"]), int(t["b"])):
        for i in list(state.players[s].hand):
            discard_item(state, s, i)
        draw_items(state, s, 2)


@handler("swap_trainers")
def _poke_fans(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Poké Fans: swap Trainer cards with an opponent, then both draw 2 Items (nothing if
    blocked)."""
    if "choice" not in t:
        choose(
            state,
            seat,
            t,
            [str(s) for s in opponents(state, seat)],
            "choose an opponent",
            about="seat",
        )
        return
    opp = int(t["choice"])
    hostile(
        state, seat, opp, {"t": "swap_trainers_do", "a": seat, "b": opp, "draw": int(eff["draw"])}
    )


@task("swap_trainers_do")
def _swap_do(state: HexState, t: dict[str, Any]) -> None:
    a, b = state.players[int(t["a"])], state.players[int(t["b"])]
    a.trainer, b.trainer = b.trainer, a.trainer
    state.say(
        "swap_trainers",
        f"{state.name(int(t['a']))} and {state.name(int(t['b']))} swap Trainer cards.",
    )
    for s in (int(t["a"]), int(t["b"])):
        draw_items(state, s, int(t["draw"]))


def ranked(state: HexState, seat: int, key: Callable[[int], float]) -> list[int]:
    """Seats by ``key`` (highest first); ties go in seat order starting from ``seat`` (League
    seeding, where the rulebook names nobody to break a tie: the documented choice; Events let
    their drawer choose, :func:`tied_pick`)."""
    n = state.num_seats
    order = [(seat + k) % n for k in range(n)]
    return sorted(order, key=lambda s: -key(s))


def tied_pick(
    state: HexState, seat: int, t: dict[str, Any], tied: list[int], text: str
) -> int | None:
    """§9: when several players meet an Event's condition, the drawer chooses who is affected.
    Returns the one player meeting it, or the drawer's choice; ``None`` while the choice is
    asked (the handler runs again with ``"choice"`` set)."""
    if len(tied) == 1:
        return tied[0]
    if "choice" in t:
        return int(t["choice"])
    choose(state, seat, t, [str(x) for x in sorted(tied)], text, about="seat")
    return None


@handler("pokemaniac")
def _pokemaniac(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Pokémaniac: the top three by captures get a Blue, a Green and a Pink Pokémon; on a tie
    the drawer "will decide on who gets what"."""
    counts = t.get("counts") or {str(s): state.players[s].captures for s in range(state.num_seats)}
    given: list[int] = list(t.get("given", []))
    choice = t.get("choice")
    base = {k: v for k, v in t.items() if k not in ("choice", "counts", "given")}
    tiers = ("blue", "green", "pink")
    while len(given) < min(len(tiers), state.num_seats):
        left = [s for s in range(state.num_seats) if s not in given]
        top = max(counts[str(s)] for s in left)
        tied = [s for s in left if counts[str(s)] == top]
        tier = tiers[len(given)]
        if len(tied) == 1:
            pick = tied[0]
        elif choice is not None:
            pick, choice = int(choice), None
        else:
            resume = {**base, "counts": counts, "given": given}
            choose(state, seat, resume, [str(x) for x in tied],
                   f"Pokémaniac: who gets the {tier.title()} Pokémon?", about="seat")  # fmt: skip
            return
        given.append(pick)
        card = draw_pokemon(state, tier)
        if card is not None:
            gain(state, pick, card, "gets", hidden=True)


@handler("day_care")
def _day_care(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Day Care: the owner of the weakest strongest Pokémon gets a free Pokémon of the
    colour of the space (on a tie, the drawer chooses who)."""
    power = {s: strongest(state, s) for s in range(state.num_seats)}
    tied = [s for s in power if power[s] == min(power.values())]
    low = tied_pick(state, seat, t, tied, "Day Care: who gets the Pokémon?")
    if low is None:
        return
    card = draw_pokemon(state, space_colour(state, state.players[seat].pos))
    if card is not None:
        gain(state, low, card, "gets", hidden=True)


def space_colour(state: HexState, space: int) -> str:
    """A Pokémon space's colour; any other space takes its hexagon's colour (start pink, tiers
    1-3 green/blue/red, the League red: a documented choice)."""
    sp = state.board.spaces[space]
    if sp.kind == "pokemon":
        return sp.arg
    return ("pink", "green", "blue", "red", "red")[sp.tier]


@handler("fewest_items_draw")
def _birch(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Professor Birch: the player with the fewest Items draws (on a tie, the drawer
    chooses who)."""
    n = {s: len(state.players[s].hand) for s in range(state.num_seats)}
    tied = [s for s in n if n[s] == min(n.values())]
    low = tied_pick(state, seat, t, tied, "Professor Birch: who draws?")
    if low is not None:
        draw_items(state, low, int(eff["count"]))


@handler("heavy_storm")
def _heavy_storm(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Heavy Storm: the hexagon's Pokémon go back to the piles; refill it face up."""
    slot = state.board.spaces[state.players[seat].pos].slot
    spaces = [s for s in state.board.tile_spaces(slot) if state.card_at(s) is not None]
    for s in spaces:
        return_pokemon(state, state.slots.pop(str(s)))
        if s in state.revealed:
            state.revealed.remove(s)
        if s in state.weakened:
            state.weakened.remove(s)
    for s in spaces:
        card = draw_pokemon(state, state.board.spaces[s].arg)
        if card is not None:
            state.slots[str(s)] = card
            reveal(state, s)
    # §8 Repel answers Pokémon revealed on the board: one window for the whole refill
    push(state, {"t": "repel_window", "seat": seat, "spaces": spaces})


@handler("capture_face_up")
def _regional_map(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Regional Map: try to capture any face-up Pokémon on the board; the try is a capture
    like any other, so a ball may be announced before the roll (§4 step 3)."""
    if "choice" not in t:
        opts = [str(s) for s in sorted(state.revealed) if state.card_at(s) is not None]
        if opts:
            choose(
                state, seat, t, opts, "choose a face-up Pokémon to try to capture", about="space"
            )
        return
    push(state, {"t": "capture_ask", "seat": seat, "space": int(t["choice"])})


#: the colours Delibird's Gift may give on the Indigo Plateau (§9: any colour but Yellow)
PLATEAU_COLOURS = ("pink", "green", "blue", "red")


@handler("gain_space_colour")
def _delibird(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Delibird's Gift: a free Pokémon of the space's colour (a city: its hexagon's colour;
    the Indigo Plateau: any colour but Yellow, the player's choice). The player picks one of the
    revealed Pokémon of that colour on the board, or takes a random face-down one (when the
    board has none face down, the next of the pile)."""
    pos = state.players[seat].pos
    colour = t.get("colour")
    if colour is None:
        if pos != state.board.plateau:
            colour = space_colour(state, pos)
        elif "choice" not in t:
            choose(state, seat, t, list(PLATEAU_COLOURS), "Delibird's Gift: which colour?")
            return
        else:
            colour = str(t["choice"])
        t = {k: v for k, v in t.items() if k != "choice"} | {"colour": colour}
    up = [sp for sp in sorted(state.revealed) if _colour_on(state, sp) == colour]
    down = [int(k) for k in sorted(state.slots, key=int) if int(k) not in state.revealed
            and _colour_on(state, int(k)) == colour]  # fmt: skip
    if "choice" not in t:
        opts = [str(sp) for sp in up]
        if down or state.piles.get(colour):
            opts.append("face-down")
        if opts:
            choose(state, seat, t, opts, f"Delibird's Gift: a revealed {colour} Pokémon, "
                   "or a random face-down one?", about="space")  # fmt: skip
        return
    if t["choice"] != "face-down":
        take_from_board(state, seat, int(t["choice"]), "gets")
    elif down:
        take_from_board(state, seat, state.rng.choice(down), "gets")
    else:
        card = draw_pokemon(state, colour)
        if card is not None:
            gain(state, seat, card, "gets", hidden=True)


def _colour_on(state: HexState, space: int) -> str | None:
    card = state.card_at(space)
    return None if card is None else state.content.cards[card].tier


@handler("skip_turns")
def _skip(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """Skip your next turn(s) (§9 Blocked Route; a Poké Doll may block it)."""
    then = {"t": "add_skip", "seat": seat, "count": int(eff["count"])}
    push(state, {"t": "doll", "actor": -1, "target": seat, "blocks": 0, "then": then})


@task("add_skip")
def _add_skip(state: HexState, t: dict[str, Any]) -> None:
    s = int(t["seat"])
    state.players[s].skip += int(t["count"])
    state.say("skip_next", f"{state.name(s)} will skip {t['count']} turn(s).", seat=s)


@handler("opponent_skips")
def _galactic(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§10 Galactic Operation: one opponent skips two turns, or two opponents skip one."""
    if "choice" not in t:
        opp = opponents(state, seat)
        opts = [str(o) for o in opp] + [f"{a}+{b}" for a in opp for b in opp if a < b]
        choose(
            state,
            seat,
            t,
            opts,
            "who skips (one opponent 2 turns, or two opponents 1)",
            about="seat",
        )
        return
    targets = [int(x) for x in t["choice"].split("+")]
    n = int(eff["count"]) if len(targets) == 1 else 1
    for o in targets:
        hostile(state, seat, o, {"t": "add_skip", "seat": o, "count": n})


@handler("prepare_for_trouble")
def _prepare(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Prepare for Trouble (continuous): everyone else moves only 1 space."""
    state.continuous.append(
        {
            "kind": "prepare_for_trouble",
            "name": "Prepare for Trouble",
            "owner": seat,
            "rounds": int(eff["turns"]),
        }
    )


@handler("national_park")
def _national_park(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 National Park (continuous): most captures while it lasts wins a random Red Pokémon, the
    second 3 Items, the third 1 Item; ties by the power of the captured Pokémon."""
    state.continuous.append({"kind": "national_park", "name": "National Park", "owner": seat,
                             "rounds": int(eff["turns"]), "captures": {}, "power": {}})  # fmt: skip


@task("national_park_end")
def _national_park_end(state: HexState, t: dict[str, Any]) -> None:
    park = t["park"]
    caught = [int(s) for s, n in park["captures"].items() if n > 0]
    order = sorted(caught, key=lambda s: (-park["captures"][str(s)], -park["power"][str(s)], s))
    prizes: list[dict[str, Any]] = [
        {"do": "gain_pokemon", "tier": "red", "count": 1},
        {"do": "draw_items", "count": 3},
        {"do": "draw_items", "count": 1},
    ]
    for s, prize in zip(order, prizes, strict=False):
        push(state, *effect_tasks(s, [prize], "national_park"))


@handler("name_type_colour")
def _kimono(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Kimono Sisters / §10 Oak's Research: name a type and a colour no higher than your
    space's; the next Pokémon of that type in that colour's pile is yours."""
    from ..content import TIER_RANK

    if "choice" not in t:
        top = TIER_RANK[space_colour(state, state.players[seat].pos)]
        if eff.get("any_colour"):
            top = TIER_RANK["red"]
        # every type a card of the colour has (the content is public), not only those in the
        # pile: what the pile holds is hidden (decision 42)
        opts = sorted({f"{ty}@{c.tier}" for c in state.content.cards.values()
                       if c.tier in state.piles and c.tier != "yellow"
                       and TIER_RANK[c.tier] <= top for ty in c.types})  # fmt: skip
        if opts:
            choose(state, seat, t, opts, "name a type and a colour")
        return
    ty, _, tier = str(t["choice"]).partition("@")
    pile = state.piles[tier]
    state.say("search", f"{state.name(seat)} looks through the {tier} pile for a {ty} Pokémon.",
              seat=seat, reveals=(f"the {tier} pile",))  # fmt: skip
    for i in range(len(pile) - 1, -1, -1):
        if ty in state.content.cards[pile[i]].types:
            gain(state, seat, pile.pop(i), "gets", hidden=True)
            return
    state.say("nothing", f"There is no {ty} Pokémon in the {tier} pile.")


@handler("assign_events")
def _jirachi(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Jirachi's Wish / §10 Arceus' Wish: draw Events (Super Events) and give each to a
    different player (yourself allowed); each activates it."""
    deck = "supers" if eff.get("super") else "events"
    if "cards" not in t:
        # §9: all of them are drawn; with fewer players than cards the drawer leaves some out
        n = int(eff["count"])
        cards = [c for c in (draw(state, deck) for _ in range(n)) if c is not None]
        if not cards:
            return
        names = ", ".join(_event_of(state, c).name for c in cards)
        state.say("wish", f"{state.name(seat)} draws {names} to hand out.", cards=cards,
                  reveals=("the top cards of the Event deck",))  # fmt: skip
        t = {**t, "cards": cards, "given": {}}
    if "choice" in t:
        target = -1 if t["choice"] == "none" else int(t["choice"])
        t = {**t, "given": {**t["given"], t["cards"][len(t["given"])]: target}}
        t.pop("choice")
    if len(t["given"]) < len(t["cards"]):
        card = t["cards"][len(t["given"])]
        taken = set(t["given"].values())
        opts = [str(s) for s in range(state.num_seats) if s not in taken]
        if len(t["cards"]) - len(t["given"]) > len(opts):
            opts.append("none")  # "nobody can activate more than 1 Event through this card"
        choose(state, seat, t, opts, f"who activates {_event_of(state, card).name}?", about="seat")
        return
    tasks: list[dict[str, Any]] = []
    for card, target in t["given"].items():
        if target < 0:
            state.discards[deck].append(card)
            state.say("wish_unused", f"Nobody activates {_event_of(state, card).name}.",
                      card=card)  # fmt: skip
            continue
        ev = _event_of(state, card)
        state.say(
            "event",
            f"{state.name(target)} activates {ev.name} ({ev.text})",
            seat=target,
            card=ev.id,
        )
        # §8: each is activated like a drawn Event (Poké Flute, Exp. Share and May answer it);
        # Rocket Bribe copies only Events drawn from the deck (decision 26)
        tasks.append(
            {
                "t": "event_window",
                "seat": target,
                "deck": deck,
                "card": card,
                "handed": True,
            }
        )
    push(state, *tasks)


@handler("gain_from_hexagon")
def _blocked_route(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """§9 Blocked Route: take a Blue-or-weaker Pokémon of your hexagon for free (face up or
    down); if there is none, try to capture any Pokémon there."""
    from ..content import TIER_RANK

    slot = state.board.spaces[state.players[seat].pos].slot
    here = [sp for sp in state.board.tile_spaces(slot) if state.card_at(sp) is not None]
    cards = state.content.cards
    free = [sp for sp in here if TIER_RANK[cards[state.slots[str(sp)]].tier] <= TIER_RANK["blue"]]
    if "choice" not in t:
        opts = [str(sp) for sp in (free or here)]
        if opts:
            choose(state, seat, t, opts, "take (or try to capture) which Pokémon?", about="space")
        return
    space = int(t["choice"])
    if not free:  # §4: revealed first (a Repel may answer), then a ball may be announced
        push(state, {"t": "capture_offer", "seat": seat, "space": space})
        return
    take_from_board(state, seat, space, "gets")


@handler("extra_turn")
def _extra(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    state.players[seat].extra_turns += 1


@handler("swap_item_for_event")
def _swap_item(state: HexState, seat: int, eff: dict[str, Any], t: dict[str, Any]) -> None:
    """City first visit: you may discard an Item Card and draw an Event Card."""
    if "choice" not in t:
        hand = sorted(set(state.players[seat].hand))
        if hand:
            choose(state, seat, t, ["no", *hand], "discard an Item to draw an Event?")
        return
    if t["choice"] != "no":
        discard_item(state, seat, t["choice"])
        push(state, {"t": "draw_event", "seat": seat})
