"""Battle rules: statuses, fatigue, switching after a faint, wild fleeing, capture, held items."""

from __future__ import annotations

from fractions import Fraction

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.odds import capture_probability, outcomes
from pokeforge.games.sinnoh.rules import legal


def test_type_immunity_and_the_one_status_rule() -> None:
    st = start("Snorlax", "Flareon")
    hit(st, "Will-O-Wisp", (0, 0, 0))
    assert st.sides[1].party[0].statuses == []  # Fire-types are never Burned
    hit(st, "Toxic", (0, 0, 0))
    hit(st, "Sweet Kiss", (0, 0, 0))
    assert st.sides[1].party[0].statuses == ["poisoned"]  # no second status
    st2 = start("Snorlax", "Blissey")
    hit(st2, "Ion Deluge", (0, 0, 0))  # two statuses at once
    assert st2.sides[1].party[0].statuses == ["paralysed", "poisoned"]


def test_paralysis_removes_hits_once_and_lowers_initiative() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Stun Spore", (0, 0, 0))
    assert st.initiative(1) == 6 - 3
    assert hit(st, "Slash", (0, 3, 1), side=1).dealt == 3  # hits removed: 1 crit (+1 effect)
    assert hit(st, "Slash", (0, 3, 1), side=1).dealt == 6  # only the immediate next attack


def test_drowsy_burned_confused_frozen() -> None:
    st = start("Snorlax", "Blissey")
    me = st.sides[0].party[0]
    me.statuses = ["drowsy"]
    assert hit(st, "Slash", (0, 2, 0)).dealt == 1  # 1 hit becomes a status symbol
    me.statuses = ["burned"]
    assert hit(st, "Slash", (0, 2, 0)).dealt == 0
    me.statuses = ["confused"]
    me.last_move = "Slash"
    assert hit(st, "Slash", (0, 0, 0)).dmg_user == 3
    st.sides[1].party[0].statuses = ["frozen"]
    assert hit(st, "Tackle", (0, 0, 0)).strength == 4
    st.sides[0].party[0].statuses = ["frozen"]
    assert not legal.can_leave(st, 0)


def test_poison_hurts_at_the_end_of_your_turn_and_stops_healing() -> None:
    st = start("Snorlax", "Blissey")
    me = st.sides[0].party[0]
    me.statuses = ["poisoned"]
    me.damage = 4
    script(st, status=5)  # Snorlax's Body Slam (4 dice) — but 5 for Blissey afterwards
    script(st, status=4)
    use(st)
    assert me.damage == 4 + 2


def test_battle_fatigue_after_five_rolls_and_reset_on_switch() -> None:
    st = start("Snorlax", "Blissey")
    me = st.sides[0].party[0]
    for _ in range(5):
        assert hit(st, "Tackle", (2, 0, 0)).dmg_user == 0
    assert me.fatigue == 5
    assert hit(st, "Tackle", (2, 0, 0)).dmg_user == 3
    from pokeforge.games.sinnoh.rules.battle import leave

    leave(st, me)
    assert me.fatigue == 0


def test_after_a_faint_the_winner_may_switch_then_the_loser_sends_and_initiative_is_rechecked() -> (
    None
):
    st = start("Snorlax,Eevee", "Bidoof,Blissey")
    assert st.actor == 0
    script(st, crits=4)  # Body Slam: 8 damage, Bidoof (5 health) faints
    use(st)
    assert st.phase == "switch" and st.actor == 0
    st.apply(0, Action("stay"))
    assert st.phase == "send" and st.actor == 1
    acts = [str(a) for a in st.legal_actions(1)]
    assert "concede" in acts
    st.apply(1, Action("send", 1))
    assert st.phase == "attack" and st.actor == 0  # 7 vs 6
    st2 = start("Snorlax", "Bidoof,Blissey")
    script(st2, crits=4)
    use(st2)
    assert st2.phase == "send"  # a lone Pokémon has nothing to switch to
    st2.apply(1, Action("concede"))
    assert st2.outcome is not None and st2.outcome.winners == (0,)


