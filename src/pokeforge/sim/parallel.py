"""Running a :class:`~.job.SimJob`: in this process, on a local process pool, or on Ray.

The job is cut into chunks of consecutive games; a worker plays a chunk and sends back one
:class:`~.results.GameResult` per game (without its record unless asked, or the game raised).
Chunks are big enough that handing them out costs next to nothing next to playing them, and small
enough that the progress bar moves and a Ctrl-C loses little. A Ctrl-C (``KeyboardInterrupt``)
stops the workers and keeps every game already finished.
"""

from __future__ import annotations

import math
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from ..agents import make_agent
from ..core import Game, ParamError
from .job import SimJob
from .results import BatchResult, GameResult
from .runner import DEFAULT_ERROR_DIR, agent_seed, play_game, record_filename

Backend = Literal["local", "ray"]
BACKENDS: tuple[str, ...] = ("local", "ray")
#: at most this many games in a chunk (a chunk of the slowest game then takes a few seconds, so
#: the progress bar moves and a Ctrl-C keeps nearly everything played)
MAX_CHUNK = 32
#: chunks handed to each worker over a run (more: a smoother progress bar and a shorter tail)
CHUNKS_PER_WORKER = 16

OnResults = Callable[[list[GameResult]], None]


def default_workers() -> int:
    """The number of cores."""
    return os.cpu_count() or 1


def chunk_size(total: int, workers: int) -> int:
    """Games per chunk for ``total`` games on ``workers`` workers."""
    return max(1, min(MAX_CHUNK, math.ceil(total / (max(1, workers) * CHUNKS_PER_WORKER))))


def play_chunk(
    game: Game, job: SimJob, start: int, stop: int, keep_records: bool | None = None
) -> list[GameResult]:
    """Play games ``start … stop-1`` of ``job``; a result keeps its record only when asked
    (``keep_records``, by default the job's) or the game raised."""
    keep = job.keep_records if keep_records is None else keep_records
    names = job.agents
    out: list[GameResult] = []
    params: dict[int, dict[str, Any]] = {}
    for i in range(start, stop):
        point = job.point_of(i)
        raw = params.get(point)
        if raw is None:
            raw = params[point] = job.point_params(point)
        game_seed = job.game_seed(i)
        agents = [make_agent(name, agent_seed(game_seed, k)) for k, name in enumerate(names)]
        one = play_game(game, agents, raw, seed=game_seed, seats=job.seats, index=i, point=point)
        if not keep and one.error is None:
            one.record = None
        out.append(one)
    return out


# -- a local process pool ------------------------------------------------------------------------

_WORKER_GAME: list[Game] = []


def _init_worker(game: Game) -> None:
    """A pool worker: Ctrl-C is the parent's to handle; the game (sent once, whole: a game
    registered only in the parent is known here too) is made ready once."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    game.params()
    _WORKER_GAME[:] = [game]


def _pool_chunk(task: tuple[SimJob, int, int]) -> list[GameResult]:
    job, start, stop = task
    return play_chunk(_WORKER_GAME[0], job, start, stop)


def _context() -> multiprocessing.context.BaseContext:
    """``fork`` while this process runs a single thread and no Ray (the fastest start; workers
    inherit everything loaded), else ``forkserver`` (forking a threaded process may deadlock)."""
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1 and "ray" not in sys.modules:
        return multiprocessing.get_context("fork")
    if "forkserver" in methods:
        return multiprocessing.get_context("forkserver")
    return multiprocessing.get_context("spawn")


def _run_pool(game: Game, job: SimJob, workers: int, size: int, on_results: OnResults) -> None:
    """Play the job's chunks on a process pool. A worker that dies (killed, out of memory)
    breaks the pool: the chunks it had not finished are played again once on a fresh pool, and
    a second loss ends the run with :class:`WorkerLost` (the games finished so far are kept)."""
    tasks = [(job, a, b) for a, b in job.chunks(size)]
    processes = max(1, min(workers, len(tasks)))
    lost = _run_tasks(game, tasks, processes, on_results)
    if lost:
        lost = _run_tasks(game, lost, processes, on_results)
    if lost:
        first, last = min(t[1] for t in lost), max(t[2] for t in lost) - 1
        raise WorkerLost(
            f"a worker process died twice while playing games {first}–{last} "
            "(killed, or out of memory?); they were not played"
        )


class WorkerLost(RuntimeError):
    """Worker processes died while playing some chunks, twice."""


def _run_tasks(
    game: Game, tasks: list[tuple[SimJob, int, int]], processes: int, on_results: OnResults
) -> list[tuple[SimJob, int, int]]:
    """Play ``tasks`` on a fresh pool; the tasks lost when a worker died (none normally)."""
    pool = ProcessPoolExecutor(
        processes, mp_context=_context(), initializer=_init_worker, initargs=(game,)
    )
    futures = {pool.submit(_pool_chunk, task): task for task in tasks}
    done: set[Future[list[GameResult]]] = set()
    try:
        for future in as_completed(futures):
            try:
                results = future.result()
            except BrokenProcessPool:
                break
            done.add(future)
            on_results(results)
    except BaseException:
        # (Ctrl-C: the chunks under way are not waited for)
        processes_now = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes_now:
            process.terminate()
        raise
    pool.shutdown(wait=True, cancel_futures=True)
    return [task for future, task in futures.items() if future not in done]


def _run_here(game: Game, job: SimJob, on_results: OnResults) -> None:
    for i in range(job.total):
        on_results(play_chunk(game, job, i, i + 1, keep_records=True))


# -- the run -----------------------------------------------------------------------------------


@dataclass
class Simulation:
    """A finished (or interrupted) run: every finished game's result, ordered by index."""

    job: SimJob
    game: Game
    workers: int
    backend: str
    results: list[GameResult] = field(default_factory=list)
    interrupted: bool = False
    #: why the run stopped short other than a Ctrl-C (worker processes lost), if it did
    failure: str | None = None
    seconds: float = 0.0

    def summary(self) -> BatchResult:
        """Totals over every finished game (speeds over the run's wall-clock time when games
        ran side by side)."""
        total = self._sum(self.results, {})
        if self.workers > 1 or self.backend != "local":
            total.wall_seconds = self.seconds
        return total

    def by_point(self) -> list[BatchResult]:
        """Totals per grid point (one per point, in grid order; ``sweep`` names the point;
        speeds over the time spent in its games)."""
        groups: dict[int, list[GameResult]] = {p: [] for p in range(self.job.points)}
        for r in self.results:
            groups[r.point].append(r)
        return [self._sum(rs, self.job.sweep_values(p)) for p, rs in groups.items()]

    def _sum(self, results: Iterable[GameResult], sweep: dict[str, str]) -> BatchResult:
        total = BatchResult(
            game=self.job.game,
            seats=self.job.seats,
            agents=list(self.job.agents),
            sweep=sweep,
        )
        for r in results:
            total.add(r)
        return total


