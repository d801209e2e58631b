"""Exact odds by enumerating every outcome of the attack dice (no sampling).

A roll of ``n`` dice is summarised by its counts (status symbols, regular hits, critical hits);
their probabilities are multinomial in the die's faces. Capture odds apply the capture rules to
each outcome; attack odds run the real attack resolution on a copy of the battle with the dice
forced to each outcome, so every modifier the engine knows applies.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from math import factorial
from typing import Any

from pokeforge.core.errors import ParamError

from .params import AUTO_BALLS, BALLS, CAPTURE_RATE, DEFAULT_FACES, SinnohParams
from .rules.capture import capture_total


def face_odds(faces: tuple[int, ...]) -> tuple[Fraction, Fraction, Fraction]:
    n = len(faces)
    return (Fraction(faces.count(0), n), Fraction(faces.count(1), n), Fraction(faces.count(2), n))


def outcomes(n: int, faces: tuple[int, ...]) -> Iterator[tuple[tuple[int, int, int], Fraction]]:
    """Every (status, hits, criticals) count of ``n`` dice with its exact probability."""
    ps, ph, pc = face_odds(faces)
    for s in range(n + 1):
        for h in range(n - s + 1):
            c = n - s - h
            ways = factorial(n) // (factorial(s) * factorial(h) * factorial(c))
            p = ways * ps**s * ph**h * pc**c
            if p:
                yield (s, h, c), p


def capture_probability(
    ball: str, tier: str, status: bool = False, faces: tuple[int, ...] | None = None
) -> dict[str, Any]:
    """Exact probability that ``ball`` captures a wild Pokémon of ``tier`` (names in any
    case)."""
    ball, tier = ball.strip().lower(), tier.strip().lower()
    if ball not in BALLS:
        raise ParamError(f"unknown ball {ball!r} (poke, greater, ultimate, keystone, cherish)")
    if tier not in CAPTURE_RATE:
        raise ParamError(f"unknown tier {tier!r} (weak, moderate, strong, legendary)")
    faces = faces or SinnohParams().faces()
    need = CAPTURE_RATE[tier]
    p = sum(
        (
            q
            for counts, q in outcomes(BALLS[ball], faces)
            if capture_total(list(counts), status) >= need
        ),
        Fraction(0),
    )
    if ball in AUTO_BALLS:
        p = Fraction(1)  # the Cherish Ball captures automatically
    return {
        "probability": float(p),
        "exact": f"{p.numerator}/{p.denominator}",
        "ball": ball,
        "dice": BALLS[ball],
        "tier": tier,
        "needs": need,
        "status": status,
        "faces": list(faces),
    }


def attack_distribution(
    attacker: str,
    defender: str,
    move: str | None = None,
    option: str = "",
    dice: str = DEFAULT_FACES,
) -> dict[str, Any]:
    """Exact distribution of the damage ``attacker`` deals ``defender`` with one attack.

    ``attacker``/``defender`` use the party syntax (``Name@item+Move``), so held items and taught
    moves take part. The defender is a fresh Pokémon; the attacker attacks first.
    """
    from .actions import Action
    from .game import SinnohGame
    from .rules import attack as attack_rules
    from .rules.context import Ctx
    from .state import SinnohState

    game = SinnohGame()
    params = SinnohParams(party0=attacker, party1=defender, dice=dice, party_size=1)
    st = game.new_state(params, seed=0)
    assert isinstance(st, SinnohState)
    for i in (0, 1):
        st.sides[i].active = 0
    mon = st.sides[0].party[0]
    names = st.move_names(mon)
    by_lower = {n.lower(): n for n in names}
    name = by_lower.get((move or names[0]).strip().lower(), "")
    if not name:
        raise ParamError(f"{st.name(mon)} does not know {move!r} (knows: {', '.join(names)})")
    mv = st.content.moves[name]
    if mv.has("metronome"):
        raise ParamError("Metronome attacks with a random move; its damage has no fixed dice")
    option = _legal_option(st, mv, option)
    opts = Action("use", names.index(name), option).options()
    probe = st.clone()
    ctx0 = Ctx(probe, 0, mv, opts)
    ctx0.strength = mv.strength or 0
    strength = attack_rules.strength_of(ctx0)
    dist: dict[int, Fraction] = {}
    knockout = Fraction(0)
    for counts, p in outcomes(strength, st.faces):
        trial = st.clone()
        ctx = attack_rules.resolve(trial, 0, mv, opts, forced=counts)
        dist[ctx.dealt] = dist.get(ctx.dealt, Fraction(0)) + p
        if knocked_out(trial):
            knockout += p
    health = st.sides[1].party[0].max_health
    mean = sum((d * p for d, p in dist.items()), Fraction(0))
    return {
        "attacker": st.name(mon),
        "defender": st.name(st.sides[1].party[0]),
        "move": name,
        "option": option,
        "strength": strength,
        "distribution": {str(d): float(p) for d, p in sorted(dist.items())},
        "exact": {str(d): f"{p.numerator}/{p.denominator}" for d, p in sorted(dist.items())},
        "mean": float(mean),
        "defender_health": health,
        "knockout_probability": float(knockout),
        "knockout_exact": f"{knockout.numerator}/{knockout.denominator}",
    }


def _legal_option(st: Any, move: Any, option: str) -> str:
    """``option`` as one of the choices ``move`` offers here, matched without regard to case
    (``type=FIRE`` is ``type=fire``); a :class:`ParamError` lists the choices otherwise."""
    from .rules.legal import move_options

    choices = move_options(st, 0, move) if move.choices else [""]
    wanted = ";".join(p.strip() for p in option.split(";") if p.strip()).lower()
    for choice in choices:
        if choice.lower() == wanted:
            return choice
    if wanted == "" and choices:
        return choices[0]
    shown = ", ".join(c for c in choices[:12] if c) or "none"
    raise ParamError(f"{move.name} has no choice {option!r} here (choices: {shown})")


def knocked_out(st: Any) -> bool:
    """Whether the defender (side 1's first Pokémon) is knocked out after the attack: its damage
    reached its health, whatever put it there (damage, an effect that finishes a weakened target
    such as Shadow Force's, a final turn that ends in fainting)."""
    mon = st.sides[1].party[0]
    return bool(mon.fainted or mon.doomed or mon.damage >= mon.max_health)
