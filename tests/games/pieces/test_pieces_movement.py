"""Moving along arrows (the arrows are both move and attack directions; decisions in
docs/rules/pieces.md: single, double and line arrows, no jumping, arrows turn with the owner)."""

from __future__ import annotations

from pieces_builders import act, at, empty, place, texts, with_spares

from pokeforge.games.pieces import GAME


def moves_from(state: object, square: str, seat: int | None = None) -> set[str]:
    return {
        t.split()[2]
        for t in texts(state, seat)
        if t.startswith(f"move {square} ")  # type: ignore[arg-type]
    }


def test_the_first_player_starts_and_the_turn_alternates() -> None:
    state = GAME.new_state(seed=0)
    assert state.to_act() == (0,)
    act(state, "move c2 c3")
    assert state.to_act() == (1,)
    act(state, "move c6 c5")
    assert state.to_act() == (0,)


def test_a_single_arrow_moves_one_square_in_its_direction() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3")  # front: N, NE, NW
    assert moves_from(state, "d3") == {"d4", "e4", "c4"}


def test_a_double_arrow_moves_one_or_two_squares_but_never_jumps() -> None:
    state = with_spares()
    place(state, 0, "Zoroark", "c3")  # front: NE and NW double, SE and SW single
    assert moves_from(state, "c3") == {"d4", "e5", "b4", "a5", "d2", "b2"}
    place(state, 0, "Patrat", "b4")
    assert moves_from(state, "c3") == {"d4", "e5", "d2", "b2"}


def test_a_line_arrow_moves_any_distance_until_a_piece_is_in_the_way() -> None:
    state = with_spares(spare="Emboar")
    place(state, 0, "Serperior", "c2")  # front: N line, E, W, S
    assert moves_from(state, "c2") >= {"c3", "c4", "c5", "c6", "c7"}
    place(state, 1, "Patrat", "c6")
    assert "c6" not in moves_from(state, "c2") and "c7" not in moves_from(state, "c2")
    assert "c5" in moves_from(state, "c2")


def test_arrows_point_towards_the_opponent_for_both_players() -> None:
    state = with_spares(turn=1)
    place(state, 1, "Patrat", "d5")  # the second player's N is towards rank 1
    assert moves_from(state, "d5", 1) == {"d4", "c4", "e4"}


def test_a_turned_over_piece_moves_with_its_reverse_arrows() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3", flipped=True)  # back: N, E, W
    assert moves_from(state, "d3") == {"d4", "e3", "c3"}


def test_no_piece_moves_off_the_board_or_onto_another_piece() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "a7")
    assert moves_from(state, "a7") == set()
    place(state, 0, "Patrat", "d3")
    place(state, 0, "Emboar", "d4")
    assert "d4" not in moves_from(state, "d3")


def test_a_move_changes_only_the_moving_pieces_square() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3")
    place(state, 1, "Zoroark", "f5")
    act(state, "move d3 d4")
    assert at(state, "d3") is None and at(state, "d4") == "Patrat" and at(state, "f5") == "Zoroark"


def test_the_start_layout_gives_both_players_the_same_moves_turned_half_round() -> None:
    state = GAME.new_state(seed=0)
    mine = sorted(texts(state, 0))
    state.turn = 1
    state.invalidate()
    theirs = texts(state, 1)

    def turn(square: str) -> str:
        return f"{chr(ord('g') - (ord(square[0]) - ord('a')))}{8 - int(square[1])}"

    assert {f"move {turn(t.split()[1])} {turn(t.split()[2])}" for t in mine} == theirs


def test_only_the_seat_to_act_has_actions() -> None:
    state = empty()
    place(state, 0, "Patrat", "d3")
    place(state, 1, "Patrat", "d5")
    assert state.legal_actions(1) == ()
    assert state.legal_actions(0)
