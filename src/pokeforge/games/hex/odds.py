"""Exact odds by enumerating the dice: battles (§5, §6) and captures (§4)."""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any

from pokeforge.core import ParamError

from .content import Content
from .rules.capture import succeeds

BALL_RANGE = {"none": 0, "great": 1, "ultra": 2, "master": 4}


def _card(content: Content, cid: str) -> Any:
    if cid not in content.cards:
        raise ParamError(f"unknown Pokémon card {cid!r}")
    return content.cards[cid]


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
    if leader is not None:
        if leader not in content.leaders:
            raise ParamError(f"unknown Gym Leader {leader!r}")
        ld = content.leaders[leader]
        base_a = sum(c.power + c.advantage(ld.types) for c in cards_a) + a_bonus
        total_b = (
            ld.power
            + sum(2 * sum(1 for t in c.types if t in ld.strong_against) for c in cards_a)
            + b_bonus
        )
        win = Fraction(sum(1 for d in range(1, 7) if base_a + d >= total_b), 6)
        return {
            "a": base_a,
            "leader_total": total_b,
            "a_wins": _fmt(win),
            "draw": _fmt(Fraction(0)),
            "b_wins": _fmt(1 - win),
        }
    if not b:
        raise ParamError("give side B's Pokémon or a Gym Leader")
    cards_b = [_card(content, c) for c in b]
    types_a = tuple(t for c in cards_a for t in c.types)
    types_b = tuple(t for c in cards_b for t in c.types)
    base_a = sum(c.power + c.advantage(types_b) for c in cards_a) + a_bonus
    base_b = sum(c.power + c.advantage(types_a) for c in cards_b) + b_bonus
    outcomes = [(base_a + x) - (base_b + y) for x, y in product(range(1, 7), repeat=2)]
    return {
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
    if ball not in BALL_RANGE:
        raise ParamError(f"unknown ball {ball!r} (none, great, ultra, master)")
    if not card.capture:
        raise ParamError(f"{card.name} is a Starter and is never captured")
    k = BALL_RANGE[ball] + (1 if weakened else 0) + (1 if specialist else 0)
    n = 2 if two_dice else 1
    hits = sum(
        1 for rolls in product(range(1, 7), repeat=n) if succeeds(card.capture, list(rolls), k)
    )
    p = Fraction(hits, 6**n)
    return {"pokemon": pokemon, "faces": list(card.capture), "range": k, **_fmt(p)}
