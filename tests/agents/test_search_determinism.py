"""agents.search: with an iteration budget, the same seed makes the same choice; its randomness is
its own (the state and its dice are left alone)."""

from __future__ import annotations

from typing import Any

from fixtures.duel import GAME as DUEL
from fixtures.micro import GuessGame
from pokeforge.agents.search import SearchAgent, SearchSettings
from pokeforge.core import Rng, State, get_game


def advanced(slug: str, steps: int, seed: int = 0, seats: int | None = None) -> State[Any]:
    """A position of ``slug`` after ``steps`` random decisions (a chooser RNG of its own)."""
    game = get_game(slug)
    state = game.new_state(game.params(), seed=seed, seats=seats)
    rng = Rng(seed + 99)
    for _ in range(steps):
        if state.outcome is not None:
            break
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
    return state


def test_the_same_seed_and_budget_give_the_same_choice_and_statistics() -> None:
    for slug, steps in (("tactics", 30), ("pieces", 6), ("origins", 20), ("duel", 3)):
        state = advanced(slug, steps)
        seat = state.to_act()[0]
        settings = SearchSettings(iterations=60)
        one, two = SearchAgent(seed=4, settings=settings), SearchAgent(seed=4, settings=settings)
        assert one.choose(state, seat) == two.choose(state.clone(), seat)
        assert one.last_search is not None and two.last_search is not None
        assert one.last_search.actions == two.last_search.actions, slug


def test_a_sequence_of_decisions_repeats_with_the_same_seed() -> None:
    def play(seed: int) -> list[str]:
        state = DUEL.new_state(DUEL.params(), seed=8, seats=2)
        agents = [
            SearchAgent(seed=seed + s, settings=SearchSettings(iterations=40)) for s in (0, 1)
        ]
        said = []
        while state.outcome is not None or len(said) < 12:
            if state.outcome is not None:
                break
            seat = state.to_act()[0]
            action = agents[seat].choose(state, seat)
            said.append(str(action))
            state.apply(seat, action)
        return said

    assert play(3) == play(3)


def test_other_seeds_can_choose_otherwise_when_the_values_are_noisy() -> None:
    # every guess of a die is worth the same: which one wins the search is up to the seed
    game = GuessGame()
    state = game.new_state(game.params(), seed=0)
    picks = {
        SearchAgent(seed=s, settings=SearchSettings(iterations=30)).choose(state, 0)
        for s in range(12)
    }
    assert len(picks) > 1


def test_choosing_leaves_the_state_and_its_dice_alone() -> None:
    state = advanced("tactics", 25)
    before = state.digest()
    seat = state.to_act()[0]
    SearchAgent(seed=1, settings=SearchSettings(iterations=40)).choose(state, seat)
    assert state.digest() == before
