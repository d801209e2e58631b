"""Rule sheet "Using Legend Pieces", "Moving and Battling with Legend Pieces" and FAQ A8."""

from __future__ import annotations

import pytest
from pieces_builders import (
    act,
    at,
    cost_area,
    faceup_values,
    place,
    stack_deck,
    tamago,
    texts,
    with_spares,
)

from pokeforge.core import IllegalAction
from pokeforge.games.pieces import GAME, Summon
from pokeforge.games.pieces.board import GONE, ON_BOARD, WAITING

COSTS = {GAME.content.kinds[k].name: GAME.content.kinds[k].cost for k in GAME.content.legends}


def summons(state: object, seat: int | None = None) -> set[str]:
    return {t for t in texts(state, seat) if t.startswith("summon")}  # type: ignore[arg-type]


def test_each_side_has_reshiram_and_zekrom_waiting_with_a_printed_cost() -> None:
    state = GAME.new_state(seed=0)
    for seat in (0, 1):
        legends = state.view(None)["sides"][seat]["legends"]
        assert [(x["name"], x["where"]) for x in legends] == [
            ("Reshiram", "waiting"),
            ("Zekrom", "waiting"),
        ]
        assert all(x["cost"] == COSTS[x["name"]] > 0 for x in legends)


def test_a_legend_needs_its_printed_number_of_cost_area_pieces() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * (COSTS["Reshiram"] - 1))
    assert summons(state) == set()
    with pytest.raises(IllegalAction, match="needs"):
        state.apply(0, Summon("Reshiram", "c3"))
    cost_area(state, 0, *["Patrat"] * COSTS["Reshiram"])
    assert "summon Reshiram c3" in summons(state)
    assert not any(t.startswith("summon Zekrom") for t in summons(state))


def test_tamago_pieces_in_the_cost_area_pay_for_legends_too() -> None:
    state = with_spares()
    cost_area(state, 0, *["Tamago"] * COSTS["Reshiram"])
    assert "summon Reshiram d4" in summons(state)


def test_a_legend_may_be_summoned_onto_any_free_2x2_area() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * COSTS["Reshiram"])
    place(state, 1, "Patrat", "d4")
    legal = summons(state)
    # 36 areas on a 7×7 board; a1 and g7 hold the spares (1 area each), d4 blocks 4
    assert len(legal) == 36 - 1 - 1 - 4
    assert "summon Reshiram e4" in legal  # right next to the opponent is allowed
    assert "summon Reshiram c3" not in legal  # c3-d4 holds a piece
    assert "summon Reshiram f7" not in legal  # off the board


def test_with_no_free_2x2_area_there_is_no_summon() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * 6)
    assert summons(state)
    blocker = state.board[0]
    for row in (1, 3, 5):  # every 2×2 area holds one of these squares
        for col in (0, 2, 4, 6):
            state.board[row * 7 + col] = blocker
    state.invalidate()
    assert summons(state) == set()


def test_the_pieces_paid_leave_the_cost_area_for_where_the_legend_waited() -> None:
    state = with_spares()
    cost_area(state, 0, "Patrat", "Tamago", "Zoroark", "Tamago", "Patrat")
    act(state, "summon Reshiram c3")
    n = COSTS["Reshiram"]
    assert len(state.cost[0]) == 5 - n
    assert len(state.spent[0]) == n
    view = state.view(None)["sides"][0]
    assert view["cost_area"]["count"] == 5 - n and len(view["spent"]) == n


def test_summoning_is_the_whole_turn() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * COSTS["Reshiram"])
    kinds = act(state, "summon Reshiram c3")
    assert kinds == ["summon"]
    assert state.to_act() == (1,)
    assert {at(state, sq) for sq in ("c3", "d3", "c4", "d4")} == {"Reshiram"}


def test_the_summoned_legend_moves_and_battles_from_its_owners_next_turn() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * COSTS["Reshiram"])
    act(state, "summon Reshiram c3")
    place(state, 1, "Patrat", "c5")
    act(state, "move g7 g6")
    legal = texts(state)
    assert "battle c3 c5" in legal and "move c3 b3" in legal
    act(state, "battle c3 c5")  # 110 against 60
    assert state.flip[state.piece_at("c5")] == 1


def test_a_legend_is_summoned_only_once() -> None:
    state = with_spares()
    cost_area(state, 0, *["Patrat"] * 9)
    act(state, "summon Reshiram c3")
    act(state, "move g7 g6")
    assert not any(t.startswith("summon Reshiram") for t in summons(state))


