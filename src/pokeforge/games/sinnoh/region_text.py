"""The region as text for a terminal: one 4-column cell per hex, trainers on top, and a legend.

A cell is three characters and a space. A bare tile shows its biome, its climate and its
elevation (``Ft1``: Forest, Temperate, elevation 1); a place shows a two-character code and the
elevation (``V3`` village 3, ``T2`` tier-2 Apricorn Tree, …); a trainer shows ``@`` and its
marker. The legend under each area names every code. Rows are offset by half a cell, as hexes are
(pointy-top axial layout), so the widest row of the shipped map is 75 columns.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

from pokeforge.core.geometry import Hex

from .region import Campaign, Place, Region

BIOME_LETTER = {"Forest": "F", "Plains": "P", "Mountain": "M", "Ocean": "~", "Ruins": "R"}
CLIMATE_LETTER = {"Cold": "c", "Temperate": "t", "Warm": "w", "Space": "s"}
#: kind → (letter, what the legend calls it); the second character is a number or a letter
KIND_CODE = {
    "village": ("V", "village"),
    "ultra_megalopolis": ("U", "Ultra Megalopolis"),
    "origin_shrine": ("O", "Origin Shrine"),
    "shrine": ("S", "shrine"),
    "lake": ("L", "lake"),
    "lake_cavern": ("C", "Lake Cavern"),
    "legendary_location": ("A", "legendary location"),
    "distortion_gate": ("G", "Distortion Gate"),
    "temple_of_sinnoh": ("X", "Temple of Sinnoh"),
    "hall_of_origin": ("H", "Hall of Origin"),
    "ultra_burst": ("N", "the Ultra Burst"),
}
_ALNUM = "123456789abcdefghijklmnopqrstuvwxyz"


def place_codes(region: Region, campaign: Campaign | None = None) -> dict[str, str]:
    """The two-character code of every place (trees and reefs by tier: T1-T3, W2 warped, R1-R3).
    With ``campaign``: only its places, and a tree is warped only in the Ultra Burst."""
    if campaign is not None:
        return {
            pid: ("T" + code[1:] if code[0] == "W" and campaign != Campaign.ULTRA_BURST else code)
            for pid, code in place_codes(region).items()
            if campaign in region.places[pid].campaigns
        }
    codes: dict[str, str] = {}
    for kind, (letter, _) in KIND_CODE.items():
        found = region.of_kind(kind)
        for i, p in enumerate(found):
            codes[p.id] = letter + ("*" if len(found) == 1 else _ALNUM[i % len(_ALNUM)])
    for p in region.of_kind("apricorn_tree"):
        codes[p.id] = ("W" if p.get("warped") else "T") + str(p.get("tier"))
    for p in region.of_kind("apricorn_reef"):
        codes[p.id] = "R" + str(p.get("tier"))
    return codes


def _elevation(e: float) -> str:
    return str(math.floor(e)) if e < 10 else "^"


def render_region(
    region: Region,
    trainers: Mapping[str, Hex] | None = None,
    *,
    areas: tuple[str, ...] | None = None,
    legend: bool = True,
    campaign: Campaign | None = None,
    marks: Mapping[Hex, str] | None = None,
) -> str:
    """The map as text. ``trainers`` maps a trainer's name to its tile (shown as @1, @2, … in
    the given order; @+ when several stand together). With ``campaign``, only that campaign's
    places are drawn (a Lake Cavern is not in the Heart of Sinnoh). ``marks`` draws a three-
    character code on a tile instead of what is there (Ultra Beasts, Hidden Spots); a trainer
    still shows on top."""
    trainers = dict(trainers or {})
    for name, at in trainers.items():
        if at not in region.tiles:
            raise ValueError(f"trainer {name!r} stands on {at.name()}, not a tile of the region")
    marker = {name: _ALNUM[i % len(_ALNUM)] for i, name in enumerate(trainers)}
    on_tile: dict[Hex, list[str]] = {}
    for name, at in trainers.items():
        on_tile.setdefault(at, []).append(name)
    codes = place_codes(region, campaign)
    marks = marks or {}
    lines: list[str] = []
    for area_id in areas or tuple(region.areas):
        area = region.areas[area_id]
        hexes = region.area_tiles(area_id)
        if not hexes:
            continue
        lines.append(f"{area.name}")
        left = min(4 * h.q + 2 * h.r for h in hexes)
        for r in sorted({h.r for h in hexes}):
            row = sorted((h for h in hexes if h.r == r), key=lambda h: h.q)
            text = ""
            for h in row:
                col = 4 * h.q + 2 * h.r - left
                cell = _cell(region, h, codes, on_tile, marker)
                if h in marks and not cell.startswith("@"):
                    cell = f"{marks[h]:.3} "
                text += " " * (col - len(text)) + cell
            lines.append(text.rstrip())
        lines.append("")
    if legend:
        lines += _legend(region, codes, trainers, marker)
    return "\n".join(lines).rstrip() + "\n"


def _cell(
    region: Region,
    h: Hex,
    codes: Mapping[str, str],
    on_tile: Mapping[Hex, list[str]],
    marker: Mapping[str, str],
) -> str:
    tile = region.tiles[h]
    here = on_tile.get(h)
    if here:
        mark = marker[here[0]] if len(here) == 1 else "+"
        return f"@{mark}{_elevation(tile.elevation)} "
    place = region.place_at.get(h)
    if place is not None and place.id in codes:
        return f"{codes[place.id]}{_elevation(tile.elevation)} "
    return f"{BIOME_LETTER[tile.biome]}{CLIMATE_LETTER[tile.climate]}{_elevation(tile.elevation)} "


def _legend(
    region: Region,
    codes: Mapping[str, str],
    trainers: Mapping[str, Hex],
    marker: Mapping[str, str],
) -> list[str]:
    out = [
        "Legend: a cell is biome, climate, elevation (rounded down); a place's code and elevation",
        "  F Forest, P Plains, M Mountain, ~ Ocean, R Ruins | c Cold, t Temperate, w Warm, s Space",
        "  T1-T3 Apricorn Tree by tier, W1-W3 one that is warped in the Ultra Burst, "
        "R1-R3 Apricorn Reef",
    ]
    for name, at in trainers.items():
        place = region.place_at.get(at)
        where = f" ({place.name})" if place is not None else ""
        out.append(f"  @{marker[name]} {name} at {at.name()}{where}")
    out += place_legend(region, codes)
    return out


def place_legend(
    region: Region,
    codes: Mapping[str, str] | None = None,
    areas: tuple[str, ...] | None = None,
    width_limit: int = 100,
    compact: bool = False,
) -> list[str]:
    """Rows of ``CODE name`` for every place that is not a tree or a reef (only those in
    ``codes``, default every place; only on ``areas``, default all): in columns, or
    ``compact``, run on with `` · `` and wrapped at ``width_limit``."""
    codes = place_codes(region) if codes is None else codes
    entries: list[str] = []
    for kind in KIND_CODE:
        for p in region.of_kind(kind):
            if p.id in codes and (areas is None or region.tiles[p.at].area in areas):
                entries.append(f"{codes[p.id]} {_short(p)}")
    if compact:
        rows: list[str] = []
        for e in entries:
            if rows and len(rows[-1]) + 3 + len(e) <= width_limit:
                rows[-1] += " · " + e
            else:
                rows.append("  " + e)
        return rows
    width = max((len(e) for e in entries), default=0) + 2
    per_row = max(1, width_limit // width)
    return [
        "  " + "".join(e.ljust(width) for e in entries[i : i + per_row]).rstrip()
        for i in range(0, len(entries), per_row)
    ]


def _short(p: Place) -> str:
    """A place's name with who or what is found there."""
    if p.kind in ("shrine", "ultra_burst"):
        return f"{p.name} ({p.get('legendary')})"
    if p.kind == "village":
        return f"{p.name} ({p.get('seat')})"
    if p.kind == "lake":
        return f"{p.name} (Commander {p.get('commander')}, Shard of {p.get('shard')})"
    if p.kind == "lake_cavern":
        return f"{p.name} ({p.get('guardian')})"
    if p.kind == "legendary_location":
        return f"{p.name} ({'/'.join(p.get('legendary'))}, {p.get('artifact')})"
    return p.name
