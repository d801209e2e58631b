"""The web application: pages, static front end, HTTP API and WebSocket, over one store.

``create_app`` builds it; ``pokeforge serve`` (:mod:`pokeforge.cli.serve`) runs it on uvicorn. One
process holds the live games, so run one server process per database.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException

from ..core import all_games
from . import api, gc_tuning, ws
from .bots import AgentBook, default_agents
from .errors import public_reason
from .limits import CREATE_BURST, CREATE_PER_MINUTE, ClientBuckets, SocketLimits
from .rooms import MAX_AI_GAMES, GameNotFound, Rooms, secret_seed
from .store import Store
from .thinkers import AI_NICE

log = logging.getLogger("pokeforge.web")

STATIC = Path(__file__).parent / "static"
#: the largest HTTP request body accepted (bytes)
MAX_BODY = 64 * 1024
#: how often old finished games are pruned while the server runs (with ``keep_days``)
PRUNE_EVERY = 3600.0

#: what pages may load: only this server's own scripts, styles and sockets; no framing
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; "
    "form-action 'self'; frame-ancestors 'none'"
)
#: headers on every answer (the API's own documentation page loads its scripts elsewhere)
SECURITY_HEADERS = [
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
]
#: static files: browsers keep them and ask whether they changed (ETag) before using them, so
#: an upgraded server never runs with yesterday's scripts
STATIC_CACHE = b"public, no-cache"

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]


class BodyLimit:
    """Refuse HTTP request bodies over ``limit`` bytes with 413, before the app reads them."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    if int(value) > self.limit:
                        await self._refuse(send)
                        return
                except ValueError:
                    await self._refuse(send, 400, "bad Content-Length")
                    return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            body = message.get("body", b"")
            size += len(body)
            if size > self.limit:
                await self._refuse(send)
                return
            chunks.append(body)
            if not message.get("more_body", False):
                break
        buffered = b"".join(chunks)
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": buffered, "more_body": False}
            return await receive()

        await self.app(scope, replay, send)

    async def _refuse(self, send: Send, status: int = 413, reason: str | None = None) -> None:
        import json

        text = reason or f"request body too large (at most {self.limit} bytes)"
        body = json.dumps({"detail": text}).encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


