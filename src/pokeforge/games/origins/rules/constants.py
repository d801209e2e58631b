"""The numbers of the rulebooks, in one place.

These are rules, not card numbers: a number printed on a card lives in the card data (the set
file, or a field of its effect in ``data/effects/<set>.json``, checked against the printed text
by ``tests/games/origins/test_origins_effect_numbers.py``). The deck-building numbers (60
cards, 4 of a name, the Legendary and Stadium limits) are in :mod:`..decks`; the number of
Prize cards is the parameter ``prizes``.
"""

from __future__ import annotations

#: one damage counter is 10 damage (the engine counts damage)
DAMAGE_COUNTER = 10
#: Weakness: the damage is doubled (pokemon-tcg-data prints it ``×2``; a printed multiplier wins)
WEAKNESS_MULTIPLIER = 2
#: Resistance: 30 less damage (the era's printed ``-30``; the Origins rule "Resistances are
#: still assumed to be -30 unless stated otherwise"; Conversion 2's Resistance)
RESISTANCE = -30
#: a Poisoned Pokémon's damage between turns unless its effect says otherwise (Nidoking's Toxic)
POISON_DAMAGE = 10
#: a Confused Pokémon's tails: 20 damage to itself (the Base Set rules; with Weakness and
#: Resistance), or, with the Origins "Classic Confusion" update, 2 damage counters (the same 20,
#: no Weakness or Resistance)
CONFUSION_DAMAGE = 20
#: the cards of an opening hand
HAND_SIZE = 7
#: the Pokémon a Bench holds (a Stadium may say fewer)
BENCH_MAX = 5
#: extra cards an opponent may draw for each mulligan (the 1999 rulebook)
EXTRA_PER_MULLIGAN = 2
#: Origins: no Energy on a Future Pokémon before its owner's third turn with it in play
FUTURE_WAIT_TURNS = 3
