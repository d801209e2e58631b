"""How much of the tactics content the rules carry out (``pokeforge content coverage tactics``).

The Pokémon file is loaded again, so its validation runs (an invalid file raises ContentError
naming file, entry and field). An attack counts as implemented when its category, type and target
kind are ones the rules handle and each of its effects is either compiled into the damage rules
(checks and modifiers) or run by a handler of ``rules/effects.py``.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from .content import CATEGORIES, EFFECT_SPECS, TARGETS, TYPES, AttackDef, load_content
from .rules.effects import HANDLERS

#: effects the loader compiles into flags the damage and attack rules read
COMPILED = frozenset(
    {"require_gauge", "ignore_defence", "ignore_substitute", "bonus_from_gauge", "rage_bonus"}
)


def missing_parts(a: AttackDef) -> list[str]:
    """What the rules would not carry out in ``a`` (empty: fully implemented)."""
    out = []
    if a.category not in CATEGORIES:
        out.append(f"category {a.category}")
    if a.type not in TYPES:
        out.append(f"type {a.type}")
    if a.target not in TARGETS:
        out.append(f"target {a.target}")
    for e in a.effects:
        when = EFFECT_SPECS[e.do].when
        handled = e.do in COMPILED if when in ("check", "modifier") else e.do in HANDLERS
        if not handled:
            out.append(f"effect {e.do}")
    return out


def content_coverage(pokemon_file: str | Path | None) -> dict[str, Any]:
    """The coverage report: counts, each attack, what is not implemented, and summary sentences."""
    content = load_content(pokemon_file)
    attacks: list[dict[str, Any]] = []
    effects: Counter[str] = Counter()
    for sp in content.species.values():
        for a in sp.attacks:
            missing = missing_parts(a)
            effects.update(e.do for e in a.effects)
            attacks.append(
                {
                    "pokemon": sp.name,
                    "attack": a.name,
                    "category": a.category,
                    "type": a.type,
                    "damage": list(a.damage),
                    "effects": [e.do for e in a.effects],
                    "bonus": a.bonus is not None,
                    "implemented": not missing,
                    "missing": missing,
                }
            )
    done = [x for x in attacks if x["implemented"]]
    damaging = [x for x in attacks if x["damage"]]
    bonuses = [f"{x['attack']} ({x['pokemon']})" for x in attacks if x["bonus"]]
    gauges = [f"{sp.name}: {', '.join(sp.gauges)}" for sp in content.species.values() if sp.gauges]
    summary = [
        f"{len(content.species)} Pokémon with {len(attacks)} attacks, validated from "
        f"{content.file}: {len(done)} of {len(attacks)} attacks implemented.",
        *(
            f"  not implemented: {x['pokemon']}: {x['attack']} ({', '.join(x['missing'])})"
            for x in attacks
            if not x["implemented"]
        ),
        f"{len(damaging)} attacks deal damage (physical, fire or electric, one value or a die "
        f"roll of 2 or 3 values); {len(attacks) - len(damaging)} act without damage.",
        f"Movement bonuses announced in Phase 2: {', '.join(bonuses) or 'none'}.",
        f"Extra gauges: {'; '.join(gauges) or 'none'}.",
        "Effects used: "
        + ", ".join(f"{name} ×{n}" for name, n in sorted(effects.items()))
        + f"; tokens: {', '.join(content.tokens)}.",
    ]
    return {
        "pokemon_total": len(content.species),
        "attacks_total": len(attacks),
        "attacks_implemented": len(done),
        "unimplemented": [
            f"{x['pokemon']}: {x['attack']}" for x in attacks if not x["implemented"]
        ],
        "attacks": attacks,
        "effects_used": dict(sorted(effects.items())),
        "tokens": {k: {"max": t.max, "kind": t.kind} for k, t in content.tokens.items()},
        "summary": summary,
    }
