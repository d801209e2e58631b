"""Attacking (rulebook: "Attack"): the attack's Energy cost and conditions, Confusion's coin,
the effects, then the damage to the Defending Pokémon; an attack ends the turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import seat_name

from . import board, effects, layers
from .constants import CONFUSION_DAMAGE
from .damage import attack_damage, weakness_and_resistance
from .powers import strike_back, transparent

if TYPE_CHECKING:
    from ..state import Mon, OriginsState

#: the steps after an attack: Knock Outs, the end of the turn, the checkup, the next turn
AFTER_ATTACK = ["sweep", "end_turn", "checkup", "sweep", "next_turn"]


def confusion_damage(st: OriginsState, mon: Mon) -> int:
    """What the Confused ``mon`` does to itself on tails: classic, 20 damage with its own
    Weakness and Resistance applied (the era's rulings); with ``classic_confusion``, 2 damage
    counters (no Weakness or Resistance)."""
    if layers.on(st, "classic_confusion"):
        return CONFUSION_DAMAGE
    return weakness_and_resistance(st, mon, mon, CONFUSION_DAMAGE)


def can_attack(st: OriginsState, seat: int, index: int) -> bool:
    mon = st.active[seat]
    if mon is None:
        return False
    if any(c in mon["cond"] for c in ("asleep", "paralyzed")):
        return False
    if not st.params.first_turn_attack and st.turn == 1:
        return False
    card = board.top(st, mon)
    atk = card.attacks[index]
    if not board.can_pay(board.energy_units(st, mon), atk.cost):
        return False
    them = st.active[1 - seat]
    if any(m["kind"] == "no_attack" and board.tied(m, them) for m in mon["markers"]):
        return False  # Leer, Tail Wag: while the Pokémon that used it stays Active
    if any(
        m["kind"] in ("used_attack", "forbid_attack") and m["attack"] == index
        for m in mon["markers"]
    ):
        return False
    return effects.usable(st, seat, atk.effects)


def declare(st: OriginsState, seat: int, index: int) -> None:
    """``seat``'s Active Pokémon uses its attack ``index``: first its cost beyond the Energy
    symbols is paid (an Energy card discarded "in order to use this attack"), then the coins
    that decide whether it happens (Confusion, Smokescreen) are flipped (:func:`after_cost`).
    The era's rulings discard such a cost before the Confusion coin: on tails it stays paid."""
    mon = st.active[seat]
    assert mon is not None
    card = board.top(st, mon)
    atk = card.attacks[index]
    effects.emit(st, "attack", f"{seat_name(seat)}'s {card.name} uses {atk.name}.", attack=atk.name)
    st.flow = list(AFTER_ATTACK)
    ctx: dict[str, Any] = {"seat": seat, "kind": "cost", "card": card.id, "attack": index}
    if any(effects.is_cost(e) for e in atk.effects):
        effects.start(st, ["cost", card.id, index], ctx)  # then after_cost, when it is paid
        return
    after_cost(st, ctx)


def after_cost(st: OriginsState, ctx: dict[str, Any]) -> None:
    """The attack's cost is paid: a Confused Pokémon flips (tails: it hurts itself, the attack
    doesn't happen), a Smokescreen flips (tails: the attack does nothing), then the attack is
    carried out."""
    seat, index = int(ctx["seat"]), int(ctx["attack"])
    mon = st.active[seat]
    if mon is None:
        return
    card = st.cards[str(ctx["card"])]
    if "confused" in mon["cond"]:
        heads = effects.coin(st, seat)
        face = "heads" if heads else "tails"
        effects.emit(st, "flip", f"{seat_name(seat)} flips for Confusion: {face}.", faces=[heads])
        if not heads:
            amount = confusion_damage(st, mon)
            mon["damage"] += amount
            effects.emit(st, "damage", f"{card.name} hurts itself: {amount} damage.")
            return
    if board.has_marker(mon, "smokescreen"):
        heads = effects.coin(st, seat)
        face = "heads" if heads else "tails"
        effects.emit(st, "flip", f"{seat_name(seat)} flips for the attack: {face}.", faces=[heads])
        if not heads:
            effects.emit(st, "nothing", "The attack does nothing.")
            return
    if "Ancient" in card.subtypes and layers.on(st, "ancient_energy_return"):
        # runs once the attack is done (the tasks are a stack): an Energy back to the hand
        effects.start(st, ["layer", card.id, "ancient_energy_return"], {"seat": seat})
    attack = attack_context(st, seat, index)
    attack["paid"] = True  # its cost is paid: not again
    effects.start(st, ["attack", card.id, index], attack)


def attack_context(st: OriginsState, seat: int, index: int) -> dict[str, Any]:
    """The context of ``seat``'s Active Pokémon's attack ``index`` as it starts: its base
    damage (a Stadium's base-damage change, Swords Dance) and what the Defending Pokémon was
    (Transparency's coin is flipped now)."""
    mon = st.active[seat]
    assert mon is not None
    card = board.top(st, mon)
    atk = card.attacks[index]
    printed = atk.damage
    arena = effects.stadium_rule(st, "base_damage")
    if arena is not None and printed > 0 and arena.get("type") in board.types_of(st, mon):
        printed += int(arena.get("amount"))  # base damage: before Weakness and Resistance
    for m in mon["markers"]:
        if m["kind"] == "base_damage" and m["attack"] == atk.name:
            printed = int(m["amount"])  # Swords Dance
    them = st.active[1 - seat]
    before: list[str] = []
    if them is not None:
        if effects.touches_defending(printed, atk.effects):
            transparent(st, seat, them)
        before = list(them["cond"])
    return {
        "seat": seat,
        "kind": "attack",
        "card": card.id,
        "attack": index,
        "printed": printed,
        "damage": printed,
        "before": before,
    }


def finish_attack(st: OriginsState, ctx: dict[str, Any]) -> None:
    """After an attack's effects: its damage to the Defending Pokémon (unless it does
    nothing)."""
    if ctx.get("nothing") or ctx.get("hit"):
        return
    seat = ctx["seat"]
    me, them = st.active[seat], st.active[1 - seat]
    if me is None or them is None:
        return
    dmg = attack_damage(st, me, them, int(ctx.get("damage", 0)), not ctx.get("no_wr"))
    ctx["dealt"] = dmg
    _do_damage(st, me, them, dmg)
    # then the special conditions the attack gives the Defending Pokémon
    for status, amount in ctx.pop("after", []):
        effects.add_condition(st, them, str(status), int(amount))
    # what the attack did to it, for Mirror Move during its owner's next turn
    them["markers"] = [m for m in them["markers"] if m["kind"] != "attacked"]
    new = [c for c in them["cond"] if c not in ctx.get("before", [])]
    them["markers"].append({"kind": "attacked", "until": st.turn + 1, "damage": dmg, "conds": new})


def _do_damage(st: OriginsState, me: Mon, them: Mon, dmg: int) -> None:
    if dmg > 0:
        them["damage"] += dmg
        name = board.top(st, them).name
        effects.emit(st, "damage", f"{name} takes {dmg} damage.", amount=dmg)
        strike_back(st, them, me, dmg)
        if them["damage"] >= board.hp(st, them) and board.has_marker(them, "destiny_bond"):
            me["damage"] = max(me["damage"], board.hp(st, me))
            effects.emit(
                st, "destiny_bond", f"Destiny Bond: {board.top(st, me).name} is Knocked Out."
            )
