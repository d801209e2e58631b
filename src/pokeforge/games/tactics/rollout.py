"""What the search agents know of tactics (see :attr:`pokeforge.core.Game.search_module`): the
scale of :func:`.evaluate.evaluate_position` (a Pokémon still able counts 100 plus its HP, so a
Knock Out swings about 150)."""

from __future__ import annotations

#: the evaluation margin worth about three quarters of a win
VALUE_SCALE = 150.0
