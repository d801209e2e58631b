"""Views of a battle: everything here is public (parties are shown face up in this game) except the
Change of Fate hands, which are shown through their hidden zones (:func:`.fate.hand_zone`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .fate import breach_of, hand_zone
from .rules.perks import card_of
from .trainer_words import ability_words
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
    breach = breach_of(st.content, mon)
    for name in st.move_names(mon):
        if name in breach:
            continue
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
        "items": list(mon.held()),
        "breach": [{"name": n, "effect": fate_words(st, n)} for n in breach],
        "egg_move": mon.egg,
        "catch_size": mon.size,
    }


def fate_words(st: SinnohState, name: str) -> str:
    """A Change of Fate or Distortion Breach card's effect in words."""
    card = st.content.fate.get(name)
    if card is None or card.pending:
        return "not implemented"
    return ability_words(card.effects)


def trainer_view(st: SinnohState, side: int) -> dict[str, Any] | None:
    """A side's trainer card: class, quality and its abilities (locked ones marked)."""
    found = card_of(st.content, st.sides[side].trainer)
    if found is None:
        return None
    card, quality = found
    slots = st.content.qualities.get(quality, ())
    return {
        "class": card.name,
        "quality": quality,
        "abilities": [
            {
                "name": a.name,
                "slot": a.slot,
                "scope": a.scope,
                "unlocked": a.slot in slots,
                "effect": ability_words(a.effects),
            }
            for a in card.abilities
        ],
    }


def hand_shown(st: SinnohState, side: int, seat: int | None) -> list[str] | int:
    """Side ``side``'s Change of Fate hand as ``seat`` may see it (its hidden zone's view): the
    cards, sorted, to its trainer; to anyone else how many."""
    shown = hand_zone(st, side).view(seat)
    cards: list[str] | None = shown.get("cards")
    return shown["count"] if cards is None else cards


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
                "trainer": trainer_view(st, i),
                "bag": list(s.bag),
                "amplifier": s.amp,
                "firewood": s.firewood,
                "used": list(s.used),
                "follower": s.follower,
                # a hand is secret (declared in SinnohState.secrets): shown as its zone shows it,
                # the cards to its owner, how many to everyone else
                "hand": hand_shown(st, i, seat),
                # cards of that hand the other trainer has seen (taken from it): both trainers
                # saw them change hands, a spectator did not
                "hand_known": list(s.known)
                if seat is not None and seat in (st.seat_of(0), st.seat_of(1))
                else [],
                "fate_played": list(s.played),
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
        "weather": st.weather,
        "prism_board": list(st.prism_board),
        "site": st.site,
        "voids": list(st.voids),
        "pending": None
        if st.pending is None
        else {k: st.pending[k] for k in ("side", "source", "mtype", "strength", "counts")},
        "outcome": None if st.outcome is None else st.outcome.to_json(),
        "seat": seat,
    }
