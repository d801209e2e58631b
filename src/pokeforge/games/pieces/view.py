"""What a seat may see. Everything on the table is public; the order of the face-down Plus Power
cards is hidden from everyone and never appears (only how many there are)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import COST_AREA, GONE, ON_BOARD, STATUS_NAMES, TAMAGO, UNDER_EGG, WAITING, absolute
from .content import DIRECTIONS

if TYPE_CHECKING:
    from .state import PiecesState

_KIND_NAMES = {1: "single", 2: "double", 0: "line"}
TAMAGO_ROLE = "tamago"


def piece_view(state: PiecesState, pid: int) -> dict[str, Any]:
    """One piece as the table shows it: name, owner, side, power, arrows, squares."""
    t = state.t
    kind = t.kinds[t.p_kind[pid]]
    seat = t.p_owner[pid]
    out: dict[str, Any] = {
        "id": pid,
        "name": kind.name,
        "owner": seat,
        "role": kind.role,
        "where": STATUS_NAMES[state.status[pid]],
    }
    c = state.cell[pid]
    if state.status[pid] == ON_BOARD and c >= 0:
        out["square"] = t.names[c]
        out["squares"] = [t.names[x] for x in t.piece_cells(pid, c)]
    if kind.role == TAMAGO_ROLE:
        out["count"] = state.eggs[seat]
        held = t.held_pid[seat]
        if held >= 0:
            out["holds"] = t.p_name[held]
        return out
    flipped = bool(state.flip[pid])
    face = kind.face(flipped)
    out["flipped"] = flipped
    out["power"] = face.power
    #: arrows as printed (N points at the opponent)
    out["arrows"] = face.arrow_names()
    #: the same arrows on the board (N points at rank 7), for drawing
    out["board_arrows"] = {DIRECTIONS[absolute(d, seat)]: _KIND_NAMES[r] for d, r in face.arrows}
    other = kind.face(not flipped)
    out["other_side"] = {"power": other.power, "arrows": other.arrow_names()}
    if kind.role == "legend":
        out["cost"] = kind.cost
    return out


def state_view(state: PiecesState, seat: int | None) -> dict[str, Any]:
    """The position as ``seat`` (or a spectator, ``None``) sees it; the same for everyone."""
    t = state.t
    cards = t.content.cards
    status = state.status
    pieces = [
        piece_view(state, pid)
        for pid in range(t.num_pieces)
        if status[pid] in (ON_BOARD, UNDER_EGG)
        and (t.p_role[pid] != TAMAGO or state.eggs[t.p_owner[pid]])
    ]
    sides = []
    for s in (0, 1):
        cost = state.cost[s]
        sides.append(
            {
                "seat": s,
                "cost_area": {
                    "count": len(cost),
                    "pieces": [t.kinds[k].name for k in cost],
                    "stacked": len(cost) >= 5,
                },
                "spent": [t.kinds[k].name for k in state.spent[s]],
                "tamago": state.eggs[s],
                "legends": [
                    {
                        "name": t.p_name[p],
                        "cost": t.kinds[t.p_kind[p]].cost,
                        "where": STATUS_NAMES[status[p]],
                        "can_summon": status[p] == WAITING
                        and t.kinds[t.p_kind[p]].cost <= len(cost),
                    }
                    for p in t.legend_pids[s]
                ],
                "beside_mat": [t.p_name[p] for p in t.legend_pids[s] if status[p] == GONE],
                "knocked_out": sum(1 for p in t.seat_pieces[s] if status[p] == COST_AREA),
            }
        )
    return {
        "game": "pieces",
        "seat": seat,
        "board": {"width": t.width, "height": t.height},
        "turn": state.turn,
        "turn_number": state.turns + 1,
        "to_act": list(state.to_act()),
        "quiet_turns": state.quiet,
        "quiet_turn_limit": state.params.quiet_turn_limit,
        "pieces": pieces,
        "sides": sides,
        "plus_power": {
            "deck_count": len(state.deck),
            "face_up": [cards[c].value for c in state.faceup],
            "cards": sorted(c.value for c in cards),
        },
        "outcome": None if state.outcome is None else state.outcome.to_json(),
    }
