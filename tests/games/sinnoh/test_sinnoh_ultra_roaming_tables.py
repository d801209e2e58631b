"""The Ultra Beasts' turn works from per-region tables (every tile numbered in the targets' order,
the distances between tiles, the neighbours a beast may enter, the Sinnoh tiles by name, the
tiles the beasts start on, the Distortion World's hidden-spot tiles): each must say what the rule
says, and a second region (a map loaded from another file) must get tables of its own, never the
first one's."""

from __future__ import annotations

from pokeforge.core.geometry.hexgrid import hex_distance
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
    geo = ultra._geometry(region)
    rule = _rule_roamable(region)
    for i, h in enumerate(geo.tiles):
        want = tuple(n for n in region.neighbours.get(h, ()) if n in rule)
        assert tuple(geo.tiles[j] for j in geo.roam_next[i]) == want
    roam = {geo.tiles[j] for nexts in geo.roam_next for j in nexts}
    # villages and other places are steered clear of; trees, reefs and shrines are not
    kinds = {region.place_at[h].kind for h in roam if h in region.place_at}
    assert kinds <= set(ultra.TARGET_KINDS) and kinds
    assert any(p.kind == "village" for p in region.places.values())
    assert all(h not in roam for h, p in region.place_at.items() if p.kind == "village")


def test_the_tiles_are_numbered_in_the_targets_order_with_their_distances() -> None:
    region = default_region()
    geo = ultra._geometry(region)
    assert geo.tiles == sorted(region.tiles, key=lambda h: (h.r, h.q))
    assert all(geo.index[h] == i for i, h in enumerate(geo.tiles))
    for i in range(0, len(geo.tiles), 7):
        for j in range(len(geo.tiles)):
            assert int(geo.dist[i, j]) == hex_distance(geo.tiles[i], geo.tiles[j])


def test_the_start_and_hidden_spot_tables_are_the_rule() -> None:
    region = default_region()
    geo = ultra._geometry(region)
    villages = [v.at for v in region.villages()]
    starts = [
        h
        for h in geo.tiles
        if region.tiles[h].area == ultra.SINNOH
        and h not in region.place_at
        and all(hex_distance(h, v) > ultra.VILLAGE_BERTH for v in villages)
    ]
    assert list(geo.starts) == starts and len(starts) >= len(ultra.BEASTS)
    free = [h for h, name in geo.free]
    assert free and all(
        region.tiles[h].area != ultra.SINNOH
        and region.tiles[h].hidden_spot
        and h not in region.place_at
        for h in free
    )
    assert all(name == h.name() for h, name in geo.free)


def test_a_second_region_gets_tables_of_its_own() -> None:
    first = default_region()
    other = load_region(REGION_FILE)  # an equal map, but another object
    assert other is not first
    a, b = ultra._geometry(first), ultra._geometry(other)
    assert a is not b and a.region is first and b.region is other
    assert a.roam_next == b.roam_next and a.tiles == b.tiles
    names = a.sinnoh
    assert all(a.tiles[i].name() == name for name, i in names.items())
    assert {h for h, t in first.tiles.items() if t.area == ultra.SINNOH} == {
        a.tiles[i] for i in names.values()
    }
