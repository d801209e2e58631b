"""The end of the game (rulebook "The game itself and its goal" and the schematic summary).

A seat with no Pokémon left loses. Both losing their last Pokémon at once is a draw (mutual
knock-out). A stalemate is a draw: (a) at once when no remaining Pokémon on either side can lower
an opponent's HP (no damaging or poisoning attack, and no opponent still poisoned); (b) the "dead
point": after ``stalemate_cycles`` consecutive cycles without progress, that is without a
knock-out and without either team's HP falling below its lowest so far (counted in
rules/cycle.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination

from ..events import event, seat_name

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState


def remove(st: TacticsState, m: Mon) -> None:
    """A Pokémon at 0 HP leaves the board ("when a Pokémon is knocked out … its figure is
    removed"); its tokens go with it. An attack reports it in its own event."""
    m.hp = 0
    m.out = True
    st.place(m, -1)
    for k in m.tokens:
        m.tokens[k] = 0
    st.ko_flag = True


def knock_out(st: TacticsState, m: Mon, ev: list[Event]) -> None:
    """A knock-out outside an attack (poison), with its own ``knockout`` event."""
    remove(st, m)
    text = f"{m.sp.name} ({seat_name(m.owner)}) is knocked out."
    ev.append(event("knockout", text, pokemon=m.idx))


def can_hurt(st: TacticsState, seat: int) -> bool:
    """Whether ``seat`` still has a way to lower an opponent's HP (stalemate rule (a))."""
    if any(m.sp.can_hurt for m in st.able(seat)):
        return True
    return any(m.tokens["poison"] for m in st.able(1 - seat))


def finish(st: TacticsState, outcome: Outcome, ev: list[Event]) -> None:
    st.outcome = outcome
    st.stage = "over"
    st.pending = None
    ev.append(event("game_over", outcome.reason, outcome=outcome.to_json()))


def check(st: TacticsState, ev: list[Event]) -> bool:
    """End the game if a side is out of Pokémon or nobody can hurt anybody; True if it ended."""
    if st.outcome is not None:
        return True
    left = [sum(1 for m in st.team(s) if not m.out) for s in (0, 1)]
    if left[0] == 0 and left[1] == 0:
        finish(
            st,
            Outcome(
                Termination.MUTUAL_KNOCKOUT,
                (),
                "Both players lost their last Pokémon at the same time: a draw.",
            ),
            ev,
        )
        return True
    for s in (0, 1):
        if left[s] == 0:
            w = 1 - s
            finish(
                st,
                Outcome(
                    Termination.KNOCKOUT,
                    (w,),
                    f"{seat_name(w)} knocked out all of {seat_name(s)}'s Pokémon and wins.",
                    (w, s),
                ),
                ev,
            )
            return True
    if not can_hurt(st, 0) and not can_hurt(st, 1):
        finish(
            st,
            Outcome(
                Termination.STALEMATE,
                (),
                "Stalemate: no remaining Pokémon can lower an opponent's HP any more: a draw.",
            ),
            ev,
        )
        return True
    return False


def quiet_stalemate(st: TacticsState, ev: list[Event]) -> bool:
    """Stalemate rule (b): ``stalemate_cycles`` consecutive cycles without progress."""
    n = st.params.stalemate_cycles
    if st.quiet < n:
        return False
    finish(
        st,
        Outcome(
            Termination.STALEMATE,
            (),
            f"Stalemate: in {n} consecutive cycles no Pokémon was knocked out and neither team "
            "lost HP it had not lost before: a draw.",
        ),
        ev,
    )
    return True
