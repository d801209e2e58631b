"""The end of a journey.

The Heart of Sinnoh is won by the first trainer to conquer every objective (OBJECTIVES: the home
village liberated, the three Shards, the Heart restored and Cyrus defeated), as the Hero of
Sinnoh at once or as the Traitor of Sinnoh after the final turns (:mod:`.ending`). ``max_rounds``
(default 20) is only a **safety cap** for simulations: when that many rounds have passed first,
:func:`finish` ends the journey (termination ``length_cap``): a lone trainer loses against the
campaign; otherwise the trainers furthest along the objectives win (village, each Shard, the
Heart: one step each), ties broken by the **journey score** (Journey Points earned in the whole
journey, held or spent on evolutions, + 1 per wild Pokémon captured), a tie on both sharing the
win (everyone level: a draw).
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
    """The safety cap: ``max_rounds`` rounds passed before anyone conquered every objective.
    Alone, the trainer loses against the campaign; otherwise the trainers furthest along the
    objectives (village, each Shard, the Heart) win, ties broken by the journey score, and a
    tie on both shares the win (everyone level: a draw)."""
    from . import acts

    p = st.heart
    n = st.params.max_rounds
    rounds = f"{n} round{'s' if n != 1 else ''}"
    if st.ultra.active:
        # the Ultra Burst is played together: Necrozma stands, the breach is below 70% (ours)
        reason = (
            f"The safety cap after {rounds}: Necrozma is not defeated and the breach stands at "
            f"{st.ultra.breach}%: a draw for every trainer"
        )
        st.outcome = Outcome(Termination.LENGTH_CAP, (), reason)
    elif st.num_seats == 1:
        reason = (
            f"The safety cap after {rounds}: the objectives are not all conquered, "
            f"{seat_name(0)} loses against the campaign ({acts.progress_words(st, 0)})"
        )
        st.outcome = Outcome(Termination.LENGTH_CAP, (), reason, losers=(0,))
    else:
        keys = [(p.progress(s), score(st.trainers[s])) for s in range(st.num_seats)]
        best = max(keys)
        winners = tuple(s for s, k in enumerate(keys) if k == best)
        named = [seat_name(s) for s in winners]
        names = named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
        listed = ", ".join(
            f"{seat_name(s)} {k[0]} step{'s' if k[0] != 1 else ''} (score {k[1]})"
            for s, k in enumerate(keys)
        )
        if len(winners) == st.num_seats:
            verdict, winners = "all level: a draw", ()
        else:
            verdict = f"{names} {'wins' if len(winners) == 1 else 'share the win'}"
        reason = (
            f"The safety cap after {rounds}: nobody conquered every objective; furthest along "
            f"the objectives: {listed}: {verdict}"
        )
        st.outcome = Outcome(Termination.LENGTH_CAP, winners, reason)
    st.phase = "over"
    events.append(
        Event(
            "end",
            reason,
            {"winners": list(st.outcome.winners), "losers": list(st.outcome.losers)},
        )
    )
