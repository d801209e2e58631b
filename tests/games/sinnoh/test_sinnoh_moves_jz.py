"""Moves J–Z re-read against the designers' text (docs/rules/sinnoh.md, "Audit: moves J–Z
re-read"): the sentences whose engine reading was in doubt, pinned by behaviour."""

from __future__ import annotations

from sinnoh_builders import hit, start


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
