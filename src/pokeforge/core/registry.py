"""The game registry: every game is found by its slug."""

from __future__ import annotations

import importlib

from .errors import UnknownGame
from .game import Game

#: modules that register the built-in games when imported
BUILTIN_GAME_MODULES: tuple[str, ...] = (
    "pokeforge.games.pieces",
    "pokeforge.games.tactics",
    "pokeforge.games.sinnoh",
    "pokeforge.games.hex",
    "pokeforge.games.origins",
)

_GAMES: dict[str, Game] = {}
_loaded = False


def register(game: Game) -> Game:
    """Add ``game`` to the registry (a second game with the same slug is an error)."""
    existing = _GAMES.get(game.slug)
    if existing is not None and type(existing) is not type(game):
        raise ValueError(f"a different game is already registered as {game.slug!r}")
    _GAMES[game.slug] = game
    return game


def _load_builtins() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for module in BUILTIN_GAME_MODULES:
        importlib.import_module(module)


def get_game(slug: str) -> Game:
    """The game registered as ``slug``; :class:`UnknownGame` if there is none."""
    _load_builtins()
    try:
        return _GAMES[slug]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        raise UnknownGame(f"unknown game {slug!r} (known games: {known})") from None


def all_games() -> list[Game]:
    """Every registered game, by slug."""
    _load_builtins()
    return [_GAMES[s] for s in sorted(_GAMES)]
