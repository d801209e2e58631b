"""Trainer cards that ask for a choice (rulebook §11): Wally's extra Item. (Cynthia's capture
lives in :mod:`.capture`, May's Event copy in :mod:`.effects`, the passive bonuses in
:mod:`.power`, :mod:`.movement` and :mod:`.dice`.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, take_items
from .flow import ask, decision, task

if TYPE_CHECKING:
    from ..state import HexState


@task("wally")
def wally(state: HexState, t: dict[str, Any]) -> None:
    """§11 Wally: before drawing Items, you may discard up to 1 Item to draw 1 more."""
    seat = int(t["seat"])
    if not state.players[seat].hand:
        take_items(state, seat, int(t["count"]))
        return
    ask(
        state,
        "wally",
        [seat],
        f"Wally: discard an Item to draw {int(t['count']) + 1}?",
        count=int(t["count"]),
    )


def _legal_wally(state: HexState, seat: int) -> list[Action]:
    return [_KEEP, *Action.each("discard", sorted(set(state.players[seat].hand)))]


_KEEP = Action("keep")  # (made once: actions are values)


@decision("wally", _legal_wally)
def _apply_wally(state: HexState, seat: int, action: Action) -> None:
    assert state.pending is not None
    count = int(state.pending["count"])
    state.pending = None
    if action.verb == "discard":
        discard_item(state, seat, action.arg)
        count += 1
    take_items(state, seat, count)
