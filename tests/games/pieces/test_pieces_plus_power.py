"""Rule sheet "About Plus Power Cards": face-up cards, the +70 reshuffle, the hidden order."""

from __future__ import annotations

from collections import Counter

from pieces_builders import act, deck_values, faceup_values, place, stack_deck, with_spares

from pokeforge.games.pieces import GAME


def test_the_deck_holds_plus_0_0_20_30_40_70_shuffled_face_down() -> None:
    state = GAME.new_state(seed=3)
    assert sorted(deck_values(state)) == [0, 0, 20, 30, 40, 70]
    assert faceup_values(state) == []
    orders = {tuple(deck_values(GAME.new_state(seed=s))) for s in range(20)}
    assert len(orders) > 5


def test_a_drawn_card_is_placed_face_up_in_the_plus_power_area() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 1, "Zoroark", "c4")
    stack_deck(state, 30)
    act(state, "battle c3 c4")
    assert faceup_values(state) == [30]
    assert state.view(None)["plus_power"]["face_up"] == [30]
    assert state.view(1)["plus_power"]["deck_count"] == 5


def test_face_up_cards_cannot_be_drawn_again_until_the_reshuffle() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 0, "Patrat", "e3")
    place(state, 1, "Zoroark", "c4")
    place(state, 1, "Zoroark", "e4")
    stack_deck(state, 40, 0, 20)
    act(state, "battle c3 c4")  # +40: the Zoroark is turned over
    assert 40 not in deck_values(state)
    act(state, "move g7 g6")
    act(state, "battle e3 e4")  # +0
    assert faceup_values(state) == [40, 0]
    assert sorted(deck_values(state)) == [0, 20, 30, 70]


def test_drawing_the_plus_70_turns_every_face_up_card_over_and_reshuffles() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 0, "Patrat", "e3")
    place(state, 1, "Zoroark", "c4")
    place(state, 1, "Samurott", "e4")
    stack_deck(state, 0, 70)
    act(state, "battle c3 c4")  # +0: lost
    act(state, "move g7 g6")
    kinds = act(state, "battle e3 e4")  # +70: 130 beats 90, then the reshuffle
    assert "flip" in kinds and kinds[-1] == "reshuffle"
    assert faceup_values(state) == []
    assert sorted(deck_values(state)) == [0, 0, 20, 30, 40, 70]


def test_after_the_reshuffle_drawing_starts_again_from_the_top() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 0, "Patrat", "e3")
    place(state, 1, "Zoroark", "c4")
    place(state, 1, "Zoroark", "e4")
    stack_deck(state, 70)
    act(state, "battle c3 c4")
    top = deck_values(state)[0]
    act(state, "move g7 g6")
    act(state, "battle e3 e4")
    assert faceup_values(state) == [top]


def test_the_reshuffle_order_comes_from_the_states_rng() -> None:
    results = Counter()
    for seed in range(12):
        state = with_spares()
        state.rng.reseed(seed)
        place(state, 0, "Patrat", "c3")
        place(state, 1, "Zoroark", "c4")
        stack_deck(state, 70)
        act(state, "battle c3 c4")
        results[tuple(deck_values(state))] += 1
    assert len(results) > 3


def test_the_order_of_the_face_down_cards_is_in_no_view() -> None:
    one = GAME.new_state(seed=1)
    two = one.clone()
    two.deck = list(reversed(two.deck))
    assert one.deck != two.deck
    for seat in (None, 0, 1):
        assert one.view(seat) == two.view(seat)
        assert "deck" not in one.view(seat)["plus_power"]


def test_a_determinised_copy_reshuffles_the_face_down_cards_but_not_the_face_up_ones() -> None:
    state = with_spares()
    place(state, 0, "Patrat", "c3")
    place(state, 1, "Zoroark", "c4")
    stack_deck(state, 30)
    act(state, "battle c3 c4")
    orders = set()
    for seed in range(15):
        copy = state.determinize(1, seed)
        assert faceup_values(copy) == [30]
        assert sorted(deck_values(copy)) == sorted(deck_values(state))
        orders.add(tuple(deck_values(copy)))
    assert len(orders) > 3
