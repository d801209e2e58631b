"""``pokeforge games``: the registered games."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from ..core import all_games
from .common import print_json, user_errors


def games(
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """List the games pokeforge can play."""
    with user_errors():
        infos = [g.info() for g in all_games()]
    if as_json:
        print_json(infos)
        return
    table = Table(title="pokeforge games")
    table.add_column("slug")
    table.add_column("title")
    table.add_column("players", justify="right")
    for info in infos:
        lo, hi = info["min_seats"], info["max_seats"]
        table.add_row(info["slug"], info["title"], str(lo) if lo == hi else f"{lo}–{hi}")
    Console().print(table)
