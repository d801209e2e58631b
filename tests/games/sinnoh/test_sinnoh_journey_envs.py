"""The journey as an RL environment with 1, 2, 4 and 6 trainers: PettingZoo's own checker passes,
the observation has its size and stays in [-1, 1], and the action mask marks the legal numbers."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from pettingzoo.test import api_test

from pokeforge.envs import pettingzoo_env
from pokeforge.games.sinnoh import GAME

PARAMS = {"campaign": "heart", "max_rounds": 3}


@pytest.mark.parametrize("seats", [1, 2, 4, 6])
def test_pettingzoo_api_test_passes_for_the_journey(seats: int) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(pettingzoo_env("sinnoh", seats=seats, **PARAMS), num_cycles=12)


def test_the_observation_and_the_mask() -> None:
    env = pettingzoo_env("sinnoh", seats=4, **PARAMS)
    env.reset(seed=3)
    size = GAME.observation_size(GAME.params(PARAMS))
    assert size == 1_441 + 512
    for _ in range(60):
        if not env.agents:
            break
        agent = env.agent_selection
        obs, _, term, trunc, _ = env.last()
        vector, mask = obs["observation"], obs["action_mask"]
        assert vector.shape == (size,) and np.all(np.abs(vector) <= 1.0)
        assert mask.shape == (353_121,)
        if term or trunc:
            env.step(None)
            continue
        legal = np.flatnonzero(mask)
        assert len(legal) > 0, agent
        env.step(int(legal[0]))
