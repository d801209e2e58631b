"""Tiny region files for the region tests: a strip of tiles with the places every map needs."""

from __future__ import annotations

import copy
from typing import Any


def tile(q: int, r: int, elevation: float = 1, biome: str = "Plains", **kw: Any) -> dict[str, Any]:
    t = {
        "at": f"{q},{r}",
        "area": "sinnoh",
        "biome": biome,
        "climate": "Temperate",
        "elevation": elevation,
    }
    t.update(kw)
    return t


def small_region() -> dict[str, Any]:
    """A 10 x 3 strip (q 0..9, r 0..2) plus a 3-tile Distortion World at q 20..22, r 0."""
    tiles = [tile(q, r) for r in range(3) for q in range(10)]
    tiles += [
        {"at": f"{q},0", "area": "dw", "biome": "Ruins", "climate": "Space", "elevation": 1}
        for q in range(20, 23)
    ]
    places: list[dict[str, Any]] = [
        {
            "id": "home",
            "name": "Home Village",
            "kind": "village",
            "tile": "0,0",
            "seat": "Red",
            "starters": ["Turtwig", "Machop"],
        },
        {
            "id": "away",
            "name": "Away Village",
            "kind": "village",
            "tile": "9,2",
            "seat": "Blue",
            "starters": ["Piplup", "Duskull"],
        },
        {"id": "origin", "name": "Origin Shrine", "kind": "origin_shrine", "tile": "5,1"},
        {
            "id": "temple",
            "name": "Temple of Sinnoh",
            "kind": "temple_of_sinnoh",
            "tile": "6,1",
            "ultra_burst_legendary": "Silvally",
        },
        {"id": "hall", "name": "Hall of Origin", "kind": "hall_of_origin", "tile": "7,1"},
        {
            "id": "verity",
            "name": "Lake Verity",
            "kind": "lake",
            "tile": "2,2",
            "commander": "Mars",
            "shard": "Emotion",
        },
        {
            "id": "acuity",
            "name": "Lake Acuity",
            "kind": "lake",
            "tile": "3,2",
            "commander": "Jupiter",
            "shard": "Knowledge",
        },
        {
            "id": "valor",
            "name": "Lake Valor",
            "kind": "lake",
            "tile": "4,2",
            "commander": "Saturn",
            "shard": "Willpower",
        },
        {"id": "tree", "name": "A Tree", "kind": "apricorn_tree", "tile": "1,1", "tier": 1},
        {
            "id": "gate",
            "name": "Snowdrift Gate",
            "kind": "distortion_gate",
            "tile": "8,0",
            "gate": "Snowdrift",
            "biome": "Plains",
            "counterpart": "gate_dw",
        },
        {
            "id": "gate_dw",
            "name": "Snowdrift Gate (DW)",
            "kind": "distortion_gate",
            "tile": "22,0",
            "gate": "Snowdrift",
            "biome": "Plains",
            "counterpart": "gate",
        },
    ]
    return {
        "format": "pokeforge.sinnoh.region/1",
        "name": "test strip",
        "areas": [
            {"id": "sinnoh", "name": "Sinnoh", "campaigns": ["heart_of_sinnoh", "ultra_burst"]},
            {"id": "dw", "name": "Distortion World", "campaigns": ["ultra_burst"]},
        ],
        "tiles": tiles,
        "places": places,
    }


def with_change(change: Any) -> dict[str, Any]:
    data = small_region()
    change(data)
    return copy.deepcopy(data)


def find(data: dict[str, Any], key: str, value: str) -> dict[str, Any]:
    for group in ("places", "tiles"):
        for item in data[group]:
            if item.get(key) == value:
                return item  # type: ignore[no-any-return]
    raise KeyError(value)
