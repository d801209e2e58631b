"""Rule sheet "About Battles" and the battle FAQ answers (A1–A5)."""

from __future__ import annotations

import pytest
from pieces_builders import (
    act,
    at,
    deck_values,
    faceup_values,
    place,
    stack_deck,
    texts,
    with_spares,
)

from pokeforge.core import IllegalAction
from pokeforge.games.pieces import Battle


def test_a_battle_is_chosen_against_an_adjacent_opponents_piece_an_arrow_points_at() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")  # front arrows N, NE, NW
    place(state, 1, "Patrat", "c4")
    place(state, 1, "Zoroark", "d4")
    place(state, 1, "Emboar", "d3")  # adjacent, but no arrow of the Patrat points east
    legal = texts(state)
    assert {"battle c3 c4", "battle c3 d4"} <= legal
    assert "battle c3 d3" not in legal


def test_the_piece_with_the_most_power_wins_without_a_card() -> None:
    state = with_spares()
    place(state, 0, "Zoroark", "c3")  # 70
    defender = place(state, 1, "Patrat", "d4")  # 60
    kinds = act(state, "battle c3 d4")
    assert "flip" in kinds
    assert state.flip[defender] == 1
    assert faceup_values(state) == [] and len(state.deck) == 6


@pytest.mark.parametrize("attacker, defender", [("Patrat", "Patrat"), ("Patrat", "Zoroark")])
def test_equal_or_less_power_always_draws_one_card_from_the_top(
    attacker: str, defender: str
) -> None:
    state = with_spares()
    place(state, 0, attacker, "c3")
    place(state, 1, defender, "c4")
    stack_deck(state, 40, 0)
    act(state, "battle c3 c4")
    assert faceup_values(state) == [40]
    assert deck_values(state)[0] == 0 and len(state.deck) == 5


def test_the_cards_number_is_added_to_the_attackers_power() -> None:
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c3")  # 60
    defender = place(state, 1, "Zoroark", "c4")  # 70
    stack_deck(state, 20)  # 80 > 70
    events = state.apply(0, Battle("c3", ("c4",)))
    battle = events[0]
    assert battle.public["total"] == 80 and battle.public["card"] == 20
    assert state.flip[defender] == 1 and state.flip[attacker] == 0


def test_equal_power_after_the_card_means_nothing_happens_to_either() -> None:
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c3", flipped=True)  # 50
    defender = place(state, 1, "Zoroark", "c4")  # 70
    stack_deck(state, 20)  # 70 = 70
    kinds = act(state, "battle c3 c4")
    assert kinds == ["battle"]
    assert state.flip[attacker] == 1 and state.flip[defender] == 0
    assert at(state, "c3") == "Patrat" and at(state, "c4") == "Zoroark"
    assert faceup_values(state) == [20]


@pytest.mark.parametrize(
    "card, result", [(0, "lose"), (20, "lose"), (30, "tie"), (40, "win"), (70, "win")]
)
def test_the_sheets_example_30_behind_plus_30_ties_and_20_or_less_loses(
    card: int, result: str
) -> None:
    """The sheet's "+30: the battle …" / "+20 or less, you lose" read as its worked example of an
    attacker 30 behind (docs/rules/pieces.md, decision "the +30 card")."""
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c3")
    defender = place(state, 1, "Samurott", "c4")
    assert state.power(defender) - state.power(attacker) == 30
    stack_deck(state, card)
    act(state, "battle c3 c4")
    lost = {"lose": (1, 0), "tie": (0, 0), "win": (0, 1)}[result]
    assert (state.flip[attacker], state.flip[defender]) == lost


def test_a1_nobody_advances_into_the_square_of_a_beaten_piece() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")  # 90
    place(state, 1, "Patrat", "c4", flipped=True)  # 50: beaten on its reverse side
    kinds = act(state, "battle c3 c4")
    assert "knocked_out" in kinds
    assert at(state, "c3") == "Samurott" and at(state, "c4") is None


def test_a1_a_turned_over_defender_stays_where_it_was() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Patrat", "c4")
    act(state, "battle c3 c4")
    assert at(state, "c3") == "Samurott" and at(state, "c4") == "Patrat"


def test_a2_still_weaker_after_the_card_the_attacker_is_counterattacked_and_turned_over() -> None:
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c3")
    defender = place(state, 1, "Zoroark", "c4")
    stack_deck(state, 0)
    kinds = act(state, "battle c3 c4")
    assert kinds == ["battle", "flip"]
    assert state.flip[attacker] == 1 and state.flip[defender] == 0


def test_a2_an_already_turned_over_attacker_that_loses_goes_to_the_cost_area() -> None:
    state = with_spares()
    attacker = place(state, 0, "Patrat", "c3", flipped=True)
    place(state, 1, "Zoroark", "c4")
    stack_deck(state, 0)
    act(state, "battle c3 c4")
    assert state.cell[attacker] == -1 and at(state, "c3") is None
    assert len(state.cost[0]) == 1


def test_a3_a_stronger_attacker_never_draws_a_card() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Zoroark", "c4")
    order = list(state.deck)
    events = state.apply(0, Battle("c3", ("c4",)))
    assert events[0].public["card"] is None
    assert state.deck == order and state.faceup == []


def test_a4_a_double_arrow_cannot_battle_a_piece_two_squares_away() -> None:
    state = with_spares()
    place(state, 0, "Zoroark", "c3")  # NE double arrow
    place(state, 1, "Patrat", "e5")
    legal = texts(state)
    assert "battle c3 e5" not in legal
    assert "move c3 d4" in legal and "move c3 e5" not in legal
    with pytest.raises(IllegalAction, match="adjacent"):
        state.apply(0, Battle("c3", ("e5",)))


def test_a4_the_same_holds_for_the_line_arrow() -> None:
    state = with_spares(spare="Emboar")
    place(state, 0, "Serperior", "c3")  # N line arrow
    place(state, 1, "Patrat", "c6")
    legal = texts(state)
    assert "battle c3 c6" not in legal
    assert {"move c3 c4", "move c3 c5"} <= legal


def test_a5_an_attacked_piece_battles_whatever_its_own_arrows_point_at() -> None:
    state = with_spares()
    place(state, 0, "Emboar", "c4")  # E arrow points at d4
    defender = place(state, 1, "Patrat", "d4")  # its arrows point at d3, c3 and e3
    assert "battle d4 c4" not in texts(state, 1)
    act(state, "battle c4 d4")
    assert state.flip[defender] == 1
