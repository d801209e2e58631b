"""Speed-ups must not change what Legends of Sinnoh does or shows: seeded random playouts
(journeys with 1, 2, 4 and 6 trainers, a short journey, Ultra Burst campaigns, battles) hashed by
:mod:`sinnoh_playouts` must give the records taken from the code before the speed work
(``sinnoh_playouts_golden.json``, written by ``benchmarks/sinnoh_golden.py record``; that script
also compares every recorded case, this test a few of each kind).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from sinnoh_playouts import record

GOLDEN: dict[str, Any] = json.loads(
    Path(__file__).with_name("sinnoh_playouts_golden.json").read_text()
)


def _picked() -> list[str]:
    return [key for key in sorted(GOLDEN) if int(key.split("/")[0]) in (0, 1, 50, 51)]


@pytest.mark.parametrize("key", _picked())
def test_playout_unchanged(key: str) -> None:
    seed, seats, rest = key.split("/", 2)
    params_text, cap = rest.rsplit("/", 1)
    got = record(int(seed), int(seats), json.loads(params_text), int(cap))
    assert got == GOLDEN[key]


def test_the_records_cover_journeys_and_battles() -> None:
    journeys = [k for k in GOLDEN if "heart" in k]
    assert {int(k.split("/")[1]) for k in journeys} == {1, 2, 4, 6}
    ultra = [k for k in GOLDEN if "ultra_burst" in k]
    assert {int(k.split("/")[1]) for k in ultra} == {1, 2, 4, 6}
    assert any("heart" not in k for k in GOLDEN)
    assert all(GOLDEN[k]["decisions"] > 0 for k in GOLDEN)
