"""Golden content: every number of every shipped file in ``games/hex/data/`` against its source.

Sources: the reference files copied into ``tests/games/hex/reference/`` (the 175 HEX card images'
transcription, the 1999 chip list, the 1999 Item cards), the rulebook's numbers written out once
below (with their section), and, where the rulebook is silent, the choices documented in
``docs/rules/hex.md`` (written out once below too). Changing any single number in a data file
fails a test that names the file, the entry and the field; a number added without a source fails
as well.
"""

from __future__ import annotations

import csv
import json
import re
from pathlib import Path
from typing import Any

import pytest

import pokeforge.games.hex

DATA = Path(pokeforge.games.hex.__file__).parent / "data"
REF = Path(__file__).parent / "reference"
FILES = sorted(p.name for p in DATA.glob("*.json"))

Numbers = dict[str, float]


def flatten(node: Any, path: tuple[str, ...] = ()) -> Numbers:
    """Every number of a JSON document by its path; list entries with an ``id`` are named by it."""
    out: Numbers = {}
    if isinstance(node, bool) or node is None or isinstance(node, str):
        return out
    if isinstance(node, (int, float)):
        return {"/".join(path): node}
    items = (
        node.items()
        if isinstance(node, dict)
        else (
            (str(v["id"]) if isinstance(v, dict) and "id" in v else str(i), v)
            for i, v in enumerate(node)
        )
    )
    for key, value in items:
        out.update(flatten(value, (*path, str(key))))
    return out


def shipped(name: str) -> Numbers:
    return flatten(json.loads((DATA / name).read_text(encoding="utf-8")))


def _where(name: str, key: str) -> str:
    parts = key.split("/")
    if len(parts) >= 3:
        return f"{name}: entry {parts[1]!r} ({parts[0]}), field {'.'.join(parts[2:])!r}"
    return f"{name}: field {'.'.join(parts)!r}"


def compare(name: str, expected: Numbers) -> list[str]:
    """Differences between the shipped numbers of ``name`` and ``expected``, one line each."""
    got = shipped(name)
    out = []
    for key in sorted(expected.keys() | got.keys()):
        if key not in got:
            out.append(f"{_where(name, key)}: missing (the source says {expected[key]})")
        elif key not in expected:
            out.append(f"{_where(name, key)} = {got[key]} has no source in this test")
        elif got[key] != expected[key]:
            out.append(f"{_where(name, key)} = {got[key]}, the source says {expected[key]}")
    return out


# -- pokemon.json: the reference card lists and the rulebook's numbers ---------------------------
#: capture faces by colour: every one of the 175 HEX cards (reference README) and §4
FACES = {"pink": (2, 3, 4, 5), "green": (3, 4, 5), "blue": (4, 5), "red": (5,), "yellow": (6,),
         "starter": ()}  # fmt: skip
#: the power range of each colour on the 175 HEX cards (reference README)
RANGES = {"pink": (1, 3), "green": (3, 6), "blue": (5, 8), "red": (7, 9), "yellow": (11, 11),
          "starter": (4, 4)}  # fmt: skip
#: powers printed in the rulebook: §13 Balanced roster appendix (Dark+Ghost, Dragon, Rock, Water
#: tables) and the worked examples (§5 Growlithe 4 and Butterfree 6; §4 Raticate 7 with
#: Rattata = 5, Alakazam 12 with Abra and Kadabra = 8)
RULEBOOK_POWER = {
    "gastly": 3, "haunter": 5, "gengar": 8, "eevee": 3,
    "dratini": 3, "dragonair": 6, "dragonite": 8, "horsea": 2, "seadra": 5,
    "geodude": 3, "graveler": 4, "golem": 6, "rhyhorn": 5, "rhydon": 6, "kabuto": 4,
    "kabutops": 8, "aerodactyl": 8,
    "squirtle": 4, "wartortle": 6, "blastoise": 8, "slowpoke": 4, "slowbro": 8, "shellder": 2,
    "cloyster": 7, "tentacool": 3, "tentacruel": 6, "lapras": 8,
    "growlithe": 4, "butterfree": 6, "raticate": 5, "alakazam": 8,
}  # fmt: skip
#: the generation of a HEX card by its regional form (the others are Generation 9 cards)
FORM_GENERATION = {"Alolan": 7, "Galarian": 8, "Hisuian": 8}
COLOURS = ("pink", "green", "blue", "red")


