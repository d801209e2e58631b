"""Built-in agents (random, greedy) and the registry that finds them by name."""

from .base import Agent
from .greedy import GreedyAgent
from .random import RandomAgent
from .registry import UnknownAgent, agent_names, make_agent, register_agent

__all__ = [
    "Agent",
    "GreedyAgent",
    "RandomAgent",
    "UnknownAgent",
    "agent_names",
    "make_agent",
    "register_agent",
]
