"""Reaction windows (rulebook §8 Items "usable at any moment": Time Travel, Poké Doll, Poké Flute,
Exp. Share, Repel, Potion; §11 May and Cynthia), on the core :class:`ReactionWindow`.

Whether a player holds a reaction card must not show, so a window never depends on it. Its seats
are every player who could in principle react, decided from public information only: the players
with at least one Item Card in hand (hand sizes are public), the attacked player for a Poké Doll,
the loser of a duel for a Potion, a May or Cynthia Trainer card (face up). Every seat of the
window answers in secret and in any order, each with the reactions it can play now or ``pass``
(a seat holding nothing playable gets only ``pass``); everyone's prompt is the same ``react``
question, and the view shows others only that reactions are being collected. When the last
answer is in, a public ``reactions`` event marks that they resolve, and the rule of the window
resolves them in the window's seat order (see each window, and docs/rules/hex.md); only the
reactions that take effect are ever shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pokeforge.core import ReactionWindow

from ..actions import Action
from .flow import ask, decision

if TYPE_CHECKING:
    from ..state import HexState

PASS = ReactionWindow.PASS

#: the reactions ``seat`` can play now in the window (``pass`` is added to them)
ReactLegal = Callable[["HexState", int, dict[str, Any]], list[Action]]
#: carry out the reactions played, ``(seat, action)`` in the window's seat order
ReactResolve = Callable[["HexState", list[tuple[int, Action]], dict[str, Any]], None]

REACTIONS: dict[str, tuple[ReactLegal, ReactResolve]] = {}


def reaction(trigger: str, legal: ReactLegal) -> Callable[[ReactResolve], ReactResolve]:
    """Register the window ``trigger``: what a seat can play in it, and how answers resolve."""

    def deco(fn: ReactResolve) -> ReactResolve:
        REACTIONS[trigger] = (legal, fn)
        return fn

    return deco


def with_items(state: HexState, first: int, *, skip: int | None = None) -> list[int]:
    """The players with at least one Item Card in hand, in seat order from ``first``."""
    n = state.num_seats
    order = [(first + k) % n for k in range(n)]
    return [s for s in order if s != skip and state.players[s].hand]


def spent(state: HexState, kind: str) -> bool:
    """Whether every copy of the Item ``kind`` has been played openly since the Item discard
    pile was last shuffled back into the deck: then nobody can hold one, as everyone can tell,
    and its window need not open (decision 41)."""
    return int(state.flags.get("played", {}).get(kind, 0)) >= state.content.items[kind].copies


def mark_played(state: HexState, kind: str) -> None:
    """An Item of ``kind`` is played openly (it goes to the discard pile)."""
    counts = state.flags.setdefault("played", {})
    counts[kind] = counts.get(kind, 0) + 1


def open_window(
    state: HexState, trigger: str, seats: list[int], text: str, data: dict[str, Any]
) -> bool:
    """Open the window ``trigger`` for ``seats`` (in resolution order); ``data`` is what the
    resolution needs. False (nothing opens) when there is no seat."""
    if not seats:
        return False
    state.window = ReactionWindow(trigger, tuple(seats))
    ask(state, "react", list(seats), text, trigger=trigger, data=data)
    return True


def _legal_react(state: HexState, seat: int) -> list[Action]:
    p = state.pending
    assert p is not None
    legal, _ = REACTIONS[p["trigger"]]
    return [*legal(state, seat, p["data"]), Action(PASS)]


@decision("react", _legal_react)
def _apply_react(state: HexState, seat: int, action: Action) -> None:
    window, p = state.window, state.pending
    assert window is not None and p is not None
    window.commit(seat, str(action))
    if not window.complete:
        return  # still collecting: nothing shows
    state.pending = None
    state.window = None
    answers = [(s, Action.parse(window.choices[s])) for s in window.seats]
    played = [(s, a) for s, a in answers if a.verb != PASS]
    # the answers resolve from here on: a declared reveal, but of what takes effect only (each
    # rule below says who plays what). An answer that never takes effect (a second Time Travel
    # after a reroll, a Repel after the first) stays the player's secret: who answered what is
    # not listed (an independent audit found the list showing holders of unplayed cards)
    state.say(
        "reactions",
        "The reactions are in.",
        reveals=("the reactions that take effect",),
        trigger=window.trigger,
    )
    _, resolve = REACTIONS[p["trigger"]]
    resolve(state, played, p["data"])
