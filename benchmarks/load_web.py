"""Load test of the web server: many concurrent AI-vs-AI games over WebSockets on loopback.

Starts a ``pokeforge serve`` server (a real uvicorn process on a fresh SQLite file in a temporary
folder), creates ``--games`` games with two human seats each, and lets a random agent play every
seat through its own WebSocket, as a browser would: it waits for its seat's view, pauses, picks one
of the listed actions and sends it. Latency is the time from sending an action to receiving the
view that acknowledges it (the server has applied it, committed it to the database, and pushed the
views); it is taken when the message arrives, before the client parses it.

Two scenarios (see docs/web.md, "Load test"):

* **paced** (the default, ``--think-ms 600``): each agent pauses 300–900 ms (600 ms on average)
  before acting, as the server's own AI seats do (``--ai-delay 0.6``). This is the load 50 AI-vs-AI
  games put on a server, and the latency people and AI seats see; the target is p99 < 50 ms.
* **saturated** (``--saturate``, i.e. ``--think-ms 0``): every agent acts the moment it may, so
  the server never rests; the figures measure its throughput (latency is then mostly queueing:
  games / throughput).
* **mixed** (``--mixed``): each game has one person (a scripted client: it waits for its view,
  pauses ``--human-think-ms`` on average, then sends one of the listed actions) and one spectator
  client, and the server's own AI (``--ai``, default ``normal``) plays every other seat, thinking
  in its worker processes with its usual delay (``--ai-delay``, 0.6 s). ``--game`` may list
  several games (``tactics,pieces``): the games are dealt round-robin. A game that ends is
  replaced by a new one, so ``--games`` games play all along. Latency is the person's: from
  sending an action to the view that acknowledges it, counted after ``--warmup`` seconds. The
  server's CPU is summed over the server and its worker processes (from /proc).

Bounded in count and time: at most ``--games`` games, ``--max-actions`` actions per game, and
``--seconds`` of play. It prints a readable report, then one JSON line with the settings and the
figures: actions/s, latency p50/p95/p99/max, the CPU time per action of the server (from /proc,
when it started the server itself) and of the agents (this process), and the machine's load average
before and after (the figures depend on what else the machine runs).

Usage:

    .venv/bin/python benchmarks/load_web.py                 # paced: 50 games, 60 s
    .venv/bin/python benchmarks/load_web.py --saturate --seconds 30
    .venv/bin/python benchmarks/load_web.py --mixed --games 200 --game tactics,pieces
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import orjson
from websockets.asyncio.client import connect

#: how the load test starts the server: ``pokeforge serve`` with its access and info logs off,
#: and the limit on games created per address lifted (the test creates every game from loopback)
SERVER_CODE = (
    "import logging, sys; from pokeforge.cli.serve import serve; "
    "logging.getLogger('pokeforge.web').setLevel(logging.INFO); "
    "logging.getLogger('pokeforge.web').addHandler(logging.StreamHandler()); "
    "serve('127.0.0.1', int(sys.argv[1]), sys.argv[2], float(sys.argv[3]), log_level='warning', "
    "create_per_minute=1e9, ai_workers=int(sys.argv[4]) or None)"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(
    port: int, db: str, ai_delay: float = 0.0, ai_workers: int = 0, log: Any = None
) -> subprocess.Popen[bytes]:
    """The server, its log (the ``pokeforge.web`` logger at INFO) written to ``log``."""
    proc = subprocess.Popen(
        [sys.executable, "-c", SERVER_CODE, str(port), db, str(ai_delay), str(ai_workers)],
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
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


def cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of process ``pid`` so far (Linux /proc), or None."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def process_tree(pid: int) -> list[int]:
    """``pid`` and every process descending from it (Linux /proc): the server and its workers."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry.name))
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        todo.extend(children.get(p, []))
    return out


