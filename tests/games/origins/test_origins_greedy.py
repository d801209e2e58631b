"""The greedy agent does not draw itself out of cards (issue 14: about a quarter of greedy
Origins games ended by a deck-out after over-drawing)."""

from __future__ import annotations

from origins_builders import GAME, table

from pokeforge.agents import GreedyAgent


def test_greedy_does_not_play_professor_oak_with_three_cards_left() -> None:
    for seed in range(8):
        st = table(hands=(["t-75"], []), decks=(["t-90"] * 3, ["t-90"] * 20))
        choice = str(GreedyAgent(seed=seed).choose(st, 0))
        assert choice != "play t-75", seed


def test_greedy_does_not_play_bill_to_empty_its_deck() -> None:
    for seed in range(8):
        st = table(hands=(["t-70"], []), decks=(["t-90"] * 2, ["t-90"] * 20))
        assert str(GreedyAgent(seed=seed).choose(st, 0)) != "play t-70", seed


def test_greedy_still_draws_with_a_thick_deck() -> None:
    st = table(hands=(["t-70"], []), decks=(["t-90"] * 30, ["t-90"] * 20))
    assert str(GreedyAgent(seed=0).choose(st, 0)) == "play t-70"


def test_an_empty_deck_is_worth_less_than_a_few_cards_left() -> None:
    thin = table(decks=([], ["t-90"] * 20))
    some = table(decks=(["t-90"] * 5, ["t-90"] * 20))
    assert GAME.evaluate(some, 0) > GAME.evaluate(thin, 0) + 100
