"""The journey's designed data files, pinned number by number (they are pokeforge designs,
documented in docs/rules/sinnoh.md, Journey), and their loader's refusals: each names the file,
the entry and the field."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core.errors import ContentError
from pokeforge.games.sinnoh.journey.content import (
    DATA,
    load_apricorns,
    load_journey_content,
    load_recipes,
    load_trades,
)
from pokeforge.games.sinnoh.pieces import COLOUR_TIER, COLOURS

#: what each Apricorn Tree (by biome and tier) and Reef (by tier) guards: our design
APRICORNS = {
    "trees": {
        "Forest": {"1": "red", "2": "green", "3": "black"},
        "Plains": {"1": "yellow", "2": "pink", "3": "black"},
        "Mountain": {"1": "blue", "2": "white", "3": "black"},
    },
    "reefs": {
        "1": ["red", "blue", "yellow"],
        "2": ["pink", "green", "white"],
        "3": ["black", "black", "black"],
    },
}
#: the Ginkgo Trade deck: (id, give, get)
TRADES = [
    ("red_for_blue", {"red": 2}, {"blue": 2}),
    ("blue_for_yellow", {"blue": 2}, {"yellow": 2}),
    ("yellow_for_red", {"yellow": 2}, {"red": 2}),
    ("pink_for_white", {"pink": 1}, {"white": 1}),
    ("white_for_green", {"white": 1}, {"green": 1}),
    ("green_for_pink", {"green": 1}, {"pink": 1}),
    ("red_to_pink", {"red": 3}, {"pink": 1}),
    ("blue_to_white", {"blue": 3}, {"white": 1}),
    ("yellow_to_green", {"yellow": 3}, {"green": 1}),
    ("three_to_black", {"pink": 1, "green": 1, "white": 1}, {"black": 1}),
    ("black_to_two", {"black": 1}, {"pink": 1, "white": 1}),
    ("greens_to_black", {"green": 2}, {"black": 1}),
]
#: the recipes: (id, kind, makes, cost)
RECIPES = [
    ("poke_ball", "ball", "poke", {"tier1": 2}),
    ("greater_ball", "ball", "greater", {"tier2": 1, "tier1": 1}),
    ("ultimate_ball", "ball", "ultimate", {"tier2": 2, "tier1": 1}),
    ("keystone_ball", "ball", "keystone", {"tier3": 1, "tier2": 2}),
    ("restoring_stew", "stew", "restore_party", {"blue": 2, "white": 1}),
    ("alluring_stew", "stew", "allure", {"pink": 1, "yellow": 1}),
    ("zesty_stew", "stew", "extra_moves", {"red": 2, "yellow": 1}),
    ("infused_stew", "stew", "double_points", {"green": 1, "red": 1, "blue": 1}),
    ("blast_crystal", "item", "blast_crystal", {"red": 1, "pink": 1, "black": 1}),
    ("star_shield", "item", "star_shield", {"blue": 1, "white": 1, "black": 1}),
    ("lucky_egg", "item", "lucky_egg", {"yellow": 1, "pink": 1, "black": 1}),
    ("eviolite", "item", "eviolite", {"blue": 1, "green": 1, "black": 1}),
    ("swiftness_sash", "item", "swiftness_sash", {"yellow": 1, "green": 1, "black": 1}),
    ("choice_band", "item", "choice_band", {"red": 1, "white": 1, "black": 1}),
]


def _value(amounts: dict[str, int]) -> int:
    """Apricorns weighed by tier (1, 2, 4): the design keeps the merchants from giving more."""
    weight = {1: 1, 2: 2, 3: 4}
    return sum(weight[COLOUR_TIER[COLOURS.index(c)]] * n for c, n in amounts.items())


def test_the_apricorns_file_is_pinned() -> None:
    data = json.loads((DATA / "apricorns.json").read_text(encoding="utf-8"))
    assert data["guarded"] == 3
    assert {"trees": data["trees"], "reefs": data["reefs"]} == APRICORNS
    jc = load_journey_content()
    assert jc.guards("apricorn_tree", "Forest", 1) == ("red", "red", "red")
    assert jc.guards("apricorn_reef", "Ocean", 2) == ("pink", "green", "white")


def test_the_ginkgo_trade_deck_is_pinned_and_never_gains_value() -> None:
    data = json.loads((DATA / "ginkgo_trades.json").read_text(encoding="utf-8"))
    assert data["offered"] == 2
    assert [(t["id"], t["give"], t["get"]) for t in data["trades"]] == TRADES
    for tid, give, get in TRADES:
        assert _value(get) <= _value(give), tid


def test_the_recipes_are_pinned_and_priced_by_tier() -> None:
    data = json.loads((DATA / "recipes.json").read_text(encoding="utf-8"))
    assert [(r["id"], r["kind"], r["makes"], r["cost"]) for r in data["recipes"]] == RECIPES
    tiers = {"tier1": 1, "tier2": 2, "tier3": 4}
    balls = [sum(tiers[k] * n for k, n in cost.items()) for _, kind, _, cost in RECIPES[:4]]
    assert balls == sorted(balls) and len(set(balls)) == 4  # more dice cost more
    assert all(_value(cost) == 7 for _, kind, _, cost in RECIPES if kind == "item")


def _write(tmp: Path, name: str, data: Any) -> Path:
    path = tmp / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _shipped(name: str) -> Any:
    return json.loads((DATA / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("change", "entry", "field"),
    [
        (lambda d: d["trees"]["Forest"].update({"1": "pink"}), "trees.Forest", "1"),
        (lambda d: d["trees"].update({"Ocean": d["trees"]["Forest"]}), "trees", "Ocean"),
        (lambda d: d["trees"].pop("Plains"), "trees", "Plains"),
        (lambda d: d["reefs"].update({"2": ["pink", "teal", "white"]}), "reefs", "2"),
        (lambda d: d["reefs"].update({"1": ["red"]}), "reefs", "1"),
        (lambda d: d.update({"colour": 1}), "(file)", "colour"),
    ],
)
def test_a_bad_apricorns_file_names_its_entry_and_field(
    tmp_path: Path, change: Any, entry: str, field: str
) -> None:
    data = _shipped("apricorns.json")
    change(data)
    with pytest.raises(ContentError) as err:
        load_apricorns(_write(tmp_path, "apricorns.json", data))
    assert (err.value.file, err.value.entry, err.value.field) == ("apricorns.json", entry, field)


@pytest.mark.parametrize(
    ("change", "entry", "field"),
    [
        (lambda d: d["trades"][0]["give"].update({"teal": 1}), "red_for_blue", "give.teal"),
        (lambda d: d["trades"][1]["get"].update({"yellow": 0}), "blue_for_yellow", "get.yellow"),
        (lambda d: d["trades"][2].update({"get": {}}), "yellow_for_red", "get"),
        (lambda d: d["trades"][3].update({"id": "red_for_blue"}), "red_for_blue", "id"),
        (lambda d: d["trades"][4].update({"price": 3}), "trades[4]", "price"),
        (lambda d: d["trades"][5]["get"].update({"green": 1}), "green_for_pink", "get"),
    ],
)
def test_a_bad_trade_names_its_entry_and_field(
    tmp_path: Path, change: Any, entry: str, field: str
) -> None:
    data = _shipped("ginkgo_trades.json")
    change(data)
    with pytest.raises(ContentError) as err:
        load_trades(_write(tmp_path, "ginkgo_trades.json", data))
    assert (err.value.file, err.value.entry, err.value.field) == (
        "ginkgo_trades.json",
        entry,
        field,
    )


@pytest.mark.parametrize(
    ("change", "entry", "field"),
    [
        (lambda d: d["recipes"][0].update({"makes": "master"}), "poke_ball", "makes"),
        (lambda d: d["recipes"][4].update({"makes": "fly_home"}), "restoring_stew", "makes"),
        (lambda d: d["recipes"][8].update({"makes": "magma_stone"}), "blast_crystal", "makes"),
        (lambda d: d["recipes"][8].update({"kind": "potion"}), "blast_crystal", "kind"),
        (lambda d: d["recipes"][1]["cost"].update({"tier4": 1}), "greater_ball", "cost.tier4"),
        (lambda d: d["recipes"].pop(3), "recipes", "makes"),
    ],
)
def test_a_bad_recipe_names_its_entry_and_field(
    tmp_path: Path, change: Any, entry: str, field: str
) -> None:
    data = _shipped("recipes.json")
    change(data)
    with pytest.raises(ContentError) as err:
        load_recipes(_write(tmp_path, "recipes.json", data))
    assert (err.value.file, err.value.entry, err.value.field) == ("recipes.json", entry, field)
