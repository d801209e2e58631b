"""Final moves before fainting: Encore and the Lucky Egg (scripted dice, default die)."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.core.outcome import Termination
from pokeforge.games.sinnoh.actions import Action


def test_encore_lets_the_user_make_a_final_move_then_both_faint_together() -> None:
    st = start("Cleffa@swiftness_sash", "Bidoof")
    cleffa, bidoof = st.sides[0].party[0], st.sides[1].party[0]
    assert st.actor == 0  # Cleffa 3 + 2 (Sash) beats Bidoof's 4
    script(st, status=1)  # Encore: 2 − 1 (Sash) = 1 die
    use(st)
    cleffa.damage = 3  # 2 health left
    bidoof.damage = 3  # 2 health left
    script(st, crits=2)  # Bidoof's Tackle: 4 damage, enough to make Cleffa faint
    use(st)
    assert cleffa.damage == 7 and not cleffa.fainted and cleffa.doomed
    assert st.actor == 0 and st.phase == "attack"  # Cleffa's final move
    script(st, crits=1)  # 2 damage: Bidoof faints, and Cleffa after its final move
    use(st)
    assert cleffa.fainted and bidoof.fainted
    assert st.outcome is not None and st.outcome.termination == Termination.MUTUAL_KNOCKOUT


def test_encore_is_spent_by_the_next_attack() -> None:
    st = start("Cleffa@swiftness_sash", "Bidoof")
    cleffa = st.sides[0].party[0]
    script(st, status=1)
    use(st)
    script(st, status=2)  # Bidoof's Tackle deals 0: Encore is spent all the same
    use(st)
    assert not any(m["mod"] == "final_move" for m in cleffa.marks)
    cleffa.damage = 4
    script(st, status=1)  # Cleffa's Encore again
    use(st)
    cleffa.marks = []  # without the mark, the next blow makes it faint at once
    script(st, hits=1, crits=0, status=1)
    use(st)
    assert cleffa.fainted and st.outcome is not None and st.outcome.winners == (1,)


def test_lucky_egg_an_undamaged_holder_takes_its_next_turn_before_fainting() -> None:
    st = start("Snorlax", "Bidoof@lucky_egg,Chansey")
    snorlax, bidoof, chansey = st.sides[0].party[0], *st.sides[1].party
    script(st, hits=1, crits=3)  # Body Slam: 7 damage to Bidoof (5 health)
    use(st)
    assert not bidoof.fainted and bidoof.doomed and bidoof.damage == 7
    assert st.actor == 1 and [str(a) for a in st.legal_actions(1)] == ["use 0"]
    script(st, hits=2)  # its last Tackle: 2 damage
    use(st)
    assert snorlax.damage == 2 and bidoof.fainted and not chansey.fainted
    assert st.phase == "send" and st.actor == 1


def test_lucky_egg_does_nothing_for_a_damaged_holder() -> None:
    st = start("Snorlax", "Bidoof@lucky_egg,Chansey")
    bidoof = st.sides[1].party[0]
    bidoof.damage = 1
    script(st, hits=1, crits=3)
    use(st)
    assert bidoof.fainted and st.phase == "send" and st.actor == 1


def test_a_pokemon_about_to_faint_cannot_switch_out() -> None:
    # Snorlax's Double-Edge makes the Lucky Egg holder faint and Snorlax faints from recoil: the
    # holder's side is not offered a switch; Snorlax's side sends Blissey; the holder still gets
    # its last turn and then faints.
    st = start("Snorlax+Double-Edge,Blissey", "Bidoof@lucky_egg,Chansey")
    snorlax, blissey = st.sides[0].party
    bidoof = st.sides[1].party[0]
    snorlax.damage = 8
    script(st, crits=3)  # 3 × (2 + 2) = 12 damage; 3 × 2 = 6 recoil
    use(st, 1)
    assert snorlax.fainted and bidoof.doomed and not bidoof.fainted
    assert st.phase == "send" and st.actor == 0  # no switch offered to the holder's side
    st.apply(0, Action("send", 1))
    assert st.phase == "attack" and st.actor == 0  # Blissey 6 vs Bidoof 4
    script(st, status=5)  # Blissey's Double-Edge: 0 damage
    use(st)
    assert st.actor == 1 and bidoof.doomed
    script(st, hits=2)
    use(st)
    assert bidoof.fainted and blissey.damage == 2 and st.phase == "send"


def test_a_ball_thrown_on_the_final_turn_ends_it() -> None:
    st = start("Bidoof@lucky_egg", opponent="wild", wild="Snorlax", balls="poke")
    bidoof = st.sides[0].party[0]
    st.fully_restore(bidoof)  # the wild Snorlax (7 initiative) attacked first; undo that
    script(st, status=2)  # Bidoof's Tackle
    script(st, hits=1, crits=3)  # the wild Snorlax's Body Slam: 7 damage
    use(st)
    assert bidoof.doomed and st.actor == 0
    script(st, status=3)  # the ball misses
    st.apply(0, Action("ball", -1, "poke"))
    assert bidoof.fainted
    assert st.outcome is not None and "fled" in st.outcome.reason
