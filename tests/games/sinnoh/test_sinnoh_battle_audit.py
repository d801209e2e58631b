"""Audit of the rulebook's battle chapters (TYPE EFFECTIVENESS, START OF BATTLE, TURN ORDER, ON
YOUR TURN, SWITCHING, END OF BATTLE, STATUS EFFECTS, BATTLE FATIGUE, SWARM BATTLES): the rule
sentences no earlier test pinned, one test each (docs/rules/sinnoh.md, "Audit (battle chapters,
2026-11-28)")."""

from __future__ import annotations

import pytest
from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.content import default_content
from pokeforge.games.sinnoh.rules.status import inflict
from pokeforge.games.sinnoh.state import SinnohState


def _new(**raw: str) -> SinnohState:
    st = GAME.new_state(GAME.params(raw), seed=1)
    assert isinstance(st, SinnohState)
    return st


# -- TYPE EFFECTIVENESS ---------------------------------------------------------------------------


def test_a_typeless_pokemon_takes_no_type_bonus_or_penalty() -> None:
    """ "The Typeless type ignores type effectiveness": as the defender's type too."""
    chart = default_content().chart
    assert chart.bonus("fighting", ("typeless",)) == 0
    assert chart.bonus("ghost", ("typeless",)) == 0
    assert chart.bonus("fire", ("grass", "bug")) == 4  # fully stacks over two types
    assert chart.bonus("ground", ("flying", "electric")) == -4 + 2


# -- START OF BATTLE, TURN ORDER ------------------------------------------------------------------


def test_the_initiator_sends_first_then_the_other_trainer_sees_it_and_sends() -> None:
    st = _new(party0="Snorlax,Bidoof", party1="Blissey,Eevee")
    assert st.phase == "send" and st.actor == 0 and st.sides[1].mon is None
    st.apply(0, Action("send", 1))
    assert st.phase == "send" and st.actor == 1 and st.sides[0].active == 1
    st.apply(1, Action("send", 0))
    assert st.phase == "attack"


def test_in_a_wild_battle_the_wild_pokemon_is_out_before_you_choose() -> None:
    st = _new(party0="Snorlax,Bidoof", opponent="wild", wild="Blissey")
    assert st.phase == "send" and st.actor == 0
    assert st.sides[1].mon is not None  # seen before sending in
    assert [str(a) for a in st.legal_actions(0)] == ["send 0", "send 1"]


def test_fainted_pokemon_are_not_usable_at_the_start() -> None:
    st = _new(party0="Bidoof#damage=99,Snorlax", party1="Blissey")
    assert [a.index for a in st.legal_actions(0) if a.verb == "send"] == [1]


# -- END OF BATTLE: conceding ---------------------------------------------------------------------


def test_no_concession_before_one_of_your_pokemon_faints_in_this_battle() -> None:
    """ "Any battle can be ended early by conceding after one of your Pokémon faints": a Pokémon
    that fainted in an earlier battle (carried over) does not open it at the start."""
    st = _new(party0="Bidoof#damage=99,Snorlax,Eevee", party1="Blissey,Bidoof")
    assert "concede" not in [str(a) for a in st.legal_actions(0)]
    st.apply(0, Action("send", 1))
    st.apply(1, Action("send", 1))  # the other trainer's Bidoof (5 health)
    assert st.actor == 0  # Snorlax 7 vs Bidoof
    script(st, status=4)  # Snorlax's Body Slam: nothing
    use(st)
    snorlax = st.sides[0].party[1]
    snorlax.damage = snorlax.max_health - 1
    script(st, crits=5)  # Bidoof's attack: Snorlax faints
    use(st)
    assert snorlax.fainted and st.phase == "switch" and st.actor == 1
    st.apply(1, Action("stay"))
    assert st.phase == "send" and st.actor == 0
    assert "concede" in [str(a) for a in st.legal_actions(0)]


