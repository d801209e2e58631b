"""The heuristic value of a position, used by the greedy agent (not a rule of the game).

A Pokémon still able counts 100 plus its HP; tokens and gauges count for or against it by how much
they are worth in damage; a Pokémon whose damaging attacks are melee wants to stand near an
opponent, which is what turns a one-ply search into an attacking player rather than a random walker,
and one whose damaging attacks are ranged wants no opponent next to it (a ranged attack cannot be
used then). In Phase 3 the Pokémon whose turn it is also counts the best hit it can still make
(:func:`threat`): a ranged attacker that stood still keeps its shot, one that walked has none,
so a one-ply player stays and shoots. Every term is symmetric: own Pokémon add, the opponent's
subtract.
"""

from __future__ import annotations

from .mon import Mon
from .rules.attacks import can_focus, target_cells, usable_attacks
from .rules.damage import absorbed, amount, attack_values
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
#: HP a ranged attacker loses while an opponent stands next to it (it cannot shoot from there)
KEEP_AWAY = 15.0
#: the share of the acting Pokémon's best hit counted before it is made (Phase 3)
THREAT = 0.8
#: a Knock Out's worth beyond the HP it takes (the 100 an able Pokémon counts)
KNOCK_OUT = 100.0


def _ranged_only(m: Mon) -> bool:
    damaging = [a for a in m.sp.attacks if a.damaging]
    return bool(damaging) and all(a.category == "ranged" for a in damaging)


def threat(st: TacticsState) -> tuple[int, float]:
    """In Phase 3: the seat whose turn it is and the expected worth (HP taken, plus a Knock Out's
    worth) of its Pokémon's best single-target damaging attack now; ``(-1, 0)`` otherwise. Dice
    values count equally likely; a Substitute that would absorb the hit counts its own worth."""
    if st.stage != "attack" or st.t_mon < 0:
        return -1, 0.0
    m = st.mons[st.t_mon]
    best = 0.0
    occ, mons = st.occ, st.mons
    for a in usable_attacks(st, m):
        if not a.damaging or a.target != "opponent":
            continue
        values = attack_values(st, m, a)
        focus = can_focus(m, a)
        for cell in target_cells(st, m, a):
            t = mons[occ[cell]]
            if absorbed(a, t):
                best = max(best, TOKEN_VALUE["substitute"])
                continue
            worth = 0.0
            for v in values:
                dmg = amount(a, t, v, focus, False)
                worth += min(dmg, t.hp) + (KNOCK_OUT if dmg >= t.hp else 0.0)
            best = max(best, worth / len(values))
    return m.owner, THREAT * best


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
        elif m.cell >= 0 and _ranged_only(m):
            r, c = divmod(m.cell, width)
            if any(
                max(abs(r - o.cell // width), abs(c - o.cell % width)) == 1
                for o in on_board
                if o.owner != m.owner
            ):
                value -= KEEP_AWAY
        score += value if m.owner == seat else -value
    actor, hit = threat(st)
    if actor >= 0:
        score += hit if actor == seat else -hit
    return score
