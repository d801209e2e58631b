"""Precomputed tables for one content set: board geometry, the roster of pieces, interned actions.

Squares are small integers (``row * width + col``, row 0 is rank 1). Directions are indices into
:data:`~.content.DIRECTIONS` as the first player sees them; the second player's arrows are turned
half round (index + 4), matching the layout, which is turned half round too.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from pokeforge.core.geometry import SquareGrid

from .actions import Action, Battle, Move, MoveBattle, Summon
from .content import Content

#: a 1×1 piece's arrow from one square: (the adjacent square, the battle against it, the squares
#: it reaches nearest first, each with its move and the (square, ``move … battle …``) it strikes)
PieceStep = tuple[int, Move, tuple[tuple[int, MoveBattle], ...]]
PiecePlan = tuple[int, Battle, Move, tuple[tuple[int, MoveBattle], ...], tuple[PieceStep, ...]]
#: the squares a Legend attacks in one direction (the first twice when it is alone) and the
#: action for each choice of them, indexed by foe[first] + 2 · foe[second] (index 0 unused)
Strike = tuple[int, int, tuple[Action, ...]]
#: a Legend's arrow from one area: its battle (None off the board), then each area it reaches
#: with the squares that must be empty, the move, and the attacks from there
LegendPlan = tuple[Strike | None, tuple[tuple[tuple[int, ...], Move, tuple[Strike, ...]], ...]]

#: (row step, column step) of each direction for the first player (N is towards rank 7)
VECTORS: tuple[tuple[int, int], ...] = (
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
)

# piece roles as small ints
NORMAL, VICTINI, TAMAGO, LEGEND = 0, 1, 2, 3
ROLE_CODES = {"normal": NORMAL, "victini": VICTINI, "tamago": TAMAGO, "legend": LEGEND}

# where a piece is
ON_BOARD, UNDER_EGG, WAITING, COST_AREA, GONE = 0, 1, 2, 3, 4
STATUS_NAMES = ("board", "under_egg", "waiting", "cost_area", "gone")


def absolute(direction: int, seat: int) -> int:
    """The board direction of an arrow ``direction`` printed on a piece of ``seat``."""
    return (direction + 4 * seat) % 8


class Tables:
    """Everything that does not change during a play, computed once per game."""

    def __init__(self, content: Content) -> None:
        self.content = content
        w, h = content.width, content.height
        self.width, self.height = w, h
        self.grid = SquareGrid(w, h)
        size = w * h
        self.size = size
        self.names: tuple[str, ...] = tuple(self.grid.name(c) for c in range(size))
        self.cell_of: dict[str, int] = {n: c for c, n in enumerate(self.names)}
        longest = max(w, h) - 1

        def walk(r: int, c: int, dr: int, dc: int) -> tuple[int, ...]:
            out = []
            r, c = r + dr, c + dc
            while 0 <= r < h and 0 <= c < w:
                out.append(r * w + c)
                r, c = r + dr, c + dc
            return tuple(out)

        #: rays[cell][direction]: the squares from ``cell`` outwards, nearest first
        self.rays: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(walk(*divmod(c, w), dr, dc) for dr, dc in VECTORS) for c in range(size)
        )
        self.direction_between: dict[tuple[int, int], int] = {
            (c, ray[0]): d for c in range(size) for d, ray in enumerate(self.rays[c]) if ray
        }

        # 2×2 blocks, named by their lower-left square (the anchor)
        self.anchors: tuple[int, ...] = tuple(r * w + c for r in range(h - 1) for c in range(w - 1))
        self.block: list[tuple[int, ...]] = [() for _ in range(size)]
        self.block_step: list[tuple[int, ...]] = [(-1,) * 8 for _ in range(size)]
        self.block_adj: list[tuple[tuple[int, ...], ...]] = [((),) * 8 for _ in range(size)]
        for a in self.anchors:
            r, c = divmod(a, w)
            self.block[a] = (a, a + 1, a + w, a + w + 1)
            steps = []
            adj = []
            for dr, dc in VECTORS:
                nr, nc = r + dr, c + dc
                steps.append(nr * w + nc if 0 <= nr < h - 1 and 0 <= nc < w - 1 else -1)
                rows = [r + 2] if dr == 1 else [r - 1] if dr == -1 else [r, r + 1]
                cols = [c + 2] if dc == 1 else [c - 1] if dc == -1 else [c, c + 1]
                adj.append(
                    tuple(rr * w + cc for rr in rows for cc in cols if 0 <= rr < h and 0 <= cc < w)
                )
            self.block_step[a] = tuple(steps)
            self.block_adj[a] = tuple(adj)

        # interned actions: legal-action lists reuse these objects
        names = self.names
        self.move_obj: tuple[tuple[Move, ...], ...] = tuple(
            tuple(Move(names[a], names[b]) for b in range(size)) for a in range(size)
        )
        # (a direction off the board gets a battle with no target; it is never offered)
        self.battle_obj: tuple[tuple[Battle, ...], ...] = tuple(
            tuple(Battle(names[c], (names[ray[0]],) if ray else ()) for ray in self.rays[c])
            for c in range(size)
        )

        #: ``move … battle …`` actions, interned on first use: for a 1×1 piece by the number
        #: (src · size + dst) · size + attacked square, for a Legend by (src, dst, squares)
        self.move_battle_obj: dict[int, MoveBattle] = {}
        self.legend_move_battle_obj: dict[tuple[int, int, tuple[int, ...]], MoveBattle] = {}

        # the roster: every piece of both seats gets an id
        kinds = content.kinds
        self.kinds = kinds
        p_kind: list[int] = []
        p_owner: list[int] = []
        start_cell: list[int] = []
        start_status: list[int] = []
        self.seat_pieces: list[tuple[int, ...]] = []
        self.actors: list[tuple[int, ...]] = []
        self.egg_pid: list[int] = []
        self.held_pid: list[int] = []
        self.legend_pids: list[tuple[int, ...]] = []
        for seat in (0, 1):

            def place(cell: int, seat: int = seat) -> int:
                return cell if seat == 0 else size - 1 - cell

            mine: list[int] = []

            def add(
                kind: int, cell: int, status: int, mine: list[int] = mine, seat: int = seat
            ) -> int:
                pid = len(p_kind)
                p_kind.append(kind)
                p_owner.append(seat)
                start_cell.append(cell)
                start_status.append(status)
                mine.append(pid)
                return pid

            for kind, cell in content.layout:
                add(kind, place(cell), ON_BOARD)
            self.egg_pid.append(add(content.tamago_kind, place(content.tamago_cell), ON_BOARD))
            held = -1
            if content.tamago_holds >= 0:
                held = add(content.tamago_holds, -1, UNDER_EGG)
            self.held_pid.append(held)
            self.legend_pids.append(tuple(add(k, -1, WAITING) for k in content.legends))
            self.seat_pieces.append(tuple(mine))
            self.actors.append(tuple(p for p in mine if kinds[p_kind[p]].role != "tamago"))
        self.p_kind = tuple(p_kind)
        self.p_owner = tuple(p_owner)
        self.start_cell = tuple(start_cell)
        self.start_status = tuple(start_status)
        self.num_pieces = len(p_kind)
        self.p_role = tuple(ROLE_CODES[kinds[k].role] for k in p_kind)
        self.p_size = tuple(kinds[k].size for k in p_kind)
        self.p_name = tuple(kinds[k].name for k in p_kind)
        self.victini_pid = tuple(
            next(p for p in self.seat_pieces[s] if self.p_role[p] == VICTINI) for s in (0, 1)
        )

        # power and board arrows of each piece on each side: [pid][flipped]
        powers: list[tuple[int, int]] = []
        arrows: list[tuple[tuple[tuple[int, int], ...], ...]] = []
        for pid, k in enumerate(p_kind):
            pk = kinds[k]
            if pk.front is None or pk.back is None:
                powers.append((0, 0))
                arrows.append(((), ()))
                continue
            seat = p_owner[pid]
            faces = (pk.front, pk.back)
            powers.append((faces[0].power, faces[1].power))
            arrows.append(
                tuple(
                    tuple((absolute(d, seat), reach or longest) for d, reach in f.arrows)
                    for f in faces
                )
            )
        self.p_power = tuple(powers)
        self.p_arrows = tuple(arrows)
        #: strike[pid][flipped][cell]: the adjacent squares the piece's arrows point at from
        #: ``cell`` (the squares it may battle from there; 1×1 pieces only)
        self.strike: tuple[tuple[tuple[tuple[int, ...], ...], ...], ...] = tuple(
            tuple(
                tuple(
                    tuple(self.rays[c][d][0] for d, _ in side if self.rays[c][d])
                    for c in range(size)
                )
                for side in arrows[pid]
            )
            for pid in range(len(p_kind))
        )

        self.summon_obj: dict[int, tuple[Summon, ...]] = {
            k: tuple(Summon(kinds[k].name, names[a]) for a in range(size)) for k in content.legends
        }
        #: the four squares of each 2×2 area, for the free-area test of a summon
        self.anchor_blocks: tuple[tuple[int, int, int, int], ...] = tuple(
            (a, a + 1, a + w, a + w + 1) for a in self.anchors
        )
        #: each seat's actors split into 1×1 pieces and Legends (the Legends come last in
        #: ``actors``, so the two lists in turn keep its order)
        self.unit_actors: tuple[tuple[int, ...], ...] = tuple(
            tuple(p for p in mine if self.p_role[p] != LEGEND) for mine in self.actors
        )
        self.legend_actors: tuple[tuple[int, ...], ...] = tuple(
            tuple(p for p in mine if self.p_role[p] == LEGEND) for mine in self.actors
        )
        for seat in (0, 1):
            assert self.actors[seat] == self.unit_actors[seat] + self.legend_actors[seat]
        #: the cost printed on each seat's Legends, in the order of ``legend_pids``
        self.legend_costs: tuple[tuple[int, ...], ...] = tuple(
            tuple(kinds[p_kind[p]].cost for p in pids) for pids in self.legend_pids
        )
        #: the smallest of those costs (above any Cost Area when a seat has no Legend)
        self.cheapest_legend: tuple[int, ...] = tuple(
            min(costs, default=self.num_pieces + 1) for costs in self.legend_costs
        )
        #: foe[seat][pid]: whether piece ``pid`` belongs to the opponent of ``seat``; index -1
        #: (an empty square) is False, so ``foe[seat][board[x]]`` tests a square directly
        self.foe: tuple[tuple[bool, ...], ...] = tuple(
            (*(o != seat for o in p_owner), False) for seat in (0, 1)
        )
        #: what a piece may do from a square whatever the board holds depends only on its arrows
        #: (see :meth:`plan` and :meth:`legend_plan`): each distinct set of board arrows gets a
        #: number, and plan_base[pid][flipped] is that number times the board size, so that the
        #: plan of a piece on ``cell`` is plans[plan_base[pid][flipped] + cell] (for a Legend
        #: legend_plans[…]), built on first use
        arrow_sets: dict[tuple[tuple[int, int], ...], int] = {}
        self.arrow_sets: list[tuple[tuple[int, int], ...]] = []
        bases: list[tuple[int, int]] = []
        for sides in arrows:
            base: list[int] = []
            for side_arrows in sides:
                number = arrow_sets.get(side_arrows)
                if number is None:
                    number = arrow_sets[side_arrows] = len(self.arrow_sets)
                    self.arrow_sets.append(side_arrows)
                base.append(number * size)
            bases.append((base[0], base[1]))
        self.plan_base: tuple[tuple[int, int], ...] = tuple(bases)
        self.plans: list[tuple[PiecePlan, ...] | None] = [None] * (len(self.arrow_sets) * size)
        self.legend_plans: list[tuple[LegendPlan, ...] | None] = [None] * (
            len(self.arrow_sets) * size
        )

    def plan(self, index: int) -> tuple[PiecePlan, ...]:
        """``plans[index]``, built on first use: the moves and battles of a 1×1 piece with the
        arrow set ``index // size`` on the square ``index % size``, one entry per arrow in the
        order printed: the adjacent square and the battle against it, then the
        squares the arrow reaches nearest first (the adjacent one, then the rest), each with its
        ``move`` and the (square, ``move … battle …``) for each square its arrows strike from
        there (D4) but the one it left (its own)."""
        built = self.plans[index]
        if built is not None:
            return built
        names = self.names
        size = self.size
        out: list[PiecePlan] = []
        number, c = divmod(index, size)
        arrows = self.arrow_sets[number]
        for d, reach in arrows:
            ray = self.rays[c][d]
            if not ray:
                continue
            steps: list[PieceStep] = []
            for x in ray[:reach]:
                strikes: list[tuple[int, MoveBattle]] = []
                for d2, _ in arrows:
                    near = self.rays[x][d2]
                    if not near or near[0] == c:
                        continue
                    y = near[0]
                    key = (c * size + x) * size + y
                    action = self.move_battle_obj.get(key)
                    if action is None:
                        action = MoveBattle(names[c], names[x], (names[y],))
                        self.move_battle_obj[key] = action
                    strikes.append((y, action))
                steps.append((x, self.move_obj[c][x], tuple(strikes)))
            _, move, strikes_first = steps[0]
            out.append((ray[0], self.battle_obj[c][d], move, strikes_first, tuple(steps[1:])))
        plan = self.plans[index] = tuple(out)
        return plan

    def legend_plan(self, index: int) -> tuple[LegendPlan, ...]:
        """``legend_plans[index]``, built on first use: the moves and battles of a Legend with
        the arrow set ``index // size`` on the 2×2 area ``index % size``, one entry per arrow in
        the order printed: the squares it attacks in that direction with the battle against each
        choice of them, then each area the arrow reaches, nearest first, with the squares that
        must be empty to get there (those it does not already cover), the ``move`` and, per
        arrow, the squares it attacks from there with the ``move … battle …`` against each
        choice."""
        built = self.legend_plans[index]
        if built is not None:
            return built
        names = self.names
        number, a = divmod(index, self.size)
        arrows = self.arrow_sets[number]

        def choices(near: tuple[int, ...], make: Callable[[tuple[str, ...]], Action]) -> Strike:
            # the actions for each non-empty choice of the (one or two) attacked squares, indexed
            # by foe[first] + 2 · foe[second]; a single square stands for both
            if len(near) == 1:
                one = make((names[near[0]],))
                return (near[0], near[0], (one, one, one, one))
            x0, x1 = near
            both = make((names[x0], names[x1]))
            return (x0, x1, (both, make((names[x0],)), make((names[x1],)), both))

        out: list[LegendPlan] = []
        own = set(self.block[a])
        for d, reach in arrows:
            adj = self.block_adj[a][d]
            battle = choices(adj, lambda ts: Battle(names[a], ts)) if adj else None
            steps: list[tuple[tuple[int, ...], Move, tuple[Strike, ...]]] = []
            cur = a
            for _ in range(reach):
                nxt = self.block_step[cur][d]
                if nxt < 0:
                    break
                fresh = tuple(x for x in self.block[nxt] if x not in own)
                strikes: list[Strike] = []
                for d2, _reach in arrows:
                    near = self.block_adj[nxt][d2]
                    if near:
                        strikes.append(choices(near, partial(self._legend_mb, a, nxt)))
                steps.append((fresh, self.move_obj[a][nxt], tuple(strikes)))
                cur = nxt
            out.append((battle, tuple(steps)))
        plan = self.legend_plans[index] = tuple(out)
        return plan

    def _legend_mb(self, src: int, dst: int, targets: tuple[str, ...]) -> MoveBattle:
        key = (src, dst, tuple(self.cell_of[n] for n in targets))
        action = self.legend_move_battle_obj.get(key)
        if action is None:
            action = MoveBattle(self.names[src], self.names[dst], targets)
            self.legend_move_battle_obj[key] = action
        return action

    def piece_cells(self, pid: int, anchor: int) -> tuple[int, ...]:
        """The squares a piece of id ``pid`` covers when its lower-left square is ``anchor``."""
        return self.block[anchor] if self.p_size[pid] == 2 else (anchor,)
