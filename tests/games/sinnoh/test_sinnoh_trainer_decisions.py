"""Trainer cards that add decisions or act on the flow of a battle: Initiative Advantage, the
roll and the damage of an attack, the choice of move and type, switching, fainting, free
actions (scripted dice)."""

from __future__ import annotations

from typing import Any

import pytest
from sinnoh_builders import script, start, use

from pokeforge.core.errors import ParamError
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.rules.battle import switch_to


def _texts(st: Any, seat: int) -> set[str]:
    return {str(a) for a in st.legal_actions(seat)}


def test_surprise_attack_may_go_first_regardless_of_initiative() -> None:
    st = start("Bidoof", "Heracross", trainer0="Ninja Boy:silver")
    assert (st.phase, st.actor) == ("advantage", 0)
    assert _texts(st, 0) == {"advantage", "stay"}
    st.apply(0, Action("advantage"))
    assert (st.phase, st.actor) == ("attack", 0)
    declined = start("Bidoof", "Heracross", trainer0="Ninja Boy:silver")
    declined.apply(0, Action("stay"))
    assert (declined.phase, declined.actor) == ("attack", 1)


def test_toxin_dart_lands_whenever_initiative_advantage_is_used() -> None:
    st = start("Bidoof", "Heracross", trainer0="Ninja Boy")
    assert _texts(st, 0) == {
        "advantage status=poisoned",
        "advantage status=confused",
        "advantage status=drowsy",
        "stay",
    }
    st.apply(0, Action("advantage", -1, "status=poisoned"))
    assert st.sides[1].party[0].statuses == ["poisoned"] and st.actor == 0
    tie = start("Bidoof", "Bidoof", trainer0="Ninja Boy")  # a tie the advantage decides
    assert _texts(tie, 0) == {
        "advantage status=poisoned",
        "advantage status=confused",
        "advantage status=drowsy",
    }
    faster = start("Heracross", "Bidoof", trainer0="Ninja Boy")  # no advantage needed
    assert faster.phase == "attack"


def test_uncanny_substitute_takes_the_attack_before_its_damage() -> None:
    st = start("Heracross", "Bidoof,Buneary@substitute", trainer1="Poké Maniac")
    script(st, hits=5)
    use(st)
    assert (st.phase, st.actor) == ("substitute", 1)
    assert _texts(st, 1) == {"switch 1", "stay"}
    st.apply(1, Action("switch", 1))
    bidoof, buneary = st.sides[1].party
    assert bidoof.damage == 0
    assert buneary.fainted and st.sides[1].active == 1
    stay = start("Buneary", "Bidoof,Eevee@substitute", trainer1="Poké Maniac")
    script(stay, hits=3)
    use(stay)
    stay.apply(1, Action("stay"))
    assert stay.sides[1].party[0].damage == 3


def test_subtle_manipulation_changes_one_die_after_the_roll() -> None:
    st = start("Chingling", "Bidoof", trainer0="Psychic")
    script(st, status=1, hits=1)
    use(st)
    assert (st.phase, st.actor) == ("adjust", 0)
    options = _texts(st, 0)
    assert {"adjust", "adjust die=status>crit", "adjust die=hit>crit"} <= options
    assert "adjust die=crit>hit" not in options  # no critical hit was rolled
    st.apply(0, Action("adjust", -1, "die=status>crit"))
    assert st.sides[1].party[0].damage == 1 + 2  # psychic vs normal: neutral


def test_gale_force_adds_status_symbols_that_count_for_the_move() -> None:
    st = start("Snover", "Bidoof", trainer0="Veteran")
    script(st, hits=2)
    use(st)
    assert _texts(st, 0) == {"adjust", "adjust add=1", "adjust add=2"}
    st.apply(0, Action("adjust", -1, "add=2"))
    assert st.last_roll is not None and st.last_roll["counts"][0] == 2


def test_the_amplifier_die_charges_with_status_symbols_and_adds_its_value() -> None:
    st = start("Magnemite", "Bidoof,Eevee", trainer0="Guitarist:silver")
    script(st, status=2)
    use(st)  # nothing to adjust yet: the Amplifier is empty
    assert st.sides[0].amp == 2
    st.apply(1, st.legal_actions(1)[0])  # Bidoof's turn (its dice: from the seed)
    st.sides[0].party[0].marks = []  # whatever Bidoof's Tackle left
    script(st, hits=1, status=1)
    use(st)
    assert _texts(st, 0) == {"adjust", "adjust amp=use"}
    before = st.sides[1].party[0].damage
    st.apply(0, Action("adjust", -1, "amp=use"))
    assert st.sides[1].party[0].damage - before == 1 + 2  # 1 hit, +2 from the Amplifier
    assert st.sides[0].amp == 1  # reset, then charged by this roll's status symbol
    gold = start("Magnemite", "Bidoof", trainer0="Guitarist", amplifier0="3")
    script(gold, hits=1, status=1)
    use(gold)
    assert "adjust amp=double" in _texts(gold, 0)  # an Electric-type move
    gold.apply(0, Action("adjust", -1, "amp=double"))
    assert gold.sides[1].party[0].damage == 1 + 6
    assert "amp_off" in gold.sides[0].used


