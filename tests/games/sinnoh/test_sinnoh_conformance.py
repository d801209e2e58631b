"""The contract checks for the battle mode (random playouts, clone independence, JSON round trip,
replay), run here until the shared conformance suite covers this game."""

from __future__ import annotations

import random
from typing import Any

import pytest
from sinnoh_builders import TRAINER_CARDS_AND_HANDS

from pokeforge.core import IllegalAction, Match, replay
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action

CONFIGS: list[tuple[dict[str, Any], int]] = [
    ({}, 2),
    ({"party_size": "6", "taught_moves": "2", "random_items": "true"}, 2),
    ({"opponent": "wild", "taught_moves": "1"}, 1),
    ({"opponent": "wild", "alpha": "true", "party_size": "4"}, 1),
    ({"opponent": "swarm", "party_size": "5"}, 1),
    ({"allow_concede": "false", "party_size": "6", "taught_moves": "2", "random_items": "true"}, 2),
    ({"opponent": "galactic", "galactic": "jupiter", "party_size": "4"}, 2),
    ({"opponent": "galactic", "galactic": "cyrus", "party_size": "6"}, 1),
    ({"opponent": "wild", "wild": "Uxie", "lake_trial": "true", "party_size": "4"}, 1),
    ({"opponent": "wild", "wild_tiers": "ultra_beast,ultra_burst", "party_size": "5"}, 1),
    # trainer cards drawn at random on both sides, Change of Fate hands, a full bag
    (
        TRAINER_CARDS_AND_HANDS,
        2,
    ),
    ({"trainer0": "random", "opponent": "wild", "party_size": "4", "apricorns": "7"}, 1),
    ({"trainer0": "random:silver", "opponent": "swarm", "party_size": "4"}, 1),
    ({"trainer0": "random", "opponent": "galactic", "galactic": "mars", "party_size": "4"}, 2),
]
#: trainer cards whose decisions (after the roll, before the damage, at initiative checks, after
#: the battle) a clone and a JSON copy must carry
DECIDING = (
    "Psychic",
    "Poké Maniac",
    "Ninja Boy",
    "Veteran",
    "Guitarist",
    "Backpacker",
    "Team Rocket",
    "Lady",
)


def _play(params: dict[str, Any], seed: int, seats: int = 2) -> Match:
    match = Match(GAME, params, seed=seed, seats=seats)
    rnd = random.Random(seed)
    steps = 0
    while match.state.outcome is None:
        seats_now = match.state.to_act()
        assert seats_now, "a running battle always has a seat to act"
        seat = seats_now[0]
        actions = match.state.legal_actions(seat)
        assert actions, "legal actions are never empty while a seat must act"
        match.act(seat, rnd.choice(actions))
        steps += 1
        assert steps < GAME.max_decisions
    return match


@pytest.mark.parametrize(("params", "seats"), CONFIGS)
def test_random_playouts_end_and_replay_to_the_same_digest(
    params: dict[str, Any], seats: int
) -> None:
    for seed in range(25):
        match = _play(params, seed, seats)
        record = match.finish()
        assert replay(record).digest() == record.digest


def test_clone_is_independent_and_json_round_trip_is_exact() -> None:
    rnd = random.Random(5)
    st = GAME.new_state(GAME.params({"party_size": "4", "taught_moves": "2"}), seed=5)
    while st.outcome is None:
        copy = st.clone()
        data = st.to_json()
        assert GAME.state_from_json(data).digest() == st.digest()
        seat = st.to_act()[0]
        action = rnd.choice(st.legal_actions(seat))
        st.apply(seat, action)
        assert copy.to_json() == data  # the clone did not move with the original
        if copy.outcome is None:
            copy.apply(seat, action)
            assert copy.digest() == st.digest()  # same RNG, same result


@pytest.mark.parametrize("trainer", DECIDING)
def test_clone_and_json_carry_the_decisions_trainer_cards_add(trainer: str) -> None:
    rnd = random.Random(7)
    for seed in range(4):
        raw = {"party_size": "4", "trainer0": trainer, "trainer1": trainer, "apricorns": "8"}
        if trainer == "Poké Maniac":
            raw["party1"] = "Bidoof,Eevee@substitute,Buneary@substitute"
        st = GAME.new_state(GAME.params(raw), seed=seed)
        while st.outcome is None:
            copy = st.clone()
            data = st.to_json()
            assert GAME.state_from_json(data).to_json() == data
            seat = st.to_act()[0]
            action = rnd.choice(st.legal_actions(seat))
            st.apply(seat, action)
            assert copy.to_json() == data
            if copy.outcome is None:
                copy.apply(seat, action)
                assert copy.digest() == st.digest()


def test_illegal_action_raises_with_a_reason_and_changes_nothing() -> None:
    st = GAME.new_state(GAME.params({}), seed=3)
    before = st.digest()
    with pytest.raises(IllegalAction, match="not a legal action"):
        st.apply(st.to_act()[0], Action("use", 7))
    with pytest.raises(IllegalAction):
        st.apply(1 - st.to_act()[0], Action("send", 0))
    assert st.digest() == before


def test_views_are_json_data_and_show_both_parties() -> None:
    import json

    st = GAME.new_state(GAME.params({"opponent": "wild"}), seed=2)
    view = st.view(0)
    json.dumps(view)
    assert len(view["sides"]) == 2
    assert "rng" not in json.dumps(view)
    # parties are public; only the Change of Fate hand is shown to its owner alone
    public = [{k: v for k, v in side.items() if k != "hand"} for side in view["sides"]]
    spectator = [{k: v for k, v in side.items() if k != "hand"} for side in st.view(None)["sides"]]
    assert spectator == public
    assert view["sides"][0]["hand"] == [] and st.view(None)["sides"][0]["hand"] == 0


def test_wild_battles_are_played_by_one_seat() -> None:
    st = GAME.new_state(GAME.params({"opponent": "wild"}), seed=4)
    assert st.num_seats == 1 and st.to_act() == (0,)
