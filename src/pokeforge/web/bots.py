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
    """The agents on offer: their names and how to make one.

    ``processes``: the agents think in the server's worker processes (:mod:`.thinkers`); the
    factory is then sent to the workers, so it must be picklable (a module-level function, or a
    :func:`functools.partial` of one). Otherwise (tests' agents that share objects with the
    test) they think in a thread of the server."""

    def __init__(self, names: list[str], factory: AgentFactory, processes: bool = False) -> None:
        self.names = list(names)
        self.factory = factory
        self.processes = processes

    def make(self, name: str, seed: int) -> AgentLike:
        self.check(name)
        return self.factory(name, seed)

    def check(self, name: str) -> None:
        if name not in self.names:
            raise ValueError(f"unknown agent {name!r} (agents: {', '.join(self.names)})")


def registry_agent(name: str, seed: int) -> AgentLike:
    """An agent of :mod:`pokeforge.agents` by its registered name (picklable: workers call it)."""
    from .. import agents

    return agents.make_agent(name, seed)


def default_agents() -> AgentBook:
    """Every agent registered in :mod:`pokeforge.agents`, thinking in worker processes."""
    from .. import agents

    return AgentBook(sorted(agents.agent_names()), registry_agent, processes=True)
