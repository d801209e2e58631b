"""core.geometry.hexgrid: axial hexes, neighbours, distance, range, ring, line."""

from __future__ import annotations

import pytest

from pokeforge.core.geometry import (
    Hex,
    hex_distance,
    hex_line,
    hex_neighbors,
    hex_range,
    hex_ring,
)
from pokeforge.core.geometry.hexgrid import hex_to_pixel

ORIGIN = Hex(0, 0)


def test_a_hex_has_six_distinct_neighbours_at_distance_one() -> None:
    around = hex_neighbors(Hex(2, -1))
    assert len(set(around)) == 6
    assert all(hex_distance(Hex(2, -1), h) == 1 for h in around)


def test_cube_coordinates_sum_to_zero() -> None:
    h = Hex(3, -5)
    assert h.q + h.r + h.s == 0


@pytest.mark.parametrize(
    ("a", "b", "d"),
    [
        (ORIGIN, ORIGIN, 0),
        (ORIGIN, Hex(3, 0), 3),
        (ORIGIN, Hex(2, -4), 4),
        (Hex(-1, 2), Hex(2, -1), 3),
    ],
)
def test_distance(a: Hex, b: Hex, d: int) -> None:
    assert hex_distance(a, b) == d == hex_distance(b, a)


@pytest.mark.parametrize("radius", [0, 1, 2, 3])
def test_a_range_holds_every_hex_within_the_radius(radius: int) -> None:
    cells = hex_range(Hex(1, 1), radius)
    assert len(cells) == len(set(cells)) == 3 * radius * (radius + 1) + 1
    assert all(hex_distance(Hex(1, 1), h) <= radius for h in cells)


@pytest.mark.parametrize("radius", [1, 2, 4])
def test_a_ring_holds_the_hexes_at_exactly_the_radius_in_order(radius: int) -> None:
    ring = hex_ring(ORIGIN, radius)
    assert len(ring) == len(set(ring)) == 6 * radius
    assert all(hex_distance(ORIGIN, h) == radius for h in ring)
    assert all(hex_distance(ring[i], ring[(i + 1) % len(ring)]) == 1 for i in range(len(ring)))


def test_the_ring_of_radius_zero_is_the_centre() -> None:
    assert hex_ring(Hex(4, 4), 0) == [Hex(4, 4)]


def test_a_line_runs_through_adjacent_hexes_from_end_to_end() -> None:
    a, b = Hex(-2, 1), Hex(3, -2)
    line = hex_line(a, b)
    assert line[0] == a and line[-1] == b
    assert len(line) == hex_distance(a, b) + 1
    assert all(hex_distance(line[i], line[i + 1]) == 1 for i in range(len(line) - 1))
    assert hex_line(a, a) == [a]


def test_names_parse_back() -> None:
    assert Hex.parse(Hex(-3, 7).name()) == Hex(-3, 7)


def test_pixel_centres_of_neighbours_are_equally_far() -> None:
    x0, y0 = hex_to_pixel(ORIGIN, 10.0)
    dists = {
        round(((x - x0) ** 2 + (y - y0) ** 2) ** 0.5, 6)
        for x, y in (hex_to_pixel(h, 10.0) for h in hex_neighbors(ORIGIN))
    }
    assert len(dists) == 1 and abs(dists.pop() - 10.0 * 3**0.5) < 1e-6
