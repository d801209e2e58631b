"""A Dice Duel that raises in some games, for the simulation tests."""

from __future__ import annotations

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
