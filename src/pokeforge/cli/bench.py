"""``pokeforge bench``: random-playout throughput and clone cost of a game."""

from __future__ import annotations

from typing import Annotated

import typer

from ..agents import make_agent
from ..core import ParamError, get_game
from ..sim import bench as run_bench
from ..sim import search_bench
from .common import parse_params_option, print_json, user_errors


def bench(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    seconds: Annotated[float, typer.Option(help="how long to run the playouts")] = 5.0,
    players: Annotated[int | None, typer.Option(help="number of seats")] = None,
    param: Annotated[
        list[str] | None, typer.Option("--param", "-p", help="a game parameter key=value")
    ] = None,
    seed: Annotated[int, typer.Option(help="seed of the first playout")] = 0,
    agent: Annotated[
        str | None,
        typer.Option(
            help="also time this agent's decisions (e.g. hard): simulations/s and s/decision"
        ),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print the result as JSON")] = False,
) -> None:
    """Measure random playouts of GAME: decisions/s, games/s and the cost of a clone; with
    --agent, also that agent's decisions (a search's simulations per second)."""
    with user_errors():
        game = get_game(game_slug)
        if seconds <= 0:
            raise ParamError("--seconds must be positive")
        if agent is not None:
            make_agent(agent)  # an unknown name is an error before anything runs
        params = parse_params_option(param)
        result = run_bench(game, seconds, params=params, seats=players, seed=seed)
        searched = (
            None
            if agent is None
            else search_bench(game, agent, seconds, params=params, seats=players, seed=seed)
        )
    if as_json:
        data = result.to_json()
        if searched is not None:
            data["search"] = searched.to_json()
        print_json(data)
        return
    typer.echo(
        f"{result.game}: {result.decisions_per_s:,.0f} decisions/s, "
        f"{result.games_per_s:,.1f} games/s, clone {result.clone_us:.1f} µs "
        f"({result.decisions} decisions, {result.games} games in {result.seconds:.1f} s)"
    )
    if searched is not None:
        per_s = searched.simulations_per_s
        speed = "" if per_s is None else f"{per_s:,.0f} simulations/s, "
        typer.echo(
            f"{searched.game} with {searched.agent}: {speed}"
            f"{searched.seconds_per_decision:.3f} s/decision (longest "
            f"{searched.longest:.3f} s; {searched.searched} decisions in "
            f"{searched.seconds:.1f} s)"
        )
