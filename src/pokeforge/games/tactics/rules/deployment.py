"""Secret deployment (rulebook "Preparing for the game": placing the figures).

Each seat places its Pokémon, in team order, one at a time on free squares of its own start zone;
nobody sees the other side's squares until both have placed all of theirs. The squares chosen so far
are the seat's own (a zone only it sees); a complete deployment is its core commitment
(``deploy``), shown when both are in.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.hidden import Zone
from pokeforge.core.simultaneous import Commitments

from ..actions import Place
from ..events import seat_name, secret_event

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState


def open_deployment(st: TacticsState) -> None:
    """Each seat's complete deployment is a core commitment, shown when both are in."""
    st.deploy = Commitments((0, 1))
    st.placements = [[], []]


def placed(st: TacticsState, seat: int) -> list[int]:
    """The squares ``seat`` has chosen so far, in team order (committed or not)."""
    d = st.deploy
    if d is not None and seat in d.choices:
        return list(d.choices[seat])
    return st.placements[seat]


def waiting(st: TacticsState) -> tuple[int, ...]:
    d = st.deploy
    assert d is not None
    return d.pending


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
    draft = st.placements[seat]
    draft.append(st.board.cell_of[action.square])
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
    d = st.deploy
    assert d is not None
    if len(draft) < len(st.team(seat)):
        return
    d.commit(seat, list(draft))
    st.placements[seat] = []
    if not d.complete:
        return
    names = st.board.names
    squares: dict[str, str] = {}
    for seat2 in (0, 1):
        for m, cell in zip(st.team(seat2), d.choices[seat2], strict=True):
            st.place(m, cell)
            squares[str(m.idx)] = names[cell]
    st.deploy = None
    ev.append(
        Event(
            "deployment_revealed",
            "Both players reveal their deployment: "
            + "; ".join(
                f"{seat_name(s)}: " + ", ".join(f"{m.sp.name} {names[m.cell]}" for m in st.team(s))
                for s in (0, 1)
            )
            + ".",
            {"squares": squares},
            reveals=("deployment",),
        )
    )
    st.stage = "cycle_start"


def zones(st: TacticsState) -> list[Zone]:
    """The squares each seat has taken so far without committing (only it sees them, in team
    order) and the squares of its start zone still free (face down: what a re-deal draws from)."""
    out: list[Zone] = []
    for seat in (0, 1):
        pool = f"start squares {seat}"
        draft = st.placements[seat]
        free = [c for c in st.board.start_zones[seat] if c not in draft]
        out.append(Zone(f"placed {seat}", draft, pool=pool, seen_by=(seat,), ordered=True))
        out.append(Zone.face_down(f"free squares {seat}", free, pool=pool))
    return out
