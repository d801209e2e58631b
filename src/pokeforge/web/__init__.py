"""The web app: ``pokeforge serve`` — lobby, seats with secret links, live play, replays."""

from .app import create_app

__all__ = ["create_app"]
