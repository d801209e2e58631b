"""Tiny builders for Battle Chess positions: an empty board, pieces placed by name, a stacked
Plus Power deck."""

from __future__ import annotations

from typing import Any

from pokeforge.games.pieces import GAME, PiecesState
from pokeforge.games.pieces.board import GONE, LEGEND, ON_BOARD, UNDER_EGG, WAITING

T = GAME.tables


def empty(turn: int = 0, **params: Any) -> PiecesState:
    """A play with every piece off the board (Legends waiting, no Tamago), ``turn`` to act."""
    state = GAME.new_state(GAME.pieces_params(params), seed=0)
    for pid in range(T.num_pieces):
        state.status[pid] = WAITING if T.p_role[pid] == LEGEND else GONE
        state.cell[pid] = -1
        state.flip[pid] = 0
    state.eggs = [0, 0]
    state.turn = turn
    state.rebuild_board()
    return state


def with_spares(turn: int = 0, spare: str = "Serperior", **params: Any) -> PiecesState:
    """An empty board plus a ``spare`` piece in each far corner (a1 and g7), so that both seats
    can always move and a test's game does not end for lack of moves."""
    state = empty(turn, **params)
    place(state, 0, spare, "a1")
    place(state, 1, spare, "g7")
    return state


def place(state: PiecesState, seat: int, name: str, square: str, flipped: bool = False) -> int:
    """Put an unused piece ``name`` of ``seat`` on ``square`` (a Legend's lower-left square)."""
    for pid in T.seat_pieces[seat]:
        if T.p_name[pid] == name and state.status[pid] in (GONE, WAITING):
            state.status[pid] = ON_BOARD
            state.cell[pid] = T.cell_of[square]
            state.flip[pid] = int(flipped)
            state.rebuild_board()
            return pid
    raise ValueError(f"seat {seat} has no unused {name}")


def tamago(state: PiecesState, seat: int, square: str, count: int = 3) -> int:
    """A Tamago pile of ``count`` on ``square`` with the seat's Victini waiting under it."""
    pid = T.egg_pid[seat]
    state.status[pid] = ON_BOARD
    state.cell[pid] = T.cell_of[square]
    state.eggs[seat] = count
    held = T.held_pid[seat]
    state.status[held] = UNDER_EGG
    state.cell[held] = -1
    state.rebuild_board()
    return pid


def cost_area(state: PiecesState, seat: int, *names: str) -> None:
    """Put pieces of these kinds in ``seat``'s Cost Area (oldest first)."""
    state.cost[seat] = [GAME.content.kind_index(n) for n in names]
    state.invalidate()


def stack_deck(state: PiecesState, *values: int) -> None:
    """Order the face-down Plus Power cards so that ``values`` come first, in this order; the
    other face-down cards follow. Face-up cards stay face up."""
    cards = GAME.content.cards
    rest = list(state.deck)
    top: list[int] = []
    for v in values:
        idx = next(i for i in rest if cards[i].value == v)
        rest.remove(idx)
        top.append(idx)
    state.deck = rest + top[::-1]


def deck_values(state: PiecesState) -> list[int]:
    """Face-down card values, top first."""
    return [GAME.content.cards[i].value for i in reversed(state.deck)]


def faceup_values(state: PiecesState) -> list[int]:
    return [GAME.content.cards[i].value for i in state.faceup]


def act(state: PiecesState, text: str) -> list[str]:
    """Play the action with this text for the seat to act; returns the events' kinds."""
    seat = state.to_act()[0]
    events = state.apply(seat, state.action_from_text(seat, text))
    return [e.kind for e in events]


def texts(state: PiecesState, seat: int | None = None) -> set[str]:
    """The text forms of the legal actions of ``seat`` (default: the seat to act)."""
    s = state.turn if seat is None else seat
    return {str(a) for a in state.legal_actions(s)}


def at(state: PiecesState, square: str) -> str | None:
    """The name of the piece on ``square`` (``"Tamago"`` for a pile), or None."""
    pid = state.piece_at(square)
    return None if pid < 0 else T.p_name[pid]
