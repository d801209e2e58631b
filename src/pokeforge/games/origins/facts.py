"""The facts a simulation table keeps about a finished Origins play (see ``Game.facts``):

* ``turns``: turns begun;
* ``end``: why it ended (``prizes``, ``no_pokemon``, ``deck_out``, ``double_win``, ``cap``, or
  ``""`` if it has not);
* ``decks_by_seat``: each seat's deck parameter;
* ``prizes_taken_by_seat``: Prize cards each seat took;
* ``mulligans_by_seat``: mulligans each seat took;
* ``sudden_deaths``: sudden-death games played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import State

    from .state import OriginsState


def play_facts(state: State[Any]) -> dict[str, Any]:
    st: OriginsState = state  # type: ignore[assignment]
    return {
        "turns": st.turn,
        "end": st.end_reason,
        "decks_by_seat": [st.params.deck0, st.params.deck1],
        "prizes_taken_by_seat": list(st.prizes_taken),
        "mulligans_by_seat": list(st.mulligans),
        "sudden_deaths": st.sudden_deaths,
    }
