"""agents.search levels: ``easy``, ``normal`` and ``hard`` are agent names wherever agents are
named (the registry behind the CLI and the web lobby), each a search with its own settings."""

from __future__ import annotations

from pokeforge.agents import agent_names, make_agent
from pokeforge.agents.levels import LEVELS
from pokeforge.agents.search import SearchAgent
from pokeforge.web.bots import default_agents

NAMES = ("easy", "normal", "hard")


def test_the_levels_are_registered_agents_named_by_their_level() -> None:
    assert set(NAMES) <= set(agent_names())
    for name in NAMES:
        agent = make_agent(name, 7)
        assert isinstance(agent, SearchAgent)
        assert type(agent).name == name  # what a simulation's record lists
        assert agent.seed == 7 and agent.settings == LEVELS[name]


def test_a_harder_level_searches_more_within_a_second() -> None:
    easy, normal, hard = (LEVELS[n] for n in NAMES)
    assert easy.iterations is not None and normal.iterations is not None
    assert hard.iterations is not None
    assert easy.iterations < normal.iterations < hard.iterations
    for settings in (easy, normal, hard):
        assert settings.seconds is not None and settings.seconds <= 0.9


def test_the_web_lobby_offers_the_levels() -> None:
    assert set(NAMES) <= set(default_agents().names)