def test_full_rewards_when_your_last_pokemon_faints_with_the_wild_one() -> None:
    st = start("Snorlax+Double-Edge", opponent="wild", wild="Bidoof")
    snorlax = st.sides[0].party[0]
    snorlax.damage = snorlax.max_health - 2
    script(st, crits=5)  # Double-Edge: 20 damage, 10 to the user
    use(st, 1)
    assert snorlax.fainted and st.sides[1].party[0].fainted
    assert st.rewards["journey_points"] == 1 + 1 and st.rewards["apricorns"] == 3
    st.apply(0, Action("skip"))
    assert st.outcome is not None and st.outcome.winners == (0,)


# -- SWITCHING ------------------------------------------------------------------------------------


def test_after_an_effect_switch_the_opponent_is_next_even_against_more_initiative() -> None:
    st = start("Shinx,Snorlax", "Blissey")  # Volt Switch; Snorlax 7 > Blissey 6
    script(st, status=3)
    use(st)
    st.apply(0, Action("switch", 1))
    assert st.initiative(0) > st.initiative(1)
    assert st.actor == 1 and st.phase == "attack"


def test_a_frozen_pokemon_is_not_offered_the_switch_after_the_opposing_faint() -> None:
    st = start("Snorlax#frozen,Eevee", "Bidoof,Blissey")
    script(st, crits=4)
    use(st)
    assert st.phase == "send" and st.actor == 1  # no "switch" decision for the Frozen Snorlax


# -- STATUS EFFECTS -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "status"),
    [
        ("Chingling", "confused"),
        ("Luxio", "paralysed"),
        ("Roselia", "poisoned"),
        ("Magby", "burned"),
        ("Snorunt", "frozen"),
        ("Umbreon", "drowsy"),
    ],
)
def test_each_type_is_immune_to_its_status(card: str, status: str) -> None:
    st = start("Snorlax", card)
    mon = st.sides[1].party[0]
    assert inflict(mon, st.content.cards[mon.card], [status]) == []
    other = "confused" if status != "confused" else "burned"
    assert inflict(mon, st.content.cards[mon.card], [other]) == [other]


def test_fainting_heals_statuses() -> None:
    st = start("Snorlax", "Bidoof,Blissey")
    bidoof = st.sides[1].party[0]
    bidoof.statuses = ["burned"]
    script(st, crits=4)
    use(st)
    assert bidoof.fainted and bidoof.statuses == []


def test_confused_costs_3_for_the_same_move_as_last_turn_only() -> None:
    st = start("Snorlax,Eevee", "Blissey")
    snorlax = st.sides[0].party[0]
    snorlax.statuses = ["confused"]
    script(st, status=4)
    use(st)  # first Body Slam: no damage from confusion
    assert snorlax.damage == 0
    script(st, status=5)
    use(st)  # Blissey
    script(st, status=4)
    events = use(st)  # the same move as last turn: 3 damage
    assert snorlax.damage == 3
    assert any("Confused" in e.text for e in events)


def test_confused_a_second_move_repeating_the_first_costs_3() -> None:
    """Reading (documented): "the same move as you used last turn" is the move the Pokémon used
    before this one, so a second move (Quick Attack) repeating the first in one turn costs 3."""
    st = start("Eevee,Snorlax", "Blissey")
    eevee = st.sides[0].party[0]
    eevee.statuses = ["confused"]
    script(st, status=5)
    use(st)  # Blissey first
    script(st, status=2)
    use(st)  # Quick Attack
    assert st.phase == "second" and eevee.damage == 0
    script(st, status=2)
    use(st)  # Quick Attack again as the second move
    assert eevee.damage == 3


def test_poison_is_ignored_when_the_battle_ends() -> None:
    """A Poisoned Pokémon whose attack ends the battle takes no Poison damage."""
    st = start("Snorlax#poisoned", "Bidoof")
    snorlax = st.sides[0].party[0]
    script(st, crits=4)
    events = use(st)
    assert st.outcome is not None and snorlax.damage == 0
    assert not any("Poison" in e.text for e in events)


