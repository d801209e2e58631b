"""The Hidden Spot tokens (``data/hidden_spots.json``), validated.

The rulebook (HIDDEN SPOTS, ARTIFACTS, CELESTIAL ARTIFACTS) names the tokens and most of their
counts: Apricorn Stashes (3 of each colour, each of 1, 2 or 3 Apricorns), 6 Campsites, 9 Fallen
Stars (a Shard for every 3 discarded), 6 Alpha Pokémon, the Artifacts and where each unlocks its
Legendary. What it leaves to the token art is ours and documented (``docs/rules/sinnoh.md``,
Journey): how many Apricorns a stash of each tier holds, which tokens have the Special back, the
decks an Alpha Pokémon is drawn from. ``tests/games/sinnoh/test_sinnoh_journey_spots.py`` pins
the file; loading refuses, as a ``ContentError`` naming the file, the entry and the field, an
unknown field, a count that is not a positive whole number, an unknown token kind, item, place
or deck tier.

A token is a string: ``stash:red:3``, ``campsite``, ``fallen_star``, ``alpha``,
``artifact:seafarer_egg``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from ..content import _load_json
from ..pieces import COLOUR_TIER, COLOURS
from .content import DATA, _fields
from .decks import WILD_TIERS

#: the kinds of token (the part of a token before its first ``:``)
KINDS = ("stash", "campsite", "fallen_star", "alpha", "artifact")
_FIELDS = {
    "format",
    "source",
    "stash_size",
    "stashes_per_colour",
    "campsites",
    "fallen_stars",
    "alphas",
    "special",
    "alpha_decks",
    "stars_per_shard",
    "shards",
    "artifacts",
}


@dataclass(frozen=True, slots=True)
class SpotContent:
    """The Hidden Spot tokens and what the rules need to know of them."""

    tokens: tuple[str, ...]  # every token, sorted
    special: tuple[str, ...]  # the kinds with the Special back
    alpha_decks: tuple[str, ...]  # Pokédex tiers an Alpha is drawn from, in order
    stars_per_shard: int
    shards: tuple[str, ...]
    unlocks: Mapping[str, tuple[str, ...]]  # artifact item -> legendary places it opens

    def back(self, token: str) -> str:
        """``special`` or ``regular``: the token's back, which everyone sees."""
        return "special" if kind_of(token) in self.special else "regular"


def kind_of(token: str) -> str:
    return token.split(":", 1)[0]


def _count(f: str, entry: str, field: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ContentError(f, entry, field, "a count is a positive whole number")
    return value


def load_spots(path: Path) -> SpotContent:
    """``hidden_spots.json`` (``path``), checked against the card content and the map."""
    from ..content import default_content
    from ..region import default_region

    items = default_content().items
    places = default_region().places
    f = path.name
    data = _load_json(path)
    _fields(f, "(file)", data, _FIELDS)
    if data["format"] != "pokeforge.sinnoh.hidden_spots/1":
        raise ContentError(f, "(file)", "format", "expected pokeforge.sinnoh.hidden_spots/1")
    sizes = data["stash_size"]
    _fields(f, "stash_size", sizes, {"1", "2", "3"})
    per_colour = _count(f, "(file)", "stashes_per_colour", data["stashes_per_colour"])
    tokens: list[str] = []
    for colour, tier in zip(COLOURS, COLOUR_TIER, strict=True):
        size = _count(f, "stash_size", str(tier), sizes[str(tier)])
        if size > 3:
            raise ContentError(f, "stash_size", str(tier), "a stash holds 1, 2 or 3 Apricorns")
        tokens.extend([f"stash:{colour}:{size}"] * per_colour)
    for field, token in (("campsites", "campsite"), ("fallen_stars", "fallen_star")):
        tokens.extend([token] * _count(f, "(file)", field, data[field]))
    tokens.extend(["alpha"] * _count(f, "(file)", "alphas", data["alphas"]))
    special = data["special"]
    if not isinstance(special, list) or any(k not in KINDS for k in special):
        raise ContentError(f, "(file)", "special", f"a list of token kinds ({', '.join(KINDS)})")
    decks = data["alpha_decks"]
    if not isinstance(decks, list) or not decks or any(d not in WILD_TIERS for d in decks):
        raise ContentError(f, "(file)", "alpha_decks", f"a list of tiers ({', '.join(WILD_TIERS)})")
    shards = data["shards"]
    if not isinstance(shards, list) or not shards or not all(isinstance(s, str) for s in shards):
        raise ContentError(f, "(file)", "shards", "a list of Shard names")
    unlocks: dict[str, tuple[str, ...]] = {}
    if not isinstance(data["artifacts"], list):
        raise ContentError(f, "artifacts", "-", "a list of artifacts")
    for i, raw in enumerate(data["artifacts"]):
        entry = f"artifacts[{i}]"
        _fields(f, entry, raw, {"item", "places"})
        item = raw["item"]
        if item not in items or items[item].kind not in ("artifact", "celestial"):
            raise ContentError(f, entry, "item", f"{item!r} is not an Artifact of items.json")
        if item in unlocks:
            raise ContentError(f, item, "item", "the artifact is repeated")
        where = raw["places"]
        if not isinstance(where, list):
            raise ContentError(f, item, "places", "a list of legendary locations")
        for p in where:
            if p not in places or places[p].kind != "legendary_location":
                raise ContentError(f, item, "places", f"{p!r} is not a legendary location")
        unlocks[item] = tuple(where)
        tokens.append(f"artifact:{item}")
    return SpotContent(
        tuple(sorted(tokens)),
        tuple(special),
        tuple(decks),
        _count(f, "(file)", "stars_per_shard", data["stars_per_shard"]),
        tuple(shards),
        unlocks,
    )


@cache
def spot_content() -> SpotContent:
    """The shipped Hidden Spot tokens, loaded once."""
    return load_spots(DATA / "hidden_spots.json")
