"""Load test of the web server: many concurrent AI-vs-AI games over WebSockets on loopback.

Starts ``pokeforge serve`` (a real uvicorn process on a fresh SQLite file in a temporary folder),
creates ``--games`` games with two human seats each, and lets a random agent play every seat
through its own WebSocket, as a browser would: it waits for its seat's view, picks one of the
listed actions and sends it. Latency is the time from sending an action to receiving the view that
acknowledges it (the server has applied it, committed it to the database, and pushed the views).
With ``--think-ms 0`` (the default) every agent acts the moment it may, so the server is saturated
and the figures measure its throughput (latency is then queueing: games / throughput); a pause
such as ``--think-ms 300`` (the server's own AI seats wait 600 ms) measures the latency people
and AI seats see at that load.

Bounded in count and time: at most ``--games`` games, ``--max-actions`` actions per game, and
``--seconds`` of play; then it stops the server and prints one JSON object:
``{game, games, finished, actions, seconds, actions_per_s, p50_ms, p99_ms, max_ms, errors}``.

Usage:

    .venv/bin/python benchmarks/load_web.py [--game tactics] [--games 50] [--seconds 60]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from websockets.asyncio.client import connect


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, db: str, extra: list[str]) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "pokeforge.cli", "serve", "--port", str(port), "--db", db]
    proc = subprocess.Popen([*cmd, "--ai-delay", "0", *extra], stdout=subprocess.DEVNULL)
    end = time.monotonic() + 30
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited with status {proc.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


class Stats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.finished = 0


async def seat_bot(
    url: str,
    token: str,
    rng: random.Random,
    stats: Stats,
    deadline: float,
    max_actions: int,
    think: float,
) -> None:
    """One seat: act on every view that asks it to, until the game ends or time is up."""
    async with connect(url, max_size=None) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        sent_at: float | None = None
        ref = 0
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                return
            msg = json.loads(raw)
            if msg["type"] == "error":
                stats.errors.append(msg["reason"])
                sent_at = None
                continue
            if msg["type"] != "view":
                continue
            if sent_at is not None and msg.get("ack") == ref:
                stats.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            game = msg["game"]
            if game["outcome"] is not None:
                if msg["seat"] == 0:
                    stats.finished += 1
                return
            if game["version"] >= max_actions:
                return
            if sent_at is None and msg["actions"]:
                if think > 0:
                    await asyncio.sleep(think * (0.5 + rng.random()))
                action = rng.choice(msg["actions"])["text"]
                ref += 1
                sent_at = time.perf_counter()
                await ws.send(json.dumps({"type": "act", "action": action, "ref": ref}))


async def run(args: argparse.Namespace, base: str) -> dict[str, Any]:
    stats = Stats()
    rng = random.Random(args.seed)
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        created = []
        for i in range(args.games):
            res = await client.post(
                "/api/games",
                json={
                    "game": args.game,
                    "seats": ["human", "human"],
                    "seed": args.seed + i,
                    "params": dict(p.split("=", 1) for p in args.param),
                },
            )
            res.raise_for_status()
            created.append(res.json())
    ws_base = base.replace("http://", "ws://")
    start = time.monotonic()
    deadline = start + args.seconds
    bots = [
        seat_bot(
            f"{ws_base}/ws/games/{g['id']}",
            g["tokens"][str(seat)],
            random.Random(rng.random()),
            stats,
            deadline,
            args.max_actions,
            args.think_ms / 1000,
        )
        for g in created
        for seat in (0, 1)
    ]
    await asyncio.gather(*bots)
    elapsed = time.monotonic() - start
    lat = sorted(stats.latencies)

    def pct(p: float) -> float:
        return round(1000 * lat[min(len(lat) - 1, int(p * len(lat)))], 2) if lat else 0.0

    return {
        "game": args.game,
        "games": args.games,
        "think_ms": args.think_ms,
        "finished": stats.finished,
        "actions": len(lat),
        "seconds": round(elapsed, 2),
        "actions_per_s": round(len(lat) / elapsed, 1) if elapsed else 0.0,
        "p50_ms": pct(0.50),
        "p99_ms": pct(0.99),
        "max_ms": round(1000 * lat[-1], 2) if lat else 0.0,
        "mean_ms": round(1000 * statistics.fmean(lat), 2) if lat else 0.0,
        "errors": len(stats.errors),
        "first_errors": stats.errors[:3],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tactics")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0, help="play time limit")
    parser.add_argument("--max-actions", type=int, default=2000, help="per game")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--think-ms",
        type=float,
        default=0.0,
        help="mean pause of an agent before it acts (0: act at once, the server saturated)",
    )
    parser.add_argument("--param", action="append", default=[], help="key=value game parameter")
    parser.add_argument("--url", help="use a running server at this base URL instead")
    args = parser.parse_args()
    if not 1 <= args.games <= 500 or not 0 < args.seconds <= 600:
        raise SystemExit("--games is 1–500 and --seconds at most 600")
    if args.url:
        if not args.url.startswith(("http://127.", "http://localhost", "http://[::1]")):
            raise SystemExit("this load test only targets a server on loopback")
        print(json.dumps(asyncio.run(run(args, args.url.rstrip("/")))))
        return
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        db = f"sqlite:///{Path(tmp) / 'load.db'}"
        proc = start_server(port, db, [])
        try:
            result = asyncio.run(run(args, f"http://127.0.0.1:{port}"))
        finally:
            proc.send_signal(signal.SIGINT)
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
        result["cpus"] = os.cpu_count()
        print(json.dumps(result))


if __name__ == "__main__":
    main()