def test_poison_after_a_switch_by_the_moves_effect_hits_the_pokemon_whose_turn_it_was() -> None:
    """ "At the end of your turns": the Poisoned user that switched out by its move's effect (Volt
    Switch) takes the 2 damage on the bench; the Pokémon that came in had no turn and takes none."""
    st = start("Shinx#poisoned,Snorlax", "Blissey")
    script(st, status=3)
    use(st)
    events = st.apply(0, Action("switch", 1))
    shinx, snorlax = st.sides[0].party
    assert shinx.damage == 2 and snorlax.damage == 0
    assert any("Poison" in e.text and "Shinx" in e.text for e in events)
    st2 = start("Shinx,Snorlax#poisoned", "Blissey")
    script(st2, status=3)
    use(st2)
    st2.apply(0, Action("switch", 1))
    assert st2.sides[0].party[1].damage == 0  # the Pokémon that came in
    assert st2.actor == 1


def test_poison_can_make_the_pokemon_that_switched_out_faint_on_the_bench() -> None:
    st = start("Shinx#poisoned,Snorlax", "Blissey")
    shinx = st.sides[0].party[0]
    shinx.damage = shinx.max_health - 1
    script(st, status=3)
    use(st)
    events = st.apply(0, Action("switch", 1))
    assert shinx.fainted and shinx.statuses == [] and st.sides[0].lost == 1
    assert st.outcome is None and st.actor == 1 and st.phase == "attack"
    assert any(e.kind == "faint" for e in events)


def test_drowsy_target_and_paralysed_attacker_together() -> None:
    """Replacements before removals: the hit a Drowsy target turns into a critical hit is not
    removed by the attacker's paralysis."""
    st = start("Snorlax", "Blissey")
    st.sides[0].party[0].statuses = ["paralysed"]
    st.sides[0].party[0].fresh_para = True
    st.sides[1].party[0].statuses = ["drowsy"]
    assert hit(st, "Tackle", (0, 3, 0)).dealt == 2


# -- moves sampled against the designers' text ---------------------------------------------------


def test_already_confused_or_burned_means_before_this_move() -> None:
    """Chatter, Mystical Fire: "If the target is already Confused/Burned, this move deals double
    damage": not on the attack that inflicts it."""
    for move in ("Chatter", "Mystical Fire"):
        st = start("Snorlax", "Blissey")
        assert hit(st, move, (0, 2, 0)).dealt == 2
        assert hit(st, move, (0, 2, 0)).dealt == 4


def test_fire_blast_burns_on_two_status_symbols_flame_wheel_on_one() -> None:
    st = start("Snorlax", "Blissey")
    hit(st, "Fire Blast", (1, 4, 0))
    assert st.sides[1].party[0].statuses == []
    hit(st, "Flame Wheel", (1, 2, 0))
    assert st.sides[1].party[0].statuses == ["burned"]


# -- SWARM BATTLES --------------------------------------------------------------------------------


def test_the_four_distortion_gates_and_their_biomes() -> None:
    import json

    from pokeforge.games.sinnoh.content import DATA

    places = json.loads((DATA / "region.json").read_text(encoding="utf-8"))["places"]
    gates = {p["name"]: p["biome"] for p in places if p["kind"] == "distortion_gate"}
    assert {k: v for k, v in gates.items() if "(" not in k} == {
        "Snowdrift Gate": "Plains",
        "Lilly Gate": "Mountain",
        "Westbreeze Gate": "Ocean",
        "Deepmarsh Gate": "Forest",
    }


def test_after_a_swarm_pokemon_faints_you_may_switch_before_the_next_comes_in() -> None:
    st = start("Snorlax,Eevee", "Bidoof,Starly,Snorlax", opponent="swarm")
    names = [st.content.cards[m.card].name for m in st.sides[1].party]
    assert names == ["Bidoof", "Starly", "Snorlax"]  # party1 names the swarm (its parameter help)
    assert st.sides[1].active == 0
    script(st, crits=4)
    use(st)
    assert st.phase == "switch" and st.actor == 0 and st.sides[1].party[0].fainted
    st.apply(0, Action("switch", 1))
    assert st.sides[1].active == 1  # then the next one of the swarm, in order
    assert st.phase == "attack"


