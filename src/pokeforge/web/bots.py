"""The AI players the web app can seat, taken from :mod:`pokeforge.agents` by name."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol

from ..core import State


class AgentLike(Protocol):
    """What the server needs of an agent: a choice of a legal action for a seat."""

    def choose(self, state: State[Any], seat: int) -> Hashable: ...


#: builds an agent from its name and a seed
AgentFactory = Callable[[str, int], AgentLike]


class AgentBook:
    """The agents on offer: their names and how to make one."""

    def __init__(self, names: list[str], factory: AgentFactory) -> None:
        self.names = list(names)
        self.factory = factory

    def make(self, name: str, seed: int) -> AgentLike:
        if name not in self.names:
            raise ValueError(f"unknown agent {name!r} (agents: {', '.join(self.names)})")
        return self.factory(name, seed)


def default_agents() -> AgentBook:
    """Every agent registered in :mod:`pokeforge.agents`."""
    from .. import agents

    return AgentBook(sorted(agents.agent_names()), lambda name, seed: agents.make_agent(name, seed))
