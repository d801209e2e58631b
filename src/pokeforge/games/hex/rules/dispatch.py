"""Answers to decisions: every decision kind is registered by the rule module that asks it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import (  # noqa: F401  (each registers its tasks and decisions)
    achievements,
    battle,
    capture,
    effects,
    elite,
    flow,
    gyms,
    items,
    league,
    movement,
    operations,
    spaces,
    trading,
    trainers,
)
from .flow import DECISIONS, advance
from .react import PASS_ACTION, PASS_ONLY, REACTIONS, answer, close, legal_answers

__all__ = [
    "DECISIONS",
    "PASS_ACTION",
    "PASS_ONLY",
    "REACTIONS",
    "advance",
    "answer",
    "apply_action",
    "close",
    "legal_actions",
    "legal_answers",
]

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import HexState


def legal_actions(state: HexState, seat: int) -> list[Action]:
    assert state.pending is not None
    legal, _ = DECISIONS[state.pending["kind"]]
    return legal(state, seat)


def apply_action(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    _, fn = DECISIONS[state.pending["kind"]]
    fn(state, seat, action)
    advance(state)
