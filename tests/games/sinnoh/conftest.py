"""The sinnoh tests may use the conformance suite's checks (``conformance_checks``) on battles the
suite does not play with its default parameters (trainer cards, Change of Fate hands)."""

from __future__ import annotations

import sys
from pathlib import Path

CONFORMANCE = str(Path(__file__).resolve().parents[2] / "conformance")
if CONFORMANCE not in sys.path:
    sys.path.append(CONFORMANCE)
