"""The greedy agent's evaluation of a tactics position (a heuristic, not a rule)."""

from __future__ import annotations

from tactics_builders import mon, position

from pokeforge.games.tactics import GAME


def test_the_evaluation_is_symmetric_between_the_seats() -> None:
    st = position({"Onix": "e1", "Raichu": "a1"}, {"Kadabra": "e9", "Tauros": "a9"})
    assert GAME.evaluate(st, 0) == -GAME.evaluate(st, 1)


def test_more_hp_and_fewer_knocked_out_pokemon_are_better() -> None:
    st = position({"Onix": "e1"}, {"Kadabra": "e9"})
    before = GAME.evaluate(st, 0)
    mon(st, "Kadabra").hp -= 30
    assert GAME.evaluate(st, 0) == before + 30
    mon(st, "Kadabra").out = True
    assert GAME.evaluate(st, 0) > before + 100


def test_harmful_tokens_count_against_their_holder_and_helpful_ones_for_it() -> None:
    st = position({"Onix": "e1"}, {"Kadabra": "e9"})
    base = GAME.evaluate(st, 0)
    mon(st, "Kadabra").tokens["poison"] = 1
    poisoned = GAME.evaluate(st, 0)
    assert poisoned > base
    mon(st, "Onix").tokens["substitute"] = 1
    assert GAME.evaluate(st, 0) > poisoned


def test_a_melee_attacker_is_better_placed_next_to_an_opponent_than_far_from_it() -> None:
    far = position({"Tauros": "e1"}, {"Kadabra": "e9"})
    near = position({"Tauros": "e8"}, {"Kadabra": "e9"})
    assert GAME.evaluate(near, 0) > GAME.evaluate(far, 0)


def test_a_ranged_attacker_is_not_pulled_towards_the_opponent() -> None:
    far = position({"Cubone": "e1"}, {"Kadabra": "e9"})
    near = position({"Cubone": "e7"}, {"Kadabra": "e9"})
    assert GAME.evaluate(near, 0) == GAME.evaluate(far, 0)
