"""pokeforge: a rules engine, player and simulator for Pokémon tabletop games."""

from __future__ import annotations

from typing import Any

from .core import Game, IllegalAction, Match, State, all_games, get_game

__version__ = "0.1.0"


def new_game(slug: str, seed: int = 0, players: int | None = None, **params: Any) -> State[Any]:
    """Start a play of the game ``slug``: ``pokeforge.new_game("tactics", seed=1)``."""
    game = get_game(slug)
    parsed = game.params(params)
    return game.new_state(parsed, seed=seed, seats=game.check_seats(players, parsed))


__all__ = [
    "Game",
    "IllegalAction",
    "Match",
    "State",
    "__version__",
    "all_games",
    "get_game",
    "new_game",
]
