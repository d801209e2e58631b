"""Pokémon Battle Chess BW Version (``pieces``). Importing this module registers the game."""

from pokeforge.core.registry import register

from .actions import Action, Battle, Move, MoveBattle, Summon
from .game import PiecesGame
from .params import PiecesParams
from .state import PiecesState

GAME = register(PiecesGame())

__all__ = [
    "GAME",
    "Action",
    "Battle",
    "Move",
    "MoveBattle",
    "PiecesGame",
    "PiecesParams",
    "PiecesState",
    "Summon",
]
