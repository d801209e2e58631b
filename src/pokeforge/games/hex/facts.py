"""The facts a simulation table keeps about a finished play of HEX (see ``Game.facts``).

* ``rounds``: the round the play ended in;
* ``league_reached``: whether the Pokémon League began;
* ``badges_by_seat``: Gym badges each player won;
* ``captures_by_seat``: Pokémon each player captured;
* ``trainer_by_seat``: each player's trainer card at the end (its name);
* ``team_by_seat``: each player's team at the end (Pokémon card names);
* ``league_wins_by_seat``: League battles each player won;
* ``place_by_seat``: 1 for the Pokémon Master; the others ordered by League wins, then badges,
  then captures (ties share a place). HEX itself names only the winner: this order is
  pokeforge's, for tables.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import State

    from .state import HexState


def play_facts(state: State[Any]) -> dict[str, Any]:
    st: HexState = state  # type: ignore[assignment]
    content = st.content
    players = st.players
    winners = set(st.outcome.winners) if st.outcome is not None else set()

    def key(s: int) -> tuple[int, int, int, int]:
        p = players[s]
        return (1 if s in winners else 0, p.wins, len(p.badges), p.captures)

    keys = [key(s) for s in range(len(players))]
    place = [1 + sum(1 for other in keys if other > mine) for mine in keys]
    return {
        "rounds": st.round,
        "league_reached": st.league is not None,
        "badges_by_seat": [len(p.badges) for p in players],
        "captures_by_seat": [p.captures for p in players],
        "trainer_by_seat": [
            content.trainers[p.trainer].name if p.trainer in content.trainers else p.trainer
            for p in players
        ],
        "team_by_seat": [
            [content.cards[c].name if c in content.cards else c for c in p.team] for p in players
        ],
        "league_wins_by_seat": [p.wins for p in players],
        "place_by_seat": place,
    }
