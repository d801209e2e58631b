"""A game's search knowledge may cap the playouts (ROLLOUT_DEPTH) and ask for a root prior
(PRIOR_VISITS); the level's settings hold elsewhere."""

from __future__ import annotations

from pokeforge.agents.levels import LEVELS
from pokeforge.agents.search import SearchSettings, prior_visits, rollout_depth
from pokeforge.core import get_game


def test_origins_scores_leaves_at_once_and_starts_from_greedys_judgement() -> None:
    origins = get_game("origins")
    assert rollout_depth(origins, LEVELS["hard"]) == 0
    assert prior_visits(origins, LEVELS["hard"]) == 10
    assert prior_visits(origins, SearchSettings(prior_visits=25)) == 25


def test_a_game_without_the_knobs_keeps_the_levels_settings() -> None:
    tactics = get_game("tactics")
    assert rollout_depth(tactics, LEVELS["hard"]) == LEVELS["hard"].rollout_depth
    assert prior_visits(tactics, LEVELS["hard"]) == LEVELS["hard"].prior_visits


def test_sensible_actions_keep_everything_without_knowledge_and_never_leave_nothing() -> None:
    from types import SimpleNamespace

    from fixtures.micro import PickGame

    game = PickGame()
    state = game.new_state(game.params(), seed=0)
    actions = state.legal_actions(0)
    assert game.sensible_actions(state, 0, actions) == tuple(actions)
    assert game.undo_penalty(actions[0], actions[1]) == 0.0

    class Pruning(PickGame):
        search_module = SimpleNamespace(sensible_actions=lambda s, seat, a: [])  # type: ignore[assignment]

    pruning = Pruning()
    state = pruning.new_state(pruning.params(), seed=0)
    assert pruning.sensible_actions(state, 0, state.legal_actions(0)) == tuple(
        state.legal_actions(0)
    )
