"""Travel on the shipped map is fair between villages (docs/rules/sinnoh-region.md)."""

from __future__ import annotations

from pokeforge.games.sinnoh.region import default_region
from pokeforge.games.sinnoh.region_travel import travel_table


def test_every_village_needs_the_same_turns_for_the_heart_of_sinnoh_route() -> None:
    table = travel_table(default_region())
    assert len(table) == 8
    turns = {t.route_turns for t in table}
    assert turns == {8}


def test_each_village_has_a_lake_within_two_turns_and_the_shrine_within_three() -> None:
    for t in travel_table(default_region()):
        lakes = [t.turns_to[k] for k in ("lake_verity", "lake_acuity", "lake_valor")]
        assert min(lakes) == 2, t.village
        assert max(lakes) <= 4, t.village
        assert t.turns_to["origin_shrine"] == 3, t.village
        assert 2 <= t.turns_to["temple_of_sinnoh"] <= 3, t.village


def test_the_nearest_lake_is_as_near_for_every_village() -> None:
    table = travel_table(default_region())
    nearest = {
        min(t.tiles_to[k] for k in ("lake_verity", "lake_acuity", "lake_valor")) for t in table
    }
    assert nearest == {4}
    shrine = [t.tiles_to["origin_shrine"] for t in table]
    assert max(shrine) - min(shrine) <= 1
