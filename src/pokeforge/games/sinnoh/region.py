"""The region of Legends of Sinnoh: hex tiles and the places on them, loaded from a data file.

The shipped map is ``data/region.json`` (a pokeforge design: the official map is only a picture in
the Tabletop Simulator mod; ``docs/rules/sinnoh-region.md`` explains it). A region file is::

    {"format": "pokeforge.sinnoh.region/1", "name": ...,
     "areas": [{"id", "name", "campaigns": [...]}, ...],
     "tiles": [{"at": "q,r", "area", "biome", "climate", "elevation", "hidden_spot"}, ...],
     "places": [{"id", "name", "kind", "tile": "q,r", "campaigns"?, ...fields of the kind}, ...]}

Coordinates are axial (``core.geometry.Hex``). Every area shares one coordinate space; tiles of
different areas are never neighbours (the Distortion World is reached through Distortion Gates).
A malformed file is a ``ContentError`` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from pokeforge.core.errors import ContentError
from pokeforge.core.geometry import Hex, hex_neighbors

DATA = Path(__file__).parent / "data"
REGION_FILE = DATA / "region.json"
FORMAT = "pokeforge.sinnoh.region/1"

#: the largest elevation a tile may have, and the step elevations are given in
MAX_ELEVATION = 12
ELEVATION_STEP = 0.5


class Biome(StrEnum):
    """Biomes of the card data (``pokemon.csv`` ``biome``); Ruins only holds legendary places."""

    FOREST = "Forest"
    PLAINS = "Plains"
    MOUNTAIN = "Mountain"
    OCEAN = "Ocean"
    RUINS = "Ruins"


class Climate(StrEnum):
    """Climates of the card data (``pokemon.csv`` ``climate``) a tile can have."""

    COLD = "Cold"
    TEMPERATE = "Temperate"
    WARM = "Warm"
    SPACE = "Space"


class Campaign(StrEnum):
    HEART_OF_SINNOH = "heart_of_sinnoh"
    ULTRA_BURST = "ultra_burst"


ALL_CAMPAIGNS = (Campaign.HEART_OF_SINNOH, Campaign.ULTRA_BURST)
#: the biomes an Apricorn Tree (land) or Reef (Ocean) draws wild Pokémon for
ENCOUNTER_BIOMES = (Biome.FOREST, Biome.PLAINS, Biome.MOUNTAIN, Biome.OCEAN)
#: the climates of the encounter decks (the analysis sheet's rows)
ENCOUNTER_CLIMATES = (Climate.COLD, Climate.TEMPERATE, Climate.WARM)
LAKE_NAMES = ("Verity", "Acuity", "Valor")
GATE_NAMES = ("Snowdrift", "Lilly", "Westbreeze", "Deepmarsh")


# --- the file's schema -------------------------------------------------------------------------


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class _AreaModel(_Strict):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    campaigns: tuple[Campaign, ...] = Field(min_length=1)


def _check_hex(text: str) -> str:
    q, sep, r = text.partition(",")
    try:
        int(q)
        int(r)
    except ValueError:
        raise ValueError(f"{text!r} is not axial coordinates 'q,r'") from None
    if not sep:
        raise ValueError(f"{text!r} is not axial coordinates 'q,r'")
    return text


class _TileModel(_Strict):
    at: str
    area: str
    biome: Biome
    climate: Climate
    elevation: float = Field(ge=0, le=MAX_ELEVATION)
    hidden_spot: bool = False

    _at = field_validator("at")(_check_hex)

    @field_validator("elevation")
    @classmethod
    def _step(cls, v: float) -> float:
        if (v / ELEVATION_STEP) != int(v / ELEVATION_STEP):
            raise ValueError(f"elevations are multiples of {ELEVATION_STEP}")
        return v


class _PlaceBase(_Strict):
    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    tile: str
    #: the campaigns the place is in; by default those of its tile's area
    campaigns: tuple[Campaign, ...] | None = Field(default=None, min_length=1)

    _tile = field_validator("tile")(_check_hex)


class _HomeModel(_PlaceBase):
    seat: str = Field(min_length=1)
    starters: tuple[str, ...] = Field(min_length=2, max_length=2)

    @field_validator("starters")
    @classmethod
    def _distinct(cls, v: tuple[str, ...]) -> tuple[str, ...]:
        if len(set(v)) != len(v) or any(not s for s in v):
            raise ValueError("a home needs two different starters")
        return v


class _VillageModel(_HomeModel):
    kind: Literal["village"]


class _MegalopolisModel(_HomeModel):
    kind: Literal["ultra_megalopolis"]


class _TreeModel(_PlaceBase):
    kind: Literal["apricorn_tree"]
    tier: int = Field(ge=1, le=3)
    warped: bool = False


class _ReefModel(_PlaceBase):
    kind: Literal["apricorn_reef"]
    tier: int = Field(ge=1, le=3)


class _ShrineModel(_PlaceBase):
    kind: Literal["shrine"]
    legendary: str = Field(min_length=1)


class _OriginShrineModel(_PlaceBase):
    kind: Literal["origin_shrine"]


class _LakeModel(_PlaceBase):
    kind: Literal["lake"]
    commander: str = Field(min_length=1)
    shard: str = Field(min_length=1)


class _CavernModel(_PlaceBase):
    kind: Literal["lake_cavern"]
    lake: str = Field(min_length=1)
    guardian: str = Field(min_length=1)
    trial: str = Field(min_length=1)


class _LegendaryModel(_PlaceBase):
    kind: Literal["legendary_location"]
    legendary: tuple[str, ...] = Field(min_length=1)
    artifact: str = Field(min_length=1)


class _GateModel(_PlaceBase):
    kind: Literal["distortion_gate"]
    gate: str
    biome: Biome
    counterpart: str = Field(min_length=1)

    @field_validator("gate")
    @classmethod
    def _known(cls, v: str) -> str:
        if v not in GATE_NAMES:
            raise ValueError(f"unknown Distortion Gate {v!r} (known: {', '.join(GATE_NAMES)})")
        return v


class _TempleModel(_PlaceBase):
    kind: Literal["temple_of_sinnoh"]
    ultra_burst_legendary: str = Field(min_length=1)


class _HallModel(_PlaceBase):
    kind: Literal["hall_of_origin"]


class _UltraBurstModel(_PlaceBase):
    kind: Literal["ultra_burst"]
    legendary: str = Field(min_length=1)


_PlaceModel = Annotated[
    _VillageModel
    | _MegalopolisModel
    | _TreeModel
    | _ReefModel
    | _ShrineModel
    | _OriginShrineModel
    | _LakeModel
    | _CavernModel
    | _LegendaryModel
    | _GateModel
    | _TempleModel
    | _HallModel
    | _UltraBurstModel,
    Field(discriminator="kind"),
]


class _RegionModel(_Strict):
    format: Literal["pokeforge.sinnoh.region/1"]
    name: str = Field(min_length=1)
    areas: tuple[_AreaModel, ...] = Field(min_length=1)
    tiles: tuple[_TileModel, ...] = Field(min_length=1)
    places: tuple[_PlaceModel, ...]


# --- the loaded region ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Area:
    id: str
    name: str
    campaigns: tuple[Campaign, ...]


@dataclass(frozen=True, slots=True)
class Tile:
    at: Hex
    area: str
    biome: Biome
    climate: Climate
    elevation: float
    hidden_spot: bool


@dataclass(frozen=True, slots=True)
class Place:
    """A place on a tile. ``kind`` names what it is; ``fields`` holds the kind's own fields."""

    id: str
    name: str
    kind: str
    at: Hex
    campaigns: tuple[Campaign, ...]
    fields: Mapping[str, Any]

    def get(self, key: str) -> Any:
        return self.fields[key]


