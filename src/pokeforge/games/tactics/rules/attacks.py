"""Phase 3: choosing an attack and its target (rulebook "The turn…", Phase 3 a) "By usability").

* melee: an opponent on one of the 8 neighbouring squares;
* ranged: any opponent, only if the user did not move this turn and no opponent is next to it;
* area: Fire Spin on a 3×3 area centred on any square (that holds a Pokémon), Selfdestruct around
  the user;
* other: any distance (support moves target as their data says).

A Disable token forbids attacking. After a movement bonus was announced only that attack may be
used. Machoke with a full Focus Energy gauge may spend it on a physical attack (``… focus``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event

from ..actions import SKIP, Action, Attack
from ..content import AttackDef
from ..events import event
from . import damage, end, rescue
from .effects import Ctx, run

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState

FOCUS_GAUGE = "focus_energy"


def requirements_met(m: Mon, a: AttackDef) -> bool:
    """``require_gauge`` checks (Teleport needs a gauge above 0, Barrier a gauge at 0)."""
    for gauge, lo, hi in a.requires:
        v = m.gauges[gauge]
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            return False
    return True


def _atk(
    cache: dict[Any, Any], name: str, target: str | None, extra: str | None = None, f: bool = False
) -> Attack:
    key = ("atk", name, target, extra, f)
    a = cache.get(key)
    if a is None:
        a = cache[key] = Attack(name, target, extra, f)
    return a


def _per_cell(board: Any, name: str, focus: bool) -> list[Attack]:
    """``attack <name> <square>`` for every square, interned per board."""
    key = ("atk-cells", name, focus)
    table = board.cache.get(key)
    if table is None:
        table = board.cache[key] = [Attack(name, n, None, focus) for n in board.names]
    return table  # type: ignore[no-any-return]


def opponents_next_to(st: TacticsState, cell: int, seat: int) -> list[int]:
    occ = st.occ
    mons = st.mons
    return [n for n in st.board.n8[cell] if occ[n] >= 0 and mons[occ[n]].owner != seat]


def can_focus(m: Mon, a: AttackDef) -> bool:
    return a.type == "physical" and a.damaging and m.gauges.get(FOCUS_GAUGE, 0) > 0


def target_cells(st: TacticsState, m: Mon, a: AttackDef) -> list[int]:
    """The squares ``a`` may be aimed at (for the target kinds that name one square)."""
    board = st.board
    seat = m.owner
    kind = a.target
    if kind == "opponent":
        if a.category == "melee":
            return opponents_next_to(st, m.cell, seat)
        if a.category == "ranged" and (st.t_moved or opponents_next_to(st, m.cell, seat)):
            return []
        return [o.cell for o in st.able(1 - seat)]
    if kind == "ally_or_self":
        return [o.cell for o in st.able(seat)]
    if kind == "adjacent_ally":
        occ = st.occ
        mons = st.mons
        return [n for n in board.n8[m.cell] if occ[n] >= 0 and mons[occ[n]].owner == seat]
    if kind == "area_square":  # the 3×3 areas that hold a Pokémon: those around a Pokémon
        area3 = board.area3
        return sorted({c for o in st.mons if o.cell >= 0 for c in area3[o.cell]})
    if kind == "free_square":
        wall = st.wall
        return [c for c in range(board.size) if not wall[c]]
    return []


def push_moves(st: TacticsState, m: Mon, distance: int) -> list[tuple[int, int]]:
    """Telekinesis: (Pokémon's square, destination) pairs — another Pokémon moved ``distance``
    squares in a straight orthogonal line; the squares passed over hold no obstacle or barrier
    (Pokémon are passed over), the destination is free and on the board."""
    board = st.board
    key = ("push", distance)
    table = board.cache.get(key)
    if table is None:
        rows = []
        for c in range(board.size):
            dirs = []
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                path = [board.grid.offset(c, dr * k, dc * k) for k in range(1, distance + 1)]
                if all(p is not None for p in path):
                    dirs.append(tuple(p for p in path if p is not None))
            rows.append(tuple(dirs))
        table = board.cache[key] = tuple(rows)
    out = []
    blocked = st.blocked
    for o in st.mons:
        if o.out or o is m or o.cell < 0:
            continue
        for path in table[o.cell]:
            dest = path[-1]
            if st.free(dest) and not any(blocked[p] for p in path[:-1]):
                out.append((o.cell, dest))
    return out


def barrier_lines(st: TacticsState, m: Mon, max_length: int) -> list[tuple[int, ...]]:
    """Barrier: 1–``max_length`` squares in a horizontal or vertical line, each free (the user's
    own old barrier does not count: the new one replaces it)."""
    return [st.board.lines[i] for i in _barrier_line_ids(st, m, max_length)]


def _barrier_line_ids(st: TacticsState, m: Mon, max_length: int) -> list[int]:
    board = st.board
    key = ("lines", max_length)
    table = board.cache.get(key)
    if table is None:  # the lines clear of rocks, and which of them pass each square
        ids = [
            i
            for i, ln in enumerate(board.lines)
            if len(ln) <= max_length and not any(c in board.obstacles for c in ln)
        ]
        through: list[list[int]] = [[] for _ in range(board.size)]
        for i in ids:
            for c in board.lines[i]:
                through[c].append(i)
        table = board.cache[key] = (ids, through)
    ids, through = table
    bad: set[int] = set()
    for o in st.mons:
        if o.cell >= 0:
            bad.update(through[o.cell])
    for seat, cells in enumerate(st.barriers):
        if seat != m.owner:
            for c in cells:
                bad.update(through[c])
    return [i for i in ids if i not in bad]


def _effect_param(a: AttackDef, do: str, key: str) -> Any:
    for e in a.use:
        if e.do == do:
            return e.params[key]
    raise KeyError(do)


def targets(st: TacticsState, m: Mon, a: AttackDef) -> list[Attack]:
    """Every ``attack …`` action of ``m`` with ``a`` now."""
    cache = st.board.cache
    names = st.board.names
    name = a.name
    kind = a.target
    if kind in ("self", "area_around_self"):
        return [_atk(cache, name, None)]
    if kind == "push":
        return [
            _atk(cache, name, names[c], "to " + names[d])
            for c, d in push_moves(st, m, _effect_param(a, "push", "distance"))
        ]
    if kind == "line":
        key = ("atk-lines", name)
        lines = cache.get(key)
        if lines is None:
            lines = cache[key] = [Attack(name, st.board.line_name(ln)) for ln in st.board.lines]
        return [
            lines[i] for i in _barrier_line_ids(st, m, _effect_param(a, "barrier", "max_length"))
        ]
    cells = target_cells(st, m, a)
    if any(e.do == "cure_one" for e in a.use):
        curable = _effect_param(a, "cure_one", "tokens")
        out: list[Attack] = []
        for c in cells:
            t = st.mons[st.occ[c]]
            out.extend(_atk(cache, name, names[c], tok) for tok in curable if t.tokens[tok])
        return out
    table = _per_cell(st.board, name, False)
    out = [table[c] for c in cells]
    if out and can_focus(m, a):
        focused = _per_cell(st.board, name, True)
        out.extend(focused[c] for c in cells)
    return out


def usable_attacks(st: TacticsState, m: Mon) -> list[AttackDef]:
    """The attacks ``m`` may choose from in this Phase 3 (before looking at targets)."""
    if m.tokens["disable"]:
        return []
    bonus = st.t_bonus
    out = []
    for a in m.sp.attacks:
        if bonus is not None:
            if a.name != bonus:
                continue
        elif a.bonus is not None:
            continue
        if requirements_met(m, a):
            out.append(a)
    return out


def attack_options(st: TacticsState) -> list[Action]:
    m = st.mons[st.t_mon]
    opts: list[Action] = []
    for a in usable_attacks(st, m):
        opts.extend(targets(st, m, a))
    out: list[Action] = []
    announced = m.sp.attack_by_name[st.t_bonus] if st.t_bonus is not None else None
    must = announced is not None and announced.bonus is not None and announced.bonus.must_attack
    if not (must and opts):
        out.append(SKIP)
    out.extend(opts)
    if rescue.available(st, st.t_seat):
        # the +30 is offered only when a damaging attack is among the choices
        by_name = m.sp.attack_by_name
        boost = any(type(o) is Attack and by_name[o.name].damaging for o in opts)
        out.extend(rescue.options(st, st.t_seat, boost=boost))
    return out


def apply_attack(st: TacticsState, seat: int, action: Attack, ev: list[Event]) -> None:
    m = st.mons[st.t_mon]
    a = m.sp.attack_by_name[action.name]
    if action.focus:
        m.gauges[FOCUS_GAUGE] = 0
    if a.damaging:
        damage.start(st, m, a, action, ev)
        return
    support(st, m, a, action, ev)
    st.stage = "turn_end"
    end.check(st, ev)


def support(st: TacticsState, m: Mon, a: AttackDef, action: Attack, ev: list[Event]) -> None:
    """An attack without damage: its ``on_hit`` effects on the chosen opponent, then its ``use``
    effects in order."""
    board = st.board
    target = None
    cells: tuple[int, ...] = ()
    extra = action.extra
    if a.target == "line":
        line = board.parse_line(action.target or "")
        assert line is not None
        cells = line
    elif a.target == "free_square":
        cells = (board.cell_of[action.target or ""],)
    elif action.target is not None:
        target = st.mon_at(board.cell_of[action.target])
        if a.target == "push":
            assert extra is not None
            cells = (board.cell_of[extra.removeprefix("to ")],)
            extra = None
    elif a.target == "self":
        target = m
    ctx = Ctx(st, m, a, target, cells, extra)
    able_before = [o.idx for o in st.mons if not o.out]
    run(ctx, a.on_hit)
    run(ctx, a.use)
    on = f" on {st.label(target)}" if target is not None and target is not m else ""
    text = f"{st.label(m)} used {a.name}{on}"
    if ctx.parts:
        text += ": " + "; ".join(ctx.parts)
    ev.append(
        event(
            "attack",
            text + ".",
            pokemon=m.idx,
            attack=a.name,
            target=action.target,
            hits=[],
            knocked_out=[i for i in able_before if st.mons[i].out],
        )
    )
