"""Which rule answers a decision: legal actions and their application by stage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import (
    ASK,
    DEFEND_NONE,
    PASS,
    ROLL,
    Action,
    Announce,
    Ask,
    Attack,
    Defend,
    Move,
    Order,
    Pass,
    Pick,
    Place,
    Rescue,
    Roll,
    Skip,
)
from ..events import event, seat_name
from . import cycle, damage, deployment, rescue, selection
from .attacks import apply_attack, attack_options
from .movement import apply_announce, apply_move, move_options

if TYPE_CHECKING:
    from ..state import TacticsState

_DEFENDS: dict[str, Defend] = {}


def defend_options(st: TacticsState) -> list[Action]:
    p = st.pending
    assert p is not None
    option = damage.pending_option(st, p, p.queue[0])
    if option is None:  # cannot happen: the queue holds only Pokémon with a choice
        return [DEFEND_NONE]
    d = _DEFENDS.get(option)
    if d is None:
        d = _DEFENDS[option] = Defend(option)
    return [d, DEFEND_NONE]


def legal(st: TacticsState, seat: int) -> list[Action]:
    stage = st.stage
    if stage == "move":
        return move_options(st)
    if stage == "attack":
        return attack_options(st)
    if stage == "defend":
        return defend_options(st)
    if stage == "ask":
        return [ASK, ROLL]
    if stage == "order":
        return cycle.order_options(st, seat)
    if stage == "deployment":
        return list(deployment.options(st, seat))
    if stage == "selection":
        return list(selection.options(st, seat))
    if stage == "empty":
        return [PASS, *rescue.options(st, seat, boost=False)]
    return []


def apply(st: TacticsState, seat: int, action: Action) -> list[Event]:
    ev: list[Event] = []
    kind = type(action)
    if kind is Move:
        apply_move(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Announce:
        apply_announce(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Attack:
        apply_attack(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Skip:
        m = st.mons[st.t_mon]
        ev.append(event("attack", f"{st.label(m)} does not attack.", pokemon=m.idx, attack=None))
        st.stage = "turn_end"
    elif kind is Defend:
        damage.defend(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Ask or kind is Roll:
        damage.choose(st, seat, kind is Ask, ev)
    elif kind is Rescue:
        rescue.apply_rescue(st, seat, action, ev)  # type: ignore[arg-type]
        if st.stage == "empty":
            st.stage = "turn_next"
    elif kind is Pass:
        ev.append(event("empty_turn", f"{seat_name(seat)} has an empty turn.", seat=seat))
        st.stage = "turn_next"
    elif kind is Order:
        cycle.apply_order(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Place:
        deployment.apply_place(st, seat, action, ev)  # type: ignore[arg-type]
    elif kind is Pick:
        selection.apply_pick(st, seat, action, ev)  # type: ignore[arg-type]
    cycle.proceed(st, ev)
    return ev
