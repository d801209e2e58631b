"""Helpers the games' observation encoders share (see ``Game.observe``)."""

from __future__ import annotations

from typing import Any


def scaled(x: Any, scale: float) -> float:
    """A count or amount read from a view as a number in ``[0, 1]``: ``x / scale``, at most 1;
    0 for anything that is not a positive number."""
    if not isinstance(x, int | float) or x <= 0:
        return 0.0
    return x / scale if x < scale else 1.0
