"""sinnoh facts: starters, final parties, fainted Pokémon and trainer cards of a finished random
battle."""

from __future__ import annotations

from typing import Any

from pokeforge.agents import RandomAgent
from pokeforge.core import Match, get_game

GAME = get_game("sinnoh")
KEYS = {
    "rounds",
    "starter_by_seat",
    "party_by_seat",
    "fainted_by_seat",
    "trainer_by_seat",
    "opponent",
    "opponent_party",
}


def finished(seed: int, seats: int = 2, **params: str) -> Any:
    match = Match(GAME, params, seed=seed, seats=seats)
    state = match.state
    agents = [RandomAgent(seed * 10 + k) for k in range(seats)]
    while state.outcome is None:
        seat = state.to_act()[0]
        match.act(seat, agents[seat].choose(state, seat))
    return state


def test_a_named_starter_battle() -> None:
    state = finished(4, party0="Shinx, Chimchar", party1="Machop, Piplup", trainer0="random")
    facts = GAME.facts(state)
    assert set(facts) == KEYS
    assert facts["starter_by_seat"] == ["Shinx", "Machop"]
    assert facts["rounds"] == state.turns >= 1
    parties = facts["party_by_seat"]
    assert len(parties) == 2 and [len(p) for p in parties] == [2, 2]
    fainted = facts["fainted_by_seat"]
    assert fainted == [sum(1 for m in state.sides[s].party if m.fainted) for s in (0, 1)]
    out = state.outcome
    if out.termination.value == "knockout":  # the loser's whole party fainted
        assert fainted[1 - out.winners[0]] == 2
    trainers = facts["trainer_by_seat"]
    names = {t.name for t in GAME.content.trainers.values()}
    assert trainers[1] == "" and trainers[0].endswith(" (gold)")
    assert trainers[0].removesuffix(" (gold)") in names
    assert facts["opponent"] == "trainer" and facts["opponent_party"] == parties[1]


def test_random_parties_give_the_same_keys_and_valid_names() -> None:
    cards = {c.name for c in GAME.content.cards.values()}
    starters = {c.name for c in GAME.content.cards.values() if c.starter}
    for seed in range(1, 6):
        facts = GAME.facts(finished(seed))
        assert set(facts) == KEYS
        assert all(len(facts[k]) == 2 for k in KEYS if k.endswith("_by_seat"))
        assert all(name in cards for party in facts["party_by_seat"] for name in party)
        assert all(s == "" or s in starters for s in facts["starter_by_seat"])


def test_a_solo_battle_has_one_seat_and_names_the_opponent() -> None:
    facts = GAME.facts(finished(2, seats=1, opponent="galactic"))
    assert set(facts) == KEYS
    assert all(len(facts[k]) == 1 for k in KEYS if k.endswith("_by_seat"))
    assert facts["opponent"] == "galactic" and facts["opponent_party"]
