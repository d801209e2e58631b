"""``pokeforge serve``: the web app — lobby, secret seat links, live play, replays."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from .common import fail

if TYPE_CHECKING:
    from ..web.store import Store


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | None = None,
    ai_delay: float = 0.6,
    log_level: str = "info",
    store: Store | None = None,
) -> None:
    """Run the web server until interrupted (blocking)."""
    import uvicorn

    from ..web.app import create_app
    from ..web.ws import HARD_MAX_MESSAGE

    if store is None:
        store = open_store(db)
    app = create_app(store=store, agent_delay=ai_delay)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(f"pokeforge: open http://{shown}:{port}/ (games stored in {_where(store.url)})")
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level=log_level,
        ws_max_size=HARD_MAX_MESSAGE,
        # views are small and mostly local: compressing each costs more CPU than it saves
        ws_per_message_deflate=False,
        access_log=False,
    )


def open_store(db: str | None) -> Store:
    """The database at ``db``; a clear error (exit status 2) when it cannot be opened."""
    from sqlalchemy.exc import SQLAlchemyError

    from ..web.store import Store

    try:
        return Store(db)
    except (SQLAlchemyError, ImportError, OSError, ValueError) as exc:
        raise fail(f"cannot open the database {db or 'in the data folder'}: {exc}") from None


def _where(url: str) -> str:
    if url.startswith("sqlite:///"):
        return url[len("sqlite:///") :]
    scheme, _, rest = url.partition("://")
    return f"{scheme}://…@{rest.rpartition('@')[2]}" if "@" in rest else url


def serve_command(
    host: Annotated[str, typer.Option(help="address to listen on")] = "127.0.0.1",
    port: Annotated[int, typer.Option(help="port to listen on")] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            help="database URL (sqlite:///file.db, postgresql://user:pw@host/db) or a file; "
            "default: SQLite in the user's data directory"
        ),
    ] = None,
    ai_delay: Annotated[
        float, typer.Option(help="seconds an AI seat waits before acting, so people can follow")
    ] = 0.6,
) -> None:
    """Serve the web app: play any game in a browser, with friends or AI."""
    if not 0 <= port <= 65535:
        raise fail(f"port {port} is not between 0 and 65535")
    if ai_delay < 0:
        raise fail("--ai-delay cannot be negative")
    serve(host, port, db, ai_delay, store=open_store(db))
