"""``pokeforge play``: a game in the terminal, with human and AI seats.

Human seats read their decisions from standard input, one line each: the number of an action in
the list or its text (a card's plain name is enough where it is unambiguous: ``use fly``). A wrong
entry is refused with the reason and asked again. The end of input (Ctrl-D), ``quit`` or Ctrl-C
stops the game cleanly; with ``--record`` the record of the game so far is saved and the path
shown.

Hot seat: when two or more seats are human, the screen is cleared and the device handed over
("Pass to Player 2, then press Enter") before a human's decision whenever another human decided
last, and before a simultaneous (secret) decision that follows a public one, so no one's secret
picks stay on screen (one player's several secret picks in a row need no hand-over between them).
"""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any

import typer

from ..agents import Agent, make_agent
from ..core import Game, IllegalAction, Match, get_game, seat_name
from ..sim import agent_seed
from .common import fail, parse_params_option, split_names, user_errors
from .terminal import clear_screen, print_rich

HUMAN = "human"
#: ``pokeforge play --help`` (one paragraph per line: the help folds lines itself)
PLAY_HELP = (
    "Play GAME in the terminal.\n\n"
    "Human seats answer with an action's number or its text (a card's plain name will do when "
    "it is unambiguous). With two or more human seats the screen is cleared and the device "
    "passed between players (hot seat). quit, Ctrl-D or Ctrl-C stops the game; with --record "
    "the record so far is saved. The game's parameters: pokeforge games GAME."
)
QUIT_WORDS = ("quit", "exit")


class _Stop(Exception):
    """The person at the terminal stopped the game (end of input or ``quit``)."""


def _read_line() -> str | None:
    typer.echo("> ", nl=False)
    line = sys.stdin.readline()
    if not line:
        typer.echo("")
        return None
    if not sys.stdin.isatty():
        typer.echo(line.rstrip("\n"))  # piped input: keep the transcript readable
    return line.strip()


def _hand_over(seat: int) -> None:
    """Clear the screen and wait until ``seat``'s player has the device."""
    if not clear_screen():
        typer.echo("")
        typer.echo("-" * 40)
    typer.echo(f"Pass to {seat_name(seat)}, then press Enter (quit stops the game).")
    line = _read_line()
    if line is None or line.lower() in QUIT_WORDS:
        raise _Stop


def _ask_human(game: Game, match: Match, seat: int) -> Any:
    """Show ``seat`` the position and its choices; return its action (raise ``_Stop`` to stop)."""
    state = match.state
    typer.echo("")
    typer.echo(f"== {seat_name(seat)} ==")
    board = game.render_rich(state, seat)
    print_rich(board)
    actions = state.legal_actions(seat)
    question = state.prompt(seat).text.rstrip(".:")
    # a board that already says what is being decided is not followed by the same words again
    typer.echo("Your choices:" if question in board.plain else question + ":")
    for i, action in enumerate(actions, start=1):
        typer.echo(f"  {i:>3}. {game.describe_action(state, seat, action)}  [{action}]")
    numbers = "1" if len(actions) == 1 else f"a number from 1 to {len(actions)}"
    typer.echo(
        f"Type {numbers} or an action's text in brackets (e.g. {actions[0]}); quit stops the game."
    )
    while True:
        line = _read_line()
        if line is None or line.lower() in QUIT_WORDS:
            raise _Stop
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


