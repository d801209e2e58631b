"""VILLAGES: once per turn each, at a village: fully restore the party; exchange Apricorns by one
or both offered Ginkgo Trades, then the deck is shuffled and new trades offered; fly to another
village by discarding 1 Apricorn, never to or from a village the Grunts hold."""

from __future__ import annotations

from journey_builders import give, journey, play, put, texts

from pokeforge.games.sinnoh.pieces import COLOURS


def test_restoring_heals_the_whole_party_once_a_turn() -> None:
    st = journey(1)
    mon = st.trainers[0].party[0]
    assert "restore" not in texts(st)  # nothing to restore yet
    mon.damage, mon.statuses = 3, ["burned"]
    st.invalidate()
    play(st, "restore")
    assert mon.damage == 0 and mon.statuses == []
    mon.damage = 2
    st.invalidate()
    assert "restore" not in texts(st)  # once per turn
    put(st, 0, "tree_cold_forest_1b")
    play(st, "end")
    put(st, 0, "snowfall")
    assert "restore" in texts(st)


def test_restoring_needs_a_village() -> None:
    st = journey(1)
    st.trainers[0].party[0].damage = 2
    put(st, 0, "tree_cold_forest_1b")
    assert "restore" not in texts(st)


def test_a_ginkgo_trade_exchanges_apricorns_then_new_trades_are_offered() -> None:
    st = journey(1, seed=3)
    st.trades = ["red_for_blue", "pink_for_white"]
    give(st, 0, red=2, pink=0)
    assert [t for t in texts(st) if t.startswith("ginkgo")] == ["ginkgo 1"]
    deck_before = sorted([*st.ginkgo, *st.trades])
    play(st, "ginkgo 1")
    t = st.trainers[0]
    assert (t.apricorns("red"), t.apricorns("blue")) == (0, 2)
    assert len(st.trades) == 2 and sorted([*st.ginkgo, *st.trades]) == deck_before
    give(st, 0, blue=9, pink=3, red=9)
    assert not [t for t in texts(st) if t.startswith("ginkgo")]  # once per turn


def test_both_trades_may_be_used_the_second_with_what_the_first_gave() -> None:
    st = journey(1)
    st.trades = ["red_for_blue", "blue_for_yellow"]
    give(st, 0, red=2, blue=0)
    assert "ginkgo both" in texts(st) and "ginkgo 2" not in texts(st)
    play(st, "ginkgo both")
    t = st.trainers[0]
    assert [t.apricorns(c) for c in ("red", "blue", "yellow")] == [0, 0, 2]


def test_the_new_trades_do_not_depend_on_the_hidden_order_of_the_deck() -> None:
    one, two = journey(1), journey(1)
    one.trades = two.trades = ["red_for_blue", "pink_for_white"]
    two.ginkgo = list(reversed(one.ginkgo))
    for st in (one, two):
        give(st, 0, red=2)
        play(st, "ginkgo 1")
    assert one.trades == two.trades


def test_flying_costs_one_apricorn_of_the_trainers_choice_and_no_tile_move() -> None:
    st = journey(1)
    st.grunts = ()  # the home village liberated (the Prologue's Grunts block flying)
    give(st, 0, red=1, blue=1)
    flights = [t for t in texts(st) if t.startswith("fly ")]
    assert "fly frostmere red" in flights and "fly frostmere blue" in flights
    assert not any(t.startswith("fly snowfall") for t in flights)  # not to where it stands
    assert len(flights) == 7 * 2  # the other seven villages, two colours
    play(st, "fly frostmere blue")
    t = st.trainers[0]
    assert t.at == st.region.places["frostmere"].at
    assert (t.apricorns("red"), t.apricorns("blue"), st.moves_left) == (1, 0, 3)
    assert not any(x.startswith("fly ") for x in texts(st))  # once per turn


def test_no_flying_without_an_apricorn_or_away_from_a_village() -> None:
    st = journey(1)
    give(st, 0, **dict.fromkeys(COLOURS, 0))
    assert not any(t.startswith("fly ") for t in texts(st))
    give(st, 0, red=1)
    put(st, 0, "tree_cold_forest_1b")
    assert not any(t.startswith("fly ") for t in texts(st))


def test_grunts_on_either_village_stop_a_flight() -> None:
    st = journey(1)
    st.grunts = ("frostmere",)
    st.invalidate()
    flights = [t for t in texts(st) if t.startswith("fly ")]
    assert flights and not any(t.startswith("fly frostmere") for t in flights)
    st.grunts = ("snowfall",)  # the trainer's own village
    st.invalidate()
    assert not any(t.startswith("fly ") for t in texts(st))
