"""Golden content: every number of every shipped tactics data file, compared with its source.

The source is written out once below: the rulebook's chapter "Pokémon" (statistics and the
numbers in each attack's text), its "List of effects" (token maxima), and, where the rulebook is
silent, the decisions of docs/rules/tactics.md (gauge ranges, the Fury Cutter step, the Barrier
gauge, the board). Each number of a data file is found by its place (file, entry, field); a
number that differs, is missing, or is not pinned here fails and names the three.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from fixtures.golden import compare

DATA = Path(__file__).parents[3] / "src" / "pokeforge" / "games" / "tactics" / "data"

# -- the rulebook, chapter "Pokémon": HP, defence, speed ------------------------------------------
STATS: dict[str, tuple[int, int, int]] = {
    "Tauros": (130, 20, 4),
    "Machoke": (170, 20, 3),
    "Fearow": (120, 10, 7),
    "Scyther": (120, 10, 6),
    "Hitmonchan": (130, 20, 4),
    "Onix": (160, 30, 2),
    "Cubone": (90, 10, 3),
    "Beedrill": (80, 0, 7),
    "Wartortle": (90, 20, 3),
    "Ivysaur": (70, 10, 2),
    "Charmeleon": (90, 10, 4),
    "Raichu": (80, 0, 5),
    "Voltorb": (90, 10, 4),
    "Kadabra": (80, 0, 2),
    "Mr. Mime": (80, 10, 2),
    "Chansey": (120, 0, 2),
}

# -- the numbers of each attack's text (damage values in the order given; effect amounts) -------
# Fields are named as in the data file: ``damage[i]``, ``bonus.speed`` and
# ``effects[<handler> <gauge or token>].<parameter>``. (D): a decision of docs/rules/tactics.md.
ATTACKS: dict[tuple[str, str], dict[str, int]] = {
    ("Tauros", "Quick Attack"): {"damage[0]": 50, "bonus.speed": 2},  # +2 speed
    ("Tauros", "Stomp"): {"damage[0]": 70},
    ("Machoke", "Karate chop"): {"damage[0]": 60, "damage[1]": 90},
    ("Machoke", "Focus Energy"): {"effects[gauge_set focus_energy].value": 1},  # gauge to "1"
    ("Fearow", "Fly"): {"damage[0]": 50},
    ("Fearow", "Fury attack"): {"damage[0]": 50, "damage[1]": 60, "damage[2]": 70},
    ("Scyther", "ExtremeSpeed"): {"damage[0]": 50},
    # 40 + the gauge; the gauge moves one value (10, (D)) to the right
    ("Scyther", "Fury Cutter"): {"damage[0]": 40, "effects[gauge_add fury_cutter].amount": 10},
    ("Hitmonchan", "Rage"): {"damage[0]": 40},
    ("Hitmonchan", "Fire Punch"): {"damage[0]": 50},
    ("Onix", "Bind"): {"damage[0]": 20, "effects[inflict bind].amount": 1},
    ("Onix", "Harden"): {"effects[gauge_add harden].amount": 2},  # "2 up"
    ("Onix", "Dig"): {"damage[0]": 30},
    ("Cubone", "Bonemerang"): {"damage[0]": 40, "damage[1]": 50, "damage[2]": 60},
    ("Cubone", "Bone Club"): {"damage[0]": 50},
    ("Beedrill", "Twineedle"): {"damage[0]": 30, "damage[1]": 50, "damage[2]": 70},
    ("Beedrill", "Poison Sting"): {"damage[0]": 30, "effects[inflict poison].amount": 1},
    ("Beedrill", "Fly"): {"damage[0]": 30},
    ("Wartortle", "Water Gun"): {"damage[0]": 50},
    ("Wartortle", "Withdraw"): {"effects[gauge_set withdraw].value": 1},  # gauge to "1"
    ("Ivysaur", "Razor Leaf"): {"damage[0]": 50},
    ("Ivysaur", "Poison Powder"): {"effects[inflict poison].amount": 1},
    ("Charmeleon", "Fire Spin"): {"damage[0]": 30},
    ("Charmeleon", "Dragon Rage"): {"damage[0]": 40},
    ("Raichu", "Thunderbolt"): {"damage[0]": 30, "damage[1]": 40},
    ("Raichu", "Thunder Wave"): {"effects[inflict paralysis].amount": 2},
    ("Voltorb", "Thundershock"): {"damage[0]": 50},
    ("Voltorb", "Selfdestruct"): {"damage[0]": 120},
    # usable above 0; the gauge goes 1 lower
    ("Kadabra", "Teleport"): {
        "effects[require_gauge teleport].min": 1,
        "effects[gauge_add teleport].amount": -1,
    },
    ("Kadabra", "Telekinesis"): {"effects[push].distance": 2},  # 2 squares
    ("Kadabra", "Disable"): {"effects[inflict disable].amount": 1},
    # a 1×4 wall (or smaller), usable at "0"; set to 3 after use (D: "once every 3 turns")
    ("Mr. Mime", "Barrier"): {
        "effects[require_gauge barrier].max": 0,
        "effects[barrier].max_length": 4,
        "effects[gauge_set barrier].value": 3,
    },
    ("Mr. Mime", "Light Screen"): {"effects[grant light_screen].amount": 2},
    ("Mr. Mime", "Substitute"): {
        "effects[grant substitute].amount": 1,
        "effects[self_damage].amount": 20,  # "Mr. Mime loses 20 HP"
    },
    # "If 3–6 comes up, heal … by 30 HP"
    ("Chansey", "Softboiled"): {"effects[heal].amount": 30, "effects[heal].roll_at_least": 3},
    ("Chansey", "First Aid"): {"effects[heal].amount": 40},
}

# -- extra gauges: (start, min, max). Start at the leftmost value ("Pokémon cards"); the ranges
# are the rulebook's values "0"/"1" where given, else decisions (D) of docs/rules/tactics.md ----
GAUGES: dict[tuple[str, str], tuple[int, int, int]] = {
    ("Machoke", "focus_energy"): (0, 0, 1),
    ("Scyther", "fury_cutter"): (0, 0, 40),  # (D) 0, 10, 20, 30, 40
    ("Onix", "harden"): (0, 0, 4),  # (D) maximum 4
    ("Wartortle", "withdraw"): (0, 0, 1),
    ("Kadabra", "teleport"): (3, 0, 3),  # (D) three Teleports
    ("Mr. Mime", "barrier"): (0, 0, 3),  # (D) set to 3 after Barrier
}

# -- "List of effects": the token maxima ------------------------------------------------------
TOKEN_MAXIMA = {
    "substitute": 1,
    "light_screen": 4,
    "bind": 1,
    "disable": 1,
    "paralysis": 4,
    "poison": 1,
}

# -- the boards (decisions "Board size and layout", "Starting squares", "Fixed obstacles") -------
RANKS_1_2 = [f"{f}{r}" for r in (1, 2) for f in "abcdefghi"]
RANKS_8_9 = [f"{f}{r}" for r in (8, 9) for f in "abcdefghi"]
BOARDS: dict[str, dict[str, Any]] = {
    "default.json": {
        "width": 9,
        "height": 9,
        "start_zones.0": RANKS_1_2,
        "start_zones.1": RANKS_8_9,
        "obstacles": ["c4", "g4", "c6", "g6"],
    },
    "open.json": {
        "width": 9,
        "height": 9,
        "start_zones.0": RANKS_1_2,
        "start_zones.1": RANKS_8_9,
        "obstacles": [],
    },
}


def _numbers(value: Any, path: str, out: dict[str, Any]) -> None:
    """Every number below ``value`` by its field path (lists of named or effect objects are
    keyed by name or handler, so that a path does not depend on the order of entries)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int | float):
        out[path] = value
    elif isinstance(value, dict):
        for k, v in value.items():
            _numbers(v, f"{path}.{k}" if path else str(k), out)
    elif isinstance(value, list):
        for i, v in enumerate(value):
            key: Any = i
            if isinstance(v, dict) and "name" in v:
                key = v["name"]
            elif isinstance(v, dict) and "do" in v:
                key = " ".join(str(v[k]) for k in ("do", "gauge", "token") if k in v)
            _numbers(v, f"{path}[{key}]", out)


