"""Damage of an attack to the Defending Pokémon: the base damage with its modifiers, Weakness
(×2) and Resistance (−30, the era's printed value), PlusPower, Defender and the protections of
earlier attacks; never below 0 (rulebook: "Attacking", "Weakness and Resistance")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import board, layers
from .constants import WEAKNESS_MULTIPLIER
from .powers import damage_to

if TYPE_CHECKING:
    from ..state import Mon, OriginsState


def weakness_and_resistance(st: OriginsState, attacker: Mon, target: Mon, base: int) -> int:
    """``base`` damage by ``attacker`` with ``target``'s Weakness (×2) then Resistance (−30)
    applied, never below 0."""
    dmg = base
    kinds = board.types_of(st, attacker)
    for kind, mult in board.weaknesses_of(st, target):
        if kind in kinds:
            dmg *= mult if mult > 0 else WEAKNESS_MULTIPLIER
    for kind, amount in board.resistances_of(st, target):
        if kind in kinds:
            dmg += amount if amount < 0 else -amount
    return max(0, dmg)


def target_modified(st: OriginsState, target: Mon, dmg: int, attacker: Mon | None) -> int:
    """An attack's damage by ``attacker`` after the modifications on ``target`` (Defender and
    reductions, after Weakness and Resistance, a tied reduction only against its partner; then
    its passive powers); never below 0."""
    for m in target["markers"]:
        if m["kind"] in ("defender", "reduce") and board.tied(m, attacker):
            dmg -= int(m["amount"])
    return damage_to(st, target, max(0, dmg))


def attack_damage(
    st: OriginsState, attacker: Mon, target: Mon, base: int, weakness: bool = True
) -> int:
    """The damage an attack of ``base`` damage by ``attacker`` does to ``target`` (``weakness``
    false: Weakness and Resistance don't apply)."""
    if base <= 0:
        return 0
    dmg = weakness_and_resistance(st, attacker, target, base) if weakness else base
    if dmg > 0:
        for m in attacker["markers"]:
            if m["kind"] == "plus_power":
                dmg += int(m["amount"])
    dmg = target_modified(st, target, dmg, attacker)
    for m in target["markers"]:
        if m["kind"] == "prevent_damage" and (not m.get("max") or dmg <= int(m["max"])):
            if m.get("from_basic") and layers.stage_of(st, attacker) != "Basic":
                continue
            return 0
    return dmg
