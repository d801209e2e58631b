"""Hex-grid geometry in axial coordinates (q, r), pointy-top layout for drawing."""

from __future__ import annotations

import math
from typing import NamedTuple


class Hex(NamedTuple):
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def name(self) -> str:
        return f"{self.q},{self.r}"

    @classmethod
    def parse(cls, text: str) -> Hex:
        q, _, r = text.partition(",")
        return cls(int(q), int(r))


HEX_DIRECTIONS = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))


def hex_neighbors(h: Hex) -> list[Hex]:
    return [Hex(h.q + d.q, h.r + d.r) for d in HEX_DIRECTIONS]


def hex_distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def hex_range(centre: Hex, radius: int) -> list[Hex]:
    """Every hex within ``radius`` of ``centre``."""
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append(Hex(centre.q + dq, centre.r + dr))
    return out


def hex_ring(centre: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` from ``centre``, walking round the ring."""
    if radius == 0:
        return [centre]
    d4 = HEX_DIRECTIONS[4]
    h = Hex(centre.q + d4.q * radius, centre.r + d4.r * radius)
    out = []
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            d = HEX_DIRECTIONS[side]
            h = Hex(h.q + d.q, h.r + d.r)
    return out


def _round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def hex_line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from ``a`` to ``b``, both included."""
    n = hex_distance(a, b)
    if n == 0:
        return [a]
    eps = 1e-6
    return [
        _round(
            a.q + (b.q - a.q) * i / n + eps,
            a.r + (b.r - a.r) * i / n + eps,
        )
        for i in range(n + 1)
    ]


def hex_to_pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of ``h`` for a pointy-top drawing with hexes of circumradius ``size``."""
    x = size * math.sqrt(3) * (h.q + h.r / 2)
    y = size * 1.5 * h.r
    return x, y
