"""A greedy evaluation of an Origins position for one seat: Prize cards taken, damage on the
Pokémon in play, the board and Energy in play, what the hands promise, and the decks left. It is
symmetric (one seat's value is minus the other's) and reads the hands: agents call it only on
copies from ``determinize``, where the opponent's hand is a re-dealt guess of the same size.

* 100 per Prize card taken;
* each Pokémon in play: 10, its HP left / 10, 4 per attached Energy, 6 per evolution stage;
* the hand: 0.5 a card, more for an Energy card (1.5) and for an evolution card whose Basic or
  earlier stage is in play (5: the line goes on next turn);
* the deck: a player who cannot draw at the start of a turn loses, so an empty deck costs
  :data:`DECK_OUT` and each card under :data:`RESERVE` costs :data:`THIN`; drawing cards
  (Bill, Professor Oak) is then worth less than keeping them in the deck (issue 14: greedy
  drew itself out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rules import board

if TYPE_CHECKING:
    from .state import OriginsState

PRIZE = 100.0
#: an empty deck: about three Prize cards (the next draw loses unless the game ends first)
DECK_OUT = 300.0
#: cards a deck should keep for the turns still to come
RESERVE = 6
#: each card the deck has under :data:`RESERVE`
THIN = 10.0
HAND_CARD = 0.5
HAND_ENERGY = 1.5
HAND_EVOLUTION = 5.0


def _hand_value(st: OriginsState, seat: int, in_play: set[str]) -> float:
    cards = st.cards
    total = 0.0
    for cid in st.hand[seat]:
        card = cards.get(cid)
        if card is None:
            total += HAND_CARD
        elif card.supertype == "Energy":
            total += HAND_ENERGY
        elif card.evolves_from and card.evolves_from in in_play:
            total += HAND_EVOLUTION
        else:
            total += HAND_CARD
    return total


def side_value(st: OriginsState, seat: int) -> float:
    value = PRIZE * st.prizes_taken[seat]
    names: set[str] = set()
    for mon in board.in_play(st, seat):
        left = board.remaining(st, mon)
        value += 10.0 + left / 10.0 + 4.0 * len(mon["energy"]) + 6.0 * (len(mon["cards"]) - 1)
        names.add(board.top(st, mon).name)
    value += _hand_value(st, seat, names)
    left = len(st.deck[seat])
    if left == 0:
        value -= DECK_OUT
    elif left < RESERVE:
        value -= THIN * (RESERVE - left)
    return value


def evaluate(st: OriginsState, seat: int) -> float:
    out = st.outcome
    if out is not None:
        return {"win": 1e6, "draw": 0.0, "loss": -1e6}[out.result(seat)]
    return side_value(st, seat) - side_value(st, 1 - seat)
