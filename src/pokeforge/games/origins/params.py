"""Parameters of a play of the Origins TCG (see docs/rules/origins.md, "Decisions")."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from pokeforge.core.params import Params


class OriginsParams(Params):
    format: Literal["classic", "origins"] = Field(
        default="classic",
        description="classic: the Base–Fossil rules; origins: classic plus the Origins updates.",
    )
    deck0: str = Field(
        default="2-player-starter",
        description="Player 1's deck: a preset slug or decklist text.",
    )
    deck1: str = Field(
        default="overgrowth",
        description="Player 2's deck: a preset slug or decklist text.",
    )
    first_turn_attack: bool = Field(
        default=True,
        description="The player who goes first may attack on the first turn (the 1999 rule).",
    )
    sudden_death: bool = Field(
        default=True,
        description="Both players winning at once starts a sudden-death game (1 Prize each); "
        "off: a draw.",
    )
    prizes: int = Field(default=6, ge=1, le=6, description="Prize cards each player sets aside.")
    decision_cap: int = Field(
        default=3000,
        ge=50,
        le=100_000,
        description="The play is a draw after this many decisions (a safety cap).",
    )
    time_of_day: Literal["day", "night"] = Field(
        default="day", description="Origins real-world condition: the time where the play is."
    )
    place: Literal["indoors", "outdoors"] = Field(
        default="indoors",
        description="Origins real-world condition: online play is indoors (no rain) by default.",
    )
    weather: Literal["clear", "rain"] = Field(
        default="clear", description="Origins real-world condition: the weather outdoors."
    )
    moon: Literal["full", "not_full"] = Field(
        default="not_full", description="Origins real-world condition: the moon's phase."
    )
