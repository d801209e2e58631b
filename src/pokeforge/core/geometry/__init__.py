"""Board geometry shared by the games: square grids and hex grids."""

from .hexgrid import Hex, hex_distance, hex_line, hex_neighbors, hex_range, hex_ring
from .square import SquareGrid

__all__ = [
    "Hex",
    "SquareGrid",
    "hex_distance",
    "hex_line",
    "hex_neighbors",
    "hex_range",
    "hex_ring",
]
