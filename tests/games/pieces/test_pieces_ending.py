"""How a play ends: Victini (see test_pieces_tamago_victini), no move or battle (FAQ A7), and the
quiet-turn draw decided in docs/rules/pieces.md."""

from __future__ import annotations

import pytest
from pieces_builders import act, empty, place, stack_deck, with_spares

from pokeforge.core import ParamError, Termination
from pokeforge.games.pieces import GAME


def test_a_play_with_no_loss_and_no_summon_for_the_quiet_limit_is_drawn() -> None:
    state = with_spares(quiet_turn_limit=4)
    for text in ("move a1 a2", "move g7 g6", "move a2 a3"):
        act(state, text)
        assert state.outcome is None
    kinds = act(state, "move g6 g5")
    assert kinds[-1] == "game_over"
    assert state.outcome is not None
    assert state.outcome.termination == Termination.STALEMATE and state.outcome.winners == ()


def test_a_lost_battle_starts_the_quiet_count_again() -> None:
    state = with_spares(quiet_turn_limit=4)
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Patrat", "c4")
    act(state, "move a1 a2")
    act(state, "move g7 g6")
    act(state, "battle c3 c4")
    assert state.quiet == 0
    act(state, "move g6 g5")
    assert state.quiet == 1 and state.outcome is None


def test_a_battle_where_nothing_happens_is_a_quiet_turn() -> None:
    state = with_spares(quiet_turn_limit=10)
    place(state, 0, "Patrat", "c3", flipped=True)
    place(state, 1, "Zoroark", "c4")
    stack_deck(state, 20)
    act(state, "battle c3 c4")
    assert state.quiet == 1


def test_a_seat_that_can_neither_move_nor_battle_loses() -> None:
    state = empty()
    place(state, 1, "Patrat", "d1")  # its arrows all point off the board (towards rank 0)
    place(state, 0, "Zoroark", "a4")
    assert state.outcome is None
    act(state, "move a4 b5")
    assert state.outcome is not None
    assert state.outcome.termination == Termination.NO_MOVES
    assert state.outcome.winners == (0,)


def test_the_quiet_limit_is_a_validated_parameter() -> None:
    assert GAME.pieces_params({"quiet_turn_limit": "12"}).quiet_turn_limit == 12
    with pytest.raises(ParamError):
        GAME.params({"quiet_turn_limit": 0})
    with pytest.raises(ParamError):
        GAME.params({"no_such_rule": 1})


def test_every_random_play_ends() -> None:
    import random

    rng = random.Random(5)
    for seed in range(25):
        state = GAME.new_state(seed=seed)
        steps = 0
        while state.outcome is None:
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.randrange(len(actions))])
            steps += 1
            assert steps < 5000
        assert state.outcome.reason
