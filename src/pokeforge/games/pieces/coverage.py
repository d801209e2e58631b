"""How much of the Battle Chess content the rules carry out (``pokeforge content coverage pieces``).

The data files are loaded again, so their validation runs (a bad file raises ContentError naming
file, entry and field). A kind of piece counts as implemented when the rules know its role and
every arrow kind it shows on either side; a Plus Power card when the rules know its effect.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .board import ROLE_CODES
from .content import ARROW_KINDS, CARD_EFFECTS, DATA_DIR, Face, PieceKind, load_content

_KIND_NAMES = {v: k for k, v in ARROW_KINDS.items()}
#: what each card effect does after its battle (rules/plus_power.py ``after_card``)
CARD_EFFECT_RULES = {"none": "adds its value", "reshuffle": "adds its value, then reshuffles"}


def _face(face: Face | None) -> dict[str, Any] | None:
    if face is None:
        return None
    return {"power": face.power, "arrows": face.arrow_names()}


def missing_parts(kind: PieceKind) -> list[str]:
    out = []
    if kind.role not in ROLE_CODES:
        out.append(f"role {kind.role}")
    for face in (kind.front, kind.back):
        if face is None:
            continue
        for _d, reach in face.arrows:
            if reach not in _KIND_NAMES:
                out.append(f"arrow reach {reach}")
    return out


def content_coverage(directory: Path | str | None) -> dict[str, Any]:
    """The coverage report: each piece and card, what is not implemented, summary sentences."""
    content = load_content(DATA_DIR if directory is None else directory)
    pieces = []
    not_done: list[str] = []
    for kind in content.kinds:
        missing = missing_parts(kind)
        if missing:
            not_done.append(f"  not implemented: {kind.name} ({', '.join(missing)})")
        pieces.append(
            {
                "name": kind.name,
                "role": kind.role,
                "front": _face(kind.front),
                "back": _face(kind.back),
                "size": kind.size,
                "cost": kind.cost,
                "implemented": not missing,
                "missing": missing,
            }
        )
    cards = [
        {
            "value": c.value,
            "effect": c.effect,
            "implemented": c.effect in CARD_EFFECTS and c.effect in CARD_EFFECT_RULES,
        }
        for c in content.cards
    ]
    done = [p for p in pieces if p["implemented"]]

    def sides(p: dict[str, Any]) -> str:
        f, b = p["front"], p["back"]
        return (
            f"{p['name']} {f['power']}/{b['power']} "
            f"({len(f['arrows'])} arrows face up, {len(b['arrows'])} turned over)"
        )

    normal = [sides(p) for p in pieces if p["role"] in ("normal", "victini")]
    legends = [f"{sides(p)}, cost {p['cost']}" for p in pieces if p["role"] == "legend"]
    layout = len(content.layout)
    summary = [
        f"{len(pieces)} kinds of piece, validated from pieces.json and setup.json: "
        f"{len(done)} of {len(pieces)} carried out by the rules.",
        *not_done,
        f"Pieces that move and battle: {'; '.join(normal)}.",
        f"Legend pieces (2×2, summoned from the Cost Area): {'; '.join(legends) or 'none'}.",
        f"Each side starts with {layout} pieces on a {content.width}×{content.height} board and a "
        f"pile of {content.tamago_count} Tamago pieces"
        + (
            f" hiding {content.kinds[content.tamago_holds].name}."
            if content.tamago_holds >= 0
            else "."
        ),
        "Plus Power deck: "
        + ", ".join(
            f"+{c['value']}" + (" (reshuffles)" if c["effect"] == "reshuffle" else "")
            for c in cards
        )
        + f"; {sum(1 for c in cards if c['implemented'])} of {len(cards)} cards implemented.",
    ]
    return {
        "pieces_total": len(pieces),
        "pieces_implemented": len(done),
        "unimplemented": [p["name"] for p in pieces if not p["implemented"]]
        + [f"+{c['value']} ({c['effect']})" for c in cards if not c["implemented"]],
        "pieces": pieces,
        "cards": cards,
        "summary": summary,
    }
