"""The agent interface: something that chooses an action for a seat, with its own seeded RNG."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable
from typing import Any, ClassVar

from ..core import Rng, State


class Agent(ABC):
    """A player that is not a person. Agents use only the contract: ``legal_actions``,
    ``determinize``, ``apply`` on copies, ``game.evaluate``. They never read hidden information
    and never draw from the state's RNG; their own randomness comes from ``self.rng``."""

    name: ClassVar[str]

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = Rng(seed)

    @abstractmethod
    def choose(self, state: State[Any], seat: int) -> Hashable:
        """One of ``state.legal_actions(seat)``; ``seat`` must be in ``state.to_act()``."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"
