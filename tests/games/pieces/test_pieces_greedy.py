"""The greedy agent does not shuffle a piece between two squares (issue 14: a Reshiram went back
and forth eight times in a row; in the game of seed 3 below a Zekrom did so 23 times, until the
quiet-turn draw)."""

from __future__ import annotations

from pokeforge.agents import GreedyAgent
from pokeforge.games.pieces import GAME
from pokeforge.games.pieces.actions import Battle, Move, MoveBattle


def _longest_back_and_forth(seed: int) -> int:
    state = GAME.new_state(GAME.params(), seed=seed, seats=2)
    agents = [GreedyAgent(seed=seed * 2 + s) for s in range(2)]
    last: dict[int, object] = {}
    run = [0, 0]
    longest = 0
    while state.outcome is None:
        seat = state.to_act()[0]
        action = agents[seat].choose(state, seat)
        before = last.get(seat)
        if (
            type(action) is Move
            and isinstance(before, Move | MoveBattle)
            and (action.src, action.dst) == (before.dst, before.src)
        ):
            run[seat] += 1
            longest = max(longest, run[seat])
        else:
            run[seat] = 0
        last[seat] = action
        state.apply(seat, action)
    return longest


def test_greedy_does_not_walk_a_piece_back_and_forth_turn_after_turn() -> None:
    assert _longest_back_and_forth(3) <= 2


def test_stepping_straight_back_is_penalised_and_other_moves_are_not() -> None:
    went = Move("e1", "e2")
    assert GAME.undo_penalty(went, Move("e2", "e1")) > 0
    assert GAME.undo_penalty(MoveBattle("e1", "e2", ("e3",)), Move("e2", "e1")) > 0
    assert GAME.undo_penalty(went, Move("e2", "e3")) == 0
    assert GAME.undo_penalty(went, Move("d2", "e1")) == 0
    assert GAME.undo_penalty(Battle("e2", ("e3",)), Move("e2", "e1")) == 0