def _hex_rows() -> list[dict[str, str]]:
    with (REF / "hex_cards_gen9_regional.csv").open(encoding="utf-8") as f:
        return list(csv.DictReader(f))


def _kanto_rows() -> dict[str, tuple[int, str, tuple[str, ...]]]:
    """The 1999 chips: name -> (Power Points, colour, types)."""
    out = {}
    lines = (REF / "kanto_1999_pokemonList.tsv").read_text(encoding="utf-8").splitlines()
    for line in lines[1:]:
        name, pp, _ap, colour, *types = line.split("\t")
        if "â" in name:  # the source's double-encoded ♀/♂
            name = name.encode("cp1252").decode("utf-8")
        colour = {"Legendary": "yellow"}.get(colour, colour.lower())
        out[name] = (int(pp), colour, tuple(t for t in types if t))
    return out


def _tier_for(colour: str, power: int) -> str:
    """A rulebook power outside its 1999 colour's range moves to the nearest colour holding it
    (docs/rules/hex.md, Pokémon cards)."""
    lo, hi = RANGES[colour]
    if colour not in COLOURS or lo <= power <= hi:
        return colour
    i = COLOURS.index(colour)
    for d in range(1, len(COLOURS)):
        for j in (i - d, i + d):
            if 0 <= j < len(COLOURS) and RANGES[COLOURS[j]][0] <= power <= RANGES[COLOURS[j]][1]:
                return COLOURS[j]
    raise AssertionError(f"no colour holds power {power}")


def _card_numbers(cid: str, generation: int, power: int, faces: tuple[int, ...]) -> Numbers:
    out: Numbers = {f"cards/{cid}/generation": generation, f"cards/{cid}/power": power}
    out.update({f"cards/{cid}/capture/{i}": f for i, f in enumerate(faces)})
    return out


def expected_pokemon() -> tuple[Numbers, dict[str, tuple[str, tuple[str, ...]]]]:
    """The numbers pokemon.json must hold, and each card's (tier, types), from the sources."""
    data = json.loads((DATA / "pokemon.json").read_text(encoding="utf-8"))
    nums: Numbers = {}
    for tier, faces in FACES.items():
        nums.update({f"capture_faces_by_tier/{tier}/{i}": f for i, f in enumerate(faces)})
    for tier, (lo, hi) in RANGES.items():
        nums[f"power_range_by_tier/{tier}/0"], nums[f"power_range_by_tier/{tier}/1"] = lo, hi
    facts: dict[str, tuple[str, tuple[str, ...]]] = {}
    by_name: dict[tuple[str, str, bool], str] = {}
    for c in data["cards"]:
        if c["source"] == "hex-card":
            by_name[(c["name"], c["form"], c["tier"] == "starter")] = c["id"]
    for row in _hex_rows():  # the 175 HEX cards, as transcribed from their images
        form = row["form"] if "starter card" not in row["form"] else ""
        cid = by_name.pop((row["name"], form, row["tier"] == "starter"))
        faces = tuple(int(f) for f in row["capture_faces"].split("|") if f)
        gen = FORM_GENERATION.get(form, 9)
        nums.update(_card_numbers(cid, gen, int(row["power"]), faces))
        facts[cid] = (row["tier"], tuple(row["types"].split("|")))
    assert not by_name, f"HEX cards with no reference row: {sorted(by_name.values())}"
    kanto = _kanto_rows()
    for c in data["cards"]:
        if c["source"] == "hex-card":
            continue
        pp, colour, types = kanto[c["name"]]
        if c["id"] in RULEBOOK_POWER:
            power = RULEBOOK_POWER[c["id"]]
            tier = _tier_for(colour, power)
        else:  # derived: the 1999 Power Points clamped into the colour's HEX range
            tier = colour
            lo, hi = RANGES[tier]
            power = min(max(pp, lo), hi)
        nums.update(_card_numbers(c["id"], 1, power, FACES[tier]))
        facts[c["id"]] = (tier, types)
    return nums, facts


def test_pokemon_numbers_match_the_reference_cards_and_the_rulebook() -> None:
    nums, _ = expected_pokemon()
    assert compare("pokemon.json", nums) == []


