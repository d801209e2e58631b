"""HEX game parameters (setups, league format, optional rules)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from pokeforge.core import Params


class HexParams(Params):
    #: rulebook §2: which Pokémon are in the game
    setup: Literal["balanced", "alternate", "random", "custom"] = "balanced"
    #: custom setup: the generations to include (rulebook §2, Custom Setup)
    generations: tuple[int, ...] = (1, 9)
    #: rulebook §7: Head-to-Head (default) or Elite 4 (beat two Elite Trainers)
    league_format: Literal["head_to_head", "elite4"] = "head_to_head"
    #: optional rule §12: battles whenever two players land on the same space
    battles_on_same_space: bool = False
    #: optional rule §12 Achievement mode: the first player to meet an Achievement card's
    #: requirement takes its reward (cards in ``data/achievements.json``)
    achievements: bool = False
    #: documented last resort (not in the rulebook): if nobody has started the League by
    #: stopping on "Start the League" by the start of this round, it is called, so that every game
    #: ends; set past the length of games played towards the League (greedy players start it
    #: by round 32-38 and the longest of 400 greedy games ended at round 87); 0 disables it
    league_call_round: int = Field(default=100, ge=0)
