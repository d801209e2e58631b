"""Memory of the web server while games are created in bulk: is it bounded?

Starts a ``pokeforge serve`` server (a real uvicorn process on a fresh SQLite file in a temporary
folder) with the per-address limit on game creation lifted for the measurement, creates
``--games`` games from loopback (every registered game in turn, human seats, nobody joins), and
reads the server's resident memory (VmRSS from /proc) before and after every ``--every``
creations. Then it asks one more game past the server's real limit (a server with its default
limit refuses the 21st game of a minute from one address with 429).

A created game's room joins the pool of idle rooms the server lets go of beyond 200, so memory
should level off after the first few hundred games (the database file grows on disk, not in
memory).

Usage:

    .venv/bin/python benchmarks/web_create.py                  # 10,000 games
    .venv/bin/python benchmarks/web_create.py --games 2000 --every 500
    PYTHONPATH=/some/old/src .venv/bin/python benchmarks/web_create.py --plain   # an older server
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from pokeforge.core import all_games

SERVER_CODE = (
    "import sys; from pokeforge.cli.serve import serve; "
    "serve('127.0.0.1', int(sys.argv[1]), sys.argv[2], 0.0, log_level='warning'"
    "{extra})"
)


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def start(port: int, db: str, plain: bool) -> subprocess.Popen[bytes]:
    extra = "" if plain else ", create_per_minute=1e9"
    code = SERVER_CODE.format(extra=extra)
    proc = subprocess.Popen([sys.executable, "-c", code, str(port), db], stdout=subprocess.DEVNULL)
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=1_000)
    parser.add_argument("--port", type=int, default=8766)
    parser.add_argument("--plain", action="store_true", help="start the server without options")
    args = parser.parse_args()
    slugs = sorted(g.slug for g in all_games())
    with tempfile.TemporaryDirectory() as tmp:
        db = f"sqlite:///{Path(tmp) / 'create.db'}"
        proc = start(args.port, db, args.plain)
        base = f"http://127.0.0.1:{args.port}"
        samples = [(0, rss_mb(proc.pid))]
        refused: dict[int, int] = {}
        t0 = time.perf_counter()
        try:
            with httpx.Client(base_url=base, timeout=30) as http:
                for i in range(1, args.games + 1):
                    slug = slugs[i % len(slugs)]
                    res = http.post("/api/games", json={"game": slug})
                    if res.status_code != 201:
                        refused[res.status_code] = refused.get(res.status_code, 0) + 1
                    if i % args.every == 0:
                        samples.append((i, rss_mb(proc.pid)))
                        print(f"{i:>6} games  RSS {samples[-1][1]:7.1f} MB", flush=True)
            seconds = time.perf_counter() - t0
            size = sum(p.stat().st_size for p in Path(tmp).glob("create.db*")) / 2**20
        finally:
            proc.terminate()
            proc.wait(10)
    first_k = next((mb for n, mb in samples if n >= min(1000, args.games)), samples[-1][1])
    report = {
        "games": args.games,
        "seconds": round(seconds, 1),
        "per_second": round(args.games / seconds, 1),
        "refused": refused,
        "rss_mb": [[n, round(mb, 1)] for n, mb in samples],
        "growth_after_first_1000_mb": round(samples[-1][1] - first_k, 1),
        "database_mb": round(size, 1),
    }
    print(
        f"{args.games} games in {seconds:.0f} s: RSS {samples[0][1]:.0f} MB at start, "
        f"{first_k:.0f} MB after 1000, {samples[-1][1]:.0f} MB at the end; database {size:.0f} MB"
    )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
