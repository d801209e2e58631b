"""Movement (OVERVIEW: On your turn, Villages; ULTRA BURST: Distortion Gates)."""

from __future__ import annotations

import pytest
from region_builders import find, small_region, with_change

from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh.region import Region
from pokeforge.games.sinnoh.rules.movement import (
    CLOSED_GATES,
    OPEN_GATES,
    StepRules,
    can_step,
    fly_targets,
    full_elevations,
    move_budget,
    path_cost,
    reachable,
    shortest_path,
    turns_needed,
)


def strip(**elevations: float) -> Region:
    def change(d: dict[str, object]) -> None:
        for at, e in elevations.items():
            find(d, "at", at.replace("_", ",").replace("m", "-")).update(elevation=e)

    return Region(with_change(change), "strip.json")


def test_three_moves_a_turn_and_one_more_per_shard_and_bonus() -> None:
    assert move_budget(0) == 3
    assert move_budget(3) == 6
    assert move_budget(2, bonus=1 + 3) == 9  # a God's Follower with a Zesty Stew
    with pytest.raises(ValueError):
        move_budget(-1)


def test_a_full_elevation_is_a_whole_step_of_difference() -> None:
    assert full_elevations(1, 2.5) == 1
    assert full_elevations(3, 1) == 2
    assert full_elevations(0.5, 2.5) == 2


def test_never_onto_a_tile_two_or_more_elevations_higher_or_lower() -> None:
    region = strip(**{"1_0": 3, "2_0": 1.5})
    a, up, mid = Hex(0, 0), Hex(1, 0), Hex(2, 0)
    assert not can_step(region, a, up)  # 1 -> 3 climbs two
    assert not can_step(region, up, a)  # 3 -> 1 drops two
    assert can_step(region, mid, up)  # 1.5 -> 3 is one full elevation
    assert can_step(region, a, up, StepRules(ignore_elevation=True))
    assert can_step(region, up, a, StepRules(descend_freely=True))
    assert not can_step(region, a, up, StepRules(descend_freely=True))


def test_only_adjacent_tiles_of_one_area_are_steps() -> None:
    region = Region(small_region(), "s.json")
    assert not can_step(region, Hex(0, 0), Hex(2, 0))
    assert not can_step(region, Hex(9, 0), Hex(20, 0))


def test_reachable_tiles_respect_the_move_budget_with_paths() -> None:
    region = Region(small_region(), "s.json")
    got = reachable(region, Hex(0, 0), 3)
    assert Hex(3, 0) in got and Hex(4, 0) not in got
    assert got[Hex(3, 0)] == (Hex(0, 0), Hex(1, 0), Hex(2, 0), Hex(3, 0))
    assert got[Hex(0, 0)] == (Hex(0, 0),)
    assert all(len(p) - 1 <= 3 for p in got.values())
    assert set(reachable(region, Hex(0, 0), 0)) == {Hex(0, 0)}


def test_a_cliff_is_walked_around() -> None:
    # a wall of elevation 3 over q=2 in rows 0 and 1: the way round is through row 2
    region = strip(**{"2_0": 3, "2_1": 3})
    path = shortest_path(region, Hex(0, 0), Hex(3, 0))
    assert path is not None and Hex(2, 0) not in path and Hex(2, 1) not in path
    assert len(path) - 1 > 3
    assert Hex(3, 0) not in reachable(region, Hex(0, 0), 3)


def test_an_unreachable_tile_has_no_path() -> None:
    region = strip(**{"2_0": 3, "2_1": 3, "1_2": 3, "2_2": 3})
    assert shortest_path(region, Hex(0, 0), Hex(9, 0)) is None
    assert shortest_path(region, Hex(0, 0), Hex(20, 0)) is None


def test_distortion_gates_link_at_no_move_cost_when_open() -> None:
    region = Region(small_region(), "s.json")
    got = reachable(region, Hex(7, 0), 1, OPEN_GATES)
    assert got[Hex(22, 0)] == (Hex(7, 0), Hex(8, 0), Hex(22, 0))
    assert Hex(21, 0) not in got
    assert Hex(21, 0) in reachable(region, Hex(7, 0), 2, OPEN_GATES)
    assert Hex(22, 0) not in reachable(region, Hex(7, 0), 5, CLOSED_GATES)
    assert path_cost(region, [Hex(8, 0), Hex(22, 0), Hex(21, 0)], OPEN_GATES) == 1


def test_a_chosen_path_is_checked_and_costed() -> None:
    region = strip(**{"1_0": 3})
    assert path_cost(region, [Hex(0, 0), Hex(0, 1), Hex(1, 1)]) == 2
    with pytest.raises(ValueError, match="cannot move"):
        path_cost(region, [Hex(0, 0), Hex(1, 0)])
    with pytest.raises(ValueError):
        path_cost(region, [Hex(0, 0), Hex(2, 0)])


def test_turns_needed() -> None:
    assert turns_needed(7, 3) == 3
    assert turns_needed(6, 3) == 2
    assert turns_needed(0, 3) == 0


def test_fly_only_between_villages_free_of_grunts() -> None:
    region = Region(small_region(), "s.json")
    home, away = region.places["home"].at, region.places["away"].at
    assert fly_targets(region, home) == ("away",)
    assert fly_targets(region, away) == ("home",)
    assert fly_targets(region, home, grunt_villages={"home"}) == ()
    assert fly_targets(region, home, grunt_villages={"away"}) == ()
    assert fly_targets(region, Hex(4, 0)) == ()
    assert fly_targets(region, Hex(4, 0), from_anywhere=True) == ("home", "away")
    assert fly_targets(region, Hex(4, 0), {"away"}, from_anywhere=True) == ("home",)
