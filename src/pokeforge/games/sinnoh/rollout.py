"""What the search agents know of a Sinnoh battle (see :attr:`pokeforge.core.Game.search_module`):
the scale of the evaluation (health left on each side: a Pokémon has about 3 to 9), which is
symmetric, so a position is evaluated once for both seats; playouts never concede."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from .actions import Action
from .journey.actions import JourneyAction

if TYPE_CHECKING:
    from ...core import Rng
    from .state import SinnohState

#: the health margin worth about three quarters of a win (about one Pokémon)
VALUE_SCALE = 8.0


#: a journey's evaluation gained or lost since the search began worth about three quarters of
#: a win (a third of an objective step: :data:`.journey.evaluate.STEP`)
JOURNEY_SCALE = 40.0


def values(state: SinnohState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished battle: its health left minus the
    other side's, squashed. A journey (``campaign=…``, no battle sides of its own) is worth the
    game's evaluation of each seat (:mod:`.journey.evaluate`) relative to where the search's
    determinised copy began (``search_anchor``: a journey's evaluation grows all game long, so
    squashing its absolute size would leave no difference between the choices), squashed with
    :data:`JOURNEY_SCALE`."""
    if not hasattr(state, "sides"):
        game = state.game
        anchor = getattr(state, "search_anchor", None)
        if anchor is None:
            return [
                math.tanh(game.evaluate(state, s) / game.VALUE_SCALE)
                for s in range(state.num_seats)
            ]
        return [
            math.tanh((game.evaluate(state, s) - anchor[s]) / JOURNEY_SCALE)
            for s in range(state.num_seats)
        ]
    mine, theirs = state.sides[0], state.sides[1]
    health = sum(m.health_left for m in mine.party) - sum(m.health_left for m in theirs.party)
    v = math.tanh(health / VALUE_SCALE)
    return [v, -v]


def rollout_action(
    state: SinnohState, seat: int, actions: Sequence[Hashable], rng: Rng
) -> Hashable:
    """A uniform choice among the actions that do not concede: a playout that gives up at
    random would score every position as a likely loss. On a journey, a playout does not
    release a Pokémon either while it has another choice (a random release throws away a party
    member the search would never give up)."""
    fighting = [
        a
        for a in actions
        if not (isinstance(a, Action) and a.verb == "concede")
        and not (isinstance(a, JourneyAction) and a.verb == "release")
    ]
    pool = fighting or list(actions)
    return pool[rng.below(len(pool))]
