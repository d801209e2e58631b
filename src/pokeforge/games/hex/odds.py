"""Exact odds by enumerating the dice: battles (§5, §6) and captures (§4)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

from pokeforge.core import ParamError

from .content import Content
from .rules.capture import succeeds


def _key(text: str) -> str:
    return " ".join(text.lower().replace("-", " ").replace("_", " ").split())


def _card(content: Content, name: str) -> Any:
    """A card by its id or its name, in any case ("growlithe", "Growlithe", "Growlithe
    Hisuian"); a name shared by several cards asks for the id."""
    key = _key(name)
    for cid, card in content.cards.items():
        if _key(cid) == key:
            return card
    hits = [c for c in content.cards.values() if key in (_key(c.name), _key(f"{c.name} {c.form}"),
            _key(f"{c.form} {c.name}"))]  # fmt: skip
    if len(hits) == 1:
        return hits[0]
    if hits:
        ids = ", ".join(sorted(c.id for c in hits))
        raise ParamError(f"{name!r} names several cards ({ids}): give the card id")
    raise ParamError(f"unknown Pokémon card {name!r}")


def leader_of(content: Content, name: str) -> Any:
    """A Gym Leader by id or name, in any case."""
    for lid, ld in content.leaders.items():
        if _key(name) in (_key(lid), _key(ld.name)):
            return ld
    known = ", ".join(sorted(content.leaders))
    raise ParamError(f"unknown Gym Leader {name!r} (known: {known})")


def ball_ranges(content: Content) -> dict[str, int]:
    """How far each ball moves the capture roll, read from the Item cards (``items.json``):
    ``{"none": 0, "great": 1, ...}``; the one source for the rules and these odds."""
    out = {"none": 0}
    for iid, item in content.items.items():
        if item.effect["do"] == "capture_modifier":
            out[iid.removesuffix("-ball")] = int(item.effect["range"])
    return out


def _ball(content: Content, name: str) -> tuple[str, int]:
    ranges = ball_ranges(content)
    key = _key(name).removesuffix(" ball") or "none"
    if key not in ranges:
        raise ParamError(f"unknown ball {name!r} ({', '.join(ranges)})")
    return key, ranges[key]


def _fmt(p: Fraction) -> dict[str, Any]:
    return {"exact": f"{p.numerator}/{p.denominator}", "probability": float(p)}


def battle_odds(
    content: Content,
    a: list[str],
    b: list[str] | None = None,
    leader: str | None = None,
    a_bonus: int = 0,
    b_bonus: int = 0,
) -> dict[str, Any]:
    """Side A (one or two cards, one die) against side B (a card, one die) or a Gym Leader
    (static power, loses draws). Bonuses stand for set, trainer, item and duel modifiers."""
    cards_a = [_card(content, c) for c in a]
    if leader is not None and b:
        raise ParamError("give side B's Pokémon (--b) or a Gym Leader (--leader), not both")
    name_a = " + ".join(c.name for c in cards_a)
    if leader is not None:
        ld = leader_of(content, leader)
        base_a = sum(c.power + c.advantage(ld.types) for c in cards_a) + a_bonus
        total_b = (
            ld.power
            + sum(2 * sum(1 for t in c.types if t in ld.strong_against) for c in cards_a)
            + b_bonus
        )
        win = Fraction(sum(1 for d in range(1, 7) if base_a + d >= total_b), 6)
        return {
            "a_name": name_a,
            "leader": ld.name,
            "a": base_a,
            "leader_total": total_b,
            "a_wins": _fmt(win),
            "draw": _fmt(Fraction(0)),
            "b_wins": _fmt(1 - win),
        }
    if not b:
        raise ParamError("give side B's Pokémon (--b) or a Gym Leader (--leader)")
    cards_b = [_card(content, c) for c in b]
    types_a = tuple(t for c in cards_a for t in c.types)
    types_b = tuple(t for c in cards_b for t in c.types)
    base_a = sum(c.power + c.advantage(types_b) for c in cards_a) + a_bonus
    base_b = sum(c.power + c.advantage(types_a) for c in cards_b) + b_bonus
    outcomes = [(base_a + x) - (base_b + y) for x, y in product(range(1, 7), repeat=2)]
    return {
        "a_name": name_a,
        "b_name": " + ".join(c.name for c in cards_b),
        "a": base_a,
        "b": base_b,
        "a_wins": _fmt(Fraction(sum(1 for o in outcomes if o > 0), 36)),
        "draw": _fmt(Fraction(sum(1 for o in outcomes if o == 0), 36)),
        "b_wins": _fmt(Fraction(sum(1 for o in outcomes if o < 0), 36)),
    }


def capture_odds(
    content: Content,
    pokemon: str,
    ball: str = "none",
    weakened: bool = False,
    specialist: bool = False,
    two_dice: bool = False,
) -> dict[str, Any]:
    """The chance one capture attempt succeeds (§4; Red's two dice, §11)."""
    card = _card(content, pokemon)
    ball, ball_range = _ball(content, ball)
    if not card.capture:
        raise ParamError(f"{card.name} is a Starter and is never captured")
    k = ball_range + (1 if weakened else 0) + (1 if specialist else 0)
    n = 2 if two_dice else 1
    hits = sum(
        1 for rolls in product(range(1, 7), repeat=n) if succeeds(card.capture, list(rolls), k)
    )
    p = Fraction(hits, 6**n)
    return {
        "pokemon": card.id,
        "name": card.name,
        "ball": ball,
        "faces": list(card.capture),
        "range": k,
        **_fmt(p),
    }
