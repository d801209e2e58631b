"""The printed facts of the cards a view shows, so a client can name and describe them.

Hands, discard piles and attached cards hold card ids (``base1-98``); :func:`glossary` gives
each id its public printed facts (name, HP, attacks, text …) and :func:`shown_ids` finds the
ids a view holds, so a view's glossary describes exactly the cards it shows and no other.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .cards import CardDef


def _damage(damage: int, mode: str) -> str:
    """An attack's damage as printed: ``"30"``, ``"10+"``, ``"30×"``, ``"?"`` or ``""``."""
    if mode == "?":
        return "?"
    if damage == 0 and not mode:
        return ""
    return f"{damage}{mode}"


def card_facts(card: CardDef) -> dict[str, Any]:
    """One card's printed facts as JSON-ready data (nothing the engine adds to it)."""
    return {
        "name": card.name,
        "supertype": card.supertype,
        "subtypes": list(card.subtypes),
        "stage": card.stage,
        "evolves_from": card.evolves_from,
        "hp": card.hp,
        "types": list(card.types),
        "attacks": [
            {
                "name": a.name,
                "cost": list(a.cost),
                "damage": _damage(a.damage, a.damage_mode),
                "text": a.text,
            }
            for a in card.attacks
        ],
        "powers": [{"name": p.name, "kind": p.kind, "text": p.text} for p in card.powers],
        "weaknesses": [{"type": t, "value": f"×{m}"} for t, m in card.weaknesses],
        "resistances": [{"type": t, "value": str(m)} for t, m in card.resistances],
        "retreat": card.retreat_cost,
        "text": card.text,
        "provides": list(card.provides),
    }


#: each card's facts, made once per card definition (the card itself kept to check identity)
_FACTS: dict[int, tuple[CardDef, dict[str, Any]]] = {}


def _facts_of(card: CardDef) -> dict[str, Any]:
    kept = _FACTS.get(id(card))
    if kept is not None and kept[0] is card:
        return kept[1]
    if len(_FACTS) > 20_000:
        _FACTS.clear()
    facts = card_facts(card)
    _FACTS[id(card)] = (card, facts)
    return facts


def glossary(cards: Mapping[str, CardDef], ids: Iterable[str]) -> dict[str, dict[str, Any]]:
    """``{id: printed facts}`` for each of ``ids`` (sorted); an id ``cards`` lacks is a
    :class:`KeyError` naming it. The facts of one card are one shared object from view to
    view: read them, never change them."""
    out: dict[str, dict[str, Any]] = {}
    for cid in sorted(set(ids)):
        card = cards.get(cid)
        if card is None:
            raise KeyError(f"no card {cid!r} to describe")
        out[cid] = _facts_of(card)
    return out


def shown_ids(data: Any, cards: Mapping[str, CardDef]) -> set[str]:
    """Every card id ``data`` (a view) holds: a string that is an id, or a word of one (an
    action text such as ``pick base1-98``)."""
    found: set[str] = set()
    todo = [data]
    pop = todo.pop
    extend = todo.extend
    while todo:
        item = pop()
        kind = type(item)
        if kind is str:
            if item in cards:
                found.add(item)
            elif " " in item:
                found.update(w for w in item.split(" ") if w in cards)
        elif kind is dict:
            extend(item.values())
        elif kind is list or kind is tuple:
            extend(item)
    return found
