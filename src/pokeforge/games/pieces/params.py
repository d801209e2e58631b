"""Parameters of a play of Pokémon Battle Chess BW (see docs/rules/pieces.md, "Decisions")."""

from __future__ import annotations

from pydantic import Field

from pokeforge.core.params import Params


class PiecesParams(Params):
    #: the play is drawn after this many turns in a row in which no piece lost a battle and no
    #: Legend was summoned (the sheet has no end for a play that goes nowhere)
    quiet_turn_limit: int = Field(default=50, ge=2, le=10_000)
    #: the literal reading of "if your Victini piece loses in battle, you lose the game": its
    #: first loss ends the game. Off by default: Victini is turned over first, like every piece,
    #: and the game is lost when it can no longer fight
    victini_sudden_death: bool = False