def tree_cpu(pid: int) -> dict[int, float]:
    """CPU seconds so far of the server ``pid`` and of each of its descendants, by pid."""
    out = {}
    for p in process_tree(pid):
        cpu = cpu_seconds(p)
        if cpu is not None:
            out[p] = cpu
    return out


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
    async with connect(url, max_size=None, compression=None) as ws:
        await ws.send(orjson.dumps({"type": "hello", "token": token}).decode())
        sent_at: float | None = None
        ref = 0
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                return
            arrived = time.perf_counter()
            msg = orjson.loads(raw)
            if msg["type"] == "error":
                stats.errors.append(msg["reason"])
                sent_at = None
                continue
            if msg["type"] != "view":
                continue
            if sent_at is not None and msg.get("ack") == ref:
                stats.latencies.append(arrived - sent_at)
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
                    if time.monotonic() >= deadline:
                        return
                action = rng.choice(msg["actions"])["text"]
                ref += 1
                sent_at = time.perf_counter()
                await ws.send(orjson.dumps({"type": "act", "action": action, "ref": ref}).decode())


async def run(args: argparse.Namespace, base: str, server_pid: int | None) -> dict[str, Any]:
    stats = Stats()
    rng = random.Random(args.seed)
    params = dict(p.split("=", 1) for p in args.param)
    async with httpx.AsyncClient(base_url=base, timeout=30) as client:
        created = []
        for _ in range(args.games):
            # the server draws each game's seed in secret
            body = {"game": args.game, "seats": ["human", "human"]}
            res = await client.post("/api/games", json={**body, "params": params})
            res.raise_for_status()
            created.append(res.json())
    ws_base = base.replace("http://", "ws://")
    # the agents' own pauses must not show as server latency: keep their collector quiet
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 100)
    load_before = os.getloadavg()
    cpu_before = None if server_pid is None else cpu_seconds(server_pid)
    client_cpu_before = time.process_time()
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
    cpu_after = None if server_pid is None else cpu_seconds(server_pid)
    client_cpu = time.process_time() - client_cpu_before
    lat = sorted(stats.latencies)

    def ms(x: float) -> float:
        return round(1000 * x, 2)

    def pct(p: float) -> float:
        return ms(lat[min(len(lat) - 1, int(p * len(lat)))]) if lat else 0.0

    server_cpu = None
    if cpu_before is not None and cpu_after is not None and lat:
        server_cpu = round(1000 * (cpu_after - cpu_before) / len(lat), 3)
    return {
        "settings": {
            "game": args.game,
            "params": params,
            "games": args.games,
            "mode": "saturated" if args.think_ms == 0 else "paced",
            "think_ms": args.think_ms,
            "seconds": args.seconds,
            "max_actions": args.max_actions,
            "seed": args.seed,
        },
        "actions": len(lat),
        "finished_games": stats.finished,
        "elapsed_s": round(elapsed, 2),
        "actions_per_s": round(len(lat) / elapsed, 1) if elapsed else 0.0,
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": ms(lat[-1]) if lat else 0.0,
        "mean_ms": ms(sum(lat) / len(lat)) if lat else 0.0,
        "server_cpu_ms_per_action": server_cpu,
        "agents_cpu_ms_per_action": round(1000 * client_cpu / len(lat), 3) if lat else None,
        "errors": len(stats.errors),
        "first_errors": stats.errors[:3],
        "cpus": os.cpu_count(),
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }


class MixedStats:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.by_game: dict[str, list[float]] = {}
        self.errors: list[str] = []
        self.measuring = False
        self.human_actions = 0
        self.all_actions = 0
        self.games_started = 0
        self.games_finished = 0


async def person(
    url: str,
    token: str,
    rng: random.Random,
    stats: MixedStats,
    deadline: float,
    think: float,
    slug: str = "",
) -> bool:
    """A person in one seat: waits for a view that asks something, pauses, sends one of the
    actions listed in the latest view (the board may have changed meanwhile); until the game
    ends (True) or time is up (False)."""
    async with connect(url, max_size=None, compression=None) as ws:
        await ws.send(orjson.dumps({"type": "hello", "token": token}).decode())
        sent_at: float | None = None
        ref = 0
        acting: asyncio.Task[None] | None = None
        #: the actions of the latest view (what a person acting now would choose from)
        latest: list[str] = []

        async def act() -> None:
            nonlocal sent_at, ref
            await asyncio.sleep(think * (0.5 + rng.random()))
            if time.monotonic() >= deadline or sent_at is not None or not latest:
                return
            ref += 1
            sent_at = time.perf_counter()
            body = {"type": "act", "action": rng.choice(latest), "ref": ref}
            await ws.send(orjson.dumps(body).decode())

        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                break
            arrived = time.perf_counter()
            msg = orjson.loads(raw)
            if msg["type"] == "error":
                if stats.measuring:
                    stats.errors.append(msg["reason"])
                sent_at = None
                continue
            if msg["type"] != "view":
                continue
            if sent_at is not None and msg.get("ack") == ref:
                if stats.measuring:
                    stats.latencies.append(arrived - sent_at)
                    stats.by_game.setdefault(slug, []).append(arrived - sent_at)
                    stats.human_actions += 1
                sent_at = None
            if msg["game"]["outcome"] is not None:
                return True
            latest[:] = [a["text"] for a in msg["actions"]]
            if sent_at is None and latest and (acting is None or acting.done()):
                acting = asyncio.get_running_loop().create_task(act())
        if acting is not None:
            acting.cancel()
        return False


