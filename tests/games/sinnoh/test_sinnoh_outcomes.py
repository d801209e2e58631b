"""END OF BATTLE: each way a battle ends, its result for every seat and the sentence that says
why, in the players' own names."""

from __future__ import annotations

from sinnoh_builders import script, start, use

from pokeforge.core.outcome import Termination
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState


def solo_galactic(party0: str, party1: str) -> SinnohState:
    params = GAME.params({"opponent": "galactic", "party0": party0, "party1": party1})
    st = GAME.new_state(params, seed=1, seats=1)
    assert isinstance(st, SinnohState)
    st.apply(0, Action("send", 0))
    return st


def test_a_solo_player_beaten_by_an_automatic_team_galactic_loses() -> None:
    st = solo_galactic("Bidoof", "41-gl,228-gl")
    bidoof = st.sides[0].party[0]
    st.sides[1].retribution = 9
    st.fully_restore(bidoof)
    script(st, status=2)
    script(st, status=3)
    use(st)
    out = st.outcome
    assert bidoof.fainted and out is not None
    assert out.termination == Termination.KNOCKOUT
    assert out.winners == () and out.losers == (0,) and out.result(0) == "loss"
    assert out.returns(1) == [-1.0]
    assert "Player 1" in out.reason and "Team Galactic" in out.reason
    assert "side" not in out.reason


def test_a_solo_player_who_concedes_to_team_galactic_loses() -> None:
    st = solo_galactic("Bidoof,Snorlax", "41-gl,228-gl")
    bidoof = st.sides[0].party[0]
    bidoof.damage = bidoof.max_health - 1
    script(st, status=2)  # Bidoof's Tackle misses
    script(st, hits=2)  # the Galactic Pokémon knocks Bidoof out
    use(st)
    while st.outcome is None and st.phase != "send":
        st.apply(0, st.legal_actions(0)[-1])
    assert st.outcome is None and bidoof.fainted and st.actor == 0
    assert Action("concede") in st.legal_actions(0)  # Snorlax is left: conceding is a choice
    st.apply(0, Action("concede"))
    out = st.outcome
    assert out is not None and out.termination == Termination.CONCESSION
    assert out.result(0) == "loss" and out.losers == (0,)
    assert out.reason == "Player 1 conceded"


def test_a_solo_player_whose_last_pokemon_a_wild_pokemon_defeats_loses() -> None:
    st = start("Bidoof", opponent="wild", wild="Snorlax")
    script(st, status=2)  # Bidoof's Tackle
    script(st, crits=4)  # the wild Snorlax's Body Slam
    use(st)
    out = st.outcome
    assert out is not None and out.termination == Termination.KNOCKOUT
    assert out.result(0) == "loss" and out.losers == (0,)
    assert "Player 1" in out.reason and "Snorlax" in out.reason


def test_a_wild_pokemon_that_flees_after_one_defeat_ends_the_battle_as_fled() -> None:
    st = start("Bidoof,Snorlax", opponent="wild", wild="Snorlax")
    script(st, status=2)
    script(st, crits=4)
    use(st)
    out = st.outcome
    assert out is not None and out.termination == Termination.FLED
    assert out.result(0) == "draw" and "fled" in out.reason


def test_a_solo_player_beaten_by_a_swarm_loses() -> None:
    st = start("Bidoof", "Snorlax,Snorlax", opponent="swarm")
    while st.outcome is None:
        seat = st.to_act()[0]
        if st.phase == "attack":
            script(st, status=5)
            script(st, crits=5)
        st.apply(seat, st.legal_actions(seat)[0])
    out = st.outcome
    assert out.result(0) == "loss" and out.losers == (0,)
    assert "Player 1" in out.reason and "swarm" in out.reason


def test_a_trainer_battle_names_the_winner_and_loser_by_player() -> None:
    st = start("Snorlax", "Bidoof")
    script(st, crits=4)
    use(st)
    out = st.outcome
    assert out is not None and out.winners == (0,) and out.result(1) == "loss"
    assert out.reason == "Player 2 is out of Pokémon: Player 1 wins"


def test_a_trainer_who_concedes_is_named_and_loses() -> None:
    st = start("Snorlax", "Bidoof,Blissey")
    script(st, crits=4)
    use(st)
    st.apply(1, Action("concede"))
    out = st.outcome
    assert out is not None and out.termination == Termination.CONCESSION
    assert out.winners == (0,) and out.reason == "Player 2 conceded"


def test_a_solo_player_who_knocks_out_team_galactic_wins() -> None:
    st = solo_galactic("Snorlax", "41-gl")
    script(st, crits=5)
    use(st)
    out = st.outcome
    assert out is not None and out.winners == (0,) and out.result(0) == "win"
    assert out.reason == "Team Galactic is out of Pokémon: Player 1 wins"
