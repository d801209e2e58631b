"""The AI ladder: how the built-in agents do against each other, with seconds per decision.

* Every two-player game (tactics, pieces, the sinnoh battle mode, origins): a round robin of the
  agents (default ``random,greedy,easy,normal,hard``). Each pair plays ``--games`` games: game
  seeds ``seed … seed + games/2 - 1``, each played twice with the seats swapped, so a deal that
  favours one seat favours each agent once.
* 4-player ``hex``: one agent (``--hex-agent``, default ``hard``; ``greedy`` gives the baseline)
  against three ``greedy``, its seat turning round the table (game *i*: seat *i* mod 4).

A game stopped by the game's ``max_decisions`` cap counts as a draw. Win rates count wins only
(draws are listed apart), each with its 95% Wilson interval (:mod:`pokeforge.analysis.stats`).
Seconds per decision are measured per agent over the decisions where it had a choice (a forced
decision costs nothing); the mean and the largest are reported. Agents are seeded as
``pokeforge simulate`` seeds them, so a run is repeatable as long as no search is stopped by its
time cap (that is counted and reported: ``capped decisions``).

Usage (one process per game at a time; ``--workers 2`` plays two games at once)::

    PYTHONPATH=src .venv/bin/python benchmarks/ai_ladder.py --games 40 --workers 2 \\
        --json ladder.json --markdown ladder.md
    PYTHONPATH=src .venv/bin/python benchmarks/ai_ladder.py --only pieces --pairs hard:greedy
    # one JSON line per finished game as it ends (a run cut short keeps its games), and the
    # table of one or more such logs without playing:
    PYTHONPATH=src .venv/bin/python benchmarks/ai_ladder.py --only tactics --log tactics.jsonl
    PYTHONPATH=src .venv/bin/python benchmarks/ai_ladder.py --tally tactics.jsonl more.jsonl
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from pokeforge.agents import Agent, SearchAgent, make_agent
from pokeforge.analysis.stats import proportion
from pokeforge.core import get_game
from pokeforge.sim import agent_seed

#: a decision longer than this is counted apart (issue 14: at most a second a decision)
OVER_S = 1.0
TWO_PLAYER = ("tactics", "pieces", "sinnoh", "origins")
AGENTS = ("random", "greedy", "easy", "normal", "hard")


@dataclass
class Timing:
    decisions: int = 0
    seconds: float = 0.0
    longest: float = 0.0
    capped: int = 0  # searches stopped by their time cap
    over: int = 0  # decisions that took longer than OVER_S

    def add(self, other: Timing) -> None:
        self.decisions += other.decisions
        self.seconds += other.seconds
        self.longest = max(self.longest, other.longest)
        self.capped += other.capped
        self.over += other.over

    def to_json(self) -> dict[str, Any]:
        mean = self.seconds / self.decisions if self.decisions else 0.0
        return {
            "decisions": self.decisions,
            "mean_s": round(mean, 4),
            "max_s": round(self.longest, 4),
            "capped": self.capped,
            "over_1s": self.over,
        }


@dataclass
class GameTask:
    slug: str
    seats: int
    names: tuple[str, ...]  # the agent of each seat
    seed: int
    pair: tuple[str, str]  # the agent the row is about, and its opponent(s)
    seat: int  # where pair[0] sits


@dataclass
class GameOutcome:
    task: GameTask
    results: list[str]  # per seat: win, loss, draw
    decisions: int
    timings: list[Timing] = field(default_factory=list)


def _capped(agent: Agent) -> bool:
    """Whether the agent's latest search was stopped by its clock (its deadline) rather than its
    iteration budget."""
    if not isinstance(agent, SearchAgent) or agent.last_search is None:
        return False
    return agent.last_search.stopped == "clock"


def play(task: GameTask) -> GameOutcome:
    game = get_game(task.slug)
    state = game.new_state(game.params(), seed=task.seed, seats=task.seats)
    agents = [make_agent(name, agent_seed(task.seed, s)) for s, name in enumerate(task.names)]
    timings = [Timing() for _ in task.names]
    decisions = 0
    clock = time.perf_counter
    while state.outcome is None and decisions < game.max_decisions:
        seat = state.to_act()[0]
        choice = len(state.legal_actions(seat)) > 1
        start = clock()
        action = agents[seat].choose(state, seat)
        spent = clock() - start
        if choice:
            t = timings[seat]
            t.decisions += 1
            t.seconds += spent
            t.longest = max(t.longest, spent)
            t.capped += _capped(agents[seat])
            t.over += spent > OVER_S
        state.apply(seat, action)
        decisions += 1
    out = state.outcome
    results = ["draw"] * task.seats if out is None else [out.result(s) for s in range(task.seats)]
    return GameOutcome(task, results, decisions, timings)


def outcome_to_json(o: GameOutcome) -> dict[str, Any]:
    t = o.task
    return {
        "task": {
            "slug": t.slug,
            "seats": t.seats,
            "names": list(t.names),
            "seed": t.seed,
            "pair": list(t.pair),
            "seat": t.seat,
        },
        "results": o.results,
        "decisions": o.decisions,
        "timings": [
            {
                "decisions": x.decisions,
                "seconds": x.seconds,
                "longest": x.longest,
                "capped": x.capped,
                "over": x.over,
            }
            for x in o.timings
        ],
    }


def outcome_from_json(raw: dict[str, Any]) -> GameOutcome:
    t = raw["task"]
    task = GameTask(
        t["slug"], t["seats"], tuple(t["names"]), t["seed"], (t["pair"][0], t["pair"][1]), t["seat"]
    )
    timings = [
        Timing(x["decisions"], x["seconds"], x["longest"], x["capped"], x.get("over", 0))
        for x in raw["timings"]
    ]
    return GameOutcome(task, raw["results"], raw["decisions"], timings)


def tasks_for(args: argparse.Namespace) -> list[GameTask]:
    tasks: list[GameTask] = []
    games = [args.only] if args.only else [*TWO_PLAYER, "hex"]
    agents = args.agents.split(",")
    if args.pairs:
        pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    else:
        pairs = list(combinations(agents, 2))
    half = max(1, args.games // 2)
    for slug in games:
        if slug == "hex":
            for i in range(args.hex_games):
                names = ["greedy"] * 4
                names[i % 4] = args.hex_agent
                pair = (args.hex_agent, "3 greedy")
                tasks.append(GameTask("hex", 4, tuple(names), args.seed + i, pair, i % 4))
            continue
        for i in range(half):  # seed by seed, so that a run cut short has every pair
            for a, b in pairs:
                tasks.append(GameTask(slug, 2, (a, b), args.seed + i, (a, b), 0))
                tasks.append(GameTask(slug, 2, (b, a), args.seed + i, (a, b), 1))
    return tasks


@dataclass
class PairTally:
    games: int = 0
    wins: int = 0  # of the first agent
    losses: int = 0
    draws: int = 0
    decisions: int = 0
    timing: dict[str, Timing] = field(default_factory=dict)


def tally(outcomes: list[GameOutcome]) -> dict[tuple[str, str, str], PairTally]:
    table: dict[tuple[str, str, str], PairTally] = {}
    for o in outcomes:
        t = o.task
        row = table.setdefault((t.slug, *t.pair), PairTally())
        row.games += 1
        row.decisions += o.decisions
        result = o.results[t.seat]
        row.wins += result == "win"
        row.losses += result == "loss"
        row.draws += result == "draw"
        for s, timing in enumerate(o.timings):
            side = t.pair[0] if s == t.seat else t.pair[1]
            row.timing.setdefault(side, Timing()).add(timing)
    return table


def report(table: dict[tuple[str, str, str], PairTally]) -> tuple[list[dict[str, Any]], str]:
    rows = []
    lines = [
        "| game | agent | opponent | games | wins | draws | losses | win rate [95% CI] "
        "| agent s/decision (mean, max; decisions, over 1 s, capped) "
        "| opponent s/decision (mean, max) |",
        "| --- | --- | --- | ---: | ---: | ---: | ---: | --- | --- | --- |",
    ]
    for (slug, a, b), r in sorted(table.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2])):
        p = proportion(r.wins, r.games)
        ta = r.timing.get(a, Timing())
        tb = r.timing.get(b, Timing())
        rows.append(
            {
                "game": slug,
                "agent": a,
                "opponent": b,
                "games": r.games,
                "wins": r.wins,
                "draws": r.draws,
                "losses": r.losses,
                "win_rate": p.to_json(),
                "mean_decisions": round(r.decisions / r.games, 1),
                "agent_timing": ta.to_json(),
                "opponent_timing": tb.to_json(),
            }
        )
        ja, jb = ta.to_json(), tb.to_json()
        lines.append(
            f"| {slug} | {a} | {b} | {r.games} | {r.wins} | {r.draws} | {r.losses} "
            f"| {100 * (p.rate or 0):.0f}% {p.text()} "
            f"| {ja['mean_s']:.3f}, {ja['max_s']:.2f}; {ja['decisions']}, {ja['over_1s']}, "
            f"{ja['capped']} | {jb['mean_s']:.3f}, {jb['max_s']:.2f} |"
        )
    return rows, "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per pair (two per seed)")
    parser.add_argument("--hex-games", type=int, default=40, help="hex games (0: none)")
    parser.add_argument("--hex-agent", default="hard", help="the agent against three greedy")
    parser.add_argument("--agents", default=",".join(AGENTS), help="the round robin's agents")
    parser.add_argument("--pairs", default="", help="only these pairs: a:b,c:d (default: all)")
    parser.add_argument("--only", default="", help="one game only")
    parser.add_argument("--seed", type=int, default=1, help="the first game seed")
    parser.add_argument("--workers", type=int, default=1, help="processes (at most 2 advised)")
    parser.add_argument("--json", default="", help="write the results here")
    parser.add_argument("--markdown", default="", help="write the table here")
    parser.add_argument("--log", default="", help="append one JSON line per finished game here")
    parser.add_argument("--tally", nargs="*", default=None, help="only tally these game logs")
    args = parser.parse_args()
    if args.tally is not None:
        logged = []
        for path in args.tally:
            with open(path) as f:
                logged += [outcome_from_json(json.loads(line)) for line in f if line.strip()]
        print(report(tally(logged))[1])
        return
    tasks = tasks_for(args)
    start = time.perf_counter()
    outcomes: list[GameOutcome] = []
    log = open(args.log, "a") if args.log else None  # noqa: SIM115 (kept open for the run)

    def keep(o: GameOutcome) -> None:
        outcomes.append(o)
        if log is not None:
            log.write(json.dumps(outcome_to_json(o)) + "\n")
            log.flush()

    if args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            for i, o in enumerate(pool.imap_unordered(play, tasks)):
                keep(o)
                print(f"\r{i + 1}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
    else:
        for i, task in enumerate(tasks):
            keep(play(task))
            print(f"\r{i + 1}/{len(tasks)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    rows, table = report(tally(outcomes))
    elapsed = time.perf_counter() - start
    meta = {
        "games_per_pair": args.games,
        "hex_games": args.hex_games,
        "seed": args.seed,
        "workers": args.workers,
        "seconds": round(elapsed),
    }
    print(table)
    print(json.dumps(meta))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"meta": meta, "rows": rows}, f, indent=1)
    if args.markdown:
        with open(args.markdown, "w") as f:
            f.write(table + "\n")


if __name__ == "__main__":
    main()