async def spectator(url: str, stats: MixedStats, deadline: float) -> None:
    """A spectator: reads every view (and counts the game's actions) until the game ends."""
    async with connect(url, max_size=None, compression=None) as ws:
        await ws.send(orjson.dumps({"type": "hello", "token": None}).decode())
        version = None
        while time.monotonic() < deadline:
            try:
                raw = await asyncio.wait_for(ws.recv(), max(0.01, deadline - time.monotonic()))
            except TimeoutError:
                return
            msg = orjson.loads(raw)
            if msg["type"] != "view":
                continue
            now = msg["game"]["version"]
            if version is not None and stats.measuring:
                stats.all_actions += now - version
            version = now
            if msg["game"]["outcome"] is not None:
                return


#: each game's default number of seats, from the server's catalogue
SEATS: dict[str, int] = {}


async def create_mixed(
    client: httpx.AsyncClient, slug: str, params: dict[str, str], ai: str
) -> dict[str, Any]:
    """A new game: a person in seat 0 (its token in ``tokens["0"]``), the AI in the others."""
    if slug not in SEATS:
        res = await client.get("/api/catalog")
        res.raise_for_status()
        SEATS.update({g["slug"]: int(g["default_seats"]) for g in res.json()["games"]})
    body = {"game": slug, "seats": ["human"] + [ai] * (SEATS[slug] - 1), "params": params}
    made = await client.post("/api/games", json=body)
    made.raise_for_status()
    data: dict[str, Any] = made.json()
    return data


async def mixed_table(
    client: httpx.AsyncClient,
    ws_base: str,
    first: dict[str, Any],
    slug: str,
    args: argparse.Namespace,
    params: dict[str, str],
    rng: random.Random,
    stats: MixedStats,
    deadline: float,
) -> None:
    """One table: a person and a spectator play ``first``, then new games until time is up."""
    game = first
    while time.monotonic() < deadline:
        url = f"{ws_base}/ws/games/{game['id']}"
        over, _ = await asyncio.gather(
            person(
                url, game["tokens"]["0"], rng, stats, deadline, args.human_think_ms / 1000, slug
            ),
            spectator(url, stats, deadline),
        )
        if not over or time.monotonic() >= deadline:
            return
        stats.games_finished += 1
        game = await create_mixed(client, slug, params, args.ai)
        stats.games_started += 1