def test_disguise_uses_the_opposing_signature_move() -> None:
    st = start("Heracross", "Bidoof", trainer0="Poké Maniac")
    assert "disguise" in _texts(st, 0)
    script(st, hits=2)
    st.apply(0, Action("disguise"))
    assert st.last_roll is not None and st.last_roll["move"] == "Tackle"


def test_butterfly_technique_and_triple_threat_change_the_type() -> None:
    st = start("Buizel", "Bidoof", trainer0="Swimmer")
    assert {"use 0 retype=bug", "use 0 retype=flying"} <= _texts(st, 0)
    script(st, hits=3)
    use(st, 0, "retype=flying")
    assert st.last_roll is not None and st.last_roll["type"] == "flying"
    tri = start("Heracross+Slash+Wing Attack", "Bidoof", trainer0="Triathlete")
    assert {"use 0 retype=normal", "use 0 retype=flying", "use 1 retype=bug"} <= _texts(tri, 0)
    two = start("Heracross+Slash", "Bidoof", trainer0="Triathlete")
    assert not any("retype" in t for t in _texts(two, 0))  # only 2 types known


def test_burning_ignition_uses_firewood() -> None:
    st = start("Growlithe", "Bidoof", trainer0="Kindler", firewood0="1")
    assert "use 0 firewood=yes" in _texts(st, 0)
    script(st, hits=2, status=1)
    use(st, 0, "firewood=yes")
    bidoof = st.sides[1].party[0]
    assert bidoof.statuses == ["burned"] and bidoof.damage == 2 + 2
    assert st.sides[0].firewood == 0


def test_unstable_magic_rolls_the_status_die_and_spell_caster_stacks() -> None:
    st = start("Chingling", "Bidoof", trainer0="Hex Maniac:silver")
    assert "use 0 reroll=yes" in _texts(st, 0)
    script(st, hits=2)
    st.rng.script(3)  # the status die lands on Burned
    use(st, 0, "reroll=yes")
    assert st.sides[1].party[0].statuses == ["burned"]
    gold = start("Chingling", "Bidoof#paralysed", trainer0="Hex Maniac")
    script(gold, hits=2)
    use(gold)
    assert gold.sides[1].party[0].statuses == ["paralysed", "confused"]
    plain = start("Chingling", "Bidoof#paralysed")
    script(plain, hits=2)
    use(plain)
    assert plain.sides[1].party[0].statuses == ["paralysed"]


def test_scuba_dive_may_switch_out_and_heal_statuses() -> None:
    st = start("West Ocean Shellos#burned,Bidoof", "Bidoof", trainer0="Scuba Diver")
    script(st, hits=2)
    use(st)
    assert (st.phase, st.actor) == ("switch", 0)
    st.apply(0, Action("switch", 1))
    assert st.sides[0].party[0].statuses == [] and st.sides[0].active == 1
    assert st.actor == 1  # the opponent's turn next


def test_road_works_tires_and_traps_the_opposing_pokemon() -> None:
    st = start("Bidoof,Magnemite", "Bidoof", trainer0="Worker")
    foe = st.sides[1].party[0]
    switch_to(st, 0, 1, [])
    assert foe.fatigue == 3 and foe.trapped


def test_blasting_off_hurts_the_opposing_pokemon_when_one_of_yours_faints() -> None:
    st = start("Bidoof#damage=4,Eevee", "Heracross", trainer0="Team Rocket")
    script(st, hits=5)
    st.apply(1, Action("use", 0))
    assert st.sides[0].party[0].fainted
    assert st.sides[1].party[0].damage == 2


def test_legendary_protector_strengthens_beast_boost() -> None:
    st = start("Heatran#damage=5", "Bidoof,Eevee", trainer0="Expert")
    heatran = st.sides[0].party[0]
    heatran.fatigue = 4
    script(st, crits=4)
    use(st)  # Magma Storm
    assert st.sides[1].party[0].fainted
    assert (heatran.damage, heatran.fatigue, heatran.boost) == (5 - 3, 0, 1 + 2)


def test_hyper_potion_once_per_battle_is_a_free_action() -> None:
    st = start("Bidoof#damage=3#burned,Eevee#damage=1", "Bidoof", trainer0="Lady")
    assert {"potion 0", "potion 1"} <= _texts(st, 0)
    st.apply(0, Action("potion", 0))
    bidoof = st.sides[0].party[0]
    assert (bidoof.damage, bidoof.statuses, st.actor, st.phase) == (0, [], 0, "attack")
    assert not any(t.startswith("potion") for t in _texts(st, 0))


def test_holding_capacity_two_different_items() -> None:
    st = start("Bidoof@blast_crystal@star_shield#damage=2", "Bidoof", trainer0="Backpacker")
    bidoof = st.sides[0].party[0]
    assert bidoof.max_health == 5 + 2 and bidoof.held() == ("blast_crystal", "star_shield")
    script(st, status=2)
    use(st)
    assert bidoof.damage == 2 - 1  # the Star Shield heals at the end of its turn
    with pytest.raises(ParamError, match="Backpacker"):
        start("Bidoof@blast_crystal@star_shield", "Bidoof")
    with pytest.raises(ParamError, match="same item twice"):
        start("Bidoof@eviolite@eviolite", "Bidoof", trainer0="Backpacker")
