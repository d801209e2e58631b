"""The rulebook's EXAMPLE BATTLE: Flareon against a wild Leafeon, every number checked."""

from __future__ import annotations

from sinnoh_builders import script, start, use


def test_flareon_beats_wild_leafeon_exactly_as_in_the_rulebook() -> None:
    st = start("Flareon", opponent="wild", wild="Leafeon")
    flareon, leafeon = st.sides[0].mon, st.sides[1].mon
    assert flareon is not None and leafeon is not None
    # both have 10 initiative; we initiated the battle, so we attack first
    assert st.initiative(0) == st.initiative(1) == 10
    assert st.actor == 0 and st.phase == "attack"
    # Turn 1: Fire Blast, 5 dice: 2 status, 2 regular hits, 1 critical hit (below average)
    script(st, status=2, hits=2, crits=1)
    # Turn 2 (the wild Leafeon's Leaf Blade, 4 dice): 3 regular hits, 1 critical (above average)
    script(st, hits=3, crits=1)
    events = use(st, 0)
    attacks = [e for e in events if e.kind == "attack"]
    first, second = attacks[0].public["roll"], attacks[1].public["roll"]
    assert first["move"] == "Fire Blast" and first["strength"] == 5
    assert first["dice"] == 4 and first["type_bonus"] == 2 and first["damage"] == 6
    assert leafeon.damage == 6 and leafeon.statuses == ["burned"]
    assert second["move"] == "Leaf Blade" and second["strength"] == 4
    assert second["dice"] == 5 + 1  # 5 from the dice, +1 from Leaf Blade's critical hit
    assert second["type_bonus"] == -2
    assert second["damage"] == 2  # 5 − 2 (type) − 2 (Burned) + 1 (critical effect)
    assert flareon.damage == 2
    # Finishing: another Fire Blast removes Leafeon's last 2 health whatever the dice
    script(st, status=5)
    use(st, 0)
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert leafeon.fainted
    assert st.rewards["journey_points"] == 3 + 1  # strong tier, +1 for defeating it
    assert "Leaf Blade" in st.rewards["teach"]
