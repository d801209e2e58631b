"""The conformance checks themselves: each one fails on a Dice Duel broken in its way."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Self

import pytest
from conformance_checks import (
    StableNumbers,
    check_action_numbers,
    check_agents_fair,
    check_clone,
    check_determinize_from_view,
    check_future_dice,
    check_json_and_no_rng,
    check_refusals,
    check_round_trip,
    check_secret_choices,
    check_swap,
    check_words,
)
from conformance_support import playout

from fixtures.ambush import SHIELD, AmbushGame, AmbushState
from fixtures.duel import CODEC, DuelGame, DuelState, Play, Stake
from pokeforge.agents import registry
from pokeforge.agents.base import Agent
from pokeforge.core import Event, Game, Prompt, ReactionWindow, State


def _broken(state_type: type[DuelState]) -> Game:
    class BrokenGame(DuelGame):
        slug = "broken-duel"

    BrokenGame.state_type = state_type
    return BrokenGame()


class LeakySecrets(DuelState):
    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["played"] = {str(s): c for s, c in self.plays.choices.items()}
        return out


class LeakyEvents(DuelState):
    def _apply(self, seat: int, action: Any) -> list[Event]:
        events = super()._apply(seat, action)
        return [Event(e.kind, f"{e.text} ({action})") for e in events]


class PeekingView(DuelState):
    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["next_die"] = self.rng.copy().d6()
        return out


class RngInView(DuelState):
    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["seed_state"] = self.rng.to_json()["state"]
        return out


class SharedClone(DuelState):
    def clone(self) -> Self:
        copy = super().clone()
        copy.scores = self.scores
        copy.hands = self.hands
        return copy


class LossyJson(DuelState):
    def to_json(self) -> dict[str, Any]:
        data = super().to_json()
        data["stake"] = 0
        return data


class MutatingRefusal(DuelState):
    def explain_illegal(self, seat: int, action: Any) -> str:
        self.scores[seat] += 1
        return "no"


class ViewShowsHands(DuelState):
    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["hand_sizes"] = [sorted(h) for h in self.hands]
        return out


class ViewShowsDeckOrder(DuelState):
    def view(self, seat: int | None) -> dict[str, Any]:
        out = super().view(seat)
        out["deck_top"] = self.deck[-1:] if self.deck else []
        return out


class DrawNamesCard(DuelState):
    def _draw(self) -> list[Event]:
        return [
            Event(e.kind, f"Player {e.public['seat'] + 1} drew {e.private[e.public['seat']]}.")
            for e in super()._draw()
        ]


class DeterminizeKeepsSecrets(DuelState):
    def determinize(self, seat: int, seed: int) -> Self:
        copy = self.clone()
        copy.rng.reseed(seed)
        return copy


class EngineWords(DuelState):
    def prompt(self, seat: int) -> Prompt:
        asked = super().prompt(seat)
        return Prompt(asked.kind, f"seat {seat}: {asked.text}", asked.data)


@pytest.mark.parametrize(
    ("state_type", "check", "match"),
    [
        (LeakySecrets, check_secret_choices, "can tell play"),
        (LeakyEvents, check_secret_choices, "events tell seat"),
        (PeekingView, check_future_dice, "depends on the future dice"),
        (RngInView, check_json_and_no_rng, "holds the RNG state"),
        (SharedClone, check_clone, "clone changed the original"),
        (LossyJson, check_round_trip, "read back from JSON plays on differently"),
        (MutatingRefusal, check_refusals, "refused action changed the state"),
        (EngineWords, check_words, "a person reads"),
        (ViewShowsHands, check_swap, "view shows what it cannot see"),
        (ViewShowsDeckOrder, check_swap, "view shows what it cannot see"),
        (DrawNamesCard, check_swap, "public events of .* show what is hidden"),
        (
            DeterminizeKeepsSecrets,
            check_determinize_from_view,
            "copy depends on what it cannot see",
        ),
    ],
    ids=lambda x: getattr(x, "__name__", str(x)),
)
def test_eachcheck_catches_the_bug_it_is_for(
    state_type: type[DuelState], check: Any, match: str
) -> None:
    game = _broken(state_type)
    with pytest.raises(AssertionError, match=match):
        for seed in range(3):
            playout(game, seed, check=check)


class PeekingAgent(Agent):
    """Chooses by the other seats' real hands: what the agent test is there to catch."""

    name = "peeking"

    def choose(self, state: State[Any], seat: int) -> Hashable:
        actions = state.legal_actions(seat)
        assert isinstance(state, DuelState)
        seen = sum(sum(h) for s, h in enumerate(state.hands) if s != seat)
        return actions[seen % len(actions)]


