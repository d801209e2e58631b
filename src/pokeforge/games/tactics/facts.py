"""The facts a simulation table keeps about a finished play of tactics (see ``Game.facts``).

* ``rounds``: cycles begun (0 when the play ended before the first cycle);
* ``team_by_seat``: each seat's team, species names in team order (the picks so far when the
  play stopped before the teams were complete);
* ``survivors_by_seat``: each seat's Pokémon not knocked out at the end;
* ``hp_left_by_seat``: the HP those survivors have left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import State

    from .state import TacticsState


def play_facts(state: State[Any]) -> dict[str, Any]:
    st: TacticsState = state  # type: ignore[assignment]
    seats = range(st.num_seats)
    if st.mons:
        teams = [[m.sp.name for m in st.team(s)] for s in seats]
        survivors = [sum(1 for m in st.team(s) if not m.out) for s in seats]
        hp = [sum(m.hp for m in st.team(s) if not m.out) for s in seats]
    else:  # stopped during the selection
        teams = [list(st.picks[s]) for s in seats]
        survivors = [len(t) for t in teams]
        hp = [sum(st.content.species[n].hp for n in t) for t in teams]
    return {
        "rounds": st.cycle,
        "team_by_seat": teams,
        "survivors_by_seat": survivors,
        "hp_left_by_seat": hp,
    }
