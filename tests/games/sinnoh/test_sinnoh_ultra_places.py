"""The Ultra Burst's places (THE ULTRA BURST): the ULTRA MEGALOPOLIS (restore and Ginkgo Trades
once per turn like a village, never flying from it), WARPED APRICORN TREES (a mixed selection of
Pokémon; the Apricorns by the encounter tier of the one battled), the LAKE CAVERNS (a Lake
Guardian's trial; captured or defeated, every trainer gains its Shard; the Heart of Sinnoh is not
reforged from them) and the TEMPLE OF SINNOH (its Pokémon defeated or captured: a Blessing of
Arceus)."""

from __future__ import annotations

import pytest
from conformance_checks import (
    check_agents_fair,
    check_determinize_from_view,
    check_swap,
    check_views_follow_events,
)
from journey_builders import decide_battle, give, journey, play, put, texts
from ultra_builders import ultra

from pokeforge.core import Rng
from pokeforge.core.events import Event
from pokeforge.games.sinnoh.journey.decks import TREE_TIERS, deck_key, key_of
from pokeforge.games.sinnoh.journey.rules import places


def defeat(st) -> list[Event]:  # type: ignore[no-untyped-def]
    """The wild Pokémon of the running battle faints; its teaching step is skipped."""
    from pokeforge.games.sinnoh.journey.rules import battles
    from pokeforge.games.sinnoh.rules.battle import after_faints

    battle = st.battle
    for mon in battle.sides[1].party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    after_faints(battle, [1], events)
    if battle.outcome is None:  # the searcher's decision to teach its move
        return play(st, "skip", st.battle_seats[0])
    battles.finish(st, events)
    st.invalidate()
    return events


# -- the Ultra Megalopolis -------------------------------------------------------------------------


def test_the_ultra_megalopolis_restores_the_party_once_a_turn_like_a_village() -> None:
    st = ultra(1)
    put(st, 0, "ultra_megalopolis")
    mon = st.trainers[0].party[0]
    mon.damage, mon.statuses = 3, ["burned"]
    st.invalidate()
    assert "restore" in texts(st)
    events = play(st, "restore")
    assert mon.damage == 0 and mon.statuses == []
    assert any("Ultra Megalopolis" in e.text for e in events)
    mon.damage = 1
    st.invalidate()
    assert "restore" not in texts(st)  # once per turn


def test_the_ultra_megalopolis_offers_the_ginkgo_trades_but_no_flight() -> None:
    st = ultra(1)
    st.trades = ["red_for_blue", "pink_for_white"]
    put(st, 0, "ultra_megalopolis")
    give(st, 0, red=2, pink=0, blue=1)
    options = texts(st)
    assert "ginkgo 1" in options
    assert not any(o.startswith("fly ") for o in options)  # "you cannot fly to or from there"
    play(st, "ginkgo 1")
    assert st.trainers[0].apricorns("blue") == 3
    assert not any(o.startswith("ginkgo") for o in texts(st))


# -- Warped Apricorn Trees -------------------------------------------------------------------------

WARPED = "tree_temperate_forest_2a"  # Forest, Temperate, tier 2, warped in the Ultra Burst


def _search_warped(st):  # type: ignore[no-untyped-def]
    put(st, 0, WARPED)
    play(st, "search")
    return list(st.search)


def test_a_warped_tree_shows_one_pokemon_of_each_encounter_tier() -> None:
    st = ultra(1)
    shown = _search_warped(st)
    tiers = sorted(st.content.cards[c].tier for c in shown)
    assert tiers == ["moderate", "strong", "weak"]
    for c in shown:  # each from the deck of the tree's tile (Forest, Temperate) of its tier
        assert key_of(st.content.cards[c]) == deck_key(
            "Forest", "Temperate", st.content.cards[c].tier
        )


def test_the_same_tree_is_an_ordinary_tier_2_tree_in_the_heart_of_sinnoh() -> None:
    st = journey(1)
    put(st, 0, WARPED)
    play(st, "search")
    assert len(st.search) == 2
    assert {st.content.cards[c].tier for c in st.search} == {"moderate"}


def test_the_pokemon_not_chosen_go_back_to_their_own_decks() -> None:
    st = ultra(1)
    sizes = {t: len(st.decks[deck_key("Forest", "Temperate", t)]) for t in TREE_TIERS.values()}
    shown = _search_warped(st)
    weak = next(c for c in shown if st.content.cards[c].tier == "weak")
    play(st, f"battle {weak}")
    after = {t: len(st.decks[deck_key("Forest", "Temperate", t)]) for t in TREE_TIERS.values()}
    assert after == {**sizes, "weak": sizes["weak"] - 1}


def test_the_apricorns_of_a_warped_tree_follow_the_tier_of_the_pokemon_battled() -> None:
    for tier, colour in (("weak", "red"), ("moderate", "green"), ("strong", "black")):
        st = ultra(1)
        give(st, 0, red=0, green=0, black=0)
        shown = _search_warped(st)
        card = next(c for c in shown if st.content.cards[c].tier == tier)
        play(st, f"battle {card}")
        defeat(st)
        t = st.trainers[0]
        assert t.apricorns(colour) == 3, tier  # the Forest tree's colour of that tier
        others = {"red", "green", "black"} - {colour}
        assert all(t.apricorns(c) == 0 for c in others)


