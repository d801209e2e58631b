"""What happens to a piece that loses a battle ("About Pieces that Have Lost a Battle and Winning
the Game", "Notice!", "Using Legend Pieces").

* A face-up piece is turned over; a turned-over piece that loses can no longer fight and goes to
  its owner's Cost Area (stacked beyond five; the count is what matters).
* A Tamago pile loses at once; its top piece goes to the Cost Area. When the last one is gone the
  piece it held (Victini) stands on the square.
* A Legend beaten on its reverse side is placed beside the play mat, not in the Cost Area.
* Victini beaten on its reverse side loses the game for its owner (with the parameter
  ``victini_sudden_death``, its first loss does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination, seat_name

from ..board import COST_AREA, GONE, LEGEND, ON_BOARD, TAMAGO, VICTINI

if TYPE_CHECKING:
    from ..state import PiecesState


def lose(state: PiecesState, pid: int, events: list[Event]) -> None:
    """Piece ``pid`` has lost a battle ("About Pieces that Have Lost a Battle", "Notice!", FAQ
    A2, "Using Legend Pieces" for a Legend beaten on its reverse side)."""
    t = state.t
    role = t.p_role[pid]
    seat = t.p_owner[pid]
    name = t.p_name[pid]
    where = t.names[state.cell[pid]]
    if role == TAMAGO:
        lose_tamago(state, pid, events)
        return
    if state.flip[pid] == 0:
        state.flip[pid] = 1
        events.append(
            Event(
                "flip",
                f"{name} ({where}) is turned over: power {state.power(pid)}.",
                {"seat": seat, "piece": name, "square": where, "power": state.power(pid)},
            )
        )
        if role == VICTINI and state.params.victini_sudden_death:
            victini_lost(state, seat, events)
        return
    board = state.board
    for x in t.piece_cells(pid, state.cell[pid]):
        board[x] = -1
    state.cell[pid] = -1
    if role == LEGEND:
        state.status[pid] = GONE
        events.append(
            Event(
                "legend_out",
                f"{name} lost on its reverse side and is placed beside the play mat.",
                {"seat": seat, "piece": name, "square": where},
            )
        )
        return
    state.status[pid] = COST_AREA
    state.cost[seat].append(t.p_kind[pid])
    events.append(
        Event(
            "knocked_out",
            f"{name} ({where}) can no longer fight and goes to the Cost Area.",
            {"seat": seat, "piece": name, "square": where, "cost_area": len(state.cost[seat])},
        )
    )
    if role == VICTINI:
        victini_lost(state, seat, events)


def lose_tamago(state: PiecesState, pid: int, events: list[Event]) -> None:
    """ "Tamago Pieces don't have a back side; when the opponent starts a battle with one, it loses
    straight away. Each time your Tamago Piece is defeated in battle, take the top piece off of
    the pile and move it to the Cost Area." """
    t = state.t
    seat = t.p_owner[pid]
    c = state.cell[pid]
    where = t.names[c]
    state.eggs[seat] -= 1
    state.cost[seat].append(t.p_kind[pid])
    left = state.eggs[seat]
    events.append(
        Event(
            "tamago_lost",
            f"A Tamago piece on {where} loses straight away and goes to the Cost Area "
            f"({left} left in the pile).",
            {"seat": seat, "square": where, "left": left, "cost_area": len(state.cost[seat])},
        )
    )
    if left > 0:
        return
    state.status[pid] = GONE
    state.cell[pid] = -1
    state.board[c] = -1
    held = t.held_pid[seat]
    if held >= 0:
        state.status[held] = ON_BOARD
        state.cell[held] = c
        state.board[c] = held
        events.append(
            Event(
                "revealed",
                f"The last Tamago piece is gone: {t.p_name[held]} appears on {where}.",
                {"seat": seat, "piece": t.p_name[held], "square": where},
            )
        )


def victini_lost(state: PiecesState, seat: int, events: list[Event]) -> None:
    """ "Even if you have many pieces left in the Play Area, if your Victini piece loses in battle,
    you lose the game." """
    winner = 1 - seat
    reason = f"{seat_name(seat)}'s Victini lost a battle: {seat_name(winner)} wins"
    state.outcome = Outcome(Termination.OBJECTIVE, (winner,), reason, (winner, seat))
    events.append(Event("game_over", reason + ".", {"winner": winner}))
