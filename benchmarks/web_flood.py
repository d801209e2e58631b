"""One socket flooding the web server: does anybody else notice?

Starts a ``pokeforge serve`` server (a real uvicorn process on a fresh SQLite file in a temporary
folder) with an event-loop probe, lets two AI seats finish a game, then opens a spectator socket
on that long-finished game and sends ``--syncs`` ``sync`` messages as fast as the socket takes
them, while another client asks ``/healthz`` every 5 ms. Reported:

* the ``/healthz`` answer times (median, 99th percentile, worst);
* how late the server's event loop woke up from a 5 ms sleep at worst (wall time: this also
  counts the time the machine gave to other processes), and the most CPU time the loop's thread
  spent between two such wake-ups (the longest the server's own work held the loop);
* what the flooding socket got back.

Twice: with the server's own per-socket limit (the socket is told to slow down, then closed with
1008), and with that limit lifted (``--socket-rate``), so every sync is read and answered.

Usage:

    .venv/bin/python benchmarks/web_flood.py
    .venv/bin/python benchmarks/web_flood.py --syncs 20000 --game hex
"""

from __future__ import annotations

import argparse
import json
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

#: the server, with a probe of its event loop at GET /bench/lag (added around create_app)
SERVER_CODE = """
import asyncio, sys, time
from pokeforge.cli.serve import serve
from pokeforge.web import app as web_app
from pokeforge.web.limits import SocketLimits

real = web_app.create_app

def create_app(*args, **kwargs):
    app = real(*args, **kwargs)
    worst = {"late_ms": 0.0, "busy_ms": 0.0}
    task = {}

    async def watch():
        loop = asyncio.get_running_loop()
        while True:
            start, cpu = loop.time(), time.thread_time()
            await asyncio.sleep(0.005)
            worst["late_ms"] = max(worst["late_ms"], (loop.time() - start - 0.005) * 1000)
            worst["busy_ms"] = max(worst["busy_ms"], (time.thread_time() - cpu) * 1000)

    @app.get("/bench/lag")
    async def lag():
        if "t" not in task:
            task["t"] = asyncio.get_running_loop().create_task(watch())
        out = {k: round(v, 1) for k, v in worst.items()}
        worst.update(late_ms=0.0, busy_ms=0.0)
        return out

    return app

web_app.create_app = create_app
rate = float(sys.argv[3])
limits = None if rate <= 0 else SocketLimits(rate=rate, burst=int(rate), flood=10**9)
serve("127.0.0.1", int(sys.argv[1]), sys.argv[2], 0.0, log_level="warning",
      socket_limits=limits)
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(db: str, rate: float) -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVER_CODE, str(port), db, str(rate)], stdout=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    end = time.monotonic() + 30
    while time.monotonic() < end:
        if proc.poll() is not None:
            raise SystemExit(f"the server exited with status {proc.returncode}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return proc, base
        except httpx.HTTPError:
            time.sleep(0.1)
    proc.kill()
    raise SystemExit("the server did not start")


def finished_game(base: str, slug: str) -> tuple[str, int]:
    gid = httpx.post(
        f"{base}/api/games", json={"game": slug, "seats": ["random", "random"]}
    ).json()["id"]
    while True:
        info = httpx.get(f"{base}/api/games/{gid}").json()
        if info["status"] == "finished":
            return gid, int(info["version"])
        time.sleep(0.1)


def flood(base: str, gid: str, syncs: int, counts: dict[str, int]) -> None:
    ws_base = base.replace("http://", "ws://")
    with connect(f"{ws_base}/ws/games/{gid}", max_size=None) as ws:
        ws.send(json.dumps({"type": "hello", "token": None}))
        counts["picture_bytes"] = len(ws.recv(timeout=10))

        def read() -> None:
            try:
                while True:
                    msg = json.loads(ws.recv(timeout=60))
                    counts[msg["type"]] = counts.get(msg["type"], 0) + 1
                    if msg["type"] == "pong":
                        return
            except ConnectionClosed as exc:
                counts["closed"] = exc.rcvd.code if exc.rcvd is not None else -1

        reader = threading.Thread(target=read)
        reader.start()
        try:
            for _ in range(syncs):
                ws.send('{"type":"sync"}')
                counts["sent"] = counts.get("sent", 0) + 1
            ws.send('{"type":"ping"}')
        except ConnectionClosed:
            pass
        reader.join(120)


def run(slug: str, syncs: int, rate: float) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        proc, base = start(f"sqlite:///{Path(tmp) / 'flood.db'}", rate)
        try:
            gid, version = finished_game(base, slug)
            with httpx.Client(base_url=base) as http:
                http.get("/bench/lag")
                time.sleep(0.3)
                quiet = http.get("/bench/lag").json()
                counts: dict[str, int] = {}
                flooder = threading.Thread(target=flood, args=(base, gid, syncs, counts))
                times: list[float] = []
                t0 = time.perf_counter()
                flooder.start()
                while flooder.is_alive():
                    start_t = time.perf_counter()
                    http.get("/healthz")
                    times.append((time.perf_counter() - start_t) * 1000)
                    time.sleep(0.005)
                flooder.join()
                seconds = time.perf_counter() - t0
                lag = http.get("/bench/lag").json()
        finally:
            proc.terminate()
            proc.wait(10)
    times.sort()
    return {
        "limit": "server's own" if rate <= 0 else "lifted",
        "game": slug,
        "actions": version,
        "seconds": round(seconds, 2),
        "socket": counts,
        "healthz_answers": len(times),
        "healthz_ms": {
            "median": round(times[len(times) // 2], 1),
            "p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 1),
            "max": round(times[-1], 1),
        },
        "loop_quiet": quiet,
        "loop_flood": lag,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--syncs", type=int, default=5_000)
    parser.add_argument("--game", default="tactics")
    args = parser.parse_args()
    with open("/proc/loadavg") as f:
        load = f.read().split()[:3]
    print(f"load average before: {' '.join(load)}")
    for rate in (0.0, 1e6):
        r = run(args.game, args.syncs, rate)
        h = r["healthz_ms"]
        lag = r["loop_flood"]
        assert isinstance(h, dict) and isinstance(lag, dict)
        print(
            f"limit {r['limit']}: {r['socket']} in {r['seconds']} s; /healthz median "
            f"{h['median']} ms, p99 {h['p99']} ms, worst {h['max']} ms over "
            f"{r['healthz_answers']} answers; event loop woke late by at most {lag['late_ms']} "
            f"ms, busy at most {lag['busy_ms']} ms at a stretch"
        )
        print(json.dumps(r))


if __name__ == "__main__":
    main()
