"""Pokémon Master Trainer: HEX Edition. Importing this module registers the game as ``hex``."""

from pokeforge.core import register

from .game import HexGame

GAME = register(HexGame())

__all__ = ["GAME", "HexGame"]
