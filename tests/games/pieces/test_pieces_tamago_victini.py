"""Rule sheet "Notice!": Tamago pieces and Victini, and FAQ A7 (no passing)."""

from __future__ import annotations

import pytest
from pieces_builders import act, at, cost_area, empty, place, tamago, texts, with_spares

from pokeforge.core import IllegalAction, Termination
from pokeforge.games.pieces import GAME, Move
from pokeforge.games.pieces.board import GONE, ON_BOARD, UNDER_EGG


def test_victini_starts_under_a_pile_of_three_tamago_pieces() -> None:
    state = GAME.new_state(seed=0)
    for seat in (0, 1):
        assert state.eggs[seat] == 3
        assert state.status[GAME.tables.victini_pid[seat]] == UNDER_EGG
    assert at(state, "d1") == "Tamago" and at(state, "d7") == "Tamago"


def test_tamago_pieces_cannot_start_a_battle_or_move() -> None:
    state = with_spares()
    tamago(state, 0, "d3")
    place(state, 1, "Patrat", "d4")
    place(state, 0, "Patrat", "b2")
    assert not any(t.split()[1] == "d3" for t in texts(state))
    with pytest.raises(IllegalAction, match="Tamago"):
        state.apply(0, Move("d3", "c3"))


def test_an_attacked_tamago_piece_loses_straight_away_without_a_card() -> None:
    state = with_spares()
    tamago(state, 1, "d4")
    place(state, 0, "Patrat", "d3", flipped=True)  # the weakest attacker there is
    deck = list(state.deck)
    kinds = act(state, "battle d3 d4")
    assert kinds == ["battle", "tamago_lost"]
    assert state.eggs[1] == 2 and state.deck == deck and state.faceup == []


def test_each_tamago_loss_moves_the_top_piece_of_the_pile_to_the_cost_area() -> None:
    state = with_spares()
    tamago(state, 1, "d4")
    place(state, 0, "Patrat", "d3")
    for left in (2, 1):
        act(state, "battle d3 d4")
        assert state.eggs[1] == left
        assert [GAME.content.kinds[k].name for k in state.cost[1]] == ["Tamago"] * (3 - left)
        assert at(state, "d4") == "Tamago"
        act(state, "move g7 g6" if left == 2 else "move g6 g5")


def test_when_the_last_tamago_piece_is_gone_victini_stands_on_its_square() -> None:
    state = with_spares()
    egg = tamago(state, 1, "d4", count=1)
    place(state, 0, "Patrat", "d3")
    kinds = act(state, "battle d3 d4")
    assert kinds == ["battle", "tamago_lost", "revealed"]
    victini = GAME.tables.victini_pid[1]
    assert at(state, "d4") == "Victini" and state.status[victini] == ON_BOARD
    assert state.status[egg] == GONE and state.flip[victini] == 0
    assert any(t.startswith("move d4") for t in texts(state, 1))


def test_victini_losing_on_its_reverse_side_loses_the_game_despite_many_pieces() -> None:
    state = with_spares()
    for name, sq in [("Patrat", "a6"), ("Patrat", "b6"), ("Zoroark", "c6"), ("Emboar", "f6")]:
        place(state, 1, name, sq)
    place(state, 1, "Victini", "d4", flipped=True)  # 90
    place(state, 0, "Samurott", "d3")  # 90
    state.deck = [i for i, c in enumerate(GAME.content.cards) if c.value == 20]  # 110 > 90
    kinds = act(state, "battle d3 d4")
    assert kinds[-1] == "game_over"
    assert state.outcome is not None
    assert state.outcome.winners == (0,) and state.outcome.termination == Termination.OBJECTIVE
    assert state.legal_actions(1) == ()


def test_victini_face_up_is_turned_over_and_plays_on_stronger() -> None:
    state = with_spares()
    victini = place(state, 1, "Victini", "d4")  # 60
    place(state, 0, "Samurott", "d3")
    act(state, "battle d3 d4")
    assert state.outcome is None and state.flip[victini] == 1 and state.power(victini) == 90


def test_with_victini_sudden_death_its_first_loss_ends_the_game() -> None:
    state = with_spares(victini_sudden_death=True)
    place(state, 1, "Victini", "d4")
    place(state, 0, "Samurott", "d3")
    act(state, "battle d3 d4")
    assert state.outcome is not None and state.outcome.winners == (0,)


def test_a7_with_only_immovable_tamago_pieces_left_you_cannot_pass_and_you_lose() -> None:
    state = empty(turn=1)
    tamago(state, 0, "d1")
    place(state, 1, "Patrat", "d6")
    act(state, "move d6 d5")
    assert state.outcome is not None
    assert state.outcome.termination == Termination.NO_MOVES
    assert state.outcome.winners == (1,)


def test_a7_there_is_never_a_pass_action() -> None:
    state = GAME.new_state(seed=4)
    for _ in range(30):
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        assert all(str(a).split()[0] in ("move", "battle", "summon") for a in actions)
        with pytest.raises(IllegalAction):
            state.action_from_text(seat, "pass")
        state.apply(seat, actions[-1])


def test_a7_a_seat_that_can_still_summon_a_legend_is_not_stuck() -> None:
    state = empty(turn=1)
    tamago(state, 0, "d1")
    cost_area(state, 0, "Tamago", "Tamago", "Patrat")
    place(state, 1, "Patrat", "d6")
    act(state, "move d6 d5")
    assert state.outcome is None
    assert all(t.startswith("summon Reshiram") for t in texts(state))
