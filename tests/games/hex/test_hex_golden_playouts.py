"""Seeded random games recorded before the reaction-window speed-ups (issue 10's performance
work): every decision's seats, prompts, legal action texts, the action chosen and its events,
and at intervals every view, the digest, a clone's digest and a determinised copy's digest, must
stay exactly what they were (``golden_playouts.json``, re-recorded for rules 6.3-6, whose
random games play the same decisions with the new reveal sentence; ``benchmarks/hex_golden.py``
compares 38 games the same way). A change that alters any rule's outcome, event, legal action
or its order, view or copy fails here; a deliberate rules change re-records the file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hex_playouts import record

GOLDEN = json.loads((Path(__file__).parent / "golden_playouts.json").read_text())


@pytest.mark.parametrize("key", sorted(GOLDEN))
def test_playout_is_unchanged(key: str) -> None:
    seed, seats, params = key.split("/", 2)
    assert record(int(seed), int(seats), json.loads(params)) == GOLDEN[key]
