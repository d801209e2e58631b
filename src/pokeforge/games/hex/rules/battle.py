"""Battles (rulebook §5 "Battle Guide", §6 "Gym Battle", §7 "League Battles"; duel events §5).

One engine runs every battle. Each side is a player seat or a Gym Leader. A duel is: both players
send Pokémon at the same time (secret commitments), then set an Item face down at the same time
(any item may be set as a bluff; only battle items count and every set item is discarded), then
roll. Total = power (with set, lock and token bonuses) + type advantages + trainer + item + d6
(+/-1 for a duel event's types). Highest wins; a Gym Leader does not roll and loses ties; the loser
of a duel may play a Potion to restart it without the items. Draws knock out both Pokémon.

A battle ends when a side has lost ``limit`` Pokémon (1 for gyms and duel events, 3 in the League),
or has none left to send; if both sides are out on a draw, each sends one more (the League's
"4th Pokémon" rule, repeated until a duel is won, re-using the team when nothing is left).
"""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from pokeforge.core import Commitments

from ..actions import Action
from .decks import discard_item
from .dice import roll_dice
from .flow import HOOKS, ask, decision, push, task
from .power import card_power, held, item_bonus, item_kind, obeying, trainer_bonus
from .react import mark_played, open_window, reaction, spent

if TYPE_CHECKING:
    from ..state import HexState


def new_side(
    seat: int | None = None, leader: str | None = None, elite: str | None = None
) -> dict[str, Any]:
    side: dict[str, Any] = {
        "seat": seat,
        "leader": leader,
        "active": [],
        "lost": [],
        "reuse": False,
    }
    if elite is not None:
        side["elite"] = elite
    return side


def start_battle(
    state: HexState,
    kind: str,
    sides: list[dict[str, Any]],
    then: dict[str, Any],
    limit: int = 1,
    mods: dict[str, list[str]] | None = None,
    dual: bool = False,
) -> None:
    """Open a battle; ``then`` is the task run at its end with ``winner`` (a seat, or ``None`` when
    a Gym Leader wins or nobody does) and ``loser`` added."""
    state.battle = {
        "kind": kind,
        "sides": sides,
        "stage": "send",
        "limit": limit,
        "extra": 0,
        "mods": mods or {"plus": [], "minus": []},
        "dual": dual,
        "then": then,
        "duels": [],
    }
    names = " vs ".join(side_name(state, s) for s in sides)
    state.say(
        "battle",
        f"Battle: {names}.",
        battle=kind,
        sides=[{"seat": s["seat"], "leader": s["leader"]} for s in sides],
    )


def side_name(state: HexState, side: dict[str, Any]) -> str:
    if side["seat"] is not None:
        return state.name(int(side["seat"]))
    if "elite" in side:
        return state.content.elite[side["elite"]].name
    return state.content.leaders[side["leader"]].name


def eligible(state: HexState, side: dict[str, Any]) -> list[str]:
    """Pokémon ``side`` may send: obeying (§6), not knocked out in this battle."""
    seat = int(side["seat"])
    lost = () if side["reuse"] else side["lost"]
    tiers, cards = obeying(state, seat), state.content.cards  # (obeys, once for the team)
    return [c for c in state.players[seat].team if c not in lost and cards[c].tier in tiers]


def _needs_send(state: HexState, b: dict[str, Any]) -> list[int]:
    return [int(s["seat"]) for s in b["sides"] if s["seat"] is not None and not s["active"]]


