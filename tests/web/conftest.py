"""Fixtures for the web app's tests: an app on a fresh SQLite file, and helpers to read it back."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from browser_support import ARGS, CHROMIUM
from playwright.sync_api import Browser, sync_playwright
from postgres_support import SKIP_REASON, admin_url, fresh_database
from server_process import ServerProcess
from web_support import Seeds, Web

from pokeforge.web.app import create_app
from pokeforge.web.store import Store


@pytest.fixture
def web(tmp_path: Path) -> Iterator[Web]:
    store = Store(f"sqlite:///{tmp_path / 'web.db'}")
    seeds = Seeds()
    app = create_app(store=store, agent_delay=0.0, seed_source=seeds)
    with TestClient(app) as client:
        yield Web(client, store, seeds)
    store.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "install Debian's chromium: apt-get install -y chromium"
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    db = tmp_path_factory.mktemp("browser") / "web.db"
    with ServerProcess(f"sqlite:///{db}", ai_delay=0.0) as s:
        yield s


@pytest.fixture(
    params=[
        "sqlite",
        pytest.param(
            "postgresql", marks=pytest.mark.skipif(admin_url() is None, reason=SKIP_REASON)
        ),
    ]
)
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A URL of an empty database, once per backend: a new SQLite file, and a new PostgreSQL
    database (dropped after the test) when ``POKEFORGE_TEST_POSTGRES`` names a server."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'test.db'}"
        return
    with fresh_database() as url:
        yield url
