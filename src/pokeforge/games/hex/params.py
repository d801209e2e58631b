"""HEX game parameters (setups, league format, optional rules)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from pokeforge.core import Params


class HexParams(Params):
    setup: Literal["balanced", "alternate", "random", "custom"] = Field(
        default="balanced",
        description="Which Pokémon are in the game (§2): balanced, alternate, random or custom",
    )
    generations: tuple[int, ...] = Field(
        default=(1, 9),
        description="Custom setup only: the generations whose cards are in the game (e.g. 1,9)",
    )
    league_format: Literal["head_to_head", "elite4"] = Field(
        default="head_to_head",
        description="How the League is won (§7): head_to_head bracket, or elite4 (beat two)",
    )
    battles_on_same_space: bool = Field(
        default=False,
        description="Optional rule (§12): landing on another player's space forces a battle",
    )
    achievements: bool = Field(
        default=False,
        description="Optional Achievement mode (§12): the first to meet a card's goal takes it",
    )
    #: documented last resort (not in the rulebook): if nobody has started the League by
    #: stopping on "Start the League" by the start of this round, it is called, so that every game
    #: ends; set past the length of games played towards the League (greedy players start it
    #: by round 31.5-38 and the longest of 400 greedy games ended at round 90); 0 disables it
    league_call_round: int = Field(
        default=100,
        ge=0,
        description="Not in the rulebook: call the League at this round if nobody started it "
        "(0: never)",
    )
