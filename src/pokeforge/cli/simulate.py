"""``pokeforge simulate``: many games between agents, with a progress bar and a summary."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from ..agents import make_agent
from ..core import ParamError, get_game, seat_name
from ..sim import BatchResult, GameResult, resolve_agents, run_batch
from .common import parse_params_option, print_json, split_names, user_errors


def simulate(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    games: Annotated[int, typer.Option("--games", "-n", help="how many games")] = 100,
    seed: Annotated[int, typer.Option(help="game i is played with seed SEED + i")] = 0,
    players: Annotated[int | None, typer.Option(help="number of seats")] = None,
    param: Annotated[
        list[str] | None, typer.Option("--param", "-p", help="a game parameter key=value")
    ] = None,
    agents: Annotated[
        str, typer.Option(help="agent per seat, comma-separated; one name applies to all")
    ] = "random",
    record_dir: Annotated[
        Path | None, typer.Option(help="save every game's record in this directory")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the summary as JSON")] = False,
) -> None:
    """Simulate GAME many times and report wins, draws, errors and speed."""
    err = Console(stderr=True)
    with user_errors():
        game = get_game(game_slug)
        if games < 0:
            raise ParamError("--games cannot be negative")
        params = parse_params_option(param)
        game.params(params)
        names = resolve_agents(split_names(agents, "--agents"), game.check_seats(players))
        for name in set(names):
            make_agent(name)
        if record_dir is not None:
            record_dir.mkdir(parents=True, exist_ok=True)
        n = game.check_seats(players)
        done = BatchResult(game=game.slug, seats=n, agents=names)
        interrupted = False
        with Progress(
            TextColumn(f"{game.slug}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeRemainingColumn(),
            console=err,
        ) as progress:
            task = progress.add_task("games", total=games)

            def advance(result: GameResult) -> None:
                done.add(result)
                progress.advance(task)
                if result.error is not None:
                    progress.console.print(
                        f"game {result.index} (seed {result.seed}) raised: {result.error}"
                        + (f" — record: {result.saved_to}" if result.saved_to else "")
                    )

            try:
                result = run_batch(
                    game,
                    games,
                    agent_names=names,
                    params=params,
                    seed=seed,
                    seats=players,
                    record_dir=record_dir,
                    on_game=advance,
                )
            except KeyboardInterrupt:
                interrupted = True
                result = done
    if interrupted:
        err.print(f"Interrupted: the summary covers the {result.games} game(s) finished.")
    if as_json:
        print_json(result.to_json())
    else:
        _print_table(result)
    if result.errors:
        err.print(f"{result.errors} game(s) raised; records: {', '.join(result.error_records)}")
    if interrupted:
        raise typer.Exit(EXIT_INTERRUPTED)


#: exit status of a batch stopped by Ctrl-C (its summary of the finished games is printed)
EXIT_INTERRUPTED = 130


def _print_table(result: BatchResult) -> None:
    table = Table(title=f"{result.game}: {result.games} games ({', '.join(result.agents)})")
    table.add_column("result")
    table.add_column("games", justify="right")
    table.add_column("share", justify="right")

    def row(label: str, n: int) -> None:
        share = f"{100 * n / result.games:.1f}%" if result.games else "-"
        table.add_row(label, str(n), share)

    for seat, n in sorted(result.wins.items()):
        row(f"{seat_name(seat)} ({result.agents[seat]}) wins", n)
    if result.defeats:
        row("lost to the game (no winner at the table)", result.defeats)
    row("draws", result.draws)
    row("stopped at the decision cap", result.capped)
    row("errors", result.errors)
    for reason, n in sorted(result.terminations.items()):
        row(f"  ended by {reason.replace('_', ' ')}", n)
    Console().print(table)
    typer.echo(
        f"mean decisions per game {result.mean_decisions:.1f}; "
        f"{result.games_per_s:.1f} games/s; {result.decisions_per_s:.0f} decisions/s"
    )
