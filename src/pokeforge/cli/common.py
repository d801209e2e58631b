"""What every command shares: user-error handling, parameter and list parsing."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import typer
from pydantic import ValidationError

from ..core import ParamError, PokeforgeError, parse_param_pairs

#: exit status for bad input (unknown game, bad parameter, bad record), as for usage errors
EXIT_BAD_INPUT = 2


def fail(message: str, code: int = EXIT_BAD_INPUT) -> typer.Exit:
    """Print ``message`` on stderr; the caller raises the returned exit."""
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(code)


def error_message(exc: BaseException) -> str:
    """An exception as one line for a person: a pydantic validation error as ``field: problem``
    pairs rather than its multi-line report with links."""
    if isinstance(exc, ValidationError):
        return "; ".join(
            (f"{'.'.join(str(p) for p in err['loc'])}: " if err["loc"] else "")
            + str(err["msg"]).removeprefix("Value error, ")
            for err in exc.errors()
        )
    if isinstance(exc, KeyError) and exc.args:
        return f"unknown {exc.args[0]!r}"
    text = str(exc).strip()
    return text.splitlines()[0] if text else type(exc).__name__


@contextmanager
def user_errors() -> Iterator[None]:
    """Turn bad input (pokeforge's own errors, values that cannot be read, files that cannot be
    written or read) into a message on stderr and exit status 2. A closed pipe (``| head``) is
    left to the command line, which ends quietly."""
    try:
        yield
    except PokeforgeError as exc:
        raise fail(str(exc)) from None
    except BrokenPipeError:
        raise
    except OSError as exc:
        raise fail(f"{exc.strerror or exc}: {exc.filename}" if exc.filename else str(exc)) from None
    except ValueError as exc:
        raise fail(error_message(exc)) from None


def package_version() -> str:
    """The installed pokeforge's version."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("pokeforge")
    except PackageNotFoundError:
        from .. import __version__

        return str(__version__)


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