def test_a_legend_moves_its_whole_block_along_an_arrow_onto_free_squares() -> None:
    state = with_spares()
    reshiram = place(state, 0, "Reshiram", "c3")  # front: N double, NE, NW, E, W, S
    legal = texts(state)
    assert {"move c3 c4", "move c3 c5", "move c3 d4", "move c3 b4", "move c3 c2"} <= legal
    place(state, 1, "Patrat", "d6")
    assert "move c3 c5" not in texts(state)  # c5-d6 would cover the Patrat
    act(state, "move c3 c4")
    assert state.cell[reshiram] == GAME.tables.cell_of["c4"]
    assert at(state, "c3") is None and at(state, "d5") == "Reshiram"


def test_a_legend_beaten_on_its_reverse_side_is_placed_beside_the_mat() -> None:
    state = with_spares()
    reshiram = place(state, 1, "Reshiram", "c4", flipped=True)  # 90
    place(state, 0, "Samurott", "c3")  # 90
    stack_deck(state, 20)
    kinds = act(state, "battle c3 c4")
    assert "legend_out" in kinds
    assert state.status[reshiram] == GONE and state.cost[1] == []
    assert state.view(None)["sides"][1]["beside_mat"] == ["Reshiram"]
    assert {at(state, sq) for sq in ("c4", "d4", "c5", "d5")} == {None}


def test_a8_a_legend_battles_every_piece_its_arrow_reaches_with_one_card() -> None:
    state = with_spares()
    reshiram = place(state, 0, "Reshiram", "c3")  # 110; its N arrow reaches c5 and d5
    patrat = place(state, 1, "Patrat", "c5")  # 60: beaten without a card
    zekrom = place(state, 1, "Zekrom", "d5")  # 130: stronger, so a card is drawn
    assert "battle c3 c5 d5" in texts(state)
    stack_deck(state, 0)
    act(state, "battle c3 c5 d5")
    assert faceup_values(state) == [0]
    assert state.flip[reshiram] == 1 and state.flip[patrat] == 1 and state.flip[zekrom] == 0


@pytest.mark.parametrize("card, zekrom_flipped, reshiram_flipped", [(20, 0, 0), (30, 1, 0)])
def test_a8_the_one_card_counts_against_every_defender(
    card: int, zekrom_flipped: int, reshiram_flipped: int
) -> None:
    state = with_spares()
    reshiram = place(state, 0, "Reshiram", "c3")
    patrat = place(state, 1, "Patrat", "c5")
    zekrom = place(state, 1, "Zekrom", "d5")
    stack_deck(state, card)  # 130 ties the Zekrom; 140 beats it
    act(state, "battle c3 c5 d5")
    assert state.flip[patrat] == 1
    assert (state.flip[zekrom], state.flip[reshiram]) == (zekrom_flipped, reshiram_flipped)


def test_a_legend_on_a_corner_attacks_the_one_diagonal_square() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")
    place(state, 1, "Patrat", "e5")  # NE of the block c3-d4
    assert "battle c3 e5" in texts(state)


def test_a_legend_can_be_attacked_on_any_of_its_squares() -> None:
    state = with_spares()
    reshiram = place(state, 1, "Reshiram", "c4")  # covers c4, d4, c5, d5
    place(state, 0, "Patrat", "e3")  # its NW arrow points at d4
    assert "battle e3 d4" in texts(state)
    stack_deck(state, 70)  # 130 beats 110
    act(state, "battle e3 d4")
    assert state.flip[reshiram] == 1 and state.status[reshiram] == ON_BOARD


def test_legends_not_yet_summoned_are_waiting() -> None:
    state = with_spares()
    assert all(state.status[p] == WAITING for p in GAME.tables.legend_pids[0])


def test_a3_a_legend_stronger_than_every_defender_draws_no_card() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")  # 110
    left = place(state, 1, "Patrat", "c5")
    right = place(state, 1, "Zoroark", "d5")
    order = list(state.deck)
    act(state, "battle c3 c5 d5")
    assert state.deck == order and state.faceup == []
    assert state.flip[left] == 1 and state.flip[right] == 1


def test_a_tamago_pile_in_a_legends_battle_loses_at_once_and_needs_no_card() -> None:
    state = with_spares()
    place(state, 0, "Reshiram", "c3")
    tamago(state, 1, "c5")
    patrat = place(state, 1, "Patrat", "d5")
    act(state, "battle c3 c5 d5")
    assert state.eggs[1] == 2 and state.flip[patrat] == 1 and state.faceup == []
