"""Between turns (rulebook: "Special Conditions"): Poison, the Asleep coin, Paralysis wearing
off after its owner's turn; and what lasts until the end of a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core import seat_name

from . import board, effects
from .constants import POISON_DAMAGE

if TYPE_CHECKING:
    from ..state import OriginsState


def end_turn(st: OriginsState) -> None:
    """ "At the end of the turn" effects (after the attack, before the checkup), then what
    lasts "this turn" ends: PlusPower goes to the discard pile."""
    for owner in (0, 1):
        for mon in board.in_play(st, owner):
            name = board.top(st, mon).name
            for m in mon["markers"]:
                if m["kind"] == "heal_at_end" and mon["damage"]:
                    mon["damage"] = max(0, mon["damage"] - int(m["amount"]))
                    effects.emit(st, "heal", f"{name} is healed at the end of the turn.")
                elif m["kind"] == "thorn" and owner == st.current:
                    mon["damage"] += int(m["amount"])
                    effects.emit(st, "damage", f"{name} takes {m['amount']} damage from its Thorn.")
    expire(st, st.turn)


def expire(st: OriginsState, turn: int) -> None:
    """Markers lasting to ``turn`` or earlier end now; an attached Trainer they held is
    discarded."""
    for owner in (0, 1):
        for mon in board.in_play(st, owner):
            kept = []
            for m in mon["markers"]:
                if int(m["until"]) <= turn:
                    card = m.get("card")
                    if card and card in mon["tools"]:
                        mon["tools"].remove(card)
                        st.discard[owner].append(card)
                    continue
                kept.append(m)
            mon["markers"] = kept


def checkup(st: OriginsState) -> None:
    """Pokémon Checkup: Poison, the Asleep coin, Paralysis wearing off; then (with
    ``option_until_checkup``) the "before your next turn" options kept are offered (after the
    Special Conditions, before Knock Outs are checked: the sweep follows the checkup)."""
    from .layers import on

    _conditions(st)
    if st.flags.get("options") and on(st, "option_until_checkup"):
        effects.offer_options(st)


def _conditions(st: OriginsState) -> None:
    for owner in (st.current, 1 - st.current):
        mon = st.active[owner]
        if mon is None:
            continue
        name = board.top(st, mon).name
        if "poisoned" in mon["cond"]:
            amount = int(mon.get("poison", POISON_DAMAGE))
            mon["damage"] += amount
            effects.emit(st, "poison", f"{name} takes {amount} Poison damage.", seat=owner)
        if "asleep" in mon["cond"]:
            heads = effects.coin(st, owner)
            face = "heads" if heads else "tails"
            text = f"{seat_name(owner)} flips for {name}'s sleep: {face}."
            effects.emit(st, "flip", text, faces=[int(heads)])
            if heads:
                mon["cond"].remove("asleep")
                effects.emit(st, "wake", f"{name} wakes up.")
        if "paralyzed" in mon["cond"] and owner == st.current and mon["para"] < st.turn:
            mon["cond"].remove("paralyzed")
            effects.emit(st, "unparalyzed", f"{name} is no longer Paralyzed.")
