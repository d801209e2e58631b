"""``pokeforge serve``: the web app — lobby, secret seat links, live play, replays."""

from __future__ import annotations

import socket
from typing import TYPE_CHECKING, Annotated

import typer

from .common import fail

if TYPE_CHECKING:
    from ..web.bots import AgentBook
    from ..web.limits import SocketLimits
    from ..web.store import Store


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host:port`` for the server; a clear error (exit status 2) when the
    port is taken or the address is not this machine's, before anything else is said."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError) as exc:
        raise fail(f"cannot listen on {host}: {exc}") from None
    family, kind, proto, _, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            sock.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 0)
        sock.bind(address)
        sock.listen(2048)
    except OSError as exc:
        sock.close()
        import errno

        if exc.errno == errno.EADDRINUSE:
            raise fail(
                f"port {port} on {host} is already in use (another server is running there?): "
                "stop it or choose another port with --port"
            ) from None
        raise fail(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


def serve(
    host: str = "127.0.0.1",
    port: int = 8000,
    db: str | None = None,
    ai_delay: float = 0.6,
    log_level: str = "info",
    store: Store | None = None,
    *,
    keep_days: float | None = None,
    max_ai_games: int | None = None,
    create_per_minute: float | None = None,
    socket_limits: SocketLimits | None = None,
    ai_workers: int | None = None,
    agents: AgentBook | None = None,
) -> None:
    """Run the web server until interrupted (blocking). ``socket_limits`` (for measurements)
    replaces the messages-per-socket limits; ``ai_workers``: the AI's worker processes (default:
    one per CPU); ``agents`` (for tests) replaces the registered agents."""
    import uvicorn

    from ..web.app import create_app
    from ..web.limits import CREATE_PER_MINUTE
    from ..web.rooms import MAX_AI_GAMES
    from ..web.ws import HARD_MAX_MESSAGE

    sock = listen(host, port)
    if store is None:
        store = open_store(db)
    per_minute = CREATE_PER_MINUTE if create_per_minute is None else create_per_minute
    app = create_app(
        store=store,
        agent_delay=ai_delay,
        keep_days=keep_days,
        max_ai_games=MAX_AI_GAMES if max_ai_games is None else max_ai_games,
        create_per_minute=per_minute,
        create_burst=max(1, round(min(per_minute, 1e6))),
        socket_limits=socket_limits,
        ai_workers=ai_workers,
        agents=agents,
    )
    bound_port = sock.getsockname()[1]
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(
        f"pokeforge: open http://{shown}:{bound_port}/ (games stored in {_where(store.url)})"
    )
    if host in ("0.0.0.0", "::"):
        typer.echo(
            "pokeforge: players on other machines open http://<this machine's address>:"
            f"{bound_port}/"
        )
    config = uvicorn.Config(
        app,
        log_level=log_level,
        ws_max_size=HARD_MAX_MESSAGE,
        # views are small and mostly local: compressing each costs more CPU than it saves
        ws_per_message_deflate=False,
        access_log=False,
    )
    uvicorn.Server(config).run(sockets=[sock])


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
    host: Annotated[
        str,
        typer.Option(help="address to listen on (0.0.0.0: let friends on other machines join)"),
    ] = "127.0.0.1",
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
    keep_days: Annotated[
        float | None,
        typer.Option(
            help="delete finished games older than this many days (at start, then hourly); "
            "default: keep every game"
        ),
    ] = None,
    max_ai_games: Annotated[
        int,
        typer.Option(
            help="games between AI players only that play at once; more wait for a free slot "
            "(new ones are refused while all are taken)"
        ),
    ] = 4,
    create_per_minute: Annotated[
        float, typer.Option(help="games one address may create per minute")
    ] = 20.0,
    ai_workers: Annotated[
        int | None,
        typer.Option(
            help="worker processes where AI seats think, at low priority (default: one per CPU)"
        ),
    ] = None,
) -> None:
    """Serve the web app: play any game in a browser, with friends or AI."""
    if not 0 <= port <= 65535:
        raise fail(f"port {port} is not between 0 and 65535")
    if ai_delay < 0:
        raise fail("--ai-delay cannot be negative")
    if keep_days is not None and keep_days <= 0:
        raise fail("--keep-days must be more than 0")
    if max_ai_games < 0:
        raise fail("--max-ai-games cannot be negative")
    if create_per_minute <= 0:
        raise fail("--create-per-minute must be more than 0")
    if ai_workers is not None and not 1 <= ai_workers <= 256:
        raise fail("--ai-workers must be between 1 and 256")
    serve(
        host,
        port,
        db,
        ai_delay,
        keep_days=keep_days,
        max_ai_games=max_ai_games,
        create_per_minute=create_per_minute,
        ai_workers=ai_workers,
    )
