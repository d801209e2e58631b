"""Agents for the tests of AI seats in worker processes (importable by the workers: module-level).

``holding(folder, name, seed)``: an agent that, when it starts deciding, writes a file
``thinking-<pid>`` in ``folder`` and then waits while ``folder/hold`` exists (at most 20 s) before
playing the first legal action. Bind the folder with :func:`functools.partial`."""

from __future__ import annotations

import os
import time
from collections.abc import Hashable
from pathlib import Path
from typing import Any

from pokeforge.core import State


class Holding:
    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def choose(self, state: State[Any], seat: int) -> Hashable:
        (self.folder / f"thinking-{os.getpid()}").write_text("")
        end = time.monotonic() + 20
        while (self.folder / "hold").exists() and time.monotonic() < end:
            time.sleep(0.01)
        return state.legal_actions(seat)[0]


def holding(folder: Path, name: str, seed: int) -> Holding:
    return Holding(folder)


def thinking_pids(folder: Path) -> list[int]:
    return [int(p.name.split("-", 1)[1]) for p in folder.glob("thinking-*")]
