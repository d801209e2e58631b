"""Phase 2: movement (rulebook "The turn, its phases…", Phase 2; Quick Attack, ExtremeSpeed,
Fly, Dig).

A Pokémon moves up to its speed in orthogonal steps through free squares (no obstacles, barrier or
other Pokémon) and ends on a free square, or stays. Bind: it cannot move. Paralysis: speed at most
2 (after bonuses). A movement bonus is announced first (``announce Fly``), and then the destinations
it allows are offered (``move c4 with Fly``), so that each menu lists a destination once; Phase 3
then offers only that attack (or no attack). Quick Attack: +2 speed, the move must end next to an
opponent and Quick Attack must be used. ExtremeSpeed ignores Bind and paralysis. Fly and Dig pass
over/under anything but must end on a free square.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import Action, Announce, Move
from ..content import AttackDef, Bonus
from ..events import event
from . import rescue
from .attacks import requirements_met

if TYPE_CHECKING:
    from ..board import Board
    from ..mon import Mon
    from ..state import TacticsState

PARALYSED_SPEED = 2


def speed_of(m: Mon, bonus: Bonus | None) -> int:
    """How many steps ``m`` may take this turn with ``bonus`` announced (or none)."""
    t = m.tokens
    extra = bonus.speed if bonus is not None else 0
    if bonus is not None and bonus.ignore_restraint:
        return m.sp.speed + extra
    if t["bind"]:
        return 0
    speed = m.sp.speed + extra
    if t["paralysis"]:
        speed = min(speed, PARALYSED_SPEED)
    return speed


def walk(st: TacticsState, start: int, steps: int) -> list[int]:
    """Free squares reachable in at most ``steps`` orthogonal steps through free squares, and
    ``start``."""
    out = [start]
    if steps <= 0:
        return out
    seen = bytearray(st.wall)  # not free, or already reached
    seen[start] = 1
    n4 = st.board.n4
    frontier = out
    for _ in range(steps):
        nxt = []
        for c in frontier:
            for d in n4[c]:
                if not seen[d]:
                    seen[d] = 1
                    nxt.append(d)
        if not nxt:
            break
        out = out + nxt
        frontier = nxt
    return out


def fly(st: TacticsState, start: int, steps: int) -> list[int]:
    """Fly/Dig: free squares within ``steps`` steps, passing over anything; and ``start``."""
    wall = st.wall
    return [start] + [c for c in st.board.ball(start, steps) if not wall[c]]


def _moves(board: Board, bonus: str | None) -> list[Move]:
    key = ("moves", bonus)
    table = board.cache.get(key)
    if table is None:
        table = board.cache[key] = [Move(n, bonus) for n in board.names]
    return table


def next_to_opponent(st: TacticsState, cell: int, seat: int) -> bool:
    occ = st.occ
    mons = st.mons
    for n in st.board.n8[cell]:
        i = occ[n]
        if i >= 0 and mons[i].owner != seat:
            return True
    return False


def bonus_destinations(st: TacticsState, m: Mon, a: AttackDef) -> list[int]:
    """Where ``m`` may end its move when it announces ``a``'s movement bonus."""
    b = a.bonus
    assert b is not None
    steps = speed_of(m, b)
    cells = fly(st, m.cell, steps) if b.passes else walk(st, m.cell, steps)
    if b.must_attack:
        cells = [c for c in cells if next_to_opponent(st, c, m.owner)]
    return cells


def can_announce(st: TacticsState, m: Mon, a: AttackDef) -> bool:
    """A bonus that obliges the attack cannot be announced by a Pokémon that may not attack."""
    b = a.bonus
    assert b is not None
    if b.must_attack:
        return not m.tokens["disable"] and requirements_met(m, a)
    return True


def boost_can_apply(st: TacticsState, m: Mon) -> bool:
    """Whether the last-rescue card's +30 could still strengthen a damaging attack of ``m`` this
    turn (rulebook: "strengthening any form of damaging attack"): ``m`` is not disabled and has a
    usable damaging attack that can land — a melee attack if some square it may move to (a bonus
    move included) is next to an opponent, a ranged one if no opponent is next to it now (it must
    then stay), an area or other attack always."""
    if m.tokens["disable"]:
        return False
    seat = m.owner
    plain: list[int] | None = None
    for a in m.sp.attacks:
        if not a.damaging or not requirements_met(m, a):
            continue
        if a.category == "ranged":
            if not next_to_opponent(st, m.cell, seat):
                return True
        elif a.category != "melee":
            return True
        elif a.bonus is not None:
            if can_announce(st, m, a) and any(
                next_to_opponent(st, c, seat) for c in bonus_destinations(st, m, a)
            ):
                return True
        else:
            if plain is None:
                plain = walk(st, m.cell, speed_of(m, None))
            if any(next_to_opponent(st, c, seat) for c in plain):
                return True
    return False


_ANNOUNCE: dict[str, Announce] = {}


def announce_options(st: TacticsState, m: Mon) -> list[Announce]:
    """The movement bonuses ``m`` may announce now: those it may use, with somewhere to go."""
    out = []
    for a in m.sp.bonus_attacks:
        if can_announce(st, m, a) and bonus_destinations(st, m, a):
            action = _ANNOUNCE.get(a.name)
            if action is None:
                action = _ANNOUNCE[a.name] = Announce(a.name)
            out.append(action)
    return out


def move_options(st: TacticsState) -> list[Action]:
    """Phase 2's choices: each destination of a plain move once, and each bonus to announce; after
    an announcement, each destination that bonus allows once."""
    m = st.mons[st.t_mon]
    board = st.board
    out: list[Action]
    if st.t_bonus is not None:
        table = _moves(board, st.t_bonus)
        out = [table[c] for c in bonus_destinations(st, m, m.sp.attack_by_name[st.t_bonus])]
    else:
        plain = _moves(board, None)
        out = [plain[c] for c in walk(st, m.cell, speed_of(m, None))]
        out.extend(announce_options(st, m))
    if rescue.available(st, st.t_seat):
        out.extend(rescue.options(st, st.t_seat, boost=boost_can_apply(st, m)))
    return out


def apply_announce(st: TacticsState, seat: int, action: Announce, ev: list[Event]) -> None:
    """Phase 2: "announce this in advance"; the move itself is the next decision."""
    m = st.mons[st.t_mon]
    st.t_bonus = action.bonus
    ev.append(
        event(
            "announce",
            f"{st.label(m)} announces {action.bonus}.",
            pokemon=m.idx,
            bonus=action.bonus,
        )
    )


def apply_move(st: TacticsState, seat: int, action: Move, ev: list[Event]) -> None:
    m = st.mons[st.t_mon]
    dest = st.board.cell_of[action.square]
    src = st.board.names[m.cell]
    st.t_moved = dest != m.cell
    st.t_bonus = action.bonus
    if st.t_moved:
        st.place(m, dest)
    how = f" with {action.bonus}" if action.bonus else ""
    if st.t_moved:
        text = f"{st.label(m)} moves{how} from {src} to {action.square}."
    else:
        text = f"{st.label(m)} stays on {src}."
    ev.append(
        event("move", text, pokemon=m.idx, to=action.square, bonus=action.bonus, **{"from": src})
    )
    st.stage = "attack"
