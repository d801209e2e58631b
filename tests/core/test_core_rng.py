"""core.rng: determinism, scripting, serialisation and ranges."""

from __future__ import annotations

from collections import Counter

import pytest

from pokeforge.core import Rng


def test_the_same_seed_gives_the_same_sequence() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]


def test_different_seeds_give_different_sequences() -> None:
    a, b = Rng(1), Rng(2)
    assert [a.below(1 << 30) for _ in range(10)] != [b.below(1 << 30) for _ in range(10)]


def test_below_stays_in_range_and_reaches_every_value() -> None:
    rng = Rng(7)
    seen = Counter(rng.below(5) for _ in range(2000))
    assert set(seen) == {0, 1, 2, 3, 4}
    assert all(300 < n < 500 for n in seen.values())


def test_dice_show_faces_one_to_sides() -> None:
    rng = Rng(3)
    assert {rng.d6() for _ in range(500)} == {1, 2, 3, 4, 5, 6}
    assert {rng.die(3) for _ in range(200)} == {1, 2, 3}


def test_below_refuses_a_non_positive_bound() -> None:
    with pytest.raises(ValueError):
        Rng(0).below(0)


def test_scripted_dice_come_first_then_the_generator_continues() -> None:
    rng, plain = Rng(5), Rng(5)
    rng.script_dice(6, 1, 4)
    assert rng.scripted_left == 3
    assert [rng.d6(), rng.d6(), rng.d6()] == [6, 1, 4]
    assert rng.scripted_left == 0
    assert rng.d6() == plain.d6()


def test_scripted_values_are_results_of_below_and_choice() -> None:
    rng = Rng(0)
    rng.script(2, 0)
    assert rng.choice(["a", "b", "c"]) == "c"
    assert rng.below(10) == 0


def test_a_scripted_value_out_of_range_is_an_error() -> None:
    rng = Rng(0)
    rng.script_dice(7)
    with pytest.raises(ValueError, match="outside"):
        rng.d6()


def test_json_round_trip_continues_identically_with_the_script() -> None:
    rng = Rng(11)
    rng.below(100)
    rng.script_dice(2)
    back = Rng.from_json(rng.to_json())
    assert [back.d6() for _ in range(20)] == [rng.d6() for _ in range(20)]


def test_a_copy_is_independent() -> None:
    rng = Rng(9)
    copy = rng.copy()
    first = [copy.below(100) for _ in range(5)]
    assert [rng.below(100) for _ in range(5)] == first
    copy.below(100)
    assert rng.to_json() != copy.to_json()


def test_reseed_forgets_the_future_and_the_script() -> None:
    rng = Rng(1)
    rng.script_dice(3)
    rng.reseed(99)
    assert rng.scripted_left == 0
    assert rng.to_json() == Rng(99).to_json()


def test_shuffle_and_sample_keep_the_items() -> None:
    rng = Rng(4)
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))
    picked = rng.sample(range(10), 4)
    assert len(set(picked)) == 4 and set(picked) <= set(range(10))
    with pytest.raises(ValueError):
        rng.sample(range(3), 4)


def test_random_floats_lie_in_the_unit_interval() -> None:
    rng = Rng(8)
    values = [rng.random() for _ in range(1000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert 0.4 < sum(values) / len(values) < 0.6