def run_job(
    game: Game,
    job: SimJob,
    workers: int = 1,
    backend: str = "local",
    address: str | None = None,
    record_dir: str | Path | None = None,
    error_dir: str | Path | None = None,
    on_results: OnResults | None = None,
    chunk: int | None = None,
) -> Simulation:
    """Play every game of ``job`` and collect the results.

    ``workers`` 1 on the local backend plays in this process; more starts a process pool of
    that many workers; ``backend="ray"`` runs the chunks as Ray tasks (on the cluster at
    ``address``, else on a local one with ``workers`` CPUs). Records are saved by this process:
    every record to ``record_dir`` when given; a failed game's record always, to ``record_dir``
    else ``error_dir`` (default :data:`~.runner.DEFAULT_ERROR_DIR`). ``on_results`` hears each
    batch of finished games as it arrives. A ``KeyboardInterrupt`` stops the run: the returned
    :class:`Simulation` holds the games finished before it, with ``interrupted`` set.
    """
    if backend not in BACKENDS:
        raise ParamError(f"unknown backend {backend!r} (known: {', '.join(BACKENDS)})")
    if workers < 1:
        raise ParamError(f"--workers must be at least 1, not {workers}")
    if job.game != game.slug:
        raise ParamError(f"the job is for {job.game}, not {game.slug}")
    rec_dir = None if record_dir is None else Path(record_dir)
    if rec_dir is not None:
        rec_dir.mkdir(parents=True, exist_ok=True)
        job = replace(job, keep_records=True)
    sim = Simulation(job=job, game=game, workers=workers, backend=backend)

    def collect(results: list[GameResult]) -> None:
        for one in results:
            target = rec_dir
            if one.error is not None and target is None:
                target = Path(error_dir) if error_dir is not None else DEFAULT_ERROR_DIR
                target.mkdir(parents=True, exist_ok=True)
            if target is not None and one.record is not None:
                path = target / record_filename(one.record)
                one.record.save(path)
                one.saved_to = str(path)
        if on_results is not None:
            on_results(results)
        # a finished game's record is saved or not wanted: not kept in memory over a long run
        sim.results.extend(
            one if one.error is not None or one.record is None else replace(one, record=None)
            for one in results
        )

    size = chunk if chunk is not None else chunk_size(job.total, workers)
    start = time.perf_counter()
    try:
        if backend == "ray":
            from .ray_backend import run_ray

            run_ray(game, job, workers, size, collect, address=address)
        elif workers == 1 or job.total <= 1:
            _run_here(game, job, collect)
        else:
            _run_pool(game, job, workers, size, collect)
    except KeyboardInterrupt:
        sim.interrupted = True
    except WorkerLost as lost:
        sim.interrupted = True
        sim.failure = str(lost)
    sim.seconds = time.perf_counter() - start
    sim.results.sort(key=lambda r: r.index)
    return sim
