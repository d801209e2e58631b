"""How the wild side decides (rulebook: ULTRA BURST "Battles": follow these principles).

The wild Pokémon uses the move with the highest value of expected dice result + type
effectiveness bonus + listed extra damage, preferring its signature move on ties; a swarm sends its
Pokémon in party order (weak, moderate, strong); the wild side never switches by choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import STAY, Action
from . import legal

if TYPE_CHECKING:
    from ..state import SinnohState


def score(st: SinnohState, side: int, action: Action) -> float:
    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    mtype = opts.get("type", move.type)
    mean = sum(st.faces) / len(st.faces)
    strength = move.strength or 3
    extra = sum(e.get("amount", 0) for e in move.effects if e["do"] == "extra_damage")
    bonus = st.content.chart.bonus(mtype, st.content.cards[foe.card].types)
    return float(strength * mean + bonus + 0.5 * extra - 0.001 * action.index)


def wild_action(st: SinnohState) -> Action:
    side = st.actor
    if st.phase == "send":
        return Action("send", st.sides[side].usable()[0])
    if st.phase == "switch":
        return STAY
    options = legal.attack_actions(st, side)
    if not options:
        return STAY
    return max(options, key=lambda a: score(st, side, a))
