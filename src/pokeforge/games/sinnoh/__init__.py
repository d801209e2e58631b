"""Pokémon: Legends of Sinnoh v1.4: the battle system, its content and a standalone battle mode."""

from pokeforge.core.registry import register

from .game import SinnohGame

GAME = register(SinnohGame())

__all__ = ["GAME", "SinnohGame"]
