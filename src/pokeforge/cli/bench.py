"""``pokeforge bench``: random-playout throughput and clone cost of a game."""

from __future__ import annotations

from typing import Annotated

import typer

from ..core import ParamError, get_game
from ..sim import bench as run_bench
from .common import parse_params_option, print_json, user_errors


def bench(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    seconds: Annotated[float, typer.Option(help="how long to run the playouts")] = 5.0,
    players: Annotated[int | None, typer.Option(help="number of seats")] = None,
    param: Annotated[
        list[str] | None, typer.Option("--param", "-p", help="a game parameter key=value")
    ] = None,
    seed: Annotated[int, typer.Option(help="seed of the first playout")] = 0,
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    """Measure random playouts of GAME: decisions/s, games/s and the cost of a clone."""
    with user_errors():
        game = get_game(game_slug)
        if seconds <= 0:
            raise ParamError("--seconds must be positive")
        result = run_bench(
            game, seconds, params=parse_params_option(param), seats=players, seed=seed
        )
    if as_json:
        print_json(result.to_json())
        return
    typer.echo(
        f"{result.game}: {result.decisions_per_s:,.0f} decisions/s, "
        f"{result.games_per_s:,.1f} games/s, clone {result.clone_us:.1f} µs "
        f"({result.decisions} decisions, {result.games} games in {result.seconds:.1f} s)"
    )
