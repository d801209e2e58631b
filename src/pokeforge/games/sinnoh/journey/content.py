"""The journey's own content: what the Apricorn Trees and Reefs guard, the Ginkgo trade deck and the
crafting recipes (``data/apricorns.json``, ``data/ginkgo_trades.json``, ``data/recipes.json``).

All three are pokeforge designs (the rulebook describes them, the Tabletop Simulator mod only
pictures them): ``docs/rules/sinnoh.md`` ("Journey") documents every number, and
``tests/games/sinnoh/test_sinnoh_journey_data.py`` pins them. Loading refuses, as a
``ContentError`` naming the file, the entry and the field: an unknown colour, tier, biome, ball,
held item or stew effect, a colour of the wrong tier, a missing or repeated entry, a cost or
trade of nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from ..content import _load_json
from ..params import BALLS
from ..pieces import COLOUR_TIER, COLOURS

DATA = Path(__file__).resolve().parent.parent / "data"
#: the land biomes an Apricorn Tree grows on (an Apricorn Reef lies in the Ocean)
TREE_BIOMES = ("Forest", "Plains", "Mountain")
TIERS = (1, 2, 3)
#: a cost may name a colour or ``tierN``: any Apricorn of that tier
COST_KEYS = (*COLOURS, "tier1", "tier2", "tier3")
#: what a stew does (APRICORN STEWS), by the name the recipes file gives it
STEW_EFFECTS = ("restore_party", "allure", "extra_moves", "double_points")
#: balls that can be crafted (the Cherish Ball is a Gentleman's, not a recipe)
CRAFTED_BALLS = ("poke", "greater", "ultimate", "keystone")


@dataclass(frozen=True, slots=True)
class GinkgoTrade:
    """One Ginkgo Trade card: the Apricorns given to the merchants and those received."""

    id: str
    give: Mapping[str, int]
    get: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Recipe:
    """One crafting recipe: a ball, a stew or a battle item (``makes``), and its cost by colour
    or by ``tierN`` (any colour of that tier)."""

    id: str
    kind: str  # ball, stew or item
    makes: str
    cost: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class JourneyContent:
    """The three journey files, validated."""

    guarded: int
    tree_colours: Mapping[str, Mapping[int, str]]
    reef_apricorns: Mapping[int, tuple[str, ...]]
    offered: int
    trades: Mapping[str, GinkgoTrade]
    recipes: Mapping[str, Recipe]

    def guards(self, kind: str, biome: str, tier: int) -> tuple[str, ...]:
        """The Apricorns a wild Pokémon guards at a tree (``guarded`` of its colour) or a reef."""
        if kind == "apricorn_tree":
            return (self.tree_colours[biome][tier],) * self.guarded
        return self.reef_apricorns[tier]


def _fields(f: str, entry: str, data: Any, want: set[str]) -> None:
    if not isinstance(data, dict):
        raise ContentError(f, entry, "-", "an entry is a JSON object")
    for k in data:
        if k not in want:
            raise ContentError(f, entry, k, "unknown field")
    for k in want:
        if k not in data:
            raise ContentError(f, entry, k, "missing field")


def _amounts(f: str, entry: str, field: str, data: Any, keys: tuple[str, ...]) -> dict[str, int]:
    """A non-empty map from colour (or ``tierN``) to a positive count."""
    if not isinstance(data, dict) or not data:
        raise ContentError(f, entry, field, "a non-empty map from colour to count")
    out: dict[str, int] = {}
    for k, n in data.items():
        if k not in keys:
            raise ContentError(
                f, entry, f"{field}.{k}", f"unknown colour (known: {', '.join(keys)})"
            )
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ContentError(f, entry, f"{field}.{k}", "a count is a positive whole number")
        out[k] = n
    return out


def load_apricorns(path: Path) -> tuple[int, dict[str, dict[int, str]], dict[int, tuple[str, ...]]]:
    """``apricorns.json``: the colour of each tree by biome and tier, each reef's Apricorns by
    tier. A tier-N tree or reef guards Apricorns of tier N."""
    f = path.name
    data = _load_json(path)
    _fields(f, "(file)", data, {"format", "source", "guarded", "trees", "reefs"})
    if data["format"] != "pokeforge.sinnoh.apricorns/1":
        raise ContentError(f, "(file)", "format", "expected pokeforge.sinnoh.apricorns/1")
    guarded = data["guarded"]
    if not isinstance(guarded, int) or isinstance(guarded, bool) or guarded < 1:
        raise ContentError(f, "(file)", "guarded", "a positive whole number")
    trees: dict[str, dict[int, str]] = {}
    raw_trees = data["trees"]
    if not isinstance(raw_trees, dict):
        raise ContentError(f, "trees", "-", "a map from biome to colours by tier")
    for biome in TREE_BIOMES:
        if biome not in raw_trees:
            raise ContentError(f, "trees", biome, "missing biome")
    for biome, by_tier in raw_trees.items():
        if biome not in TREE_BIOMES:
            raise ContentError(
                f, "trees", biome, f"unknown biome (trees: {', '.join(TREE_BIOMES)})"
            )
        _fields(f, f"trees.{biome}", by_tier, {str(t) for t in TIERS})
        trees[biome] = {}
        for t in TIERS:
            colour = by_tier[str(t)]
            _colour_of_tier(f, f"trees.{biome}", str(t), colour, t)
            trees[biome][t] = colour
    reefs: dict[int, tuple[str, ...]] = {}
    _fields(f, "reefs", data["reefs"], {str(t) for t in TIERS})
    for t in TIERS:
        colours = data["reefs"][str(t)]
        if not isinstance(colours, list) or len(colours) != guarded:
            raise ContentError(f, "reefs", str(t), f"a list of {guarded} colours")
        for c in colours:
            _colour_of_tier(f, "reefs", str(t), c, t)
        reefs[t] = tuple(colours)
    return guarded, trees, reefs


def _colour_of_tier(f: str, entry: str, field: str, colour: Any, tier: int) -> None:
    if colour not in COLOURS:
        raise ContentError(f, entry, field, f"unknown colour {colour!r}")
    if COLOUR_TIER[COLOURS.index(colour)] != tier:
        raise ContentError(f, entry, field, f"{colour} is not a tier-{tier} Apricorn")


def load_trades(path: Path) -> tuple[int, dict[str, GinkgoTrade]]:
    """``ginkgo_trades.json``: how many trades are offered at once and the deck's cards."""
    f = path.name
    data = _load_json(path)
    _fields(f, "(file)", data, {"format", "source", "offered", "trades"})
    if data["format"] != "pokeforge.sinnoh.ginkgo/1":
        raise ContentError(f, "(file)", "format", "expected pokeforge.sinnoh.ginkgo/1")
    offered = data["offered"]
    if not isinstance(offered, int) or isinstance(offered, bool) or offered < 1:
        raise ContentError(f, "(file)", "offered", "a positive whole number")
    trades: dict[str, GinkgoTrade] = {}
    if not isinstance(data["trades"], list) or len(data["trades"]) <= offered:
        raise ContentError(f, "trades", "-", f"a list of more than {offered} trades")
    for i, raw in enumerate(data["trades"]):
        entry = f"trades[{i}]"
        _fields(f, entry, raw, {"id", "give", "get"})
        tid = raw["id"]
        if not isinstance(tid, str) or not tid:
            raise ContentError(f, entry, "id", "a non-empty string")
        if tid in trades:
            raise ContentError(f, tid, "id", "the trade id is repeated")
        give = _amounts(f, tid, "give", raw["give"], COLOURS)
        get = _amounts(f, tid, "get", raw["get"], COLOURS)
        if set(give) & set(get):
            raise ContentError(f, tid, "get", "a trade gives and gets the same colour")
        trades[tid] = GinkgoTrade(tid, give, get)
    return offered, trades


