"""Team Galactic battles: Plan B, Galactic Retribution and their battle rules (scripted dice)."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState


def galactic(party0: str, party1: str, **params: object) -> SinnohState:
    return start(party0, party1, opponent="galactic", **params)


def test_galactic_pokemon_bring_plan_b_and_galactic_retribution() -> None:
    st = galactic("Snorlax", "228-gl,41-gl")
    houndour = st.sides[1].party[0]
    assert houndour.tactics == ("Plan B", "Galactic Retribution")
    assert st.move_names(houndour) == ["Bite", "Plan B"]
    assert st.sides[0].party[0].tactics == ()


def test_the_challenger_reveals_first_and_wins_initiative_ties() -> None:
    st = GAME.new_state(GAME.params({"opponent": "galactic", "party1": "228-gl"}), seed=3)
    assert isinstance(st, SinnohState)
    assert st.phase == "send" and st.actor == 0
    st2 = galactic("Snorlax", "228-gl")  # Snorlax 7 vs Houndour 7
    assert st2.phase == "attack" and st2.actor == 0


def test_plan_b_adds_one_damage_to_galactic_retribution() -> None:
    st = galactic("Bidoof", "228-gl")  # Houndour 7 vs Bidoof 4: Team Galactic attacks first
    assert st.actor == 1
    script(st, status=2)  # Plan B: 2 typeless dice
    st.apply(1, Action("use", 1))
    assert st.sides[1].retribution == 1
    assert st.last_roll is not None and st.last_roll["move"] == "Plan B"


def test_a_fainting_galactic_pokemon_stores_its_damage_to_strike_back_with() -> None:
    st = galactic("Snorlax", "228-gl,41-gl")
    snorlax = st.sides[0].party[0]
    houndour, zubat = st.sides[1].party
    script(st, hits=1, crits=3)  # Body Slam: 7 damage, Houndour (6 health) faints
    use(st)
    assert houndour.fainted and st.sides[1].retribution == 6
    # Team Galactic chooses its next Pokémon; the challenger cannot be offered a switch (alone)
    assert st.phase == "send" and st.actor == 1
    assert Action("send", 1) in st.legal_actions(1)
    st.apply(1, Action("send", 1))
    assert st.actor == 0  # Snorlax 7 vs Zubat 5
    script(st, hits=4)
    use(st)
    assert zubat.damage == 4
    assert st.phase == "retribution" and st.actor == 1
    assert [str(a) for a in st.legal_actions(1)] == ["strike", "stay"]
    events = st.apply(1, Action("strike"))
    assert snorlax.damage == 6 and st.sides[1].retribution == 0
    assert any("Galactic Retribution" in e.text for e in events)
    assert st.phase == "attack" and st.actor == 1  # then Zubat's turn, as usual


def test_team_galactic_may_keep_the_stored_damage_for_later() -> None:
    st = galactic("Snorlax", "41-gl")
    st.sides[1].retribution = 5
    script(st, hits=4)
    use(st)
    st.apply(1, Action("stay"))
    assert st.sides[1].retribution == 5 and st.sides[0].party[0].damage == 0
    assert st.phase == "attack" and st.actor == 1


def test_retribution_that_knocks_out_the_attacker_is_a_simultaneous_faint() -> None:
    st = galactic("Bidoof,Snorlax", "41-gl,228-gl")
    bidoof, zubat = st.sides[0].party[0], st.sides[1].party[0]
    st.sides[1].retribution = 6
    zubat.damage = 5
    st.actor = 0  # Bidoof's turn
    st.invalidate()
    script(st, hits=2)  # Tackle: Zubat faints
    use(st)
    st.apply(1, Action("strike"))  # and so does Bidoof
    assert bidoof.fainted and zubat.fainted
    assert st.sides[1].retribution == 6  # Zubat's 6 health are stored anew
    assert st.phase == "send" and st.actor == 0  # the challenger initiated: it sends first


def test_team_galactic_cannot_switch_out_after_defeating_one_of_yours() -> None:
    st = galactic("Bidoof,Snorlax", "228-gl,41-gl")
    assert st.actor == 1  # Houndour 7 vs Bidoof 4
    script(st, hits=1, crits=2)  # Bite: 5 damage, Bidoof faints
    st.apply(1, Action("use", 0))
    assert st.sides[0].party[0].fainted
    assert st.phase == "send" and st.actor == 0  # no switch offered to Team Galactic
    st2 = galactic("Bidoof,Snorlax", "228-gl,41-gl", galactic_switch=True)
    script(st2, hits=1, crits=2)
    st2.apply(1, Action("use", 0))
    assert st2.phase == "switch" and st2.actor == 1  # the rule overruled


def test_a_single_player_faces_an_automatic_team_galactic() -> None:
    params = GAME.params({"opponent": "galactic", "party0": "Bidoof", "party1": "41-gl,228-gl"})
    st = GAME.new_state(params, seed=1, seats=1)
    assert isinstance(st, SinnohState)
    assert st.to_act() == (0,)
    st.apply(0, Action("send", 0))
    bidoof = st.sides[0].party[0]
    assert st.sides[1].active is not None and st.to_act() == (0,)
    st.sides[1].retribution = 9  # enough to make Bidoof faint: the automatic side strikes back
    st.fully_restore(bidoof)
    script(st, status=2)  # Bidoof's Tackle
    script(st, status=3)  # Team Galactic's reply, should the battle go on
    use(st)
    assert bidoof.fainted and st.outcome is not None and st.outcome.winners == ()


def test_the_galactic_parties_come_from_their_decks() -> None:
    for who, size, owners in (
        ("grunts", 3, {"female_grunt", "male_grunt"}),
        ("jupiter", 3, {"jupiter"}),
        ("cyrus", 6, {"cyrus"}),
    ):
        st = GAME.new_state(GAME.params({"opponent": "galactic", "galactic": who}), seed=5)
        assert isinstance(st, SinnohState)
        party = st.sides[1].party
        assert len(party) == size
        assert {st.content.cards[m.card].trainer for m in party} <= owners
        assert len({m.card for m in party}) == size
    st = GAME.new_state(
        GAME.params({"opponent": "galactic", "galactic": "mars", "galactic_size": 5}), seed=5
    )
    assert isinstance(st, SinnohState) and len(st.sides[1].party) == 5
