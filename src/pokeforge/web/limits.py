"""Bounds on what one client may make the server do: token buckets and their defaults.

A :class:`TokenBucket` holds up to ``burst`` tokens and gains ``rate`` tokens a second; each
request takes one. Two kinds are used:

* per WebSocket (:class:`SocketLimits`): every message a socket sends takes a token. A message
  without one is dropped with an error (at most one error a second); a socket that keeps
  flooding (:attr:`SocketLimits.flood` messages dropped since its last accepted one) is closed
  with code 1008.
* per client address (:class:`ClientBuckets`), for game creation: a request without a token is
  refused with 429 and the seconds to wait (a request refused for another reason, bad
  parameters say, gets its token back). The table of addresses is bounded (the least
  recently seen are forgotten first).
"""

from __future__ import annotations

import time
from collections import OrderedDict
from dataclasses import dataclass

#: messages a socket may send per second, sustained
SOCKET_RATE = 20.0
#: messages a socket may send at once
SOCKET_BURST = 60
#: messages dropped in a row (since the last accepted one) before the socket is closed
SOCKET_FLOOD = 200

#: games one client address may create per minute, sustained
CREATE_PER_MINUTE = 20.0
#: games one client address may create at once
CREATE_BURST = 20
#: client addresses remembered by a creation limiter
MAX_CLIENTS = 10_000


class TokenBucket:
    """``burst`` tokens at most, ``rate`` more each second; :meth:`take` spends one."""

    __slots__ = ("burst", "rate", "stamp", "tokens")

    def __init__(self, rate: float, burst: float, now: float | None = None) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = float(burst)
        self.stamp = time.monotonic() if now is None else now

    def _refill(self, now: float) -> None:
        if now > self.stamp:
            self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
            self.stamp = now

    def take(self, now: float | None = None) -> bool:
        """Spend a token if there is one."""
        self._refill(time.monotonic() if now is None else now)
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

    def wait(self, now: float | None = None) -> float:
        """Seconds until a token is there (0 if one is)."""
        self._refill(time.monotonic() if now is None else now)
        if self.tokens >= 1.0:
            return 0.0
        return (1.0 - self.tokens) / self.rate if self.rate > 0 else float("inf")


@dataclass(frozen=True)
class SocketLimits:
    """How many messages one WebSocket may send (see the module's text)."""

    rate: float = SOCKET_RATE
    burst: int = SOCKET_BURST
    flood: int = SOCKET_FLOOD


class ClientBuckets:
    """One token bucket per client address, for at most ``max_clients`` addresses."""

    def __init__(
        self,
        per_minute: float = CREATE_PER_MINUTE,
        burst: int = CREATE_BURST,
        max_clients: int = MAX_CLIENTS,
    ) -> None:
        self.per_minute = per_minute
        self.burst = burst
        self.max_clients = max_clients
        self._buckets: OrderedDict[str, TokenBucket] = OrderedDict()

    def take(self, client: str) -> float:
        """Spend one of ``client``'s tokens: 0.0 when allowed, else the seconds to wait."""
        bucket = self._buckets.get(client)
        if bucket is None:
            bucket = TokenBucket(self.per_minute / 60.0, self.burst)
            self._buckets[client] = bucket
            while len(self._buckets) > self.max_clients:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(client)
        if bucket.take():
            return 0.0
        return max(bucket.wait(), 0.001)

    def refund(self, client: str) -> None:
        """Give back the token of a request that created nothing (it was refused)."""
        bucket = self._buckets.get(client)
        if bucket is not None:
            bucket.tokens = min(float(bucket.burst), bucket.tokens + 1.0)

    def __len__(self) -> int:
        return len(self._buckets)
