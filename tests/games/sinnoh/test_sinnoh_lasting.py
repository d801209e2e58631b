"""Effects that last: Eternal Glade, Fairy Lock and Imprison (forced or scripted dice)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh.rules import legal
from pokeforge.games.sinnoh.rules.battle import faint, leave, switch_to


def test_eternal_glade_keeps_until_switch_out_effects_for_the_whole_battle() -> None:
    st = start("Celebi,Blissey", "Snorlax")
    celebi = st.sides[0].party[0]
    hit(st, "Bulk Up", (2, 0, 0))  # +2 regular hits until the user switches out
    hit(st, "Eternal Glade", (4, 0, 0))
    hit(st, "Fairy Lock", (3, 0, 0))  # used after Eternal Glade: ends on switching out
    hit(st, "Bulk Up", (2, 0, 0))  # does not stack with itself, eternal or not
    assert [x["move"] for x in celebi.lasting] == ["Bulk Up", "Fairy Lock"]
    leave(st, celebi)
    assert [x["move"] for x in celebi.lasting] == ["Bulk Up"]
    # Tackle with 2 status symbols: 0, plus the 2 lasting regular hits; normal vs normal: 2
    assert hit(st, "Tackle", (2, 0, 0)).dealt == 2


def test_fairy_lock_stops_switching_by_move_effects_only() -> None:
    st = start("Klefki,Mothim", "Finneon,Blissey")
    assert st.actor == 0  # Klefki 8 vs Finneon 6
    assert "use 0 from=1" in [str(a) for a in st.legal_actions(0)]  # Mothim's Lunge
    script(st, status=3)  # Fairy Lock
    use(st)
    script(st, status=3)  # Finneon's U-Turn: no switch is offered
    use(st)
    assert st.phase == "attack" and st.actor == 0
    assert [str(a) for a in st.legal_actions(0)] == ["use 0"]  # no Lunge from the party
    assert legal.effect_switch_blocked(st)
    leave(st, st.sides[0].party[0])  # the user switched out: the lock ends
    assert not legal.effect_switch_blocked(st)


def test_fairy_lock_made_eternal_lasts_from_the_bench_until_its_user_faints() -> None:
    st = start("Klefki,Blissey", "Snorlax")
    klefki = st.sides[0].party[0]
    hit(st, "Fairy Lock", (3, 0, 0))
    hit(st, "Eternal Glade", (4, 0, 0))
    switch_to(st, 0, 1, [])
    assert legal.effect_switch_blocked(st)
    switch_to(st, 0, 0, [])
    faint(st, 0, [])
    assert klefki.fainted and not legal.effect_switch_blocked(st)


def test_imprison_stops_switching_and_form_changes() -> None:
    st = start("Elgyem", "Cherrim,Blissey")
    cherrim = st.sides[1].party[0]
    assert legal.can_leave(st, 1)
    hit(st, "Imprison", (2, 0, 0))
    assert not legal.can_leave(st, 1)
    form = st.content.cards[cherrim.card].form
    hit(st, "Gather Sunlight", (2, 0, 0), side=1)  # would change to the Sunshine Form
    assert st.content.cards[cherrim.card].form == form
    leave(st, cherrim)  # once out of the arena (fainted, captured) nothing holds it
    assert not cherrim.trapped
