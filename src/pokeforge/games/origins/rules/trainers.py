"""Trainer cards (rulebook: "Trainer cards"): playable when their effect can be used; the card
goes to the discard pile once carried out (an attached one, PlusPower or Defender, stays on the
Pokémon until its effect ends)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import seat_name

from . import board, effects

if TYPE_CHECKING:
    from ..state import OriginsState


def playable(st: OriginsState, seat: int, card_id: str) -> bool:
    card = st.cards[card_id]
    if not card.effects:
        return False
    banned = st.flags.get("no_trainers")
    if banned is not None and banned["seat"] == seat and banned["until"] >= st.turn:
        return False
    return effects.usable(st, seat, card.effects)


def play(st: OriginsState, seat: int, card_id: str) -> None:
    effects.emit(
        st, "trainer", f"{seat_name(seat)} plays {board.card_name(st, card_id)}.", card=card_id
    )
    effects.start(st, ["trainer", card_id], {"seat": seat, "kind": "trainer", "card": card_id})
    st.flow = ["sweep"]


def finish_trainer(st: OriginsState, ctx: dict[str, Any]) -> None:
    if not ctx.get("attached"):
        st.discard[ctx["seat"]].append(ctx["card"])
