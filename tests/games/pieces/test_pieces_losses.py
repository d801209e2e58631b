"""Rule sheet "About Pieces that Have Lost a Battle", "Notice!" (Emboar, Victini), FAQ A6."""

from __future__ import annotations

from pieces_builders import act, at, cost_area, place, stack_deck, texts, with_spares

from pokeforge.games.pieces import GAME
from pokeforge.games.pieces.board import COST_AREA, ON_BOARD


def test_a_piece_that_loses_a_battle_is_turned_over_with_its_other_power_and_arrows() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    patrat = place(state, 1, "Patrat", "c4")
    before = state.view(None)
    act(state, "battle c3 c4")
    piece = next(p for p in state.view(None)["pieces"] if p["id"] == patrat)
    old = next(p for p in before["pieces"] if p["id"] == patrat)
    assert piece["flipped"] and not old["flipped"]
    assert (old["power"], piece["power"]) == (60, 50)  # Patrat's known powers
    assert piece["arrows"] != old["arrows"]


def test_a_turned_over_piece_that_loses_again_goes_to_its_owners_cost_area() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    patrat = place(state, 1, "Patrat", "c4", flipped=True)
    kinds = act(state, "battle c3 c4")
    assert "knocked_out" in kinds
    assert state.status[patrat] == COST_AREA
    assert [GAME.content.kinds[k].name for k in state.cost[1]] == ["Patrat"]
    assert state.cost[0] == []


def test_five_or_more_pieces_in_the_cost_area_are_stacked() -> None:
    state = with_spares()
    cost_area(state, 0, "Patrat", "Patrat", "Zoroark", "Tamago")
    assert state.view(None)["sides"][0]["cost_area"]["stacked"] is False
    cost_area(state, 0, "Patrat", "Patrat", "Zoroark", "Tamago", "Tamago", "Tamago")
    area = state.view(None)["sides"][0]["cost_area"]
    assert area["stacked"] is True and area["count"] == 6
    assert "(stacked)" in GAME.render_text(state, 0)


def test_emboar_and_victini_are_stronger_turned_over() -> None:
    kinds = {k.name: k for k in GAME.content.kinds}
    for name in ("Emboar", "Victini"):
        assert kinds[name].face(True).power > kinds[name].face(False).power
    for name in ("Patrat", "Zoroark", "Serperior", "Samurott", "Reshiram", "Zekrom"):
        assert kinds[name].face(True).power < kinds[name].face(False).power


def test_a_beaten_emboar_fights_back_harder() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")  # 90
    emboar = place(state, 1, "Emboar", "c4")  # 80, 100 turned over
    act(state, "battle c3 c4")
    assert state.power(emboar) == 100
    act(state, "move g7 g6")
    stack_deck(state, 0)
    act(state, "battle c3 c4")  # 90 + 0 < 100: the Samurott loses now
    assert state.flip[emboar] == 1 and state.status[emboar] == ON_BOARD
    assert state.flip[state.piece_at("c3")] == 1


def test_a6_pieces_in_the_cost_area_never_come_back_into_play() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    patrat = place(state, 1, "Patrat", "c4", flipped=True)
    act(state, "battle c3 c4")
    assert state.status[patrat] == COST_AREA and state.cell[patrat] == -1
    assert patrat not in state.board
    act(state, "move g7 g6")
    assert all(a.split()[0] in ("move", "battle") for a in texts(state))
    assert not any(a.endswith("c4") and a.startswith("battle") for a in texts(state))


def test_a6_along_whole_games_no_piece_leaves_the_cost_area() -> None:
    import random

    for seed in range(6):
        state = GAME.new_state(seed=seed)
        rng = random.Random(seed)
        seen: set[int] = set()
        while state.outcome is None:
            for pid in seen:
                assert state.status[pid] == COST_AREA
            seen |= {p for p in range(GAME.tables.num_pieces) if state.status[p] == COST_AREA}
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.randrange(len(actions))])
        assert seen, "some piece went to a Cost Area"


def test_the_attacker_stays_on_its_square_after_knocking_a_piece_out() -> None:
    state = with_spares()
    place(state, 0, "Samurott", "c3")
    place(state, 1, "Zoroark", "c4", flipped=True)
    act(state, "battle c3 c4")
    assert at(state, "c3") == "Samurott" and at(state, "c4") is None