def check_writable(path: Path) -> None:
    """Refuse (exit status 2) a record path that cannot be written, before any game starts."""
    problem = None
    if path.is_dir():
        problem = "it is a directory"
    elif path.exists():
        if not os.access(path, os.W_OK):
            problem = "it is not writable"
    elif not path.parent.is_dir():
        problem = f"the directory {path.parent} does not exist"
    else:
        try:
            with path.open("x", encoding="utf-8"):
                pass
            path.unlink()
        except OSError as exc:
            problem = exc.strerror or str(exc)
    if problem is not None:
        raise fail(f"cannot write the record to {path}: {problem}")


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
    ask_always: Annotated[
        bool,
        typer.Option(
            help="ask the human seats in every reaction window, even when passing is all they "
            "can do (by default such a pass is given for them at once)"
        ),
    ] = False,
) -> None:
    """Play GAME in the terminal (see PLAY_HELP)."""
    with user_errors():
        game = get_game(game_slug)
        if seats is None:
            kinds = [HUMAN] + ["greedy"] * (game.default_seats - 1)
        else:
            kinds = split_names(seats, "--seats")
        n = game.check_seats(len(kinds), game.params(parse_params_option(param)))
        agents: dict[int, Agent] = {}
        for seat, kind in enumerate(kinds):
            if kind != HUMAN:
                agents[seat] = make_agent(kind, agent_seed(seed, seat))
        match = Match(game, parse_params_option(param), seed=seed, seats=n)
    if record is not None:
        check_writable(record)
    typer.echo(
        f"{game.title} — "
        + ", ".join(f"{seat_name(s)}: {kinds[s]}" for s in range(n))
        + f" (seed {seed})"
    )
    stopped = ""
    try:
        _play_out(game, match, agents, ask_always=ask_always)
    except _Stop:
        stopped = "Input ended: the game is left unfinished."
    except _Capped:
        stopped = f"The game reached its cap of {game.max_decisions} decisions: stopped."
    except KeyboardInterrupt:
        typer.echo("")
        stopped = "Interrupted: the game is left unfinished."
    except Exception as exc:  # a bug in a game or an agent: keep the record that shows it
        if not isinstance(exc, typer.Exit):
            match.record.meta["error"] = f"{type(exc).__name__}: {exc}"
        if record is not None:
            _save(match, record)
        raise
    if stopped:
        typer.echo(stopped)
        match.record.meta["stopped"] = stopped
    _save(match, record)


class _Capped(Exception):
    """The game reached its decision cap."""


def _play_out(
    game: Game, match: Match, agents: dict[int, Agent], *, ask_always: bool = False
) -> None:
    """Play until the game ends (raise ``_Stop``, ``_Capped`` or ``KeyboardInterrupt`` else).

    A human seat whose only answer in a reaction window is the pass is answered for at once,
    without a word (nobody at the table learns who could have reacted), unless ``ask_always``."""
    state = match.state
    humans = [s for s in range(state.num_seats) if s not in agents]
    hot_seat = len(humans) > 1
    # whose eyes the events are written for: the one human, or in hot seat the human whose
    # screen it is now (it is cleared before the device is handed over)
    viewer: int | None = humans[0] if len(humans) == 1 else None
    last_human: int | None = None
    last_secret = False  # whether the last human decision was a simultaneous (secret) one
    decisions = 0
    last_text = ""
    while state.outcome is None:
        if decisions >= game.max_decisions:
            raise _Capped
        acting = state.to_act()
        if not acting:
            raise fail("no seat is to act but the game is not over (a bug in the game)", 1)
        seat = acting[0]
        forced = None if ask_always or seat in agents else state.forced_pass(seat)
        if seat in agents:
            action = agents[seat].choose(state, seat)
        elif forced is not None:
            action = forced
        else:
            secret = len(acting) > 1
            if hot_seat and (seat != last_human or (secret and not last_secret)):
                _hand_over(seat)
            last_human, last_secret = seat, secret
            if hot_seat:
                viewer = seat
            action = _ask_human(game, match, seat)
        with _interrupt_after():
            events = match.act(seat, action)
        for event in events:
            last_text = event.for_seat(viewer)["text"]
            typer.echo("  " + last_text)
        decisions += 1
    final_viewer = humans[0] if len(humans) == 1 else None
    typer.echo("")
    picture = game.render_rich(state, final_viewer)
    print_rich(picture)
    assert state.outcome is not None
    end = f"Game over: {state.outcome.reason}"
    if end not in picture.plain and end != last_text:  # the drawing may already say it
        typer.echo(end)


@contextmanager
def _interrupt_after() -> Iterator[None]:
    """Hold Ctrl-C back while an action is applied and recorded, so that an interrupted game's
    record always ends on a whole action; the interrupt takes effect right after."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    caught: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: caught.append(signum))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
    if caught:
        raise KeyboardInterrupt


def _save(match: Match, record: Path | None) -> None:
    """Save the record (finished or not) when ``--record`` was given, and say where."""
    if record is None:
        if match.state.outcome is None and match.record.actions:
            typer.echo("No record kept (--record FILE saves one).")
        return
    match.finish()
    try:
        match.record.save(record)
    except OSError as exc:
        raise fail(f"cannot save the record to {record}: {exc.strerror or exc}") from None
    typer.echo(f"Record saved to {record}")
