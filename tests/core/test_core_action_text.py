"""core.state: an action typed by a person is found by its plain name where that is unambiguous.

The exact text form always wins; then any letter case; then the name without a card's copy index
and with hyphens read as spaces (``use fly`` for ``use fly.2``, ``use lure module`` for
``use lure-module.2``); then the first words of one action. Several fits are refused with
the candidates listed, and nothing changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Self

import pytest

from pokeforge.core import Event, Game, IllegalAction, Outcome, Prompt, Rng, State, Termination


@dataclass(frozen=True, slots=True)
class Card:
    text: str

    def __str__(self) -> str:
        return self.text


HAND = (
    "use fly.2",
    "use potion.1",
    "use potion.3",
    "use lure-module.2",
    "item potion.1+fly.2",
    "attack Fly f3",
    "attack Harden",
    "move a3",
    "move a3 with Bind",
    "move b4 with Bind",
    "pass",
)


class HandState(State[Card]):
    """One seat chooses one of ``HAND``; the choice ends the game."""

    def __init__(self, game: Game, hand: tuple[str, ...] = HAND) -> None:
        self.game = game
        self.rng = Rng(0)
        self.num_seats = 1
        self.outcome = None
        self._legal_cache = None
        self.hand = hand
        self.chosen: str | None = None

    def to_act(self) -> tuple[int, ...]:
        return () if self.outcome is not None else (0,)

    def prompt(self, seat: int) -> Prompt:
        return Prompt("card", "Play a card")

    def _legal_actions(self, seat: int) -> list[Card]:
        return [Card(t) for t in self.hand]

    def _apply(self, seat: int, action: Card) -> list[Event]:
        self.chosen = action.text
        self.outcome = Outcome(Termination.OBJECTIVE, (0,), "played")
        return [Event("card", f"Played {action.text}.")]

    def clone(self) -> Self:
        raise AssertionError("not needed")

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"chosen": self.chosen}

    def to_json(self) -> dict[str, Any]:
        return {"chosen": self.chosen, "hand": list(self.hand)}


class HandGame(Game):
    slug = "test-hand"
    title = "Hand"
    min_seats = max_seats = 1

    def new_state(self, params: Any = None, seed: int = 0, seats: int | None = None) -> HandState:
        return HandState(self)

    def state_from_json(self, data: dict[str, Any]) -> HandState:
        raise AssertionError("not needed")


def _state(hand: tuple[str, ...] = HAND) -> HandState:
    return HandState(HandGame(), hand)


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("use fly.2", "use fly.2"),  # the exact text form
        ("use fly", "use fly.2"),  # the plain name of the only Fly card
        ("USE  Fly", "use fly.2"),  # any letter case and spacing
        ("Use Fly.2", "use fly.2"),
        ("item potion+fly", "item potion.1+fly.2"),  # copy indexes dropped inside a combination
        ("use lure module", "use lure-module.2"),  # the card's name, a hyphen read as a space
        ("USE LURE-MODULE", "use lure-module.2"),
        ("use lure", "use lure-module.2"),  # its first word, as no other card starts so
        ("attack harden", "attack Harden"),
        ("attack fly", "attack Fly f3"),  # the first words of exactly one action
        ("move a3", "move a3"),  # an exact fit beats the longer "move a3 with Bind"
        ("move b4", "move b4 with Bind"),
        ("PASS", "pass"),
    ],
)
def test_a_plain_name_finds_the_one_action_it_names(typed: str, meant: str) -> None:
    state = _state()
    assert str(state.action_from_text(0, typed)) == meant


@pytest.mark.parametrize(
    ("typed", "candidates"),
    [
        ("use potion", ("use potion.1", "use potion.3")),
        ("use", ("use fly.2", "use potion.1", "use potion.3", "use lure-module.2")),
        ("attack", ("attack Fly f3", "attack Harden")),
    ],
)
def test_an_ambiguous_name_is_refused_listing_the_candidates(
    typed: str, candidates: tuple[str, ...]
) -> None:
    state = _state()
    before = state.to_json()
    with pytest.raises(IllegalAction, match="could be any of") as refused:
        state.action_from_text(0, typed)
    for text in candidates:
        assert repr(text) in refused.value.reason
    others = set(HAND) - set(candidates)
    assert not any(repr(t) in refused.value.reason for t in others)
    assert state.to_json() == before


@pytest.mark.parametrize("typed", ["fly", "use fl", "use fly.3 now", "move c5", "", "use fly.x"])
def test_a_text_that_names_no_legal_action_is_refused_as_before(typed: str) -> None:
    with pytest.raises(IllegalAction, match="is not a legal action now"):
        _state().action_from_text(0, typed)


def test_a_copy_index_is_not_dropped_from_a_number_or_a_square() -> None:
    state = _state(("bet 1.5", "go a3.1", "take 2"))
    assert str(state.action_from_text(0, "BET 1.5")) == "bet 1.5"
    with pytest.raises(IllegalAction):
        state.action_from_text(0, "bet 1")
    assert str(state.action_from_text(0, "go a3")) == "go a3.1"


def test_the_exact_text_wins_over_a_case_insensitive_twin() -> None:
    state = _state(("pick Abra", "pick abra"))
    assert str(state.action_from_text(0, "pick abra")) == "pick abra"
    assert str(state.action_from_text(0, "pick Abra")) == "pick Abra"
    with pytest.raises(IllegalAction, match="could be any of"):
        state.action_from_text(0, "PICK ABRA")


def test_nothing_is_found_once_the_game_is_over() -> None:
    state = _state()
    state.apply(0, state.action_from_text(0, "use fly"))
    assert state.chosen == "use fly.2"
    with pytest.raises(IllegalAction, match="over"):
        state.action_from_text(0, "pass")
