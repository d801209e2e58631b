"""The Czech two-player Pokémon tactics game (slug ``tactics``). Importing registers it."""

from pokeforge.core.registry import register

from .actions import Action
from .game import TacticsGame
from .params import TacticsParams
from .state import TacticsState

GAME = register(TacticsGame())

__all__ = ["GAME", "Action", "TacticsGame", "TacticsParams", "TacticsState"]
