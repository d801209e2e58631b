"""The random agent: a uniform choice among the legal actions."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from ..core import IllegalAction, State
from .base import Agent


class RandomAgent(Agent):
    """Chooses uniformly among ``state.legal_actions(seat)`` with its own RNG."""

    name = "random"

    def choose(self, state: State[Any], seat: int) -> Hashable:
        actions: tuple[Hashable, ...] = state.legal_actions(seat)
        if not actions:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        return actions[self.rng.below(len(actions))]
