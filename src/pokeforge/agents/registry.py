"""Agents by name, for the CLI and the web app: ``make_agent("greedy", seed=3)``."""

from __future__ import annotations

from collections.abc import Callable

from ..core import PokeforgeError
from .base import Agent
from .greedy import GreedyAgent
from .levels import LEVEL_AGENTS
from .random import RandomAgent


class UnknownAgent(PokeforgeError):
    """An agent name that is not registered."""


AgentFactory = Callable[[int], Agent]

_AGENTS: dict[str, AgentFactory] = {}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make ``factory(seed)`` available as ``name`` (a later registration replaces it)."""
    _AGENTS[name] = factory


def agent_names() -> list[str]:
    """The registered agent names, sorted."""
    return sorted(_AGENTS)


def make_agent(name: str, seed: int = 0) -> Agent:
    """A new agent of kind ``name`` with its own RNG seeded with ``seed``."""
    try:
        factory = _AGENTS[name.strip()]
    except KeyError:
        known = ", ".join(agent_names())
        raise UnknownAgent(f"unknown agent {name!r} (known agents: {known})") from None
    return factory(seed)


register_agent(RandomAgent.name, RandomAgent)
register_agent(GreedyAgent.name, GreedyAgent)
for _level in LEVEL_AGENTS:
    register_agent(_level.name, _level)
