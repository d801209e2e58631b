"""A card's numbers live in its card data, in one place: the engine reads them there (a copy of
the data with another number plays with that number), the golden test
(``test_origins_effect_numbers.py``) checks them against the printed text, and the numbers of
the rules are the named constants of ``rules/constants.py``."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from origins_builders import act, heads
from test_origins_powers import _table as powers_table

from pokeforge.core import ContentError
from pokeforge.games.origins.content import DATA_DIR, load_data_dir
from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.rules import board, constants, effects
from pokeforge.games.origins.state import OriginsState, new_mon

Change = Callable[[Any], None]


def _data(tmp_path: Path, set_id: str, what: str, change: Change) -> Path:
    """A copy of the shipped data folder with one file of set ``set_id`` changed (``what``:
    ``effects`` or ``sets``)."""
    root = tmp_path / "data"
    shutil.copytree(DATA_DIR, root, ignore=shutil.ignore_patterns("decks", "*.md"))
    path = root / what / f"{set_id}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return root


def _game(tmp_path: Path, set_id: str, what: str, change: Change) -> OriginsGame:
    return OriginsGame(cards=load_data_dir(_data(tmp_path, set_id, what, change)).cards)


def _table(
    game: OriginsGame, active: tuple[str, str], bench: list[str] | None = None
) -> OriginsState:
    return powers_table(active, ([], bench or []), game=game)


def _power(card: str, name: str, field: str, value: int) -> Change:
    def change(data: Any) -> None:
        data[card]["powers"][name][field] = value

    return change


def _karate_chop(game: OriginsGame) -> int:
    """Machoke's Karate Chop (50, less 10 per counter on it: 30 with 2) against Mr. Mime."""
    st = _table(game, ("base1-34", "base2-6"))
    me = st.active[0]
    assert me is not None
    me["energy"], me["damage"] = ["base1-97"] * 3, 20
    st.invalidate()
    act(st, "attack 0")
    them = st.active[1]
    assert them is not None
    return int(them["damage"])


def test_invisible_wall_reads_its_30_from_the_data(tmp_path: Path) -> None:
    assert _karate_chop(OriginsGame()) == 0  # 30 or more: prevented
    game = _game(tmp_path, "base2", "effects", _power("base2-6", "Invisible Wall", "amount", 40))
    assert _karate_chop(game) == 30


def _strikes_back(game: OriginsGame) -> int:
    st = _table(game, ("base1-58", "base1-8"))
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-100"]
    st.invalidate()
    act(st, "attack 0")  # Gnaw 10 to Machamp
    return int(me["damage"])


def test_strikes_back_reads_its_10_from_the_data(tmp_path: Path) -> None:
    assert _strikes_back(OriginsGame()) == 10
    game = _game(tmp_path, "base1", "effects", _power("base1-8", "Strikes Back", "amount", 20))
    assert _strikes_back(game) == 20


def _barbed_seed(game: OriginsGame) -> int:
    st = _table(game, ("origins-10", "base1-56"), ["base1-58"])
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-99", "base1-99"]
    st.invalidate()
    act(st, "attack 0")  # Barbed Seed: 20, ×2 on Onix (Grass Weakness), and a Thorn
    act(st, "end")  # the end of Onix's owner's turn: the Thorn's counters
    return int(them["damage"]) - 40


def test_a_thorn_reads_its_damage_counter_from_the_data(tmp_path: Path) -> None:
    assert _barbed_seed(OriginsGame()) == 10

    def change(data: Any) -> None:
        data["origins-10"]["attacks"]["Barbed Seed"][0]["amount"] = 20

    assert _barbed_seed(_game(tmp_path, "origins", "effects", change)) == 20


def _damage_swap(game: OriginsGame) -> tuple[int, int]:
    st = _table(game, ("base1-1", "base1-58"))
    st.bench[0] = [new_mon("base1-63", 0)]
    active = st.active[0]
    assert active is not None
    active["damage"] = 30
    st.invalidate()
    act(st, "power active")  # from Alakazam (the only one damaged) to the Benched Squirtle
    return int(active["damage"]), int(st.bench[0][0]["damage"])


def test_damage_swap_reads_its_one_counter_from_the_data(tmp_path: Path) -> None:
    assert _damage_swap(OriginsGame()) == (20, 10)

    def change(data: Any) -> None:
        data["base1-1"]["powers"]["Damage Swap"]["ops"][0]["amount"] = 20

    assert _damage_swap(_game(tmp_path, "base1", "effects", change)) == (10, 20)


def _doll_hp(game: OriginsGame) -> int:
    st = _table(game, ("base1-58", "base1-58"))
    st.hand[0][:] = ["base1-70"]
    st.invalidate()
    act(st, "play base1-70")
    return board.hp(st, st.bench[0][-1])


def test_a_doll_has_its_printed_hp(tmp_path: Path) -> None:
    assert _doll_hp(OriginsGame()) == 10

    def change(cards: Any) -> None:
        next(c for c in cards if c["id"] == "base1-70")["hp"] = "20"

    assert _doll_hp(_game(tmp_path, "base1", "sets", change)) == 20


def test_a_doll_without_printed_hp_fails_to_load_naming_file_entry_and_field(
    tmp_path: Path,
) -> None:
    def change(cards: Any) -> None:
        del next(c for c in cards if c["id"] == "base3-62")["hp"]

    with pytest.raises(ContentError) as info:
        load_data_dir(_data(tmp_path, "base3", "sets", change))
    assert (info.value.file, info.value.entry, info.value.field) == (
        "base3.json",
        "base3-62",
        "hp",
    )


def test_the_doll_op_has_no_number_of_its_own() -> None:
    assert "hp" not in effects.OPS["doll"].fields


def test_poison_without_an_amount_is_the_rules_ten() -> None:
    st = _table(OriginsGame(), ("base1-58", "base1-58"))
    them = st.active[1]
    assert them is not None
    heads(st)
    effects.add_condition(st, them, "poisoned")
    act(st, "end")
    assert them["damage"] == constants.POISON_DAMAGE == 10
