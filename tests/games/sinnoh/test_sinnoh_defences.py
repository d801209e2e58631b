"""Moves that act when their user is next attacked (Barrier, Shell Trap, Disguise) and Frigid Ice,
with forced dice (status symbols, regular hits, critical hits)."""

from __future__ import annotations

from sinnoh_builders import hit, start

from pokeforge.games.sinnoh.rules import legal
from pokeforge.games.sinnoh.rules.battle import leave


def test_barrier_turns_the_next_attacks_critical_hits_on_the_attacker() -> None:
    st = start("Mr. Mime", "Snorlax")
    mime, snorlax = st.sides[0].party[0], st.sides[1].party[0]
    hit(st, "Barrier", (3, 0, 0))
    # Slash: 1 regular hit (1) + 2 critical hits (2 + 1 each = 6); normal vs psychic/fairy: +0
    ctx = hit(st, "Slash", (1, 1, 2), side=1)
    assert ctx.dealt == 1 and mime.damage == 1
    assert snorlax.damage == 6  # the critical hits' 6 damage struck the attacker
    ctx = hit(st, "Slash", (1, 1, 2), side=1)  # only the next attack is reflected
    assert ctx.dealt == 7 and mime.damage == 8 and snorlax.damage == 6


def test_shell_trap_hurts_an_attacker_that_rolls_a_critical_hit() -> None:
    st = start("Turtonator", "Snorlax")
    turtonator, snorlax = st.sides[0].party[0], st.sides[1].party[0]
    hit(st, "Shell Trap", (2, 0, 0))
    ctx = hit(st, "Slash", (0, 1, 1), side=1)  # 1 + 3 = 4; normal vs fire/dragon: +0
    assert ctx.dealt == 4 and turtonator.damage == 4
    assert ctx.dmg_user == 5 and snorlax.damage == 5


def test_shell_trap_is_spent_by_the_next_attack_even_without_a_critical_hit() -> None:
    st = start("Turtonator", "Snorlax")
    snorlax = st.sides[1].party[0]
    hit(st, "Shell Trap", (2, 0, 0))
    assert hit(st, "Slash", (1, 2, 0), side=1).dmg_user == 0
    assert hit(st, "Slash", (0, 0, 2), side=1).dmg_user == 0
    assert snorlax.damage == 0


def test_disguise_caps_the_next_attack_at_one_damage_unless_used_twice_in_a_row() -> None:
    st = start("Mimikyu", "Snorlax")
    mimikyu = st.sides[0].party[0]
    hit(st, "Disguise", (3, 0, 0))
    # Body Slam with 4 critical hits: 8, normal vs ghost −4 → 4, capped at 1
    ctx = hit(st, "Body Slam", (0, 0, 4), side=1)
    assert ctx.dealt == 1 and mimikyu.damage == 1
    assert hit(st, "Body Slam", (0, 0, 4), side=1).dealt == 4  # the cap was spent
    hit(st, "Disguise", (3, 0, 0))  # Mimikyu's previous move was Disguise: no protection
    assert hit(st, "Body Slam", (0, 0, 4), side=1).dealt == 4
    hit(st, "Slash", (3, 0, 0))
    hit(st, "Disguise", (3, 0, 0))  # not used last turn: protects again
    assert hit(st, "Body Slam", (0, 0, 4), side=1).dealt == 1
    assert mimikyu.damage == 1 + 4 + 4 + 1


def test_frigid_ice_freezes_whoever_attacks_the_user_until_it_switches_out() -> None:
    st = start("Regice", "Snorlax,Glaceon")
    regice, snorlax = st.sides[0].party[0], st.sides[1].party[0]
    hit(st, "Frigid Ice", (3, 0, 0))
    assert snorlax.statuses == []
    hit(st, "Slash", (0, 1, 0), side=1)
    assert snorlax.statuses == ["frozen"]
    assert not legal.can_leave(st, 1)  # a Frozen Pokémon cannot switch out
    snorlax.statuses = []
    hit(st, "Slash", (0, 1, 0), side=1)
    assert snorlax.statuses == ["frozen"]  # it lasts: every attack on the user freezes
    snorlax.statuses = []
    leave(st, regice)  # switching out ends it
    hit(st, "Slash", (0, 1, 0), side=1)
    assert snorlax.statuses == []


def test_frigid_ice_cannot_freeze_an_ice_type_attacker() -> None:
    st = start("Regice", "Glaceon")
    hit(st, "Frigid Ice", (3, 0, 0))
    hit(st, "Ice Beam", (0, 1, 0), side=1)
    assert st.sides[1].party[0].statuses == []
