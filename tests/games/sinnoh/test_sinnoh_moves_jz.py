"""Moves J–Z re-read against the designers' text (docs/rules/sinnoh.md, "Audit: moves J–Z
re-read"): the sentences whose engine reading was in doubt, pinned by behaviour."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use


def test_a_mark_of_a_move_does_not_stack_with_itself() -> None:
    # FAQ: "Can the effect of a move stack with itself? No." Tackle twice: the target's next
    # attack loses 1 regular hit, not 2; Tackle then Water Gun (two moves) lose 2
    st = start("Snorlax", "Blissey")
    hit(st, "Tackle", (3, 0, 0))
    hit(st, "Tackle", (3, 0, 0))
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 1
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 2  # used up
    hit(st, "Peck", (3, 0, 0))
    hit(st, "Peck", (3, 0, 0))  # when the target is next attacked, add 1 critical hit
    assert hit(st, "Tackle", (0, 0, 0)).dealt == 2
    hit(st, "Tackle", (3, 0, 0))
    hit(st, "Water Gun", (3, 0, 0))  # another move: its mark counts as well
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 0


def test_sunraze_and_moonraze_double_only_when_the_status_was_there_before() -> None:
    st = start("Snorlax", "Blissey")
    assert hit(st, "Searing Sunraze", (0, 3, 0)).dealt == 3  # steel vs normal: Burned now
    assert st.sides[1].party[0].statuses == ["burned"]
    assert hit(st, "Searing Sunraze", (0, 3, 0)).dealt == 6  # already Burned: double


def test_zen_restoration_heals_only_when_the_user_has_just_become_drowsy() -> None:
    st = start("Snorlax", "Blissey")
    user = st.sides[0].party[0]
    user.damage = 7
    hit(st, "Zen Restoration", (0, 0, 0))
    assert user.statuses == ["drowsy"] and user.damage == 1
    user.damage = 7
    hit(st, "Zen Restoration", (0, 0, 0))  # already Drowsy: it did not just become so
    assert user.damage == 7


def test_tempered_steel_makes_the_user_immune_until_it_switches_out() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Tempered Steel", (0, 0, 0))
    hit(st, "Thunder Shock", (0, 0, 0), side=1)
    assert st.sides[0].party[0].statuses == []


def test_shell_trap_hurts_the_next_attacker_only_if_it_rolls_a_critical_hit() -> None:
    st = start("Snorlax", "Blissey")
    foe = st.sides[1].party[0]
    hit(st, "Shell Trap", (0, 0, 0))
    hit(st, "Tackle", (0, 1, 0), side=1)
    assert foe.damage == 0  # no critical hit: the mark is used up all the same
    hit(st, "Shell Trap", (0, 0, 0))
    hit(st, "Tackle", (0, 0, 1), side=1)
    assert foe.damage == 5


def test_perish_song_raises_both_fatigues_to_5_and_the_next_roll_costs_3() -> None:
    st = start("Snorlax", "Blissey")
    user, foe = st.sides[0].party[0], st.sides[1].party[0]
    hit(st, "Perish Song", (0, 0, 0))
    assert user.fatigue == 5 and foe.fatigue == 5
    hit(st, "Tackle", (0, 0, 0), side=1)
    assert foe.damage == 3


def test_poison_sting_protects_the_user_and_poisons_the_target() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Poison Sting", (0, 0, 0))
    assert st.sides[1].party[0].statuses == ["poisoned"]
    assert hit(st, "Tackle", (0, 3, 0), side=1).dealt == 1  # 2 regular hits removed


def test_mud_bomb_weakens_the_targets_next_attack_not_the_next_attack_on_it() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Mud Bomb", (0, 0, 0))
    assert hit(st, "Tackle", (2, 2, 0)).dealt == 2  # the user's own next attack: unchanged
    assert hit(st, "Tackle", (2, 2, 0), side=1).dealt == 0  # status symbols deal 0 − 1 each
    assert hit(st, "Tackle", (2, 2, 0), side=1).dealt == 2  # used up


def test_shadow_force_makes_the_target_faint_at_2_or_less_health_left() -> None:
    st = start("Snorlax", "Blissey")
    foe = st.sides[1].party[0]
    foe.damage = foe.max_health - 4
    hit(st, "Shadow Force", (0, 2, 0))  # ghost vs normal: 2 − 4 → 0 damage; 4 left: stays
    assert foe.damage < foe.max_health
    foe.damage = foe.max_health - 2
    hit(st, "Shadow Force", (0, 0, 0))
    assert foe.damage >= foe.max_health


def test_power_plant_adds_a_hit_to_later_rolls_and_heals_at_the_end_of_its_turns() -> None:
    from pokeforge.games.sinnoh.rules.battle import end_turn

    st = start("Xurkitree", "Blissey")
    user = st.sides[0].party[0]
    assert hit(st, "Power Plant", (0, 0, 0)).dealt == 0  # from the next roll on
    assert hit(st, "Tackle", (0, 0, 0)).dealt == 1
    user.damage = 4
    end_turn(st, 0, [])
    assert user.damage == 3


def test_stinging_punch_heals_2_per_critical_hit() -> None:
    st = start("Buzzwole", "Blissey")
    user = st.sides[0].party[0]
    user.damage = 6
    ctx = hit(st, "Stinging Punch", (0, 0, 2))  # crits 2 + 1 each, fighting vs normal +2
    assert ctx.dealt == 8 and user.damage == 2


def test_mind_blown_costs_the_user_3_per_critical_hit() -> None:
    st = start("Blacephalon", "Blissey")
    ctx = hit(st, "Mind Blown", (0, 1, 2))  # 1 + 2 × (2 + 2)
    assert ctx.dealt == 9 and st.sides[0].party[0].damage == 6


def test_lava_plume_needs_another_fire_move() -> None:
    st = start("Magmortar", "Blissey")
    assert hit(st, "Lava Plume", (0, 1, 0)).dealt == 1
    st.sides[0].party[0].moves = ["Lava Plume", "Flamethrower"]
    assert hit(st, "Lava Plume", (0, 1, 0)).dealt == 3


def test_poltergeist_needs_a_held_item_for_its_damage_and_paralysis() -> None:
    st = start("Rotom", "Blissey")
    foe = st.sides[1].party[0]
    ctx = hit(st, "Poltergeist", (0, 0, 0))
    assert ctx.move_extra == 0 and foe.statuses == []
    foe.item = "eviolite"
    ctx = hit(st, "Poltergeist", (0, 0, 0))
    assert ctx.move_extra == 1 and foe.statuses == ["paralysed"]


def test_take_heart_heals_the_users_statuses_and_guards_it() -> None:
    st = start("Manaphy", "Blissey")
    user = st.sides[0].party[0]
    user.statuses = ["burned"]
    hit(st, "Take Heart", (0, 0, 0))
    assert user.statuses == []
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 1


def test_kings_shield_removes_every_hit_of_the_next_attack_and_changes_to_blade_form() -> None:
    st = start("Aegislash", "Blissey")
    hit(st, "King's Shield", (0, 0, 0))
    assert st.content.cards[st.sides[0].party[0].card].form == "Blade Form"
    assert hit(st, "Tackle", (0, 4, 1), side=1).counts == [0, 0, 1]
    assert hit(st, "Tackle", (0, 4, 1), side=1).counts == [0, 4, 1]  # once


def test_leaf_storm_status_symbols_plus_1_now_and_against_the_user_next() -> None:
    st = start("Lilligant", "Blissey")
    assert hit(st, "Leaf Storm", (2, 0, 0)).dealt == 2
    assert hit(st, "Tackle", (2, 0, 0), side=1).dealt == 2
    assert hit(st, "Tackle", (2, 0, 0), side=1).dealt == 0  # once


def test_lunar_blessing_heals_3_and_weakens_status_symbols_against_the_user() -> None:
    st = start("Cresselia", "Blissey")
    user = st.sides[0].party[0]
    user.damage = 5
    hit(st, "Lunar Blessing", (0, 0, 0))
    assert user.damage == 2
    assert hit(st, "Tackle", (1, 3, 0), side=1).dealt == 2


def test_magma_storm_burns_and_traps() -> None:
    st = start("Heatran", "Blissey")
    hit(st, "Magma Storm", (0, 0, 0))
    foe = st.sides[1].party[0]
    assert foe.statuses == ["burned"] and foe.trapped


def test_sacred_swords_dice_cannot_be_changed_by_subtle_manipulation() -> None:
    # "The dice rolled by this attack cannot be replaced or removed by any effect": Kinesis
    # (Psychic) copying Sacred Sword's effect is not offered the Psychic's die change
    st = start("Kadabra", "Bidoof", trainer0="Psychic")
    st.sides[1].party[0].moves = ["Sacred Sword"]
    assert st.actor == 0
    script(st, status=1, hits=2)  # Kinesis: 3 dice
    use(st, 0, "kinesis=Sacred Sword")
    assert st.phase != "adjust"
    assert st.last_roll is not None and st.last_roll["counts"] == [1, 2, 0]  # as rolled


def test_kings_shield_reads_remove_all_regular_hits() -> None:
    from pokeforge.games.sinnoh.words import effects_words

    st = start("Aegislash", "Blissey")
    words = effects_words(st.content.moves["King's Shield"].effects)
    assert words.startswith("When the user is next attacked: remove all regular hits from the roll")


def test_sweet_scent_adds_to_the_next_capture_roll_once() -> None:
    from pokeforge.games.sinnoh.rules.capture import capture_roll

    st = start("Snorlax", opponent="wild", wild="Bidoof")
    mon = st.sides[1].party[0]
    hit(st, "Sweet Scent", (0, 0, 0))
    assert capture_roll(st, mon, [3, 0, 0])[1] == 3  # status symbols deal +1
    assert capture_roll(st, mon, [3, 0, 0])[1] == 0  # used up
