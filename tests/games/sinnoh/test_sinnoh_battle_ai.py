"""What the search knows of a Sinnoh battle (``games/sinnoh/rollout.py``): the duel in the arena,
its exact odds over the dice, and the search's choice of the Pokémon to send."""

from __future__ import annotations

from fractions import Fraction

from pokeforge.agents.search import SearchAgent, SearchSettings
from pokeforge.core import get_game
from pokeforge.games.sinnoh import rollout
from pokeforge.games.sinnoh.actions import action
from pokeforge.games.sinnoh.odds import outcomes
from pokeforge.games.sinnoh.state import SinnohState


def _battle(party0: str, party1: str, size: int) -> SinnohState:
    game = get_game("sinnoh")
    params = game.params().model_copy(
        update={"party0": party0, "party1": party1, "party_size": size}
    )
    st = game.new_state(params, seed=1, seats=2)
    assert isinstance(st, SinnohState)
    return st


def test_a_pokemon_with_the_type_advantage_is_worth_more_in_the_arena() -> None:
    # Turtwig (grass, 6) is out; Player 2 sends Chimchar (fire, 4: Ember +2 against grass) or
    # Piplup (water, 5: Bubble Beam −2 against grass, Razor Leaf +2 against it). The health on
    # each side is the same after either; only the duel differs
    st = _battle("Turtwig,Piplup", "Chimchar,Piplup", 2)
    st.apply(0, action("send", 0))
    fire, water = st.clone(), st.clone()
    fire.apply(1, action("send", 0))
    water.apply(1, action("send", 1))
    assert rollout.duel_odds(fire, 1) > 0.6
    assert rollout.duel_odds(water, 1) < 0.1
    assert rollout.values(fire)[1] > rollout.values(water)[1] + 0.3
    assert rollout.values(fire)[0] == -rollout.values(fire)[1]


def test_the_search_sends_the_pokemon_that_wins_the_duel() -> None:
    st = _battle("Turtwig,Piplup", "Chimchar,Piplup", 2)
    st.apply(0, action("send", 0))
    for seed in range(3):
        agent = SearchAgent(seed, SearchSettings(iterations=200, rollout_depth=0))
        assert agent.choose(st, 1) == action("send", 0)


def test_the_dice_distribution_is_exact() -> None:
    faces = (0, 0, 1, 1, 2, 2)
    dist = rollout._dice(2, 1, faces, (0, 1, 2))
    want: dict[int, Fraction] = {}
    for (_, h, c), p in outcomes(2, faces):
        d = max(0, h + 2 * c + 1)
        want[d] = want.get(d, Fraction(0)) + p
    assert dist == tuple(float(want.get(d, 0)) for d in range(len(dist)))
    assert abs(sum(dist) - 1.0) < 1e-12
    # a bonus below the dice's total leaves no damage more often
    assert rollout._dice(2, -4, faces, (0, 1, 2))[0] > rollout._dice(2, 0, faces, (0, 1, 2))[0]


def test_duel_odds_are_those_of_taking_turns() -> None:
    # one die, each face 0, 1 or 2 with chance 1/3, against 2 health: A first wins with
    # x = 1/3 (a critical) + 1/3 (a hit, then B must miss and A hit again...) — checked against
    # a direct recursion over the turns
    d = (1 / 3, 1 / 3, 1 / 3)

    def direct(ha: int, hb: int, a_turn: bool, depth: int) -> float:
        if hb <= 0:
            return 1.0
        if ha <= 0:
            return 0.0
        if depth == 0:
            return 0.5
        if a_turn:
            return sum(p * direct(ha, hb - k, False, depth - 1) for k, p in enumerate(d))
        return sum(p * direct(ha - k, hb, True, depth - 1) for k, p in enumerate(d))

    got = rollout._duel(2, 2, d, d, True)
    assert abs(got - direct(2, 2, True, 40)) < 1e-6
    assert got > 0.5  # attacking first is worth something
    assert abs(rollout._duel(2, 2, d, d, False) - (1 - got)) < 1e-12


def test_before_both_pokemon_are_out_a_battle_is_worth_its_health_margin() -> None:
    import math

    st = _battle("Turtwig,Piplup", "Chimchar,Buizel", 2)
    margin = sum(m.health_left for m in st.sides[0].party) - sum(
        m.health_left for m in st.sides[1].party
    )
    assert margin != 0
    assert rollout.values(st) == [
        math.tanh(margin / rollout.VALUE_SCALE),
        -math.tanh(margin / rollout.VALUE_SCALE),
    ]
    st.apply(0, action("send", 0))  # only one side out: still the plain margin
    assert rollout.battle_margin(st) == margin
