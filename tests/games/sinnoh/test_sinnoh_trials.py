"""The Lake Guardian trials at the Lake Caverns (forced dice, turns advanced by hand)."""

from __future__ import annotations

from sinnoh_builders import hit, start

from pokeforge.games.sinnoh.state import SinnohState


def guardian(name: str, party0: str = "Flareon") -> SinnohState:
    st = start(party0, opponent="wild", wild=name, lake_trial=True, balls="poke")
    st.fully_restore(st.sides[0].party[0])  # whatever the Guardian's first attack did
    return st


def balls_offered(st: SinnohState) -> bool:
    st.actor, st.phase = 0, "attack"
    st.invalidate()
    return any(a.verb == "ball" for a in st.legal_actions(0))


def test_without_the_cavern_there_is_no_trial() -> None:
    st = start("Flareon", opponent="wild", wild="Uxie")
    assert st.trial is None and hit(st, "Slash", (0, 3, 0)).dealt == 3


def test_trial_of_knowledge_ends_the_turn_after_a_super_effective_hit() -> None:
    st = guardian("Uxie")
    uxie = st.sides[1].party[0]
    before = uxie.damage
    assert not balls_offered(st)
    assert hit(st, "Slash", (0, 3, 2)).dealt == 0  # normal: no positive type effectiveness
    ctx = hit(st, "Fire Blast", (0, 3, 0))  # fire vs psychic/ice: +2, but it is still immune
    assert ctx.type_bonus == 2 and ctx.dealt == 0
    assert st.trial is not None and st.trial["met"] == st.turns
    st.turns += 1  # Uxie's turn: the immunities are removed
    assert hit(st, "Slash", (0, 3, 0)).dealt == 3
    assert uxie.damage == before + 3
    assert balls_offered(st)


def test_trial_of_emotion_ends_when_battle_fatigue_would_hurt_it() -> None:
    st = guardian("Mesprit")
    mesprit = st.sides[1].party[0]
    before = mesprit.damage
    mesprit.fatigue = 4
    ctx = hit(st, "Shocking Verity", (4, 0, 0), side=1)  # its fifth roll: no fatigue damage yet
    assert ctx.fatigue_hit == 0 and st.trial is not None and st.trial["met"] < 0
    ctx = hit(st, "Shocking Verity", (4, 0, 0), side=1)  # the sixth would hurt: trial overcome
    assert ctx.fatigue_hit == 3 and mesprit.damage == before  # but still immune this turn
    assert st.trial["met"] == st.turns
    assert hit(st, "Slash", (0, 3, 0)).dealt == 0
    st.turns += 1
    assert hit(st, "Slash", (0, 3, 0)).dealt == 3


def test_trial_of_willpower_needs_two_critical_hits_over_two_turns() -> None:
    st = guardian("Azelf", "Snorlax")
    assert hit(st, "Slash", (0, 0, 1)).dealt == 0
    st.turns += 2  # Azelf's turn, then ours again
    assert hit(st, "Slash", (0, 1, 0)).dealt == 0
    st.turns += 2
    assert hit(st, "Slash", (0, 0, 1)).dealt == 0  # 0 + 1 over the last two turns
    assert st.trial is not None and st.trial["met"] < 0
    st.turns += 2
    assert hit(st, "Slash", (0, 0, 1)).dealt == 0  # 1 + 1: overcome, immune until next turn
    assert st.trial["met"] == st.turns
    st.turns += 1
    assert hit(st, "Slash", (0, 0, 1)).dealt == 3


def test_two_critical_hits_in_one_turn_also_overcome_willpower() -> None:
    st = guardian("Azelf", "Snorlax")
    hit(st, "Slash", (0, 0, 2))
    assert st.trial is not None and st.trial["met"] == st.turns