@pytest.mark.parametrize("seats", [1, 3])
def test_a_warped_search_stays_the_searchers_under_every_check(seats: int) -> None:
    st = ultra(seats)
    put(st, st.actor, WARPED)
    play(st, "search")
    assert len(st.search) == 3
    checks = (check_swap, check_determinize_from_view, check_views_follow_events, check_agents_fair)
    for i, check in enumerate(checks):
        check(st, Rng(i))
    # each card lies in the pool of its own deck; only the searcher sees them
    zones = [z for z in st.secrets().zones if z.name.startswith("search:")]
    pools = sorted(z.pool for z in zones)
    assert pools == sorted(
        f"wild:{deck_key('Forest', 'Temperate', t)}" for t in TREE_TIERS.values()
    )
    assert all(z.seen_by == frozenset({st.actor}) for z in zones)
    assert st.view(None)["search"]["count"] == 3 and "cards" not in st.view(None)["search"]
    assert st.view(st.actor)["search"]["cards"] == sorted(st.search)
    if seats == 1:
        return
    copy = st.determinize((st.actor + 1) % seats, 5)
    assert sorted(st.content.cards[c].tier for c in copy.search) == ["moderate", "strong", "weak"]


def test_a_warped_tree_destroyed_by_the_ultra_beasts_is_not_searched() -> None:
    st = ultra(1)
    st.ultra.destroyed = (WARPED,)
    put(st, 0, WARPED)
    assert "search" not in texts(st)


# -- Lake Caverns ----------------------------------------------------------------------------------


def test_a_lake_guardian_is_battled_at_its_cavern_with_its_trial() -> None:
    st = ultra(2)
    seat = st.actor
    put(st, seat, "lake_verity_cavern")
    assert "search" in texts(st)
    play(st, "search")
    battle = st.battle
    assert battle is not None
    assert st.content.cards[battle.sides[1].party[0].card].name == "Mesprit"
    assert battle.trial is not None and battle.trial["kind"] == "emotion"


def test_a_guardian_defeated_gives_every_trainer_its_shard_and_leaves() -> None:
    st = ultra(3)
    seat = st.actor
    put(st, seat, "lake_acuity_cavern")
    play(st, "search")
    events = defeat(st)
    for s in range(3):
        assert st.heart.shards[s] == ("knowledge",)
        assert st.trainers[s].shards == 1
    assert any("Shard of Knowledge" in e.text for e in events)
    put(st, st.actor, "lake_acuity_cavern")
    assert "search" not in texts(st)  # Uxie is gone


def test_a_guardian_not_defeated_stays_and_gives_no_shard() -> None:
    st = ultra(2)
    seat = st.actor
    put(st, seat, "lake_valor_cavern")
    play(st, "search")
    decide_battle(st, 1)
    assert st.heart.shards == [(), ()] and all(t.shards == 0 for t in st.trainers)
    other = st.actor
    put(st, other, "lake_valor_cavern")
    assert "search" in texts(st)


def test_a_shard_held_already_is_not_gained_twice() -> None:
    st = ultra(2)
    st.heart.shards[1] = ("willpower",)
    st.trainers[1].shards = 1
    put(st, st.actor, "lake_valor_cavern")
    play(st, "search")
    defeat(st)
    assert st.heart.shards[1] == ("willpower",) and st.trainers[1].shards == 1


def test_the_heart_of_sinnoh_is_not_reforged_from_the_shards_in_the_ultra_burst() -> None:
    st = ultra(1)
    st.heart.shards[0] = ("emotion", "knowledge", "willpower")
    st.trainers[0].shards = 3
    give(st, 0, red=2)
    put(st, 0, "origin_shrine")
    assert not any(o.startswith("campaign") for o in texts(st))


def test_the_caverns_are_not_in_the_heart_of_sinnoh() -> None:
    st = journey(1)
    st.heart.liberated = [True]
    put(st, 0, "lake_verity_cavern")
    assert "search" not in texts(st)
    assert places.here(st, 0) is None


# -- the Temple of Sinnoh --------------------------------------------------------------------------


def test_the_temples_pokemon_defeated_grants_a_blessing_of_arceus() -> None:
    st = ultra(1, difficulty="master")
    put(st, 0, "temple_of_sinnoh")
    play(st, "search")
    battle = st.battle
    assert battle is not None and battle.trial is None
    assert st.content.cards[battle.sides[1].party[0].card].name == "Silvally"
    events = defeat(st)
    assert st.ultra.blessings == 1
    assert any("Blessing of Arceus" in e.text for e in events)
    put(st, st.actor, "temple_of_sinnoh")
    assert "search" not in texts(st)  # defeated: it is not met again


def test_the_temples_pokemon_not_defeated_grants_nothing() -> None:
    st = ultra(1, difficulty="master")
    put(st, 0, "temple_of_sinnoh")
    play(st, "search")
    decide_battle(st, 1)
    assert st.ultra.blessings == 0
    if "follow keep" in texts(st):  # out of usable Pokémon: a Change of Fate card was drawn
        play(st, "follow keep")
    put(st, st.actor, "temple_of_sinnoh")  # the next turn (the party restored at its start)
    assert "search" in texts(st)


def test_the_temple_holds_no_pokemon_in_the_heart_of_sinnoh() -> None:
    st = journey(1)
    put(st, 0, "temple_of_sinnoh")
    assert "search" not in texts(st)
