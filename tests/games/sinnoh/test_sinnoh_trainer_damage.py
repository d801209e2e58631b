"""Trainer cards that change an attack's damage: die faces, type effectiveness, Burned, double
damage, finishing, and the damage a side's Pokémon take (scripted dice)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use


def test_lady_luck_and_natural_charisma_change_die_faces() -> None:
    silver = start("Bidoof", "Bidoof", trainer0="Beauty:silver")
    # 2 status symbols at -1, 1 critical hit at 2 + 2
    assert hit(silver, "Tackle", (2, 0, 1)).dealt == -2 + 4
    gold = start("Bidoof", "Bidoof", trainer0="Beauty")
    # Natural Charisma: with a Normal-type move status symbols deal +1 more (0 in all)
    assert hit(gold, "Tackle", (2, 0, 1)).dealt == 0 + 4
    other = start("Bidoof", "Bidoof", trainer1="Beauty")
    assert hit(other, "Tackle", (2, 0, 1)).dealt == 2  # only the Beauty's own rolls


def test_weakness_analysis_adds_to_positive_type_effectiveness_only() -> None:
    st = start("Flareon", "Leafeon,Bidoof", trainer0="Scientist")
    ctx = hit(st, "Fire Blast", (0, 0, 0))
    assert (ctx.type_bonus, ctx.dealt) == (2 + 1, 3)
    st2 = start("Flareon", "Bidoof", trainer0="Scientist")
    assert hit(st2, "Fire Blast", (0, 1, 0)).type_bonus == 0


def test_fighting_spirit_turns_burned_into_plus_two_for_fighting_types() -> None:
    st = start("Croagunk#burned", "Bidoof", trainer0="Black Belt")
    assert hit(st, "Revenge", (0, 2, 0)).dealt == 2 + 2 + 2  # dice, super effective, Burned
    plain = start("Croagunk#burned", "Bidoof")
    assert hit(plain, "Revenge", (0, 2, 0)).dealt == 2 + 2 - 2


def test_opportune_strike_doubles_only_the_first_attack_against_a_wild_pokemon() -> None:
    st = start("Heracross", opponent="wild", wild="Bidoof", trainer0="Essentia")
    assert hit(st, "Megahorn", (0, 2, 0)).dealt == 4
    assert hit(st, "Megahorn", (0, 2, 0)).dealt == 2
    moved = start("Heracross", opponent="wild", wild="Bidoof", trainer0="Essentia", moved="true")
    assert hit(moved, "Megahorn", (0, 2, 0)).dealt == 2
    trainers = start("Heracross", "Bidoof", trainer0="Essentia")
    assert hit(trainers, "Megahorn", (0, 2, 0)).dealt == 2


def test_judgement_of_arceus_finishes_a_pokemon_with_two_health_or_less() -> None:
    st = start("Bidoof", "Bidoof#damage=2", trainer0="Undivided Acolyte")
    target = st.sides[1].party[0]
    hit(st, "Tackle", (1, 0, 0))  # 0 damage: 3 health left
    assert target.damage == 2
    hit(st, "Tackle", (0, 1, 0))  # 1 damage: 2 left, so it faints
    assert target.damage >= target.max_health


def test_intimidating_posture_then_protective_caps() -> None:
    st = start("Heracross", "Houndour", trainer1="Delinquent")
    assert hit(st, "Megahorn", (0, 4, 0)).dealt == 4 - 2
    cap = start("Heracross", "Bidoof,Buneary", trainer1="Poké Fan:silver")
    assert hit(cap, "Megahorn", (0, 2, 3)).dealt == 3  # Cute Charm: a Weak Pokémon
    gear = start("Heracross", "Heracross", trainer1="Roller Skater")
    assert hit(gear, "Megahorn", (0, 2, 3)).dealt == 6  # Protective Gear: 8 becomes 6


def test_evasive_manoeuvres_ignores_small_attacks_on_flying_types() -> None:
    st = start("Bidoof", "Starly", trainer1="Bird Keeper")
    assert hit(st, "Tackle", (0, 2, 0)).dealt == 0
    assert hit(st, "Tackle", (0, 3, 0)).dealt == 3
    ground = start("Bidoof", "Bidoof", trainer1="Bird Keeper")
    assert hit(ground, "Tackle", (0, 2, 0)).dealt == 2


def test_desolate_land_shields_fire_types_on_both_sides() -> None:
    st = start("Bidoof", "Vulpix", trainer0="Team Magma")
    assert hit(st, "Tackle", (0, 3, 0)).dealt == 3 - 1


def test_natural_remedy_heals_half_the_damage_dealt_rounded_up() -> None:
    st = start("Togepi#damage=4", "Bidoof", trainer0="Aroma Lady")
    togepi = st.sides[0].party[0]
    hit(st, "Draining Kiss", (0, 3, 0))  # Draining Kiss heals 1, Natural Remedy 2 of 3
    assert togepi.damage == 4 - 1 - 2


def test_wishing_star_and_day_dreamer_heal_more() -> None:
    st = start("Togepi#drowsy#damage=5", "Bidoof", trainer0="Fairy Tale Girl")
    togepi = st.sides[0].party[0]
    ctx = hit(st, "Draining Kiss", (0, 2, 0))
    assert ctx.counts[1] == 2  # Drowsy no longer turns a regular hit into a status symbol
    assert togepi.damage == 5 - (1 + 1)  # Draining Kiss heals 1, Wishing Star 1 more
    togepi.damage = 5
    st.sides[1].party[0].damage = 0  # Bidoof stays in
    script(st, hits=2)
    use(st)  # then, at the end of its turn, Drowsy heals 1 (+1 Wishing Star)
    assert togepi.damage == 5 - 2 - 2
