"""hex's observation vector for learning agents, from a seat's view only (see
``Game.observe``). Not written yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import Game, Params


def observation_size(game: Game, params: Params) -> int:
    raise NotImplementedError("hex has no observation vector yet")


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> list[float]:
    raise NotImplementedError("hex has no observation vector yet")
