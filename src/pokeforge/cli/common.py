"""What every command shares: user-error handling, parameter and list parsing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer

from ..core import ParamError, PokeforgeError, parse_param_pairs

#: exit status for bad input (unknown game, bad parameter, bad record), as for usage errors
EXIT_BAD_INPUT = 2


def fail(message: str, code: int = EXIT_BAD_INPUT) -> typer.Exit:
    """Print ``message`` on stderr; the caller raises the returned exit."""
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn bad input (pokeforge's own errors, and files that cannot be written or read) into a
    message on stderr and exit status 2."""
    try:
        yield
    except PokeforgeError as exc:
        raise fail(str(exc)) from None
    except OSError as exc:
        raise fail(f"{exc.strerror or exc}: {exc.filename}" if exc.filename else str(exc)) from None


def parse_params_option(pairs: list[str] | None) -> dict[str, Any]:
    """``--param key=value`` pairs as a dict (values stay strings; the game validates them)."""
    return dict(parse_param_pairs(list(pairs or [])))


def split_names(text: str, what: str) -> list[str]:
    """A comma-separated list of names; empty names are an error."""
    names = [n.strip() for n in text.split(",")]
    if not names or any(not n for n in names):
        raise ParamError(f"{what} {text!r} is not a comma-separated list of names")
    return names


def print_json(data: Any) -> None:
    typer.echo(json.dumps(data, ensure_ascii=False))
