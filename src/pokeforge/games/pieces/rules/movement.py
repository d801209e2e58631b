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

from ..actions import Action, Battle, MoveBattle
from ..board import LEGEND, ON_BOARD

if TYPE_CHECKING:
    from ..state import PiecesState


def piece_actions(state: PiecesState, seat: int, out: list[Action]) -> None:
    """Append every move and battle of ``seat``'s pieces in play to ``out``.

    Rule sheet "About Battles" (adjacent opponent's piece) and "You can't use the Tamago Pieces to
    start a battle": Tamago pieces are not in the actors list, so they neither move nor battle.
    """
    t = state.t
    board = state.board
    status = state.status
    flip = state.flip
    cell = state.cell
    owner = t.p_owner
    rays_all = t.rays
    p_arrows = t.p_arrows
    for pid in t.actors[seat]:
        if status[pid] != ON_BOARD:
            continue
        c = cell[pid]
        if t.p_role[pid] == LEGEND:
            legend_actions(state, seat, pid, out)
            continue
        rays = rays_all[c]
        moves = t.move_obj[c]
        battles = t.battle_obj[c]
        for d, reach in p_arrows[pid][flip[pid]]:
            ray = rays[d]
            if not ray:
                continue
            first = ray[0]
            occ = board[first]
            if occ < 0:
                out.append(moves[first])
                _after_move(state, seat, pid, c, first, out)
                if reach > 1:
                    for x in ray[1:reach]:
                        if board[x] >= 0:
                            break
                        out.append(moves[x])
                        _after_move(state, seat, pid, c, x, out)
            elif owner[occ] != seat:
                out.append(battles[d])


def _after_move(
    state: PiecesState, seat: int, pid: int, src: int, dst: int, out: list[Action]
) -> None:
    """The battles the piece ``pid`` may start once it has moved from ``src`` to ``dst`` (D4): an
    opponent's piece on a square next to ``dst`` that one of its arrows points at."""
    t = state.t
    board = state.board
    owner = t.p_owner
    rays = t.rays[dst]
    for d, _reach in t.p_arrows[pid][state.flip[pid]]:
        ray = rays[d]
        if not ray:
            continue
        occ = board[ray[0]]
        if occ >= 0 and owner[occ] != seat:
            out.append(_move_battle(state, src, dst, (ray[0],)))


def _move_battle(state: PiecesState, src: int, dst: int, targets: tuple[int, ...]) -> MoveBattle:
    """The interned ``move … battle …`` action (one object per squares, shared by all plays)."""
    cache = state.t.move_battle_obj
    key = (src, dst, targets)
    action = cache.get(key)
    if action is None:
        names = state.t.names
        action = cache[key] = MoveBattle(names[src], names[dst], tuple(names[x] for x in targets))
    return action


def legend_actions(state: PiecesState, seat: int, pid: int, out: list[Action]) -> None:
    """Moves and battles of a 2×2 Legend piece ("Moving and Battling with Legend Pieces").

    The whole 2×2 block moves along an arrow onto squares that are empty (or its own). An arrow
    attacks every adjacent square in its direction: two squares along a side, one at a corner;
    all the opponent's pieces there are battled at once (FAQ Q8).
    """
    t = state.t
    board = state.board
    owner = t.p_owner
    names = t.names
    a = state.cell[pid]
    adj = t.block_adj[a]
    steps = t.block_step
    blocks = t.block
    moves = t.move_obj[a]
    arrows = t.p_arrows[pid][state.flip[pid]]
    for d, reach in arrows:
        targets = tuple(names[x] for x in adj[d] if board[x] >= 0 and owner[board[x]] != seat)
        if targets:
            out.append(Battle(names[a], targets))
        cur = a
        for _ in range(reach):
            nxt = steps[cur][d]
            if nxt < 0:
                break
            if any(board[x] >= 0 and board[x] != pid for x in blocks[nxt]):
                break
            out.append(moves[nxt])
            new_adj = t.block_adj[nxt]
            for d2, _reach in arrows:
                hit = tuple(x for x in new_adj[d2] if board[x] >= 0 and owner[board[x]] != seat)
                if hit:
                    out.append(_move_battle(state, a, nxt, hit))
            cur = nxt


def move_piece(state: PiecesState, pid: int, dst: int) -> None:
    """Carry out a move (decision D4 in docs/rules/pieces.md; "Moving and Battling with Legend
    Pieces" for a 2×2 block): the piece leaves its squares for the new ones."""
    t = state.t
    board = state.board
    for x in t.piece_cells(pid, state.cell[pid]):
        board[x] = -1
    for x in t.piece_cells(pid, dst):
        board[x] = pid
    state.cell[pid] = dst
