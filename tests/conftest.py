"""Shared test set-up: register the fixture game, options for the conformance suite."""

from __future__ import annotations

import pytest

from fixtures.ambush import GAME as AMBUSH
from fixtures.duel import GAME as DUEL
from pokeforge.core import register

register(DUEL)
register(AMBUSH)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--playouts",
        type=int,
        default=12,
        help="random playouts per game in the conformance suite (more seeds: slower, stronger)",
    )
