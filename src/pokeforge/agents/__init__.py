"""Built-in agents (random, greedy, the search agent and its levels easy, normal, hard) and the
registry that finds them by name."""

from .base import Agent
from .greedy import GreedyAgent
from .levels import LEVELS, EasyAgent, HardAgent, NormalAgent
from .random import RandomAgent
from .registry import UnknownAgent, agent_names, make_agent, register_agent
from .search import SearchAgent, SearchReport, SearchSettings

__all__ = [
    "LEVELS",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "HardAgent",
    "NormalAgent",
    "RandomAgent",
    "SearchAgent",
    "SearchReport",
    "SearchSettings",
    "UnknownAgent",
    "agent_names",
    "make_agent",
    "register_agent",
]
