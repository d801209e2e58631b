"""Golden content: every number (and arrow, square and card) of the shipped Battle Chess data files,
compared with its source written out once below.

Sources: the rule sheet and the publicly known facts about the set (7×7 board; Patrat 60/50 and
Zoroark 70/50; a pile of 3 Tamago pieces; 2×2 Legend pieces; the Plus Power cards +0, +0, +20,
+30, +40, +70, the +70 reshuffling the deck), marked (fact); every other value is a decision of
docs/rules/pieces.md (D1 powers and arrows, D5 layout, D10 Legend costs), marked with it. Any
difference, missing value or value not pinned here fails naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from fixtures.golden import compare

DATA = Path(__file__).parents[3] / "src" / "pokeforge" / "games" / "pieces" / "data"

S, D, L = "single", "double", "line"
ALL8 = {k: S for k in ("N", "NE", "E", "SE", "S", "SW", "W", "NW")}

#: name → field → value (``front.power``, ``front.arrows`` …; arrows as the owner sees them)
PIECES: dict[str, dict[str, Any]] = {
    "Patrat": {  # powers (fact), arrows (D1)
        "role": "normal",
        "front.power": 60,
        "front.arrows": {"N": S, "NE": S, "NW": S},
        "back.power": 50,
        "back.arrows": {"N": S, "E": S, "W": S},
    },
    "Zoroark": {  # powers (fact), arrows (D1)
        "role": "normal",
        "front.power": 70,
        "front.arrows": {"NE": D, "NW": D, "SE": S, "SW": S},
        "back.power": 50,
        "back.arrows": {"NE": S, "NW": S, "S": S},
    },
    "Serperior": {  # (D1)
        "role": "normal",
        "front.power": 80,
        "front.arrows": {"N": L, "E": S, "W": S, "S": S},
        "back.power": 60,
        "back.arrows": {"N": S, "E": S, "W": S},
    },
    "Samurott": {  # (D1)
        "role": "normal",
        "front.power": 90,
        "front.arrows": {"N": S, "NE": S, "NW": S, "E": S, "W": S, "S": S},
        "back.power": 70,
        "back.arrows": {"N": S, "E": S, "W": S},
    },
    "Emboar": {  # stronger turned over (fact); numbers and arrows (D1)
        "role": "normal",
        "front.power": 80,
        "front.arrows": {"N": S, "E": S, "W": S, "S": S},
        "back.power": 100,
        "back.arrows": {"N": S, "NE": S, "NW": S, "E": S, "W": S},
    },
    "Victini": {  # stronger turned over (fact); numbers and arrows (D1)
        "role": "victini",
        "front.power": 60,
        "front.arrows": ALL8,
        "back.power": 90,
        "back.arrows": ALL8,
    },
    "Tamago": {"role": "tamago"},  # no back side (sheet)
    "Reshiram": {  # 2×2 (fact); cost (D10); powers and arrows (D1)
        "role": "legend",
        "size": 2,
        "cost": 3,
        "front.power": 110,
        "front.arrows": {"N": D, "NE": S, "NW": S, "E": S, "W": S, "S": S},
        "back.power": 90,
        "back.arrows": {"N": S, "E": S, "W": S, "S": S},
    },
    "Zekrom": {  # 2×2 (fact); cost (D10); powers and arrows (D1)
        "role": "legend",
        "size": 2,
        "cost": 5,
        "front.power": 130,
        "front.arrows": {"N": D, "NE": S, "NW": S, "E": S, "W": S, "S": S},
        "back.power": 100,
        "back.arrows": {"N": S, "NE": S, "NW": S, "S": S},
    },
}

#: entry → field → value of setup.json
SETUP: dict[str, dict[str, Any]] = {
    "board": {"width": 7, "height": 7},  # (fact)
    "layout": {  # the first player's squares (D5)
        "c1": "Serperior",
        "e1": "Samurott",
        "b2": "Zoroark",
        "c2": "Patrat",
        "d2": "Emboar",
        "e2": "Patrat",
        "f2": "Zoroark",
    },
    "tamago": {
        "piece": "Tamago",
        "square": "d1",
        "count": 3,
        "holds": "Victini",
    },  # 3 (fact), d1 (D5)
    "legends": {"names": ["Reshiram", "Zekrom"]},  # (fact)
}
# (fact): +0, +0, +20, +30, +40, +70; the +70 reshuffles the deck ("About Plus Power Cards")
for _i, (_value, _effect) in enumerate(
    [(0, "none"), (0, "none"), (20, "none"), (30, "none"), (40, "none"), (70, "reshuffle")]
):
    SETUP[f"plus_power #{_i + 1}"] = {"value": _value, "effect": _effect}


def _flat_piece(entry: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in entry.items():
        if key == "name":
            continue
        if isinstance(value, dict):
            for k, v in value.items():
                out[f"{key}.{k}"] = v
        else:
            out[key] = value
    return out


def _found_setup(raw: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out = {
        "board": dict(raw["board"]),
        "layout": {item["square"]: item["piece"] for item in raw["layout"]},
        "tamago": dict(raw["tamago"]),
        "legends": {"names": list(raw["legends"])},
    }
    for i, card in enumerate(raw["plus_power"]):
        out[f"plus_power #{i + 1}"] = {"effect": "none", **card}
    return out


def _pieces_found(raw: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["name"]: _flat_piece(p) for p in raw["pieces"]}


def test_every_value_of_pieces_json_is_its_sources() -> None:
    raw = json.loads((DATA / "pieces.json").read_text(encoding="utf-8"))
    problems = compare("pieces.json", PIECES, _pieces_found(raw))
    assert not problems, "\n".join(problems)


def test_every_value_of_setup_json_is_its_sources() -> None:
    raw = json.loads((DATA / "setup.json").read_text(encoding="utf-8"))
    assert set(raw) == {"about", "board", "layout", "tamago", "legends", "plus_power"}
    problems = compare("setup.json", SETUP, _found_setup(raw))
    assert not problems, "\n".join(problems)


def test_every_shipped_data_file_is_pinned() -> None:
    assert {p.name for p in DATA.glob("*")} == {"pieces.json", "setup.json"}


def test_a_changed_power_is_reported_with_file_entry_and_field() -> None:
    raw = json.loads((DATA / "pieces.json").read_text(encoding="utf-8"))
    zekrom = next(p for p in raw["pieces"] if p["name"] == "Zekrom")
    zekrom["back"]["power"] = 110
    assert compare("pieces.json", PIECES, _pieces_found(raw)) == [
        "pieces.json: Zekrom: back.power: 110 in the file, 100 in the source"
    ]
