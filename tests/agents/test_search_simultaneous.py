"""agents.search: when several seats decide at once and in secret, no seat's choice in a
simulation depends on another's choice of that same step (decoupled statistics in the tree, every
playout choice drawn from the position before any of them is applied)."""

from __future__ import annotations

from fixtures.duel import GAME as DUEL
from fixtures.duel import DuelState, Play, Stake
from fixtures.micro import Fork, Leaf, Say, TreeGame, TreeState
from pokeforge.agents.search import SearchAgent, SearchSettings, rollout
from pokeforge.core import Rng

WORDS = ("a", "b", "c")


def guess() -> TreeGame:
    """Seat 0 hides ``a``, ``b`` or ``c`` (or plays ``safe``: a draw) while seat 1 guesses it:
    a right guess wins for seat 1, a wrong one for seat 0. Hiding is worth +1/3 to seat 0 against
    any guesser that cannot see the choice, and -1 against one that can; ``safe`` is worth 0."""
    branches: dict[tuple[str, ...], Fork | Leaf] = {}
    for hidden in (*WORDS, "safe"):
        for guessed in WORDS:
            if hidden == "safe":
                branches[(hidden, guessed)] = Leaf(())
            else:
                branches[(hidden, guessed)] = Leaf((1,) if hidden == guessed else (0,))
    return TreeGame(Fork((0, 1), branches))


def test_the_hider_hides_because_the_guesser_cannot_see_its_choice() -> None:
    game = guess()
    for seed in range(6):
        state = game.new_state(seed=seed)
        assert state.to_act() == (0, 1)
        agent = SearchAgent(seed=seed, settings=SearchSettings(iterations=600))
        assert agent.choose(state, 0) != Say("safe")
        report = agent.last_search
        assert report is not None
        hide = max(s.value for s in report.actions if str(s.action) != "safe")
        assert hide > 0.1  # about +1/3: a guesser that saw the choice would make it -1


def test_the_guesser_chooses_alike_whatever_the_hider_committed() -> None:
    game = guess()
    for seed in range(6):
        picks = set()
        for hidden in (*WORDS, "safe"):
            state = game.new_state(seed=seed)
            state.apply(0, Say(hidden))
            assert state.to_act() == (1,)
            agent = SearchAgent(seed=seed, settings=SearchSettings(iterations=150))
            picks.add(agent.choose(state, 1))
        assert len(picks) == 1


def test_playouts_draw_every_simultaneous_choice_before_applying_any() -> None:
    # the fixture's playout policy lets seat 1 copy seat 0's secret word once it is committed:
    # drawn from the position before seat 0's word is applied, the copy is impossible
    game = guess()
    params = game.params({"peeking_rollouts": True})
    rng = Rng(5)
    guessed_right = 0
    for seed in range(300):
        state = game.new_state(params, seed=seed)
        assert isinstance(state, TreeState)
        rollout(state, 10, rng)
        assert state.outcome is not None
        guessed_right += state.outcome.winners == (1,)
    assert guessed_right < 150  # about 1 in 4 (safe draws); a peeking guesser: every time


def test_duel_plays_do_not_depend_on_the_other_seats_secret_card() -> None:
    def waiting_for_seat_0(opponent_card: int) -> DuelState:
        state = DUEL.new_state(DUEL.params(), seed=1, seats=2)
        assert isinstance(state, DuelState)
        state.apply(0, Stake(2))
        state.hands = [[1, 4, 6], [2, 3, 5]]
        state.invalidate()
        state.apply(1, Play(opponent_card))
        return state

    for seed in range(6):
        choices = {
            SearchAgent(seed=seed, settings=SearchSettings(iterations=120)).choose(
                waiting_for_seat_0(card), 0
            )
            for card in (2, 3, 5)
        }
        assert len(choices) == 1