def test_pokemon_colours_and_types_match_the_reference_cards() -> None:
    _, facts = expected_pokemon()
    data = json.loads((DATA / "pokemon.json").read_text(encoding="utf-8"))
    wrong = [
        f"pokemon.json: entry {c['id']!r}, field 'tier'/'types' = {c['tier']} {c['types']}, "
        f"the source says {facts[c['id']]}"
        for c in data["cards"]
        if (c["tier"], tuple(c["types"])) != facts[c["id"]]
    ]
    assert wrong == []


def test_the_rulebook_powers_are_the_sources_of_their_cards() -> None:
    data = json.loads((DATA / "pokemon.json").read_text(encoding="utf-8"))
    sourced = {c["id"] for c in data["cards"] if c["source"].startswith("rulebook-")}
    assert sourced == set(RULEBOOK_POWER)


# -- items.json: §8, the §5 example, the 1999 Item cards, our deck (docs: Decks) ----------------
#: §8 item classes, from each card's text: Common "only in your turn", Quick "at any moment",
#: Battle "only in a battle" (docs/rules/hex.md, Card audit)
TIMING = {"great-ball": "common", "ultra-ball": "common", "master-ball": "common",
          "vitamin": "battle", "protein": "battle", "potion": "battle", "bicycle": "common",
          "escape-rope": "common", "fly": "common", "fishing-rod": "common", "honey": "common",
          "rocket-attack": "common", "poke-doll": "quick", "poke-flute": "quick",
          "exp-share": "quick", "repel": "quick", "rare-candy": "common",
          "pokenav-plus": "common", "time-travel": "quick", "lure-module": "common"}  # fmt: skip
#: deck composition (rulebook silent; docs/rules/hex.md, Decks: 75 Items)
ITEM_COPIES = {"great-ball": 5, "ultra-ball": 4, "master-ball": 2, "vitamin": 6, "protein": 4,
               "potion": 4, "bicycle": 3, "escape-rope": 3, "fly": 2, "fishing-rod": 2,
               "honey": 2, "rocket-attack": 2, "poke-doll": 4, "poke-flute": 2,
               "exp-share": 2, "repel": 2, "rare-candy": 2, "pokenav-plus": 2,
               "time-travel": 2, "lure-module": 2}  # fmt: skip
#: §8 Power Bonuses: +2 (the §5 example's Vitamin) and +3 on any Pokémon, +4 for one type
TYPED_PLUS_FOUR = {"charcoal": "Fire", "mystic-water": "Water", "miracle-seed": "Grass",
                   "magnet": "Electric", "twisted-spoon": "Psychic", "poison-barb": "Poison",
                   "hard-stone": "Rock", "black-belt": "Fighting", "spell-tag": "Ghost",
                   "dragon-fang": "Dragon", "never-melt-ice": "Ice", "sharp-beak": "Flying",
                   "silver-powder": "Bug", "silk-scarf": "Normal", "soft-sand": "Ground",
                   "metal-coat": "Steel", "black-glasses": "Dark",
                   "fairy-feather": "Fairy"}  # fmt: skip


def ball_ranges() -> dict[str, int]:
    """The largest number a ball adds or subtracts, read from the 1999 Item cards' text ("1 to",
    "1 or 2 to", "1, 2, 3, or 4 to")."""
    cards = json.loads((REF / "items_1999.json").read_text(encoding="utf-8"))
    out = {}
    for c in cards:
        if c.get("class") == "cards.item.PokeBall":
            kind = c["name"].lower().replace(" ", "-")
            out[kind] = max(int(n) for n in re.findall(r"\d", c["Description"]))
    return out


def expected_items() -> Numbers:
    nums: Numbers = {f"items/{k}/copies": v for k, v in ITEM_COPIES.items()}
    nums.update({f"items/{k}/effect/range": v for k, v in ball_ranges().items()})
    nums["items/vitamin/effect/amount"] = 2
    nums["items/protein/effect/amount"] = 3
    nums["items/escape-rope/effect/range"] = 2  # §8 "add or subtract 1 or 2"
    for k in TYPED_PLUS_FOUR:
        nums[f"items/{k}/copies"] = 1
        nums[f"items/{k}/effect/amount"] = 4
    return nums