async def run_mixed(args: argparse.Namespace, base: str, server_pid: int | None) -> dict[str, Any]:
    stats = MixedStats()
    rng = random.Random(args.seed)
    params = dict(p.split("=", 1) for p in args.param)
    slugs = [g.strip() for g in args.game.split(",") if g.strip()]
    ws_base = base.replace("http://", "ws://")
    async with httpx.AsyncClient(base_url=base, timeout=60) as client:
        created = []
        for i in range(args.games):
            slug = slugs[i % len(slugs)]
            created.append((slug, await create_mixed(client, slug, params, args.ai)))
        gc.collect()
        gc.freeze()
        gc.set_threshold(50_000, 20, 100)
        start = time.monotonic()
        deadline = start + args.warmup + args.seconds
        tables = [
            mixed_table(
                client, ws_base, g, slug, args, params, random.Random(rng.random()), stats, deadline
            )
            for slug, g in created
        ]

        async def measure() -> tuple[dict[int, float], dict[int, float], float, tuple[float, ...]]:
            await asyncio.sleep(args.warmup)
            stats.measuring = True
            load = os.getloadavg()
            before = {} if server_pid is None else tree_cpu(server_pid)
            before[-1] = time.process_time()
            began = time.monotonic()
            await asyncio.sleep(max(0.0, deadline - time.monotonic() - 0.05))
            after = {} if server_pid is None else tree_cpu(server_pid)
            after[-1] = time.process_time()
            stats.measuring = False
            return before, after, time.monotonic() - began, load

        (before, after, elapsed, load_before), *_ = await asyncio.gather(measure(), *tables)
    lat = sorted(stats.latencies)

    def ms(x: float) -> float:
        return round(1000 * x, 2)

    def pct(p: float) -> float:
        return ms(lat[min(len(lat) - 1, int(p * len(lat)))]) if lat else 0.0

    main_cpu = workers_cpu = None
    if server_pid is not None and elapsed > 0:
        main_cpu = round((after.get(server_pid, 0.0) - before.get(server_pid, 0.0)) / elapsed, 3)
        # workers that started during the run count from zero
        workers_cpu = round(
            sum(c - before.get(p, 0.0) for p, c in after.items() if p not in (server_pid, -1))
            / elapsed,
            3,
        )
    client_cpu = round((after[-1] - before[-1]) / elapsed, 3) if elapsed > 0 else None
    return {
        "settings": {
            "scenario": "mixed",
            "games": args.games,
            "game": slugs,
            "params": params,
            "ai": args.ai,
            "ai_delay": args.ai_delay,
            "ai_workers": args.ai_workers or None,
            "human_think_ms": args.human_think_ms,
            "seconds": args.seconds,
            "warmup": args.warmup,
            "seed": args.seed,
        },
        "human_actions": len(lat),
        "all_actions": stats.all_actions,
        "elapsed_s": round(elapsed, 2),
        "human_actions_per_s": round(len(lat) / elapsed, 1) if elapsed else 0.0,
        "actions_per_s": round(stats.all_actions / elapsed, 1) if elapsed else 0.0,
        "p50_ms": pct(0.50),
        "p95_ms": pct(0.95),
        "p99_ms": pct(0.99),
        "max_ms": ms(lat[-1]) if lat else 0.0,
        "by_game": {
            slug: {
                "actions": len(xs),
                "p50_ms": ms(sorted(xs)[len(xs) // 2]),
                "p99_ms": ms(sorted(xs)[min(len(xs) - 1, int(0.99 * len(xs)))]),
            }
            for slug, xs in stats.by_game.items()
        },
        "server_cpus_main": main_cpu,
        "server_cpus_workers": workers_cpu,
        "clients_cpus": client_cpu,
        "games_finished": stats.games_finished,
        "errors": len(stats.errors),
        "first_errors": stats.errors[:3],
        "cpus": os.cpu_count(),
        "loadavg_before": [round(x, 2) for x in load_before],
        "loadavg_after": [round(x, 2) for x in os.getloadavg()],
    }


def report_mixed(result: dict[str, Any]) -> str:
    s = result["settings"]
    lines = [
        f"{s['games']} mixed games of {', '.join(s['game'])}: one person (pauses "
        f"~{s['human_think_ms']:g} ms) and one spectator each, AI seats '{s['ai']}' "
        f"(delay {s['ai_delay']:g} s), {s['seconds']:g} s measured after {s['warmup']:g} s",
        f"  {result['human_actions']} people's actions ({result['human_actions_per_s']}/s), "
        f"{result['all_actions']} actions in all ({result['actions_per_s']}/s), "
        f"{result['games_finished']} games finished, {result['errors']} errors",
        f"  person's action -> its view: p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms, "
        f"p99 {result['p99_ms']} ms, max {result['max_ms']} ms",
    ]
    if result["server_cpus_main"] is not None:
        lines.append(
            f"  server CPU (CPUs busy): event loop process {result['server_cpus_main']}, "
            f"AI workers {result['server_cpus_workers']}; the clients (this process) "
            f"{result['clients_cpus']}"
        )
    if result.get("server_ai"):
        lines.append(f"  server: {result['server_ai']}")
    lines.append(
        f"  machine: {result['cpus']} CPUs, load average {result['loadavg_before'][0]} before, "
        f"{result['loadavg_after'][0]} after (other processes share the CPUs)"
    )
    return "\n".join(lines)


def report(result: dict[str, Any]) -> str:
    if result["settings"].get("scenario") == "mixed":
        return report_mixed(result)
    s = result["settings"]
    think = "agents act at once" if s["think_ms"] == 0 else f"agents pause ~{s['think_ms']:g} ms"
    lines = [
        f"{s['games']} games of {s['game']}, {s['mode']} ({think}), "
        f"up to {s['seconds']:g} s / {s['max_actions']} actions a game",
        f"  {result['actions']} actions in {result['elapsed_s']} s: "
        f"{result['actions_per_s']} actions/s, {result['finished_games']} games finished, "
        f"{result['errors']} errors",
        f"  latency action sent -> view received: p50 {result['p50_ms']} ms, "
        f"p95 {result['p95_ms']} ms, p99 {result['p99_ms']} ms, max {result['max_ms']} ms",
    ]
    if result["server_cpu_ms_per_action"] is not None:
        lines.append(
            f"  CPU time per action: server {result['server_cpu_ms_per_action']} ms, "
            f"agents (this process) {result['agents_cpu_ms_per_action']} ms"
        )
    lines.append(
        f"  machine: {result['cpus']} CPUs, load average {result['loadavg_before'][0]} before, "
        f"{result['loadavg_after'][0]} after (other processes share the CPUs)"
    )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--game", default="tactics")
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60.0, help="play time limit")
    parser.add_argument("--max-actions", type=int, default=2000, help="per game")
    parser.add_argument("--seed", type=int, default=1, help="seeds the clients' own choices")
    parser.add_argument(
        "--think-ms",
        type=float,
        default=600.0,
        help="mean pause of an agent before it acts (default 600, like the server's AI seats)",
    )
    parser.add_argument(
        "--saturate", action="store_true", help="agents act at once (--think-ms 0): throughput"
    )
    parser.add_argument("--param", action="append", default=[], help="key=value game parameter")
    parser.add_argument("--url", help="use a running server at this base URL instead")
    parser.add_argument(
        "--mixed", action="store_true", help="one person and one spectator a game, AI in the rest"
    )
    parser.add_argument("--ai", default="normal", help="the server's AI seats (mixed)")
    parser.add_argument("--ai-delay", type=float, default=0.6, help="the AI's pause (mixed)")
    parser.add_argument("--ai-workers", type=int, default=0, help="0: the server's default")
    parser.add_argument(
        "--human-think-ms", type=float, default=1500.0, help="a person's mean pause (mixed)"
    )
    parser.add_argument("--warmup", type=float, default=10.0, help="seconds not counted (mixed)")
    args = parser.parse_args()
    if args.saturate:
        args.think_ms = 0.0
    if not 1 <= args.games <= 500 or not 0 < args.seconds <= 600 or args.think_ms < 0:
        raise SystemExit("--games is 1–500, --seconds at most 600, --think-ms not negative")
    runner = run_mixed if args.mixed else run
    if args.url:
        if not args.url.startswith(("http://127.", "http://localhost", "http://[::1]")):
            raise SystemExit("this load test only targets a server on loopback")
        result = asyncio.run(runner(args, args.url.rstrip("/"), None))
    else:
        with tempfile.TemporaryDirectory() as tmp:
            port = free_port()
            delay = args.ai_delay if args.mixed else 0.0
            log_path = Path(tmp) / "server.log"
            with log_path.open("wb") as log:
                db = f"sqlite:///{Path(tmp) / 'load.db'}"
                proc = start_server(port, db, delay, args.ai_workers, log)
                try:
                    result = asyncio.run(runner(args, f"http://127.0.0.1:{port}", proc.pid))
                finally:
                    proc.send_signal(signal.SIGINT)
                    try:
                        proc.wait(15)
                    except subprocess.TimeoutExpired:
                        proc.kill()
            # the server's own account of its AI decisions (logged when it stops)
            lines = log_path.read_text(errors="replace").splitlines()
            result["server_ai"] = next((x for x in lines if x.startswith("AI decisions")), None)
    print(report(result))
    print(orjson.dumps(result).decode())


if __name__ == "__main__":
    main()
