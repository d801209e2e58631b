"""What the search agents know of Battle Chess (see :attr:`pokeforge.core.Game.search_module`):
the scale of :func:`.evaluate.evaluate`, which is symmetric (one seat's value is minus the
other's), so a position is evaluated once for both seats."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from .evaluate import evaluate

if TYPE_CHECKING:
    from .state import PiecesState

#: the evaluation margin worth about three quarters of a win (a strong piece and a half)
VALUE_SCALE = 200.0


def values(state: PiecesState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished position."""
    v = math.tanh(evaluate(state, 0) / VALUE_SCALE)
    return [v, -v]
