"""The game's evaluation (what the greedy agent maximises): conceding with usable Pokémon left
is never worth more than fighting on, even when every other choice loses."""

from __future__ import annotations

from sinnoh_builders import script, use

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState


def _send_phase_after_a_faint() -> SinnohState:
    """One player against an automatic Team Galactic: Bidoof fainted, Snorlax is left to send."""
    params = GAME.params({"opponent": "galactic", "party0": "Bidoof,Snorlax", "party1": "41-gl"})
    st = GAME.new_state(params, seed=1, seats=1)
    assert isinstance(st, SinnohState)
    st.apply(0, Action("send", 0))
    st.sides[0].party[0].damage = st.sides[0].party[0].max_health - 1
    script(st, status=2)
    script(st, hits=2)
    use(st)
    while st.phase != "send":
        st.apply(0, st.legal_actions(0)[-1])
    assert Action("concede") in st.legal_actions(0)
    return st


def test_conceding_scores_below_a_knock_out_loss_and_below_fighting_on() -> None:
    st = _send_phase_after_a_faint()
    conceded = st.clone()
    conceded.apply(0, Action("concede"))
    fought = st.clone()
    fought.apply(0, Action("send", 1))
    assert GAME.evaluate(conceded, 0) < GAME.evaluate(fought, 0)
    assert conceded.outcome is not None and conceded.outcome.result(0) == "loss"
    # a loss by knock-out (the last Pokémon fought) still scores above giving up
    params = GAME.params({"opponent": "galactic", "party0": "Bidoof", "party1": "41-gl,228-gl"})
    ko = GAME.new_state(params, seed=1, seats=1)
    assert isinstance(ko, SinnohState)
    ko.apply(0, Action("send", 0))
    ko.sides[1].retribution = 9
    ko.fully_restore(ko.sides[0].party[0])
    script(ko, status=2)
    script(ko, status=3)
    use(ko)
    assert ko.outcome is not None
    assert ko.outcome.result(0) == "loss"
    assert GAME.evaluate(conceded, 0) < GAME.evaluate(ko, 0)


def test_greedy_never_concedes_with_usable_pokemon_against_automatic_opponents() -> None:
    conceded = 0
    for seed in range(12):
        for opponent in ("galactic", "swarm"):
            st = GAME.new_state(GAME.params({"opponent": opponent}), seed=seed, seats=1)
            agent = GreedyAgent(seed)
            while st.outcome is None:
                action = agent.choose(st, 0)
                conceded += str(action) == "concede"
                st.apply(0, action)
    assert conceded == 0
