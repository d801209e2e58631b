"""The turn loop: tasks run in order until a seat must decide (rulebook §3 "Traveling", §8 hand
limit, skipped and extra turns).

Everything that happens is a *task* (a small JSON dict with a ``t`` name) run by a handler
registered here; a handler either finishes, pushes more tasks, or sets ``state.pending`` (a
decision) and stops. Decisions are answered through :mod:`.dispatch`. Battles run through
``state.battle`` (:mod:`.battle`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..actions import Action
from .decks import discard_item, hand_limit

if TYPE_CHECKING:
    from ..state import HexState

TaskFn = Callable[["HexState", dict[str, Any]], None]
LegalFn = Callable[["HexState", int], list["Action"]]
ApplyFn = Callable[["HexState", int, "Action"], None]

TASKS: dict[str, TaskFn] = {}
DECISIONS: dict[str, tuple[LegalFn, ApplyFn]] = {}
#: functions of rule modules that import this one (the battle step, the League's turn rules),
#: registered by those modules when they load
HOOKS: dict[str, Callable[..., Any]] = {}


def task(name: str) -> Callable[[TaskFn], TaskFn]:
    def deco(fn: TaskFn) -> TaskFn:
        TASKS[name] = fn
        return fn

    return deco


def decision(name: str, legal: LegalFn) -> Callable[[ApplyFn], ApplyFn]:
    def deco(fn: ApplyFn) -> ApplyFn:
        DECISIONS[name] = (legal, fn)
        return fn

    return deco


def ask(state: HexState, kind: str, seats: list[int], text: str, **data: Any) -> None:
    """Stop and wait for ``seats`` to decide ``kind``."""
    state.pending = {"kind": kind, "seats": list(seats), "text": text, **data}


def push(state: HexState, *tasks: dict[str, Any]) -> None:
    """Run these tasks next, before anything already queued. Tasks pushed while a battle is under
    way (a reaction to its dice, an Item drawn on a 1) run before the battle goes on."""
    if state.battle is not None:
        tasks = tuple({**t, "urgent": True} for t in tasks)
    if len(tasks) == 1:
        state.tasks.insert(0, tasks[0])  # (most pushes: quicker than the slice)
    else:
        state.tasks[0:0] = tasks


def advance(state: HexState) -> None:
    """Run tasks until a decision is needed or the game is over."""
    battle_step = HOOKS["battle_step"]
    guard = 0
    while state.outcome is None and state.pending is None:
        guard += 1
        if guard > 10_000:  # a rules bug, never a legal position
            raise RuntimeError("the HEX turn loop made no progress")
        tasks = state.tasks  # (a task may replace the list: read again each time)
        if state.battle is not None and not (tasks and tasks[0].get("urgent")):
            battle_step(state)
            continue
        if tasks:
            t = tasks.pop(0)
            TASKS[t["t"]](state, t)
            continue
        next_turn(state)


def next_turn(state: HexState) -> None:
    """Pass play to the next seat that does not skip (§9 skips; §8 Bicycle extra turns)."""
    league_before_turn = HOOKS["league_before_turn"]
    league_turn_filter = HOOKS["league_turn_filter"]
    p = state.players[state.active]
    if p.extra_turns > 0 and state.flags.get("turn_started"):
        p.extra_turns -= 1
        state.say(
            "extra_turn", f"{state.name(state.active)} plays an extra turn.", seat=state.active
        )
    elif state.flags.get("turn_started"):
        for _ in range(state.num_seats * 4):
            state.active = (state.active + 1) % state.num_seats
            if state.active == 0:
                state.round += 1
                _tick_round(state)
                if state.outcome is not None or state.tasks or state.pending is not None:
                    _tick_owner(state, state.active)
                    state.flags["turn_started"] = False
                    return
            _tick_owner(state, state.active)
            if league_before_turn(state):
                state.flags["turn_started"] = False
                return
            if not league_turn_filter(state, state.active):
                continue
            if until_my_turn_ends(state, state.active):
                continue  # §9 Rocket Bribe: a copied Event costs this turn
            q = state.players[state.active]
            if q.skip > 0:
                q.skip -= 1
                state.say("skip", f"{state.name(state.active)} skips this turn.", seat=state.active)
                continue
            break
    state.turn += 1
    state.flags.update(_TURN_FLAGS)
    state.tasks.extend(({"t": "turn_menu"}, {"t": "after_menu"}, {"t": "end_turn"}))


#: the flags every turn starts with: ``acted``, anything done from the turn menu (§8 Fly must
#: be alone); ``closed``, the turn allows nothing more (Lyra's rest, Fly)
_TURN_FLAGS = {"turn_started": True, "gym_done": False, "moved": False, "offered": False,
               "acted": False, "closed": False}  # fmt: skip


def until_my_turn_ends(state: HexState, seat: int) -> bool:
    """Effects that last "until your next turn" (§9 Rocket Bribe, §10 Mr. Briney's Boat) end when
    their owner's next turn comes. True if that turn is skipped (a Rocket Bribe that copied an
    Event)."""
    skip = False
    if not state.continuous:  # (most turns: no list to build)
        return skip
    for c in [c for c in state.continuous if c["rounds"] is None and c["owner"] == seat]:
        state.continuous.remove(c)
        state.say("continuous_end", f"{c['name']} is over.", name=c["name"])
        if c["kind"] == "rocket_bribe" and c["copied"]:
            state.say("skip", f"{state.name(seat)} skips this turn (Rocket Bribe).", seat=seat)
            skip = True
    return skip


def _tick_round(state: HexState) -> None:
    """Start of a round: the League may be called (safety rule)."""
    maybe_call_league = HOOKS["maybe_call_league"]
    maybe_call_league(state)


def _tick_owner(state: HexState, seat: int) -> None:
    """§9 continuous Events last "for N turns": counted from their owner, they end when the
    owner's turn has come round N times (played or skipped), so every other player plays N turns
    under them whatever the owner's seat. A National Park's prizes are handed out before the
    turn that comes next."""
    if not state.continuous:  # (most turns: no list to build)
        return
    for c in state.continuous:
        if c["rounds"] is not None and c["owner"] == seat:
            c["rounds"] -= 1
    for c in [c for c in state.continuous if c["rounds"] is not None and c["rounds"] <= 0]:
        state.continuous.remove(c)
        state.say("continuous_end", f"{c['name']} is over.", name=c["name"])
        if c["kind"] == "national_park":
            state.tasks.append({"t": "national_park_end", "park": c})


@task("end_turn")
def end_turn(state: HexState, t: dict[str, Any]) -> None:
    """§8: discard down to the hand limit at the end of the turn."""
    seat = state.active
    if len(state.players[seat].hand) > hand_limit(state, seat):
        ask(state, "discard", [seat], f"discard down to {hand_limit(state, seat)} Item Cards")
        state.tasks.insert(0, {"t": "end_turn"})


def _legal_discard(state: HexState, seat: int) -> list[Action]:
    return Action.each("discard", sorted(set(state.players[seat].hand)))


@decision("discard", _legal_discard)
def _apply_discard(state: HexState, seat: int, action: Action) -> None:
    discard_item(state, seat, action.arg)
    state.pending = None
