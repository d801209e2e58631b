"""The text map: compact, trainers on top, a legend naming every code."""

from __future__ import annotations

import pytest

from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh.region import default_region
from pokeforge.games.sinnoh.region_text import place_codes, render_region


def test_the_map_fits_a_120_column_terminal() -> None:
    text = render_region(default_region())
    assert max(len(line) for line in text.splitlines()) <= 120
    assert "Sinnoh" in text and "Distortion World" in text


def test_trainers_are_drawn_on_their_tiles_and_named_in_the_legend() -> None:
    region = default_region()
    home = region.places["snowfall"].at
    text = render_region(region, {"Ana": home, "Ben": Hex(0, 0), "Cy": Hex(0, 0)})
    assert "@1" in text and "@+" in text
    assert "@1 Ana at -1,-5 (Snowfall Village)" in text
    assert "@3 Cy at 0,0 (Origin Shrine)" in text
    with pytest.raises(ValueError):
        render_region(region, {"Ana": Hex(99, 99)})


def test_every_place_code_is_in_the_legend_or_the_tree_key() -> None:
    region = default_region()
    text = render_region(region)
    codes = place_codes(region)
    for pid, code in codes.items():
        place = region.places[pid]
        if place.kind in ("apricorn_tree", "apricorn_reef"):
            continue
        assert f"{code} {place.name}" in text
    assert "T1-T3 Apricorn Tree" in text


def test_a_bare_tile_shows_biome_climate_and_elevation() -> None:
    region = default_region()
    text = render_region(region, areas=("distortion_world",), legend=False)
    lines = text.splitlines()
    assert lines[0] == "Distortion World"
    assert "N*2" in text and "Rs1" in text
    assert len(lines) == 8
