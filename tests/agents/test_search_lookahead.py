"""agents.search: it looks ahead through the other seats' best replies, where one-ply greedy (and
a flat average of random playouts) walks into a trap, and it scores each decision for the seat
that takes it, whatever the number of seats."""

from __future__ import annotations

from fixtures.micro import Fork, Leaf, Say, TreeGame, choice
from pokeforge.agents import GreedyAgent
from pokeforge.agents.search import SearchAgent, SearchSettings


def trap() -> TreeGame:
    """``grab`` scores 5 at once, but then seat 1 has one winning reply among six (a random
    playout after ``grab`` wins for seat 0 five times in six); ``wait`` scores 0 and seat 0 then
    wins whatever seat 1 does, if it finishes rather than blunders."""
    after_grab = choice(
        1, (5.0, -5.0), win=Leaf((1,)), **{f"pass{i}": Leaf((0,)) for i in range(5)}
    )
    end = choice(0, finish=Leaf((0,)), blunder=Leaf(()))
    after_wait = choice(1, (0.0, 0.0), left=end, right=end)
    return TreeGame(choice(0, (0.0, 0.0), grab=after_grab, wait=after_wait))


def test_greedy_really_falls_into_the_trap() -> None:
    game = trap()
    for seed in range(5):
        state = game.new_state(seed=seed)
        assert GreedyAgent(seed=seed).choose(state, 0) == Say("grab")


def test_it_sees_the_winning_reply_and_waits() -> None:
    game = trap()
    for seed in range(5):
        state = game.new_state(seed=seed)
        agent = SearchAgent(seed=seed, settings=SearchSettings(iterations=300))
        assert agent.choose(state, 0) == Say("wait")
        report = agent.last_search
        assert report is not None
        values = {str(s.action): s.value for s in report.actions}
        assert values["wait"] > 0.5 > values["grab"]


def test_it_finishes_the_won_game_rather_than_blunder() -> None:
    game = trap()
    state = game.new_state(seed=0)
    state.apply(0, Say("wait"))
    state.apply(1, Say("left"))
    assert SearchAgent(seed=3, settings=SearchSettings(iterations=50)).choose(state, 0) == Say(
        "finish"
    )


def pact() -> TreeGame:
    """Three seats. Seat 0 may play ``safe`` (a draw for all) or ``trust`` seat 1, who then
    either ``share``s (seats 0 and 1 both win) or ``betray``s (seat 2 wins: seat 1 loses too).
    Seat 1 shares when its own result is what counts; a search that scored seat 1's decision for
    seat 0's opponent (two-seat thinking) would fear the betrayal and play safe."""
    trust = choice(1, share=Leaf((0, 1)), betray=Leaf((2,)))
    return TreeGame(choice(0, trust=trust, safe=Leaf(())), seats=3)


def test_each_seat_is_scored_by_its_own_result_with_three_seats() -> None:
    game = pact()
    for seed in range(5):
        state = game.new_state(seed=seed, seats=3)
        agent = SearchAgent(seed=seed, settings=SearchSettings(iterations=200))
        assert agent.choose(state, 0) == Say("trust")


def test_the_seat_that_decides_later_picks_its_own_best() -> None:
    game = pact()
    state = game.new_state(seed=1, seats=3)
    state.apply(0, Say("trust"))
    agent = SearchAgent(seed=1, settings=SearchSettings(iterations=50))
    assert agent.choose(state, 1) == Say("share")


def test_a_fork_type_is_what_the_tree_fixture_builds() -> None:
    # the fixture itself: a joint choice of two seats reaches the leaf it names
    game = TreeGame(Fork((0, 1), {("a", "x"): Leaf((1,)), ("a", "y"): Leaf((0,))}))
    state = game.new_state(seed=0)
    assert state.to_act() == (0, 1)
    state.apply(1, Say("y"))
    assert state.to_act() == (0,)
    state.apply(0, Say("a"))
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_a_prior_starts_a_short_search_from_the_one_ply_judgement() -> None:
    # ten moves, each scored 10 x its number right after it; every game then ends in a draw
    draw = {"x": Leaf(()), "y": Leaf(())}
    moves = {f"n{i}": choice(1, (10.0 * i, -10.0 * i), **draw) for i in range(10)}
    game = TreeGame(choice(0, **moves))
    state = game.new_state(seed=0)
    for seed in range(6):
        settings = SearchSettings(iterations=6, prior_visits=20)
        agent = SearchAgent(seed=seed, settings=settings)
        assert agent.choose(state, 0) == Say("n9")
        report = agent.last_search
        assert report is not None and sum(s.visits for s in report.actions) == 6
    # without the prior, six iterations cannot even try all ten moves
    blind = {
        SearchAgent(seed=s, settings=SearchSettings(iterations=6)).choose(state, 0)
        for s in range(6)
    }
    assert blind != {Say("n9")}


def test_the_simulations_outweigh_a_misleading_prior() -> None:
    game = trap()
    for seed in range(4):
        state = game.new_state(seed=seed)
        settings = SearchSettings(iterations=400, prior_visits=10)
        assert SearchAgent(seed=seed, settings=settings).choose(state, 0) == Say("wait")


def test_a_game_can_cap_the_playouts_of_the_search() -> None:
    import types

    calls: list[int] = []

    class Counted(TreeGame):
        def rollout_action(self, state, seat, actions, rng):  # type: ignore[no-untyped-def]
            calls.append(seat)
            return super().rollout_action(state, seat, actions, rng)

    deep = choice(0, **{w: choice(1, x=choice(0, a=Leaf((0,)), b=Leaf(()))) for w in "pq"})
    settings = SearchSettings(iterations=4, rollout_depth=5, stop_early=False)
    game = Counted(choice(0, **{w: deep for w in "uv"}))
    SearchAgent(seed=1, settings=settings).choose(game.new_state(seed=0), 0)
    assert calls  # playouts ran
    calls.clear()
    hints = types.ModuleType("hints")
    hints.ROLLOUT_DEPTH = 0  # type: ignore[attr-defined]
    game.search_module = hints  # type: ignore[misc]
    SearchAgent(seed=1, settings=settings).choose(game.new_state(seed=0), 0)
    assert not calls
