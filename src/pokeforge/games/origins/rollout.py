"""What the search agents know of Origins (see :attr:`pokeforge.core.Game.search_module`): the
scale of :func:`.evaluate.evaluate` (100 a Prize card), which is symmetric, so a position is
evaluated once for both seats."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .evaluate import evaluate

if TYPE_CHECKING:
    from .state import OriginsState

#: the evaluation margin worth about three quarters of a win (a Prize card)
VALUE_SCALE = 100.0


def values(state: OriginsState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished game."""
    v = math.tanh(evaluate(state, 0) / VALUE_SCALE)
    return [v, -v]