def battle_step(state: HexState) -> None:
    """Move the battle on until someone must decide, or it ends."""
    b = state.battle
    assert b is not None
    if b["stage"] == "send":
        for side in b["sides"]:
            if "elite" in side and not side["active"]:
                team = state.content.elite[side["elite"]].pokemon
                left = [c for c in team if c not in side["lost"]] or list(team)
                side["active"] = left[:1]
        for i, side in enumerate(b["sides"]):
            if side["seat"] is not None and not side["active"] and not eligible(state, side):
                if b["extra"] > 0 and not side["reuse"]:
                    side["reuse"] = True  # extra rounds may re-use the team
                    if eligible(state, side):
                        continue
                state.say("no_pokemon", f"{side_name(state, side)} has no Pokémon left to send.")
                _finish(state, 1 - i)
                return
        if state.commits is None:
            need = _needs_send(state, b)
            state.commits = Commitments(tuple(need)) if need else None
        c = state.commits
        if c is not None and not c.complete:
            ask(state, "send", list(c.pending), "choose your Pokémon (secretly)")
            return
        for side in b["sides"]:
            if side["seat"] is not None and not side["active"]:
                assert c is not None
                side["active"] = list(c.choices[int(side["seat"])])
        state.commits = None
        b["stage"] = "item"
        sent = "; ".join(
            f"{side_name(state, s)}: "
            + " + ".join(state.content.cards[c].name for c in s["active"])
            for s in b["sides"]
            if s["seat"] is not None
        )
        state.say(
            "send",
            f"Sent to battle: {sent}.",
            reveals=("the Pokémon chosen in secret",),
            active=[list(s["active"]) for s in b["sides"]],
        )
        return
    if b["stage"] == "item":
        if state.commits is None:
            seats = [int(s["seat"]) for s in b["sides"] if s["seat"] is not None]
            state.commits = Commitments(tuple(seats))
        if not state.commits.complete:
            ask(state, "item", list(state.commits.pending), "set an Item Card face down, or none")
            return
        _duel(state)


HOOKS["battle_step"] = battle_step


def _is_down(state: HexState, b: dict[str, Any], side: dict[str, Any]) -> bool:
    return bool(len(side["lost"]) >= b["limit"] + b["extra"])


def opposing_types(state: HexState, side: dict[str, Any]) -> tuple[str, ...]:
    if side["leader"] is not None:
        return state.content.leaders[side["leader"]].types
    out: list[str] = []
    for c in side["active"]:
        out.extend(state.content.cards[c].types)
    return tuple(out)


def side_total(
    state: HexState, b: dict[str, Any], i: int, items: list[str | None], die: int | None
) -> dict[str, Any]:
    """The total of side ``i`` with its set items and die, and its parts (§5 step 7)."""
    side, other = b["sides"][i], b["sides"][1 - i]
    cards = state.content.cards
    if "elite" in side:
        card = cards[side["active"][0]]
        adv = card.advantage(opposing_types(state, other))
        bonus = int(b.get("elite_bonus", 0))
        return {
            "power": card.power,
            "advantage": adv,
            "trainer": 0,
            "item": bonus,
            "duel": 0,
            "die": die or 0,
            "total": card.power + adv + bonus + (die or 0),
        }
    if side["seat"] is None:
        leader = state.content.leaders[side["leader"]]
        adv = sum(
            2 * sum(1 for t in cards[c].types if t in leader.strong_against)
            for c in other["active"]
        )
        return {
            "power": leader.power,
            "advantage": adv,
            "trainer": 0,
            "item": 0,
            "duel": 0,
            "die": 0,
            "total": leader.power + adv,
        }
    seat = int(side["seat"])
    opp = opposing_types(state, other)
    parts = {"power": 0, "advantage": 0, "trainer": 0, "item": 0, "duel": 0, "die": die or 0}
    for k, c in enumerate(side["active"]):
        card = cards[c]
        parts["power"] += card_power(state, seat, c)
        parts["advantage"] += card.advantage(opp)
        parts["trainer"] += trainer_bonus(state, seat, card)
        parts["item"] += item_bonus(state, items[k] if k < len(items) else None, card)
        if any(t in b["mods"]["plus"] for t in card.types):
            parts["duel"] += 1
        if any(t in b["mods"]["minus"] for t in card.types):
            parts["duel"] -= 1
    parts["total"] = sum(parts.values())
    return parts


