"""Running ``pokeforge`` in a real (pseudo-)terminal: what a person at a terminal would see."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
# a process that registers the fixture game and a copy of it whose board is drawn in colour
WITH_FIXTURES = """
import fixtures.duel as d, pokeforge.core as c
from rich.text import Text
class Colour(type(d.GAME)):
    slug = "duel-colour"
    def render_rich(self, state, seat):
        text = Text(self.render_text(state, seat))
        text.highlight_words(["Scores"], style="bold red")
        return text
c.register(d.GAME)
c.register(Colour())
from pokeforge.cli.main import main
main()
"""


def _env() -> dict[str, str]:
    return {
        **{k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "COLUMNS", "LINES")},
        "PYTHONPATH": str(TESTS),
        "TERM": "xterm-256color",
    }


def run_piped(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    """The same command line with its input and output piped (no terminal)."""
    return subprocess.run(
        [sys.executable, "-c", WITH_FIXTURES, *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=_env(),
        timeout=120,
        check=False,
    )


def run_in_terminal(args: list[str], keys: list[str], timeout: float = 60.0) -> str:
    """Run the command line ``args`` on a pseudo-terminal, typing each of ``keys`` (a line each,
    Enter included) once the output has been quiet for a moment, then Ctrl-D; everything it
    wrote, escape codes included."""
    master, slave = pty.openpty()
    env = _env()
    proc = subprocess.Popen(
        [sys.executable, "-c", WITH_FIXTURES, *args],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env=env,
        close_fds=True,
    )
    os.close(slave)
    out = bytearray()
    pending = list(keys)
    deadline = time.monotonic() + timeout
    quiet = 0
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.15)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the process ended and closed the terminal
                    break
                if not chunk:
                    break
                out += chunk
                quiet = 0
                continue
            if proc.poll() is not None:
                break
            quiet += 1
            if not out:  # still starting
                continue
            if pending:  # the program waits for input
                os.write(master, (pending.pop(0) + "\r").encode())
                quiet = 0
            elif quiet == 6:  # all typed and nothing more to show: end the input
                os.write(master, b"\x04")
            elif quiet > 30:
                break
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        os.close(master)
    return out.decode("utf-8", errors="replace").replace("\r\n", "\n")
