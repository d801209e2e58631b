"""The ``origins`` game: Pokémon Origins, the official TCG rules of the Base–Fossil era plus the
Origins rule updates (issue 12). Importing this module registers the game once it is listed in
:data:`pokeforge.core.registry.BUILTIN_GAME_MODULES` (the one switch that turns it on)."""

from pokeforge.core.registry import BUILTIN_GAME_MODULES, register

from .actions import Action
from .game import OriginsGame
from .params import OriginsParams
from .state import OriginsState

GAME = OriginsGame()
if __name__ in BUILTIN_GAME_MODULES:
    register(GAME)

__all__ = ["GAME", "Action", "OriginsGame", "OriginsParams", "OriginsState"]
