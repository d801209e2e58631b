"""The picture a seat is sent carries its own ``result`` once the game is over (``win``, ``loss``
or ``draw``, from ``Outcome.result``), so the page never has to guess a loss from the winners: a
one-player battle lost to an automatic opponent has no winner and is still a loss."""

from __future__ import annotations

from pokeforge.core import State
from pokeforge.games.sinnoh import GAME as SINNOH
from pokeforge.web.payloads import picture, seat_result


def play_out(st: State, avoid: str = "concede") -> None:  # type: ignore[type-arg]
    """Each seat takes its first legal action that is not ``avoid`` until the game ends."""
    for _ in range(500):
        if st.outcome is not None:
            return
        seat = st.to_act()[0]
        acts = [a for a in st.legal_actions(seat) if str(a) != avoid] or list(
            st.legal_actions(seat)
        )
        st.apply(seat, acts[0])
    raise AssertionError("the game did not end")


def test_a_solo_battle_lost_to_team_galactic_is_a_loss_for_the_seat() -> None:
    params = SINNOH.params({"opponent": "galactic", "party0": "Bidoof", "party_size": 1})
    st = SINNOH.new_state(params, seed=3, seats=1)
    assert picture(SINNOH, st, 0)["result"] is None  # still on
    play_out(st)
    assert st.outcome is not None and st.outcome.winners == () and st.outcome.losers == (0,)
    assert picture(SINNOH, st, 0)["result"] == "loss"
    assert picture(SINNOH, st, None)["result"] is None  # a spectator has no result


def test_a_two_player_battle_gives_the_winner_win_and_the_other_loss() -> None:
    params = SINNOH.params({"party0": "Bidoof", "party1": "Garchomp", "party_size": 1})
    st = SINNOH.new_state(params, seed=3, seats=2)
    play_out(st)
    assert st.outcome is not None and len(st.outcome.winners) == 1
    winner = st.outcome.winners[0]
    assert seat_result(st, winner) == "win"
    assert seat_result(st, 1 - winner) == "loss"
    assert picture(SINNOH, st, 1 - winner)["result"] == "loss"
