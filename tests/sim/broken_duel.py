"""A Dice Duel that raises in some games, for the simulation tests."""

from __future__ import annotations

import os
from typing import Any

from fixtures.duel import DuelGame, DuelState
from pokeforge.core import Event


class BrokenSecondRound(DuelState):
    def _apply(self, seat: int, action: Any) -> list[Event]:
        if self.round == 1 and self.phase == "stake" and self.seed % 3 == 0:
            raise RuntimeError("the rules broke")
        return super()._apply(seat, action)


class SometimesBroken(DuelGame):
    """Dice Duel whose games with a seed divisible by 3 raise (not registered: the pool gets
    the game itself)."""

    state_type = BrokenSecondRound

    def new_state(self, params: Any = None, seed: int = 0, seats: int | None = None) -> Any:
        state = super().new_state(params, seed=seed, seats=seats)
        state.seed = seed
        return state


class DiesOnce(DuelGame):
    """Dice Duel whose process dies (as if killed) at the start of game ``seed`` the first
    time it is played, ``always``: every time; a marker file says it has happened."""

    def __init__(self, marker: str, seed: int, always: bool = False) -> None:
        super().__init__()
        self.marker, self.deadly, self.always = marker, seed, always

    def new_state(self, params: Any = None, seed: int = 0, seats: int | None = None) -> Any:
        if seed == self.deadly and (self.always or not os.path.exists(self.marker)):
            with open(self.marker, "w") as f:
                f.write("died")
            os._exit(1)
        return super().new_state(params, seed=seed, seats=seats)
