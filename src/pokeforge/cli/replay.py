"""``pokeforge replay``: show a recorded game, step through it, or verify it.

Without options the whole game is listed: every action with its public events, then the final
board. ``--step N`` shows the board after N actions; in a terminal the replay then waits for a
key: Enter shows the next step, a number goes to that step, ``q`` quits. ``--verify`` replays
the record and checks that it ends on the recorded digest and the recorded outcome.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from ..core import Event, Game, IllegalAction, Record, RecordError, State, get_game, seat_name
from ..core.records import verify_problem
from .common import fail, user_errors
from .terminal import print_rich


def replay(
    file: Annotated[Path, typer.Argument(metavar="FILE", help="a record saved as JSON")],
    verify: Annotated[
        bool,
        typer.Option(
            "--verify", help="only check that the replay ends on the digest and the outcome"
        ),
    ] = False,
    step: Annotated[
        int | None,
        typer.Option(
            help="show the board after N actions (0: the start); in a terminal, then step on: "
            "Enter next, a number goes there, q quits"
        ),
    ] = None,
) -> None:
    """Show the game recorded in FILE as text, step through it, or check it with --verify."""
    with user_errors():
        record = Record.load(file)
        if verify:
            problem = verify_problem(record)
            if problem is None:
                typer.echo(f"{file}: verified ({len(record.actions)} actions)")
                return
            raise fail(f"{file}: {problem}", 1)
        game = get_game(record.game)
        if step is not None and not 0 <= step <= len(record.actions):
            raise fail(f"--step {step}: the record has steps 0 to {len(record.actions)}")
        viewer = _Replay(game, record)
        defaults = game.params().model_dump(mode="json")
        changed = {
            k: v for k, v in record.params.items() if defaults.get(k, v) != v or k not in defaults
        }
        typer.echo(
            f"{game.title}: seed {record.seed}, {record.seats} players, "
            + (
                ", ".join(f"{k}={_param_text(v)}" for k, v in changed.items())
                or "the default parameters"
            )
        )
        if step is None:
            viewer.list_all()
        else:
            viewer.go(step)
            viewer.show()
            if sys.stdin.isatty() and sys.stdout.isatty():
                try:
                    viewer.interactive()
                except KeyboardInterrupt:  # Ctrl-C: as q
                    typer.echo("")
                    return
        if "error" in record.meta:
            typer.echo(f"The game stopped on an error: {record.meta['error']}")
        if (
            viewer.at == len(record.actions)
            and record.digest is not None
            and viewer.state.digest() != record.digest
        ):
            raise fail(f"{file}: the replay does not end on the recorded digest", 1)


def _param_text(value: Any) -> str:
    """A parameter's value as it is written after ``--param key=``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list | tuple):
        return ",".join(str(v) for v in value)
    return str(value)


class _Replay:
    """A record and the state after its first ``at`` actions."""

    def __init__(self, game: Game, record: Record) -> None:
        self.game = game
        self.record = record
        self.state: State[Any] = self._start()
        self.at = 0
        self.events: list[Event] = []

    def _start(self) -> State[Any]:
        r = self.record
        return self.game.new_state(self.game.params(r.params), seed=r.seed, seats=r.seats)

    def forward(self) -> list[Event]:
        """Apply the next recorded action; its events."""
        seat, text = self.record.actions[self.at]
        try:
            events = self.state.apply(seat, self.state.action_from_text(seat, text))
        except IllegalAction as exc:
            raise RecordError(
                f"action {self.at + 1} ({seat_name(seat)}: {text}) cannot be replayed: {exc}"
            ) from None
        self.at += 1
        self.events = events
        return events

    def go(self, step: int) -> None:
        if step < self.at:
            self.state, self.at, self.events = self._start(), 0, []
        while self.at < step:
            self.forward()

    def _action_line(self, i: int) -> str:
        seat, text = self.record.actions[i - 1]
        return f"{i}. {seat_name(seat)}: {text}"

    def _print_events(self, events: list[Event]) -> None:
        for event in events:
            typer.echo("   " + event.for_seat(None)["text"])

    def _ending(self, drawn: str) -> None:
        """Say how the game ended, once (the board's drawing may already say it)."""
        outcome = self.state.outcome
        if outcome is not None:
            end = f"Game over: {outcome.reason}"
            if end not in drawn:
                typer.echo(end)
        elif self.at == len(self.record.actions):
            typer.echo("The record ends before the game does.")

    def list_all(self) -> None:
        while self.at < len(self.record.actions):
            events = self.forward()
            typer.echo(self._action_line(self.at))
            self._print_events(events)
        typer.echo("")
        picture = self.game.render_rich(self.state, None)
        print_rich(picture)
        self._ending(picture.plain)

    def show(self) -> None:
        total = len(self.record.actions)
        typer.echo("")
        if self.at == 0:
            typer.echo(f"Step 0 of {total}: the start")
        else:
            typer.echo(f"Step {self.at} of {total}: {self._action_line(self.at)}")
            self._print_events(self.events)
        picture = self.game.render_rich(self.state, None)
        print_rich(picture)
        self._ending(picture.plain)

    def interactive(self) -> None:
        total = len(self.record.actions)
        while True:
            typer.echo(
                f"[step {self.at}/{total}] Enter: next, a number: go there, q: quit > ", nl=False
            )
            line = sys.stdin.readline()
            if not line:
                typer.echo("")
                return
            answer = line.strip().lower()
            if answer in ("q", "quit", "exit"):
                return
            if not answer:
                if self.at >= total:
                    typer.echo("That was the last step.")
                    continue
                self.forward()
            elif answer.isdigit() and 0 <= int(answer) <= total:
                self.go(int(answer))
            else:
                typer.echo(f"Type Enter, a step from 0 to {total}, or q.")
                continue
            self.show()
