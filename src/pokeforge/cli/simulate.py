"""``pokeforge simulate``: many games between agents on a process pool (or Ray), with a progress
bar, a summary with 95% intervals, and a Parquet table of every game."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from ..agents import make_agent
from ..core import ParamError, get_game, seat_name
from ..sim import BatchResult, GameResult, SimJob, default_workers, resolve_agents, run_job
from ..sim.job import parse_param_grid
from ..sim.parallel import BACKENDS
from .common import print_json, split_names, user_errors

#: exit status of a batch stopped by Ctrl-C (its summary of the finished games is printed)
EXIT_INTERRUPTED = 130


def simulate(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    games: Annotated[
        int, typer.Option("--games", "-n", help="how many games (at each grid point)")
    ] = 100,
    seed: Annotated[
        int, typer.Option(help="game i (counted over the whole grid) is played with seed SEED + i")
    ] = 0,
    players: Annotated[int | None, typer.Option(help="number of seats")] = None,
    param: Annotated[
        list[str] | None,
        typer.Option(
            "--param",
            "-p",
            help="a game parameter key=value; key=v1,v2,… sweeps it (quote a value holding a "
            "comma: key='\"a, b\",c'); repeat for a grid",
        ),
    ] = None,
    agents: Annotated[
        str, typer.Option(help="agent per seat, comma-separated; one name applies to all")
    ] = "random",
    workers: Annotated[
        int | None,
        typer.Option(help="worker processes (default: the number of cores; 1 plays here)"),
    ] = None,
    backend: Annotated[
        str, typer.Option(help=f"where the games run: {' or '.join(BACKENDS)}")
    ] = "local",
    address: Annotated[
        str | None,
        typer.Option(help="the Ray cluster's address (default: start a local one)"),
    ] = None,
    out: Annotated[
        Path | None, typer.Option(help="write one row per game to this Parquet file")
    ] = None,
    record_dir: Annotated[
        Path | None, typer.Option(help="save every game's record in this directory")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the summary as JSON")] = False,
) -> None:
    """Simulate GAME many times and report wins, draws, errors and speed, each rate with its
    95% confidence interval."""
    err = Console(stderr=True)
    with user_errors():
        game = get_game(game_slug)
        if games < 0:
            raise ParamError("--games cannot be negative")
        if backend not in BACKENDS:
            raise ParamError(f"--backend must be {' or '.join(BACKENDS)}, not {backend!r}")
        if address is not None and backend != "ray":
            raise ParamError("--address is for --backend ray")
        n_workers = default_workers() if workers is None else workers
        if n_workers < 1:
            raise ParamError(f"--workers must be at least 1, not {n_workers}")
        base, sweep = parse_param_grid(list(param or []))
        n = game.check_seats(players, game.params(base))
        names = resolve_agents(split_names(agents, "--agents"), n)
        for name in set(names):
            make_agent(name)
        job = SimJob.build(game, games, names, n, seed=seed, params=base, sweep=sweep)
        if out is not None:
            if out.is_dir():
                raise ParamError(f"--out {out} is a directory")
            out.parent.mkdir(parents=True, exist_ok=True)
        if record_dir is not None:
            record_dir.mkdir(parents=True, exist_ok=True)
        show = not as_json and err.is_terminal
        with Progress(
            TextColumn(f"{game.slug}"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[speed]} games/s"),
            TextColumn("{task.fields[errors]} errors"),
            TimeRemainingColumn(),
            console=err,
            disable=not show,
        ) as progress:
            task = progress.add_task("games", total=job.total, speed="-", errors=0)
            start = time.perf_counter()
            count = {"done": 0, "errors": 0}

            def advance(results: list[GameResult]) -> None:
                count["done"] += len(results)
                for result in results:
                    if result.error is not None:
                        count["errors"] += 1
                        err.print(
                            f"game {result.index} (seed {result.seed}) raised: {result.error}"
                            + (f" — record: {result.saved_to}" if result.saved_to else ""),
                            markup=False,
                            highlight=False,
                        )
                elapsed = time.perf_counter() - start
                speed = f"{count['done'] / elapsed:.1f}" if elapsed > 0 else "-"
                progress.update(task, advance=len(results), speed=speed, errors=count["errors"])

            sim = run_job(
                game,
                job,
                workers=n_workers,
                backend=backend,
                address=address,
                record_dir=record_dir,
                on_results=advance,
            )
        result = sim.summary()
        points = sim.by_point() if job.sweep else []
        if out is not None:
            from ..sim.table import write_parquet

            write_parquet(sim, out)
    if sim.failure is not None:
        err.print(f"Stopped: {sim.failure}. The summary covers the {result.games} finished.")
    elif sim.interrupted:
        err.print(f"Interrupted: the summary covers the {result.games} game(s) finished.")
    if as_json:
        data = result.to_json()
        data["workers"] = n_workers
        data["backend"] = backend
        data["interrupted"] = sim.interrupted
        if out is not None:
            data["out"] = str(out)
        if job.sweep:
            data["points"] = [p.to_json() for p in points]
        print_json(data)
    else:
        for point in points:
            _print_table(point)
        _print_table(result, overall=bool(points))
        if out is not None:
            typer.echo(f"{len(sim.results)} game(s) written to {out}")
    if result.errors:
        err.print(f"{result.errors} game(s) raised; records: {', '.join(result.error_records)}")
    if sim.failure is not None:
        raise typer.Exit(1)
    if sim.interrupted:
        raise typer.Exit(EXIT_INTERRUPTED)


def _print_table(result: BatchResult, overall: bool = False) -> None:
    where = ", ".join(f"{k}={v}" for k, v in result.sweep.items())
    title = f"{result.game}: {result.games} games ({', '.join(result.agents)})"
    if where:
        title += f" at {where}"
    elif overall:
        title += ", every grid point"
    table = Table(title=title)
    table.add_column("result")
    table.add_column("games", justify="right")
    table.add_column("share", justify="right")
    table.add_column("95% interval", justify="right")
    rates: dict[str, Any] = result.rates()

    def row(label: str, n: int, interval: Any) -> None:
        share = f"{100 * n / result.games:.1f}%" if result.games else "-"
        table.add_row(label, str(n), share, interval.text())

    for seat, n in sorted(result.wins.items()):
        row(f"{seat_name(seat)} ({result.agents[seat]}) wins", n, rates["win_by_seat"][seat])
    by_agent = rates["win_by_agent"]
    if len(by_agent) > 1:
        for name, p in by_agent.items():
            table.add_row(
                f"{name} wins (per seat played)",
                str(p.count),
                f"{100 * p.rate:.1f}%" if p.rate is not None else "-",
                p.text(),
            )
    if result.defeats:
        row("lost to the game (no winner at the table)", result.defeats, rates["defeat"])
    row("draws", result.draws, rates["draw"])
    by_reason = rates["by_reason"]
    row("stopped at the decision cap", result.capped, by_reason["capped"])
    row("errors", result.errors, by_reason["error"])
    for reason, n in sorted(result.terminations.items()):
        row(f"  ended by {reason.replace('_', ' ')}", n, by_reason[reason])
    Console().print(table)
    typer.echo(
        f"mean decisions per game {result.mean_decisions:.1f}; "
        f"{result.games_per_s:.1f} games/s; {result.decisions_per_s:.0f} decisions/s"
    )
