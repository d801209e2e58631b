"""What the search agents know of HEX (see :attr:`pokeforge.core.Game.search_module`).

:func:`.evaluate.evaluate` values a seat's own route to the League; a seat wins by getting there
before the others, so a search scores each seat by its lead over the best other seat, at once
(no playouts).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .evaluate import evaluate

if TYPE_CHECKING:
    from .state import HexState

#: the lead worth about three quarters of a win (a badge)
VALUE_SCALE = 100.0
#: no random playouts: a random player offers and accepts trades, throws and skips captures and
#: walks anywhere, so its futures say little of a position that the evaluation (exact gym and
#: capture odds, the route) does not say better; measured on the ladder, one hard seat against
#: three greedy won 2 of 16 games with 6-decision playouts and 9 of 16 without
ROLLOUT_DEPTH = 0


def values(state: HexState) -> list[float]:
    """Each seat's worth in ``[-1, 1]``: its evaluation minus the best other seat's, squashed."""
    own = [evaluate(state, s) for s in range(state.num_seats)]
    out = []
    for s, v in enumerate(own):
        best_other = max(x for o, x in enumerate(own) if o != s)
        out.append(math.tanh((v - best_other) / VALUE_SCALE))
    return out
