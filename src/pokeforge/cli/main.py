"""The ``pokeforge`` command: one Typer app, one module per command group."""

from __future__ import annotations

import typer

from .bench import bench
from .content import content_app
from .games import games
from .hex_cmds import hex_odds
from .play import play
from .replay import replay
from .serve import serve_command
from .simulate import simulate
from .sinnoh_cmds import odds_app

app = typer.Typer(
    name="pokeforge",
    help="Play, simulate, replay and benchmark Pokémon tabletop games.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)
app.command("games")(games)
app.command("play")(play)
app.command("simulate")(simulate)
app.command("replay")(replay)
app.command("bench")(bench)
app.command("serve")(serve_command)
app.add_typer(content_app, name="content")
app.add_typer(odds_app, name="odds")
odds_app.add_typer(hex_odds, name="hex")


def main() -> None:
    """Entry point of the ``pokeforge`` console script."""
    app()