def _duel(state: HexState) -> None:
    """Reveal the set items, roll, add up and decide one duel (§5 steps 5-9)."""
    b = state.battle
    assert b is not None
    commits = state.commits
    assert commits is not None
    state.commits = None
    items: list[list[str | None]] = []
    for side in b["sides"]:
        if side["seat"] is None:
            items.append([])
            continue
        seat = int(side["seat"])
        chosen = [None if x == "-" else x for x in commits.choices[seat]]
        items.append(chosen)
        for it in chosen:
            if it is not None and it in state.players[seat].hand:
                discard_item(state, seat, it)
    shown = "; ".join(
        f"{side_name(state, side)}: "
        + (" + ".join(state.content.items[item_kind(x)].name for x in its if x) or "none")
        for side, its in zip(b["sides"], items, strict=True)
        if side["seat"] is not None
    )
    state.say(
        "items_shown",
        f"The cards set face down are turned up: {shown}.",
        reveals=("the Items set face down",),
        # kinds, not copies: which copy of a Vitamin was set tells nothing a player could see
        items=[[item_kind(x) for x in its if x] for its in items],
    )
    b["items"] = items
    b["stage"] = "dice"
    owners: list[int | None] = []
    for side in b["sides"]:
        if side["seat"] is not None:
            owners.append(int(side["seat"]))
        elif "elite" in side:  # §7: Elite Trainers roll a die and a bonus power roll
            owners += [None, None]
    roll_dice(state, owners, "battle", {"t": "battle_dice"})


@task("battle_dice")
def _battle_dice(state: HexState, t: dict[str, Any]) -> None:
    """The dice of a duel are final (after any Time Travel): add up and decide it."""
    b = state.battle
    assert b is not None
    rolled = [int(d) for d in t["dice"]]
    items: list[list[str | None]] = b.pop("items")
    dice: list[int | None] = []
    for side in b["sides"]:
        if side["seat"] is not None:
            dice.append(rolled.pop(0))
        elif "elite" in side:
            dice.append(rolled.pop(0))
            table = state.content.elite[side["elite"]].bonus
            b["elite_bonus"] = table[rolled.pop(0) - 1]
        else:
            dice.append(None)  # §6: a Gym Leader does not roll
    totals = [side_total(state, b, i, items[i], dice[i]) for i in range(2)]
    t0, t1 = totals[0]["total"], totals[1]["total"]
    if b["sides"][1]["leader"] is not None:  # a Gym Leader: a draw goes to the player (§6)
        winner: int | None = 0 if t0 >= t1 else 1
    else:
        winner = 0 if t0 > t1 else 1 if t1 > t0 else None
    names = [side_name(state, s) for s in b["sides"]]
    item_names = [
        [state.content.items[item_kind(x)].name for x in its if x is not None] for its in items
    ]
    result = "a draw" if winner is None else f"{names[winner]} wins"
    sums = [_sum_text(state, b["sides"][i], totals[i], item_names[i]) for i in range(2)]
    state.say(
        "duel",
        f"{names[0]}: {sums[0]} vs {names[1]}: {sums[1]}: {result}.",
        totals=totals,
        dice=dice,
        items=item_names,
        winner=None if winner is None else b["sides"][winner]["seat"],
        active=[list(s["active"]) for s in b["sides"]],
    )
    b["duels"].append({"totals": [t0, t1], "winner": winner})
    loser = None if winner is None else 1 - winner
    if loser is not None and b["sides"][loser]["seat"] is not None:
        seat = int(b["sides"][loser]["seat"])
        # §8 Potion: the loser answers if they hold any Item Card (not only a Potion)
        text = "you lost the duel: play a Potion to restart it, or pass"
        b["stage"] = "potion"
        b["pending_winner"] = winner
        can = state.players[seat].hand and not spent(state, "potion")
        if open_window(state, "potion", [seat] if can else [], text, {}):
            return
        b["stage"] = "dice"
        b.pop("pending_winner")
    _resolve(state, winner)


def _sum_text(
    state: HexState, side: dict[str, Any], parts: dict[str, Any], items: list[str]
) -> str:
    """§5 step 7 in words: (die) + (power) + (type) + (item) + (trainer) = total; a Gym Leader
    has no die (§6), an Elite Trainer a bonus roll instead of an item (§7)."""
    cards = state.content.cards
    if side["leader"] is not None and "elite" not in side:
        power = f"power {parts['power']}"
    else:
        active = " + ".join(cards[c].name for c in side["active"])
        power = f"{active} {parts['power']}"
    bits = [power, f"type {parts['advantage']}"]
    if "elite" in side:
        bits.append(f"bonus roll {parts['item']}")
    elif side["seat"] is not None:
        item = " + ".join(items) if items else "no item"
        trainer = state.content.trainers[state.players[int(side["seat"])].trainer].name
        bits += [f"item {parts['item']} ({item})", f"trainer {parts['trainer']} ({trainer})"]
    if parts["duel"]:
        bits.append(f"duel {parts['duel']:+d}")
    if side["leader"] is None or "elite" in side:
        bits.insert(0, f"die {parts['die']}")
    return " + ".join(bits) + f" = {parts['total']}"


