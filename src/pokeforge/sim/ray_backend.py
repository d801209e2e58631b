"""The Ray backend of :func:`~.parallel.run_job`: each chunk of games is a Ray task.

Ray is an optional extra (``pip install pokeforge[ray]``); it is imported only here, only when
this backend is asked for. Without an address a local cluster is started with ``workers`` CPUs;
with one, the cluster's nodes need pokeforge installed (the tasks import it).
"""

from __future__ import annotations

from typing import Any

from ..core import Game, ParamError
from .job import SimJob
from .results import GameResult


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise ParamError(
            "the Ray backend needs Ray: pip install 'pokeforge[ray]' (or pip install ray)"
        ) from None
    return ray


def _chunk(game: Game, job: SimJob, start: int, stop: int) -> list[GameResult]:
    """A Ray task: play one chunk."""
    from .parallel import play_chunk

    return play_chunk(game, job, start, stop)


def run_ray(
    game: Game,
    job: SimJob,
    workers: int,
    size: int,
    on_results: Any,
    address: str | None = None,
) -> None:
    """Play ``job`` as Ray tasks of ``size`` games; ``on_results`` hears each finished chunk.
    Ray is started here (and shut down after) unless this process is connected already."""
    ray = _ray()
    started = False
    if not ray.is_initialized():
        options: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address is None:
            options["num_cpus"] = workers
        else:
            options["address"] = address
        try:
            ray.init(**options)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            if address is None:
                raise
            raise ParamError(f"cannot reach the Ray cluster at {address}: {exc}") from None
        started = True
    try:
        task = ray.remote(num_cpus=1, max_retries=0)(_chunk)
        shared = ray.put(game)  # sent once to the object store, not with every task
        job_ref = ray.put(job)
        pending = [task.remote(shared, job_ref, a, b) for a, b in job.chunks(size)]
        try:
            while pending:
                done, pending = ray.wait(pending, num_returns=1)
                for finished in done:
                    on_results(ray.get(finished))
        except BaseException:
            for left in pending:
                ray.cancel(left, force=True)
            raise
    finally:
        if started:
            ray.shutdown()
