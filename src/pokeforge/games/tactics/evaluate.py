"""The heuristic value of a position, used by the greedy agent (not a rule of the game).

A Pokémon still able counts 100 plus its HP; tokens and gauges count for or against it by how much
they are worth in damage; and a Pokémon whose damaging attacks are melee wants to stand near an
opponent, which is what turns a one-ply search into an attacking player rather than a random walker.
Every term is symmetric: own Pokémon add, the opponent's subtract.
"""

from __future__ import annotations

from .mon import Mon
from .state import TacticsState

#: what a token or gauge point is worth to its holder, in HP
TOKEN_VALUE = {
    "substitute": 25.0,
    "light_screen": 5.0,
    "bind": -6.0,
    "disable": -10.0,
    "paralysis": -4.0,
    "poison": -25.0,
}
GAUGE_VALUE = {"harden": 8.0, "focus_energy": 12.0, "withdraw": 8.0, "fury_cutter": 0.5}
#: HP a melee attacker loses per step it stands further than adjacent from its nearest opponent
APPROACH = 4.0


def _melee_only(m: Mon) -> bool:
    damaging = [a for a in m.sp.attacks if a.damaging]
    return bool(damaging) and all(a.category == "melee" for a in damaging)


def evaluate_position(st: TacticsState, seat: int) -> float:
    """Own side's worth minus the opponent's (see the module docstring)."""
    width = st.board.width
    on_board = [m for m in st.mons if not m.out and m.cell >= 0]
    score = 0.0
    for m in st.mons:
        if m.out:
            continue
        value = 100.0 + m.hp
        for name, count in m.tokens.items():
            if count:
                value += TOKEN_VALUE.get(name, 0.0) * count
        for name, level in m.gauges.items():
            value += GAUGE_VALUE.get(name, 0.0) * level
        if m.cell >= 0 and _melee_only(m):
            r, c = divmod(m.cell, width)
            nearest = min(
                (
                    max(abs(r - o.cell // width), abs(c - o.cell % width))
                    for o in on_board
                    if o.owner != m.owner
                ),
                default=1,
            )
            value -= APPROACH * max(0, nearest - 1)
        score += value if m.owner == seat else -value
    return score
