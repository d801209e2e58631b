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
    size = t.size
    names = t.names
    interned = t.move_battle_obj
    #: the squares an opponent's piece stands on
    foe = [o >= 0 and owner[o] != seat for o in board]
    for pid in t.actors[seat]:
        if status[pid] != ON_BOARD:
            continue
        c = cell[pid]
        if t.p_role[pid] == LEGEND:
            legend_actions(state, seat, pid, out, foe)
            continue
        rays = rays_all[c]
        moves = t.move_obj[c]
        battles = t.battle_obj[c]
        side = flip[pid]
        strike = t.strike[pid][side]
        for d, reach in p_arrows[pid][side]:
            ray = rays[d]
            if not ray:
                continue
            first = ray[0]
            occ = board[first]
            if occ >= 0:
                if owner[occ] != seat:
                    out.append(battles[d])
                continue
            for x in ray[:reach]:
                if board[x] >= 0:
                    break
                out.append(moves[x])
                # D4: the moved piece may then battle from x (its old square is its own)
                for y in strike[x]:
                    if foe[y]:
                        key = (c * size + x) * size + y
                        action = interned.get(key)
                        if action is None:
                            action = interned[key] = MoveBattle(names[c], names[x], (names[y],))
                        out.append(action)


def legend_actions(
    state: PiecesState, seat: int, pid: int, out: list[Action], foe: list[bool]
) -> None:
    """Moves and battles of a 2×2 Legend piece ("Moving and Battling with Legend Pieces").

    The whole 2×2 block moves along an arrow onto squares that are empty (or its own). An arrow
    attacks every adjacent square in its direction: two squares along a side, one at a corner;
    all the opponent's pieces there are battled at once (FAQ Q8). After a move the Legend may
    battle from its new place in the same way (D4). ``foe`` marks the opponent's squares.
    """
    t = state.t
    board = state.board
    names = t.names
    a = state.cell[pid]
    adj = t.block_adj[a]
    steps = t.block_step
    blocks = t.block
    moves = t.move_obj[a]
    arrows = t.p_arrows[pid][state.flip[pid]]
    for d, reach in arrows:
        targets = tuple(names[x] for x in adj[d] if foe[x])
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
                near = new_adj[d2]
                if any(foe[x] for x in near):
                    hit = tuple(x for x in near if foe[x])
                    out.append(_legend_move_battle(state, a, nxt, hit))
            cur = nxt


def _legend_move_battle(
    state: PiecesState, src: int, dst: int, targets: tuple[int, ...]
) -> MoveBattle:
    """The interned ``move … battle …`` action of a Legend (shared by all plays)."""
    cache = state.t.legend_move_battle_obj
    key = (src, dst, targets)
    action = cache.get(key)
    if action is None:
        names = state.t.names
        action = cache[key] = MoveBattle(names[src], names[dst], tuple(names[x] for x in targets))
    return action


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
