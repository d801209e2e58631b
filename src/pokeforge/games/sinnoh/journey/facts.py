"""The facts a simulation table keeps about a finished journey, under the names a battle's facts
have (:mod:`pokeforge.games.sinnoh.facts`), so every play of the game gives the same names:

* ``rounds``: rounds begun;
* ``starter_by_seat``: the starter each trainer chose;
* ``party_by_seat``: each party at the end (card names);
* ``fainted_by_seat``: how many of each party had fainted at the end;
* ``trainer_by_seat``: each trainer's card as printed (``Lady (bronze)``), ``""`` for none;
* ``opponent``: ``journey``; ``opponent_party``: ``[]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import JourneyState


def play_facts(st: JourneyState) -> dict[str, Any]:
    cards = st.content.cards
    starters = []
    for t in st.trainers:
        home = st.region.places.get(t.home)
        first = ""
        if home is not None:
            names = set(home.get("starters"))
            first = next((cards[m.card].name for m in t.party if cards[m.card].name in names), "")
        starters.append(first)
    return {
        "rounds": min(st.round, st.params.max_rounds),
        "starter_by_seat": starters,
        "party_by_seat": [[cards[m.card].name for m in t.party] for t in st.trainers],
        "fainted_by_seat": [sum(1 for m in t.party if m.fainted) for t in st.trainers],
        "trainer_by_seat": [
            f"{st.content.trainers[t.card].name} ({t.quality})" if t.card else ""
            for t in st.trainers
        ],
        "opponent": "journey",
        "opponent_party": [],
    }
