"""Setting up (the 1999 rulebook's "Setting up to play"): shuffle, draw 7, the Basic check and
mulligans (shown to the opponent, who may draw up to 2 extra cards for each), the Active and
Bench placed face down by both players at once and revealed together, the Prize cards, and a
coin flip for who goes first.

The placement is secret: a player's picks are its :class:`~pokeforge.core.Commitments` choice
(``placing``: the kinds picked so far, the Active first) and ``ready`` says it has finished;
the picked cards stay in the hand until both are ready. Nobody sees how far the other has got
(every placement action shows the same public sentence). A hand without a Basic Pokémon at this
point exists only in a copy re-dealt for another seat (the real hand passed the Basic check);
there the seat's one action is ``redraw`` (shuffle the hand back and draw 7 again, unseen).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from pokeforge.core import Commitments, Event, ParamError, seat_name

from ..actions import DONE, REDRAW, Action
from . import board
from .constants import BENCH_MAX, EXTRA_PER_MULLIGAN, HAND_SIZE

if TYPE_CHECKING:
    from ..state import OriginsState

#: a deck that gives no Basic Pokémon in this many hands is refused (a safety stop)
MAX_MULLIGANS = 200


def has_basic(st: OriginsState, cards: list[str]) -> bool:
    return any(st.cards[c].is_basic_pokemon for c in cards)


def deal(st: OriginsState) -> None:
    """Shuffle, draw 7 and settle mulligans for both players; queue the extra draws and the
    placement."""
    for p in (0, 1):
        st.rng.shuffle(st.deck[p])
        draw_hand(st, p)
    for p in (0, 1):
        while not has_basic(st, st.hand[p]):
            if st.mulligans[p] >= MAX_MULLIGANS:
                raise ParamError(
                    f"{seat_name(p)}'s deck gave no Basic Pokémon in {MAX_MULLIGANS} hands"
                )
            shown = sorted(st.hand[p])
            st.mulligans[p] += 1
            st.events.append(
                Event(
                    "mulligan",
                    f"{seat_name(p)} has no Basic Pokémon: a mulligan.",
                    {"seat": p, "cards": shown},
                    reveals=("hand",),
                )
            )
            st.deck[p].extend(st.hand[p])
            st.hand[p].clear()
            st.rng.shuffle(st.deck[p])
            draw_hand(st, p)
    st.extra_owed = [[1 - p, st.mulligans[p]] for p in (0, 1) if st.mulligans[p]]
    st.flow = ["extra", "place"]


def draw_hand(st: OriginsState, p: int) -> None:
    for _ in range(min(HAND_SIZE, len(st.deck[p]))):
        st.hand[p].append(st.deck[p].pop())


def extra_step(st: OriginsState) -> None:
    """Offer the next owed extra draw (up to 2 cards for one mulligan of the opponent)."""
    while st.extra_owed:
        seat, left = st.extra_owed[0]
        if left <= 0 or not st.deck[seat]:
            st.extra_owed.pop(0)
            continue
        st.extra_owed[0][1] -= 1
        most = min(EXTRA_PER_MULLIGAN, len(st.deck[seat]))
        st.pending = {
            "kind": "extra",
            "seat": seat,
            "text": "Your opponent took a mulligan: draw how many extra cards?",
            "options": [["extra", "", str(n)] for n in range(most + 1)],
        }
        st.flow.insert(0, "extra")
        return


def extra(st: OriginsState, seat: int, n: int) -> None:
    from .turn import draw

    for _ in range(n):
        draw(st, seat)
    st.events.append(Event("extra", f"{seat_name(seat)} draws {n} extra cards.", {"n": n}))


def place_step(st: OriginsState) -> None:
    st.phase = "place"
    st.placing = Commitments((0, 1))
    st.ready = Commitments((0, 1))


def placement_actions(st: OriginsState, seat: int) -> list[Action]:
    assert st.placing is not None and st.ready is not None
    draft = st.placing.choices.get(seat)
    if seat in st.ready.choices and draft is not None:
        return []
    free = Counter(c for c in st.hand[seat] if st.cards[c].is_basic_pokemon)
    if draft is None:
        if not free:
            return [REDRAW]
        return [Action("active", k) for k in sorted(free)]
    free.subtract(draft)
    out = []
    if len(draft) - 1 < BENCH_MAX:
        out = [Action("bench", k) for k in sorted(free) if free[k] > 0]
    out.append(DONE)
    return out


def place(st: OriginsState, seat: int, action: Action) -> None:
    """One secret placement step of ``seat``."""
    assert st.placing is not None and st.ready is not None
    verb = action.verb
    text = f"{seat_name(seat)} places Pokémon face down."
    if verb == "active":
        st.placing.choices[seat] = [action.card]
        mine = f"You place {board.card_name(st, action.card)} face down as your Active Pokémon."
    elif verb == "bench":
        st.placing.choices[seat] = [*st.placing.choices[seat], action.card]
        mine = f"You place {board.card_name(st, action.card)} face down on your Bench."
    elif verb == "redraw":
        size = len(st.hand[seat])  # as many as the hand had (extra draws included)
        st.deck[seat].extend(st.hand[seat])
        st.hand[seat].clear()
        st.rng.shuffle(st.deck[seat])
        for _ in range(size):
            st.hand[seat].append(st.deck[seat].pop())
        mine = "You draw a new hand."
    else:
        st.ready.choices[seat] = True
        mine = "You are ready."
    st.events.append(Event("place", text, private_text={seat: mine}))
    if verb == "done" and st.ready.complete and st.placing.complete:
        reveal(st)


def reveal(st: OriginsState) -> None:
    """Both players are ready: the placed Pokémon are turned over; Prizes; who goes first."""
    from ..state import new_mon

    assert st.placing is not None
    shown = {}
    for p in (0, 1):
        draft = list(st.placing.choices[p])
        for card in draft:
            st.hand[p].remove(card)
        st.active[p] = new_mon(draft[0], 0)
        st.bench[p] = [new_mon(c, 0) for c in draft[1:]]
        shown[str(p)] = {"active": draft[0], "bench": draft[1:]}
    names = "; ".join(
        f"{seat_name(p)}: {board.card_name(st, shown[str(p)]['active'])}"
        + (f" and {len(shown[str(p)]['bench'])} on the Bench" if shown[str(p)]["bench"] else "")
        for p in (0, 1)
    )
    st.events.append(
        Event("reveal", f"Pokémon are turned over: {names}.", shown, reveals=("placement",))
    )
    st.placing = st.ready = None
    st.phase = "play"
    for p in (0, 1):
        n = min(st.params.prizes if not st.sudden_deaths else 1, len(st.deck[p]))
        for _ in range(n):
            st.prizes[p].append(st.deck[p].pop())
    st.first = st.rng.below(2)
    st.events.append(
        Event("first", f"The coin says {seat_name(st.first)} goes first.", {"first": st.first})
    )
    st.flow = ["next_turn"]


def start_sudden_death(st: OriginsState) -> None:
    """Both players won at once: a new game with 1 Prize card each (the era's sudden death)."""
    from .knockout import discard_mon

    st.sudden_deaths += 1
    for p in (0, 1):
        for mon in board.in_play(st, p):
            discard_mon(st, p, mon)
        st.active[p] = None
        st.bench[p] = []
        st.deck[p].extend(st.hand[p] + st.prizes[p] + st.discard[p])
        st.deck[p].sort()  # every card of the player, in an order that hides nothing
        st.hand[p].clear()
        st.prizes[p].clear()
        st.discard[p].clear()
        st.known[p].clear()
    st.mulligans = [0, 0]
    st.turn = 0
    st.turns_taken = [0, 0]
    st.tasks = []
    st.pending = None
    st.events.append(Event("sudden_death", "Both players won at once: sudden death, 1 Prize."))
    deal(st)
