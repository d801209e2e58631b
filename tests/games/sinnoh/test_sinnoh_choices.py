"""Moves whose text offers a choice or copies an attack strength (the audit in
docs/rules/sinnoh.md): the attacker makes each choice the card gives it."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.rules import legal


def _options(st, move: str) -> list[str]:  # type: ignore[no-untyped-def]
    return legal.move_options(st, 0, st.content.moves[move])


def test_earthquake_lets_the_attacker_pick_the_other_pokemon_it_hits() -> None:
    st = start("Rhydon", "Blissey,Bidoof,Snorlax")
    assert _options(st, "Earthquake") == ["other=1", "other=2"]
    bidoof, snorlax = st.sides[1].party[1:]
    ctx = hit(st, "Earthquake", (2, 0, 0), option="other=2")  # 2 status symbols
    assert snorlax.damage == 2 and bidoof.damage == 0
    assert any("Snorlax" in n for n in ctx.notes)


def test_a_status_for_another_pokemon_goes_to_the_one_the_attacker_picks() -> None:
    st = start("Mesprit", "Blissey,Bidoof,Snorlax")
    assert "other=2" in _options(st, "Shocking Verity")
    bidoof, snorlax = st.sides[1].party[1:]
    hit(st, "Shocking Verity", (1, 0, 0), option="other=2")
    assert snorlax.statuses == ["paralysed"] and bidoof.statuses == []


def test_mimic_may_copy_a_move_that_offers_a_choice_and_makes_that_choice() -> None:
    st = start("Bonsly", "Zorua")  # Zorua knows Foul Play (copies a strength)
    names = _options(st, "Mimic")
    assert "mimic=Foul Play;copy=Foul Play" in names
    st2 = start("Bonsly", "Eevee+Hidden Power")
    opts = _options(st2, "Mimic")
    # Hidden Power copied by Bonsly: a learnable type of the user (Bonsly), not of Eevee
    bonsly = st2.content.cards[st2.sides[0].party[0].card]
    assert {o for o in opts if o.startswith("mimic=Hidden Power")} == {
        f"mimic=Hidden Power;type={t}" for t in bonsly.learnable if t != "typeless"
    }
    ctx = hit(st2, "Mimic", (0, 0, 0), option="mimic=Hidden Power;type=fighting")
    assert ctx.move.name == "Hidden Power" and ctx.mtype == "fighting"


def test_kinesis_may_copy_the_effect_of_a_move_that_offers_a_choice() -> None:
    st = start("Kadabra", "Snorlax")
    st.sides[1].party[0].moves = ["Future Sight"]
    opts = _options(st, "Kinesis")
    assert {"kinesis=Future Sight;predict=more", "kinesis=Future Sight;predict=equal"} <= set(opts)
    # a right prediction (3 crits > 0 status): no -3 damage
    right = hit(st, "Kinesis", (0, 1, 2), option="kinesis=Future Sight;predict=more")
    wrong = hit(st, "Kinesis", (0, 1, 2), option="kinesis=Future Sight;predict=less")
    assert right.mtype == "psychic" and right.dealt - wrong.dealt == 3


def test_foul_play_copies_the_strength_a_derived_move_has_for_the_target() -> None:
    st = start("Zorua", "Blissey")
    st.sides[1].party[0].moves = ["Seismic Toss"]
    # Seismic Toss ("?"): half the base health of ITS target (Zorua, 4) = 2 for Blissey
    assert "copy=Seismic Toss" in _options(st, "Foul Play")
    ctx = hit(st, "Foul Play", (0, 0, 0), option="copy=Seismic Toss")
    zorua = st.content.cards[st.sides[0].party[0].card]
    assert ctx.strength == max(1, min(7, zorua.health // 2))
    ctx = hit(st, "Foul Play", (0, 0, 0), option="copy=Soft-Boiled")
    assert ctx.strength == st.content.moves["Soft-Boiled"].strength


def test_the_choice_reaches_the_battle_through_a_legal_action() -> None:
    st = start("Rhydon", "Blissey,Bidoof,Snorlax")  # Rhydon 9 initiative goes first
    assert st.actor == 0
    acts = st.legal_actions(0)
    assert Action("use", 0, "other=1") in acts and Action("use", 0, "other=2") in acts
    assert Action("use", 0) not in acts


def test_unstable_magic_is_offered_only_for_a_status_the_move_inflicts_on_the_target() -> None:
    # Petal Dance confuses its own user: rolling the status die instead would change nothing
    st = start("Roserade", "Bidoof", trainer0="Hex Maniac:silver")
    assert st.actor == 0
    texts = {str(a) for a in st.legal_actions(0)}
    assert "use 0" in texts and not any("reroll" in t for t in texts)
    st2 = start("Chingling", "Bidoof", trainer0="Hex Maniac:silver")
    assert "use 0 reroll=yes" in {str(a) for a in st2.legal_actions(0)}


def test_legendary_protector_adds_to_beast_boost() -> None:
    # Beast Boost: fatigue -3 and +1 next attack; Legendary Protector when it triggers: heal 3,
    # fatigue reset to 0 and +2 more: the next attack gains 3 in all
    st = start("Heatran#damage=5", "Bidoof,Eevee", trainer0="Expert")
    heatran = st.sides[0].party[0]
    heatran.fatigue = 4
    script(st, crits=4)
    use(st)  # Magma Storm
    assert st.sides[1].party[0].fainted
    assert (heatran.damage, heatran.fatigue, heatran.boost) == (5 - 3, 0, 1 + 2)


def test_a_move_metronome_draws_that_offers_a_choice_lets_the_user_choose() -> None:
    st = start("Clefairy", "Snorlax", party_size=1)
    if st.actor != 0:  # Snorlax first: let it attack
        script(st, status=4)
        use(st)
    cards = st.content.cards
    deck = st.metronome_deck
    sight = next(i for i, c in enumerate(deck) if cards[c].move == "Future Sight")
    st.rng.script(sight)
    use(st)  # Metronome: Future Sight is drawn; its prediction is the user's choice
    assert st.phase == "metronome" and st.actor == 0
    acts = [str(a) for a in st.legal_actions(0)]
    assert acts == [
        "use 0 drawn=Future Sight;predict=more",
        "use 0 drawn=Future Sight;predict=less",
        "use 0 drawn=Future Sight;predict=equal",
    ]
    script(st, crits=7)  # 7 criticals, 0 status symbols: "more" is right
    script(st, status=4)
    st.apply(0, Action("use", 0, "drawn=Future Sight;predict=more"))
    assert st.last_roll is not None and st.last_roll["move"] == "Future Sight"
    assert st.last_roll["damage"] == 7 * 2  # a right prediction: no -3


def test_mimic_of_metronome_draws_from_the_deck() -> None:
    st = start("Bonsly", "Clefairy")
    assert "mimic=Metronome" in _options(st, "Mimic")
    cards = st.content.cards
    flame = next(i for i, c in enumerate(st.metronome_deck) if cards[c].move == "Flamethrower")
    st.rng.script(flame)
    ctx = hit(st, "Mimic", (0, 2, 0), option="mimic=Metronome")
    assert ctx.move.name == "Flamethrower" and ctx.strength == 4


def test_bug_bite_lets_the_target_decide_which_apricorn_it_loses() -> None:
    # Burmy (3 initiative) against Bidoof (4): Bidoof attacks first, then Burmy's Bug Bite
    st = start("Burmy", "Bidoof", bag1="red=1,black=1", bag0="red=1")
    if st.actor == 1:
        script(st, status=2)
        st.apply(1, st.legal_actions(1)[0])
    assert st.actor == 0
    script(st, status=3)
    use(st)
    assert st.phase == "give" and st.actor == 1
    assert [str(a) for a in st.legal_actions(1)] == ["give red", "give black"]
    st.apply(1, Action("give", -1, "red"))
    assert st.sides[1].bag[0] == 0 and st.sides[1].bag[6] == 1  # the black one is kept
    assert st.phase != "give"


def test_bug_bite_takes_the_only_colour_there_is_without_asking() -> None:
    st = start("Burmy", "Bidoof", bag1="black=2", bag0="red=1")
    if st.actor == 1:
        script(st, status=2)
        st.apply(1, st.legal_actions(1)[0])
    script(st, status=3)
    use(st)
    assert st.phase != "give" and st.sides[1].bag[6] == 1


def test_belch_lets_its_user_pick_the_apricorn_it_eats() -> None:
    st = start("Snorlax", "Blissey", bag0="red=1,green=1")
    assert _options(st, "Belch") == ["apricorn=no", "apricorn=red", "apricorn=green"]
    ctx = hit(st, "Belch", (0, 0, 0), option="apricorn=green")
    assert ctx.strength == 7 and st.sides[0].bag[0] == 1 and st.sides[0].bag[4] == 0


def test_disposable_assets_lets_the_trainer_pick_the_apricorn_of_a_tier() -> None:
    st = start("Heracross", "Bidoof", trainer0="Ginkgo Merchant", bag0="pink=1,green=1")
    options = {str(a) for a in st.legal_actions(0)}
    assert {"use 0 assets=pink", "use 0 assets=green"} <= options
    assert hit(st, "Megahorn", (0, 0, 0), option="assets=green").strength == 5
    assert st.sides[0].colours_in_bag() == ["pink"]


def test_a_move_whose_chosen_type_is_fire_counts_as_a_fire_type_move() -> None:
    # Burning Ignition: "When you attack with a Fire-type move" — Hidden Power chosen as Fire is
    st = start("Unown", "Bidoof", trainer0="Kindler")
    if st.actor != 0:
        script(st, status=2)
        use(st)
    texts = {str(a) for a in st.legal_actions(0)}
    assert "use 0 type=fire;firewood=yes" in texts
    assert "use 0 type=ice;firewood=yes" not in texts
