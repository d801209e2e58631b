"""Tiny builders for HEX positions: a fresh state with chosen teams, trainers, hands and badges,
and helpers to open a battle or a decision directly."""

from __future__ import annotations

from typing import Any

from pokeforge.games.hex import GAME
from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.game import HexGame
from pokeforge.games.hex.params import HexParams
from pokeforge.games.hex.rules.battle import new_side, start_battle
from pokeforge.games.hex.rules.flow import TASKS, advance
from pokeforge.games.hex.state import HexState

BADGES = ["brock", "misty", "falkner", "bugsy", "erika", "skyla"]


def _noop_result(state: HexState, t: dict[str, Any]) -> None:
    """Where a battle opened by a builder ends: remember who won."""
    state.flags["last_battle"] = {"winner": t["winner"], "loser": t["loser"]}


TASKS.setdefault("noop_result", _noop_result)


def make_state(seats: int = 2, seed: int = 1, game: HexGame = GAME, **params: Any) -> HexState:
    return game.new_state(HexParams(**params), seed=seed, seats=seats)


def setup_player(state: HexState, seat: int, team: list[str], trainer: str = "hiker",
                 hand: list[str] | None = None, badges: int = 0) -> None:  # fmt: skip
    p = state.players[seat]
    p.team = list(team)
    p.trainer = trainer
    p.hand = list(hand or [])
    p.badges = BADGES[:badges]


def clear(state: HexState) -> None:
    """Forget the pending decision and queued tasks (the builder takes over the flow)."""
    state.pending = None
    state.tasks = []
    state.battle = None
    state.commits = None
    state.window = None
    state.flags["turn_started"] = True
    state.invalidate()


def open_battle(state: HexState, kind: str, a: int, b: int | str, limit: int = 1,
                dual: bool = False) -> None:  # fmt: skip
    clear(state)
    other = new_side(leader=b) if isinstance(b, str) else new_side(b)
    start_battle(state, kind, [new_side(a), other], {"t": "noop_result"}, limit=limit, dual=dual)
    run(state)


def act(state: HexState, seat: int, text: str) -> list[Any]:
    """``seat`` plays ``text``; then the seats of a reaction window who can only pass pass, as
    the adapters answer for them (:func:`settle`). The events of both."""
    return state.apply(seat, Action.parse(text)) + settle(state)


def settle(state: HexState) -> list[Any]:
    """Answer ``pass`` for every seat of the open reaction window(s) whose only legal answer it
    is (what the web app and the terminal do for a player), until a real decision is left."""
    events: list[Any] = []
    while state.pending is not None and state.pending["kind"] == "react":
        idle = [s for s in state.to_act() if [str(a) for a in state.legal_actions(s)] == ["pass"]]
        if not idle:
            break
        events += state.apply(idle[0], Action("pass"))
    return events


def run(state: HexState) -> None:
    """Run the queued tasks (``advance``), then :func:`settle` the reaction windows."""
    advance(state)
    settle(state)


def events_of(events: list[Any], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]