def _resolve(state: HexState, winner: int | None) -> None:
    b = state.battle
    assert b is not None
    if b["kind"] == "gym":
        _finish(state, winner)
        return
    for i, side in enumerate(b["sides"]):
        if winner is None or i != winner:
            side["lost"].extend(side["active"])
            side["active"] = []
    down = [_is_down(state, b, s) for s in b["sides"]]
    if down[0] and down[1]:
        b["extra"] += 1  # §7: both out on a draw: one more Pokémon each
        state.say("extra_round", "Both sides are out after a draw: each sends one more Pokémon.")
    elif down[0] or down[1]:
        _finish(state, 1 if down[0] else 0)
        return
    b["stage"] = "send"


def _finish(state: HexState, winner: int | None) -> None:
    b = state.battle
    assert b is not None
    state.battle = None
    seats = [s["seat"] for s in b["sides"]]
    w = None if winner is None else seats[winner]
    lo = None if winner is None else seats[1 - winner]
    push(state, {**b["then"], "winner": w, "loser": lo, "duels": b["duels"]})


# -- decisions --------------------------------------------------------------------------------
def _my_side(state: HexState, seat: int) -> dict[str, Any]:
    assert state.battle is not None
    return next(s for s in state.battle["sides"] if s["seat"] == seat)


def _legal_send(state: HexState, seat: int) -> list[Action]:
    b = state.battle
    assert b is not None
    options = eligible(state, _my_side(state, seat))
    if b["dual"] and len(options) >= 2:
        return Action.each("send", [f"{a}+{c}" for a, c in combinations(sorted(options), 2)])
    return Action.each("send", sorted(options))


@decision("send", _legal_send)
def _apply_send(state: HexState, seat: int, action: Action) -> None:
    assert state.commits is not None
    state.commits.commit(seat, action.arg.split("+"))
    state.pending = None
    state.say("committed", f"{state.name(seat)} has chosen.", seat=seat)


def _legal_item(state: HexState, seat: int) -> list[Action]:
    hand = sorted(set(state.players[seat].hand))
    n = len(_my_side(state, seat)["active"])
    if n == 1:
        return [_NO_ITEM, *Action.each("item", hand)]
    pairs = [
        f"{a}+{c}"
        for a in ["-", *hand]
        for c in ["-", *hand]
        if (a, c) != ("-", "-") and (a == "-" or a != c)
    ]
    return [_NO_ITEM, *Action.each("item", pairs)]


#: no Item set face down (made once: actions are values)
_NO_ITEM = Action("item", "none")


@decision("item", _legal_item)
def _apply_item(state: HexState, seat: int, action: Action) -> None:
    assert state.commits is not None
    n = len(_my_side(state, seat)["active"])
    chosen = ["-"] * n if action.arg == "none" else action.arg.split("+")
    state.commits.commit(seat, chosen)
    state.pending = None
    state.say("set_item", f"{state.name(seat)} has set a card face down (or none).", seat=seat)


def _potion(state: HexState, seat: int) -> str | None:
    return held(state.players[seat].hand, "potion")


def _legal_potion(state: HexState, seat: int, t: dict[str, Any]) -> list[Action]:
    return [_POTION] if _potion(state, seat) is not None else []


_POTION = Action("potion")  # (made once: actions are values)


@reaction("potion", _legal_potion)
def _resolve_potion(state: HexState, played: list[tuple[int, Action]], t: dict[str, Any]) -> None:
    b = state.battle
    assert b is not None
    b["stage"] = "item"
    potion = _potion(state, played[0][0]) if played else None
    if potion is None:
        _resolve(state, b.pop("pending_winner"))
        return
    seat = played[0][0]
    discard_item(state, seat, potion)
    mark_played(state, "potion")
    state.say("potion", f"{state.name(seat)} plays a Potion: the duel restarts.", seat=seat)
    b.pop("pending_winner", None)
