"""``pokeforge replay``: show a recorded game, or verify that it replays to its digest."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from ..core import IllegalAction, Record, RecordError, get_game
from ..core import verify as verify_record
from .common import fail, user_errors


def replay(
    file: Annotated[Path, typer.Argument(help="a record saved as JSON")],
    verify: Annotated[
        bool, typer.Option("--verify", help="only check that the replay ends on the digest")
    ] = False,
) -> None:
    """Show the game recorded in FILE as text, or check it with --verify."""
    with user_errors():
        record = Record.load(file)
        if verify:
            if verify_record(record):
                typer.echo(f"{file}: verified ({len(record.actions)} actions)")
                return
            raise fail(f"{file}: the replay does not end on the recorded digest", 1)
        game = get_game(record.game)
        state = game.new_state(game.params(record.params), seed=record.seed, seats=record.seats)
        typer.echo(f"{game.title}: seed {record.seed}, {record.seats} players, {record.params}")
        for i, (seat, text) in enumerate(record.actions, start=1):
            try:
                events = state.apply(seat, state.action_from_text(seat, text))
            except IllegalAction as exc:
                raise RecordError(
                    f"action {i} ({seat}: {text}) cannot be replayed: {exc}"
                ) from None
            typer.echo(f"{i}. Player {seat + 1}: {text}")
            for event in events:
                typer.echo("   " + event.for_seat(None)["text"])
        typer.echo("")
        typer.echo(game.render_text(state, None))
        if state.outcome is not None:
            typer.echo(f"Game over: {state.outcome.reason}")
        else:
            typer.echo("The record ends before the game does.")
        if "error" in record.meta:
            typer.echo(f"The game stopped on an error: {record.meta['error']}")
        if record.digest is not None and state.digest() != record.digest:
            raise fail(f"{file}: the replay does not end on the recorded digest", 1)