def load_recipes(path: Path) -> dict[str, Recipe]:
    """``recipes.json``: every ball, stew and battle item that can be crafted, with its cost."""
    from ..content import default_content

    items = default_content().items
    f = path.name
    data = _load_json(path)
    _fields(f, "(file)", data, {"format", "source", "recipes"})
    if data["format"] != "pokeforge.sinnoh.recipes/1":
        raise ContentError(f, "(file)", "format", "expected pokeforge.sinnoh.recipes/1")
    recipes: dict[str, Recipe] = {}
    for i, raw in enumerate(data["recipes"]):
        entry = f"recipes[{i}]"
        _fields(f, entry, raw, {"id", "kind", "makes", "cost"})
        rid = raw["id"]
        if not isinstance(rid, str) or not rid:
            raise ContentError(f, entry, "id", "a non-empty string")
        if rid in recipes:
            raise ContentError(f, rid, "id", "the recipe id is repeated")
        kind, makes = raw["kind"], raw["makes"]
        if kind == "ball":
            if makes not in CRAFTED_BALLS:
                raise ContentError(
                    f, rid, "makes", f"unknown ball (balls: {', '.join(CRAFTED_BALLS)})"
                )
        elif kind == "stew":
            if makes not in STEW_EFFECTS:
                raise ContentError(
                    f, rid, "makes", f"unknown stew effect ({', '.join(STEW_EFFECTS)})"
                )
        elif kind == "item":
            if makes not in items or items[makes].kind != "battle":
                raise ContentError(f, rid, "makes", "not a battle item of items.json")
        else:
            raise ContentError(f, rid, "kind", "a recipe makes a ball, a stew or an item")
        cost = _amounts(f, rid, "cost", raw["cost"], COST_KEYS)
        recipes[rid] = Recipe(rid, kind, makes, cost)
    made = {(r.kind, r.makes) for r in recipes.values()}
    for ball in CRAFTED_BALLS:
        if ("ball", ball) not in made:
            raise ContentError(f, "recipes", "makes", f"no recipe makes the {ball} ball")
    for effect in STEW_EFFECTS:
        if ("stew", effect) not in made:
            raise ContentError(f, "recipes", "makes", f"no stew does {effect}")
    assert set(BALLS) >= set(CRAFTED_BALLS)
    return recipes


def load_journey_content(folder: Path | None = None) -> JourneyContent:
    """The three files of ``folder`` (default: the shipped ``data/``); the forms the items of
    that folder's content give must be forms of its cards (POKÉMON FORMS by a held item)."""
    from ..content import check_item_forms, default_content, load_content

    base = folder or DATA
    content = default_content() if folder is None else load_content(folder)
    check_item_forms(content.items, content.cards)
    guarded, trees, reefs = load_apricorns(base / "apricorns.json")
    offered, trades = load_trades(base / "ginkgo_trades.json")
    recipes = load_recipes(base / "recipes.json")
    return JourneyContent(guarded, trees, reefs, offered, trades, recipes)


@cache
def journey_content() -> JourneyContent:
    """The shipped journey content, loaded once."""
    return load_journey_content()
