"""A greedy evaluation of an Origins position for one seat: Prize cards taken, damage on the
Pokémon in play, the board and Energy in play, from what that seat may know."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import board

if TYPE_CHECKING:
    from .state import OriginsState


def side_value(st: OriginsState, seat: int) -> float:
    value = 100.0 * st.prizes_taken[seat]
    for mon in board.in_play(st, seat):
        left = board.remaining(st, mon)
        value += 10.0 + left / 10.0 + 4.0 * len(mon["energy"]) + 6.0 * (len(mon["cards"]) - 1)
    value += 0.5 * len(st.hand[seat])
    return value


def evaluate(st: OriginsState, seat: int) -> float:
    out = st.outcome
    if out is not None:
        return {"win": 1e6, "draw": 0.0, "loss": -1e6}[out.result(seat)]
    return side_value(st, seat) - side_value(st, 1 - seat)
