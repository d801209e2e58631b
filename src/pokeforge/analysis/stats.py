"""Rates with confidence intervals: the Wilson score interval from scipy."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: the confidence level of every interval pokeforge prints
CONFIDENCE = 0.95


@dataclass(frozen=True, slots=True)
class Proportion:
    """``count`` of ``total`` with its Wilson interval; ``rate``, ``low`` and ``high`` are
    ``None`` when ``total`` is 0."""

    count: int
    total: int
    rate: float | None
    low: float | None
    high: float | None
    confidence: float = CONFIDENCE

    def to_json(self) -> dict[str, Any]:
        def r(x: float | None) -> float | None:
            return None if x is None else round(x, 6)

        return {
            "count": self.count,
            "total": self.total,
            "rate": r(self.rate),
            "low": r(self.low),
            "high": r(self.high),
        }

    def text(self) -> str:
        """``[48.1%, 55.9%]``, or ``-`` without trials."""
        if self.low is None or self.high is None:
            return "-"
        return f"[{100 * self.low:.1f}%, {100 * self.high:.1f}%]"


def proportion(count: int, total: int, confidence: float = CONFIDENCE) -> Proportion:
    """``count`` successes in ``total`` trials with the Wilson score interval at
    ``confidence`` (``scipy.stats.binomtest(...).proportion_ci(method="wilson")``)."""
    if total < 0 or not 0 <= count <= max(total, 0):
        raise ValueError(f"{count} successes out of {total} trials is not a proportion")
    if not 0 < confidence < 1:
        raise ValueError(f"a confidence level lies strictly between 0 and 1, not {confidence}")
    if total == 0:
        return Proportion(count, total, None, None, None, confidence)
    # imported on first use: scipy takes a while to load
    from scipy import stats  # type: ignore[import-untyped]

    ci = stats.binomtest(count, total).proportion_ci(confidence_level=confidence, method="wilson")
    return Proportion(count, total, count / total, float(ci.low), float(ci.high), confidence)
