"""What the search agents know of Battle Chess (see :attr:`pokeforge.core.Game.search_module`):
the scale of :func:`.evaluate.evaluate`, which is symmetric (one seat's value is minus the
other's), so a position is evaluated once for both seats."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING

from .actions import Move, MoveBattle
from .evaluate import evaluate

if TYPE_CHECKING:
    from .state import PiecesState

#: the evaluation margin worth about three quarters of a win (a strong piece and a half)
VALUE_SCALE = 200.0
#: what a one-ply player holds against moving a piece straight back to the square it came from
#: on its owner's previous turn (about three rows of advance): without it a flat evaluation
#: shuffles a piece between two squares until the quiet-turn draw (issue 14)
UNDO = 30.0


def undo_penalty(previous: Hashable, action: Hashable) -> float:
    """:data:`UNDO` when ``action`` moves the piece ``previous`` moved straight back."""
    if type(previous) is not Move and type(previous) is not MoveBattle:
        return 0.0
    if type(action) is not Move:
        return 0.0
    back = action.src == previous.dst and action.dst == previous.src
    return UNDO if back else 0.0


def values(state: PiecesState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished position."""
    v = math.tanh(evaluate(state, 0) / VALUE_SCALE)
    return [v, -v]
