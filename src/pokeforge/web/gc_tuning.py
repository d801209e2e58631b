"""Garbage-collector settings for the server process, applied while the app runs.

Measured under the load test (benchmarks/load_web.py, docs/web.md): with CPython's defaults the
collector ran ~20 times a second and a full collection walked every object the imports and the
games' content had made (~80 000), pausing the event loop 60–100 ms, several times a minute, which
alone set the p99 latency. Nothing the server builds per action is cyclic (states, views and
messages are freed by reference counting), so the collector has little to find. While the app
runs:

* the objects that exist once it has started (modules, content, caches) are frozen
  (``gc.freeze``): collections no longer walk them;
* the youngest generation is collected after :data:`GEN0_THRESHOLD` net allocations instead of
  700, so collections are rare and each walks only what is still alive.

Both are undone when the app stops, so that a test process that starts apps goes back to normal.
"""

from __future__ import annotations

import gc
import threading

#: net new container objects before a young collection (CPython's default is 700)
GEN0_THRESHOLD = 10_000

_lock = threading.Lock()
_users = 0
_saved: tuple[int, int, int] | None = None


def tune() -> None:
    """Freeze what exists and raise the young generation's threshold (nested calls count)."""
    global _users, _saved
    with _lock:
        _users += 1
        if _users > 1:
            return
        _saved = gc.get_threshold()
        gc.collect()
        gc.freeze()
        gc.set_threshold(GEN0_THRESHOLD, _saved[1], _saved[2])


def restore() -> None:
    """Undo :func:`tune` once every user has called it."""
    global _users, _saved
    with _lock:
        if _users == 0:
            return
        _users -= 1
        if _users > 0:
            return
        gc.unfreeze()
        if _saved is not None:
            gc.set_threshold(*_saved)
        _saved = None
