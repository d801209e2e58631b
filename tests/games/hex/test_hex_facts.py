"""hex facts: badges, captures, trainer cards, teams and places of a finished random play."""

from __future__ import annotations

from typing import Any

from pokeforge.agents import RandomAgent
from pokeforge.core import Match, get_game

GAME = get_game("hex")
KEYS = {
    "rounds",
    "league_reached",
    "badges_by_seat",
    "captures_by_seat",
    "trainer_by_seat",
    "team_by_seat",
    "league_wins_by_seat",
    "place_by_seat",
}


def finished(seed: int, seats: int) -> Any:
    match = Match(GAME, seed=seed, seats=seats)
    state = match.state
    agents = [RandomAgent(seed * 10 + k) for k in range(seats)]
    while state.outcome is None:
        seat = state.to_act()[0]
        match.act(seat, agents[seat].choose(state, seat))
    return state


def test_the_facts_of_finished_plays() -> None:
    cards = {c.name for c in GAME.content.cards.values()}
    trainers = {t.name for t in GAME.content.trainers.values()}
    for seed, seats in ((3, 2), (5, 4)):
        state = finished(seed, seats)
        facts = GAME.facts(state)
        assert set(facts) == KEYS
        assert all(len(facts[k]) == seats for k in KEYS if k.endswith("_by_seat"))
        assert facts["rounds"] == state.round >= 1
        assert facts["league_reached"] is True  # the play ends with a Pokémon Master
        assert facts["badges_by_seat"] == [len(p.badges) for p in state.players]
        assert facts["captures_by_seat"] == [p.captures for p in state.players]
        assert all(name in trainers for name in facts["trainer_by_seat"])
        assert all(name in cards for team in facts["team_by_seat"] for name in team)
        assert [len(t) for t in facts["team_by_seat"]] == [len(p.team) for p in state.players]
        place = facts["place_by_seat"]
        (winner,) = state.outcome.winners
        assert place[winner] == 1 and place.count(1) == 1
        assert all(2 <= place[s] <= seats for s in range(seats) if s != winner)
        wins = facts["league_wins_by_seat"]
        assert wins[winner] >= 1 and wins == [p.wins for p in state.players]


def test_a_play_at_the_start_has_the_same_keys() -> None:
    facts = GAME.facts(GAME.new_state(seed=1, seats=3))
    assert set(facts) == KEYS
    assert facts["league_reached"] is False and facts["badges_by_seat"] == [0, 0, 0]
    assert facts["place_by_seat"] == [1, 1, 1]  # nobody ahead of anybody yet
