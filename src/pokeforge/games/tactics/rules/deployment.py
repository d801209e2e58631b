"""Secret deployment (rulebook "Preparing for the game": placing the figures).

Each seat places its Pokémon, in team order, one at a time on free squares of its own start zone;
nobody sees the other side's squares until both have placed all of theirs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import Place
from ..events import event, seat_name, secret_event

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState


def waiting(st: TacticsState) -> tuple[int, ...]:
    return tuple(s for s in (0, 1) if len(st.placements[s]) < len(st.team(s)))


def next_mon(st: TacticsState, seat: int) -> Mon:
    return st.team(seat)[len(st.placements[seat])]


def options(st: TacticsState, seat: int) -> list[Place]:
    m = next_mon(st, seat)
    used = st.placements[seat]
    cache = st.board.cache
    names = st.board.names
    out = []
    for c in st.board.start_zones[seat]:
        if c in used:
            continue
        key = ("place", m.sp.name, c)
        a = cache.get(key)
        if a is None:
            a = cache[key] = Place(m.sp.name, names[c])
        out.append(a)
    return out


def apply_place(st: TacticsState, seat: int, action: Place, ev: list[Event]) -> None:
    st.placements[seat].append(st.board.cell_of[action.square])
    ev.append(
        secret_event(
            "place",
            seat,
            f"{seat_name(seat)} placed a Pokémon in secret.",
            f"You placed {action.species} on {action.square}.",
            species=action.species,
            square=action.square,
        )
    )
    if waiting(st):
        return
    names = st.board.names
    squares: dict[str, str] = {}
    for seat2 in (0, 1):
        for m, cell in zip(st.team(seat2), st.placements[seat2], strict=True):
            st.place(m, cell)
            squares[str(m.idx)] = names[cell]
    ev.append(
        event(
            "deployment_revealed",
            "Both players reveal their deployment: "
            + "; ".join(
                f"{seat_name(s)}: " + ", ".join(f"{m.sp.name} {names[m.cell]}" for m in st.team(s))
                for s in (0, 1)
            )
            + ".",
            squares=squares,
        )
    )
    st.stage = "cycle_start"
