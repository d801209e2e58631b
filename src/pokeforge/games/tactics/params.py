"""The tactics game's parameters."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from pokeforge.core.errors import ContentError
from pokeforge.core.params import Params

from .board import load_board


class TacticsParams(Params):
    """``team_selection``: the rulebook's selection variant 1–4 ("Pokémon selection").
    ``board``: a built-in board's name (``data/boards/<name>.json``) or a board file's path.
    ``stalemate_cycles``: the game is a draw after this many consecutive cycles without progress,
    that is without a knock-out and without a team's HP falling below its lowest so far (the
    rulebook's "dead point"; see docs/rules/tactics.md)."""

    team_selection: Literal[1, 2, 3, 4] = Field(
        default=3,
        description="Team selection variant 1–4 of the rulebook (3: four secret picks, then one).",
    )
    board: str = Field(
        default="default",
        description="Board: a built-in name (default, open) or the path of a board file.",
    )
    stalemate_cycles: int = Field(
        default=25,
        ge=1,
        le=10_000,
        description="Draw after this many cycles in a row without a knock-out or new HP loss.",
    )

    @field_validator("team_selection", mode="before")
    @classmethod
    def _variant_from_text(cls, v: Any) -> Any:
        if isinstance(v, str) and v.strip().isdigit():
            return int(v)
        return v

    @field_validator("board")
    @classmethod
    def _board_exists(cls, v: str) -> str:
        try:
            load_board(v)
        except ContentError as exc:
            raise ValueError(str(exc)) from None
        return v
