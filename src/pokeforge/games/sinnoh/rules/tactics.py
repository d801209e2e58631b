"""Special tactics (rulebook: LEGENDARY POKÉMON, TEAM GALACTIC TACTICS and the Team Galactic
battle rules).

* Legendary Pokémon (Legendary, Ultra Beast, Ultra Burst, or holding an Alpha token) bring Alpha
  Strike (a move) and Beast Boost (an ability) to the arena.
* Team Galactic's Pokémon bring Plan B (a move that adds 1 damage to Galactic Retribution) and
  Galactic Retribution (an ability of their side: damage is stored on it when their Pokémon
  faint, and may be dealt back when one of their Pokémon is attacked).

Tactics count towards the 3-move limit and are overwritten first when a Pokémon learns moves
(Alpha Strike before Beast Boost), so a Pokémon with one taught move keeps only Beast Boost and
one with two keeps none (documented decision). The tactics themselves are data
(``tactics.json``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..content import Card, Content
from ..pieces import Mon
from . import trainer
from .armour import shield

if TYPE_CHECKING:
    from ..state import SinnohState

#: the 3-move limit: the signature move plus at most this many taught moves or tactics
EXTRA_MOVES = 2


def tactics_for(content: Content, card: Card, mon: Mon, side_kind: str) -> tuple[str, ...]:
    """The tactics ``mon`` (state ``card``) brings to a battle on a side of ``side_kind``."""
    t = content.tactics
    if side_kind == "galactic" and card.tier in t.galactic_tiers:
        kinds = t.galactic
    elif card.tier in t.legendary_tiers or (
        mon.item is not None and content.items[mon.item].effects.get("legendary")
    ):
        kinds = t.legendary
    else:
        return ()
    free = max(0, EXTRA_MOVES - len(mon.moves))
    return kinds[len(kinds) - free :] if free < len(kinds) else kinds


def assign(content: Content, mon: Mon, side_kind: str) -> None:
    """Give ``mon`` its tactics (at the start of a battle, after teaching, after an Alpha token)."""
    mon.tactics = tactics_for(content, content.cards[mon.card], mon, side_kind)


def beast_boost(st: SinnohState, fainted_side: int, events: list[Event]) -> None:
    """Beast Boost: when the Pokémon battling it faints, the Legendary Pokémon's battle fatigue
    drops by 3 and its next attack gains 1 attack strength (each time it triggers: two faints
    before its next attack give +2)."""
    mon = st.sides[1 - fainted_side].mon
    if mon is None or mon.fainted or "Beast Boost" not in mon.tactics:
        return
    mon.fatigue = max(0, mon.fatigue - 3)
    mon.boost += 1
    events.append(Event("tactic", f"Beast Boost: {st.name(mon)} is invigorated"))
    if st.any_perks:
        trainer.protect_legendary(st, 1 - fainted_side, mon, events)  # Legendary Protector


def store_retribution(st: SinnohState, side: int, mon: Mon, events: list[Event]) -> None:
    """Galactic Retribution: a fainted Team Galactic Pokémon's damage dice (its damage, up to its
    health) are stored on the ability."""
    s = st.sides[side]
    if s.kind != "galactic":
        return
    s.retribution += mon.max_health
    events.append(
        Event(
            "tactic",
            f"Galactic Retribution stores {mon.max_health} damage ({s.retribution} in all)",
            {"side": side, "retribution": s.retribution},
        )
    )


def retribution_offered(st: SinnohState, attacker: int) -> bool:
    """Whether Team Galactic may now strike back at the Pokémon that attacked theirs."""
    foe = st.sides[1 - attacker]
    if foe.kind != "galactic" or foe.retribution <= 0:
        return False
    mon = st.sides[attacker].mon
    return mon is not None and not mon.fainted and mon.damage < mon.max_health


def strike_back(st: SinnohState, galactic: int, events: list[Event]) -> None:
    """Move every stored damage die onto the attacking Pokémon."""
    s = st.sides[galactic]
    target = st.sides[1 - galactic].mon
    assert target is not None
    amount = shield(st, 1 - galactic, s.retribution)
    target.damage += amount
    target.taken += amount
    events.append(
        Event(
            "tactic",
            f"Galactic Retribution: {st.name(target)} takes {amount} damage",
            {"side": galactic, "damage": amount},
        )
    )
    s.retribution = 0


def auto_strike(st: SinnohState, galactic: int) -> bool:
    """The automatic Team Galactic strikes back when that makes the attacker faint, or when it
    has no Pokémon left standing to keep the damage for."""
    s = st.sides[galactic]
    target = st.sides[1 - galactic].mon
    if target is None:
        return False
    if s.retribution >= target.health_left:
        return True
    return not any(m.damage < m.max_health for m in s.party if not m.fainted)
