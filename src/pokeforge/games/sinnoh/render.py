"""The battle as text for the terminal: both active Pokémon, health, status, fatigue, items."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from .actions import Action
from .view import move_words

if TYPE_CHECKING:
    from .pieces import Mon
    from .state import SinnohState


def _bar(mon: Mon) -> str:
    full = max(1, mon.max_health)
    left = mon.health_left
    return "█" * left + "·" * (full - left)


def _line(st: SinnohState, mon: Mon, active: bool) -> str:
    card = st.content.cards[mon.card]
    bits = [f"{'▶' if active else ' '} {card.name}"]
    if card.form:
        bits.append(f"({card.form})")
    bits.append("/".join(card.types))
    bits.append(f"{_bar(mon)} {mon.health_left}/{mon.max_health}")
    if mon.fainted:
        bits.append("FAINTED")
    if mon.statuses:
        bits.append(" ".join(s.upper() for s in mon.statuses))
    if mon.fatigue:
        bits.append(f"fatigue {mon.fatigue}/5")
    if mon.item:
        bits.append(f"holds {st.content.items[mon.item].name}")
    return " ".join(bits)


def render(st: SinnohState, seat: int | None) -> str:
    lines = []
    for i, side in enumerate(st.sides):
        who = f"seat {i}" if st.seat_of(i) is not None else side.kind
        lines.append(f"— {who} —" + (f" balls: {', '.join(side.balls)}" if side.balls else ""))
        for k, mon in enumerate(side.party):
            lines.append(_line(st, mon, k == side.active))
    if st.last_roll:
        lines.append(f"last roll: {st.last_roll}")
    lines.extend(st.log[-4:])
    if st.outcome is not None:
        lines.append(f"Battle over: {st.outcome.reason}")
    return "\n".join(lines)


def describe(st: SinnohState, action: Hashable) -> str:
    if not isinstance(action, Action):
        return str(action)
    side = st.sides[st.actor]
    if action.verb in ("send", "switch"):
        return f"{action.verb} {st.name(side.party[action.index])}"
    if action.verb == "use":
        mon = side.party[action.slot] if action.slot >= 0 else side.mon
        if mon is None:
            return str(action)
        name = st.move_names(mon)[action.index]
        move = st.content.moves[name]
        text = f"{name} ({move.type}, {move.strength or '?'}): {move_words(st, name)}"
        if action.slot >= 0:
            text = f"{st.name(mon)} from the party: {text}"
        if action.option:
            text += f" [{action.option}]"
        return text
    if action.verb == "ball":
        return f"throw a {action.option} ball"
    return str(action)