def _expected_pokemon() -> dict[str, dict[str, Any]]:
    """Entry → field → number, from the tables above."""
    out: dict[str, dict[str, Any]] = {
        "tokens": {f"{name}.max": m for name, m in TOKEN_MAXIMA.items()}
    }
    for name, (hp, defence, speed) in STATS.items():
        out[name] = {"hp": hp, "defence": defence, "speed": speed}
    for (name, attack), fields in ATTACKS.items():
        for field, v in fields.items():
            out[name][f"attacks[{attack}].{field}"] = v
    for (name, gauge), (start, low, high) in GAUGES.items():
        out[name].update(
            {
                f"gauges.{gauge}.start": start,
                f"gauges.{gauge}.min": low,
                f"gauges.{gauge}.max": high,
            }
        )
    return out


def _found_pokemon(raw: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    tokens: dict[str, Any] = {}
    _numbers(raw["tokens"], "", tokens)
    out["tokens"] = tokens
    for entry in raw["pokemon"]:
        fields: dict[str, Any] = {}
        _numbers({k: v for k, v in entry.items() if k != "name"}, "", fields)
        out[entry["name"]] = fields
    return out


def test_every_number_of_pokemon_json_is_the_rulebooks() -> None:
    raw = json.loads((DATA / "pokemon.json").read_text(encoding="utf-8"))
    problems = compare("pokemon.json", _expected_pokemon(), _found_pokemon(raw))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("file", sorted(BOARDS))
def test_every_number_and_square_of_the_boards_is_the_documented_one(file: str) -> None:
    raw = json.loads((DATA / "boards" / file).read_text(encoding="utf-8"))
    found = {
        "width": raw["width"],
        "height": raw["height"],
        "obstacles": raw["obstacles"],
        **{f"start_zones.{k}": v for k, v in raw["start_zones"].items()},
    }
    problems = compare(f"boards/{file}", {"board": BOARDS[file]}, {"board": found})
    assert not problems, "\n".join(problems)


def test_every_shipped_data_file_is_pinned() -> None:
    files = {p.relative_to(DATA).as_posix() for p in DATA.rglob("*.json")}
    assert files == {"pokemon.json"} | {f"boards/{f}" for f in BOARDS}


def test_a_changed_number_is_reported_with_file_entry_and_field() -> None:
    raw = json.loads((DATA / "pokemon.json").read_text(encoding="utf-8"))
    tauros = next(p for p in raw["pokemon"] if p["name"] == "Tauros")
    tauros["attacks"][1]["damage"][0] = 80
    problems = compare("pokemon.json", _expected_pokemon(), _found_pokemon(raw))
    assert problems == [
        "pokemon.json: Tauros: attacks[Stomp].damage[0]: 80 in the file, 70 in the source"
    ]
