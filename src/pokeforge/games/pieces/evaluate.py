"""A heuristic value of a position, for the greedy agent (not a rule).

Material (each piece's power now, plus part of what its other side is still worth), the Tamago
pile that shields Victini, the Cost Area as Legend potential, a little for advancing, and the
expected result of the best battle each side can start next, computed from the face-down Plus
Power cards (their values, never their order: every order is equally likely).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import Action, Battle, MoveBattle
from .board import LEGEND, ON_BOARD, TAMAGO, VICTINI, WAITING
from .rules.movement import piece_actions

if TYPE_CHECKING:
    from .state import PiecesState

WIN = 1e6
VICTINI_LIFE = 400.0
TAMAGO_VALUE = 45.0
SPARE_SIDE = 0.5
COST_VALUE = 12.0
ADVANCE = 3.0
APPROACH = 8.0
TO_MOVE_WEIGHT = 0.9
WAITING_WEIGHT = 0.3


def loss_value(state: PiecesState, pid: int) -> float:
    """What its owner loses when ``pid`` loses a battle."""
    t = state.t
    role = t.p_role[pid]
    if role == TAMAGO:
        return TAMAGO_VALUE
    if role == VICTINI:
        return VICTINI_LIFE if state.flip[pid] == 0 else WIN / 10
    front, back = t.p_power[pid]
    if state.flip[pid]:
        return float(back)
    return front + SPARE_SIDE * back - back


def piece_value(state: PiecesState, pid: int) -> float:
    t = state.t
    role = t.p_role[pid]
    if role == TAMAGO:
        return TAMAGO_VALUE * state.eggs[t.p_owner[pid]]
    front, back = t.p_power[pid]
    if role == VICTINI:
        return VICTINI_LIFE * (2 - state.flip[pid])
    if state.flip[pid]:
        return float(back)
    return front + SPARE_SIDE * back


def battle_gain(state: PiecesState, action: Battle | MoveBattle) -> float:
    """The attacker's expected gain from ``action`` (defenders' losses minus its own); a battle
    after a move is fought with the same power, so it is valued alike."""
    t = state.t
    attacker = state.board[t.cell_of[action.src]]
    defenders: list[int] = []
    for sq in action.targets:
        d = state.board[t.cell_of[sq]]
        if d not in defenders:
            defenders.append(d)
    gain = sum(loss_value(state, d) for d in defenders if t.p_role[d] == TAMAGO)
    fighters = [d for d in defenders if t.p_role[d] != TAMAGO]
    if not fighters:
        return gain
    power = state.power(attacker)
    powers = [state.power(d) for d in fighters]
    if power > max(powers):
        return gain + sum(loss_value(state, d) for d in fighters)
    cards = t.content.cards
    deck = state.deck
    total = 0.0
    for c in deck:
        value = power + cards[c].value
        total += sum(
            loss_value(state, d) for d, p in zip(fighters, powers, strict=True) if value > p
        )
        if any(value < p for p in powers):
            total -= loss_value(state, attacker)
    return gain + total / len(deck)


def best_battle(state: PiecesState, seat: int) -> float:
    out: list[Action] = []
    piece_actions(state, seat, out)
    best = 0.0
    for a in out:
        if type(a) is Battle or type(a) is MoveBattle:
            best = max(best, battle_gain(state, a))
    return best


def _goal(state: PiecesState, seat: int) -> int:
    """The square of the piece that decides the game for ``seat``'s opponent: its Victini or
    the Tamago pile over it."""
    t = state.t
    other = 1 - seat
    victini = t.victini_pid[other]
    if state.status[victini] == ON_BOARD:
        return state.cell[victini]
    egg = t.egg_pid[other]
    return state.cell[egg] if state.status[egg] == ON_BOARD else -1


def side_value(state: PiecesState, seat: int) -> float:
    t = state.t
    total = 0.0
    height = t.height
    goal = _goal(state, seat)
    chebyshev = t.grid.chebyshev
    for pid in t.seat_pieces[seat]:
        st = state.status[pid]
        if st == ON_BOARD:
            total += piece_value(state, pid)
            if t.p_role[pid] != TAMAGO and t.p_role[pid] != VICTINI:
                row = state.cell[pid] // t.width
                advanced = row if seat == 0 else height - 1 - row
                if t.p_role[pid] == LEGEND and seat == 1:
                    advanced -= 1
                total += ADVANCE * advanced
                if goal >= 0:
                    total -= APPROACH * chebyshev(state.cell[pid], goal)
        elif st == WAITING:
            kind = t.kinds[t.p_kind[pid]]
            have = len(state.cost[seat])
            if have >= kind.cost:
                total += 0.5 * piece_value(state, pid)
        elif t.p_role[pid] == VICTINI:
            total += 2 * VICTINI_LIFE
    total += COST_VALUE * len(state.cost[seat])
    return total


def evaluate(state: PiecesState, seat: int) -> float:
    """Higher is better for ``seat``."""
    out = state.outcome
    if out is not None:
        if seat in out.winners:
            return WIN
        return 0.0 if out.is_draw else -WIN
    other = 1 - seat
    score = side_value(state, seat) - side_value(state, other)
    mover = state.turn
    threat = TO_MOVE_WEIGHT * best_battle(state, mover)
    counter = WAITING_WEIGHT * best_battle(state, 1 - mover)
    if mover == seat:
        score += threat - counter
    else:
        score += counter - threat
    return score