class SecurityHeaders:
    """Add :data:`SECURITY_HEADERS`, the :data:`CSP` and, for static files, Cache-Control."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path: str = scope.get("path", "")
        static = path.startswith("/static/")
        csp = not path.startswith("/api/docs")

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [
                    (k, v)
                    for k, v in message.get("headers", [])
                    if not (static and k.lower() == b"cache-control")
                ]
                headers.extend(SECURITY_HEADERS)
                if csp:
                    headers.append((b"content-security-policy", CSP.encode()))
                if static:
                    headers.append((b"cache-control", STATIC_CACHE))
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, send_with_headers)


def create_app(
    db: str | None = None,
    *,
    store: Store | None = None,
    agents: AgentBook | None = None,
    agent_delay: float = 0.6,
    resume: bool = True,
    tune_gc: bool = True,
    create_per_minute: float = CREATE_PER_MINUTE,
    create_burst: int = CREATE_BURST,
    max_ai_games: int = MAX_AI_GAMES,
    keep_days: float | None = None,
    socket_limits: SocketLimits | None = None,
    seed_source: Callable[[], int] = secret_seed,
    ai_workers: int | None = None,
    ai_nice: int = AI_NICE,
) -> FastAPI:
    """The pokeforge web app on the database ``db`` (a URL or a file; default: user data dir).

    ``tune_gc``: while the app runs, freeze what exists after start-up and collect garbage less
    often (see :mod:`.gc_tuning`). ``create_per_minute``/``create_burst``: games one client
    address may create (:class:`.limits.ClientBuckets`). ``max_ai_games``: games of AI seats
    only that play at once (others wait; new ones are refused while all slots are taken).
    ``keep_days``: finished games older than this are deleted at start and every hour.
    ``socket_limits``: messages per WebSocket (:class:`.limits.SocketLimits`).
    ``seed_source``: where new games' seeds come from (default :func:`.rooms.secret_seed`, the
    secure source); only tests give another, and no request can choose a seed.
    ``ai_workers``: worker processes where AI seats think (default: one per CPU; see
    :mod:`.thinkers`); ``ai_nice``: their niceness (they yield the CPU to the server)."""
    the_store = store if store is not None else Store(db)
    book = agents if agents is not None else default_agents()

    async def prune_now(rooms: Rooms, days: float) -> None:
        try:
            n = await rooms.prune(days)
        except Exception:
            log.exception("pruning old games failed")
            return
        if n:
            log.info("pruned %d finished game(s) older than %g day(s)", n, days)

    async def prune_loop(rooms: Rooms, days: float) -> None:
        while True:
            await asyncio.sleep(PRUNE_EVERY)
            await prune_now(rooms, days)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        rooms = Rooms(
            the_store,
            book,
            agent_delay=agent_delay,
            max_ai_games=max_ai_games,
            seed_source=seed_source,
            ai_workers=ai_workers,
            ai_nice=ai_nice,
        )
        app.state.rooms = rooms
        pruner: asyncio.Task[None] | None = None
        if keep_days is not None:
            await prune_now(rooms, keep_days)
            pruner = asyncio.get_running_loop().create_task(prune_loop(rooms, keep_days))
        if resume:
            n = await rooms.resume_agents()
            if n:
                log.info("AI seats resumed in %d game(s)", n)
        if tune_gc:
            all_games()  # every game module imported before the freeze
            gc_tuning.tune()
        try:
            yield
        finally:
            if pruner is not None:
                pruner.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await pruner
            await rooms.close()
            if tune_gc:
                gc_tuning.restore()

    app = FastAPI(title="pokeforge", lifespan=lifespan, docs_url="/api/docs", redoc_url=None)
    app.state.store = the_store
    app.state.create_limits = ClientBuckets(create_per_minute, create_burst)
    app.state.socket_limits = socket_limits or SocketLimits()
    app.include_router(api.router)
    app.include_router(ws.router)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.exception_handler(RequestValidationError)
    async def bad_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'] if p != 'body') or 'body'}: {e['msg']}"
            for e in exc.errors()
        )
        return JSONResponse(
            {"detail": public_reason(f"malformed request: {problems}")}, status_code=400
        )

    @app.exception_handler(HTTPException)
    async def refused(request: Request, exc: HTTPException) -> JSONResponse:
        detail = public_reason(exc.detail) if isinstance(exc.detail, str) else exc.detail
        return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)

    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, headers={"Cache-Control": "no-store"})

    @app.get("/", include_in_schema=False)
    async def lobby() -> Response:
        return page("index.html")

    @app.get("/play/{game_id}", include_in_schema=False)
    async def play(request: Request, game_id: str) -> Response:
        try:
            await request.app.state.rooms.get(game_id)
        except GameNotFound:
            return _not_found(game_id)
        return page("play.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(request: Request, game_id: str) -> Response:
        try:
            await request.app.state.rooms.get(game_id)
        except GameNotFound:
            return _not_found(game_id)
        return page("replay.html")

    @app.get("/healthz", include_in_schema=False)
    async def health() -> dict[str, str]:
        return {"status": "ok"}

    app.add_middleware(BodyLimit, limit=MAX_BODY)
    app.add_middleware(SecurityHeaders)
    return app


def _not_found(game_id: str) -> HTMLResponse:
    from html import escape

    return HTMLResponse(
        "<!doctype html><meta charset=utf-8><title>No such game</title>"
        "<link rel=stylesheet href=/static/css/style.css>"
        f"<main class=notfound><h1>No such game</h1><p>There is no game <code>{escape(game_id)}"
        "</code> on this server.</p><p><a href=/>Back to the lobby</a></p></main>",
        status_code=404,
    )
