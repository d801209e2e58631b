"""The map of a journey as plain data, for boards that draw it (the web app's SVG board).

The map is printed on the table: its tiles (biome, climate, elevation) and its places (villages,
the Ultra Megalopolis, Apricorn Trees and Reefs by tier, shrines, the Origin Shrine, lakes,
legendary locations, Distortion Gates…) with the fields the region file gives them. Only the
campaign's part is listed: the tiles of its areas and the places in it. Nothing here changes
during a journey and nothing is secret, so every seat (and a spectator) gets the same object,
built once per region and campaign (callers must not change it).

Tiles are rows, ``[at, biome, climate, elevation]`` (``tile_fields`` names the columns): the
shipped map's 271 Sinnoh tiles take about 8 KB this way. Hidden spot tokens, legendary tokens and
the like are pieces of the journey, listed elsewhere in the view, not here.
"""

from __future__ import annotations

from enum import Enum
from functools import cache
from typing import Any

from ..region import Campaign, Region

TILE_FIELDS = ("at", "biome", "climate", "elevation")


@cache
def map_view(region: Region, campaign: Campaign) -> dict[str, Any]:
    areas = [a for a in region.areas.values() if campaign in a.campaigns]
    in_play = {a.id for a in areas}
    tiles = [
        [h.name(), str(t.biome), str(t.climate), t.elevation]
        for h, t in region.tiles.items()
        if t.area in in_play
    ]
    places = []
    for p in region.places.values():
        if campaign not in p.campaigns or region.tiles[p.at].area not in in_play:
            continue
        fields = {k: _plain(v) for k, v in p.fields.items()}
        places.append({"id": p.id, "name": p.name, "kind": p.kind, "tile": p.at.name(), **fields})
    return {
        "name": region.name,
        "campaign": str(campaign),
        "areas": [{"id": a.id, "name": a.name} for a in areas],
        "tile_fields": list(TILE_FIELDS),
        "tiles": tiles,
        "places": places,
    }


def _plain(value: Any) -> Any:
    """A field's value as JSON data (tuples as lists, enumerations as their text)."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    return value
