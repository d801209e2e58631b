"""The RL adapter on the Dice Duel fixture: names, seeding, masks, illegal numbers, rewards at the
end, truncation at the decision cap, rendering, opponents, and simultaneous decisions."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from fixtures.duel import DuelGame
from pokeforge.core import IllegalAction, ParamError, UnknownGame
from pokeforge.envs import (
    agent_name,
    env_name,
    gymnasium_env,
    parallel_env,
    pettingzoo_env,
    register_envs,
)


def first_legal(obs: dict[str, Any]) -> int:
    return int(np.flatnonzero(obs["action_mask"])[0])


def play_aec(env: Any, seed: int, pick: np.random.Generator) -> list[Any]:
    """A whole AEC play with random masked actions; the trace of what was seen."""
    env.reset(seed=seed)
    trace = []
    for agent in env.agent_iter(2000):
        obs, reward, term, trunc, _ = env.last()
        trace.append((agent, obs["observation"].tobytes(), reward, term, trunc))
        if term or trunc:
            env.step(None)
        else:
            env.step(int(pick.choice(np.flatnonzero(obs["action_mask"]))))
    return trace


def test_agents_are_named_after_seats_and_the_env_after_game_and_rules_version() -> None:
    env = pettingzoo_env("duel", seats=3)
    assert env.possible_agents == ["player_0", "player_1", "player_2"]
    assert agent_name(4) == "player_4"
    assert env.metadata["name"] == "pokeforge/duel-v1" == env_name("duel")


def test_the_versioned_name_changes_with_the_rules_version() -> None:
    class NewerDuel(DuelGame):
        rules_version = "2"

    assert env_name(NewerDuel()) == "pokeforge/duel-v2"
    assert pettingzoo_env(NewerDuel()).metadata["name"] == "pokeforge/duel-v2"


def test_unknown_games_parameters_and_seat_counts_are_refused() -> None:
    with pytest.raises(UnknownGame):
        pettingzoo_env("no-such-game")
    with pytest.raises(ParamError):
        pettingzoo_env("duel", target=99)
    with pytest.raises(ParamError):
        gymnasium_env("duel", seats=5)


def test_observation_is_the_games_observe_of_the_seats_view_and_the_mask_its_legal_numbers() -> (
    None
):
    env = pettingzoo_env("duel", hand_size=2)
    env.reset(seed=4)
    state = env.table.state
    game = env.table.game
    for seat in range(2):
        obs = env.observe(agent_name(seat))
        expected = game.observe(state.view(seat), seat, state.params)
        assert np.array_equal(obs["observation"], expected)
        assert obs["action_mask"].dtype == np.int8
        assert list(np.flatnonzero(obs["action_mask"])) == sorted(state.legal_action_numbers(seat))
    # the leader stakes first: the other seat has nothing to decide
    assert not env.observe("player_1")["action_mask"].any()


def test_the_same_seed_gives_the_same_play_and_another_seed_another() -> None:
    a = play_aec(pettingzoo_env("duel"), 7, np.random.default_rng(1))
    b = play_aec(pettingzoo_env("duel"), 7, np.random.default_rng(1))
    c = play_aec(pettingzoo_env("duel"), 8, np.random.default_rng(1))
    assert a == b
    assert a != c


def test_a_seeded_reset_plays_the_game_of_that_seed() -> None:
    env = pettingzoo_env("duel")
    env.reset(seed=12)
    direct = env.table.game.new_state(env.table.params, seed=12, seats=2)
    assert env.table.state.view(0) == direct.view(0)


def test_resets_without_a_seed_follow_from_the_last_seed() -> None:
    first, second = pettingzoo_env("duel"), pettingzoo_env("duel")
    for env in (first, second):
        env.reset(seed=3)
        env.reset()
    assert first.table.state.to_json() == second.table.state.to_json()


def test_an_illegal_number_is_refused_clearly_and_changes_nothing() -> None:
    env = pettingzoo_env("duel")
    env.reset(seed=1)
    before = env.table.state.to_json()
    play_numbers = [n for n in range(8) if not env.observe("player_0")["action_mask"][n]]
    with pytest.raises(IllegalAction, match=r"player_0: action number \d+ is not a legal"):
        env.step(play_numbers[0])
    with pytest.raises(IllegalAction, match="0 to 7"):
        env.step(99)
    with pytest.raises(IllegalAction, match="integer action number"):
        env.step(1.0)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="must act"):
        env.step(None)
    assert env.table.state.to_json() == before
    assert env.table.decisions == 0
    env.step(np.int64(first_legal(env.observe("player_0"))))  # NumPy integers are numbers too
    assert env.table.decisions == 1


def test_rewards_are_zero_until_the_end_then_the_outcomes_returns() -> None:
    env = pettingzoo_env("duel", target=2)
    env.reset(seed=5)
    pick = np.random.default_rng(0)
    final: dict[str, float] = {}
    for agent in env.agent_iter(1000):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            assert term and not trunc
            final[agent] = reward
            assert info["result"] in ("win", "loss", "draw")
            env.step(None)
            continue
        assert reward == 0.0
        env.step(int(pick.choice(np.flatnonzero(obs["action_mask"]))))
    outcome = env.table.state.outcome
    assert outcome is not None
    assert final == {agent_name(s): r for s, r in enumerate(outcome.returns(2))}
    assert not env.agents


def test_the_decision_cap_truncates_without_rewards() -> None:
    class ShortDuel(DuelGame):
        max_decisions = 3

    env = pettingzoo_env(ShortDuel(), target=20, hand_size=4)
    env.reset(seed=2)
    for _ in range(3):
        env.step(first_legal(env.observe(env.agent_selection)))
    assert all(env.truncations.values())
    assert not any(env.terminations.values())
    assert set(env.rewards.values()) == {0.0}


def test_render_gives_the_games_text() -> None:
    env = pettingzoo_env("duel", render_mode="ansi")
    env.reset(seed=3)
    assert env.render() == env.table.game.render_text(env.table.state, None)
    gym = gymnasium_env("duel", render_mode="ansi")
    gym.reset(seed=3)
    assert gym.render() == gym.table.game.render_text(gym.table.state, 0)
    assert pettingzoo_env("duel").render() is None
    with pytest.raises(ValueError, match="render_mode"):
        pettingzoo_env("duel", render_mode="rgb_array")


def test_human_render_prints_the_text(capsys: pytest.CaptureFixture[str]) -> None:
    env = gymnasium_env("duel", render_mode="human")
    env.reset(seed=3)
    assert env.render() is None
    assert "Scores" in capsys.readouterr().out


def test_parallel_env_takes_a_simultaneous_decision_in_one_step() -> None:
    env = parallel_env("duel")
    obs, _ = env.reset(seed=9)
    # the leader stakes alone: the other agent's entry may be left out
    obs, *_ = env.step({"player_0": first_legal(obs["player_0"])})
    assert all(obs[a]["action_mask"].any() for a in env.agents)  # both play a card at once
    before = env.table.decisions
    _, rewards, terms, truncs, _ = env.step({a: first_legal(obs[a]) for a in env.agents})
    assert env.table.decisions == before + 2
    assert env.table.state.round == 1
    assert set(rewards.values()) == {0.0}  # a stake of at most 2 cannot reach the target 3
    assert not any(terms.values()) and not any(truncs.values())


def test_parallel_env_checks_every_action_before_carrying_out_any() -> None:
    env = parallel_env("duel")
    obs, _ = env.reset(seed=9)
    env.step({"player_0": first_legal(obs["player_0"]), "player_1": 0})  # player_1's is ignored
    before = env.table.state.to_json()
    with pytest.raises(IllegalAction, match="no action for player_1"):
        env.step({"player_0": 2})
    with pytest.raises(IllegalAction, match="player_1"):
        env.step({"player_0": first_legal(env.table.observe(0)), "player_1": 0})
    assert env.table.state.to_json() == before


def test_gymnasium_env_plays_the_learners_seat_against_the_opponents() -> None:
    env = gymnasium_env("duel", opponents=["random"], seat=1)
    obs, info = env.reset(seed=4)
    assert 1 in env.table.state.to_act()
    assert info["decisions"] >= 1  # the opponent (seat 0) staked first
    done = False
    reward = 0.0
    while not done:
        obs, reward, terminated, truncated, info = env.step(first_legal(obs))
        done = terminated or truncated
    outcome = env.table.state.outcome
    assert outcome is not None and reward == outcome.returns(2)[1]
    with pytest.raises(IllegalAction, match="call reset"):
        env.step(0)


def test_gymnasium_env_is_deterministic_under_a_seed_opponents_included() -> None:
    def run() -> list[Any]:
        env = gymnasium_env("duel")  # greedy opponents with their own seeded RNGs
        obs, _ = env.reset(seed=21)
        trace = [obs["observation"].tobytes()]
        done = False
        while not done:
            obs, reward, term, trunc, _ = env.step(first_legal(obs))
            trace.append((obs["observation"].tobytes(), reward))
            done = term or trunc
        return trace

    assert run() == run()


def test_gymnasium_illegal_action_modes() -> None:
    strict = gymnasium_env("duel", opponents=["random"])
    strict.reset(seed=1)
    with pytest.raises(IllegalAction):
        strict.step(7)
    lenient = gymnasium_env("duel", opponents=["random"], illegal_action="lose")
    lenient.reset(seed=1)
    before = lenient.table.state.to_json()
    _, reward, terminated, truncated, info = lenient.step(7)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert "not a legal action" in info["illegal_action"]
    assert lenient.table.state.to_json() == before
    with pytest.raises(ValueError, match="illegal_action"):
        gymnasium_env("duel", illegal_action="ignore")


def test_gymnasium_options_are_checked() -> None:
    with pytest.raises(ValueError, match="seat"):
        gymnasium_env("duel", seat=2)
    with pytest.raises(ValueError, match="2 opponent"):
        gymnasium_env("duel", seats=3, opponents=["random", "greedy", "random"])
    with pytest.raises(Exception, match="unknown agent"):
        gymnasium_env("duel", opponents=["nobody"])
    three = gymnasium_env("duel", seats=3, opponents=["random", "greedy"])
    three.reset(seed=0)
    assert [type(a).__name__ for a in three.opponents.values()] == ["RandomAgent", "GreedyAgent"]


def test_action_masks_for_masked_trainers() -> None:
    env = gymnasium_env("duel", opponents=["random"])
    obs, _ = env.reset(seed=2)
    assert np.array_equal(env.action_masks(), obs["action_mask"].astype(bool))


def test_register_envs_makes_every_game_available_to_gymnasium_make() -> None:
    import gymnasium

    ids = register_envs()
    assert "pokeforge/duel-v1" in ids and "pokeforge/tactics-v3" in ids
    env = gymnasium.make("pokeforge/duel-v1", opponents=["random"])
    obs, _ = env.reset(seed=0)
    assert obs["action_mask"].shape == (8,)


def test_one_agent_object_given_for_several_seats_plays_each_as_its_own_copy() -> None:
    from pokeforge.agents import make_agent

    given = make_agent("random", seed=1)
    before = given.rng.to_json()
    env = gymnasium_env("duel", opponents=[given], seats=3)
    env.reset(seed=1)
    assert env.opponents[1] is not env.opponents[2]
    assert given not in env.opponents.values()
    after = given.rng.to_json()
    assert after == before  # the caller's agent is left as it was


def test_human_render_draws_the_first_position_on_reset(capsys: pytest.CaptureFixture[str]) -> None:
    from pokeforge.envs import parallel_env

    for make in (
        lambda: pettingzoo_env("duel", render_mode="human"),
        lambda: parallel_env("duel", render_mode="human"),
        lambda: gymnasium_env("duel", opponents=["random"], render_mode="human"),
    ):
        capsys.readouterr()
        make().reset(seed=2)
        assert capsys.readouterr().out.strip()