def test_wild_pokemon_flee_after_defeating_one_but_legendaries_stay() -> None:
    st = start("Bidoof,Snorlax", opponent="wild", wild="Snorlax")
    script(st, status=2)  # Bidoof's Tackle
    script(st, crits=4)  # wild Snorlax's Body Slam
    use(st)
    assert st.outcome is not None and st.outcome.winners == ()
    assert "fled" in st.outcome.reason
    st2 = start("Bidoof,Snorlax", opponent="wild", wild="Snorlax", alpha=True)
    assert st2.sides[1].party[0].max_health == 12 + 4
    script(st2, status=2)
    script(st2, crits=4)
    use(st2)
    assert st2.outcome is None and st2.phase == "send" and st2.actor == 0


def test_capture_uses_ball_dice_and_status_accuracy() -> None:
    st = start("Snorlax", opponent="wild", wild="Bidoof", balls="poke,poke")
    assert "ball poke" in [str(a) for a in st.legal_actions(0)]
    st.sides[1].party[0].statuses = ["drowsy"]
    script(st, status=2, hits=1)  # 2 status + 1 hit; status accuracy: 1 status → hit = 2 < 3
    script(st, status=2)  # Bidoof's Tackle (2 dice)
    st.apply(0, Action("ball", -1, "poke"))
    assert st.outcome is None and st.sides[0].balls == ["poke"]
    script(st, status=1, hits=2)  # 1 status → hit: 3 ≥ 3 (weak)
    st.apply(0, Action("ball", -1, "poke"))
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.rewards["journey_points"] == 1


def test_exact_capture_odds_match_enumeration() -> None:
    assert sum(p for _, p in outcomes(5, (0, 0, 1, 1, 2, 2))) == 1
    odds = capture_probability("poke", "weak")
    assert odds["exact"] == "17/27"
    assert (
        capture_probability("keystone", "legendary")["probability"]
        > capture_probability("poke", "legendary")["probability"]
    )
    assert Fraction(capture_probability("poke", "weak", True)["exact"]) > Fraction(17, 27)


def test_held_items() -> None:
    st = start("Snorlax@choice_band+Slash", "Blissey@eviolite")
    ctx = hit(st, "Tackle", (0, 2, 0))
    assert ctx.strength == 3  # Choice Band +1
    st.sides[0].party[0].choice_lock = "Tackle"
    st2 = start("Snorlax@choice_band+Slash", "Blissey")
    script(st2, status=3)
    use(st2, 1)  # Slash, now locked
    assert st2.sides[0].party[0].choice_lock == "Slash"
    st3 = start("Snorlax", "Bidoof@eviolite")  # weak Pokémon: remove 2 regular hits
    assert hit(st3, "Slash", (0, 3, 0)).dealt == 1
    st4 = start("Snorlax", "Blissey@blast_crystal")
    assert st4.sides[1].party[0].max_health == 16
    assert hit(st4, "Slash", (0, 0, 1)).dmg_user == 2
    st5 = start("Snorlax@swiftness_sash", "Blissey")
    assert st5.initiative(0) == 9
    assert hit(st5, "Tackle", (0, 0, 0)).strength == 1
    st6 = start("Snorlax", "Bidoof@fallen_star,Blissey")
    script(st6, crits=4)
    use(st6)
    bidoof = st6.sides[1].party[0]
    assert not bidoof.fainted and bidoof.damage == 0 and bidoof.item is None


def test_artifacts_and_heart_of_sinnoh_raise_strength() -> None:
    st = start("Flareon@magma_stone", "Blissey")
    assert hit(st, "Fire Blast", (0, 0, 0)).strength == 6
    st2 = start("Flareon@heart_of_sinnoh", "Blissey")
    assert hit(st2, "Fire Blast", (0, 0, 0)).strength == 6
    assert hit(st2, "Tackle", (0, 0, 0)).strength == 2
