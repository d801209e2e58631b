"""Parameters of a play of Pokémon Battle Chess BW (see docs/rules/pieces.md, "Decisions")."""

from __future__ import annotations

from pydantic import Field

from pokeforge.core.params import Params


class PiecesParams(Params):
    #: the play is drawn after this many turns in a row in which no piece lost a battle and no
    #: Legend was summoned (the sheet has no end for a play that goes nowhere; decision D15)
    quiet_turn_limit: int = Field(
        default=50,
        ge=2,
        le=10_000,
        description="Draw after this many turns in a row without a lost battle or a summon.",
    )
    #: the literal reading of "if your Victini piece loses in battle, you lose the game": its
    #: first loss ends the game. Off by default: Victini is turned over first, like every piece,
    #: and the game is lost when it can no longer fight (decision D7)
    victini_sudden_death: bool = Field(
        default=False,
        description="Victini's first lost battle loses the game (off: only when turned over).",
    )
