"""Tiny builders for tactics positions: teams on given squares, a turn started for one Pokémon,
actions by their text."""

from __future__ import annotations

from typing import Any

from pokeforge.core import Commitments, Event
from pokeforge.games.tactics import GAME, TacticsState
from pokeforge.games.tactics.mon import Mon
from pokeforge.games.tactics.rules import selection
from pokeforge.games.tactics.rules.cycle import proceed


def position(
    red: dict[str, str | None],
    blue: dict[str, str | None],
    seed: int = 0,
    **params: Any,
) -> TacticsState:
    """Seat 0 ("red") and seat 1 ("blue") with the named Pokémon on the given squares (``None``:
    knocked out), in cycle 1 before anybody's turn."""
    st = GAME.new_state(GAME.params(params), seed=seed)
    st.picks = [list(red), list(blue)]
    st.sel_round = len(selection.scheme(st).rounds)
    species = GAME.content.species
    mons = []
    for seat, team in enumerate((red, blue)):
        for name in team:
            mons.append(Mon(len(mons), seat, species[name]))
    st.set_mons(mons)
    for m in mons:
        square = (red, blue)[m.owner][m.sp.name]
        if square is None:
            m.out = True
            m.hp = 0
        else:
            st.place(m, st.board.cell_of[square])
    st.placements = [[m.cell for m in st.team(s)] for s in (0, 1)]
    st.cycle = 1
    st.stage = "order"
    st.orders = Commitments((0, 1))
    st.invalidate()
    return st


def mon(st: TacticsState, name: str, seat: int | None = None) -> Mon:
    """The Pokémon ``name`` (of ``seat`` when both teams have one)."""
    found = [m for m in st.mons if m.sp.name == name and (seat is None or m.owner == seat)]
    assert len(found) == 1, f"{name}: {len(found)} matches"
    return found[0]


def turn(
    st: TacticsState, name: str, seat: int | None = None, then: str | None = None
) -> list[Event]:
    """Start ``name``'s turn (Phase 1 runs) in a cycle whose next entry is ``then`` (by default
    the opponent's first able Pokémon), so that the play stops there after the turn."""
    m = mon(st, name, seat)
    if then is not None:
        nxt = mon(st, then, 1 - m.owner)
    else:
        nxt = next(o for o in st.team(1 - m.owner) if not o.out)
    st.schedule = [(m.owner, m.idx), (nxt.owner, nxt.idx)]
    st.orders = Commitments((0, 1))
    st.orders.choices = {m.owner: [m.sp.name], nxt.owner: [nxt.sp.name]}
    st.turn_index = -1
    st.stage = "turn_next"
    st.pending = None
    st.invalidate()
    ev: list[Event] = []
    proceed(st, ev)
    return ev


def new_cycle(st: TacticsState) -> list[Event]:
    """Start the next cycle for real: poison, the end checks, the rescue card, the orders."""
    st.stage = "cycle_start"
    st.invalidate()
    ev: list[Event] = []
    proceed(st, ev)
    return ev


def order_entries(text: str) -> list[str]:
    """``"order Mr. Mime Onix empty"`` → ``["Mr. Mime", "Onix", "empty"]``."""
    rest = text.removeprefix("order ").split()
    names = sorted((*GAME.content.names, "empty"), key=len, reverse=True)
    out = []
    while rest:
        for name in names:
            words = name.split()
            if rest[: len(words)] == words:
                out.append(name)
                rest = rest[len(words) :]
                break
        else:
            raise ValueError(f"no species at {' '.join(rest)!r}")
    return out


def act(st: TacticsState, text: str, seat: int | None = None) -> list[Event]:
    """Apply the legal action whose text is ``text`` (for the only seat to act by default).

    ``order A B C`` plays a whole cycle order, one slot after the other (the game asks for one
    slot at a time), and returns the events of all three."""
    if seat is None:
        acting = st.to_act()
        assert len(acting) == 1, f"several seats act: {acting}"
        seat = acting[0]
    if text.startswith("order "):
        entries = order_entries(text)
        if len(entries) > 1:
            events: list[Event] = []
            for entry in entries:
                events += st.apply(seat, st.action_from_text(seat, f"order {entry}"))
            return events
    words = text.split(" with ")
    if text.startswith("move ") and len(words) == 2 and st.t_bonus is None:
        # "move e5 with Fly": the bonus is announced first, then the move is chosen
        events = st.apply(seat, st.action_from_text(seat, f"announce {words[1]}"))
        return events + st.apply(seat, st.action_from_text(seat, text))
    return st.apply(seat, st.action_from_text(seat, text))


def legal(st: TacticsState, seat: int | None = None) -> list[str]:
    if seat is None:
        seat = st.to_act()[0]
    return [str(a) for a in st.legal_actions(seat)]


def bonus_moves(st: TacticsState, bonus: str) -> list[str]:
    """The Phase 2 choices after announcing ``bonus`` (on a copy; ``st`` is unchanged)."""
    copy = st.clone()
    seat = copy.to_act()[0]
    copy.apply(seat, copy.action_from_text(seat, f"announce {bonus}"))
    return legal(copy, seat)


def texts(events: list[Event]) -> str:
    return " ".join(e.text for e in events)


def hp(st: TacticsState, name: str, seat: int | None = None) -> int:
    return mon(st, name, seat).hp


def lost(st: TacticsState, name: str, seat: int | None = None) -> int:
    """HP ``name`` has lost."""
    m = mon(st, name, seat)
    return m.sp.hp - m.hp
