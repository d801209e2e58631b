"""Dice rolls through the state's RNG, with the trainers that react to a roll (§11 Silver)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .decks import draw_items

if TYPE_CHECKING:
    from ..state import HexState


def roll(state: HexState, seat: int | None, purpose: str) -> int:
    """One d6 for ``seat`` (``None``: a non-player such as an Elite Trainer). §11 Silver: a 1
    on any roll draws an Item Card."""
    face = state.rng.d6()
    if seat is not None and face == 1:
        trainer = state.content.trainers[state.players[seat].trainer]
        if trainer.ability("item_on_one"):
            draw_items(state, seat, 1)
    return face
