"""Tactics action numbers (docs/integer-actions.md): the layout by content and board, the size
formula, and every action of whole playouts numbered and read back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pokeforge.core import IllegalAction, Rng
from pokeforge.games.tactics import GAME
from pokeforge.games.tactics.encoding import action_of

DEFAULT = GAME.params()


def size_formula(squares: int, pushes: int, lines: int) -> int:
    """The built-in content's size: picks 16, orders 17, announcements 4, 4 single attacks
    (Focus Energy, Harden, Withdraw, Selfdestruct), skip/ask/roll/pass 4, defences 3, heal and
    boost 2: 50; per square 16 places, 5 moves, 28 one-square attacks, Karate chop twice,
    Aromatherapy thrice (3 tokens), a teleport rescue: 55; Telekinesis per push, Barrier per
    line."""
    return 50 + 55 * squares + pushes + lines


def test_the_default_board_has_5216_numbers() -> None:
    # 9×9: 81 squares; pushes of 2 squares: 2·(7·9)·2 = 252; lines of 1–4 squares: 459
    assert size_formula(81, 252, 459) == 5216
    assert GAME.num_distinct_actions() == 5216
    assert GAME.num_distinct_actions(GAME.params({"board": "open"})) == 5216
    assert GAME.num_distinct_actions(GAME.params({"team_selection": 4})) == 5216


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("pick Tauros", 0),
        ("pick Chansey", 15),
        ("place Tauros a1", 16),
        ("place Mr. Mime h1", 16 + 14 * 81 + 7),
        ("order Tauros", 1312),
        ("order Onix", 1312 + 5),
        ("order empty", 1328),
        ("announce Quick Attack", 1329),
        ("announce Fly", 1330),
        ("announce Dig", 1332),
        ("move a1", 1333),
        ("move i9", 1333 + 80),
        ("move c5 with Quick Attack", 1333 + 81 + 38),
        ("move a1 with Dig", 1333 + 4 * 81),
        ("attack Quick Attack a1", 1738),
        ("attack Karate chop f5", 1900 + 41),
        ("attack Karate chop f5 focus", 1900 + 81 + 41),
        ("attack Focus Energy", 2062),
        ("attack Telekinesis a1 to a3", 3767),
        ("attack Telekinesis f1 to h1", 3767 + 13 + 1),
        ("attack Barrier a1", 4100),
        ("attack Barrier e2-g2", 4100 + 57 + 4 * 7 + 2),
        ("attack Aromatherapy a4 poison", 4883 + 27 * 3),
        ("attack Aromatherapy a4 disable", 4883 + 27 * 3 + 2),
        ("skip", 5126),
        ("ask", 5127),
        ("roll", 5128),
        ("pass", 5129),
        ("defend none", 5130),
        ("defend Harden", 5131),
        ("defend Light Screen", 5132),
        ("rescue heal", 5133),
        ("rescue boost", 5134),
        ("rescue teleport a1", 5135),
        ("rescue teleport h3", 5135 + 25),
        ("rescue teleport i9", 5215),
    ],
)
def test_an_action_has_the_number_of_its_place_in_the_layout(text: str, number: int) -> None:
    assert str(action_of(GAME, DEFAULT, number)) == text


def test_every_number_names_a_distinct_action() -> None:
    texts = [str(action_of(GAME, DEFAULT, n)) for n in range(GAME.num_distinct_actions())]
    assert len(set(texts)) == len(texts) == 5216
    for bad in (-1, 5216):
        with pytest.raises(ValueError, match="not a tactics action number"):
            action_of(GAME, DEFAULT, bad)


def test_a_board_of_another_shape_changes_the_size_by_the_formula(tmp_path: Path) -> None:
    board = {
        "name": "small",
        "width": 5,
        "height": 6,
        "start_zones": {"0": ["a1", "b1", "c1", "d1", "e1"], "1": ["a6", "b6", "c6", "d6", "e6"]},
    }
    path = tmp_path / "small.json"
    path.write_text(json.dumps(board), encoding="utf-8")
    params = GAME.params({"board": str(path)})
    # 30 squares; pushes 2·(4·5) + 2·(3·6) = 76; lines 30 + 6·(3+3+2+1) + 5·(3+3+3+2+1) = 144
    assert GAME.num_distinct_actions(params) == size_formula(30, 76, 144) == 1920
    assert str(action_of(GAME, params, 16 + 16 * 30 + 15)) == "order Chansey"


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_every_legal_action_of_a_playout_round_trips(seed: int) -> None:
    state = GAME.new_state(DEFAULT, seed=seed)
    rng = Rng(seed + 100)
    size = state.num_distinct_actions()
    seen = 0
    while state.outcome is None:
        seat = state.to_act()[rng.below(len(state.to_act()))]
        table = state.legal_action_table(seat)
        for n, action in table.items():
            assert 0 <= n < size
            assert action_of(GAME, DEFAULT, n) == action
            assert state.action_to_int(seat, action) == n
            assert state.int_to_action(seat, n) is action
        seen += len(table)
        numbers = list(table)
        state.apply(seat, state.int_to_action(seat, numbers[rng.below(len(numbers))]))
    assert seen > 100


def test_a_legal_looking_number_that_is_not_legal_now_is_refused() -> None:
    state = GAME.new_state(DEFAULT, seed=4)
    before = state.digest()
    with pytest.raises(IllegalAction, match="action number 5126 is not a legal action now"):
        state.int_to_action(0, 5126)  # skip, during team selection
    with pytest.raises(IllegalAction, match="not an action number"):
        state.int_to_action(0, 5216)
    assert state.digest() == before
