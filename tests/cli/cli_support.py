"""Running the ``pokeforge`` Typer app in-process (the fixture game is registered there)."""

from __future__ import annotations

import signal
import subprocess
from typing import Any

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


def _ctrl_c_as_usual() -> None:
    """In the child before it starts: Ctrl-C as a terminal gives it. A shell starts a background
    job (``pytest &``) with SIGINT ignored, and a child inherits that; Python then never raises
    KeyboardInterrupt, so a test sending SIGINT would see the child carry on."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def popen_ctrl_c(*args: Any, **kwargs: Any) -> subprocess.Popen[str]:
    """A child process that a test stops with SIGINT (see :func:`_ctrl_c_as_usual`)."""
    return subprocess.Popen(*args, preexec_fn=_ctrl_c_as_usual, **kwargs)
