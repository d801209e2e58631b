"""Moves A–I re-read against the designers' text (docs/rules/sinnoh.md: "Audit: moves A–I
re-read"): the behaviour each sentence asks for, with forced dice (status, hits, crits)."""

from __future__ import annotations

from sinnoh_builders import hit, start

from pokeforge.games.sinnoh.rules import legal
from pokeforge.games.sinnoh.rules.battle import leave


def test_a_mark_does_not_stack_with_itself() -> None:
    # Aurora Beam: "When the target next attacks, remove 1 regular hit from the roll"; FAQ: the
    # effect of a move does not stack with itself
    st = start("Snorlax", "Blissey")
    hit(st, "Aurora Beam", (3, 0, 0))
    hit(st, "Aurora Beam", (3, 0, 0))
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 1  # one hit removed, not two


def test_marks_of_different_moves_still_add_up() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Aurora Beam", (3, 0, 0))
    hit(st, "Wing Attack", (3, 0, 0))  # another move: its regular hit is removed too
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 0


def test_a_mark_on_the_user_does_not_stack_with_itself() -> None:
    # Conversion 2: "When the user is next attacked, remove 2 regular hits from the roll"
    st = start("Snorlax", "Blissey")
    hit(st, "Conversion 2", (3, 0, 0))
    hit(st, "Conversion 2", (3, 0, 0))  # the opponent has not attacked in between
    assert hit(st, "Tackle", (0, 3, 0), side=1).dealt == 1


def test_attack_order_needs_another_non_fainted_bug() -> None:
    st = start("Kricketune,Kricketot,Snorlax", "Blissey")
    assert hit(st, "Attack Order", (0, 1, 0)).dealt == 1 + 2  # bug vs normal ±0, +2
    st.sides[0].party[1].damage = 99
    st.sides[0].party[1].fainted = True
    assert hit(st, "Attack Order", (0, 1, 0)).dealt == 1  # the user itself does not count


def test_close_combat_this_attack_and_when_the_user_is_next_attacked() -> None:
    st = start("Snorlax", "Blissey")
    # fighting vs normal +2; status symbols 0 + 1
    assert hit(st, "Close Combat", (2, 0, 0)).dealt == 2 + 2
    # Swift: status symbols +1 of its own, +1 from the mark
    assert hit(st, "Swift", (2, 0, 0), side=1).dealt == 4
    assert hit(st, "Swift", (2, 0, 0), side=1).dealt == 2  # only that once


def test_dazzling_gleam_lowers_the_targets_next_attack_status_symbols() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Dazzling Gleam", (0, 0, 0))
    assert hit(st, "Aura Sphere", (2, 0, 0), side=1).dealt == 2 + 0  # +1 − 1; fighting +2
    assert hit(st, "Aura Sphere", (2, 0, 0), side=1).dealt == 2 + 2


def test_disguise_only_when_not_used_last_turn() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Disguise", (0, 0, 0))
    assert hit(st, "Slash", (0, 0, 3), side=1).dealt == 1  # at most 1 damage
    hit(st, "Disguise", (0, 0, 0))  # used last turn: no protection
    assert hit(st, "Slash", (0, 0, 3), side=1).dealt == 9


def test_calm_mind_deals_the_current_fatigue_then_resets_it() -> None:
    st = start("Snorlax", "Blissey")
    snorlax = st.sides[0].party[0]
    snorlax.fatigue = 2
    # this roll is the third in a row: fatigue 3 when the damage is summed (psychic vs normal ±0)
    assert hit(st, "Calm Mind", (0, 1, 0)).dealt == 1 + 3
    assert snorlax.fatigue == 0


def test_coil_tires_and_traps_the_target() -> None:
    st = start("Snorlax", "Blissey,Snorlax")
    hit(st, "Coil", (0, 0, 0))
    blissey = st.sides[1].party[0]
    assert blissey.fatigue == 3 and blissey.trapped
    assert not legal.can_leave(st, 1)


def test_fissure_faints_the_target_at_two_or_less_health_after_the_attack() -> None:
    st = start("Snorlax", "Blissey")
    blissey = st.sides[1].party[0]
    blissey.damage = blissey.max_health - 3 - 1  # 1 damage (ground vs normal ±0) leaves 3
    hit(st, "Fissure", (0, 1, 0))
    assert blissey.health_left == 3
    hit(st, "Fissure", (0, 1, 0))  # leaves 2: faints
    assert blissey.health_left <= 0


def test_frigid_ice_freezes_the_attacker_until_the_user_switches_out() -> None:
    st = start("Snorlax,Blissey", "Blissey")
    hit(st, "Frigid Ice", (0, 0, 0))
    hit(st, "Tackle", (0, 1, 0), side=1)
    assert st.sides[1].party[0].statuses == ["frozen"]


