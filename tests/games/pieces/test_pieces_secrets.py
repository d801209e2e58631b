"""What no seat sees in Battle Chess: the order of the face-down Plus Power cards. The deck is
declared as a zone (``secrets()``), a drawn card is a declared reveal, and a determinised copy
depends on what the seat sees only."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "conformance"))

from conformance_checks import (
    check_determinize_from_view,
    check_secret_choices,
    check_swap,
)
from pieces_builders import deck_values, place, stack_deck, with_spares

from pokeforge.core import Rng, redeal
from pokeforge.games.pieces import GAME, PiecesState


def _battle_position(top: int) -> PiecesState:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 1, "Zoroark", "c4")
    stack_deck(state, top)
    return state


def test_the_face_down_deck_is_declared_hidden_from_every_seat_in_order() -> None:
    state = GAME.new_state(seed=4)
    (zone,) = state.secrets().zones
    assert zone.items is state.deck
    assert zone.ordered
    assert not zone.visible_to(0) and not zone.visible_to(1) and not zone.visible_to(None)


def test_a_re_deal_changes_the_deck_order_and_nothing_else() -> None:
    state = GAME.new_state(seed=4)
    orders = set()
    for seed in range(10):
        other = state.clone()
        redeal(other, 0, seed)
        assert sorted(other.deck) == sorted(state.deck)
        assert other.view(0) == state.view(0)
        orders.add(tuple(other.deck))
    assert len(orders) > 3


def test_the_battle_that_draws_a_card_declares_the_card_it_turns_face_up() -> None:
    state = _battle_position(30)
    events = state.apply(0, state.action_from_text(0, "battle c3 c4"))
    battle = next(e for e in events if e.kind == "battle")
    assert battle.public["card"] == 30
    assert battle.reveals


def test_a_battle_won_without_a_card_reveals_nothing() -> None:
    state = with_spares()
    place(state, 0, "Zoroark", "c3")  # 70
    place(state, 1, "Patrat", "d4")  # 60
    events = state.apply(0, state.action_from_text(0, "battle c3 d4"))
    assert all(not e.reveals for e in events)


def test_the_swap_test_holds_where_a_battle_draws_a_card() -> None:
    for top in (0, 30, 70):
        check_swap(_battle_position(top), Rng(top))


def test_determinised_copies_do_not_depend_on_the_real_deck_order() -> None:
    one, two = _battle_position(30), _battle_position(70)
    assert deck_values(one) != deck_values(two)
    assert one.view(0) == two.view(0)
    for seed in range(5):
        assert one.determinize(0, seed).digest() == two.determinize(0, seed).digest()
        check_determinize_from_view(one, Rng(seed))


def test_every_parameter_keeps_the_deck_its_only_secret_along_random_plays() -> None:
    # neither parameter changes what is hidden; the checks run with both set off their default
    params = GAME.pieces_params({"quiet_turn_limit": 6, "victini_sudden_death": True})
    for seed in range(2):
        state = GAME.new_state(params, seed=seed)
        rng = Rng(seed + 100)
        steps = 0
        while state.outcome is None and steps < 400:
            if steps % 15 == 0:
                check_swap(state, rng)
                check_determinize_from_view(state, rng)
                check_secret_choices(state, rng)
            seat = state.to_act()[0]
            actions = state.legal_actions(seat)
            state.apply(seat, actions[rng.below(len(actions))])
            steps += 1
