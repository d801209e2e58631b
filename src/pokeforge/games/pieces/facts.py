"""The facts a simulation table keeps about a finished play of pieces (see ``Game.facts``).

* ``rounds``: rounds begun (a round is a turn of each player: ``ceil(turns / 2)``);
* ``turns``: turns played;
* ``summons_by_seat``: the Legend pieces each seat summoned, in the content's order;
* ``pieces_left_by_seat``: each seat's pieces on the board at the end (Tamago and Legends
  included);
* ``cost_area_by_seat``: the pieces in each seat's Cost Area at the end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import ON_BOARD, WAITING

if TYPE_CHECKING:
    from pokeforge.core import State

    from .state import PiecesState


def play_facts(state: State[Any]) -> dict[str, Any]:
    st: PiecesState = state  # type: ignore[assignment]
    t = st.t
    seats = range(2)
    return {
        "rounds": (st.turns + 1) // 2,
        "turns": st.turns,
        "summons_by_seat": [
            [t.p_name[p] for p in t.legend_pids[s] if st.status[p] != WAITING] for s in seats
        ],
        "pieces_left_by_seat": [
            sum(1 for p in t.seat_pieces[s] if st.status[p] == ON_BOARD) for s in seats
        ],
        "cost_area_by_seat": [len(st.cost[s]) for s in seats],
    }
