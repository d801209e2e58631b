"""Summoning Legend pieces ("Using Legend Pieces", FAQ A6).

A Legend can be summoned when its owner's Cost Area holds at least the number printed on it
(Tamago pieces count too), onto any 2×2 area of the play area that is entirely free. The pieces
paid leave the Cost Area for the place where the Legend waited and never come back (FAQ A6).
Summoning is the whole turn; the Legend moves and battles from its owner's next turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ..actions import Action
from ..board import ON_BOARD, WAITING

if TYPE_CHECKING:
    from ..state import PiecesState


def summon_actions(state: PiecesState, seat: int, out: list[Action]) -> None:
    """Append every summon ``seat`` may make now ("Using Legend Pieces": enough pieces in the
    Cost Area, a free 2×2 area, a Legend still waiting)."""
    t = state.t
    have = len(state.cost[seat])
    if have < t.cheapest_legend[seat]:
        return
    status = state.status
    ready = [
        pid
        for pid, cost in zip(t.legend_pids[seat], t.legend_costs[seat], strict=True)
        if cost <= have and status[pid] == WAITING
    ]
    if not ready:
        return
    board = state.board
    free = [
        a
        for a, b, c, d in t.anchor_blocks
        if board[a] < 0 and board[b] < 0 and board[c] < 0 and board[d] < 0
    ]
    for pid in ready:
        table = t.summon_obj[t.p_kind[pid]]
        out.extend([table[a] for a in free])


def summon(state: PiecesState, seat: int, pid: int, anchor: int) -> list[Event]:
    """Summon a Legend ("Using Legend Pieces"): pay the printed cost from the top of the Cost
    Area (the paid pieces go where the Legend waited) and place it face up on ``anchor``."""
    t = state.t
    kind = t.kinds[t.p_kind[pid]]
    paid = state.cost[seat][-kind.cost :]
    del state.cost[seat][-kind.cost :]
    state.spent[seat].extend(paid)
    state.status[pid] = ON_BOARD
    state.flip[pid] = 0
    state.cell[pid] = anchor
    for x in t.block[anchor]:
        state.board[x] = pid
    squares = [t.names[x] for x in t.block[anchor]]
    return [
        Event(
            "summon",
            f"{seat_name(seat)} pays {kind.cost} pieces from the Cost Area and summons {kind.name} "
            f"onto {', '.join(squares)}.",
            {"seat": seat, "piece": kind.name, "squares": squares, "paid": kind.cost},
        )
    ]
