"""The ``pokeforge`` command: one Typer app, one module per command group."""

from __future__ import annotations

import os
import sys
from typing import Annotated

import typer

from .bench import bench
from .common import EXIT_BAD_INPUT, error_message, package_version
from .content import content_app
from .games import games
from .hex_cmds import hex_odds
from .play import PLAY_HELP, play
from .replay import replay
from .report import report
from .serve import serve_command
from .simulate import simulate
from .sinnoh_cmds import odds_app
from .terminal import install_ascii_fallback

app = typer.Typer(
    name="pokeforge",
    help="Play, simulate, replay and benchmark Pokémon tabletop games.",
    add_completion=False,
    no_args_is_help=True,
    pretty_exceptions_enable=False,
)


def _show_version(value: bool) -> None:
    if value:
        typer.echo(f"pokeforge {package_version()}")
        raise typer.Exit()


@app.callback()
def _options(
    version: Annotated[
        bool,
        typer.Option(
            "--version", help="print the version and exit", callback=_show_version, is_eager=True
        ),
    ] = False,
) -> None:
    """Play, simulate, replay and benchmark Pokémon tabletop games."""


app.command("games")(games)
app.command("play", help=PLAY_HELP)(play)
app.command("simulate")(simulate)
app.command("replay")(replay)
app.command("report")(report)
app.command("bench")(bench)
app.command("serve")(serve_command)
app.add_typer(content_app, name="content")
app.add_typer(odds_app, name="odds")
odds_app.add_typer(hex_odds, name="hex")

#: set to 1 to see the Python traceback of an unexpected error
DEBUG_VARIABLE = "POKEFORGE_DEBUG"


def main() -> None:
    """Entry point of the ``pokeforge`` console script.

    Whatever a command lets through is reported in one line, never as a Python traceback: a value
    that cannot be read (``ValueError``, ``LookupError``) is bad input (exit status 2); anything
    else is an internal error (exit status 1; ``POKEFORGE_DEBUG=1`` shows the traceback).
    """
    install_ascii_fallback()
    try:
        app()
    except (ValueError, LookupError) as exc:
        if os.environ.get(DEBUG_VARIABLE):
            raise
        typer.echo(f"error: {error_message(exc)}", err=True)
        sys.exit(EXIT_BAD_INPUT)
    except Exception as exc:  # the last line of defence against a traceback
        if os.environ.get(DEBUG_VARIABLE):
            raise
        typer.echo(
            f"error: internal error ({type(exc).__name__}: {error_message(exc)}); "
            f"run again with {DEBUG_VARIABLE}=1 to see where",
            err=True,
        )
        sys.exit(1)
