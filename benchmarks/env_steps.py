"""Environment steps per second with random masked actions, for every registered game.

Three loops per game, each for ``--seconds``:

* ``aec``: the PettingZoo AEC env as PettingZoo's own ``performance_benchmark`` drives one: each
  step ``env.last()`` (the observation dict: ``Game.observe`` of the view, and the action mask),
  a uniformly random legal number from the mask, ``env.step``; a finished play is reset with the
  next seed. Every step is one decision of the game.
* ``gym``: the Gymnasium env, learner at seat 0 against ``random`` opponents (their decisions
  happen inside ``step``; a step is one learner decision, so it counts
  ``decisions_per_step`` of the game's decisions).
* ``parts``: what one AEC step costs, part by part (µs of CPU time): the seat's view,
  ``Game.observe`` of it, the mask, the decision itself (``legal_actions`` and ``apply``), and the
  pick (the loop's own reading of the mask (as booleans) and random choice), on the states of random
  plays. (The parts are timed in a loop of their own, at another moment: on a shared machine
  their sum and the AEC loop's CPU time per step may differ by a tenth or more either way.)

With ``--reference``, PettingZoo's own classic games (tic-tac-toe, connect four, chess) run in
the same AEC loop, where they can be imported (they need pygame and python-chess), so the figures
can be compared on the same machine at the same time.

Both the wall clock and the process's CPU time are measured (this machine is shared: CPU time
leaves out the time the process waited for a core), with a pure-Python reference loop so figures
from machines of different speeds can be compared. Prints JSON lines, or a Markdown table with
``--markdown``. Usage:

    .venv/bin/python benchmarks/env_steps.py [--seconds 5] [--markdown] [--reference] [GAME ...]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from pokeforge.core import Game, all_games, get_game
from pokeforge.envs import gymnasium_env, pettingzoo_env


def reference_loop_us() -> float:
    """Microseconds of ``sum(range(1000))``, the best of several: a speed yardstick."""
    best = float("inf")
    for _ in range(200):
        t = time.perf_counter()
        sum(range(1000))
        best = min(best, time.perf_counter() - t)
    return best * 1e6


def bench_aec(game: Game, seconds: float, seed: int = 0) -> dict[str, Any]:
    return aec_loop(pettingzoo_env(game.slug), seconds, seed)


def legal_numbers(mask: Any) -> Any:
    """The action numbers a 0/1 mask allows. (Read as booleans: ``nonzero`` of 5,000 bools costs
    about 1.5 µs where ``np.flatnonzero`` of the same int8 array costs 15 µs; the pick is the
    loop's cost, not the environment's.)"""
    return mask.view(np.bool_).nonzero()[0]


def aec_loop(env: Any, seconds: float, seed: int = 0) -> dict[str, Any]:
    """Random masked actions in a PettingZoo AEC env for ``seconds``."""
    env.reset(seed=seed)
    pick = random.Random(seed)
    steps = plays = 0
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall0 < seconds:
        for _agent in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            legal = legal_numbers(obs["action_mask"])
            env.step(int(legal[pick.randrange(len(legal))]))
            steps += 1
            if steps % 256 == 0 and time.perf_counter() - wall0 >= seconds:
                break
        else:
            plays += 1
            env.reset(seed=seed + plays)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return {"steps": steps, "plays": plays, "wall_s": wall, "cpu_s": cpu}


def bench_gym(game: Game, seconds: float, seed: int = 0) -> dict[str, Any]:
    env = gymnasium_env(game.slug, opponents=["random"])
    obs, _ = env.reset(seed=seed)
    pick = random.Random(seed)
    steps = plays = decisions = 0
    wall0, cpu0 = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall0 < seconds:
        legal = legal_numbers(obs["action_mask"])
        obs, _, term, trunc, info = env.step(int(legal[pick.randrange(len(legal))]))
        steps += 1
        if term or trunc:
            plays += 1
            decisions += info["decisions"]
            obs, _ = env.reset(seed=seed + plays)
    decisions += env.table.decisions
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return {
        "steps": steps,
        "plays": plays,
        "wall_s": wall,
        "cpu_s": cpu,
        "decisions_per_step": decisions / max(1, steps),
    }


def bench_parts(game: Game, seconds: float, seed: int = 0) -> dict[str, float]:
    """The cost of each part of an AEC step, in µs of CPU time per step."""
    params = game.params()
    pick = random.Random(seed)
    totals = {"view": 0.0, "observe": 0.0, "mask": 0.0, "decide": 0.0, "pick": 0.0}
    n = 0
    num = game.num_distinct_actions(params)
    clock = time.process_time
    start = clock()
    play = 0
    while clock() - start < seconds:
        state = game.new_state(params, seed=seed + play)
        play += 1
        decisions = 0
        while state.outcome is None and decisions < game.max_decisions:
            seat = state.to_act()[0]
            t0 = clock()
            view = state.view(seat)
            t1 = clock()
            game.observe(view, seat, params)
            t2 = clock()
            mask = np.zeros(num, dtype=np.int8)
            mask[state.legal_action_numbers(seat)] = 1
            t3 = clock()
            actions = state.legal_actions(seat)
            state.apply(seat, actions[pick.randrange(len(actions))])
            t4 = clock()
            legal = legal_numbers(mask)
            int(legal[pick.randrange(len(legal))])
            t5 = clock()
            totals["view"] += t1 - t0
            totals["observe"] += t2 - t1
            totals["mask"] += t3 - t2
            totals["decide"] += t4 - t3
            totals["pick"] += t5 - t4
            n += 1
            decisions += 1
    return {f"{k}_us": v / max(1, n) * 1e6 for k, v in totals.items()}


def measure(game: Game, seconds: float) -> dict[str, Any]:
    aec = bench_aec(game, seconds)
    gym = bench_gym(game, seconds)
    parts = bench_parts(game, seconds)
    return {
        "game": game.slug,
        "observation_size": game.observation_size(game.params()),
        "num_actions": game.num_distinct_actions(game.params()),
        "aec_steps_per_s": aec["steps"] / aec["wall_s"],
        "aec_steps_per_cpu_s": aec["steps"] / aec["cpu_s"],
        "aec_plays": aec["plays"],
        "gym_steps_per_s": gym["steps"] / gym["wall_s"],
        "gym_steps_per_cpu_s": gym["steps"] / gym["cpu_s"],
        "gym_decisions_per_step": gym["decisions_per_step"],
        **{k: round(v, 1) for k, v in parts.items()},
        "aec_cpu_us_per_step": round(1e6 * aec["cpu_s"] / max(1, aec["steps"]), 1),
    }


#: PettingZoo's own classic games, measured with the same loop when they can be imported (they
#: need pygame, and chess python-chess; not pokeforge dependencies)
REFERENCES = ("tictactoe_v3", "connect_four_v3", "chess_v6")


def measure_references(seconds: float) -> list[dict[str, Any]]:
    import importlib

    rows = []
    for name in REFERENCES:
        try:
            module = importlib.import_module(f"pettingzoo.classic.{name}")
        except ImportError as missing:
            print(f"# {name}: not measured ({missing})", file=sys.stderr)
            continue
        aec = aec_loop(module.env(), seconds)
        rows.append(
            {
                "game": f"pettingzoo {name}",
                "aec_steps_per_s": aec["steps"] / aec["wall_s"],
                "aec_steps_per_cpu_s": aec["steps"] / aec["cpu_s"],
            }
        )
    return rows


def markdown(rows: list[dict[str, Any]], machine: dict[str, Any]) -> str:
    lines = [
        f"Machine: {machine['cpus']} cores, load average {machine['load']:.2f} at the start, "
        f"reference loop (`sum(range(1000))`) {machine['reference_us']:.1f} µs; "
        f"{machine['seconds']:g} s per loop.",
        "",
        "| game | AEC steps/s (wall) | AEC steps/CPU-s | Gym steps/s (wall) | Gym steps/CPU-s "
        "| decisions per Gym step | view µs | observe µs | mask µs | decide µs | pick µs "
        "| AEC CPU µs per step |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        if "gym_steps_per_s" not in r:
            lines.append(
                f"| {r['game']} | {r['aec_steps_per_s']:,.0f} | {r['aec_steps_per_cpu_s']:,.0f} "
                "| | | | | | | | | |"
            )
            continue
        lines.append(
            f"| {r['game']} | {r['aec_steps_per_s']:,.0f} | {r['aec_steps_per_cpu_s']:,.0f} "
            f"| {r['gym_steps_per_s']:,.0f} | {r['gym_steps_per_cpu_s']:,.0f} "
            f"| {r['gym_decisions_per_step']:.2f} | {r['view_us']:.1f} | {r['observe_us']:.1f} "
            f"| {r['mask_us']:.1f} | {r['decide_us']:.1f} | {r['pick_us']:.1f} "
            f"| {r['aec_cpu_us_per_step']:.1f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("games", nargs="*", help="game slugs (default: every registered game)")
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds per loop")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument(
        "--reference",
        action="store_true",
        help="also PettingZoo's classic tictactoe, connect four and chess (if importable)",
    )
    parser.add_argument(
        "--fixtures", action="store_true", help="also the test fixture games (tests/fixtures)"
    )
    args = parser.parse_args()
    if args.fixtures:
        sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
        from fixtures.ambush import GAME as AMBUSH
        from fixtures.duel import GAME as DUEL
        from pokeforge.core import register

        register(DUEL)
        register(AMBUSH)
    games = [get_game(s) for s in args.games] if args.games else all_games()
    machine = {
        "cpus": os.cpu_count(),
        "load": os.getloadavg()[0],
        "reference_us": reference_loop_us(),
        "seconds": args.seconds,
    }
    rows = []
    for game in games:
        row = measure(game, args.seconds)
        rows.append(row)
        if not args.markdown:
            print(json.dumps({**row, "machine": machine}), flush=True)
    if args.reference:
        for row in measure_references(args.seconds):
            rows.append(row)
            if not args.markdown:
                print(json.dumps({**row, "machine": machine}), flush=True)
    if args.markdown:
        print(markdown(rows, machine))


if __name__ == "__main__":
    main()
