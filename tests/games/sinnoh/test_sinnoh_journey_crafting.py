"""CRAFTING: Poké Balls, Apricorn Stews (each type once per turn) and battle items, paid with
Apricorns by the designed recipes (``data/recipes.json``); a ``tierN`` cost takes the colours of
that tier the trainer holds most of."""

from __future__ import annotations

from journey_builders import give, journey, play, put, texts

from pokeforge.games.sinnoh.journey.rules.crafting import payment
from pokeforge.games.sinnoh.pieces import COLOURS


def _crafts(st: object) -> list[str]:
    return [t for t in texts(st) if t.startswith("craft ")]  # type: ignore[arg-type]


def test_a_poke_ball_takes_two_tier_1_apricorns_of_the_colour_held_most() -> None:
    st = journey(1)
    give(st, 0, red=1, blue=3)
    recipe = st.jc.recipes["poke_ball"]
    assert payment(st.trainers[0], recipe) == ["blue", "blue"]
    play(st, "craft poke_ball")
    t = st.trainers[0]
    assert t.balls == ["poke"] and (t.apricorns("red"), t.apricorns("blue")) == (1, 1)
    play(st, "craft poke_ball")  # balls may be crafted again and again
    assert t.balls == ["poke", "poke"] and sum(t.bag) == 0


def test_only_what_the_bag_can_pay_is_offered() -> None:
    st = journey(1)
    give(st, 0, **dict.fromkeys(COLOURS, 0))
    assert _crafts(st) == []
    give(st, 0, black=1, pink=1)
    assert "craft keystone_ball" not in _crafts(st)  # a black and two tier 2
    give(st, 0, green=1)
    assert "craft keystone_ball" in _crafts(st)
    play(st, "craft keystone_ball")
    assert st.trainers[0].balls == ["keystone"] and sum(st.trainers[0].bag) == 0


def test_a_battle_item_goes_to_the_bag_until_it_is_attached() -> None:
    st = journey(1)
    give(st, 0, blue=1, green=1, black=1)
    play(st, "craft eviolite")
    t = st.trainers[0]
    # 3 red left, and 1 red, 1 blue, 1 yellow: the first Journey Stamp (a Battle Item crafted)
    assert t.items == ["eviolite"] and t.party[0].item is None and sum(t.bag) == 6
    assert "equip 0 eviolite" in texts(st)


def test_each_stew_once_a_turn() -> None:
    st = journey(1)
    give(st, 0, red=4, yellow=2)
    play(st, "craft zesty_stew")
    assert st.moves_left == 6  # 3 more tile moves this turn
    assert "craft zesty_stew" not in _crafts(st)
    play(st, "end")
    assert st.moves_left == 3 and "craft zesty_stew" in _crafts(st)


def test_a_restoring_stew_restores_the_party_anywhere() -> None:
    st = journey(1)
    put(st, 0, "tree_cold_forest_1b")
    give(st, 0, blue=2, white=1)
    assert "craft restoring_stew" not in _crafts(st)  # nothing to restore
    mon = st.trainers[0].party[0]
    mon.damage, mon.statuses = 4, ["poisoned"]
    st.invalidate()
    play(st, "craft restoring_stew")
    assert mon.damage == 0 and mon.statuses == []


def test_infused_and_alluring_stews_wait_for_the_next_wild_encounter() -> None:
    st = journey(1)
    give(st, 0, green=1, red=2, blue=1, pink=1, yellow=1)
    play(st, "craft infused_stew")
    play(st, "craft alluring_stew")
    t = st.trainers[0]
    assert t.infused and t.allure
    assert not [c for c in _crafts(st) if "infused" in c or "alluring" in c]


def test_the_quick_check_agrees_with_the_payment_for_many_bags() -> None:
    from pokeforge.core import Rng
    from pokeforge.games.sinnoh.journey.content import journey_content
    from pokeforge.games.sinnoh.journey.pieces import Trainer
    from pokeforge.games.sinnoh.journey.rules.crafting import can_pay

    rng = Rng(4)
    t = Trainer()
    for _ in range(300):
        t.bag = [rng.below(3) for _ in COLOURS]
        for recipe in journey_content().recipes.values():
            assert can_pay(t.bag, recipe) == (payment(t, recipe) is not None), (t.bag, recipe.id)