def test_the_agent_test_catches_an_agent_that_reads_other_hands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(registry, "_AGENTS", {**registry._AGENTS, "peeking": PeekingAgent})
    with pytest.raises(AssertionError, match=r"agent peeking .* sees what it should not"):
        for seed in range(3):
            playout(DuelGame(), seed, check=check_agents_fair)


class NumbersByPlace(DuelState):
    """Numbers an action by its place in the legal list: fine in one position, unstable."""

    def _action_number(self, seat: int, action: Any) -> int:
        return self.legal_actions(seat).index(action)


class SharedNumber(DuelState):
    """Gives both stakes the same number."""

    def _action_number(self, seat: int, action: Any) -> int:
        return 0 if isinstance(action, Stake) else super()._action_number(seat, action)


class NumberOutOfRange(DuelState):
    """Numbers the plays past num_distinct_actions."""

    def _action_number(self, seat: int, action: Any) -> int:
        return super()._action_number(seat, action) + (
            CODEC.size if isinstance(action, Play) else 0
        )


@pytest.mark.parametrize(
    ("state_type", "check", "match"),
    [
        (NumbersByPlace, StableNumbers, r"number 0 names both"),
        (SharedNumber, lambda: check_action_numbers, "share a number"),
        (NumberOutOfRange, lambda: check_action_numbers, "out of range 0 to 7"),
    ],
    ids=lambda x: getattr(x, "__name__", "check"),
)
def test_the_action_number_checks_catch_the_bug_each_is_for(
    state_type: type[DuelState], check: Any, match: str
) -> None:
    game = _broken(state_type)
    checker = check()
    with pytest.raises(AssertionError, match=match):
        for seed in range(3):
            playout(game, seed, check=checker)
    fresh = check()
    for seed in range(3):  # the fixture itself passes
        playout(DuelGame(), seed, check=fresh)


def test_the_unbroken_fixture_passes_every_check() -> None:
    game = DuelGame()
    for check in (
        check_action_numbers,
        StableNumbers(),
        check_secret_choices,
        check_future_dice,
        check_json_and_no_rng,
        check_clone,
        check_round_trip,
        check_refusals,
        check_words,
        check_swap,
        check_determinize_from_view,
        check_agents_fair,
    ):
        final, actions = playout(game, 0, check=check)
        assert final.outcome is not None and actions


class AskOnlyHolders(AmbushState):
    """The old HEX design: only a seat that holds a Shield is asked."""

    def _apply(self, seat: int, action: Any) -> list[Event]:
        events = super()._apply(seat, action)
        if self.window is not None and not self.window.choices:
            holders = tuple(s for s in self.window.seats if SHIELD in self.hands[s])
            self.window = ReactionWindow("attack", holders)
            if not holders:
                events.extend(self._resolve())
        return events


def test_the_swap_test_catches_a_reaction_window_that_asks_only_the_holders() -> None:
    class Broken(AmbushGame):
        slug = "broken-ambush"

    Broken.state_type = AskOnlyHolders
    with pytest.raises(AssertionError, match=r"show what is hidden|shows what it cannot see"):
        for seed in range(3):
            playout(Broken(), seed, check=check_swap)
    for seed in range(3):  # the fixture itself, asking every seat with a card, passes
        playout(AmbushGame(), seed, check=check_swap)
