"""Cycles and turns (rulebook "Order of turns", "The turn, its phases…" Phases 1 and 4).

Before a cycle, poison takes 20 HP from every poisoned Pokémon. Then both players choose in secret
an ordered list of 3 of their able Pokémon (``empty`` cards pad it only when fewer than 3 are able),
one slot at a time (``order Onix``, then the second, then the third); the slots chosen so far stay
with the chooser. When both orders are complete they are revealed and the turns alternate: Player
1's first, Player 2's first, Player 1's second, … A Pokémon knocked out before its turn is skipped
entirely.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.hidden import Zone
from pokeforge.core.simultaneous import Commitments

from ..actions import EMPTY, Action, Move, Order, Skip
from ..events import event, seat_name, secret_event
from . import end, rescue
from .attacks import attack_options
from .movement import move_options

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState

POISON_DAMAGE = 20
CYCLE_LENGTH = 3


_ORDERS: dict[str, Order] = {}


def order_options(st: TacticsState, seat: int) -> list[Action]:
    """The choices for the next slot of ``seat``'s cycle order: an able Pokémon not yet in it, or
    an empty card while one is still needed (only when fewer than 3 are able). Every sequence of
    these choices is a valid order: the slots left always equal the able Pokémon not yet chosen
    plus the empty cards still owed."""
    draft = st.order_draft[seat]
    able = [m.sp.name for m in st.able(seat)]
    names = [n for n in able if n not in draft]
    if CYCLE_LENGTH - len(able) - draft.count(EMPTY) > 0:
        names.append(EMPTY)
    out: list[Action] = []
    for n in names:
        o = _ORDERS.get(n)
        if o is None:
            o = _ORDERS[n] = Order(n)
        out.append(o)
    return out


def zones(st: TacticsState) -> list[Zone]:
    """The slots of each seat's order chosen so far (a zone only it sees, in slot order) and the
    entries it could still choose (face down: what a re-deal draws the slots from). Any entries
    drawn from these make a valid beginning of an order (see :func:`order_options`)."""
    out: list[Zone] = []
    for seat in (0, 1):
        pool = f"order entries {seat}"
        draft = st.order_draft[seat]
        able = [m.sp.name for m in st.able(seat)]
        rest = [n for n in able if n not in draft]
        rest += [EMPTY] * max(0, CYCLE_LENGTH - len(able) - draft.count(EMPTY))
        out.append(Zone(f"order slots {seat}", draft, pool=pool, seen_by=(seat,), ordered=True))
        out.append(Zone.face_down(f"order entries left {seat}", rest, pool=pool))
    return out


def start_cycle(st: TacticsState, ev: list[Event]) -> None:
    """Poison, the end checks, the rescue card's eligibility, then the secret order choice."""
    st.cycle += 1
    ev.append(event("cycle", f"Cycle {st.cycle} begins.", cycle=st.cycle))
    for m in st.mons:
        if not m.out and m.tokens["poison"]:
            m.hp -= POISON_DAMAGE
            ev.append(
                event(
                    "poison",
                    f"Poison takes {POISON_DAMAGE} HP from {m.sp.name} "
                    f"({seat_name(m.owner)}): {max(m.hp, 0)} HP left.",
                    pokemon=m.idx,
                    hp=max(m.hp, 0),
                )
            )
            if m.hp <= 0:
                end.knock_out(st, m, ev)
    if end.check(st, ev):
        return
    rescue.check_eligibility(st, ev)
    st.orders = Commitments((0, 1))
    st.order_draft = [[], []]
    st.schedule = []
    st.turn_index = -1
    st.stage = "order"


def apply_order(st: TacticsState, seat: int, action: Order, ev: list[Event]) -> None:
    """One slot of ``seat``'s order. The first two leave no trace anyone else can see (no event,
    no change in any other seat's view); the third commits the order in secret."""
    assert st.orders is not None
    draft = st.order_draft[seat]
    draft.append(action.entry)
    if len(draft) < CYCLE_LENGTH:
        return
    st.order_draft[seat] = []
    st.orders.commit(seat, draft)
    ev.append(
        secret_event(
            "order",
            seat,
            f"{seat_name(seat)} chose their cycle order.",
            f"You chose the order {', '.join(draft)}.",
            entries=list(draft),
        )
    )
    if not st.orders.complete:
        return
    chosen = st.orders.choices
    by_name = [{m.sp.name: m.idx for m in st.team(s)} for s in (0, 1)]
    st.schedule = [
        (s, -1 if chosen[s][k] == EMPTY else by_name[s][chosen[s][k]])
        for k in range(CYCLE_LENGTH)
        for s in (0, 1)
    ]
    ev.append(
        Event(
            "orders_revealed",
            "The cycle orders are revealed: "
            + "; ".join(f"{seat_name(s)}: {', '.join(chosen[s])}" for s in (0, 1))
            + ".",
            {"orders": {str(s): list(chosen[s]) for s in (0, 1)}},
            reveals=("orders",),
        )
    )
    st.turn_index = -1
    st.stage = "turn_next"


def revealed_orders(st: TacticsState) -> dict[str, list[str]] | None:
    """The orders of the current cycle once both are revealed."""
    if not st.schedule or st.orders is None:
        return None
    return {str(s): list(st.orders.choices[s]) for s in (0, 1)}


