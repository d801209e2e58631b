"""The greedy agent: one-ply lookahead on determinised copies, scored by ``game.evaluate``."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from ..core import IllegalAction, State
from .base import Agent

#: at most this many legal actions are looked at in one decision (a random sample of them when
#: there are more), so that a decision with hundreds of choices stays fast.
MAX_CANDIDATES = 64


class GreedyAgent(Agent):
    """Tries every legal action once on a copy and keeps the best-scored one.

    For each decision the agent asks ``state.determinize(seat, seed)`` for a copy in which what the
    seat cannot know (other seats' secret choices, hidden cards, the future dice) is re-drawn from a
    seed of the agent's own RNG, so it never profits from hidden information. Every candidate is
    applied to its own clone of that copy (all candidates meet the same re-drawn dice) and scored
    with ``game.evaluate(copy, seat)``. With ``samples`` > 1 the scores are summed over that many
    determinisations. The best total wins; ties are broken with the agent's RNG. When there are more
    than ``max_candidates`` legal actions, a random sample of that many is considered.
    """

    name = "greedy"

    def __init__(
        self, seed: int = 0, max_candidates: int = MAX_CANDIDATES, samples: int = 1
    ) -> None:
        super().__init__(seed)
        if max_candidates < 1 or samples < 1:
            raise ValueError("max_candidates and samples must be at least 1")
        self.max_candidates = max_candidates
        self.samples = samples

    def choose(self, state: State[Any], seat: int) -> Hashable:
        actions: tuple[Hashable, ...] = state.legal_actions(seat)
        if not actions:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        if len(actions) == 1:
            return actions[0]
        candidates = list(actions)
        if len(candidates) > self.max_candidates:
            candidates = self.rng.sample(candidates, self.max_candidates)
        game = state.game
        totals = [0.0] * len(candidates)
        for _ in range(self.samples):
            base = state.determinize(seat, self.rng.below(1 << 62))
            for i, action in enumerate(candidates):
                copy = base.clone()
                try:
                    copy.apply(seat, action)
                except IllegalAction:
                    totals[i] = -math.inf
                    continue
                totals[i] += game.evaluate(copy, seat)
        best = max(totals)
        ties = [a for a, t in zip(candidates, totals, strict=True) if t == best]
        if len(ties) == 1:
            return ties[0]
        return ties[self.rng.below(len(ties))]
