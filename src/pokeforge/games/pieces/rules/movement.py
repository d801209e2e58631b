"""Moving and the battles a piece may start ("About Battles", FAQ A4 and A5; decision D4).

A piece's arrows are both where it may move and where it may attack. A move follows one arrow to
an empty square: a single arrow reaches 1 square, a double arrow 1 or 2, a line arrow any
distance, never through another piece. A battle is only ever against an adjacent square an arrow
points at (FAQ A4), whatever the attacked piece's own arrows (FAQ A5). A turn may be a battle, a
move, or a move followed by a battle of the piece that moved, from its new square, against an
opponent's piece one of its arrows points at there (D4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import Action
from ..board import ON_BOARD

if TYPE_CHECKING:
    from ..state import PiecesState


def piece_actions(state: PiecesState, seat: int, out: list[Action]) -> None:
    """Append every move and battle of ``seat``'s pieces in play to ``out``.

    Rule sheet "About Battles" (adjacent opponent's piece) and "You can't use the Tamago Pieces to
    start a battle": Tamago pieces are not in the actors list, so they neither move nor battle.
    What a piece may do from a square whatever the board holds is precomputed once
    (:meth:`~..board.Tables.plan`); here only the squares are looked at.
    """
    t = state.t
    board = state.board
    status = state.status
    flip = state.flip
    cell = state.cell
    plans = t.plans
    plan_base = t.plan_base
    append = out.append
    #: foe[board[x]]: whether an opponent's piece stands on x
    foe = t.foe[seat]
    for pid in t.unit_actors[seat]:
        if status[pid] != ON_BOARD:
            continue
        index = plan_base[pid][flip[pid]] + cell[pid]
        plan = plans[index] or t.plan(index)
        for first, battle, move, strikes, rest in plan:
            occupant = board[first]
            if occupant >= 0:
                if foe[occupant]:
                    append(battle)
                continue
            append(move)
            # D4: the moved piece may then battle from its new square (its old one is its own)
            for y, move_battle in strikes:
                if foe[board[y]]:
                    append(move_battle)
            for x, move, strikes in rest:
                if board[x] >= 0:
                    break
                append(move)
                for y, move_battle in strikes:
                    if foe[board[y]]:
                        append(move_battle)
    for pid in t.legend_actors[seat]:
        if status[pid] == ON_BOARD:
            legend_actions(state, plan_base[pid][flip[pid]] + cell[pid], out, foe)


def legend_actions(
    state: PiecesState, index: int, out: list[Action], foe: tuple[bool, ...]
) -> None:
    """Moves and battles of a 2×2 Legend piece ("Moving and Battling with Legend Pieces").

    The whole 2×2 block moves along an arrow onto squares that are empty (or its own). An arrow
    attacks every adjacent square in its direction: two squares along a side, one at a corner;
    all the opponent's pieces there are battled at once (FAQ Q8). After a move the Legend may
    battle from its new place in the same way (D4). ``foe[board[x]]`` tells whether an
    opponent's piece stands on x.
    """
    t = state.t
    board = state.board
    append = out.append
    plan = t.legend_plans[index]
    if plan is None:
        plan = t.legend_plan(index)
    for battle, steps in plan:
        if battle is not None:
            x0, x1, choice = battle
            hit = foe[board[x0]] | foe[board[x1]] << 1
            if hit:
                append(choice[hit])
        for fresh, move, strikes in steps:
            blocked = False
            for x in fresh:
                if board[x] >= 0:
                    blocked = True
                    break
            if blocked:
                break
            append(move)
            for x0, x1, choice in strikes:
                hit = foe[board[x0]] | foe[board[x1]] << 1
                if hit:
                    append(choice[hit])


def move_piece(state: PiecesState, pid: int, dst: int) -> None:
    """Carry out a move (decision D4 in docs/rules/pieces.md; "Moving and Battling with Legend
    Pieces" for a 2×2 block): the piece leaves its squares for the new ones."""
    t = state.t
    board = state.board
    if t.p_size[pid] == 2:
        for x in t.block[state.cell[pid]]:
            board[x] = -1
        for x in t.block[dst]:
            board[x] = pid
    else:
        board[state.cell[pid]] = -1
        board[dst] = pid
    state.cell[pid] = dst
