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
    role = t.p_role
    p_power = t.p_power
    flip = state.flip
    cell = state.cell
    squares = t.names
    events: list[Event] = []
    a_name = names[attacker]
    a_sq = squares[cell[attacker]]
    power = p_power[attacker][flip[attacker]]
    losers: list[int] = []  # the Tamago pieces first: they lose without a comparison
    fighters: list[int] = []
    d_powers: list[int] = []
    described: list[str] = []
    for d in defenders:
        where = squares[cell[d]]
        if role[d] == TAMAGO:
            losers.append(d)
            described.append(f"a Tamago piece ({where})")
        else:
            d_power = p_power[d][flip[d]]
            fighters.append(d)
            d_powers.append(d_power)
            described.append(f"{names[d]} ({where}, {d_power})")
    attacker_loses = False
    card = -1
    total = power
    if len(fighters) == 1:  # the usual battle, one against one
        d_power = d_powers[0]
        if power <= d_power:
            card = draw_card(state)
            total = power + t.content.cards[card].value
        if total > d_power:
            losers.append(fighters[0])
        attacker_loses = total < d_power
    elif fighters:
        if power <= max(d_powers):
            card = draw_card(state)
            total = power + t.content.cards[card].value
        losers += [d for d, p in zip(fighters, d_powers, strict=True) if total > p]
        attacker_loses = any(total < p for p in d_powers)
    against = ", ".join(described)
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
                "defenders": [squares[cell[d]] for d in defenders],
                "power": power,
                "card": None if card < 0 else t.content.cards[card].value,
                "total": total,
                "attacker_loses": attacker_loses,
            },
            reveals=("plus power card",) if card >= 0 else (),
        )
    )
    for d in losers:
        lose(state, d, events)
    if attacker_loses:
        lose(state, attacker, events)
    if card >= 0:
        after_card(state, card, events)
    return events, bool(losers) or attacker_loses