class Region:
    """A validated region: tiles by coordinates, places by id and by tile, neighbour tables."""

    __slots__ = ("areas", "by_kind", "name", "neighbours", "place_at", "places", "source", "tiles")

    def __init__(self, data: Any, source: str) -> None:
        self.source = source
        if not isinstance(data, dict):
            raise ContentError(source, "-", "-", "a region file is a JSON object")
        m = _validate(data, source)
        self.name = m.name
        self.areas: dict[str, Area] = {}
        for i, a in enumerate(m.areas):
            if a.id in self.areas:
                raise ContentError(source, f"areas[{i}]", "id", f"area {a.id!r} is repeated")
            self.areas[a.id] = Area(a.id, a.name, a.campaigns)
        self.tiles: dict[Hex, Tile] = {}
        for i, t in enumerate(m.tiles):
            h = Hex.parse(t.at)
            entry = f"tiles[{i}] ({t.at})"
            if h in self.tiles:
                raise ContentError(source, entry, "at", f"tile {t.at} is listed twice")
            if t.area not in self.areas:
                raise ContentError(source, entry, "area", f"unknown area {t.area!r}")
            self.tiles[h] = Tile(h, t.area, t.biome, t.climate, t.elevation, t.hidden_spot)
        self.places: dict[str, Place] = {}
        self.place_at: dict[Hex, Place] = {}
        for p in m.places:
            fields = p.model_dump(exclude={"id", "name", "kind", "tile", "campaigns"})
            at = Hex.parse(p.tile)
            if p.id in self.places:
                raise ContentError(source, p.id, "id", "the place id is repeated")
            if at not in self.tiles:
                raise ContentError(source, p.id, "tile", f"there is no tile {p.tile}")
            campaigns = p.campaigns or self.areas[self.tiles[at].area].campaigns
            place = Place(p.id, p.name, p.kind, at, campaigns, fields)
            other = self.place_at.get(place.at)
            if other is not None:
                raise ContentError(
                    source, p.id, "tile", f"tile {p.tile} already holds {other.id!r}"
                )
            self.places[p.id] = place
            self.place_at[place.at] = place
        self.by_kind: dict[str, tuple[Place, ...]] = {}
        for place in self.places.values():
            self.by_kind[place.kind] = (*self.by_kind.get(place.kind, ()), place)
        self.neighbours: dict[Hex, tuple[Hex, ...]] = {
            h: tuple(
                n for n in hex_neighbors(h) if n in self.tiles and self.tiles[n].area == t.area
            )
            for h, t in self.tiles.items()
        }
        self._check_places()

    # -- cross-entry checks

    def _fail(self, entry: str, field: str, message: str) -> None:
        raise ContentError(self.source, entry, field, message)

    def _check_places(self) -> None:
        for h, t in self.tiles.items():
            if t.hidden_spot and h in self.place_at:
                self._fail(
                    f"tile {h.name()}",
                    "hidden_spot",
                    f"a hidden spot cannot share a tile with {self.place_at[h].id!r}",
                )
        seats: dict[str, str] = {}
        for p in self.places.values():
            tile = self.tiles[p.at]
            area = self.areas[tile.area]
            for c in p.campaigns:
                if c not in area.campaigns:
                    self._fail(p.id, "campaigns", f"area {area.id!r} is not in campaign {c}")
            if p.kind in ("village", "ultra_megalopolis"):
                seat = p.get("seat")
                if seat in seats:
                    self._fail(p.id, "seat", f"seat {seat!r} already belongs to {seats[seat]!r}")
                seats[seat] = p.id
            if p.kind == "apricorn_tree" and tile.biome in (Biome.OCEAN, Biome.RUINS):
                self._fail(p.id, "tile", f"an Apricorn Tree grows on land, not {tile.biome}")
            if p.kind == "apricorn_reef" and tile.biome != Biome.OCEAN:
                self._fail(p.id, "tile", f"an Apricorn Reef lies in the Ocean, not {tile.biome}")
            if p.kind in ("apricorn_tree", "apricorn_reef") and tile.climate == Climate.SPACE:
                self._fail(p.id, "tile", "no wild Pokémon deck has the Space climate")
            if p.kind == "lake_cavern":
                lake = self.places.get(p.get("lake"))
                if lake is None or lake.kind != "lake":
                    self._fail(p.id, "lake", f"{p.get('lake')!r} is not a lake of this map")
            if p.kind == "distortion_gate":
                self._check_gate(p)
        if not self.by_kind.get("village"):
            self._fail("places", "kind", "a region needs at least one village")
        for kind in ("origin_shrine", "temple_of_sinnoh", "hall_of_origin"):
            found = self.by_kind.get(kind, ())
            if len(found) != 1:
                self._fail("places", "kind", f"a region needs exactly one {kind} ({len(found)})")
        lake_names = sorted(p.name for p in self.by_kind.get("lake", ()))
        if lake_names != sorted(f"Lake {n}" for n in LAKE_NAMES):
            self._fail(
                "places", "kind", f"the lakes must be Lake Verity, Acuity, Valor: {lake_names}"
            )

    def _check_gate(self, p: Place) -> None:
        other = self.places.get(p.get("counterpart"))
        if other is None or other.kind != "distortion_gate":
            self._fail(p.id, "counterpart", f"{p.get('counterpart')!r} is not a gate of this map")
            return
        if other.get("counterpart") != p.id:
            self._fail(p.id, "counterpart", f"{other.id!r} does not lead back to this gate")
        if other.get("gate") != p.get("gate"):
            self._fail(p.id, "counterpart", f"{other.id!r} is the {other.get('gate')} Gate")
        if other.get("biome") != p.get("biome"):
            self._fail(p.id, "biome", f"its counterpart {other.id!r} has another biome")
        if self.tiles[other.at].area == self.tiles[p.at].area:
            self._fail(p.id, "counterpart", "a gate and its counterpart lie in different areas")
        tile = self.tiles[p.at]
        if tile.climate != Climate.SPACE and tile.biome != p.get("biome"):
            self._fail(p.id, "tile", f"a {p.get('biome')} gate stands on a {tile.biome} tile")

    # -- queries

    def tile(self, at: Hex) -> Tile:
        return self.tiles[at]

    def place(self, pid: str) -> Place:
        return self.places[pid]

    def of_kind(self, kind: str) -> tuple[Place, ...]:
        return self.by_kind.get(kind, ())

    def villages(self) -> tuple[Place, ...]:
        """The villages one can fly between (not the Ultra Megalopolis, not campsites)."""
        return self.of_kind("village")

    def homes(self) -> tuple[Place, ...]:
        """Every home a trainer can choose: the villages and the Ultra Megalopolis."""
        return self.of_kind("village") + self.of_kind("ultra_megalopolis")

    def gate_link(self, at: Hex) -> Hex | None:
        """The tile of the counterpart when ``at`` holds a Distortion Gate, else None."""
        p = self.place_at.get(at)
        if p is None or p.kind != "distortion_gate":
            return None
        return self.places[p.get("counterpart")].at

    def area_tiles(self, area: str) -> list[Hex]:
        return [h for h, t in self.tiles.items() if t.area == area]