def test_item_numbers_match_the_rulebook_the_1999_cards_and_our_deck() -> None:
    assert ball_ranges() == {"great-ball": 1, "ultra-ball": 2, "master-ball": 4}
    assert compare("items.json", expected_items()) == []


def test_every_item_has_the_rulebooks_class_and_the_typed_bonuses_their_type() -> None:
    data = json.loads((DATA / "items.json").read_text(encoding="utf-8"))["items"]
    timing = {**TIMING, **dict.fromkeys(TYPED_PLUS_FOUR, "battle")}
    wrong = [
        f"items.json: entry {i['id']!r}, field 'timing' = {i['timing']}, §8 says "
        f"{timing.get(i['id'])}"
        for i in data
        if timing.get(i["id"]) != i["timing"]
    ]
    wrong += [
        f"items.json: entry {i['id']!r}, field 'effect.type'"
        for i in data
        if i["id"] in TYPED_PLUS_FOUR and i["effect"].get("type") != TYPED_PLUS_FOUR[i["id"]]
    ]
    assert wrong == []


# -- events.json: §9 / §10 where they give a number, our deck otherwise (docs: Decks) -----------
EVENTS: Numbers = {
    # our deck (docs/rules/hex.md, Decks): copies and the item draws of the simple cards
    "events/berry-bag/copies": 4, "events/berry-bag/effects/0/count": 1,
    "events/lost-and-found/copies": 3, "events/lost-and-found/effects/0/count": 2,
    "events/poke-mart-sale/copies": 1, "events/poke-mart-sale/effects/0/count": 3,
    # §9: a free Pink (Egg), Green (Fossil), Blue (Chairman Rose), Pink +1 token (GS Ball)
    "events/pokemon-egg/copies": 2, "events/pokemon-egg/effects/0/count": 1,
    "events/pokemon-fossil/copies": 2, "events/pokemon-fossil/effects/0/count": 1,
    "events/chairman-rose/copies": 1, "events/chairman-rose/effects/0/count": 1,
    "events/gs-ball/copies": 1, "events/gs-ball/effects/0/count": 1,
    "events/gs-ball/effects/0/bonus": 1,
    # §9 Legendary Pokémon: try to capture a random Yellow
    "events/legendary-pokemon/copies": 1, "events/legendary-pokemon/effects/0/reveal": 1,
    # duel events: §5 three +1 and three -1 types; prizes and copies are ours (docs)
    "events/duel-volcano/copies": 2, "events/duel-volcano/effects/0/prize/0/count": 2,
    "events/duel-lake/copies": 2, "events/duel-lake/effects/0/prize/0/count": 1,
    "events/duel-forest/copies": 2, "events/duel-forest/effects/0/prize/0/count": 2,
    "events/duel-tower/copies": 1, "events/duel-tower/effects/0/prize/0/count": 1,
    "events/trade/copies": 3, "events/ss-anne/copies": 1,
    "events/team-aqua-strikes/copies": 1, "events/team-magma-strikes/copies": 1,
    "events/team-rocket-strikes/copies": 1, "events/imposter-oak/copies": 1,
    # §9 Poké Fans: both draw 2 Items
    "events/poke-fans/copies": 1, "events/poke-fans/effects/0/draw": 2,
    "events/pokemaniac/copies": 1, "events/day-care/copies": 1,
    # §9 Professor Birch names no number: 2 Items is ours (docs)
    "events/professor-birch/copies": 1, "events/professor-birch/effects/0/count": 2,
    "events/heavy-storm/copies": 1, "events/regional-map/copies": 1,
    "events/delibirds-gift/copies": 1,
    # §9 Blocked Route: skip your next turn
    "events/blocked-route/copies": 1, "events/blocked-route/effects/1/count": 1,
    # §9 Prepare for Trouble: 2 turns; National Park: 3 turns
    "events/prepare-for-trouble/copies": 1, "events/prepare-for-trouble/effects/0/turns": 2,
    "events/national-park/copies": 1, "events/national-park/effects/0/turns": 3,
    "events/kimono-sisters/copies": 1,
    # §9 Jirachi's Wish: 3 Events
    "events/jirachis-wish/copies": 1, "events/jirachis-wish/effects/0/count": 3,
    "events/alternative-gym/copies": 1, "events/rocket-bribe/copies": 1,
    # §9 Sketchy Salesman (our card, decision 24): a Pink first
    "events/sketchy-salesman/copies": 1, "events/sketchy-salesman/effects/0/count": 1,
    "events/game-corner/copies": 1,
    # §10, one of each Super Event
    "super_events/pokemon-museum/copies": 1, "super_events/pokemon-museum/effects/0/count": 4,
    "super_events/old-amber/copies": 1, "super_events/old-amber/effects/0/count": 1,
    "super_events/egg-incubators/copies": 1, "super_events/egg-incubators/effects/0/count": 3,
    "super_events/missingno/copies": 1, "super_events/missingno/effects/0/count": 2,
    "super_events/missingno/effects/1/count": 1,
    "super_events/fossil-expert/copies": 1, "super_events/fossil-expert/effects/0/reveal": 3,
    "super_events/fossil-expert/effects/0/keep": 2,
    "super_events/mythical-encounter/copies": 1,
    "super_events/mythical-encounter/effects/0/reveal": 4,
    "super_events/galactic-operation/copies": 1,
    "super_events/galactic-operation/effects/0/count": 3,
    "super_events/galactic-operation/effects/1/count": 2,
    "super_events/mr-brineys-boat/copies": 1, "super_events/oaks-research/copies": 1,
    "super_events/arceus-wish/copies": 1, "super_events/arceus-wish/effects/0/count": 2,
    "super_events/aqua-operation/copies": 1, "super_events/aqua-operation/effects/0/take": 3,
    "super_events/magma-operation/copies": 1,
    "super_events/rocket-operation/copies": 1, "super_events/rocket-operation/effects/0/count": 2,
    "super_events/bills-machine/copies": 1, "super_events/bills-machine/effects/0/tries": 2,
    "super_events/boosted-pokenav/copies": 1, "super_events/boosted-pokenav/effects/0/draw": 4,
    "super_events/super-trade/copies": 1,
}  # fmt: skip


