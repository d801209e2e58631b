"""Errors raised by the engine. Illegal input is always an exception with a reason."""

from __future__ import annotations


class PokeforgeError(Exception):
    """Base class of every error pokeforge raises on purpose."""


class IllegalAction(PokeforgeError):
    """An action that may not be taken now. ``reason`` is a sentence a person can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ContentError(PokeforgeError):
    """A content file that does not validate. Names the file, the entry and the field."""

    def __init__(self, file: str, entry: str, field: str, message: str) -> None:
        super().__init__(f"{file}: entry {entry!r}, field {field!r}: {message}")
        self.file = file
        self.entry = entry
        self.field = field
        self.message = message


class ParamError(PokeforgeError):
    """A game parameter that is unknown or has a value the game does not accept."""


class RecordError(PokeforgeError):
    """A record that cannot be read or replayed."""


class UnknownGame(PokeforgeError):
    """A game slug that is not registered."""
