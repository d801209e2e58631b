"""Healing: Heal Bell, Uproar and the Star Shield's end-of-turn heal (forced or scripted dice)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.pieces import Mon
from pokeforge.games.sinnoh.state import SinnohState


def test_heal_bell_heals_one_damage_and_every_status_across_the_party() -> None:
    st = start("Chimecho,Snorlax,Bidoof", "Blissey")
    chimecho, snorlax, bidoof = st.sides[0].party
    chimecho.damage, chimecho.statuses = 3, ["poisoned"]
    snorlax.damage, snorlax.statuses = 4, ["paralysed", "confused"]
    bidoof.damage, bidoof.fainted = 5, True
    hit(st, "Heal Bell", (0, 0, 0))
    # the cure and the heal are one effect: the user is no longer Poisoned when it heals
    assert chimecho.damage == 2 and chimecho.statuses == []
    assert snorlax.damage == 3 and snorlax.statuses == []
    assert bidoof.damage == 5  # fainted Pokémon are not healed


def test_uproar_status_symbols_deal_one_and_wake_both_pokemon() -> None:
    st = start("Darumaka", "Snorlax")
    darumaka, snorlax = st.sides[0].party[0], st.sides[1].party[0]
    darumaka.statuses, snorlax.statuses = ["drowsy"], ["drowsy"]
    # rolled 2 status, 1 hit, 1 critical; the user is Drowsy: its hit becomes a status symbol
    # (the target's Drowsy then finds no hit to turn): 3 × (0 + 1) + 2 = 5; fire vs normal +0
    ctx = hit(st, "Uproar", (2, 1, 1))
    assert ctx.counts == [3, 0, 1] and ctx.dealt == 5
    assert darumaka.statuses == [] and snorlax.statuses == []
    assert hit(st, "Uproar", (1, 2, 0)).dealt == 1 + 2


def _snorlax_with_star_shield() -> tuple[SinnohState, Mon]:
    st = start("Snorlax@star_shield", "Blissey")
    assert st.actor == 0  # Snorlax 7 vs Blissey 6
    return st, st.sides[0].party[0]


def test_star_shield_heals_one_damage_at_the_end_of_the_holders_turn() -> None:
    st, snorlax = _snorlax_with_star_shield()
    snorlax.damage = 3
    script(st, hits=4)
    use(st)
    assert snorlax.damage == 2


def test_star_shield_heals_a_status_instead_when_the_holder_has_one() -> None:
    st, snorlax = _snorlax_with_star_shield()
    snorlax.damage, snorlax.statuses = 3, ["burned"]
    script(st, hits=4)
    use(st)
    assert snorlax.statuses == [] and snorlax.damage == 3


def test_star_shield_cures_poison_as_the_poison_strikes() -> None:
    st, snorlax = _snorlax_with_star_shield()
    snorlax.damage, snorlax.statuses = 3, ["poisoned"]
    script(st, hits=4)
    use(st)
    # end-of-turn effects are simultaneous: 2 Poison damage, and the Poison is healed
    assert snorlax.statuses == [] and snorlax.damage == 5
