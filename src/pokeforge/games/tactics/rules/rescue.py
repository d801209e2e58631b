"""The last-rescue card (rulebook "Order of turns": Last-rescue card; Phase 4 note).

If at the very start of a cycle one seat has exactly 1 able Pokémon and the other at least 3, the
seat at the disadvantage may, once per game, in any of its turns of that cycle (an empty turn too,
in Phase 2 or 3 of a Pokémon's turn), teleport its Pokémon to a free square, restore 50 HP (not
above max HP), or add 30 to its next damaging attack this turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import RESCUE_BOOST, RESCUE_HEAL, Action, Rescue
from ..events import event, seat_name

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState

HEAL = 50
BOOST = 30


def check_eligibility(st: TacticsState, ev: list[Event]) -> None:
    """At the start of a cycle: is a 3-vs-1 being played, and who is at the disadvantage?"""
    left = [len(st.able(0)), len(st.able(1))]
    st.rescue_seat = -1
    for s in (0, 1):
        if left[s] == 1 and left[1 - s] >= 3 and not st.rescue_used[s]:
            st.rescue_seat = s
            ev.append(
                event(
                    "rescue_available",
                    f"{seat_name(s)} plays 1 against {left[1 - s]}: the last-rescue card may be "
                    "used in this cycle.",
                    seat=s,
                )
            )


def available(st: TacticsState, seat: int) -> bool:
    return st.rescue_seat == seat and not st.rescue_used[seat]


def rescued(st: TacticsState, seat: int) -> Mon:
    """The disadvantaged seat's only able Pokémon."""
    return st.able(seat)[0]


def options(st: TacticsState, seat: int, boost: bool) -> list[Action]:
    cache = st.board.cache
    names = st.board.names
    out: list[Action] = [RESCUE_HEAL]
    if boost:
        out.append(RESCUE_BOOST)
    for c in range(st.board.size):
        if st.free(c):
            key = ("rescue", c)
            a = cache.get(key)
            if a is None:
                a = cache[key] = Rescue("teleport", names[c])
            out.append(a)
    return out


def apply_rescue(st: TacticsState, seat: int, action: Rescue, ev: list[Event]) -> None:
    m = rescued(st, seat)
    st.rescue_used[seat] = True
    if action.kind == "heal":
        before = m.hp
        m.hp = min(m.sp.hp, m.hp + HEAL)
        text = f"restores {m.hp - before} HP to {m.sp.name} ({m.hp} HP)"
    elif action.kind == "boost":
        st.t_boost += BOOST
        text = f"adds {BOOST} to {m.sp.name}'s next damaging attack this turn"
    else:
        assert action.square is not None
        src = st.board.names[m.cell]
        st.place(m, st.board.cell_of[action.square])
        text = f"teleports {m.sp.name} from {src} to {action.square}"
    ev.append(
        event(
            "rescue",
            f"{seat_name(seat)} plays the last-rescue card: {text}.",
            seat=seat,
            kind=action.kind,
            square=action.square,
        )
    )
