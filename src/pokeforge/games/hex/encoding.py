"""Integer actions of hex (see :mod:`pokeforge.core.encoding`). Not written yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import Game, Params, State


def num_distinct_actions(game: Game, params: Params) -> int:
    raise NotImplementedError("hex does not number its actions yet")


def action_number(state: State[Any], seat: int, action: Any) -> int:
    raise NotImplementedError("hex does not number its actions yet")
