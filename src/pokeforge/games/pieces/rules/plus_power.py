"""The Plus Power deck ("About Plus Power Cards").

The deck is shuffled face down. A drawn card goes face up to the Plus Power Area and cannot be
drawn again; when the card with the ``reshuffle`` effect (+70) is drawn, after its battle every
face-up card is turned over and shuffled back, and drawing starts again from the top.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

if TYPE_CHECKING:
    from ..state import PiecesState


def new_deck(state: PiecesState) -> None:
    """Shuffle all Plus Power cards face down (set-up)."""
    deck = list(range(len(state.t.content.cards)))
    state.rng.shuffle(deck)
    state.deck = deck
    state.faceup = []


def draw_card(state: PiecesState) -> int:
    """Draw the top card and place it face up in the Plus Power Area; returns its index.

    "Plus Power Cards that have already been drawn and are face up cannot be drawn": the card
    leaves the deck. The deck never runs out, because the reshuffle card is in it until drawn.
    """
    card = state.deck.pop()
    state.faceup.append(card)
    return card


def after_card(state: PiecesState, card: int, events: list[Event]) -> None:
    """The card's effect once its battle is over: the +70 card reshuffles the deck."""
    cards = state.t.content.cards
    if cards[card].effect == "reshuffle":
        deck = state.deck + state.faceup
        state.rng.shuffle(deck)
        state.deck = deck
        state.faceup = []
        events.append(
            Event(
                "reshuffle",
                f"+{cards[card].value} was drawn: the face-up Plus Power cards are turned over "
                "and shuffled back into the deck.",
                {"deck_count": len(deck)},
            )
        )
