"""Start ``pokeforge serve`` in a subprocess for tests: also registers the Dice Duel fixture game.

Run as ``python tests/web/server_main.py --port P --db URL [--ai-delay S] [--seed-file F]``
(``--seed-file``: a game created while F exists takes the seed written in it; the test hook that
replaces the seed no request may give). For the flood tests:
``--socket-rate R`` raises the messages-per-socket limit, and ``--lag-probe`` adds
``GET /test/lag``: since the last ask, the longest the event loop woke up late (``ms``: wall
time, which includes time the machine gave to other processes), the most CPU time the loop's
thread spent between two wake-ups 5 ms apart (``busy_ms``: how long the server's own work kept
the loop), and the longest garbage collection (``gc_ms``). ``--hold-agent DIR`` seats only the
agent ``holding`` (``slow_agents.py``), which thinks in the worker processes while ``DIR/hold``
exists.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fixtures.ambush import GAME as AMBUSH
from fixtures.duel import GAME as DUEL
from pokeforge.cli.serve import serve
from pokeforge.core import register
from pokeforge.web import app as web_app
from pokeforge.web.bots import AgentBook
from pokeforge.web.limits import SocketLimits


def add_lag_probe() -> None:
    """Wrap ``create_app`` so the app measures how late its event loop wakes up (every 5 ms)."""
    real = web_app.create_app

    def create_app(*args: Any, **kwargs: Any) -> Any:
        app = real(*args, **kwargs)
        worst = {"ms": 0.0, "busy_ms": 0.0, "gc_ms": 0.0, "gc_generation": -1.0}
        task: dict[str, asyncio.Task[None]] = {}
        started: dict[str, float] = {}

        def on_gc(phase: str, info: dict[str, Any]) -> None:
            if phase == "start":
                started["t"] = time.perf_counter()
            elif "t" in started:
                took = (time.perf_counter() - started["t"]) * 1000
                if took > worst["gc_ms"]:
                    worst["gc_ms"] = took
                    worst["gc_generation"] = info["generation"]

        gc.callbacks.append(on_gc)

        async def watch() -> None:
            loop = asyncio.get_running_loop()
            while True:
                start, cpu = loop.time(), time.thread_time()
                await asyncio.sleep(0.005)
                late = (loop.time() - start - 0.005) * 1000
                busy = (time.thread_time() - cpu) * 1000
                worst["ms"] = max(worst["ms"], late)
                worst["busy_ms"] = max(worst["busy_ms"], busy)

        @app.get("/test/lag")
        async def lag() -> dict[str, Any]:
            if "t" not in task:
                task["t"] = asyncio.get_running_loop().create_task(watch())
            out: dict[str, Any] = {k: round(v, 2) for k, v in worst.items()}
            out["gc_tracked"] = [len(gc.get_objects(g)) for g in range(3)]
            out["gc_frozen"] = gc.get_freeze_count()
            worst.update(ms=0.0, busy_ms=0.0, gc_ms=0.0, gc_generation=-1)
            return out

        return app

    web_app.create_app = create_app


def add_seed_file(path: Path) -> None:
    """Wrap ``create_app`` so that a game created while ``path`` exists takes the seed written in
    it (the file is then removed): the tests' way to get a known seed, which no request can."""
    real = web_app.create_app

    def next_seed() -> int:
        try:
            text = path.read_text()
        except FileNotFoundError:
            return web_app.secret_seed()
        path.unlink()
        return int(text)

    def create_app(*args: Any, **kwargs: Any) -> Any:
        return real(*args, seed_source=next_seed, **kwargs)

    web_app.create_app = create_app


def holding_book(folder: Path) -> AgentBook:
    """The agent ``holding`` only (``slow_agents.holding``): it thinks in the worker processes
    and waits while ``folder/hold`` exists."""
    from slow_agents import holding

    return AgentBook(["holding"], functools.partial(holding, folder), processes=True)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--ai-delay", type=float, default=0.0)
    parser.add_argument("--socket-rate", type=float, default=None)
    parser.add_argument("--create-per-minute", type=float, default=None)
    parser.add_argument("--lag-probe", action="store_true")
    parser.add_argument("--seed-file", type=Path, default=None)
    parser.add_argument("--hold-agent", type=Path, default=None)
    args = parser.parse_args()
    register(DUEL)
    register(AMBUSH)
    if args.seed_file is not None:
        add_seed_file(args.seed_file)
    if args.lag_probe:
        add_lag_probe()
    limits = None
    if args.socket_rate is not None:
        limits = SocketLimits(rate=args.socket_rate, burst=int(args.socket_rate), flood=10**9)
    serve(
        args.host,
        args.port,
        args.db,
        args.ai_delay,
        log_level="warning",
        socket_limits=limits,
        create_per_minute=args.create_per_minute,
        agents=None if args.hold_agent is None else holding_book(args.hold_agent),
    )


if __name__ == "__main__":
    main()
