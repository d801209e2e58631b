"""Battles ("About Battles", "About Plus Power Cards", FAQ A1–A3, A5, A8).

The attacker's power is compared with each defender's. If it is greater than every defender's,
the attacker wins without a card. Otherwise the attacker draws one Plus Power card and adds its
value: a defender with less power than the total loses, one with the same power is untouched
("nothing will happen to either"), and if any defender has more the attacker is counterattacked
and loses (FAQ A2). A Legend attacking two pieces draws a single card for both (FAQ A8). Tamago
pieces lose straight away, without a comparison. Nobody moves after a battle (FAQ A1).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..board import TAMAGO
from .losses import lose
from .plus_power import after_card, draw_card

if TYPE_CHECKING:
    from ..state import PiecesState


def battle(state: PiecesState, attacker: int, defenders: list[int]) -> tuple[list[Event], bool]:
    """Fight a battle ("About Battles", "About Plus Power Cards", FAQ A1–A3, A8); returns the
    events and whether any piece lost (the game moved on)."""
    t = state.t
    names = t.p_name
    events: list[Event] = []
    a_name = names[attacker]
    a_sq = t.names[state.cell[attacker]]
    eggs = [d for d in defenders if t.p_role[d] == TAMAGO]
    fighters = [d for d in defenders if t.p_role[d] != TAMAGO]
    power = state.power(attacker)
    d_powers = [state.power(d) for d in fighters]
    losers: list[int] = list(eggs)
    attacker_loses = False
    card = -1
    total = power
    if fighters:
        if power <= max(d_powers):
            card = draw_card(state)
            total = power + t.content.cards[card].value
        losers += [d for d, p in zip(fighters, d_powers, strict=True) if total > p]
        attacker_loses = any(total < p for p in d_powers)
    against = ", ".join(_describe(state, d) for d in defenders)
    if card >= 0:
        value = t.content.cards[card].value
        summary = f"draws +{value}: {power} + {value} = {total}"
    else:
        summary = f"power {power}" if fighters else "no card needed"
    if attacker_loses:
        verdict = f"{a_name} is counterattacked and loses"
    elif len(losers) == len(defenders):
        verdict = f"{a_name} wins"
    elif losers:
        verdict = f"{a_name} wins against part of them; the others hold"
    else:
        verdict = "the powers are equal: nothing happens"
    events.append(
        Event(
            "battle",
            f"{a_name} ({a_sq}) battles {against}; {summary}. {verdict.capitalize()}.",
            {
                "seat": t.p_owner[attacker],
                "attacker": a_name,
                "square": a_sq,
                "defenders": [t.names[state.cell[d]] for d in defenders],
                "power": power,
                "card": None if card < 0 else t.content.cards[card].value,
                "total": total,
                "attacker_loses": attacker_loses,
            },
        )
    )
    for d in losers:
        lose(state, d, events)
    if attacker_loses:
        lose(state, attacker, events)
    if card >= 0:
        after_card(state, card, events)
    return events, bool(losers) or attacker_loses


def _describe(state: PiecesState, pid: int) -> str:
    t = state.t
    where = t.names[state.cell[pid]]
    if t.p_role[pid] == TAMAGO:
        return f"a Tamago piece ({where})"
    return f"{t.p_name[pid]} ({where}, {state.power(pid)})"