def test_event_numbers_match_the_rulebook_and_our_deck() -> None:
    assert compare("events.json", EVENTS) == []


# -- trainers.json: §11 -------------------------------------------------------------------------
TRAINERS: Numbers = {
    "trainers/alder/abilities/0/amount": 1, "trainers/alder/abilities/1/limit": 3,
    "trainers/backpacker/abilities/0/limit": 8, "trainers/ethan/abilities/0/amount": 1,
    "trainers/lyra/abilities/0/count": 2, "trainers/may/abilities/0/amount": 2,
}  # fmt: skip


def test_trainer_numbers_match_the_rulebook() -> None:
    assert compare("trainers.json", TRAINERS) == []


# -- leaders.json: tiers 1-2 / 3-4 / 5-6 (§6); Erika 17 from the §6 example; the rest ours ------
LEADERS = {"brock": (1, 7), "misty": (1, 7), "falkner": (1, 7), "bugsy": (1, 12),
           "erika": (2, 17), "skyla": (2, 10), "flannery": (2, 10), "jasmine": (2, 10),
           "blaine": (3, 12), "janine": (3, 12), "sabrina": (3, 21),
           "clair": (3, 12)}  # fmt: skip


def test_leader_numbers_match_the_rulebook_and_our_choices() -> None:
    nums: Numbers = {}
    for lid, (tier, power) in LEADERS.items():
        nums[f"leaders/{lid}/tier"], nums[f"leaders/{lid}/power"] = tier, power
    assert compare("leaders.json", nums) == []


# -- elite.json: the bonus power roll (decision 16) --------------------------------------------
ELITE_BONUS = (0, 0, 1, 1, 2, 3)
ELITE = ("lorelei", "bruno", "agatha", "lance", "gary", "rika", "poppy", "larry", "hassel",
         "geeta")  # fmt: skip


def test_elite_numbers_match_decision_16() -> None:
    nums = {f"elite/{e}/bonus/{i}": b for e in ELITE for i, b in enumerate(ELITE_BONUS)}
    assert compare("elite.json", nums) == []


