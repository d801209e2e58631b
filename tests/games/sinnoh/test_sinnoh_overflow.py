"""Overcut: damage past fainting reaches the next Pokémon switched in (scripted dice)."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.games.sinnoh.actions import Action


def test_overcut_remaining_damage_hits_the_next_pokemon_sent_in() -> None:
    st = start("Kartana", "Bidoof,Chansey,Blissey")
    bidoof, chansey, blissey = st.sides[1].party
    assert st.actor == 0  # Kartana 12 initiative
    bidoof.damage = 3  # 2 health left
    script(st, hits=5)  # Overcut: 5 damage, grass vs normal +0: 3 past fainting
    events = use(st)
    assert bidoof.fainted and st.sides[1].overflow == 3
    assert st.phase == "send" and st.actor == 1
    events = st.apply(1, Action("send", 2))
    assert blissey.damage == 3 and st.sides[1].overflow == 0
    assert any(e.kind == "overflow" for e in events)
    assert chansey.damage == 0


def test_overcut_leaves_nothing_over_when_the_target_survives() -> None:
    st = start("Kartana", "Blissey,Chansey")
    blissey = st.sides[1].party[0]
    script(st, hits=5)
    use(st)
    assert blissey.damage == 5 and st.sides[1].overflow == 0


def test_remaining_damage_can_make_the_next_pokemon_faint_at_once() -> None:
    st = start("Kartana", "Bidoof,Budew,Chansey")
    bidoof, budew, chansey = st.sides[1].party
    script(st, crits=5)  # 10 damage to Bidoof (5 health): 5 remaining
    use(st)
    assert bidoof.fainted and st.sides[1].overflow == 5
    st.apply(1, Action("send", 1))  # Budew has 4 health
    assert budew.fainted and not chansey.fainted and st.phase == "send" and st.actor == 1
    assert st.legal_actions(1) == (Action("send", 2), Action("concede"))
