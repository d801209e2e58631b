"""The region loader refuses malformed maps with the file, the entry and the field."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from region_builders import find, small_region, tile, with_change

from pokeforge.core.errors import ContentError
from pokeforge.games.sinnoh.region import Region, load_region


def refuse(change: Callable[[dict[str, Any]], Any]) -> ContentError:
    with pytest.raises(ContentError) as info:
        Region(with_change(change), "bad.json")
    assert info.value.file == "bad.json"
    return info.value


def test_the_small_region_loads() -> None:
    region = Region(small_region(), "ok.json")
    assert len(region.tiles) == 33
    assert region.places["gate"].campaigns == ("heart_of_sinnoh", "ultra_burst")
    assert region.places["gate_dw"].campaigns == ("ultra_burst",)


def test_an_unknown_biome_names_the_tile_and_the_field() -> None:
    err = refuse(lambda d: d["tiles"][4].update(biome="Desert"))
    assert err.entry == "tiles[4] (4,0)"
    assert err.field == "biome"


def test_an_unknown_climate_is_refused() -> None:
    err = refuse(lambda d: d["tiles"][0].update(climate="Tropical"))
    assert err.field == "climate"


def test_elevations_are_multiples_of_a_half_and_not_negative() -> None:
    assert refuse(lambda d: d["tiles"][0].update(elevation=1.25)).field == "elevation"
    assert refuse(lambda d: d["tiles"][0].update(elevation=-1)).field == "elevation"


def test_duplicate_coordinates_are_refused() -> None:
    err = refuse(lambda d: d["tiles"].append(tile(3, 1)))
    assert err.entry == "tiles[33] (3,1)"
    assert err.field == "at"
    assert "twice" in err.message


def test_bad_coordinates_are_refused() -> None:
    assert refuse(lambda d: d["tiles"][0].update(at="a,b")).field == "at"


def test_a_place_on_a_missing_tile_is_refused() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(tile="40,40"))
    assert (err.entry, err.field) == ("tree", "tile")


def test_two_places_on_one_tile_are_refused() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(tile="0,0"))
    assert (err.entry, err.field) == ("tree", "tile")
    assert "home" in err.message


def test_a_repeated_place_id_is_refused() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(id="home"))
    assert (err.entry, err.field) == ("home", "id")


def test_an_unknown_place_kind_is_refused() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(kind="volcano"))
    assert err.entry == "tree"
    assert err.field == "kind"


def test_a_village_needs_two_different_starters() -> None:
    err = refuse(lambda d: find(d, "id", "home").update(starters=["Turtwig"]))
    assert (err.entry, err.field) == ("home", "starters")
    err = refuse(lambda d: find(d, "id", "home").update(starters=["Turtwig", "Turtwig"]))
    assert (err.entry, err.field) == ("home", "starters")
    err = refuse(lambda d: find(d, "id", "home").pop("starters"))
    assert (err.entry, err.field) == ("home", "starters")


def test_two_homes_cannot_share_a_seat_colour() -> None:
    err = refuse(lambda d: find(d, "id", "away").update(seat="Red"))
    assert (err.entry, err.field) == ("away", "seat")


def test_a_gate_without_its_counterpart_is_refused() -> None:
    def drop(d: dict[str, Any]) -> None:
        d["places"] = [p for p in d["places"] if p["id"] != "gate_dw"]

    err = refuse(drop)
    assert (err.entry, err.field) == ("gate", "counterpart")


def test_gates_must_lead_to_each_other_across_areas() -> None:
    err = refuse(lambda d: find(d, "id", "gate_dw").update(counterpart="home"))
    assert (err.entry, err.field) == ("gate", "counterpart")
    err = refuse(lambda d: find(d, "id", "gate_dw").update(gate="Lilly"))
    assert err.field == "counterpart"
    err = refuse(lambda d: find(d, "id", "gate_dw").update(biome="Ocean"))
    assert err.field == "biome"


def test_an_unknown_gate_name_is_refused() -> None:
    err = refuse(lambda d: find(d, "id", "gate").update(gate="Nowhere"))
    assert (err.entry, err.field) == ("gate", "gate")


def test_a_gate_stands_on_a_tile_of_its_biome() -> None:
    err = refuse(lambda d: find(d, "at", "8,0").update(biome="Forest"))
    assert (err.entry, err.field) == ("gate", "tile")


def test_trees_grow_on_land_and_reefs_lie_in_the_ocean() -> None:
    err = refuse(lambda d: find(d, "at", "1,1").update(biome="Ocean"))
    assert (err.entry, err.field) == ("tree", "tile")
    err = refuse(lambda d: find(d, "id", "tree").update(kind="apricorn_reef"))
    assert (err.entry, err.field) == ("tree", "tile")


def test_tree_tiers_are_one_to_three() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(tier=4))
    assert (err.entry, err.field) == ("tree", "tier")


def test_a_hidden_spot_cannot_share_a_tile_with_a_place() -> None:
    err = refuse(lambda d: find(d, "at", "1,1").update(hidden_spot=True))
    assert err.field == "hidden_spot"


def test_a_tile_in_an_unknown_area_is_refused() -> None:
    err = refuse(lambda d: d["tiles"][0].update(area="moon"))
    assert err.field == "area"


def test_a_place_in_a_campaign_its_area_is_not_in_is_refused() -> None:
    err = refuse(lambda d: find(d, "id", "gate_dw").update(campaigns=["heart_of_sinnoh"]))
    assert (err.entry, err.field) == ("gate_dw", "campaigns")


def test_the_three_lakes_and_the_central_places_are_required() -> None:
    def drop(pid: str) -> Callable[[dict[str, Any]], None]:
        def go(d: dict[str, Any]) -> None:
            d["places"] = [p for p in d["places"] if p["id"] != pid]

        return go

    assert "Lake" in refuse(drop("valor")).message
    assert "origin_shrine" in refuse(drop("origin")).message
    assert "temple_of_sinnoh" in refuse(drop("temple")).message


def test_unknown_fields_are_refused() -> None:
    err = refuse(lambda d: find(d, "id", "tree").update(colour="red"))
    assert (err.entry, err.field) == ("tree", "colour")


def test_a_file_is_named_in_its_errors(tmp_path: Path) -> None:
    bad = tmp_path / "my-map.json"
    data = small_region()
    data["tiles"][0]["biome"] = "Swamp"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError, match=r"my-map\.json: entry 'tiles\[0\] \(0,0\)'"):
        load_region(bad)
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    with pytest.raises(ContentError, match=r"broken\.json"):
        load_region(tmp_path / "broken.json")
    with pytest.raises(ContentError, match="file not found"):
        load_region(tmp_path / "missing.json")
