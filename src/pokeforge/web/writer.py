"""One database writer thread with group commit.

Rooms hand it their applied actions and wait; the thread takes every action waiting at that moment
and commits them in one transaction (:meth:`Store.append_many`), then tells each room how its write
went. Under load many games share one commit, and no room's write waits behind a lock held by
another thread. On SQLite, the write-ahead log is checkpointed by a thread of the store's own
(:meth:`Store.start_checkpoints`), never inside one of these commits.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from dataclasses import dataclass

from .store import StaleGame, Step, Store

#: the most actions committed in one transaction
MAX_BATCH = 256


@dataclass
class _Job:
    game_id: str
    expected: int
    step: Step
    loop: asyncio.AbstractEventLoop
    future: asyncio.Future[None]


def _settle(future: asyncio.Future[None], problem: BaseException | None) -> None:
    if future.done():
        return
    if problem is None:
        future.set_result(None)
    else:
        future.set_exception(problem)


class GroupWriter:
    """Commits actions from any room, many per transaction, in its own thread."""

    def __init__(self, store: Store) -> None:
        self.store = store
        store.start_checkpoints()  # no commit of this writer checkpoints SQLite's log
        self._jobs: queue.SimpleQueue[_Job | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="pokeforge-db", daemon=True)
        self._thread.start()

    async def write(self, game_id: str, expected: int, step: Step) -> None:
        """Commit ``step``; returns once it is in the database. Raises :class:`StaleGame`."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        self._jobs.put(_Job(game_id, expected, step, loop, future))
        await future

    def close(self) -> None:
        self._jobs.put(None)
        self._thread.join(timeout=10)
        self.store.stop_checkpoints()

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            batch = [job]
            stop = False
            while len(batch) < MAX_BATCH:
                try:
                    more = self._jobs.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            self._commit(batch)
            if stop:
                return

    def _commit(self, batch: list[_Job]) -> None:
        try:
            results: list[StaleGame | None] = self.store.append_many(
                [(j.game_id, j.expected, j.step) for j in batch]
            )
            problems: list[BaseException | None] = list(results)
        except Exception as exc:
            if len(batch) == 1:
                problems = [exc]
            else:  # one bad write must not sink the others: write them one by one
                problems = []
                for j in batch:
                    try:
                        problems.append(
                            self.store.append_many([(j.game_id, j.expected, j.step)])[0]
                        )
                    except Exception as single:
                        problems.append(single)
        for job, problem in zip(batch, problems, strict=True):
            # RuntimeError: that event loop is closed, so nobody waits any more
            with contextlib.suppress(RuntimeError):
                job.loop.call_soon_threadsafe(_settle, job.future, problem)
