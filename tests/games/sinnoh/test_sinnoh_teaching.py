"""Teaching the defeated wild Pokémon's move: a decision after the battle (scripted dice)."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.games.sinnoh.actions import Action


def defeat_unown(party0: str):  # type: ignore[no-untyped-def]
    st = start(party0, opponent="wild", wild="Unown")
    assert st.actor == 0
    script(st, status=2, crits=3)  # Fire Blast or Roar of Time: 6+ damage, Unown faints
    if st.move_names(st.sides[0].party[0])[0] == "Roar of Time":
        script(st, status=1)
    use(st)
    return st


def test_the_defeated_pokemons_move_may_be_taught_within_the_three_move_limit() -> None:
    st = defeat_unown("Flareon+Slash,Snorlax+Slash+Tackle,Leafeon")
    assert st.sides[1].party[0].fainted and st.outcome is None
    assert st.phase == "teach" and st.to_act() == (0,)
    acts = [str(a) for a in st.legal_actions(0)]
    assert acts == [
        "teach 0 move=Hidden Power",
        "teach 1 move=Hidden Power;replace=Slash",
        "teach 1 move=Hidden Power;replace=Tackle",
        "teach 2 move=Hidden Power",  # typeless: any Pokémon may learn it
        "skip",
    ]
    events = st.apply(0, Action("teach", 1, "move=Hidden Power;replace=Tackle"))
    assert st.sides[0].party[1].moves == ["Slash", "Hidden Power"]
    assert any(e.kind == "teach" for e in events)
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.rewards["journey_points"] == 1 + 1 and st.rewards["teach"] == ["Hidden Power"]


def test_teaching_may_be_skipped() -> None:
    st = defeat_unown("Flareon")
    st.apply(0, Action("skip"))
    assert st.sides[0].party[0].moves == [] and st.outcome is not None


def test_only_learnable_types_are_offered() -> None:
    st = start("Flareon,Leafeon", opponent="wild", wild="Chimchar")  # Ember: fire
    script(st, crits=3, status=2)
    use(st)
    assert st.phase == "teach"
    assert [str(a) for a in st.legal_actions(0)] == ["teach 0 move=Ember", "skip"]


def test_a_legendary_learning_a_move_loses_alpha_strike_first() -> None:
    st = defeat_unown("Dialga")
    st.apply(0, Action("teach", 0, "move=Hidden Power"))
    dialga = st.sides[0].party[0]
    assert dialga.tactics == ("Beast Boost",)
    assert st.move_names(dialga) == ["Roar of Time", "Hidden Power"]
