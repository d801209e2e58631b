"""VILLAGES: once per turn each, whilst at any village: fully restore the party, exchange
Apricorns by one or both of the offered Ginkgo Trades (then shuffle the Ginkgo Trade deck), fly to
another village by discarding 1 Apricorn (no Team Galactic Grunts on either village).

Decisions (``docs/rules/sinnoh.md``, Journey): the Ginkgo Trade deck is ours
(``data/ginkgo_trades.json``); each offered trade may be used once per visit, and "shuffle the
deck afterwards" puts the offered cards back and turns up new ones; flying costs no tile move
and the trainer may go on moving with the moves left; the Apricorn spent is the trainer's choice
(``fly VILLAGE COLOUR``). Restoring is offered only when there is something to restore.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOURS
from ...region import Place
from ...rules.movement import fly_targets
from ..actions import RESTORE, JourneyAction, act
from ..decks import shuffled
from ..pieces import restore
from . import cards as card_rules

if TYPE_CHECKING:
    from ..content import GinkgoTrade
    from ..pieces import Trainer
    from ..state import JourneyState

#: place kinds where a trainer restores and trades like at a village (a Campsite too: ``spots``);
#: THE ULTRA BURST: the Ultra Megalopolis "like villages do" (flying only between villages)
RESTING = ("village", "ultra_megalopolis")


def place_of(st: JourneyState, t: Trainer) -> Place | None:
    return None if t.at is None else st.region.place_at.get(t.at)


def at_rest_place(st: JourneyState, t: Trainer) -> bool:
    """At a village, or at a Campsite found on the map (HIDDEN SPOTS: restore and trade there,
    never fly)."""
    from .spots import campsite_at

    place = place_of(st, t)
    return (place is not None and place.kind in RESTING) or campsite_at(st, t.at)


def needs_restore(t: Trainer) -> bool:
    return any(m.damage or m.statuses or m.fainted for m in t.party)


def affordable(t: Trainer, give: dict[str, int]) -> bool:
    return all(t.apricorns(c) >= n for c, n in give.items())


def trade_options(st: JourneyState, t: Trainer) -> list[str]:
    """``1``, ``2`` (each offered trade the bag can pay) and ``both`` (both together)."""
    out = []
    trades = [st.jc.trades[tid] for tid in st.trades]
    for i, trade in enumerate(trades):
        if affordable(t, dict(trade.give)):
            out.append(str(i + 1))
    if len(trades) == 2 and "1" in out:
        # both: the first, then the second with what the first gave
        bag = dict(zip(COLOURS, t.bag, strict=True))
        for c, n in trades[0].give.items():
            bag[c] -= n
        for c, n in trades[0].get.items():
            bag[c] += n
        if all(bag[c] >= n for c, n in trades[1].give.items()):
            out.append("both")
    return out


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    whistle = bool(t.card and card_rules.effects(st, seat, "fly", to="village"))  # Bird Whistle
    if not at_rest_place(st, t):
        return _fly_actions(st, seat, True) if whistle else []
    out = []
    if "restore" not in st.used and needs_restore(t):
        out.append(RESTORE)
    if "ginkgo" not in st.used:
        out.extend(act("ginkgo", o) for o in trade_options(st, t))
    out.extend(_fly_actions(st, seat, whistle))
    return out


def _fly_actions(st: JourneyState, seat: int, anywhere: bool) -> list[JourneyAction]:
    """Flying to a village for 1 Apricorn, once a turn: from a village (OVERVIEW, Villages), or
    from any tile with a trainer card's ``fly`` (Bird Keeper: Bird Whistle; only the target must
    be free of Grunts)."""
    t = st.trainers[seat]
    if "fly" in st.used or sum(t.bag) == 0 or t.at is None:
        return []
    colours = [c for c in COLOURS if t.apricorns(c)]
    return [
        act("fly", f"{village} {c}")
        for village in fly_targets(st.region, t.at, st.grunts, from_anywhere=anywhere)
        for c in colours
    ]


def do_restore(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    for mon in t.party:
        restore(mon)
    st.used = (*st.used, "restore")
    place = place_of(st, t)
    where = place.name if place is not None else "the Campsite"
    events.append(
        Event("restore", f"{seat_name(seat)} fully restores their party at {where}", {"seat": seat})
    )


def _words(amounts: dict[str, int]) -> str:
    return ", ".join(f"{n} {c}" for c, n in amounts.items())


def trade_words(trade: GinkgoTrade) -> str:
    return f"{_words(dict(trade.give))} for {_words(dict(trade.get))}"


def ginkgo(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    picked = [0, 1] if action.arg == "both" else [int(action.arg) - 1]
    for i in picked:
        trade = st.jc.trades[st.trades[i]]
        for c, n in trade.give.items():
            t.pay(c, n)
        gave = [c for c, n in trade.give.items() for _ in range(n)]
        for c, n in trade.get.items():
            t.gain(c, n)
        events.append(
            Event(
                "ginkgo",
                f"{seat_name(seat)} trades with the Ginkgo Merchants: {trade_words(trade)}",
                {"seat": seat, "trade": trade.id},
            )
        )
        card_rules.gain_discard(st, seat, "ginkgo_trade", gave, events)  # Trade Monopoly
    st.used = (*st.used, "ginkgo")
    # shuffle the Ginkgo Trade deck afterwards: the offered trades go back, new ones are turned up
    deck = shuffled([*st.ginkgo, *st.trades], st.rng)
    st.trades = [deck.pop() for _ in range(st.jc.offered)]
    st.ginkgo = deck
    shown = "; ".join(trade_words(st.jc.trades[tid]) for tid in st.trades)
    events.append(
        Event(
            "ginkgo_deck",
            f"The Ginkgo Trade deck is shuffled; now offered: {shown}",
            {"trades": list(st.trades)},
            reveals=tuple(st.trades),
        )
    )


def fly(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    village, colour = action.arg.split(" ")
    t = st.trainers[seat]
    t.pay(colour)
    place = st.region.places[village]
    t.at = place.at
    st.used = (*st.used, "fly")
    card_rules.moved(st, seat)  # Opportune Strike: a flight is a move
    events.append(
        Event(
            "fly",
            f"{seat_name(seat)} flies to {place.name}, discarding a {colour} Apricorn",
            {"seat": seat, "to": village, "colour": colour},
        )
    )
