"""Reinforcement-learning environments of every registered game (the ``rl`` extra: PettingZoo
and Gymnasium). A thin adapter over the contract: no rule lives here.

* :func:`pettingzoo_env` — PettingZoo AEC; :func:`parallel_env` — PettingZoo Parallel;
* :func:`gymnasium_env` — Gymnasium, one learning seat against built-in agents;
* :func:`env_name` — the versioned name ``pokeforge/<slug>-v<rules_version>``;
  :func:`register_envs` registers it with Gymnasium for ``gymnasium.make``.

See ``docs/envs.md``.
"""

from .common import agent_name, env_name
from .gymnasium import PokeforgeGymEnv, gymnasium_env, register_envs
from .pettingzoo import PokeforgeAECEnv, PokeforgeParallelEnv, parallel_env, pettingzoo_env

__all__ = [
    "PokeforgeAECEnv",
    "PokeforgeGymEnv",
    "PokeforgeParallelEnv",
    "agent_name",
    "env_name",
    "gymnasium_env",
    "parallel_env",
    "pettingzoo_env",
    "register_envs",
]
