"""Seats and their secrets: who sits where, the secret token of each human seat, and who a token is.

A human seat's link carries a random token in the URL fragment (``/play/<game>#seat=<token>``), so
it never travels in a request line, a server log or a ``Referer``. The database keeps only the
token's SHA-256; a token is checked by comparing hashes in constant time. The spectator link is
the game's address without a token and shows ``view(None)`` only.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from .store import SeatRow

HUMAN = "human"
AGENT = "agent"

#: a game id: 12 random bytes, URL-safe (unguessable; it is the spectator link)
GAME_ID_BYTES = 12
#: a seat token: 24 random bytes, URL-safe
TOKEN_BYTES = 24


class SeatError(Exception):
    """A token that sits nowhere, or a seat that may not do what was asked. ``status`` is HTTP."""

    def __init__(self, reason: str, status: int = 403) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status


@dataclass(frozen=True)
class SeatSpec:
    """What the creator asked for one seat: a human, or an agent by name."""

    kind: str
    agent: str | None = None

    @classmethod
    def parse(cls, raw: Any, agents: set[str]) -> SeatSpec:
        """From ``"human"``, an agent name, or ``{"kind": ..., "agent": ...}``."""
        if isinstance(raw, str):
            raw = {"kind": HUMAN} if raw == HUMAN else {"kind": AGENT, "agent": raw}
        if not isinstance(raw, dict):
            raise ValueError("a seat is 'human', an agent name, or {kind, agent}")
        kind = raw.get("kind")
        if kind == HUMAN:
            return cls(HUMAN)
        if kind == AGENT:
            name = raw.get("agent")
            if not isinstance(name, str) or name not in agents:
                known = ", ".join(sorted(agents)) or "none"
                raise ValueError(f"unknown agent {name!r} (agents: {known})")
            return cls(AGENT, name)
        raise ValueError(f"a seat's kind is 'human' or 'agent', not {kind!r}")


def new_game_id() -> str:
    return secrets.token_urlsafe(GAME_ID_BYTES)


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def seat_of(token: str | None, seats: list[SeatRow]) -> int | None:
    """The seat whose token this is; ``None`` for no token (a spectator).

    Raises :class:`SeatError` for a token that belongs to no seat of this game.
    """
    if token is None or token == "":
        return None
    if len(token) > 200:
        raise SeatError("this seat token is not valid for this game", 403)
    digest = hash_token(token)
    found: int | None = None
    for row in seats:
        # compare every seat, so the time taken does not say which seat matched
        if row.token_hash is not None and hmac.compare_digest(digest, row.token_hash):
            found = row.seat
    if found is None:
        raise SeatError("this seat token is not valid for this game", 403)
    return found


def seat_label(seat: int) -> str:
    """A seat's name as people read it (``Player 1``): :func:`pokeforge.core.seat_name`."""
    from ..core import seat_name

    return seat_name(seat)


def play_link(game_id: str, token: str | None = None) -> str:
    """The page address for a seat (with its token) or for spectators (without)."""
    return f"/play/{game_id}" if token is None else f"/play/{game_id}#seat={token}"
