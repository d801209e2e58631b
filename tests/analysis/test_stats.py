"""analysis.stats: rates with Wilson intervals."""

from __future__ import annotations

import math

import pytest

from pokeforge.analysis import Proportion, proportion


def test_a_rate_has_the_wilson_interval() -> None:
    p = proportion(3, 10)
    assert p.rate == pytest.approx(0.3)
    # the Wilson score interval by its formula
    z = 1.959963984540054
    centre = (0.3 + z * z / 20) / (1 + z * z / 10)
    half = z / (1 + z * z / 10) * math.sqrt(0.3 * 0.7 / 10 + z * z / 400)
    assert p.low == pytest.approx(centre - half) and p.high == pytest.approx(centre + half)
    assert p.to_json() == {
        "count": 3,
        "total": 10,
        "rate": 0.3,
        "low": round(centre - half, 6),
        "high": round(centre + half, 6),
    }
    assert p.text() == f"[{100 * (centre - half):.1f}%, {100 * (centre + half):.1f}%]"


def test_the_interval_stays_inside_0_1_and_narrows_with_more_trials() -> None:
    none, all_ = proportion(0, 20), proportion(20, 20)
    assert none.low == 0 and 0 < none.high < 0.2
    assert all_.high == pytest.approx(1) and 0.8 < all_.low < 1
    small, big = proportion(5, 10), proportion(500, 1000)
    assert small.low is not None and small.high is not None
    assert big.low is not None and big.high is not None
    assert big.high - big.low < small.high - small.low
    wider = proportion(5, 10, confidence=0.99)
    assert wider.low is not None and wider.low < small.low


def test_no_trials_give_no_rate() -> None:
    assert proportion(0, 0) == Proportion(0, 0, None, None, None)
    assert proportion(0, 0).text() == "-"


def test_impossible_counts_are_errors() -> None:
    for count, total in ((4, 3), (-1, 3), (0, -1)):
        with pytest.raises(ValueError, match="not a proportion"):
            proportion(count, total)
    with pytest.raises(ValueError, match="confidence"):
        proportion(1, 2, confidence=1.0)
