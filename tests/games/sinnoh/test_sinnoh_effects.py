"""Move effects by family, with forced or scripted dice (default die 0,0,1,1,2,2)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.rules import legal


def duel(party0: str = "Snorlax", party1: str = "Blissey", **params: object):  # type: ignore[no-untyped-def]
    return start(party0, party1, **params)


def test_face_bonuses_change_what_each_face_deals() -> None:
    st = duel()
    ctx = hit(st, "Megahorn", (1, 1, 2))  # crits +1, status -1: -1 + 1 + 3 + 3
    assert ctx.dealt == 6


def test_marks_add_or_remove_dice_on_the_next_attack_only() -> None:
    st = duel()
    hit(st, "Bite", (3, 0, 0))  # when the target is next attacked, add 1 regular hit
    assert hit(st, "Slash", (2, 0, 0)).dealt == 1
    assert hit(st, "Slash", (2, 0, 0)).dealt == 0
    hit(st, "Wing Attack", (3, 0, 0))  # the target's next attack loses 1 regular hit
    assert hit(st, "Tackle", (0, 2, 0), side=1).dealt == 1


def test_lasting_effects_add_dice_until_the_user_switches_out() -> None:
    st = duel("Snorlax,Blissey", "Blissey")
    hit(st, "Bulk Up", (2, 0, 0))  # +2 regular hits from now on (fighting vs normal: +2)
    assert hit(st, "Tackle", (2, 0, 0)).dealt == 2
    assert hit(st, "Tackle", (2, 0, 0)).dealt == 2
    hit(st, "Bulk Up", (2, 0, 0))  # does not stack with itself
    assert hit(st, "Tackle", (2, 0, 0)).dealt == 2
    from pokeforge.games.sinnoh.rules.battle import leave

    leave(st, st.sides[0].party[0])
    assert hit(st, "Tackle", (2, 0, 0)).dealt == 0


def test_double_damage_applies_before_burn() -> None:
    st = duel()
    st.sides[1].party[0].statuses = ["poisoned"]
    st.sides[0].party[0].statuses = ["burned"]
    ctx = hit(st, "Hex", (0, 3, 0))  # ghost vs normal −4: (3 − 4) → −1·2 = −2 → −2 burn → 0
    assert ctx.dealt == 0
    st.sides[0].party[0].statuses = []
    assert hit(st, "Venoshock", (0, 3, 0)).dealt == 2 * (3 - 0)  # poison vs normal


def test_recoil_and_drain() -> None:
    st = duel()
    ctx = hit(st, "Double-Edge", (0, 0, 2))  # crits +2: 8 damage; user takes 2 per crit
    assert ctx.dealt == 8 and st.sides[0].party[0].damage == 4
    ctx = hit(st, "Soft-Boiled", (0, 1, 0))  # heal 4
    assert st.sides[0].party[0].damage == 0


def test_drain_heals_half_the_damage_dealt() -> None:
    st = duel("Roserade+Giga Drain")
    st.sides[0].party[0].damage = 4
    ctx = hit(st, "Giga Drain", (0, 3, 1))  # 5 damage to a Normal type
    assert ctx.dealt == 5 and st.sides[0].party[0].damage == 4 - 2


def test_strength_rules() -> None:
    st = duel()
    assert hit(st, "Rollout", (0, 0, 0)).strength == 3
    assert hit(st, "Rollout", (0, 0, 0)).strength == 4
    assert hit(st, "Seismic Toss", (0, 0, 0)).strength == 7  # half of 14, maximum 7
    assert hit(st, "Heavy Slam", (0, 0, 0)).strength == 5  # half of 12 = 6, maximum 5
    assert hit(st, "Nuzzle", (0, 0, 0)).strength == 1
    st.sides[1].party[0].statuses = ["paralysed"]
    assert hit(st, "Nuzzle", (0, 0, 0)).strength == 3
    st.sides[1].party[0].statuses = ["frozen"]
    assert hit(st, "Explosion", (0, 0, 0)).strength == 8  # 6 + 2 (Frozen target)
    assert hit(st, "Prismatic Laser", (0, 0, 0)).strength == 9  # 7 + 2, at most 9


def test_fatigue_effects() -> None:
    st = duel()
    hit(st, "Memento", (3, 0, 0))
    target = st.sides[1].party[0]
    assert target.fatigue == 5
    ctx = hit(st, "Tackle", (2, 0, 0), side=1)  # a fatigued roller takes 3
    assert ctx.dmg_user == 3 and target.damage == 3
    hit(st, "Perish Song", (1, 0, 0))
    assert st.sides[0].party[0].fatigue == 5


def test_trap_prevents_switching() -> None:
    st = duel("Snorlax", "Blissey,Chansey")
    hit(st, "Anchor Shot", (4, 0, 0))
    assert not legal.can_leave(st, 1)


def test_finish_low_and_overflow() -> None:
    st = duel("Snorlax", "Blissey,Chansey")
    st.sides[1].party[0].damage = 10
    hit(st, "Shadow Force", (5, 0, 0))  # ghost vs normal: 0 damage, but 4 health ≤ 2? no
    assert st.sides[1].party[0].damage == 10
    st.sides[1].party[0].damage = 12
    hit(st, "Shadow Force", (5, 0, 0))  # 2 health left: faints
    assert st.sides[1].party[0].damage >= 14
    st2 = duel("Snorlax+Double-Edge", "Chansey,Blissey")
    st2.sides[1].party[0].damage = 10  # 1 health left
    ctx = hit(st2, "Overcut", (0, 5, 0))  # grass vs normal: 5 damage, 4 past fainting
    assert ctx.dealt == 5 and st2.sides[1].overflow == 4


def test_outrage_shares_the_users_damage_with_the_target() -> None:
    st = duel("Gyarados", "Blissey")
    hit(st, "Outrage", (5, 0, 0))
    user = st.sides[0].party[0]
    assert user.statuses == ["confused"]
    user.last_move = "Outrage"
    before = st.sides[1].party[0].damage
    ctx = hit(st, "Outrage", (5, 0, 0))  # confused and repeating: user takes 3, so does target
    assert ctx.dmg_user == 3 and st.sides[1].party[0].damage - before == 3


def test_prediction_wrong_costs_three_damage() -> None:
    st = duel()
    assert hit(st, "Future Sight", (1, 3, 3), option="predict=more").dealt == 9
    assert hit(st, "Future Sight", (1, 3, 3), option="predict=less").dealt == 6


def test_splash_damage_hits_the_bench() -> None:
    st = duel("Snorlax", "Blissey,Chansey")
    hit(st, "Earthquake", (2, 3, 0))  # 2 status symbols: 2 damage to a benched Pokémon
    assert st.sides[1].party[1].damage == 2


def test_status_die_and_chosen_statuses() -> None:
    st = duel()
    st.rng.script(3)  # status die face 4: Burned
    hit(st, "Splash", (0, 0, 0))
    assert st.sides[1].party[0].statuses == ["burned"]
    st2 = duel()
    hit(st2, "Photon Geyser", (1, 0, 4), option="status=drowsy+poisoned")
    assert st2.sides[1].party[0].statuses == ["drowsy", "poisoned"]
    st3 = duel()
    hit(st3, "Photon Geyser", (0, 1, 4), option="status=drowsy+poisoned")
    assert st3.sides[1].party[0].statuses == ["drowsy"]


def test_sacred_sword_dice_cannot_be_replaced() -> None:
    st = duel()
    st.sides[1].party[0].statuses = ["drowsy"]
    assert hit(st, "Tackle", (0, 2, 0)).dealt == 3  # drowsy target: 1 hit becomes a crit
    assert hit(st, "Sacred Sword", (0, 2, 0)).dealt == 2 + 2  # fighting vs normal +2


def test_type_choice_form_change_and_apricorns() -> None:
    st = duel("Snorlax", "Leafeon")
    assert hit(st, "Hidden Power", (0, 0, 0), option="type=fire").dealt == 2
    st2 = duel("Cherrim", "Blissey")
    hit(st2, "Gather Sunlight", (0, 0, 0))
    assert st2.content.cards[st2.sides[0].party[0].card].form == "Sunshine Form"
    assert st2.move_names(st2.sides[0].party[0])[0] == "Solar Beam"
    st3 = duel()
    ctx = hit(st3, "Belch", (0, 0, 0), option="apricorn=yes")
    assert ctx.strength == 7 and st3.sides[0].apricorns == 1


def test_mimic_kinesis_and_metronome_use_another_move() -> None:
    st = duel("Snorlax", "Leafeon")
    ctx = hit(st, "Mimic", (0, 0, 1), option="mimic=Leaf Blade")
    assert ctx.mtype == "grass" and ctx.dealt == 3 - 2  # crit +1, grass vs grass −2
    ctx = hit(st, "Kinesis", (0, 0, 1), option="kinesis=Leaf Blade")
    assert ctx.mtype == "psychic" and ctx.dealt == 3
    # Metronome: the top card of the shuffled Evolution Pokémon deck decides the move; script
    # the draw to two different cards and the attack follows each card's move
    deck = st.metronome_deck
    cards = st.content.cards
    flame = next(i for i, c in enumerate(deck) if cards[c].move == "Flamethrower")
    slash = next(i for i, c in enumerate(deck) if cards[c].move == "Slash")
    st.rng.script(flame)
    ctx = hit(st, "Metronome", (0, 2, 0))  # Flamethrower: fire, 4 dice; vs Leafeon +2
    assert ctx.source == "Metronome" and ctx.move.name == "Flamethrower"
    assert ctx.mtype == "fire" and ctx.strength == 4 and ctx.dealt == 2 + 2
    st.rng.script(slash)
    ctx = hit(st, "Metronome", (0, 2, 0))
    assert ctx.move.name == "Slash" and ctx.mtype == "normal"
    assert ctx.strength == st.content.moves["Slash"].strength
    # every card of the deck is one some Pokémon evolves into
    targets = {n for c in cards.values() for n in c.evolve_into}
    assert deck and all(cards[c].name in targets for c in deck)


def test_second_move_switch_out_and_from_party_flow() -> None:
    st = duel("Eevee", "Blissey", party_size=1)  # Eevee: Quick Attack (second move)
    assert st.actor == 1  # Blissey has more initiative
    script(st, status=5)  # Double-Edge, 5 dice
    use(st)
    script(st, status=2)  # Quick Attack, 2 dice
    use(st)
    assert st.phase == "second" and st.actor == 0
    script(st, status=2)
    use(st)
    assert st.phase == "attack" and st.actor == 1
    st2 = duel("Shinx,Eevee", "Blissey")  # Volt Switch: may switch out; then Blissey's turn
    assert st2.actor == 0  # Shinx 6 vs Blissey 6: the initiator wins the tie
    script(st2, status=3)
    use(st2)
    assert st2.phase == "switch"
    st2.apply(0, next(a for a in st2.legal_actions(0) if a.verb == "switch"))
    assert st2.sides[0].active == 1 and st2.actor == 1


def test_lunge_is_used_from_the_party() -> None:
    st = duel("Snorlax,Mothim", "Blissey")
    assert st.actor == 0  # Snorlax 7 vs Blissey 6
    lunge = [a for a in st.legal_actions(0) if a.slot == 1]
    assert [str(a) for a in lunge] == ["use 0 from=1"]
    script(st, hits=3)
    use(st, 0, slot=1)
    assert st.sides[0].active == 1 and st.sides[1].party[0].damage == 3 - 0
    assert st.actor == 1
