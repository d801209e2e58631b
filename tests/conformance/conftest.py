"""Conformance suite set-up: one parameter per registered game (the fixture game included)."""

from __future__ import annotations

import pytest

from pokeforge.core import all_games


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "game" in metafunc.fixturenames:
        games = all_games()
        metafunc.parametrize("game", games, ids=[g.slug for g in games])


@pytest.fixture
def playouts(request: pytest.FixtureRequest) -> int:
    """How many random playouts the light checks run per game (``--playouts``)."""
    n = request.config.getoption("--playouts")
    assert isinstance(n, int) and n >= 1
    return n
