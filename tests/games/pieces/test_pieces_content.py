"""Content files: what is known (set contents, Patrat and Zoroark powers, the deck) and that a
bad file fails with a ContentError naming file, entry and field."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from pokeforge.core import ContentError
from pokeforge.games.pieces import GAME, PiecesGame
from pokeforge.games.pieces.content import DATA_DIR, load_content


def test_the_known_powers_of_patrat_and_zoroark() -> None:
    kinds = {k.name: k for k in GAME.content.kinds}
    assert (kinds["Patrat"].face(False).power, kinds["Patrat"].face(True).power) == (60, 50)
    assert (kinds["Zoroark"].face(False).power, kinds["Zoroark"].face(True).power) == (70, 50)


def test_each_side_has_the_known_set_of_pieces() -> None:
    t = GAME.tables
    for seat in (0, 1):
        names = Counter(t.p_name[p] for p in t.seat_pieces[seat])
        assert names == Counter(
            {
                "Patrat": 2,
                "Zoroark": 2,
                "Serperior": 1,
                "Emboar": 1,
                "Samurott": 1,
                "Victini": 1,
                "Tamago": 1,  # one pile of three
                "Reshiram": 1,
                "Zekrom": 1,
            }
        )
    assert GAME.content.tamago_count == 3


def test_the_board_is_seven_by_seven_and_the_legends_are_two_by_two() -> None:
    assert (GAME.content.width, GAME.content.height) == (7, 7)
    assert {GAME.content.kinds[k].size for k in GAME.content.legends} == {2}


def test_every_piece_has_power_and_arrows_on_both_sides_except_tamago() -> None:
    for kind in GAME.content.kinds:
        if kind.role == "tamago":
            assert kind.front is None and kind.back is None
            continue
        for flipped in (False, True):
            face = kind.face(flipped)
            assert face.power > 0 and face.arrows
        assert kind.front != kind.back


def test_the_second_players_layout_is_the_first_players_turned_half_round() -> None:
    state = GAME.new_state(seed=0)
    t = GAME.tables
    for pid in t.seat_pieces[0]:
        if state.cell[pid] >= 0:
            assert any(
                t.p_kind[q] == t.p_kind[pid] and state.cell[q] == 48 - state.cell[pid]
                for q in t.seat_pieces[1]
            ), t.p_name[pid]


def _copy_with(tmp_path: Path, file: str, change: Callable[[Any], None]) -> Path:
    for name in ("pieces.json", "setup.json"):
        shutil.copy(DATA_DIR / name, tmp_path / name)
    data = json.loads((tmp_path / file).read_text(encoding="utf-8"))
    change(data)
    (tmp_path / file).write_text(json.dumps(data), encoding="utf-8")
    return tmp_path


def _piece(data: Any, name: str) -> Any:
    return next(p for p in data["pieces"] if p["name"] == name)


@pytest.mark.parametrize(
    "file, change, entry, field",
    [
        ("pieces.json", lambda d: _piece(d, "Patrat").update(role="king"), "Patrat", "role"),
        (
            "pieces.json",
            lambda d: _piece(d, "Zoroark")["front"]["arrows"].update(N="teleport"),
            "Zoroark",
            "front.arrows.N",
        ),
        (
            "pieces.json",
            lambda d: _piece(d, "Emboar")["back"]["arrows"].update(UP="single"),
            "Emboar",
            "back.arrows.UP",
        ),
        (
            "pieces.json",
            lambda d: _piece(d, "Victini")["front"].pop("power"),
            "Victini",
            "front.power",
        ),
        ("pieces.json", lambda d: _piece(d, "Reshiram").pop("cost"), "Reshiram", "cost"),
        ("pieces.json", lambda d: _piece(d, "Patrat").update(cost=2), "Patrat", "cost"),
        ("setup.json", lambda d: d["layout"][0].update(piece="Pikachu"), "layout #1", "piece"),
        ("setup.json", lambda d: d["layout"][1].update(square="h9"), "layout #2", "square"),
        (
            "setup.json",
            lambda d: d["plus_power"][5].update(effect="explode"),
            "plus_power #6",
            "effect",
        ),
        ("setup.json", lambda d: d["tamago"].update(holds="Tamago"), "tamago", "holds"),
        ("setup.json", lambda d: d["legends"].append("Patrat"), "legends", "legends #3"),
    ],
)
def test_bad_content_names_file_entry_and_field(
    tmp_path: Path, file: str, change: Callable[[Any], None], entry: str, field: str
) -> None:
    directory = _copy_with(tmp_path, file, change)
    with pytest.raises(ContentError) as err:
        load_content(directory)
    assert (err.value.file, err.value.entry, err.value.field) == (file, entry, field)


def test_a_deck_without_a_reshuffle_card_is_refused(tmp_path: Path) -> None:
    directory = _copy_with(tmp_path, "setup.json", lambda d: d["plus_power"][5].pop("effect"))
    with pytest.raises(ContentError, match="reshuffle"):
        load_content(directory)


def test_broken_json_is_a_content_error(tmp_path: Path) -> None:
    directory = _copy_with(tmp_path, "setup.json", lambda d: None)
    (directory / "setup.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(ContentError, match=r"setup\.json"):
        load_content(directory)


def test_a_designers_own_content_plays(tmp_path: Path) -> None:
    def stronger_patrat(data: Any) -> None:
        _piece(data, "Patrat")["front"]["power"] = 65

    game = PiecesGame.from_directory(_copy_with(tmp_path, "pieces.json", stronger_patrat))
    state = game.new_state(seed=1)
    assert state.power(state.piece_at("c2")) == 65
