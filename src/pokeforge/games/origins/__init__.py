"""The ``origins`` game: Pokémon Origins, the official TCG rules of the Base–Fossil era plus the
Origins rule updates (issue 12). Importing this module registers the game."""

from pokeforge.core.registry import register

from .actions import Action
from .game import OriginsGame
from .params import OriginsParams
from .state import OriginsState

GAME = register(OriginsGame())

__all__ = ["GAME", "Action", "OriginsGame", "OriginsParams", "OriginsState"]