def _validate(data: dict[str, Any], source: str) -> _RegionModel:
    try:
        return _RegionModel.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = tuple(err["loc"])
        entry, field = _where(data, loc)
        raise ContentError(source, entry, field, err["msg"]) from None


def _where(data: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, str]:
    """(entry, field) of a pydantic error location: a place by its id, a tile by its coordinates."""
    if len(loc) >= 2 and loc[0] in ("tiles", "places", "areas") and isinstance(loc[1], int):
        raw = data.get(loc[0])
        item = raw[loc[1]] if isinstance(raw, list) and loc[1] < len(raw) else None
        label = f"{loc[0]}[{loc[1]}]"
        if isinstance(item, dict):
            key = {"tiles": "at", "places": "id", "areas": "id"}[loc[0]]
            if isinstance(item.get(key), str):
                label = item[key] if loc[0] == "places" else f"{label} ({item[key]})"
        rest = [str(p) for p in loc[2:]]
        if loc[0] == "places" and rest and isinstance(item, dict) and rest[0] == item.get("kind"):
            rest = rest[1:]  # the union's tag
        return label, ".".join(rest) or "kind"
    return "(file)", ".".join(str(p) for p in loc) or "-"


def load_region(path: Path) -> Region:
    """Load and validate a region file. Errors name the file, the entry and the field."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(path.name, "-", "-", "file not found") from None
    except json.JSONDecodeError as exc:
        raise ContentError(path.name, "-", "-", f"not valid JSON: {exc}") from None
    return Region(data, path.name)


@cache
def default_region() -> Region:
    """The shipped map, loaded once."""
    return load_region(REGION_FILE)
