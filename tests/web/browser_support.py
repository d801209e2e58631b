"""What the browser tests share: Debian's Chromium, pages that keep their WebSocket frames and
script errors, and screenshots (to a temporary folder, or to ``docs/screenshots/`` when
``POKEFORGE_UPDATE_SCREENSHOTS=1``). The ``browser`` and ``server`` fixtures are in conftest.py."""

from __future__ import annotations

import os
import struct
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shot_dir(tmp_path: Path) -> Path:
    if os.environ.get("POKEFORGE_UPDATE_SCREENSHOTS") == "1":
        DOCS.mkdir(parents=True, exist_ok=True)
        return DOCS
    return tmp_path


def png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


class Watcher:
    """A page with every WebSocket frame it receives kept as text."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.frames: list[str] = []
        self.errors: list[str] = []
        page.on("websocket", self._socket)
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def _socket(self, ws: Any) -> None:
        ws.on("framereceived", lambda payload: self.frames.append(str(payload)))

    def version(self) -> int:
        v = self.page.evaluate("document.body.dataset.version")
        return -1 if v is None else int(v)

    def status(self) -> str:
        return str(self.page.evaluate("document.body.dataset.status || ''"))

    def text(self) -> str:
        return str(self.page.inner_text("body"))


def wait_version_above(w: Watcher, version: int) -> None:
    w.page.wait_for_function(
        f"() => Number(document.body.dataset.version || -1) > {version}", timeout=15_000
    )
