"""A game's search knowledge may cap the playouts (ROLLOUT_DEPTH) and ask for a root prior
(PRIOR_VISITS); the level's settings hold elsewhere."""

from __future__ import annotations

from dataclasses import replace

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


def test_the_search_leaves_a_view_it_has_seen_instead_of_stalling_for_ever() -> None:
    # switching the lamp keeps a position worth a little; stopping is a draw, worth nothing: a
    # search prefers switching every time, and two switches give it the same view again (in
    # Origins: a free retreat and back, 140 times in one turn of the ladder's game of seed 2002)
    from fixtures.micro import LoopGame, LoopState, Number
    from pokeforge.agents import make_agent
    from pokeforge.agents.search import SearchAgent
    from pokeforge.core import Event, Outcome, Termination

    class DrawnLoopState(LoopState):
        def _apply(self, seat: int, action: Number) -> list[Event]:
            events = super()._apply(seat, action)
            if self.outcome is not None:
                self.outcome = Outcome(Termination.STALEMATE, (), "stopped: a draw")
            return events

    class DrawnLoopGame(LoopGame):
        state_type = DrawnLoopState

    game = DrawnLoopGame()
    for name in ("easy", "hard"):
        state = game.new_state(game.params(), seed=1)
        assert isinstance(state, LoopState)
        agent = make_agent(name, 1)
        # the level's iterations without its clock: the same choices however busy the machine is
        assert isinstance(agent, SearchAgent)
        agent.settings = replace(agent.settings, seconds=None)
        for _ in range(20):
            if state.outcome is not None:
                break
            state.apply(0, agent.choose(state, 0))
        assert state.outcome is not None and state.switches == 2, name


def test_below_its_root_the_tree_takes_the_games_known_answer() -> None:
    """A game's ``tree_action`` answers a decision below the root without statistics (HEX: a
    rolled move goes to the best landing); the root's own decision is still searched."""
    from types import SimpleNamespace

    from fixtures.micro import Leaf, Say, TreeGame, choice
    from pokeforge.agents.search import SearchAgent

    # "bold" wins if seat 1 then says "x" and loses if it says "y"; "safe" is a draw
    tree = choice(0, bold=choice(1, x=Leaf((0,)), y=Leaf((1,))), safe=Leaf(()))

    asked: list[int] = []

    def known(state: object, seat: int, actions: object) -> Say:
        asked.append(seat)
        return Say("x") if seat == 1 else Say("safe")  # at the root this would be "safe"

    class Knowing(TreeGame):
        search_module = SimpleNamespace(tree_action=known)  # type: ignore[assignment]

    settings = SearchSettings(iterations=200, rollout_depth=0, stop_early=False)
    plain, knowing = TreeGame(tree), Knowing(tree)
    assert plain.tree_action(plain.new_state(), 1, [Say("x"), Say("y")]) is None
    # searched, seat 1 answers "bold" with "y": seat 0 plays safe
    assert SearchAgent(1, settings).choose(plain.new_state(), 0) == Say("safe")
    # known, seat 1 answers "x": bold wins, and the root was searched, not answered
    agent = SearchAgent(1, settings)
    assert agent.choose(knowing.new_state(), 0) == Say("bold")
    assert asked and set(asked) == {1}
    assert agent.last_search is not None
    assert {s.action for s in agent.last_search.actions} == {Say("bold"), Say("safe")}


def test_at_its_root_the_search_takes_the_games_known_move_when_it_gives_one() -> None:
    """A game's ``root_action`` decides the root without a search (HEX: a free trade offer),
    asked on a determinised copy; ``None``, or an action that is not a sensible choice, leaves
    the root to the search."""
    from types import SimpleNamespace

    from fixtures.micro import Leaf, Say, TreeGame, choice
    from pokeforge.agents.search import SearchAgent

    # "bold" loses to seat 1's "y"; "safe" is a draw: searched, seat 0 plays safe
    tree = choice(0, bold=choice(1, x=Leaf((0,)), y=Leaf((1,))), safe=Leaf(()))
    settings = SearchSettings(iterations=200, rollout_depth=0, stop_early=False)
    answers: list[object] = []
    seen: list[object] = []

    def known(state: object, seat: int, actions: object) -> object:
        seen.append(state)
        return answers[0]

    class Knowing(TreeGame):
        search_module = SimpleNamespace(root_action=known)  # type: ignore[assignment]

    game = Knowing(tree)
    real = game.new_state()
    assert TreeGame(tree).root_action(real, 0, [Say("bold"), Say("safe")]) is None
    for answer, expected, stopped in (
        (Say("bold"), Say("bold"), "known"),  # the game's knowledge: no search
        (None, Say("safe"), "iterations"),  # no answer: searched
        (Say("never"), Say("safe"), "iterations"),  # not one of the choices: searched
    ):
        answers[:] = [answer]
        agent = SearchAgent(1, settings)
        assert agent.choose(real, 0) == expected
        assert agent.last_search is not None and agent.last_search.stopped == stopped
    assert seen and all(s is not real for s in seen)  # a copy, never the real position