# -- BATTLE FATIGUE -------------------------------------------------------------------------------


def test_fatigue_hurts_from_the_sixth_roll_in_a_row_every_roll() -> None:
    st = start("Snorlax", "Blissey")
    me = st.sides[0].party[0]
    hurt = [hit(st, "Tackle", (2, 0, 0)).dmg_user for _ in range(8)]
    assert hurt == [0, 0, 0, 0, 0, 3, 3, 3]
    assert me.fatigue == 5


# -- END OF BATTLE on the journey -----------------------------------------------------------------


def test_damage_and_statuses_remain_after_a_journey_battle() -> None:
    from journey_builders import journey, play, put, texts

    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    play(st, "search")
    play(st, texts(st)[0])
    while st.battle is not None and st.battle.phase == "send":
        play(st, texts(st)[0])
    battle = st.battle
    assert battle is not None
    mine = battle.sides[0].mon
    assert mine is not None
    mine.damage, mine.statuses = 2, ["burned"]
    battle.sides[1].party[0].fainted = True
    battle.rewards = {"journey_points": 2, "apricorns": 3, "defeated": 1}
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    battles.finish(st, [])
    assert st.battle is None
    kept = next(m for m in st.trainers[seat].party if m is mine)
    assert kept.damage == 2 and kept.statuses == ["burned"]


def test_paralysis_carried_into_a_battle_removes_no_hits() -> None:
    """Reading (documented): the hit removal belongs to the battle in which the paralysis was
    inflicted; a Pokémon that enters a battle already Paralysed (carried over) keeps −3
    initiative but its first attack keeps its regular hits."""
    st = start("Snorlax#paralysed", "Blissey")
    assert st.initiative(0) == 7 - 3
    assert hit(st, "Tackle", (0, 3, 0)).dealt == 3


def test_a_journey_battle_puts_a_pending_paralysis_hit_removal_to_rest() -> None:
    from pokeforge.games.sinnoh.journey.pieces import at_rest

    st = start("Snorlax", "Blissey")
    snorlax = st.sides[0].party[0]
    hit(st, "Stun Spore", (0, 0, 0), side=1)
    assert snorlax.statuses == ["paralysed"] and snorlax.fresh_para
    at_rest(snorlax)
    assert snorlax.statuses == ["paralysed"] and not snorlax.fresh_para


def test_a_wild_pokemon_that_defeats_a_benched_pokemon_flees() -> None:
    """ "Weak, Moderate and Strong wild Pokémon flee the battle after defeating one of your
    Pokémon": Earthquake's 2 damage to another Pokémon of the party defeats one too."""
    st = start("Snorlax,Bidoof", opponent="wild", wild="Whiscash")  # Moderate: Earthquake
    bidoof = st.sides[0].party[1]
    bidoof.damage = bidoof.max_health - 1
    script(st, status=4)  # Snorlax's Body Slam: nothing (Whiscash is Paralysed)
    script(st, status=5)  # Whiscash's Earthquake: nothing to Snorlax, 2 to Bidoof
    use(st)
    assert bidoof.fainted and st.sides[0].lost == 1
    assert st.outcome is not None and "fled" in st.outcome.reason
    assert st.rewards["apricorns"] == 1  # a Moderate Pokémon that flees leaves 1


def test_a_legendary_that_defeats_a_benched_pokemon_stays() -> None:
    st = start("Snorlax,Bidoof", opponent="wild", wild="Whiscash", alpha=True)
    bidoof = st.sides[0].party[1]
    bidoof.damage = bidoof.max_health - 1
    script(st, status=4)
    script(st, status=5)
    use(st)
    assert bidoof.fainted and st.outcome is None
