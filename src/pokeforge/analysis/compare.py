"""The statistics a balance report uses, each from scipy: Wilson intervals for rates (from
:mod:`.stats`), t intervals for means, tests of equal chances and of a difference between
groups, and the Benjamini–Hochberg correction for many comparisons."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy import stats  # type: ignore[import-untyped, unused-ignore]

from .stats import CONFIDENCE, proportion

#: the false discovery rate at which a value is flagged as an outlier
ALPHA = 0.05


@dataclass(frozen=True, slots=True)
class Rate:
    """``k`` successes out of ``n`` with the 95% Wilson score interval (``None`` if ``n`` is 0)."""

    k: int
    n: int
    rate: float | None
    low: float | None
    high: float | None

    def to_json(self) -> dict[str, Any]:
        return {"k": self.k, "n": self.n, "rate": self.rate, "low": self.low, "high": self.high}


def wilson(k: int, n: int, confidence: float = CONFIDENCE) -> tuple[float, float]:
    """The Wilson score interval of ``k`` successes in ``n`` trials (no continuity correction;
    :func:`pokeforge.analysis.stats.proportion`)."""
    if n <= 0:
        raise ValueError("a rate needs at least one trial")
    p = proportion(k, n, confidence)
    assert p.low is not None and p.high is not None
    return p.low, p.high


def rate(k: int, n: int) -> Rate:
    """``k`` out of ``n`` as a :class:`Rate`."""
    p = proportion(k, n)
    return Rate(k, n, p.rate, p.low, p.high)


@dataclass(frozen=True, slots=True)
class Mean:
    """The mean of ``n`` numbers with its 95% Student t interval (``None`` where undefined)."""

    n: int
    mean: float | None
    low: float | None
    high: float | None

    def to_json(self) -> dict[str, Any]:
        return {"n": self.n, "mean": self.mean, "low": self.low, "high": self.high}


def mean_ci(values: Sequence[float]) -> Mean:
    """The mean of ``values`` and its t interval (a point when all values are equal), kept
    within the values' range."""
    n = len(values)
    if n == 0:
        return Mean(0, None, None, None)
    a = np.asarray(values, dtype=float)
    m = float(a.mean())
    if n == 1:
        return Mean(1, m, None, None)
    sem = float(stats.sem(a))
    if sem == 0:
        return Mean(n, m, m, m)
    low, high = stats.t.interval(CONFIDENCE, n - 1, loc=m, scale=sem)
    # a mean lies between the smallest and the largest value: a t interval of a few games can
    # reach past them (below zero decisions), which says nothing more
    return Mean(n, m, max(float(low), float(a.min())), min(float(high), float(a.max())))


@dataclass(frozen=True, slots=True)
class Test:
    """A hypothesis test: its name, statistic and p-value (``None`` when it cannot be run, with
    the reason in ``note``)."""

    name: str
    statistic: float | None
    p: float | None
    note: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"test": self.name, "statistic": self.statistic, "p": self.p, "note": self.note}


def equal_chances(wins: Sequence[int]) -> Test:
    """Are the seats equally likely to win? ``wins[s]`` counts the games seat ``s`` won alone.

    Two seats: an exact two-sided binomial test of seat 1's share against 1/2. More: Pearson's
    chi-square goodness of fit against equal shares."""
    total = sum(wins)
    if len(wins) < 2:
        return Test("none", None, None, "one seat: nobody to compare with")
    if total == 0:
        return Test("none", None, None, "no game had a single winner")
    if len(wins) == 2:
        res = stats.binomtest(wins[0], total, 0.5)
        return Test(
            "exact binomial test of equal shares", float(wins[0] / total), float(res.pvalue)
        )
    chi = stats.chisquare(np.asarray(wins, dtype=float))
    return Test(
        f"chi-square goodness of fit, {len(wins) - 1} df", float(chi.statistic), float(chi.pvalue)
    )


def binomial_p(k: int, n: int, p: float) -> float:
    """The two-sided exact binomial p-value of ``k`` in ``n`` against a rate of ``p``."""
    if n == 0:
        return 1.0
    if p <= 0.0:
        return 1.0 if k == 0 else 0.0
    if p >= 1.0:
        return 1.0 if k == n else 0.0
    return float(stats.binomtest(k, n, p).pvalue)


def benjamini_hochberg(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Hochberg adjusted p-values (the false discovery rate of each comparison)."""
    if not pvalues:
        return []
    adjusted = stats.false_discovery_control(np.asarray(pvalues, dtype=float), method="bh")
    return [float(x) for x in np.atleast_1d(adjusted)]


def contingency(table: Sequence[Sequence[int]]) -> Test:
    """Chi-square test of independence of a table's rows and columns (rows: groups, columns:
    outcomes); rows and columns that are all zero are dropped first."""
    a = np.asarray(table, dtype=float)
    if a.ndim != 2 or a.size == 0:
        return Test("none", None, None, "no data")
    a = a[a.sum(axis=1) > 0]
    if a.size:
        a = a[:, a.sum(axis=0) > 0]
    if a.shape[0] < 2 or a.shape[1] < 2:
        return Test("none", None, None, "fewer than two groups or two outcomes")
    res = stats.chi2_contingency(a, correction=False)
    return Test(
        f"chi-square test of independence, {int(res.dof)} df",
        float(res.statistic),
        float(res.pvalue),
    )


def kruskal(groups: Sequence[Sequence[float]]) -> Test:
    """Kruskal–Wallis H test: do the groups' distributions (game lengths) differ?"""
    kept = [list(g) for g in groups if len(g) > 0]
    if len(kept) < 2:
        return Test("none", None, None, "fewer than two groups")
    if len({x for g in kept for x in g}) < 2:
        return Test("none", None, None, "every value is the same")
    res = stats.kruskal(*kept)
    return Test(f"Kruskal–Wallis H, {len(kept) - 1} df", float(res.statistic), float(res.pvalue))


def quantiles(values: Sequence[float]) -> dict[str, float | None]:
    """Summary of a distribution: count, mean, sd, min, quartiles, 90th percentile, max."""
    if not values:
        keys = ("mean", "sd", "min", "p25", "median", "p75", "p90", "max")
        return {"n": 0, **dict.fromkeys(keys)}
    a = np.asarray(values, dtype=float)
    p25, med, p75, p90 = (float(x) for x in np.percentile(a, [25, 50, 75, 90]))
    sd = float(a.std(ddof=1)) if len(a) > 1 else 0.0
    return {
        "n": len(a),
        "mean": float(a.mean()),
        "sd": sd if math.isfinite(sd) else None,
        "min": float(a.min()),
        "p25": p25,
        "median": med,
        "p75": p75,
        "p90": p90,
        "max": float(a.max()),
    }
