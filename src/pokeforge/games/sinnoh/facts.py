"""The facts a simulation table keeps about a finished Legends of Sinnoh battle (see
``Game.facts``). Per-seat facts cover the seats (side 0, and side 1 when a player holds it);
``opponent*`` describe side 1 whoever plays it.

* ``rounds``: turns begun;
* ``starter_by_seat``: the first starter Pokémon (a card marked ``starter``) of each seat's party
  as the battle began, ``""`` when the party held none;
* ``party_by_seat``: each seat's party at the end (card names, forms as they ended);
* ``fainted_by_seat``: how many of each party had fainted at the end;
* ``trainer_by_seat``: each seat's trainer card (``Beauty (gold)``), ``""`` for none;
* ``opponent``: what side 1 is (``trainer``, ``wild``, ``swarm`` or ``galactic``);
* ``opponent_party``: side 1's party at the end (card names).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import State

    from .content import Content
    from .state import SinnohState


def _trainer(content: Content, spec: str) -> str:
    if not spec:
        return ""
    cid, _, quality = spec.partition(":")
    card = content.trainers.get(cid)
    name = card.name if card is not None else cid
    return f"{name} ({quality})" if quality else name


def play_facts(state: State[Any]) -> dict[str, Any]:
    from .journey import JourneyState
    from .journey.facts import play_facts as journey_facts

    if isinstance(state, JourneyState):
        return journey_facts(state)
    st: SinnohState = state  # type: ignore[assignment]
    cards = st.content.cards
    seats = range(st.num_seats)
    starters = []
    for s in seats:
        entry = st.entry[s] if s < len(st.entry) else ()
        first = next((cards[c].name for c in entry if cards[c].starter), "")
        starters.append(first)
    return {
        "rounds": st.turns,
        "starter_by_seat": starters,
        "party_by_seat": [[cards[m.card].name for m in st.sides[s].party] for s in seats],
        "fainted_by_seat": [sum(1 for m in st.sides[s].party if m.fainted) for s in seats],
        "trainer_by_seat": [_trainer(st.content, st.sides[s].trainer) for s in seats],
        "opponent": st.sides[1].kind,
        "opponent_party": [cards[m.card].name for m in st.sides[1].party],
    }
