"""``pokeforge games``: the registered games and their parameters."""

from __future__ import annotations

from typing import Annotated, Any

import typer
from rich.table import Table

from ..core import Game, all_games, describe_params, get_game
from .common import print_json, user_errors
from .terminal import console


def game_info(game: Game) -> dict[str, Any]:
    """A game's slug, title, seat range and parameters (as ``describe_params`` gives them)."""
    return {**game.info(), "params": describe_params(game.params_type)}


def games(
    game_slug: Annotated[
        str | None,
        typer.Argument(metavar="GAME", help="show this game's parameters"),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """List the games pokeforge can play, each with its parameters (--param key=value)."""
    with user_errors():
        chosen = all_games() if game_slug is None else [get_game(game_slug.strip().lower())]
        infos = [game_info(g) for g in chosen]
    if as_json:
        print_json(infos if game_slug is None else infos[0])
        return
    out = console()
    if game_slug is None:
        table = Table(title="pokeforge games")
        table.add_column("slug")
        table.add_column("title")
        table.add_column("players", justify="right")
        table.add_column("parameters", justify="right")
        for info in infos:
            lo, hi = info["min_seats"], info["max_seats"]
            players = str(lo) if lo == hi else f"{lo}–{hi}"
            table.add_row(info["slug"], info["title"], players, str(len(info["params"])))
        out.print(table)
        typer.echo("pokeforge games GAME shows a game's parameters in full.")
        return
    info = infos[0]
    table = Table(title=f"{info['title']} ({info['slug']}): --param key=value")
    table.add_column("parameter", no_wrap=True)
    table.add_column("type", no_wrap=True)
    table.add_column("default")
    table.add_column("allowed")
    table.add_column("what it does")
    for p in info["params"]:
        table.add_row(p["name"], p["type"], _value(p["default"]), _allowed(p), p["help"])
    out.print(table)


def _value(value: Any) -> str:
    if isinstance(value, list):
        return ",".join(str(v) for v in value)
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _allowed(param: dict[str, Any]) -> str:
    if "choices" in param:
        return ", ".join(str(c) for c in param["choices"])
    if param["type"] == "bool":
        return "true, false"
    lo, hi = param.get("min"), param.get("max")
    if lo is not None and hi is not None:
        return f"{lo}–{hi}"
    if lo is not None:
        return f"≥ {lo}"
    if hi is not None:
        return f"≤ {hi}"
    return "comma-separated numbers" if param["type"] == "int_list" else "any"
