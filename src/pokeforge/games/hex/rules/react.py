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

from pokeforge.core import Event, ReactionWindow

from ..actions import Action
from .flow import decision

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
    players = state.players
    out = []
    for k in range(first, first + n):  # (a loop is quicker than the comprehension here)
        s = k % n
        if s != skip and players[s].hand:
            out.append(s)
    return out


def spent(state: HexState, kind: str) -> bool:
    """Whether every copy of the Item ``kind`` has been played openly since the Item discard
    pile was last shuffled back into the deck: then nobody can hold one, as everyone can tell,
    and its window need not open (decision 41)."""
    played = state.flags.get("played")
    if not played:
        return state.content.items[kind].copies <= 0
    return int(played.get(kind, 0)) >= state.content.items[kind].copies


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
    # (what ask() writes, without its keyword detour)
    state.pending = {"kind": "react", "seats": list(seats), "text": text, "trigger": trigger,
                     "data": data}  # fmt: skip
    return True


#: the answer that plays nothing, and the answers of a seat that holds nothing playable (one
#: tuple for all: most answers of most windows are this)
PASS_ACTION = Action(PASS)
PASS_ONLY: tuple[Action, ...] = (PASS_ACTION,)


def legal_answers(state: HexState, seat: int) -> tuple[Action, ...]:
    """The answers of ``seat``, a seat the open window waits for: its reactions, then ``pass``."""
    p = state.pending
    assert p is not None
    acts = REACTIONS[p["trigger"]][0](state, seat, p["data"])
    return (*acts, PASS_ACTION) if acts else PASS_ONLY


def _legal_react(state: HexState, seat: int) -> list[Action]:
    return list(legal_answers(state, seat))


def answer(state: HexState, seat: int, action: Action) -> bool:
    """Record ``seat``'s legal answer; True when it was the last one (the window must then be
    resolved by :func:`close`)."""
    window = state.window
    assert window is not None
    choices = window.choices
    if seat not in window.seats or seat in choices:
        window.commit(seat, str(action))  # refused, with the core's reason
    choices[seat] = PASS if action is PASS_ACTION else str(action)
    for s in window.seats:  # noqa: SIM110  (a loop is quicker than all() here)
        if s not in choices:
            return False
    return True


@decision("react", _legal_react)
def _apply_react(state: HexState, seat: int, action: Action) -> None:
    if answer(state, seat, action):
        close(state)


_TEXT = "The reactions are in."
_REVEALS = ("the reactions that take effect",)


def close(state: HexState) -> None:
    """Every answer is in: resolve the reactions played, in the window's seat order."""
    window, p = state.window, state.pending
    assert window is not None and p is not None
    state.pending = None
    state.window = None
    choices = window.choices
    # an answer's verb is ``pass`` only for the pass itself (no reaction is written so)
    played = []
    for s in window.seats:  # (a loop: most windows close with passes only)
        if choices[s] != PASS:
            played.append((s, Action.parse(choices[s])))
    # the answers resolve from here on: a declared reveal, but of what takes effect only (each
    # rule says who plays what). An answer that never takes effect (a second Time Travel after a
    # reroll, a Repel after the first) stays the player's secret: who answered what is not
    # listed (an independent audit found the list showing holders of unplayed cards)
    state.events.append(Event("reactions", _TEXT, {"trigger": window.trigger}, {}, {}, _REVEALS))
    REACTIONS[p["trigger"]][1](state, played, p["data"])
