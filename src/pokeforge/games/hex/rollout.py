"""What the search agents know of HEX (see :attr:`pokeforge.core.Game.search_module`).

:func:`.evaluate.evaluate` values a seat's own route to the League; a seat wins by getting there
before the others, so a search scores each seat by its lead over the best other seat, at once
(no playouts).
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from .actions import Action
from .evaluate import evaluate, gym_chance

if TYPE_CHECKING:
    from .state import HexState

#: the lead worth about three quarters of a win (a badge)
VALUE_SCALE = 100.0
#: no random playouts: a random player offers and accepts trades, throws and skips captures and
#: walks anywhere, so its futures say little of a position that the evaluation (exact gym and
#: capture odds, the route) does not say better; measured on the ladder, one hard seat against
#: three greedy won 2 of 16 games with 6-decision playouts and 9 of 16 without
ROLLOUT_DEPTH = 0


_CHALLENGE = Action("challenge")


def sensible_actions(state: HexState, seat: int, actions: Sequence[Hashable]) -> list[Hashable]:
    """``actions`` without a Gym challenge the seat cannot win (§6: its best obeying Pokémon and
    Items cannot reach the Leader's power, or a dual Leader meets a single Pokémon): a lost
    challenge gains nothing, and a player who makes it looks aimless (issue 14)."""
    pend = state.pending
    if pend is None or pend["kind"] != "gym" or _CHALLENGE not in actions:
        return list(actions)
    if gym_chance(state, seat, str(pend["leader"])) > 0.0:
        return list(actions)
    return [a for a in actions if a != _CHALLENGE]


def values(state: HexState) -> list[float]:
    """Each seat's worth in ``[-1, 1]``: its evaluation minus the best other seat's, squashed."""
    own = [evaluate(state, s) for s in range(state.num_seats)]
    out = []
    for s, v in enumerate(own):
        best_other = max(x for o, x in enumerate(own) if o != s)
        out.append(math.tanh((v - best_other) / VALUE_SCALE))
    return out
