"""The end of a turn and of the game ("About Pieces that Have Lost a Battle and Winning the
Game", FAQ A7, and the quiet-turn draw decided in docs/rules/pieces.md).

* The game is lost by the seat whose Victini can no longer fight (see :mod:`.losses`).
* "You can never pass your turn. You lose the game if you can neither move nor battle" (A7).
* A play in which nothing is lost or summoned for ``quiet_turn_limit`` turns in a row is drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination, seat_name

if TYPE_CHECKING:
    from ..state import PiecesState


def end_turn(state: PiecesState, progress: bool, events: list[Event]) -> None:
    """Hand the turn over, or end the game. Computes (and caches) the next seat's actions."""
    state.turns += 1
    if state.outcome is not None:
        return
    state.quiet = 0 if progress else state.quiet + 1
    if state.quiet >= state.params.quiet_turn_limit:
        reason = (
            f"{state.quiet} turns in a row without a lost battle or a summon: the game is drawn"
        )
        state.outcome = Outcome(Termination.STALEMATE, (), reason)
        events.append(Event("game_over", reason[0].upper() + reason[1:] + ".", {"winner": None}))
        return
    nxt = 1 - state.turn
    state.turn = nxt
    actions = state._legal_actions(nxt)
    if actions:
        state._legal_cache = {nxt: tuple(actions)}
        return
    winner = 1 - nxt
    reason = f"{seat_name(nxt)} can neither move nor battle and loses: {seat_name(winner)} wins"
    state.outcome = Outcome(Termination.NO_MOVES, (winner,), reason, (winner, nxt))
    events.append(Event("game_over", reason + ".", {"winner": winner}))
