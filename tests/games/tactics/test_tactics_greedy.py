"""The greedy agent in tactics positions where it used to play aimlessly (issue 14): a ranged
attacker that can shoot stays and shoots, keeps its distance, and Focus Energy is not used again
at a full gauge."""

from __future__ import annotations

from tactics_builders import act, legal, mon, position, turn

from pokeforge.agents import GreedyAgent
from pokeforge.games.tactics import GAME


def test_a_ranged_attacker_that_can_shoot_stays_put_rather_than_walking_away() -> None:
    for seed in range(12):
        st = position({"Ivysaur": "a1"}, {"Chansey": "i9", "Kadabra": "e9"})
        turn(st, "Ivysaur")
        assert str(GreedyAgent(seed=seed).choose(st, 0)) == "move a1"


def test_standing_still_with_a_shot_is_worth_more_than_having_moved() -> None:
    st = position({"Wartortle": "a1"}, {"Chansey": "i9"})
    turn(st, "Wartortle")
    moved = st.clone()
    act(st, "move a1")
    act(moved, "move a2")
    assert any(a.startswith("attack Water Gun") for a in legal(st))
    assert GAME.evaluate(st, 0) > GAME.evaluate(moved, 0)


def test_a_ranged_attacker_is_worse_off_next_to_an_opponent() -> None:
    near = position({"Ivysaur": "e8"}, {"Kadabra": "e9"})
    away = position({"Ivysaur": "e5"}, {"Kadabra": "e9"})
    assert GAME.evaluate(away, 0) > GAME.evaluate(near, 0)


def test_focus_energy_is_not_used_again_at_a_full_gauge() -> None:
    for seed in range(12):
        st = position({"Machoke": "a1"}, {"Chansey": "i9"})
        mon(st, "Machoke").gauges["focus_energy"] = 1
        turn(st, "Machoke")
        act(st, "move a1")
        assert set(legal(st)) == {"skip", "attack Focus Energy"}
        assert str(GreedyAgent(seed=seed).choose(st, 0)) == "skip"


def test_focus_energy_is_still_used_at_an_empty_gauge() -> None:
    st = position({"Machoke": "a1"}, {"Chansey": "i9"})
    turn(st, "Machoke")
    act(st, "move a1")
    assert str(GreedyAgent(seed=0).choose(st, 0)) == "attack Focus Energy"


def test_the_search_levels_do_not_consider_focus_energy_at_a_full_gauge_either() -> None:
    from pokeforge.agents import make_agent

    st = position({"Machoke": "a1"}, {"Chansey": "i9"})
    mon(st, "Machoke").gauges["focus_energy"] = 1
    turn(st, "Machoke")
    act(st, "move a1")
    for name in ("easy", "hard"):
        assert str(make_agent(name, 3).choose(st, 0)) == "skip"