def test_high_jump_kick_against_flying_and_its_recoil() -> None:
    st = start("Snorlax", "Staraptor")
    ctx = hit(st, "High Jump Kick", (2, 1, 0))
    # fighting vs normal/flying: +2 − 2 = 0; 1 hit + 4 extra; 2 status symbols: 2 to the user
    assert ctx.dealt == 1 + 4
    assert st.sides[0].party[0].damage == 2


def test_barb_barrage_doubles_only_when_already_poisoned() -> None:
    st = start("Snorlax", "Blissey")
    assert hit(st, "Barb Barrage", (0, 2, 0)).dealt == 2  # poisoned by this move: not doubled
    assert hit(st, "Barb Barrage", (0, 2, 0)).dealt == 4


def test_draining_kiss_heals_the_user_and_makes_the_target_drowsy() -> None:
    st = start("Snorlax", "Blissey")
    st.sides[0].party[0].damage = 3
    hit(st, "Draining Kiss", (0, 0, 0))
    assert st.sides[0].party[0].damage == 2
    assert st.sides[1].party[0].statuses == ["drowsy"]


def test_avalanche_inflicts_both_statuses_each_with_its_immunity() -> None:
    st = start("Snorlax", "Glaceon")
    hit(st, "Avalanche", (0, 0, 0))
    assert st.sides[1].party[0].statuses == ["paralysed"]  # Ice is immune to Frozen only


def test_imprison_locks_the_form() -> None:
    st = start("Snorlax", "Cherrim")
    hit(st, "Imprison", (0, 0, 0))
    hit(st, "Gather Sunlight", (0, 0, 0), side=1)
    cherrim = st.sides[1].party[0]
    assert st.content.cards[cherrim.card].form == "Overcast Form"
    assert cherrim.trapped


def test_eternal_glade_keeps_lasting_effects_after_switching_out() -> None:
    st = start("Snorlax,Blissey", "Blissey")
    hit(st, "Bulk Up", (0, 0, 0))
    hit(st, "Eternal Glade", (0, 0, 0))
    hit(st, "Fiery Dance", (0, 0, 0))  # after Eternal Glade: ends on switching out
    snorlax = st.sides[0].party[0]
    leave(st, snorlax)
    assert [x["move"] for x in snorlax.lasting] == ["Bulk Up"]


def test_fairy_lock_blocks_both_sides_effect_switches() -> None:
    st = start("Snorlax,Blissey", "Blissey,Snorlax")
    hit(st, "Fairy Lock", (0, 0, 0))
    assert legal.effect_switch_blocked(st)


def test_until_switched_out_dice_start_with_the_next_attack() -> None:
    # Bulk Up: "Until the user switches out: Add 2 regular hits to your attack rolls" (reading:
    # from the next roll on; Close Combat says "during this attack and" when it means this one)
    st = start("Snorlax", "Blissey")
    assert hit(st, "Bulk Up", (0, 1, 0)).dealt == 1 + 2  # fighting vs normal +2
    assert hit(st, "Tackle", (0, 1, 0)).dealt == 3


def test_ancient_power_adds_a_critical_hit_and_a_status_symbol() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Ancient Power", (0, 0, 0))
    assert hit(st, "Tackle", (0, 0, 0)).dealt == 0 + 2  # 1 status symbol (0) + 1 crit (2)
    hit(st, "Conversion", (0, 0, 0))  # another move: the same dice again
    assert hit(st, "Tackle", (0, 0, 0)).dealt == 4


def test_bubble_beam_then_blizzard_freezes() -> None:
    # FAQ: dice added by an effect count for the next attack's effect
    st = start("Snorlax", "Blissey")
    hit(st, "Bubble Beam", (0, 0, 0))
    hit(st, "Blizzard", (0, 0, 0))
    assert st.sides[1].party[0].statuses == ["frozen"]


def test_chest_thump_hurts_the_user_and_changes_form_if_possible() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Chest Thump", (0, 0, 0))
    assert st.sides[0].party[0].damage == 2  # Snorlax has no Zen Form: ignored


def test_chest_thump_changes_darmanitan_to_zen_form() -> None:
    st = start("Darmanitan", "Blissey")
    hit(st, "Chest Thump", (0, 0, 0))
    darmanitan = st.sides[0].party[0]
    assert st.content.cards[darmanitan.card].form == "Zen Form" and darmanitan.damage == 2


def test_electro_wheel_paralyses_on_a_status_symbol_and_makes_morpeko_hangry() -> None:
    st = start("Morpeko", "Blissey")
    hit(st, "Electro Wheel", (0, 1, 0))
    assert st.sides[1].party[0].statuses == []
    morpeko = st.sides[0].party[0]
    assert st.content.cards[morpeko.card].form == "Hangry Form"
    hit(st, "Electro Wheel", (1, 0, 0))
    assert st.sides[1].party[0].statuses == ["paralysed"]