def next_turn(st: TacticsState, ev: list[Event]) -> None:
    """Advance to the next entry of the schedule (skipping knocked-out Pokémon)."""
    st.turn_index += 1
    st.t_bonus = None
    st.t_moved = False
    st.t_boost = 0
    if st.turn_index >= len(st.schedule):
        st.stage = "cycle_end"
        return
    seat, idx = st.schedule[st.turn_index]
    st.t_seat = seat
    st.t_mon = idx
    if idx < 0:
        if rescue.available(st, seat):
            st.stage = "empty"
        else:
            ev.append(event("empty_turn", f"{seat_name(seat)} has an empty turn.", seat=seat))
        return
    m = st.mons[idx]
    if m.out:
        ev.append(
            event(
                "turn_skipped",
                f"{m.sp.name} ({seat_name(seat)}) was knocked out: its turn is left out.",
                seat=seat,
                pokemon=idx,
            )
        )
        return
    phase1(st, ev)
    st.stage = "move"


def phase1(st: TacticsState, ev: list[Event]) -> None:
    """Phase 1: the owner's Barrier gauge drops by 1; the mover's Withdraw gauge resets."""
    m = st.mons[st.t_mon]
    notes = []
    for other in st.team(m.owner):
        if other.out:
            continue
        for g, gd in other.sp.gauges.items():
            if gd.owner_turn_start == "decrement" and other.gauges[g] > gd.min:
                other.gauges[g] -= 1
                label = g.replace("_", " ")
                notes.append(f"{st.label(other)}'s {label} gauge drops to {other.gauges[g]}")
    for g, gd in m.sp.gauges.items():
        if gd.turn_start == "reset" and m.gauges[g] != gd.start:
            m.gauges[g] = gd.start
            notes.append(f"{st.label(m)}'s {g.replace('_', ' ')} gauge returns to {gd.start}")
    text = f"{seat_name(m.owner)}: {m.sp.name}'s turn."
    if notes:
        text += " " + "; ".join(notes) + "."
    ev.append(event("turn", text, seat=m.owner, pokemon=m.idx))


def phase4(st: TacticsState, ev: list[Event]) -> None:
    """Phase 4: discard the Bind token, the Disable token and one paralysis token."""
    idx = st.t_mon
    st.t_boost = 0
    if idx < 0:
        return
    m = st.mons[idx]
    if m.out:
        return
    t = m.tokens
    gone = []
    if t["bind"]:
        t["bind"] = 0
        gone.append("Bind")
    if t["disable"]:
        t["disable"] = 0
        gone.append("Disable")
    if t["paralysis"]:
        t["paralysis"] -= 1
        gone.append("one paralysis token")
    if gone:
        ev.append(
            event(
                "phase4",
                f"{st.label(m)} discards {', '.join(gone)}.",
                pokemon=idx,
                discarded=gone,
            )
        )


def team_hp(st: TacticsState, seat: int) -> int:
    """The HP ``seat``'s team has left, all Pokémon together (knocked out ones have 0)."""
    return sum(max(m.hp, 0) for m in st.team(seat))


def end_cycle(st: TacticsState, ev: list[Event]) -> None:
    """Count the cycle as progress or as quiet (stalemate rule (b), docs/rules/tactics.md): it is
    progress when a Pokémon was knocked out or a team ends it with less HP than at the end of any
    earlier cycle (damage that healing has undone is not progress)."""
    if not st.hp_low:
        st.hp_low = [sum(m.sp.hp for m in st.team(s)) for s in (0, 1)]
    now = [team_hp(st, s) for s in (0, 1)]
    lower = any(now[s] < st.hp_low[s] for s in (0, 1))
    st.hp_low = [min(now[s], st.hp_low[s]) for s in (0, 1)]
    if st.ko_flag or lower:
        st.quiet = 0
    else:
        st.quiet += 1
    st.ko_flag = False
    if not end.quiet_stalemate(st, ev):
        st.stage = "cycle_start"


def _no_attack(st: TacticsState, m: Mon) -> str:
    """Why a Phase 3 is skipped automatically."""
    name = st.label(m)
    if m.tokens["disable"]:
        return f"{name} is disabled: no attack this turn."
    if st.t_bonus is not None:
        return f"{name} has nobody in reach of {st.t_bonus}: no attack this turn."
    return f"{name} has nobody in reach of its attacks: no attack this turn."


def proceed(st: TacticsState, ev: list[Event]) -> None:
    """Run the automatic steps until a seat must decide or the game is over.

    A Phase 2 whose only choice is to stay (a bound Pokémon without a bonus) and a Phase 3 whose
    only choice is not to attack (disabled, or nobody in reach) are carried out automatically.
    """
    while st.outcome is None:
        stage = st.stage
        if stage == "turn_next":
            next_turn(st, ev)
        elif stage == "turn_end":
            phase4(st, ev)
            st.stage = "turn_next"
        elif stage == "cycle_end":
            end_cycle(st, ev)
        elif stage == "cycle_start":
            start_cycle(st, ev)
        elif stage == "move":
            opts = move_options(st)
            if len(opts) == 1 and isinstance(opts[0], Move) and opts[0].bonus is None:
                m = st.mons[st.t_mon]
                ev.append(
                    event(
                        "move",
                        f"{st.label(m)} cannot move and stays on {st.board.names[m.cell]}.",
                        pokemon=m.idx,
                        to=st.board.names[m.cell],
                    )
                )
                st.stage = "attack"
                continue
            st._legal_cache = {st.t_seat: tuple(opts)}
            return
        elif stage == "attack":
            opts2 = attack_options(st)
            if len(opts2) == 1 and isinstance(opts2[0], Skip):
                m = st.mons[st.t_mon]
                ev.append(event("attack", _no_attack(st, m), pokemon=m.idx, attack=None))
                st.stage = "turn_end"
                continue
            st._legal_cache = {st.t_seat: tuple(opts2)}
            return
        else:
            return
