"""Batch simulation and benchmarks over the game contract."""

from .job import SimJob, parse_param_grid
from .parallel import Simulation, default_workers, play_chunk, run_job
from .results import BatchResult, GameResult
from .runner import DEFAULT_ERROR_DIR, agent_seed, play_game, resolve_agents, run_batch
from .throughput import BenchResult, SearchBenchResult, bench, search_bench

__all__ = [
    "DEFAULT_ERROR_DIR",
    "BatchResult",
    "BenchResult",
    "GameResult",
    "SearchBenchResult",
    "SimJob",
    "Simulation",
    "agent_seed",
    "bench",
    "default_workers",
    "parse_param_grid",
    "play_chunk",
    "play_game",
    "resolve_agents",
    "run_batch",
    "run_job",
    "search_bench",
]
