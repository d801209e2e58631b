"""``pokeforge play``: a game in the terminal, with human and AI seats.

Human seats read their decisions from standard input, one line each: the number of an action in
the list or its text form. A wrong entry is refused with the reason and asked again. The end of
input (EOF) or ``quit`` stops the game cleanly.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any

import typer

from ..agents import Agent, make_agent
from ..core import Game, IllegalAction, Match, get_game
from ..sim import agent_seed
from .common import fail, parse_params_option, split_names, user_errors

HUMAN = "human"


def seat_name(seat: int) -> str:
    return f"Player {seat + 1}"


def _read_line() -> str | None:
    typer.echo("> ", nl=False)
    line = sys.stdin.readline()
    if not line:
        typer.echo("")
        return None
    if not sys.stdin.isatty():
        typer.echo(line.rstrip("\n"))  # piped input: keep the transcript readable
    return line.strip()


def _ask_human(game: Game, match: Match, seat: int) -> Any | None:
    """Show ``seat`` the position and its choices; return its action, or ``None`` to stop."""
    state = match.state
    typer.echo("")
    typer.echo(f"== {seat_name(seat)} ==")
    typer.echo(game.render_text(state, seat))
    actions = state.legal_actions(seat)
    typer.echo(state.prompt(seat).text.rstrip(".:") + ":")
    for i, action in enumerate(actions, start=1):
        typer.echo(f"  {i:>3}. {game.describe_action(state, seat, action)}  [{action}]")
    while True:
        line = _read_line()
        if line is None or line.lower() in ("quit", "exit"):
            return None
        if not line:
            continue
        if line.isdigit():
            k = int(line)
            if 1 <= k <= len(actions):
                return actions[k - 1]
            typer.echo(f"Refused: choose a number from 1 to {len(actions)}.")
            continue
        try:
            return state.action_from_text(seat, line)
        except IllegalAction as exc:
            typer.echo(f"Refused: {exc.reason}")


def play(
    game_slug: Annotated[str, typer.Argument(metavar="GAME", help="the game's slug")],
    seats: Annotated[
        str | None,
        typer.Option(help="one entry per seat: 'human' or an agent name, e.g. human,greedy"),
    ] = None,
    seed: Annotated[int, typer.Option(help="the game's seed (dice, shuffles)")] = 0,
    param: Annotated[
        list[str] | None, typer.Option("--param", "-p", help="a game parameter key=value")
    ] = None,
    record: Annotated[
        Path | None, typer.Option(help="save the game's record to this JSON file")
    ] = None,
) -> None:
    """Play GAME in the terminal."""
    with user_errors():
        game = get_game(game_slug)
        if seats is None:
            kinds = [HUMAN] + ["greedy"] * (game.default_seats - 1)
        else:
            kinds = split_names(seats, "--seats")
        n = game.check_seats(len(kinds))
        agents: dict[int, Agent] = {}
        for seat, kind in enumerate(kinds):
            if kind != HUMAN:
                agents[seat] = make_agent(kind, agent_seed(seed, seat))
        match = Match(game, parse_params_option(param), seed=seed, seats=n)
    humans = [s for s in range(n) if s not in agents]
    viewer = humans[0] if len(humans) == 1 else None
    typer.echo(
        f"{game.title} — "
        + ", ".join(f"{seat_name(s)}: {kinds[s]}" for s in range(n))
        + f" (seed {seed})"
    )
    state = match.state
    decisions = 0
    stopped = False
    last_text = ""
    while state.outcome is None:
        if decisions >= game.max_decisions:
            typer.echo(f"The game reached its cap of {game.max_decisions} decisions: stopped.")
            stopped = True
            break
        acting = state.to_act()
        if not acting:
            raise fail("no seat is to act but the game is not over (a bug in the game)", 1)
        seat = acting[0]
        if seat in agents:
            action = agents[seat].choose(state, seat)
        else:
            action = _ask_human(game, match, seat)
            if action is None:
                typer.echo("Input ended: the game is left unfinished.")
                stopped = True
                break
        for event in match.act(seat, action):
            last_text = event.for_seat(viewer)["text"]
            typer.echo("  " + last_text)
        decisions += 1
    shown = last_text
    if not stopped:
        shown = game.render_text(state, viewer)
        typer.echo("")
        typer.echo(shown)
    if state.outcome is not None:
        end = f"Game over: {state.outcome.reason}"
        if not shown.rstrip().endswith(end):  # the game's drawing may already say it
            typer.echo(end)
    if record is not None:
        match.finish()
        try:
            match.record.save(record)
        except OSError as exc:
            raise fail(f"cannot save the record to {record}: {exc}") from None
        typer.echo(f"Record saved to {record}")
