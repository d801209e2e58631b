"""Prism Armour: Necrozma and the Ultra Beasts take less damage per turn (forced dice)."""

from __future__ import annotations

from sinnoh_builders import hit, start

from pokeforge.games.sinnoh.rules.battle import end_turn


def test_necrozma_starts_with_nine_tokens_and_takes_four_less_per_turn() -> None:
    st = start("Snorlax", opponent="wild", wild="Necrozma")
    necrozma = st.sides[1].party[0]
    assert st.prism == [0, 9]
    before = necrozma.damage
    assert hit(st, "Slash", (0, 2, 2)).dealt == 8 - 4
    # the budget is per turn: a second attack in the same turn (a second move) is not reduced
    assert hit(st, "Slash", (0, 2, 2)).dealt == 8
    st.turns += 1
    assert hit(st, "Slash", (0, 2, 0)).dealt == 0  # 2 damage, 4 of armour
    assert hit(st, "Slash", (0, 2, 0)).dealt == 0  # 2 more: still within this turn's 4
    assert hit(st, "Slash", (0, 2, 0)).dealt == 2
    assert necrozma.damage == before + 4 + 8 + 2


def test_double_damage_then_burn_then_prism_armour() -> None:
    st = start("Gengar", opponent="wild", wild="Necrozma")
    st.sides[1].party[0].statuses = ["poisoned"]
    st.sides[0].party[0].statuses = ["burned"]
    # Hex (ghost vs psychic +2) against a Pokémon with a status: (3 + 2) × 2 = 10, −2 Burned = 8,
    # −4 Prism Armour = 4
    assert hit(st, "Hex", (0, 3, 0)).dealt == 4


def test_multi_attack_ignores_prism_armour() -> None:
    st = start("Silvally", opponent="wild", wild="Necrozma")
    assert hit(st, "Multi-Attack", (0, 3, 0), option="type=fire").dealt == 3


def test_its_own_damage_is_reduced_on_its_turns() -> None:
    st = start("Snorlax", opponent="wild", wild="Necrozma")
    necrozma = st.sides[1].party[0]
    necrozma.statuses = ["poisoned"]
    necrozma.damage = 3
    st.turns += 1
    end_turn(st, 1, [])
    assert necrozma.damage == 3  # 2 Poison damage, 4 of armour
    necrozma.fatigue = 5
    st.turns += 1
    ctx = hit(st, "Prismatic Laser", (0, 0, 0), side=1)
    assert ctx.fatigue_hit == 3 and necrozma.damage == 3  # fatigue damage within the armour


def test_the_tokens_are_a_parameter_and_ultra_beasts_start_without() -> None:
    st = start("Snorlax", opponent="wild", wild="Necrozma", prism_armour=3)
    assert st.prism == [0, 3] and hit(st, "Slash", (0, 4, 0)).dealt == 4 - 1
    st2 = start("Snorlax", opponent="wild", wild="Nihilego")
    st2.sides[0].party[0].statuses = []  # whatever Nihilego's first move inflicted (Neurotoxin)
    assert st2.prism == [0, 0] and hit(st2, "Slash", (0, 4, 0)).dealt == 4 - 2  # rock: −2
    st3 = start("Snorlax", opponent="wild", wild="Nihilego", prism_armour=4)
    assert hit(st3, "Slash", (0, 4, 0)).dealt == 4 - 2 - 2
