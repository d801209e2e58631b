"""What the search agents know of HEX (see :attr:`pokeforge.core.Game.search_module`).

:func:`.evaluate.evaluate` values a seat's own route to the League; a seat wins by getting there
before the others, so a search scores each seat by its lead over the best other seat.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .evaluate import evaluate

if TYPE_CHECKING:
    from .state import HexState

#: the lead worth about three quarters of a win (a badge)
VALUE_SCALE = 100.0


def values(state: HexState) -> list[float]:
    """Each seat's worth in ``[-1, 1]``: its evaluation minus the best other seat's, squashed."""
    own = [evaluate(state, s) for s in range(state.num_seats)]
    out = []
    for s, v in enumerate(own):
        best_other = max(x for o, x in enumerate(own) if o != s)
        out.append(math.tanh((v - best_other) / VALUE_SCALE))
    return out
