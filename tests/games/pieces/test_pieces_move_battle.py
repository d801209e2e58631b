"""A turn may be "move, then battle with the piece that moved" (docs/rules/pieces.md, D4).

The sheet: summoning a Legend means "you can't move any other pieces or battle" (so a normal turn
can do both); the official demo lets a piece that lands next to an enemy attack or "confirm the
move without attacking"; the enemy must be on a square the moved piece's arrows point at.
"""

from __future__ import annotations

import pytest
from pieces_builders import act, at, place, stack_deck, texts, with_spares

from pokeforge.core import IllegalAction
from pokeforge.games.pieces import GAME, Battle, Move, MoveBattle


def test_a_piece_may_move_and_then_battle_with_the_piece_that_moved() -> None:
    state = with_spares()
    mover = place(state, 0, "Samurott", "c2")  # 90, front arrows N NE NW E W S
    defender = place(state, 1, "Patrat", "d4")  # 60
    assert "move c2 c3 battle d4" in texts(state)  # c3 → d4 is the NE arrow
    kinds = act(state, "move c2 c3 battle d4")
    assert kinds[:2] == ["move", "battle"] and "flip" in kinds
    assert at(state, "c3") == "Samurott" and at(state, "c2") is None
    assert state.flip[defender] == 1 and state.flip[mover] == 0
    assert state.turn == 1  # the move and the battle were one turn


def test_the_player_may_confirm_the_move_without_attacking() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c2")
    defender = place(state, 1, "Patrat", "d4")
    legal = texts(state)
    assert {"move c2 c3", "move c2 c3 battle d4"} <= legal
    kinds = act(state, "move c2 c3")
    assert kinds == ["move"]
    assert state.flip[defender] == 0 and state.turn == 1


def test_the_battle_after_a_move_is_only_on_a_square_the_moved_pieces_arrows_point_at() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c2")  # front arrows N, NE, NW only
    place(state, 1, "Zoroark", "d3")  # east of c3 once the Patrat stands there
    place(state, 1, "Emboar", "b4")  # north-west of c3
    legal = texts(state)
    assert "move c2 c3 battle b4" in legal
    assert not any(t.startswith("move c2 c3 battle d3") for t in legal)
    with pytest.raises(IllegalAction, match="after moving"):
        state.apply(0, MoveBattle("c2", "c3", ("d3",)))


def test_only_the_piece_that_moved_may_battle_after_the_move() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")  # already next to the Patrat on c4
    place(state, 0, "Emboar", "e2")  # moves, but never lands next to c4
    place(state, 1, "Patrat", "c4")
    for action in state.legal_actions(0):
        if isinstance(action, MoveBattle):
            assert action.src == "c3", action  # only Samurott can reach c4 after a move
    with pytest.raises(IllegalAction):
        state.apply(0, MoveBattle("e2", "e3", ("c4",)))


def test_a_move_and_battle_needs_an_enemy_next_to_the_new_square() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c2")
    place(state, 1, "Patrat", "c5")
    assert not any(isinstance(a, MoveBattle) for a in state.legal_actions(0))


def test_a_piece_that_loses_after_moving_is_turned_over_on_its_new_square() -> None:
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c2")  # 60
    place(state, 1, "Zoroark", "c4")  # 70
    stack_deck(state, 0)
    act(state, "move c2 c3 battle c4")
    assert state.flip[attacker] == 1 and at(state, "c3") == "Patrat"


def test_a_battle_after_a_move_draws_a_card_like_any_battle() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c2")  # 60
    defender = place(state, 1, "Zoroark", "c4")  # 70
    stack_deck(state, 20)
    events = state.apply(0, MoveBattle("c2", "c3", ("c4",)))
    battle = next(e for e in events if e.kind == "battle")
    assert battle.public["card"] == 20 and battle.public["total"] == 80
    assert battle.public["square"] == "c3"
    assert state.flip[defender] == 1


def test_a_legend_may_move_and_then_battle_every_piece_its_arrow_reaches() -> None:
    state = with_spares()
    legend = place(state, 0, "Reshiram", "c2")  # covers c2 d2 c3 d3; N double arrow
    place(state, 1, "Patrat", "c5")
    place(state, 1, "Zoroark", "d5")
    assert "move c2 c3 battle c5 d5" in texts(state)
    kinds = act(state, "move c2 c3 battle c5 d5")
    assert kinds.count("flip") == 2
    assert state.cell[legend] == GAME.tables.cell_of["c3"]


def test_a_move_and_battle_that_beats_a_piece_restarts_the_quiet_count() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c2")
    place(state, 1, "Patrat", "d4")
    state.quiet = 7
    act(state, "move c2 c3 battle d4")
    assert state.quiet == 0


def test_a_tamago_pile_may_be_attacked_after_a_move() -> None:
    from pieces_builders import tamago

    state = with_spares()
    place(state, 0, "Patrat", "d2")
    tamago(state, 1, "d4")
    kinds = act(state, "move d2 d3 battle d4")
    assert "tamago_lost" in kinds and state.eggs[1] == 2


def test_move_and_battle_has_a_stable_text_form_and_names_its_parts() -> None:
    action = MoveBattle("c2", "c3", ("d4",))
    assert str(action) == "move c2 c3 battle d4"
    assert str(MoveBattle("c2", "c3", ("c5", "d5"))) == "move c2 c3 battle c5 d5"
    state = with_spares()
    place(state, 0, "Samurott", "c2")
    place(state, 1, "Patrat", "d4")
    assert state.action_from_text(0, "move c2 c3 battle d4") == action
    info = GAME.action_info(state, 0, action)
    assert info["kind"] == "move" and info["squares"] == ["c2", "c3", "d4"]
    assert info["battle"] == ["d4"]
    assert info["label"] == "Move Samurott (90) from c2 to c3, then battle Patrat (60)"
    assert GAME.describe_action(state, 0, Move("c2", "c3")) == "Move Samurott from c2 to c3"


def test_a_plain_battle_without_moving_is_still_a_whole_turn() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Patrat", "c4")
    state.apply(0, Battle("c3", ("c4",)))
    assert state.turn == 1