# -- achievements.json: §12 Engineer (4 of a type) and our deck (docs: Decks) ------------------
def test_achievement_numbers_match_the_rulebook_and_our_deck() -> None:
    specialists = ("engineer", "swimmer", "gardener", "fire-breather", "psychic", "ninja",
                   "rock-climber", "black-belt", "channeler", "dragon-tamer", "skier",
                   "bird-keeper", "bug-catcher", "gentleman")  # fmt: skip
    nums: Numbers = {f"achievements/{a}/need/count": 4 for a in specialists}
    nums.update({
        "achievements/collector/need/count": 12, "achievements/collector/reward/0/count": 3,
        "achievements/breeder/reward/0/count": 1,
        "achievements/ace-trainer/need/count": 3, "achievements/ace-trainer/reward/0/count": 2,
        "achievements/explorer/need/count": 3, "achievements/explorer/reward/0/count": 2,
        "achievements/big-game-hunter/need/count": 3,
        "achievements/big-game-hunter/reward/0/count": 2,
    })  # fmt: skip
    assert compare("achievements.json", nums) == []


# -- board.json: §3 eight hexagons, tiers; the layout and tiles are ours (docs: Board) -----------
SLOTS = ((0, 0, 0), (1, 0, 1), (0, -1, 1), (1, -1, 2), (2, -1, 2), (1, -2, 3), (2, -2, 3),
         (2, -3, 4))  # fmt: skip
#: tile -> (tier, pioneer Items, first-visit Items or None, spoke ring corners, item passage)
TILES = {
    "new-bark": (0, None, None, (0, 6), None),
    "pewter": (1, 1, None, (2, 8), (4, 1)),
    "cerulean": (1, 1, None, (0, 6), None),
    "violet": (1, 2, None, (4, 10), None),
    "azalea": (1, 1, None, (2, 8), None),
    "celadon": (2, 2, None, (0, 6), (10, 1)),
    "mistralton": (2, 2, None, (2, 8), None),
    "lavaridge": (2, 1, 1, (4, 10), None),
    "olivine": (2, 2, None, (0, 6), (8, 2)),
    "cinnabar": (3, 2, None, (2, 8), None),
    "fuchsia": (3, 2, None, (0, 6), None),
    "saffron": (3, 3, None, (4, 10), (2, 2)),
    "blackthorn": (3, 2, 1, (2, 8), None),
}


def test_board_numbers_match_our_documented_board() -> None:
    nums: Numbers = {}
    for i, (q, r, tier) in enumerate(SLOTS):
        nums.update({f"layout/slots/{i}/q": q, f"layout/slots/{i}/r": r,
                     f"layout/slots/{i}/tier": tier})  # fmt: skip
    for tile, (tier, pioneer, first, spokes, passage) in TILES.items():
        nums[f"tiles/{tile}/tier"] = tier
        if pioneer is not None:
            nums[f"tiles/{tile}/city/pioneer/0/count"] = pioneer
        if first is not None:
            nums[f"tiles/{tile}/city/first_visit/0/count"] = first
        for k, at in enumerate(spokes):
            nums[f"tiles/{tile}/spokes/{k}/at"] = at
        if passage is not None:
            nums[f"tiles/{tile}/item_passage/at"] = passage[0]
            nums[f"tiles/{tile}/item_passage/cost"] = passage[1]
    assert compare("board.json", nums) == []


# -- every data file is covered --------------------------------------------------------------
COVERED = {"pokemon.json", "items.json", "events.json", "trainers.json", "leaders.json",
           "elite.json", "achievements.json", "board.json", "types.json"}  # fmt: skip


def test_every_data_file_has_a_golden_test() -> None:
    assert set(FILES) == COVERED
    assert shipped("types.json") == {}  # holds no numbers


@pytest.mark.parametrize("edit", ["items.json", "pokemon.json", "leaders.json"])
def test_a_single_edited_number_is_named_by_file_entry_and_field(
    edit: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The comparison itself: one number changed in a copy is reported with its place."""
    original = shipped(edit)
    key = sorted(k for k in original if "/power" in k or "/range" in k or "/tier" in k)[0]
    changed = {**original, key: original[key] + 1}
    monkeypatch.setattr(f"{__name__}.shipped", lambda name: changed)
    lines = compare(edit, original)
    parts = key.split("/")
    assert len(lines) == 1 and edit in lines[0] and repr(parts[1]) in lines[0]
