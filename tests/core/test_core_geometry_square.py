"""core.geometry.square: neighbours, names, distances, reachable cells, areas."""

from __future__ import annotations

import pytest

from pokeforge.core.geometry import SquareGrid

G = SquareGrid(5, 4)  # 5 columns a–e, 4 rows 1–4


def sq(name: str) -> int:
    return G.parse(name)


def names(cells: list[int] | tuple[int, ...]) -> set[str]:
    return {G.name(c) for c in cells}


def test_squares_are_named_like_chess_squares_and_parse_back() -> None:
    assert G.name(0) == "a1" and G.name(G.cell(3, 4)) == "e4"
    assert all(G.parse(G.name(c)) == c for c in range(G.size))


@pytest.mark.parametrize("bad", ["", "a", "1a", "f1", "a5", "a0"])
def test_bad_square_names_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        G.parse(bad)


def test_a_corner_has_two_orthogonal_and_three_king_neighbours() -> None:
    assert names(G.n4[sq("a1")]) == {"a2", "b1"}
    assert names(G.n8[sq("a1")]) == {"a2", "b1", "b2"}


def test_an_inner_square_has_four_and_eight_neighbours() -> None:
    assert names(G.n4[sq("c2")]) == {"c1", "c3", "b2", "d2"}
    assert len(G.n8[sq("c2")]) == 8


def test_distances() -> None:
    assert G.chebyshev(sq("a1"), sq("c4")) == 3
    assert G.manhattan(sq("a1"), sq("c4")) == 5
    assert G.chebyshev(sq("b2"), sq("b2")) == 0


def test_offsets_off_the_board_are_none() -> None:
    assert G.offset(sq("a1"), 1, 1) == sq("b2")
    assert G.offset(sq("a1"), -1, 0) is None
    assert G.offset(sq("e4"), 0, 1) is None


def test_reachable_walks_orthogonally_around_blocked_squares() -> None:
    blocked = {sq("b1"), sq("b2")}
    cells = G.reachable(sq("a1"), 3, lambda c: c not in blocked, lambda c: True)
    assert names(cells) == {"a1", "a2", "a3", "a4", "b3"}


def test_reachable_may_pass_squares_it_may_not_stop_on() -> None:
    occupied = {sq("a2")}
    cells = G.reachable(sq("a1"), 2, lambda c: True, lambda c: c not in occupied)
    assert "a2" not in names(cells) and "a3" in names(cells) and "a1" in names(cells)


def test_square_areas_are_clipped_to_the_board() -> None:
    assert names(G.square_area(sq("a1"))) == {"a1", "a2", "b1", "b2"}
    assert len(G.square_area(sq("c2"))) == 9
    assert len(G.square_area(sq("c2"), 2)) == 20


def test_grid_sizes_are_limited() -> None:
    with pytest.raises(ValueError):
        SquareGrid(27, 3)
    with pytest.raises(ValueError):
        SquareGrid(3, 0)
    with pytest.raises(ValueError):
        G.cell(4, 0)
