"""The journey's parameters and seats: ``campaign=heart`` selects the journey (1 to 6 trainers),
the Ultra Burst is open, a battle keeps 1 or 2 seats, and the battle's own
parameters are refused in a journey."""

from __future__ import annotations

import pytest

from pokeforge import new_game
from pokeforge.core import ParamError
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.state import SinnohState


def test_campaign_heart_selects_the_journey_for_one_to_six_trainers() -> None:
    params = GAME.params({"campaign": "heart"})
    assert params.mode == "journey"
    assert GAME.seat_range(params) == (1, 6)
    for n in range(1, 7):
        st = GAME.new_state(params, seed=n, seats=n)
        assert isinstance(st, JourneyState) and st.num_seats == n
    assert isinstance(new_game("sinnoh", players=5, campaign="heart"), JourneyState)


def test_a_battle_keeps_one_or_two_seats_and_says_so() -> None:
    assert GAME.seat_range(GAME.params()) == (1, 2)
    assert isinstance(GAME.new_state(GAME.params(), seed=1, seats=2), SinnohState)
    with pytest.raises(ParamError, match=r"battle .* is played by 1–2 players, not 3"):
        GAME.new_state(GAME.params(), seed=1, seats=3)
    with pytest.raises(ParamError, match="campaign=heart"):
        GAME.check_seats(4, GAME.params())


def test_a_journey_refuses_seven_trainers_or_none() -> None:
    params = GAME.params({"campaign": "heart"})
    for n in (0, 7):
        with pytest.raises(ParamError, match=f"journey .* is played by 1–6 players, not {n}"):
            GAME.new_state(params, seed=1, seats=n)


def test_the_ultra_burst_is_open_with_1_to_6_trainers() -> None:
    params = GAME.params({"campaign": "ultra_burst", "difficulty": "master"})
    assert params.mode == "journey" and params.campaign == "ultra_burst"
    assert GAME.seat_range(params) == (1, 6)


def test_battle_parameters_are_refused_in_a_journey() -> None:
    with pytest.raises(ParamError, match="party0, wild: battle parameters"):
        GAME.params({"campaign": "heart", "party0": "Bidoof", "wild": "Shinx"})
    with pytest.raises(ParamError, match="mode=journey needs a campaign"):
        GAME.params({"mode": "journey"})
    with pytest.raises(ParamError, match="plays mode=journey, not mode=battle"):
        GAME.params({"campaign": "heart", "mode": "battle"})
    # the journey's own parameters and the battle rules it passes on are accepted
    p = GAME.params({"campaign": "heart", "dice": "0,1,2", "max_rounds": "7", "exhaustion": "20"})
    assert (p.max_rounds, p.dice, p.exhaustion) == (7, "0,1,2", 20)


def test_journey_parameters_are_refused_in_a_battle() -> None:
    with pytest.raises(ParamError, match="first_chooser, max_rounds: journey parameters"):
        GAME.params({"max_rounds": "5", "first_chooser": "1"})
    assert GAME.params({"max_rounds": "20"}).mode == "battle"  # the default is no change


def test_journey_parameters_have_bounds() -> None:
    for raw in ({"max_rounds": "0"}, {"max_rounds": "501"}, {"first_chooser": "6"}):
        with pytest.raises(ParamError):
            GAME.params({"campaign": "heart", **raw})
    with pytest.raises(ParamError, match="first_chooser: seat 3 does not exist with 2 players"):
        GAME.new_state(GAME.params({"campaign": "heart", "first_chooser": "3"}), seed=1, seats=2)


def test_the_parameters_round_trip_as_json() -> None:
    params = GAME.params({"campaign": "heart", "max_rounds": "9"})
    again = GAME.params(params.model_dump(mode="json"))
    assert again == params
