"""The shipped map holds every place and rule the rulebook names (docs/rules/sinnoh-region.md)."""

from __future__ import annotations

from collections import Counter

from pokeforge.games.sinnoh.content import default_content
from pokeforge.games.sinnoh.region import (
    ENCOUNTER_BIOMES,
    ENCOUNTER_CLIMATES,
    Biome,
    Climate,
    default_region,
)
from pokeforge.games.sinnoh.rules.movement import OPEN_GATES, distances

NAMED = [
    "Origin Shrine", "Temple of Sinnoh", "Hall of Origin", "Ultra Megalopolis",
    "Lake Verity", "Lake Acuity", "Lake Valor",
    "Lake Verity Cavern", "Lake Acuity Cavern", "Lake Valor Cavern",
    "Temple of the Sea", "Hallowed Tower", "Magma Chamber", "Grand Chateau",
    "Garden of Gratitude", "Valley Ruins", "Westbreeze Ruins", "Firelilly Ruins",
    "Snowdrift Gate", "Lilly Gate", "Westbreeze Gate", "Deepmarsh Gate",
]  # fmt: skip


def test_every_named_location_is_on_the_map_exactly_once() -> None:
    names = Counter(p.name for p in default_region().places.values())
    for name in NAMED:
        assert names[name] == 1, name


def test_the_four_gates_are_paired_with_the_distortion_world() -> None:
    region = default_region()
    gates = region.of_kind("distortion_gate")
    assert len(gates) == 8
    biomes = {
        "Snowdrift": "Plains",
        "Lilly": "Mountain",
        "Westbreeze": "Ocean",
        "Deepmarsh": "Forest",
    }
    for g in gates:
        other = region.places[g.get("counterpart")]
        assert other.get("counterpart") == g.id
        assert g.get("biome") == biomes[g.get("gate")]
        areas = {region.tiles[g.at].area, region.tiles[other.at].area}
        assert areas == {"sinnoh", "distortion_world"}


def test_every_home_has_two_starters_and_every_starter_has_a_home() -> None:
    content = default_content()
    starters = {c.name for c in content.cards.values() if c.starter}
    homes = default_region().homes()
    assert len(homes) == 9
    named = [s for h in homes for s in h.get("starters")]
    assert all(len(h.get("starters")) == 2 for h in homes)
    assert sorted(named) == sorted(starters)
    assert len({h.get("seat") for h in homes}) == 9
    mega = default_region().of_kind("ultra_megalopolis")[0]
    assert set(mega.get("starters")) == {"Porygon", "Poipole"}


def test_trees_and_reefs_of_every_tier_in_every_biome_and_climate_the_pokedex_fills() -> None:
    region = default_region()
    cards = default_content().cards.values()
    decks = {
        (c.biome, c.climate, c.tier) for c in cards if c.tier in ("weak", "moderate", "strong")
    }
    have = set()
    for p in region.of_kind("apricorn_tree") + region.of_kind("apricorn_reef"):
        t = region.tiles[p.at]
        have.add(
            (t.biome.value, t.climate.value, ("weak", "moderate", "strong")[p.get("tier") - 1])
        )
    for b in ENCOUNTER_BIOMES:
        for c in ENCOUNTER_CLIMATES:
            for tier in ("weak", "moderate", "strong"):
                if (b.value, c.value, tier) in decks:
                    assert (b.value, c.value, tier) in have, (b, c, tier)
    assert any(p.get("warped") for p in region.of_kind("apricorn_tree"))


def test_every_legendary_of_the_card_data_has_a_home_on_the_map() -> None:
    region = default_region()
    homed: set[str] = set()
    for p in region.places.values():
        for key in ("legendary", "guardian", "ultra_burst_legendary"):
            if key in p.fields:
                value = p.fields[key]
                homed.update([value] if isinstance(value, str) else value)
    gods = {"Dialga", "Palkia", "Giratina"}  # on the Origin Shrine after a Celestial Fracture
    cards = default_content().cards.values()
    wild_legendaries = {
        c.name
        for c in cards
        if c.tier == "legendary" and c.biome and c.climate != "Noble" and c.state <= 1
    }
    assert wild_legendaries - gods <= homed
    assert "Necrozma" in homed


def test_legendary_places_stand_on_their_pokemons_habitat() -> None:
    region = default_region()
    cards = {c.name: c for c in default_content().cards.values() if c.state <= 1}
    for p in region.of_kind("legendary_location") + region.of_kind("shrine"):
        t = region.tiles[p.at]
        names = p.get("legendary")
        for name in [names] if isinstance(names, str) else names:
            assert (t.biome.value, t.climate.value) == (cards[name].biome, cards[name].climate)


def test_the_lakes_hold_their_commanders_and_their_caverns_their_guardians() -> None:
    region = default_region()
    lakes = {p.name: p for p in region.of_kind("lake")}
    assert lakes["Lake Verity"].get("commander") == "Mars"
    assert lakes["Lake Acuity"].get("commander") == "Jupiter"
    assert lakes["Lake Valor"].get("commander") == "Saturn"
    caverns = {
        region.places[p.get("lake")].name: p.get("guardian") for p in region.of_kind("lake_cavern")
    }
    assert caverns == {"Lake Verity": "Mesprit", "Lake Acuity": "Uxie", "Lake Valor": "Azelf"}
    assert all(p.campaigns == ("ultra_burst",) for p in region.of_kind("lake_cavern"))


def test_the_origin_shrine_tops_the_central_mountain() -> None:
    region = default_region()
    origin = region.of_kind("origin_shrine")[0]
    tile = region.tiles[origin.at]
    assert tile.biome == Biome.MOUNTAIN
    assert tile.elevation == max(t.elevation for t in region.tiles.values())


def test_biomes_and_climates_and_the_distortion_world() -> None:
    region = default_region()
    sinnoh = [t for t in region.tiles.values() if t.area == "sinnoh"]
    assert {t.biome for t in sinnoh} == set(Biome)
    assert {t.climate for t in sinnoh} == set(ENCOUNTER_CLIMATES)
    dw = [t for t in region.tiles.values() if t.area == "distortion_world"]
    assert dw and all(t.climate == Climate.SPACE for t in dw)
    assert region.of_kind("ultra_burst")[0].get("legendary") == "Necrozma"


def test_hidden_spot_tiles_are_free_and_plentiful() -> None:
    region = default_region()
    spots = [h for h, t in region.tiles.items() if t.hidden_spot]
    assert all(h not in region.place_at for h in spots)
    sinnoh = [h for h in spots if region.tiles[h].area == "sinnoh"]
    assert len(sinnoh) >= 60  # 6 campsites, 9 stars, 6 alphas, 21 stashes, 8 artifacts, 9 beasts
    habitats = {(region.tiles[h].biome, region.tiles[h].climate) for h in sinnoh}
    for b in ENCOUNTER_BIOMES:
        for c in ENCOUNTER_CLIMATES:
            assert (b, c) in habitats
    assert any(region.tiles[h].area == "distortion_world" for h in spots)


def test_every_tile_can_be_reached_from_every_village() -> None:
    region = default_region()
    for v in region.homes():
        assert len(distances(region, v.at, OPEN_GATES)) == len(region.tiles), v.id
