"""Action text forms, refusals with reasons, and what a user interface gets for an action."""

from __future__ import annotations

import pytest
from pieces_builders import cost_area, place, tamago, with_spares

from pokeforge.core import IllegalAction
from pokeforge.games.pieces import GAME, Battle, Move, Summon


def test_actions_have_stable_text_forms() -> None:
    assert str(Move("b2", "b3")) == "move b2 b3"
    assert str(Battle("b2", ("c3",))) == "battle b2 c3"
    assert str(Battle("d4", ("d6", "e6"))) == "battle d4 d6 e6"
    assert str(Summon("Reshiram", "d4")) == "summon Reshiram d4"


def test_actions_are_small_frozen_values() -> None:
    move = Move("b2", "b3")
    assert move == Move("b2", "b3") and hash(move) == hash(Move("b2", "b3"))
    with pytest.raises(AttributeError):
        move.src = "c2"  # type: ignore[misc]
    assert not hasattr(move, "__dict__")


def test_every_legal_action_is_found_again_by_its_text() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * 5)
    place(state, 0, "Reshiram", "c3")
    place(state, 1, "Patrat", "c5")
    place(state, 1, "Zoroark", "d5")
    for action in state.legal_actions(0):
        assert state.action_from_text(0, str(action)) == action


@pytest.mark.parametrize(
    "action, reason",
    [
        (Move("z9", "a1"), "not a square"),
        (Move("c4", "c5"), "no piece on c4"),
        (Move("g7", "g6"), "not yours"),
        (Move("d3", "d5"), "cannot move to d5"),
        (Battle("d3", ("f5",)), "adjacent"),
        (Summon("Mewtwo", "c3"), "not one of your Legend pieces"),
        (Summon("Zekrom", "c3"), "needs"),
        (Move("b2", "b3"), "Tamago"),
    ],
)
def test_a_refused_action_says_why_and_changes_nothing(action: object, reason: str) -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3")
    tamago(state, 0, "b2")
    before = state.digest()
    with pytest.raises(IllegalAction, match=reason):
        state.apply(0, action)  # type: ignore[arg-type]
    assert state.digest() == before


def test_a_legend_is_named_by_its_lower_left_square() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")
    with pytest.raises(IllegalAction, match="lower-left"):
        state.apply(0, Move("d4", "d5"))


def test_a_summoned_legend_cannot_be_summoned_again() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")
    cost_area(state, 0, *["Patrat"] * 5)
    with pytest.raises(IllegalAction, match="already been summoned"):
        state.apply(0, Summon("Reshiram", "a5"))


def test_action_info_gives_the_squares_to_highlight() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "d3")
    place(state, 1, "Zoroark", "d4")
    cost_area(state, 0, *["Patrat"] * 3)
    infos = {i["text"]: i for i in (GAME.action_info(state, 0, a) for a in state.legal_actions(0))}
    assert infos["battle d3 d4"]["squares"] == ["d3", "d4"]
    assert infos["battle d3 d4"]["kind"] == "battle"
    assert infos["battle d3 d4"]["label"] == "Patrat (60) on d3 battles Zoroark (70)"
    assert infos["move d3 e4"]["squares"] == ["d3", "e4"]
    assert infos["summon Reshiram e5"]["squares"] == ["e5", "f5", "e6", "f6"]
    assert infos["summon Reshiram e5"]["label"].startswith("Summon Reshiram")


def test_a_legends_move_info_shows_the_area_it_moves_to() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")
    info = GAME.action_info(state, 0, Move("c3", "c5"))
    assert info["squares"] == ["c3", "c5"] and info["area"] == ["c5", "d5", "c6", "d6"]


def test_describe_action_names_the_pieces() -> None:
    state = with_spares()
    tamago(state, 1, "d4")
    place(state, 0, "Patrat", "d3")
    assert GAME.describe_action(state, 0, Move("d3", "c4")) == "Move Patrat from d3 to c4"
    assert "Tamago pile" in GAME.describe_action(state, 0, Battle("d3", ("d4",)))
