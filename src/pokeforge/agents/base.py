"""The agent interface: something that chooses an action for a seat, with its own seeded RNG."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections import OrderedDict
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


#: how many of the seat's latest views an agent remembers the actions it took in
REMEMBERED_VIEWS = 64


class ViewMemory:
    """The actions an agent took from each of its latest :data:`REMEMBERED_VIEWS` views. A view
    seen again comes back only within a loop (a free retreat and back, a piece stepping to and
    fro): the agent leaves it by an action not yet taken from it while one is left."""

    def __init__(self) -> None:
        self._taken: OrderedDict[str, set[Hashable]] = OrderedDict()

    def taken(self, state: State[Any], seat: int) -> set[Hashable]:
        """The actions taken from ``seat``'s current view (the set to add the choice to)."""
        key = json.dumps(state.view(seat), sort_keys=True, default=str)
        found = self._taken.get(key)
        if found is None:
            found = self._taken[key] = set()
            if len(self._taken) > REMEMBERED_VIEWS:
                self._taken.popitem(last=False)
        return found
