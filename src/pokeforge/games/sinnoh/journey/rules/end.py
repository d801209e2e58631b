"""The end of a journey.

The Heart of Sinnoh is won by the first trainer to conquer its three acts' objectives; those acts
are not built yet. Until they are, the journey ends after ``max_rounds`` rounds (**the interim
end**, labelled so in the outcome): the trainer with the highest **journey score** wins (ties
share the win; the others lose). The journey score is the Journey Points earned in the whole
journey (held or spent on evolutions) plus 1 for each wild Pokémon captured. A journey of one
trainer ends without a winner or a loser at the interim end (nothing decides it yet).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination, seat_name

if TYPE_CHECKING:
    from ..pieces import Trainer
    from ..state import JourneyState


def score(t: Trainer) -> int:
    """Journey Points earned (held or spent) + wild Pokémon captured."""
    return t.earned + t.captured


def finish(st: JourneyState, events: list[Event]) -> None:
    """The interim end after ``max_rounds`` rounds."""
    scores = [score(t) for t in st.trainers]
    listed = ", ".join(f"{seat_name(s)} {n}" for s, n in enumerate(scores))
    head = (
        f"Interim end after {st.params.max_rounds} rounds (the campaign's objectives are not "
        f"built yet): journey scores {listed}"
    )
    if st.num_seats == 1:
        reason = head
        st.outcome = Outcome(Termination.LENGTH_CAP, (), reason)
    else:
        best = max(scores)
        winners = tuple(s for s, n in enumerate(scores) if n == best)
        named = [seat_name(s) for s in winners]
        names = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
        reason = f"{head}: {names} {'wins' if len(winners) == 1 else 'share the win'}"
        st.outcome = Outcome(Termination.OBJECTIVE, winners, reason)
    st.phase = "over"
    events.append(Event("end", reason, {"scores": scores, "winners": list(st.outcome.winners)}))
