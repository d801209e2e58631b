"""What a replay step costs the web server: ``GET /api/games/<id>/replay?step=N``.

Starts a ``pokeforge serve`` server (a real uvicorn process on a fresh SQLite file in a temporary
folder), lets two random AI seats finish a game, then times replay requests: the last step asked
first (the engine replays the whole game once, keeping a state every 64 actions), every step in
random order (each replays at most 64 actions from a kept state), and the same steps again (kept
answers).

Usage:

    .venv/bin/python benchmarks/web_replay.py                 # tactics
    .venv/bin/python benchmarks/web_replay.py --game hex --steps 200
"""

from __future__ import annotations

import argparse
import json
import random
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

SERVER_CODE = (
    "import sys; from pokeforge.cli.serve import serve; "
    "serve('127.0.0.1', int(sys.argv[1]), sys.argv[2], 0.0, log_level='warning')"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def timed(http: httpx.Client, path: str) -> float:
    start = time.perf_counter()
    res = http.get(path)
    res.raise_for_status()
    return (time.perf_counter() - start) * 1000


def summary(times: list[float]) -> dict[str, float]:
    times = sorted(times)
    return {
        "median_ms": round(times[len(times) // 2], 2),
        "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))], 2),
        "max_ms": round(times[-1], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="tactics")
    parser.add_argument("--steps", type=int, default=300, help="random steps asked")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        port = free_port()
        db = f"sqlite:///{Path(tmp) / 'replay.db'}"
        proc = subprocess.Popen(
            [sys.executable, "-c", SERVER_CODE, str(port), db], stdout=subprocess.DEVNULL
        )
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(300):
                try:
                    if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.1)
            with httpx.Client(base_url=base, timeout=60) as http:
                gid = http.post(
                    "/api/games", json={"game": args.game, "seats": ["random", "random"]}
                ).json()["id"]
                while (info := http.get(f"/api/games/{gid}").json())["status"] != "finished":
                    time.sleep(0.1)
                total = int(info["version"])
                path = f"/api/games/{gid}/replay?step="
                first = timed(http, f"{path}{total}")
                steps = [random.Random(1).randrange(total + 1) for _ in range(args.steps)]
                fresh = [timed(http, f"{path}{s}") for s in steps]
                again = [timed(http, f"{path}{s}") for s in steps]
        finally:
            proc.terminate()
            proc.wait(10)
    report = {
        "game": args.game,
        "actions": total,
        "last_step_first_ms": round(first, 1),
        "random_steps": summary(fresh),
        "same_steps_again": summary(again),
    }
    print(
        f"{args.game}, {total} actions: the last step first {first:.0f} ms; "
        f"{args.steps} random steps median {report['random_steps']['median_ms']} ms, "
        f"worst {report['random_steps']['max_ms']} ms; asked again median "
        f"{report['same_steps_again']['median_ms']} ms"
    )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
