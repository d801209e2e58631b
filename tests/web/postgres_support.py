"""A fresh PostgreSQL database per test, on the server named by ``POKEFORGE_TEST_POSTGRES``.

The variable holds a ``postgresql://user:password@host:port/db`` URL whose role may create
databases (``.ci/run`` starts Debian's server and sets it). Unset, the PostgreSQL cases skip.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from urllib.parse import urlsplit, urlunsplit

ENV = "POKEFORGE_TEST_POSTGRES"
SKIP_REASON = f"no PostgreSQL server for the tests: set {ENV} (.ci/run does)"


def admin_url() -> str | None:
    """The URL in ``POKEFORGE_TEST_POSTGRES``, or ``None`` when it is unset or empty."""
    return os.environ.get(ENV) or None


def with_database(url: str, name: str) -> str:
    """``url`` with its database replaced by ``name``."""
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path=f"/{name}"))


def _admin(url: str) -> str:
    """The URL in libpq's form (psycopg does not take SQLAlchemy's ``+driver`` scheme)."""
    return "postgresql://" + url.split("://", 1)[1]


@contextmanager
def fresh_database(prefix: str = "pf_test") -> Iterator[str]:
    """Create a uniquely named database, yield its URL, and drop it afterwards (even while
    something still holds a connection to it)."""
    import psycopg
    from psycopg import sql

    url = admin_url()
    if url is None:
        raise RuntimeError(SKIP_REASON)
    name = f"{prefix}_{uuid.uuid4().hex[:16]}"
    with psycopg.connect(_admin(url), autocommit=True) as conn:
        conn.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield with_database(url, name)
    finally:
        with psycopg.connect(_admin(url), autocommit=True) as conn:
            conn.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


def database_exists(name: str) -> bool:
    """Whether the server holds a database called ``name`` (to check that tests clean up)."""
    import psycopg

    url = admin_url()
    if url is None:
        raise RuntimeError(SKIP_REASON)
    with psycopg.connect(_admin(url), autocommit=True) as conn:
        row = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
    return row is not None
