"""The rulebook's BATTLING FAQ and the battle answers of its GENERAL FAQ, one test per answer
(forced or scripted dice)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.core.outcome import Termination
from pokeforge.games.sinnoh.actions import Action


def test_attack_damage_is_dice_plus_type_bonus_plus_the_moves_extra_damage() -> None:
    st = start("Snorlax", "Leafeon")
    ctx = hit(st, "Leaf Blade", (1, 2, 1), side=1)  # 0 + 2 + (2 + 1 for the critical effect)
    assert ctx.dice_total == 5 and ctx.type_bonus == 0 and ctx.dealt == 5
    st2 = start("Flareon", "Leafeon")
    ctx = hit(st2, "Fire Blast", (2, 2, 1))  # the worked example: 4 + 2
    assert ctx.dealt == 6


def test_double_damage_is_doubled_before_burn_is_applied() -> None:
    st = start("Gengar", "Blissey")
    st.sides[1].party[0].statuses = ["paralysed"]
    st.sides[0].party[0].statuses = ["burned"]
    # Hex against a Pokémon with a status: ghost vs normal −4: (6 − 4) × 2 = 4, −2 Burned = 2
    assert hit(st, "Hex", (0, 4, 1)).dealt == 2


def test_damage_and_healing_of_a_turn_are_applied_together() -> None:
    st = start("Beautifly", "Snorlax")
    beautifly = st.sides[0].party[0]
    beautifly.damage = beautifly.max_health - 2  # 2 health left
    beautifly.statuses = ["confused"]
    beautifly.last_move = "Giga Drain"
    # repeating the move while Confused costs 3; Giga Drain heals half of 6 = 3 at the same time
    ctx = hit(st, "Giga Drain", (0, 2, 2))
    assert ctx.dealt == 6 and ctx.dmg_user == 3 and ctx.heal_user == 3
    assert beautifly.damage == beautifly.max_health - 2


def test_type_effectiveness_and_extra_damage_apply_even_when_the_dice_deal_nothing() -> None:
    st = start("Flareon", "Leafeon")
    assert hit(st, "Fire Blast", (5, 0, 0)).dealt == 2
    st2 = start("Snorlax", "Blissey")
    st2.sides[0].party[0].statuses = []
    assert hit(st2, "Venoshock", (3, 0, 0)).dealt == 0  # no status on Blissey: no bonus


def test_when_both_trainers_pokemon_faint_together_the_initiator_sends_first() -> None:
    st = start("Snorlax+Double-Edge,Blissey", "Bidoof,Chansey")
    st.sides[0].party[0].damage = 8
    script(st, crits=3)  # Double-Edge: 12 damage to Bidoof, 6 recoil to Snorlax (4 left)
    use(st, 1)
    assert st.sides[0].party[0].fainted and st.sides[1].party[0].fainted
    assert st.phase == "send" and st.actor == 0
    st.apply(0, Action("send", 1))
    assert st.phase == "send" and st.actor == 1


def test_initiative_is_rechecked_and_the_turn_order_reset_after_a_faint() -> None:
    st = start("Snorlax", "Bidoof,Chansey")
    script(st, crits=4)  # Snorlax (7) faints Bidoof on its own turn
    use(st)
    st.apply(1, Action("send", 1))
    assert st.phase == "attack" and st.actor == 0  # Snorlax 7 vs Chansey 4: Snorlax again


def test_dice_added_by_effects_count_for_the_effect_of_the_attack() -> None:
    st = start("Piplup", "Blissey")
    # Bubble Beam: the next attack roll against the target gains 2 status symbols
    hit(st, "Bubble Beam", (3, 0, 0))
    ctx = hit(st, "Blizzard", (0, 5, 0))  # Frozen on 2 or more status symbols
    assert ctx.counts[0] == 2 and st.sides[1].party[0].statuses == ["frozen"]


def test_attack_strength_is_at_least_1_and_at_most_9() -> None:
    st = start("Pachirisu@swiftness_sash", "Blissey")
    assert hit(st, "Nuzzle", (0, 0, 0)).strength == 1  # 1 − 1 (Sash): still 1
    st2 = start("Bronzong@choice_band", "Blissey")
    # Heavy Slam: half of Blissey's 14 is 7, the effect's maximum 5; the Choice Band still adds 1
    assert hit(st2, "Heavy Slam", (0, 0, 0)).strength == 5 + 1
    st2.sides[1].party[0].statuses = ["frozen"]
    assert hit(st2, "Prismatic Laser", (0, 0, 0)).strength == 9  # 7 + 2 + 1, at most 9


def test_the_effect_of_a_move_does_not_stack_with_itself() -> None:
    st = start("Klefki", "Blissey")
    hit(st, "Fairy Lock", (3, 0, 0))
    hit(st, "Fairy Lock", (3, 0, 0))
    assert len(st.sides[0].party[0].lasting) == 1


def test_battle_fatigue_then_exhaustion_ends_a_battle_nobody_can_win() -> None:
    st = start("Snorlax", "Blissey", exhaustion=10)
    snorlax, blissey = st.sides[0].party[0], st.sides[1].party[0]
    for turn in range(10):
        script(st, status=4 if st.actor == 0 else 5)  # Body Slam 4 dice, Double-Edge 5
        use(st)
        if turn == 8:
            assert st.outcome is None
            assert snorlax.fatigue == 5 and blissey.fatigue == 4
    assert snorlax.fainted and blissey.fainted
    assert st.outcome is not None and st.outcome.termination == Termination.MUTUAL_KNOCKOUT


def test_after_a_wild_pokemon_defeats_yours_you_send_another_only_if_it_cannot_flee() -> None:
    st = start("Bidoof,Snorlax", opponent="wild", wild="Snorlax")
    st.sides[0].party[0].damage = 0
    st.sides[1].party[0].trapped = True  # as after Imprison or Anchor Shot
    script(st, status=2)  # Bidoof's Tackle
    script(st, crits=4)  # the wild Snorlax's Body Slam: Bidoof faints
    use(st)
    assert st.outcome is None and st.phase == "send" and st.actor == 0
    st2 = start("Bidoof,Snorlax", opponent="wild", wild="Snorlax")
    st2.sides[0].party[0].damage = 0
    st2.sides[1].party[0].statuses = ["frozen"]  # Frozen: may not flee either
    script(st2, status=2)
    script(st2, crits=4)
    use(st2)
    assert st2.outcome is None and st2.phase == "send"
