"""The greedy agent: one-ply lookahead on determinised copies, scored by ``game.evaluate``."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

from ..core import IllegalAction, State
from .base import Agent, ViewMemory

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
    than ``max_candidates`` legal actions, a random sample of that many is considered. Actions
    the game's knowledge calls pointless (:meth:`Game.sensible_actions`) are not considered.

    A one-ply agent undoes and redoes for ever when an action that undoes itself (a free
    retreat, a step back and forth) scores above the way on (ending the turn): so it remembers,
    for its latest ``REMEMBERED_VIEWS`` views, the actions it took from each, and from a view it
    has seen before it leaves by another action while there is one. Only the seat's own view
    is remembered (nothing it may not know); the games' views carry their turn or round, so a
    view comes back only within a loop. A loop across turns (a piece stepping back and forth
    while the other side moves) is held off by the game's :meth:`Game.undo_penalty`, charged
    against a candidate that takes back the seat's own previous action.
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
        self._memory = ViewMemory()
        #: the latest action it chose for each seat it plays
        self._previous: dict[int, Hashable] = {}

    def choose(self, state: State[Any], seat: int) -> Hashable:
        actions: tuple[Hashable, ...] = state.legal_actions(seat)
        if not actions:
            raise IllegalAction(f"seat {seat} has nothing to decide now")
        if len(actions) == 1:
            self._previous[seat] = actions[0]
            return actions[0]
        taken = self._memory.taken(state, seat)
        sensible = state.game.sensible_actions(state, seat, actions)
        candidates = [a for a in sensible if a not in taken] or list(sensible)
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
        previous = self._previous.get(seat)
        if previous is not None:
            for i, action in enumerate(candidates):
                totals[i] -= self.samples * game.undo_penalty(previous, action)
        best = max(totals)
        ties = [a for a, t in zip(candidates, totals, strict=True) if t == best]
        chosen = ties[0] if len(ties) == 1 else ties[self.rng.below(len(ties))]
        taken.add(chosen)
        self._previous[seat] = chosen
        return chosen
