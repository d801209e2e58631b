"""The conformance suite's checks, run on the origins engine with the hand-made card pool of
the builders (before the game is registered with its shipped content)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parents[2] / "conformance"))

from conformance_checks import (
    StableNumbers,
    check_action_numbers,
    check_actions,
    check_clone,
    check_determinize,
    check_determinize_from_view,
    check_future_dice,
    check_json_and_no_rng,
    check_number_types,
    check_refusals,
    check_round_trip,
    check_secret_choices,
    check_swap,
    check_views_follow_events,
    check_words,
)
from conformance_support import playout
from origins_builders import GAME

CHECKS = [
    check_actions,
    check_refusals,
    check_determinize,
    check_clone,
    check_round_trip,
    check_secret_choices,
    check_future_dice,
    check_json_and_no_rng,
    check_words,
    check_swap,
    check_determinize_from_view,
    check_views_follow_events,
    check_action_numbers,
    check_number_types,
]
VARIANTS: list[dict[str, Any]] = [
    {},
    {"format": "origins"},
    {"first_turn_attack": False, "sudden_death": False},
]


@pytest.mark.parametrize("params", VARIANTS, ids=["classic", "origins", "strict"])
@pytest.mark.parametrize("check", CHECKS, ids=[c.__name__ for c in CHECKS])
def test_every_check_holds_along_random_playouts(check: Any, params: dict[str, Any]) -> None:
    raw = {"deck0": "a", "deck1": "b", **params}
    for seed in range(2):
        playout(GAME, seed, check=check, every=7, params=raw)


def test_numbers_are_stable_over_playouts() -> None:
    stable = StableNumbers()
    for seed in range(4):
        playout(GAME, seed, check=stable, params={"deck0": "a", "deck1": "b"})


def test_random_playouts_end() -> None:
    for seed in range(20):
        state, actions = playout(GAME, seed, params={"deck0": "b", "deck1": "a"})
        assert state.outcome is not None and state.outcome.reason
        assert len(actions) < 3000


#: a deck of the shipped cards whose effects look through decks and hands (Prophecy, Pokémon
#: Breeder, Devolution Spray, Metronome, Mirror Move), against two theme decks
LOOKING_DECK = (
    "4 Clefairy BS 5; 4 Pidgey BS 57; 3 Pidgeotto BS 22; 4 Drowzee BS 49; 3 Hypno FO 8; "
    "4 Bulbasaur BS 44; 2 Ivysaur BS 30; 2 Venusaur BS 15; 4 Pokémon Breeder BS 76; "
    "4 Devolution Spray BS 72; 12 Psychic Energy BS 101; 12 Grass Energy BS 99; "
    "2 Double Colorless Energy BS 96"
)


#: Clairvoyance (a hand played face up), Clefairy Doll, Ditto's Transform, Buzzap
SHOWING_DECK = (
    "4 Mysterious Fossil FO 62; 4 Omanyte FO 52; 2 Omastar FO 40; 4 Ditto FO 3; "
    "4 Voltorb BS 67; 2 Electrode BS 21; 4 Clefairy Doll BS 70; 4 Bill BS 91; "
    "4 Professor Oak BS 88; 4 Energy Removal BS 92; 12 Water Energy BS 102; "
    "12 Lightning Energy BS 100"
)


@pytest.mark.parametrize("deck", [LOOKING_DECK, SHOWING_DECK], ids=["looking", "showing"])
@pytest.mark.parametrize(
    "check", [check_swap, check_views_follow_events, check_determinize_from_view]
)
def test_secrets_hold_with_the_shipped_cards_that_look_at_hidden_cards(
    check: Any, deck: str
) -> None:
    from pokeforge.games.origins import GAME as SHIPPED

    for seed, other in ((0, "zap"), (1, "power-reserve")):
        playout(SHIPPED, seed, check=check, every=3, params={"deck0": deck, "deck1": other})
        playout(SHIPPED, seed, check=check, every=3, params={"deck1": deck, "deck0": other})


@pytest.mark.parametrize(
    "check",
    [
        check_swap,
        check_views_follow_events,
        check_determinize_from_view,
        check_secret_choices,
        check_round_trip,
        check_clone,
    ],
)
def test_secrets_hold_with_the_origins_sample_decks(check: Any) -> None:
    """The Origins sample set in its format: Bramblisk's Snare Thorns answering attachments and
    retreats (instant-speed), Chronoid's private look, the options kept to the checkup: what a
    seat sees does not depend on what it cannot see, and a state holding a kept option clones
    and serialises."""
    from pokeforge.games.origins import GAME as SHIPPED

    decks = ("origins-aurora-spark", "origins-tide-and-stone")
    for seed in range(3):
        params = {"format": "origins", "deck0": decks[seed % 2], "deck1": decks[1 - seed % 2]}
        playout(SHIPPED, seed, check=check, every=3, params=params)
