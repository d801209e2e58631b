"""The journey: the whole game of Legends of Sinnoh on the map, for 1 to 6 trainers
(``--param campaign=heart``).

Modules: :mod:`.state` (the journey's state, with a battle embedded while it runs),
:mod:`.pieces` (a trainer), :mod:`.actions`, :mod:`.decks` (the Pokédex and Ginkgo decks),
:mod:`.content` (the journey's data files), :mod:`.campaign` (what a campaign brings),
:mod:`.rules` (one module per topic: setup, turn, moving, villages, encounters, battles, crafting,
party, evolution, trading, end), :mod:`.view`, :mod:`.render`, :mod:`.encoding`,
:mod:`.observe`, :mod:`.facts`, :mod:`.evaluate`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.rng import Rng

from .state import JourneyState

if TYPE_CHECKING:
    from ..game import SinnohGame
    from ..params import SinnohParams

#: the fewest and the most trainers of a journey
MIN_TRAINERS, MAX_TRAINERS = 1, 6


def new_journey(game: SinnohGame, params: SinnohParams, seed: int, seats: int) -> JourneyState:
    """A journey waiting for the first chooser's home village (SETUP)."""
    from .rules import setup

    st = JourneyState(game, params, Rng(seed), seats)
    events = setup.begin(st)
    st.log = [e.text for e in events]
    return st


__all__ = ["MAX_TRAINERS", "MIN_TRAINERS", "JourneyState", "new_journey"]
