"""Where the server's AI seats think: in worker processes, never in the server's interpreter.

A decision is a :class:`Job` (the game's slug, the state as the game's own JSON text — the text the
server has just stored, so sending it costs nothing more —, the seat, the agent's name, a seed and
a budget scale) run by :func:`think` in one process of a :class:`ProcessThinker`'s pool. The worker
rebuilds the state, re-deals at once everything the seat cannot see (``determinize`` from the seat's
own view) and hands the agent only that copy; it answers the action's text. The event loop only
awaits the answer.

Why JSON and not pickle: a pickled state carries its game, with all its content (50–130 kB and
2.5–7 ms to pickle a ``tactics`` or ``pieces`` state, 3.5–11 ms to unpickle), where the state's
JSON text is 0.4–6 kB, already made for the database, and read back in 20–100 µs.

Seeds: a decision's seed comes from the seat's agent seed and the game's version (see
``rooms.decision_seed``), never from the worker that runs it, so the same game asks the same
question whichever worker answers (and after a restart).

Load: at most one decision per worker is handed to the pool at a time, the others wait in line on
the server (a coroutine each, at most one per game). When a decision leaves the line, its search
budget (iterations and seconds of a search level) is scaled by ``workers / (workers + waiting)``,
and by the share of the level's time budget it has not already spent waiting: with many decisions
waiting, each searches less, so the line drains in about a level's time budget instead of growing
(fewer simulations per decision, never slower replies to people). The
line is bounded: each game asks one decision at a time, and while ``queue_limit`` decisions wait,
new games with AI seats are refused (:class:`~.rooms.TooBusy`). Workers run at a lower
CPU priority (``nice``) than the server, so the event loop that applies and pushes people's
actions is served first when both want a CPU.

A worker that dies (killed, out of memory) breaks the pool: it is replaced and the decisions it
held are asked again; a decision that takes far longer than any budget (``hard_timeout``) ends
its pool's workers the same way.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from typing import Any

import orjson

from ..agents import SearchAgent, SearchSettings, make_agent
from ..core import Game, PokeforgeError, State
from ..core.registry import BUILTIN_GAME_MODULES, all_games, get_game, register

log = logging.getLogger("pokeforge.web")

#: niceness of the AI worker processes (0–19; higher: the server's event loop comes first)
AI_NICE = 19
#: a search never gets fewer iterations than this, however long the line
MIN_ITERATIONS = 8
#: nor less time than this (seconds)
MIN_SECONDS = 0.01
#: a decision taking longer than this (seconds, in a worker) ends that pool's workers
HARD_TIMEOUT = 60.0
#: decisions that may wait in line for a worker (beyond: refused as too busy)
QUEUE_LIMIT = 10_000
#: how many times a decision is asked again after its worker died
CRASH_RETRIES = 2
#: the latest decisions kept for inspection (tests, logs)
RECENT = 64


def default_workers() -> int:
    """The default pool size: one process per CPU. The workers run at niceness :data:`AI_NICE`,
    so they take what the server leaves: when the event loop wakes it gets a CPU at once.
    (Measured on 2 CPUs, 200 mixed games: two workers made a person's p99 no worse than one,
    and the AI's line shorter.)"""
    return max(1, os.cpu_count() or 1)


class AgentTimeout(PokeforgeError):
    """An AI decision ran far past every budget; its worker was ended."""


#: builds an agent from its name and seed in the worker (``None``: the registry's ``make_agent``)
AgentFactory = Callable[[str, int], Any]


@dataclass(frozen=True, slots=True)
class Job:
    """One AI decision, as sent to a worker process."""

    slug: str
    state_text: str
    seat: int
    agent: str
    seed: int
    scale: float = 1.0
    factory: AgentFactory | None = None
    #: seconds the decision waited in line: taken from a search level's time budget
    waited: float = 0.0


@dataclass(frozen=True, slots=True)
class Decision:
    """A worker's answer: the action's text, which process decided, the budget it was given
    (``iterations``/``seconds`` of a search, ``None`` for agents without one) and what it did."""

    action: str
    pid: int
    scale: float
    iterations: int | None
    seconds: float | None
    searched: int | None
    think_s: float
    #: when the decision left the line (the server's monotonic clock) and how long it waited
    started: float = 0.0
    waited_s: float = 0.0


def scaled_settings(settings: SearchSettings, scale: float) -> SearchSettings:
    """``settings`` with its iteration and time budgets multiplied by ``scale`` (at most 1), but
    never below :data:`MIN_ITERATIONS` / :data:`MIN_SECONDS` (nor above the level's own)."""
    if scale >= 1.0:
        return settings
    iterations = settings.iterations
    if iterations is not None:
        iterations = min(iterations, max(MIN_ITERATIONS, round(iterations * scale)))
    seconds = settings.seconds
    if seconds is not None:
        seconds = min(seconds, max(MIN_SECONDS, seconds * scale))
    return replace(settings, iterations=iterations, seconds=seconds)


# -- in the worker process ------------------------------------------------------------------------
def _worker_start(extra_games: list[Game], nice: int) -> None:
    """A worker's set-up: the server's own registered games, a lower priority, and Ctrl-C left
    to the server (which ends its workers itself)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    for game in extra_games:
        try:
            register(game)
        except ValueError:
            log.warning("worker: a different game is registered as %r", game.slug)
    if nice > 0:
        with contextlib.suppress(OSError):  # a priority is a wish, not a need
            os.nice(nice)


def think(job: Job) -> Decision:
    """Decide ``job`` (in a worker process): the agent sees only the seat's re-dealt copy."""
    start = time.perf_counter()
    game = get_game(job.slug)
    real: State[Any] = game.state_from_json(orjson.loads(job.state_text))
    # re-deal what the seat cannot see before the agent gets anything: two states that show the
    # seat the same give it the same copy, so the agent's own re-deals are as from the real state
    seen = real.determinize(job.seat, (job.seed * 0x9E3779B1 + 0x632BE5AB) % (1 << 62))
    del real
    make = make_agent if job.factory is None else job.factory
    agent = make(job.agent, job.seed)
    iterations = seconds = searched = None
    scale = job.scale
    if isinstance(agent, SearchAgent):
        level = agent.settings.seconds
        if level is not None:  # the time spent in line is the level's time too
            scale = min(scale, max(0.0, 1.0 - job.waited / level))
        agent.settings = scaled_settings(agent.settings, scale)
        iterations, seconds = agent.settings.iterations, agent.settings.seconds
    action: Hashable = agent.choose(seen, job.seat)
    if isinstance(agent, SearchAgent) and agent.last_search is not None:
        searched = agent.last_search.iterations
    return Decision(
        action=str(action),
        pid=os.getpid(),
        scale=scale,
        iterations=iterations,
        seconds=seconds,
        searched=searched,
        think_s=time.perf_counter() - start,
    )


# -- in the server --------------------------------------------------------------------------------
def _extra_games() -> list[Game]:
    """The registered games that are not built in (a test's fixture game, a plug-in): sent to
    each worker once at its start. Built-in games load in the worker by themselves."""
    builtin = tuple(m + "." for m in BUILTIN_GAME_MODULES) + BUILTIN_GAME_MODULES
    return [g for g in all_games() if not type(g).__module__.startswith(builtin)]


def _context() -> Any:
    """Workers start from a fork server that imported the engine once (fast to start, and not a
    fork of the server with its threads and sockets)."""
    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload(["pokeforge.web.thinkers", *BUILTIN_GAME_MODULES])
    return ctx


class ProcessThinker:
    """A pool of ``workers`` processes where AI seats decide, with a bounded line in front."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        nice: int = AI_NICE,
        hard_timeout: float = HARD_TIMEOUT,
        queue_limit: int = QUEUE_LIMIT,
    ) -> None:
        self.workers = default_workers() if workers is None else workers
        if self.workers < 1:
            raise ValueError("the AI needs at least one worker process")
        self.nice = nice
        self.hard_timeout = hard_timeout
        self.queue_limit = queue_limit
        #: decisions waiting for a worker, and decisions being made
        self.waiting = 0
        self.running = 0
        self.recent: deque[Decision] = deque(maxlen=RECENT)
        #: totals over every decision made: count, and sums of scale, iterations searched (and
        #: the searches counted), seconds thinking in the worker, seconds waiting in line
        self.totals = {"decisions": 0, "scale": 0.0, "searched": 0, "searches": 0}
        self.totals.update(think_s=0.0, waited_s=0.0)
        self._pool: ProcessPoolExecutor | None = None
        self._slots: asyncio.Semaphore | None = None
        self._closed = False

    def scale(self) -> float:
        """The budget scale of a decision leaving the line now: ``workers / (workers +
        waiting)``."""
        return self.workers / (self.workers + self.waiting)

    def busy(self) -> bool:
        """True when the line is full (new games with AI seats are refused meanwhile)."""
        return self.waiting >= self.queue_limit

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=_context(),
                initializer=_worker_start,
                initargs=(_extra_games(), self.nice),
            )
        return self._pool

    def _end(self, pool: ProcessPoolExecutor) -> None:
        """Let ``pool`` go (broken or stuck): end its workers and start afresh on next use."""
        if self._pool is pool:
            self._pool = None
        processes = dict(getattr(pool, "_processes", None) or {})
        for proc in processes.values():
            if proc.is_alive():
                proc.kill()
        pool.shutdown(wait=False, cancel_futures=True)

    async def decide(
        self,
        slug: str,
        state_text: str,
        seat: int,
        agent: str,
        seed: int,
        factory: AgentFactory | None = None,
    ) -> Decision:
        """``agent``'s decision for ``seat`` in the state given as its JSON text, once a worker
        is free. (The line is bounded by its callers: a game asks one decision at a time, and
        new games with AI seats are refused while :meth:`busy`.)"""
        from .rooms import TooBusy

        if self._closed:
            raise TooBusy("the server is stopping")
        if self._slots is None:
            self._slots = asyncio.Semaphore(self.workers)
        slots = self._slots
        queued = time.monotonic()
        self.waiting += 1
        try:
            await slots.acquire()
        finally:
            self.waiting -= 1
        self.running += 1
        try:
            return await self._run(slug, state_text, seat, agent, seed, factory, queued)
        finally:
            self.running -= 1
            slots.release()

    async def _run(
        self,
        slug: str,
        state_text: str,
        seat: int,
        agent: str,
        seed: int,
        factory: AgentFactory | None,
        queued: float,
    ) -> Decision:
        loop = asyncio.get_running_loop()
        for attempt in range(CRASH_RETRIES + 1):
            started = time.monotonic()
            waited = started - queued
            job = Job(slug, state_text, seat, agent, seed, self.scale(), factory, waited)
            pool = self._executor()
            try:
                future = loop.run_in_executor(pool, think, job)
                decision = await asyncio.wait_for(future, self.hard_timeout)
            except BrokenProcessPool:
                self._end(pool)
                if attempt == CRASH_RETRIES or self._closed:
                    raise
                log.warning("an AI worker died: its decision is asked again")
                continue
            except TimeoutError:
                self._end(pool)
                raise AgentTimeout(
                    f"an AI decision took over {self.hard_timeout:g} s: its workers were ended"
                ) from None
            decision = replace(decision, started=started, waited_s=started - queued)
            self.recent.append(decision)
            self._count(decision)
            return decision
        raise AssertionError("unreachable")

    def _count(self, d: Decision) -> None:
        t = self.totals
        t["decisions"] += 1
        t["scale"] += d.scale
        t["think_s"] += d.think_s
        t["waited_s"] += d.waited_s
        if d.searched is not None:
            t["searched"] += d.searched
            t["searches"] += 1

    def summary(self) -> str:
        """The decisions made so far, in one line (logged when the server stops)."""
        t = self.totals
        n = int(t["decisions"])
        if not n:
            return "AI decisions: none"
        searches = int(t["searches"])
        searched = f", {t['searched'] / searches:.0f} iterations a search" if searches else ""
        return (
            f"AI decisions: {n} in {self.workers} worker process(es), budget scale "
            f"{t['scale'] / n:.3f} on average{searched}, {1000 * t['think_s'] / n:.0f} ms "
            f"thinking and {1000 * t['waited_s'] / n:.0f} ms in line on average"
        )

    def close(self) -> None:
        """End the workers (a decision in progress is dropped; its game resumes on restart)."""
        self._closed = True
        if self._pool is not None:
            self._end(self._pool)
