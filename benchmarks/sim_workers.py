"""Games per second of ``pokeforge simulate`` on 1 worker and on N workers (process pool).

Each run plays enough games to last at least ``--seconds`` (a short calibration run on one worker
sets the number); the speed is finished games over the run's wall-clock time, pool start-up
included. Prints one JSON line per run and a last line with the ratio. With ``--ray GAMES`` it
instead plays one job of GAMES games on the local pool and on a local Ray cluster (``--workers``
each), and says whether every per-game row (all but ``seconds``) is identical. Usage:

    .venv/bin/python benchmarks/sim_workers.py [--game tactics] [--agents random] \\
        [--seconds 20] [--workers 2] [--ray 2000]
"""

from __future__ import annotations

import argparse
import json
import math

from pokeforge.core import get_game
from pokeforge.sim import SimJob, run_job
from pokeforge.sim.table import rows


def run(game_slug: str, agents: str, games: int, workers: int, seed: int) -> dict[str, object]:
    game = get_game(game_slug)
    seats = game.default_seats
    job = SimJob.build(game, games, [agents] * seats, seats, seed=seed)
    sim = run_job(game, job, workers=workers)
    done = len(sim.results)
    return {
        "game": game_slug,
        "agents": agents,
        "workers": workers,
        "games": done,
        "seconds": round(sim.seconds, 2),
        "games_per_s": round(done / sim.seconds, 2),
        "errors": sum(1 for r in sim.results if r.error is not None),
    }


def compare_ray(game_slug: str, agents: str, games: int, workers: int) -> None:
    game = get_game(game_slug)
    seats = game.default_seats
    job = SimJob.build(game, games, [agents] * seats, seats, seed=0)
    tables = {}
    for backend in ("local", "ray"):
        sim = run_job(game, job, workers=workers, backend=backend)
        done = len(sim.results)
        line = {
            "game": game_slug,
            "backend": backend,
            "workers": workers,
            "games": done,
            "seconds": round(sim.seconds, 2),
            "games_per_s": round(done / sim.seconds, 2),
        }
        print(json.dumps(line), flush=True)
        tables[backend] = [{k: v for k, v in r.items() if k != "seconds"} for r in rows(sim)]
    print(json.dumps({"identical_rows": tables["local"] == tables["ray"]}), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tactics")
    parser.add_argument("--agents", default="random")
    parser.add_argument("--seconds", type=float, default=20.0, help="at least this long a run")
    parser.add_argument("--workers", type=int, default=2, help="the pool's size to compare")
    parser.add_argument("--ray", type=int, default=0, help="compare Ray with the pool on N games")
    args = parser.parse_args()
    if args.ray:
        compare_ray(args.game, args.agents, args.ray, args.workers)
        return
    calibration = run(args.game, args.agents, 40, 1, seed=10**6)
    rate = float(calibration["games_per_s"])  # type: ignore[arg-type]
    # 15% above the time asked, so that each run lasts at least that long
    one_games = math.ceil(1.15 * args.seconds * rate)
    one = run(args.game, args.agents, one_games, 1, seed=0)
    print(json.dumps(one), flush=True)
    many_games = math.ceil(1.15 * args.seconds * rate * args.workers)
    many = run(args.game, args.agents, many_games, args.workers, seed=0)
    print(json.dumps(many), flush=True)
    ratio = float(many["games_per_s"]) / float(one["games_per_s"])  # type: ignore[arg-type]
    print(json.dumps({"ratio": round(ratio, 2), "workers": args.workers}), flush=True)


if __name__ == "__main__":
    main()
