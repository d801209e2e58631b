"""Every registered game as an RL environment: the libraries' own checkers pass (PettingZoo's
``api_test``, ``seed_test`` and ``parallel_api_test``, Gymnasium's ``check_env``), and the
observation is a function of the seat's view alone.

The checkers play random masked actions; ``num_cycles`` is kept small so the suite stays fast.
"""

from __future__ import annotations

import json
import warnings
from typing import Any

import gymnasium
import numpy as np
import pytest
from conformance_support import chooser, random_step, seat_counts
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, parallel_api_test, seed_test

from fixtures.duel import DuelGame
from pokeforge.core import Game, State
from pokeforge.envs import env_name, gymnasium_env, parallel_env, pettingzoo_env, register_envs

#: agent turns each PettingZoo checker plays (per agent)
CYCLES = 40


@pytest.fixture(autouse=True)
def _quiet_checkers() -> Any:
    """The checkers warn about things that are choices here (dict observations, no render fps)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        yield


def test_pettingzoo_api_test_passes(game: Game) -> None:
    for seats in seat_counts(game):
        api_test(pettingzoo_env(game.slug, seats=seats), num_cycles=CYCLES)


def test_pettingzoo_api_test_passes_for_every_variant(game: Game) -> None:
    for raw in game.param_variants():
        api_test(pettingzoo_env(game.slug, **raw), num_cycles=CYCLES // 4)


def _settings(game: Game) -> list[dict[str, Any]]:
    """Every seat count with the defaults, and every parameter variant."""
    return [{"seats": n} for n in seat_counts(game)] + list(game.param_variants())


def test_pettingzoo_seed_test_passes(game: Game) -> None:
    for setting in _settings(game):
        seed_test(lambda s=setting: pettingzoo_env(game.slug, **s), num_cycles=CYCLES // 4)


def test_pettingzoo_parallel_api_test_passes(game: Game) -> None:
    for seats in seat_counts(game):
        parallel_api_test(parallel_env(game.slug, seats=seats), num_cycles=CYCLES)


def test_parallel_env_is_deterministic_under_a_seed(game: Game) -> None:
    """PettingZoo's ``parallel_seed_test`` samples actions without their masks (and so illegal
    ones); this is the same check with masked samples: two envs reset with one seed and given the
    same actions give the same observations, rewards and ends."""

    def run() -> list[Any]:
        env = parallel_env(game.slug)
        obs, _ = env.reset(seed=42)
        rng = np.random.default_rng(7)
        trace: list[Any] = [obs]
        for _ in range(CYCLES):
            if not env.agents:
                break
            actions = {}
            for agent in env.agents:
                legal = np.flatnonzero(obs[agent]["action_mask"])
                if len(legal):
                    actions[agent] = int(rng.choice(legal))
            obs, rewards, terms, truncs, _ = env.step(actions)
            trace.append((actions, obs, rewards, terms, truncs))
        return trace

    first, second = run(), run()
    assert len(first) == len(second) > 1
    for a, b in zip(first, second, strict=True):
        assert gymnasium.utils.env_checker.data_equivalence(a, b)


def test_gymnasium_check_env_passes(game: Game) -> None:
    # check_env steps with unmasked samples, which are mostly illegal numbers: with
    # illegal_action="lose" such a step ends the episode instead of raising
    for setting in _settings(game):
        check_env(gymnasium_env(game.slug, opponents=["random"], illegal_action="lose", **setting))
    register_envs()
    made = gymnasium.make(env_name(game), opponents=["random"], illegal_action="lose")
    check_env(made.unwrapped)  # with a spec: every render mode is checked too


def test_gymnasium_env_plays_to_the_end_against_greedy(game: Game) -> None:
    env = gymnasium_env(game.slug)
    obs, _ = env.reset(seed=3)
    rng = np.random.default_rng(3)
    done = False
    steps = 0
    reward = 0.0
    while not done and steps < 60:
        assert env.observation_space.contains(obs)
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, terminated, truncated, _ = env.step(action)
        done = terminated or truncated
        steps += 1
    assert steps > 0
    assert reward in (-1.0, 0.0, 1.0)


def _spied_observe(game: Game, monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    calls: list[tuple[Any, ...]] = []
    real = game.observe

    def spy(view: dict[str, Any], seat: int, params: Any) -> Any:
        calls.append((view, seat, params))
        return real(view, seat, params)

    monkeypatch.setattr(game, "observe", spy)
    return calls


def test_the_envs_give_observe_the_seats_view_and_never_the_state(
    game: Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _spied_observe(game, monkeypatch)
    env = pettingzoo_env(game.slug)
    env.reset(seed=5)
    for _ in range(20):
        if not env.agents:
            break
        agent = env.agent_selection
        obs, _, term, trunc, _ = env.last()
        seat = int(agent.split("_")[1])
        view, seen_seat, _ = calls[-1]
        assert seen_seat == seat
        assert json.dumps(view, sort_keys=True) == json.dumps(
            env.table.state.view(seat), sort_keys=True
        )
        legal = np.flatnonzero(obs["action_mask"])
        env.step(None if term or trunc else int(legal[0]))
    assert calls
    for args in calls:
        assert not any(isinstance(a, State) for a in args)
        assert isinstance(args[0], dict)


def test_equal_views_give_equal_observations(game: Game) -> None:
    """The observation of a seat is the same for its view read back from JSON, and for another
    state that shows that seat the same view (a determinised copy, which re-deals what the seat
    cannot see)."""
    state = game.new_state(game.params(), seed=11)
    rng = chooser(11)
    params = state.params
    size = game.observation_size(params)
    checked = 0
    for step in range(200):
        if state.outcome is not None:
            break
        if step % 10 == 0:
            for seat in range(state.num_seats):
                view = state.view(seat)
                obs = game.observe(view, seat, params)
                assert obs.shape == (size,) and obs.dtype == np.float32
                assert np.all(obs >= -1.0) and np.all(obs <= 1.0)
                again = game.observe(json.loads(json.dumps(view)), seat, params)
                assert np.array_equal(obs, again)
                copy_view = state.determinize(seat, seed=step + 1).view(seat)
                if json.dumps(copy_view, sort_keys=True) == json.dumps(view, sort_keys=True):
                    # (a copy that took back another seat's secret choice shows a new view)
                    assert np.array_equal(obs, game.observe(copy_view, seat, params))
                    checked += 1
        seat, action = random_step(state, rng)
        state.apply(seat, action)
    assert checked > 0


def test_observations_tell_positions_apart(game: Game) -> None:
    """Not a constant: the observations of one seat along a play take several values."""
    state = game.new_state(game.params(), seed=2)
    rng = chooser(2)
    seen = set()
    for _ in range(40):
        if state.outcome is not None:
            break
        seen.add(game.observe(state.view(0), 0, state.params).tobytes())
        seat, action = random_step(state, rng)
        state.apply(seat, action)
    assert len(seen) > 3


# -- the checks above catch broken encoders ---------------------------------------------------


class _NoisyDuel(DuelGame):
    """Observations with a random part: equal views no longer give equal observations."""

    def __init__(self) -> None:
        self.noise = np.random.default_rng(0)

    def observe(self, view: dict[str, Any], seat: int, params: Any) -> Any:
        obs = super().observe(view, seat, params).copy()
        obs[0] = self.noise.random()
        return obs


class _BlindDuel(DuelGame):
    """The same observation whatever happens."""

    def observe(self, view: dict[str, Any], seat: int, params: Any) -> Any:
        return np.zeros(self.observation_size(params), dtype=np.float32)


class _MisSizedDuel(DuelGame):
    """An observation longer than the size the game declares."""

    def observation_size(self, params: Any = None) -> int:
        return 10

    def observe(self, view: dict[str, Any], seat: int, params: Any) -> Any:
        return np.full(12, 0.5, dtype=np.float32)


class _LoudDuel(DuelGame):
    """Values outside the observation space's bounds."""

    def observe(self, view: dict[str, Any], seat: int, params: Any) -> Any:
        return super().observe(view, seat, params) * 5.0 + 2.0


def test_the_checks_catch_an_observation_that_is_not_a_function_of_the_view() -> None:
    with pytest.raises(AssertionError):
        test_equal_views_give_equal_observations(_NoisyDuel())


def test_the_checks_catch_an_observation_that_never_changes() -> None:
    with pytest.raises(AssertionError):
        test_observations_tell_positions_apart(_BlindDuel())


def test_the_checks_catch_an_observation_of_the_wrong_length() -> None:
    with pytest.raises(AssertionError, match="float32\\[10\\]"):
        api_test(pettingzoo_env(_MisSizedDuel()), num_cycles=5)
    with pytest.raises(AssertionError):
        test_equal_views_give_equal_observations(_MisSizedDuel())


def test_the_checks_catch_values_outside_the_space() -> None:
    with pytest.raises(AssertionError):
        api_test(pettingzoo_env(_LoudDuel()), num_cycles=CYCLES)
    with pytest.raises(AssertionError):
        test_equal_views_give_equal_observations(_LoudDuel())
