"""A real server process (uvicorn, the ``serve`` code path) for tests: start, wait, kill."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

import httpx

HERE = Path(__file__).resolve().parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    """``python tests/web/server_main.py`` on a free port and the given database."""

    def __init__(
        self,
        db: str,
        port: int | None = None,
        ai_delay: float = 0.0,
        extra: list[str] | None = None,
    ) -> None:
        self.db = db
        self.port = port or free_port()
        self.ai_delay = ai_delay
        #: more options for server_main.py (``--socket-rate``, ``--lag-probe``, ...)
        self.extra = list(extra or [])
        self.proc: subprocess.Popen[bytes] | None = None
        #: the test hook for seeds (see :meth:`next_seed`): a file only this process and the
        #: server read, never anything a request can reach
        self.seed_file = Path(tempfile.mkdtemp(prefix="pokeforge-seed-")) / "next-seed"

    def next_seed(self, seed: int) -> None:
        """The next game created on this server gets ``seed`` (a test hook: over HTTP, every
        seed is drawn by the server in secret)."""
        self.seed_file.write_text(str(seed))

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_base(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def start(self, timeout: float = 30.0) -> ServerProcess:
        cmd = [
            sys.executable,
            str(HERE / "server_main.py"),
            "--port",
            str(self.port),
            "--db",
            self.db,
            "--ai-delay",
            str(self.ai_delay),
            "--seed-file",
            str(self.seed_file),
            *self.extra,
        ]
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 (kept open for the process)
        self.proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=self.errors, env=env)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.proc.poll() is not None:
                self.errors.seek(0)
                err = self.errors.read().decode(errors="replace")
                raise RuntimeError(f"server exited with {self.proc.returncode}: {err}")
            try:
                if httpx.get(f"{self.base}/healthz", timeout=1.0).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.1)
        self.kill()
        raise RuntimeError("server did not start in time")

    def kill(self) -> None:
        """SIGKILL: no shutdown code runs."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(
        self,
        et: type[BaseException] | None,
        ev: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
