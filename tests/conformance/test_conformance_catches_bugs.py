"""The conformance checks themselves: each one fails on a Dice Duel broken in its way."""

from __future__ import annotations

from typing import Any, Self

import pytest
from conformance_checks import (
    check_clone,
    check_future_dice,
    check_json_and_no_rng,
    check_refusals,
    check_round_trip,
    check_secret_choices,
    check_words,
)
from conformance_support import playout

from fixtures.duel import DuelGame, DuelState
from pokeforge.core import Event, Game, Prompt


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


class EngineWords(DuelState):
    def prompt(self, seat: int) -> Prompt:
        asked = super().prompt(seat)
        return Prompt(asked.kind, f"seat {seat}: {asked.text}", asked.data)


@pytest.mark.parametrize(
    ("state_type", "check"),
    [
        (LeakySecrets, check_secret_choices),
        (LeakyEvents, check_secret_choices),
        (PeekingView, check_future_dice),
        (RngInView, check_json_and_no_rng),
        (SharedClone, check_clone),
        (LossyJson, check_round_trip),
        (MutatingRefusal, check_refusals),
        (EngineWords, check_words),
    ],
    ids=lambda x: getattr(x, "__name__", str(x)),
)
def test_eachcheck_catches_the_bug_it_is_for(state_type: type[DuelState], check: Any) -> None:
    game = _broken(state_type)
    with pytest.raises(AssertionError):
        for seed in range(3):
            playout(game, seed, check=check)


def test_the_unbroken_fixture_passes_every_check() -> None:
    game = DuelGame()
    for check in (
        check_secret_choices,
        check_future_dice,
        check_json_and_no_rng,
        check_clone,
        check_round_trip,
        check_refusals,
        check_words,
    ):
        final, actions = playout(game, 0, check=check)
        assert final.outcome is not None and actions
