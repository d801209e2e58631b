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
#: no random playouts: a random player ends its turn, retreats and plays Trainers at random, so
#: six random decisions (most of them inside one turn) say less of a position than the
#: evaluation right away; the tree then reaches further into the turn (attach, then attack)
ROLLOUT_DEPTH = 0
#: each root action starts with this many visits at its one-ply value (greedy's judgement): a
#: search of a few hundred iterations over a turn of many small decisions is noisy at the root,
#: and its simulations must outweigh the evaluation before it plays otherwise. Measured against
#: greedy (hard's 0.9 s, under load): 5 of 6 games won with this and playouts off, 2 of 4 before
PRIOR_VISITS = 10


def values(state: OriginsState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished game."""
    v = math.tanh(evaluate(state, 0) / VALUE_SCALE)
    return [v, -v]
