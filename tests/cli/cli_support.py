"""Running the ``pokeforge`` Typer app in-process (the fixture game is registered there)."""

from __future__ import annotations

from click.testing import Result
from typer.testing import CliRunner

from pokeforge.cli.main import app


def cli(*args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(app, list(args), input=stdin)


def assert_bad_input(result: Result, *words: str) -> None:
    """Exit status 2, a message on stderr naming ``words``, and no traceback."""
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith("error: ")
    for word in words:
        assert word in result.stderr
    assert "Traceback" not in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
