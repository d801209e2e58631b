"""agents.registry: agents are made by name with a seed; unknown names are clear errors."""

from __future__ import annotations

import pytest

from pokeforge.agents import (
    GreedyAgent,
    RandomAgent,
    UnknownAgent,
    agent_names,
    make_agent,
    register_agent,
    registry,
)
from pokeforge.core import PokeforgeError


def test_the_built_in_agents_are_registered() -> None:
    assert {"random", "greedy"} <= set(agent_names())
    assert isinstance(make_agent("random", 1), RandomAgent)
    greedy = make_agent(" greedy ", 5)
    assert isinstance(greedy, GreedyAgent) and greedy.seed == 5


def test_an_unknown_agent_is_an_error_listing_the_known_ones() -> None:
    with pytest.raises(UnknownAgent, match=r"'robot'.*easy, greedy, hard, normal, random"):
        make_agent("robot")
    assert issubclass(UnknownAgent, PokeforgeError)


def test_a_new_agent_can_be_registered_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry, "_AGENTS", dict(registry._AGENTS))

    class Stubborn(RandomAgent):
        name = "stubborn-test"

    register_agent(Stubborn.name, Stubborn)
    assert isinstance(make_agent("stubborn-test", 2), Stubborn)
    assert "stubborn-test" in agent_names()
