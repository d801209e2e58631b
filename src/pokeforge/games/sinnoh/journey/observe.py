"""A journey's observation vector for learning agents, from a seat's view only.

Two parts: the battle being fought, laid out by the battle's own encoder
(:mod:`pokeforge.games.sinnoh.observe`; all zeros when no battle runs), then the rest of the
journey's view hashed (:func:`pokeforge.core.game.hashed_observation`, :data:`HASHED` numbers):
positions, parties, bags, decks' sizes, the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from pokeforge.core.game import hashed_observation

from .. import observe as battle_observe

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

#: numbers of the hashed part
HASHED = 512


def observation_size(game: Game, params: Params) -> int:
    return battle_observe.SIZE + HASHED


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    battle = view.get("battle")
    if battle is None:
        first = np.zeros(battle_observe.SIZE, dtype=np.float32)
    else:
        first = battle_observe.observe(game, battle, seat, params)
    rest = {k: v for k, v in view.items() if k != "battle"}
    return np.concatenate([first, hashed_observation(rest, HASHED)]).astype(np.float32)
