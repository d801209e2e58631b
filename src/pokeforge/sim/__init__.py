"""Batch simulation and benchmarks over the game contract."""

from .results import BatchResult, GameResult
from .runner import DEFAULT_ERROR_DIR, agent_seed, play_game, resolve_agents, run_batch
from .throughput import BenchResult, bench

__all__ = [
    "DEFAULT_ERROR_DIR",
    "BatchResult",
    "BenchResult",
    "GameResult",
    "agent_seed",
    "bench",
    "play_game",
    "resolve_agents",
    "run_batch",
]
