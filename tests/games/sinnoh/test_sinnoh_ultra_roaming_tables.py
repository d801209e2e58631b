"""The Ultra Beasts' turn works from per-region tables (the tiles they may roam, the places they
destroy, the Sinnoh tiles by name): each must say what the rule says, and a second region (a map
loaded from another file) must get tables of its own, never the first one's."""

from __future__ import annotations

from pokeforge.games.sinnoh.journey.rules import ultra
from pokeforge.games.sinnoh.region import REGION_FILE, default_region, load_region


def _rule_roamable(region):  # type: ignore[no-untyped-def]
    return {
        h
        for h, tile in region.tiles.items()
        if tile.area == ultra.SINNOH
        and (region.place_at.get(h) is None or region.place_at[h].kind in ultra.TARGET_KINDS)
    }


def test_the_roaming_table_is_the_rule() -> None:
    region = default_region()
    roam = ultra._roamable(region)
    assert roam == _rule_roamable(region)
    # villages and other places are steered clear of; trees, reefs and shrines are not
    kinds = {region.place_at[h].kind for h in roam if h in region.place_at}
    assert kinds <= set(ultra.TARGET_KINDS) and kinds
    assert any(p.kind == "village" for p in region.places.values())
    assert all(h not in roam for h, p in region.place_at.items() if p.kind == "village")


def test_a_second_region_gets_tables_of_its_own() -> None:
    first = default_region()
    other = load_region(REGION_FILE)  # an equal map, but another object
    assert other is not first
    assert ultra._roamable(other) == ultra._roamable(first)
    assert ultra._roamable(other) is not ultra._roamable(first)
    assert ultra._sinnoh_tiles(other) is not ultra._sinnoh_tiles(first)
    names = ultra._sinnoh_tiles(first)
    assert all(region_tile.name() == name for name, region_tile in names.items())
    assert {h for h, t in first.tiles.items() if t.area == ultra.SINNOH} == set(names.values())
