"""The map in a journey's view (``view["map"]``, journey/map_view.py): the campaign's tiles and
places as the region file gives them, the same for every seat and a spectator, plain JSON."""

from __future__ import annotations

import json

from journey_builders import journey

from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh.region import Campaign


def test_the_view_lists_the_campaigns_tiles_and_places_the_same_for_every_seat() -> None:
    st = journey(3)
    shown = st.view(0)["map"]
    for viewer in (1, 2, None):
        assert st.view(viewer)["map"] == shown
    assert json.loads(json.dumps(shown)) == shown  # plain JSON data
    region = st.region
    sinnoh = [h for h, t in region.tiles.items() if t.area == "sinnoh"]
    assert shown["tile_fields"] == ["at", "biome", "climate", "elevation"]
    assert len(shown["tiles"]) == len(sinnoh)
    rows = {row[0]: row for row in shown["tiles"]}
    assert set(rows) == {h.name() for h in sinnoh}  # the Distortion World is not in the Heart
    for h in sinnoh:
        t = region.tiles[h]
        assert rows[h.name()] == [h.name(), t.biome.value, t.climate.value, t.elevation]
    places = {p["id"]: p for p in shown["places"]}
    for p in region.places.values():
        listed = Campaign.HEART_OF_SINNOH in p.campaigns and region.tiles[p.at].area == "sinnoh"
        assert (p.id in places) == listed, p.id
    assert "lake_acuity_cavern" not in places  # the caverns are the Ultra Burst's
    snowfall = places["snowfall"]
    assert snowfall == {
        "id": "snowfall",
        "name": "Snowfall Village",
        "kind": "village",
        "tile": "-1,-5",
        "seat": "Red",
        "starters": ["Swinub", "Litwick"],
    }
    tree = next(p for p in shown["places"] if p["kind"] == "apricorn_tree")
    assert tree["tier"] in (1, 2, 3) and Hex.parse(tree["tile"]) in region.tiles
    gate = next(p for p in shown["places"] if p["kind"] == "distortion_gate")
    assert gate["biome"] in ("Forest", "Plains", "Mountain", "Ocean")
    kinds = {p["kind"] for p in shown["places"]}
    assert {"village", "apricorn_tree", "apricorn_reef", "shrine", "origin_shrine", "lake"} <= kinds
    assert {"legendary_location", "distortion_gate"} <= kinds


def test_the_map_is_built_once_and_holds_nothing_that_changes() -> None:
    st = journey(2)
    before = st.view(0)["map"]
    st.trainers[0].points = 5
    assert st.view(1)["map"] is before  # one shared object per region and campaign
    assert set(before) == {"name", "campaign", "areas", "tile_fields", "tiles", "places"}
