"""Pieces action numbers (docs/integer-actions.md): steps, strikes and summons by the board's
shape, the size formula, and every action of whole playouts numbered and read back."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pokeforge.core import IllegalAction, Rng
from pokeforge.games.pieces import content
from pokeforge.games.pieces.encoding import STRIKES, action_of
from pokeforge.games.pieces.game import PiecesGame

GAME = PiecesGame()


def size_formula(width: int, height: int, legends: int) -> int:
    """Steps P (ordered pairs of squares on one row, column or diagonal), then battles Q·19,
    move-battles P·19, summons per Legend and 2×2 area."""
    squares = [(r, c) for r in range(height) for c in range(width)]
    steps = sum(
        1
        for (r, c) in squares
        for (r2, c2) in squares
        if (r, c) != (r2, c2) and (r == r2 or c == c2 or abs(r - r2) == abs(c - c2))
    )
    return steps + 19 * width * height + 19 * steps + legends * (width - 1) * (height - 1)


def test_the_7x7_board_has_20043_numbers() -> None:
    assert len(STRIKES) == 19
    assert size_formula(7, 7, 2) == 20 * 952 + 19 * 49 + 2 * 36 == 20043
    assert GAME.num_distinct_actions() == 20043
    assert GAME.num_distinct_actions(GAME.params({"victini_sudden_death": True})) == 20043


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("move a1 a2", 0),  # a1's steps: N a2…a7, NE b2…g7, E b1…g1
        ("move a1 a7", 5),
        ("move a1 b2", 6),
        ("move a1 b1", 12),
        ("move a1 g1", 17),
        ("move b1 b2", 18),
        ("battle a1 a2", 952),  # battles from 952: square × 19 strikes
        ("battle a1 b2", 953),
        ("battle b2 a1", 952 + 8 * 19 + 5),  # strike SW
        ("battle f4 f6 g6", 952 + 26 * 19 + 8),  # a Legend on f4 attacking both squares north
        ("battle f4 g6", 952 + 26 * 19 + 10),
        ("battle f4 e4 e5", 952 + 26 * 19 + 17),
        ("move a1 a2 battle a3", 1883),  # move-battles from 1883: step × 19 strikes
        ("move a1 a2 battle a4 b4", 1883 + 8),
        ("move a1 b2 battle b3", 1883 + 6 * 19),
        ("summon Reshiram a1", 19971),  # summons from 19971: Legend × 36 areas
        ("summon Reshiram d1", 19971 + 3),
        ("summon Zekrom a1", 19971 + 36),
        ("summon Zekrom f6", 20042),
    ],
)
def test_an_action_has_the_number_of_its_place_in_the_layout(text: str, number: int) -> None:
    assert str(action_of(GAME, number)) == text


def test_a_strike_off_the_board_names_no_action() -> None:
    assert action_of(GAME, 952 + 5) is None  # a1 striking south-west
    assert action_of(GAME, 1883 + 6) is None  # after a1 → a2, striking west
    for bad in (-1, 20043):
        with pytest.raises(ValueError, match="not a pieces action number"):
            action_of(GAME, bad)


def test_every_number_names_a_distinct_action() -> None:
    named = [action_of(GAME, n) for n in range(GAME.num_distinct_actions())]
    texts = [str(a) for a in named if a is not None]
    assert len(set(texts)) == len(texts) == 14_777


def test_a_board_of_another_size_changes_the_size_by_the_formula(tmp_path: Path) -> None:
    shutil.copytree(content.DATA_DIR, tmp_path, dirs_exist_ok=True)
    setup = json.loads((tmp_path / "setup.json").read_text(encoding="utf-8"))
    setup["board"] = {"width": 8, "height": 8}
    (tmp_path / "setup.json").write_text(json.dumps(setup), encoding="utf-8")
    game = PiecesGame.from_directory(tmp_path)
    assert game.num_distinct_actions() == size_formula(8, 8, 2) == 30434
    assert str(action_of(game, 30434 - 1)) == "summon Zekrom g7"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_legal_action_of_a_playout_round_trips(seed: int) -> None:
    state = GAME.new_state(GAME.params(), seed=seed)
    rng = Rng(seed + 100)
    size = state.num_distinct_actions()
    kinds = set()
    while state.outcome is None:
        seat = state.to_act()[0]
        table = state.legal_action_table(seat)
        for n, action in table.items():
            assert 0 <= n < size
            assert action_of(GAME, n) == action
            assert state.action_to_int(seat, action) == n
            kinds.add(type(action).__name__)
        numbers = list(table)
        state.apply(seat, state.int_to_action(seat, numbers[rng.below(len(numbers))]))
    assert {"Move", "Battle", "MoveBattle"} <= kinds


def test_a_legal_looking_number_that_is_not_legal_now_is_refused() -> None:
    state = GAME.new_state(GAME.params(), seed=4)
    before = state.digest()
    with pytest.raises(IllegalAction, match="action number 19971 is not a legal action now"):
        state.int_to_action(0, 19971)  # summon Reshiram a1, before any piece is in a Cost Area
    with pytest.raises(IllegalAction):
        state.int_to_action(1, 0)  # the second player is not to act
    assert state.digest() == before
