"""``pokeforge odds sinnoh attack``: the knock-out chance counts every way an attack knocks the
target out, not only damage reaching its health."""

from __future__ import annotations

from fractions import Fraction

from pokeforge.games.sinnoh.odds import attack_distribution


def _chance(result: dict[str, object], at_least: int) -> Fraction:
    exact = result["exact"]
    assert isinstance(exact, dict)
    return sum((Fraction(p) for d, p in exact.items() if int(d) >= at_least), Fraction(0))


def test_shadow_force_knocks_out_a_target_left_with_2_health_or_less() -> None:
    result = attack_distribution("Giratina", "Turtwig", "Shadow Force")
    health = result["defender_health"]
    assert isinstance(health, int)
    by_damage = _chance(result, health)
    with_finish = _chance(result, health - 2)
    assert with_finish > by_damage
    assert result["knockout_exact"] == f"{with_finish.numerator}/{with_finish.denominator}"
    assert result["knockout_probability"] == float(with_finish)


def test_fissure_counts_its_finishing_effect_too() -> None:
    result = attack_distribution("Turtwig+Fissure", "Bidoof", "Fissure")
    health = result["defender_health"]
    assert isinstance(health, int)
    assert result["knockout_probability"] == float(_chance(result, health - 2))


def test_a_plain_attack_knocks_out_when_damage_reaches_health() -> None:
    result = attack_distribution("Snorlax", "Bidoof")
    health = result["defender_health"]
    assert isinstance(health, int)
    assert result["knockout_probability"] == float(_chance(result, health))
