"""``pokeforge content coverage GAME``: how much of a game's content the engine carries out."""

from __future__ import annotations

from typing import Annotated

import typer

from ..core import get_game
from .common import fail, print_json, user_errors

content_app = typer.Typer(help="Inspect and validate game content.", no_args_is_help=True)


@content_app.command("coverage")
def coverage(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    as_json: Annotated[bool, typer.Option("--json", help="print JSON for programs")] = False,
) -> None:
    """How many of the game's moves, cards and abilities are implemented, and which are not (the
    content is validated first)."""
    with user_errors():
        game = get_game(game_slug.strip().lower())
        report = game.content_coverage()
    if report is None:
        raise fail(f"{game.slug} has no content to report on")
    if as_json:
        print_json(report)
        return
    for line in report["summary"]:
        typer.echo(line)
