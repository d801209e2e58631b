"""The greedy agent in HEX positions where it used to play aimlessly (issue 14: two greedy players
challenged Leaders they could not beat 90 times)."""

from __future__ import annotations

from hex_builders import clear, make_state, setup_player

from pokeforge.agents import GreedyAgent, make_agent
from pokeforge.games.hex import GAME
from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.rules.flow import ask


def _gym_offer(team: list[str], leader: str, badges: int = 0):  # type: ignore[no-untyped-def]
    s = make_state()
    setup_player(s, 0, team, trainer="hiker", badges=badges)
    clear(s)
    s.active = 0
    s.players[0].pos = s.board.space_of_city(leader)
    ask(s, "gym", [0], "challenge?", leader=leader)
    return s


def test_greedy_does_not_challenge_a_leader_it_cannot_beat() -> None:
    for seed in range(10):
        s = _gym_offer(["rattata"], "sabrina")  # dual: one Pokémon cannot fight it at all
        assert GreedyAgent(seed=seed).choose(s, 0) == Action("pass"), seed


def test_a_hopeless_challenge_is_no_choice_for_any_agent() -> None:
    s = _gym_offer(["rattata"], "sabrina")
    assert GAME.sensible_actions(s, 0, s.legal_actions(0)) == (Action("pass"),)
    assert make_agent("hard", 1).choose(s, 0) == Action("pass")


def test_greedy_challenges_a_leader_it_can_beat() -> None:
    s = _gym_offer(["mewtwo", "articuno"], "sabrina", badges=4)
    assert set(GAME.sensible_actions(s, 0, s.legal_actions(0))) == {
        Action("challenge"),
        Action("pass"),
    }
    assert GreedyAgent(seed=0).choose(s, 0) == Action("challenge")
