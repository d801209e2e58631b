"""The search agent's levels, ``easy``, ``normal`` and ``hard``: registered agent names, each an
information-set MCTS (:mod:`.search`) with the settings below.

Each level has an iteration budget and a time cap per decision. The iteration budget is what
normally ends a search, so a level plays the same game again with the same seed (a simulation's
rows do not depend on the machine); the time cap is a safety net for a slow machine or an
unusually costly position (then the choice depends on the clock). The cap is a deadline for the
whole decision (see :mod:`.search`): ``hard``'s 0.85 s leaves 0.15 s of its one second per
decision to a machine that stalls the process in its last iteration (on a 2-core machine shared
with other work, stalls of several tenths of a second were seen); ``docs/ai.md`` has the
measured seconds per decision and win rates.
"""

from __future__ import annotations

from typing import ClassVar

from .search import SearchAgent, SearchSettings

LEVELS: dict[str, SearchSettings] = {
    "easy": SearchSettings(iterations=100, seconds=0.25, rollout_depth=4),
    "normal": SearchSettings(iterations=500, seconds=0.5, rollout_depth=6),
    "hard": SearchSettings(iterations=2500, seconds=0.85, rollout_depth=6),
}


class EasyAgent(SearchAgent):
    """A short search: about as strong as greedy, sometimes weaker."""

    name: ClassVar[str] = "easy"
    default_settings: ClassVar[SearchSettings] = LEVELS["easy"]


class NormalAgent(SearchAgent):
    """A medium search."""

    name: ClassVar[str] = "normal"
    default_settings: ClassVar[SearchSettings] = LEVELS["normal"]


class HardAgent(SearchAgent):
    """The strongest built-in player, within a second per decision."""

    name: ClassVar[str] = "hard"
    default_settings: ClassVar[SearchSettings] = LEVELS["hard"]


LEVEL_AGENTS: tuple[type[SearchAgent], ...] = (EasyAgent, NormalAgent, HardAgent)
