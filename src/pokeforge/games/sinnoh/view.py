"""Views of a battle: everything here is public (parties are shown face up in this game)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .words import effects_words

if TYPE_CHECKING:
    from .pieces import Mon
    from .state import SinnohState


def move_words(st: SinnohState, name: str) -> str:
    """A move's effect in words, generated from its structured form."""
    move = st.content.moves.get(name)
    if move is None:
        return "not implemented"
    return effects_words(move.effects)


def mon_view(st: SinnohState, mon: Mon) -> dict[str, Any]:
    card = st.content.cards[mon.card]
    moves = []
    for name in st.move_names(mon):
        move = st.content.moves.get(name)
        moves.append(
            {
                "name": name,
                "type": move.type if move else "?",
                "strength": move.strength if move else None,
                "effect": move_words(st, name),
            }
        )
    return {
        "card": card.id,
        "name": card.name,
        "form": card.form,
        "types": list(card.types),
        "initiative": card.initiative,
        "health": mon.max_health,
        "damage": mon.damage,
        "health_left": mon.health_left,
        "statuses": list(mon.statuses),
        "fatigue": mon.fatigue,
        "item": mon.item,
        "moves": moves,
        "fainted": mon.fainted,
        "trapped": mon.trapped,
        "marks": [dict(m) for m in mon.marks],
        "lasting": [dict(x) for x in mon.lasting],
        "tactics": list(mon.tactics),
        "doomed": mon.doomed,
    }


def battle_view(st: SinnohState, seat: int | None) -> dict[str, Any]:
    sides = []
    for i, s in enumerate(st.sides):
        sides.append(
            {
                "kind": s.kind,
                "seat": st.seat_of(i),
                "active": s.active,
                "party": [mon_view(st, m) for m in s.party],
                "apricorns": s.apricorns,
                "balls": list(s.balls),
                "retribution": s.retribution,
                "prism_armour": st.prism[i],
                "initiative": st.initiative(i) if s.mon is not None else None,
            }
        )
    return {
        "game": "sinnoh",
        "mode": st.params.mode,
        "opponent": st.sides[1].kind,
        "sides": sides,
        "phase": st.phase,
        "actor": st.actor,
        "to_act": list(st.to_act()),
        "turn": st.turn,
        "last_roll": st.last_roll,
        "log": list(st.log),
        "rewards": dict(st.rewards),
        "trial": None if st.trial is None else {**st.trial, "immune": st.trial_immune(1)},
        "teach": [list(t) for t in st.teach_left],
        "outcome": None if st.outcome is None else st.outcome.to_json(),
        "seat": seat,
    }
