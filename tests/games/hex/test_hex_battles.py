"""§5 battles: draws, Potion, bluffing, obedience; §6 gyms; §7 the 4th Pokémon rule."""

from __future__ import annotations

import pytest
from hex_builders import act, events_of, make_state, open_battle, setup_player

from pokeforge.core import IllegalAction


def test_a_draw_faints_both_and_each_sends_another() -> None:
    s = make_state()
    setup_player(s, 0, ["growlithe", "ponyta"])
    setup_player(s, 1, ["vulpix", "sandshrew"])
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send vulpix")  # Fire 4 vs Fire 3 (clamped 1999 PP) -> roll 2 vs 3: a draw
    act(s, 0, "item none")
    s.rng.script_dice(2, 3)
    ev = events_of(act(s, 1, "item none"), "duel")[0]
    assert ev.public["winner"] is None
    b = s.battle
    assert b is not None and b["sides"][0]["lost"] == ["growlithe"]
    assert b["sides"][1]["lost"] == ["vulpix"]
    assert s.to_act() == (0, 1) and s.pending is not None and s.pending["kind"] == "send"


def test_potion_restarts_the_duel_without_the_items() -> None:
    s = make_state()
    setup_player(s, 0, ["growlithe"], hand=["potion.1", "vitamin.1"])
    setup_player(s, 1, ["bulbasaur"])
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send bulbasaur")
    act(s, 0, "item vitamin.1")
    s.rng.script_dice(1, 6)
    act(s, 1, "item none")  # 4+2+2+1 = 9 vs 4+0+6 = 10
    assert s.pending is not None and s.pending["trigger"] == "potion"
    act(s, 0, "potion")
    assert "vitamin.1" in s.discards["items"] and "potion.1" in s.discards["items"]
    act(s, 0, "item none")
    s.rng.script_dice(6, 1)
    act(s, 1, "item none")
    assert s.flags["last_battle"]["winner"] == 0


def test_a_bluff_item_is_discarded_and_adds_nothing() -> None:
    s = make_state()
    setup_player(s, 0, ["growlithe"], hand=["bicycle.1"])
    setup_player(s, 1, ["bulbasaur"])
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send growlithe")
    act(s, 1, "send bulbasaur")
    act(s, 0, "item bicycle.1")
    s.rng.script_dice(3, 3)
    ev = events_of(act(s, 1, "item none"), "duel")[0]
    assert ev.public["totals"][0]["item"] == 0
    assert "bicycle.1" in s.discards["items"]


def test_blue_pokemon_do_not_obey_without_a_badge() -> None:
    s = make_state()
    setup_player(s, 0, ["growlithe", "butterfree"])
    setup_player(s, 1, ["bulbasaur"])
    open_battle(s, "duel", 0, 1)
    assert [str(a) for a in s.legal_actions(0)] == ["send growlithe"]
    with pytest.raises(IllegalAction):
        act(s, 0, "send butterfree")


def test_gym_leader_loses_a_draw() -> None:
    """§6: Brock's 7 against Bulbasaur 4 + 3 = 7: the player wins."""
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    open_battle(s, "gym", 0, "brock")
    act(s, 0, "send bulbasaur")
    s.rng.script_dice(3)
    ev = events_of(act(s, 0, "item none"), "duel")[0]
    assert [t["total"] for t in ev.public["totals"]] == [7, 7]
    assert s.flags["last_battle"]["winner"] == 0


def test_league_tie_after_both_lost_three_brings_a_fourth_pokemon() -> None:
    s = make_state()
    setup_player(s, 0, ["abra", "rattata", "pidgey", "caterpie"])
    setup_player(s, 1, ["weedle", "spearow", "ekans", "zubat"])
    open_battle(s, "league", 0, 1, limit=3)
    b = s.battle
    assert b is not None
    b["sides"][0]["lost"] = ["rattata", "pidgey"]
    b["sides"][1]["lost"] = ["spearow", "ekans"]
    act(s, 0, "send abra")
    act(s, 1, "send weedle")
    act(s, 0, "item none")
    # Abra 3 vs Weedle (Bug/Poison) 2: Abra +2 (Poison), Weedle +2 (Psychic): 3+2+d vs 2+2+d
    s.rng.script_dice(3, 4)
    act(s, 1, "item none")
    assert s.battle is not None and s.battle["extra"] == 1
    assert s.pending is not None and s.pending["kind"] == "send"
    assert [str(a) for a in s.legal_actions(0)] == ["send caterpie"]
