"""A turn: a move, a battle, a move followed by a battle of the piece that moved (decision D4), or
a summon; never a pass (FAQ A7)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event

from ..actions import Action, Battle, Move, MoveBattle, Summon
from ..board import LEGEND, ON_BOARD, TAMAGO, WAITING
from .battle import battle
from .ending import end_turn
from .movement import move_piece, piece_actions
from .summon import summon, summon_actions

if TYPE_CHECKING:
    from ..state import PiecesState


def legal_actions(state: PiecesState, seat: int) -> list[Action]:
    """Every move, battle, move-and-battle and summon of ``seat`` (the only list of what may be
    done); there is never a pass (FAQ A7)."""
    out: list[Action] = []
    piece_actions(state, seat, out)
    summon_actions(state, seat, out)
    return out


def play(state: PiecesState, seat: int, action: Action) -> list[Event]:
    """Carry out a legal action and end the turn ("When you summon … your turn is over"; a move,
    a battle, or a move and then a battle of the piece that moved is a whole turn, decision D4)."""
    t = state.t
    kind = type(action)
    if kind is Move or kind is MoveBattle:
        assert type(action) is Move or type(action) is MoveBattle
        cell_of = t.cell_of
        src = action.src
        dst = action.dst
        pid = state.board[cell_of[src]]
        move_piece(state, pid, cell_of[dst])
        name = t.p_name[pid]
        events = [
            Event(
                "move",
                f"{name} moves from {src} to {dst}.",
                {"seat": seat, "piece": name, "from": src, "to": dst},
            )
        ]
        progress = False
        if type(action) is MoveBattle:
            fought, progress = battle(state, pid, _defenders(state, action.targets))
            events += fought
        end_turn(state, progress, events)
        return events
    if kind is Battle:
        assert type(action) is Battle
        attacker = state.board[t.cell_of[action.src]]
        events, progress = battle(state, attacker, _defenders(state, action.targets))
        end_turn(state, progress, events)
        return events
    assert type(action) is Summon
    pid = next(
        p
        for p in t.legend_pids[seat]
        if t.p_name[p] == action.legend and state.status[p] == WAITING
    )
    events = summon(state, seat, pid, t.cell_of[action.square])
    end_turn(state, True, events)
    return events


def _defenders(state: PiecesState, squares: tuple[str, ...]) -> list[int]:
    """The distinct pieces on the attacked squares (a Legend covers several)."""
    board = state.board
    cell_of = state.t.cell_of
    if len(squares) == 1:
        return [board[cell_of[squares[0]]]]
    out: list[int] = []
    for sq in squares:
        d = board[cell_of[sq]]
        if d not in out:
            out.append(d)
    return out


def explain_illegal(state: PiecesState, seat: int, action: Any) -> str:
    """A reason a person can read for refusing ``action``."""
    t = state.t
    if not isinstance(action, Move | Battle | MoveBattle | Summon):
        return f"{action!r} is not a Battle Chess action (move, battle or summon)"
    squares = (
        [action.src, action.dst]
        if isinstance(action, Move)
        else [action.src, action.dst, *action.targets]
        if isinstance(action, MoveBattle)
        else [action.src, *action.targets]
        if isinstance(action, Battle)
        else [action.square]
    )
    for sq in squares:
        if sq not in t.cell_of:
            return f"{sq!r} is not a square of the {t.width}×{t.height} board"
    if isinstance(action, Summon):
        pid = next((p for p in t.legend_pids[seat] if t.p_name[p] == action.legend), -1)
        if pid < 0:
            return f"{action.legend!r} is not one of your Legend pieces"
        if state.status[pid] != WAITING:
            return f"{action.legend} has already been summoned"
        cost = t.kinds[t.p_kind[pid]].cost
        if len(state.cost[seat]) < cost:
            return (
                f"{action.legend} needs {cost} pieces in your Cost Area; you have "
                f"{len(state.cost[seat])}"
            )
        return f"{action} needs a free 2×2 area whose lower-left square is {action.square}"
    pid = state.board[t.cell_of[action.src]]
    if pid < 0 or state.status[pid] != ON_BOARD:
        return f"there is no piece on {action.src}"
    if t.p_owner[pid] != seat:
        return f"the piece on {action.src} is not yours"
    if t.p_role[pid] == TAMAGO:
        return "Tamago pieces cannot move or start a battle"
    if t.p_role[pid] == LEGEND and t.cell_of[action.src] != state.cell[pid]:
        return f"name a Legend piece by its lower-left square ({t.names[state.cell[pid]]})"
    if isinstance(action, Move | MoveBattle):
        legal = state.legal_actions(seat)
        if isinstance(action, Move) or Move(action.src, action.dst) not in legal:
            return (
                f"{t.p_name[pid]} on {action.src} cannot move to {action.dst}: a move follows one "
                "of its arrows to an empty square, without passing other pieces"
            )
        return (
            f"{t.p_name[pid]} cannot battle {' '.join(action.targets)} after moving to "
            f"{action.dst}: only the opponent's pieces on the square(s) next to {action.dst} "
            "that one of its arrows points at can be battled there"
        )
    return (
        f"{t.p_name[pid]} on {action.src} cannot battle {' '.join(action.targets)}: a battle is "
        "against the opponent's pieces on the adjacent square(s) one of its arrows points at"
    )
