"""Other trainers on your tile (ON YOUR TURN): trade freely with them, or challenge them to a
battle if they are outside of a village.

Decisions (``docs/rules/sinnoh.md``, Journey):

* **A trade** is an offer of one thing for one thing (``offer P give=X get=Y``: a party Pokémon
  ``mon:SLOT``, an Apricorn by colour, a Poké Ball ``ball:KIND``, a held item from the bag
  ``item:ID``) that the other trainer accepts or declines. A trainer offers each other trainer one
  trade a turn (so that a turn ends). Journey Points are not traded. Nobody trades away their
  last Pokémon, and no party goes above 6.
* **A challenge** is a battle at once (the rulebook has no refusal): the challenger initiates it.
  Neither trainer may be challenged after it until the start of their next turn (REWARDS AND
  RECOVERY); each needs a usable Pokémon. The challenger's turn ends with the battle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOURS
from ..actions import JourneyAction, act
from ..pieces import MAX_PARTY
from . import battles, cards_party, fate
from .villages import place_of

if TYPE_CHECKING:
    from ..pieces import Trainer
    from ..state import JourneyState

#: balls that may change hands
TRADE_BALLS = ("poke", "greater", "ultimate", "keystone")


def others_here(st: JourneyState, seat: int) -> list[int]:
    """The other trainers on ``seat``'s tile still in the game (THE ULTRA BURST: a trainer
    eliminated by Necrozma is out of the game until revived: no trade, no challenge)."""
    at = st.trainers[seat].at
    out = st.ultra.eliminated
    return [
        s
        for s, t in enumerate(st.trainers)
        if s != seat and t.at == at and at is not None and not out[s]
    ]


def goods(t: Trainer) -> list[str]:
    """Everything ``t`` may offer or be asked for, in a fixed order."""
    out = [f"mon:{i}" for i in range(len(t.party))]
    out.extend(c for c in COLOURS if t.apricorns(c))
    out.extend(f"ball:{b}" for b in TRADE_BALLS if b in t.balls)
    out.extend(f"item:{i}" for i in sorted(set(t.items)))
    return out


def _fits(mine: Trainer, theirs: Trainer, give: str, get: str) -> bool:
    if give == get and not give.startswith("mon:"):
        return False
    mons = (1 if get.startswith("mon:") else 0) - (1 if give.startswith("mon:") else 0)
    return 1 <= len(mine.party) + mons <= MAX_PARTY and 1 <= len(theirs.party) - mons <= MAX_PARTY


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    here = others_here(st, seat)
    if not here and not fate.remote_partners(st, seat):
        return []
    me = st.trainers[seat]
    gone = st.ultra.eliminated
    place = place_of(st, me)
    in_village = place is not None and place.kind == "village"
    out: list[JourneyAction] = []
    for other in here:
        them = st.trainers[other]
        if not in_village and not them.immune and them.usable() and me.usable():
            out.append(act("challenge", str(other + 1)))
    mine = goods(me)
    for other in sorted({*here, *(s for s in fate.remote_partners(st, seat) if not gone[s])}):
        if other in st.offered:
            continue
        them = st.trainers[other]
        theirs = goods(them)
        out.extend(
            act("offer", f"{other + 1} give={g} get={w}")
            for g in mine
            for w in theirs
            if _fits(me, them, g, w)
        )
    return out


def challenge(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    target = int(action.arg) - 1
    events.append(
        Event(
            "challenge",
            f"{seat_name(seat)} challenges {seat_name(target)} to a battle",
            {"seat": seat, "target": target},
        )
    )
    battles.start_trainer(st, seat, target, events)


def good_words(st: JourneyState, t: Trainer, good: str) -> str:
    kind, _, what = good.partition(":")
    if kind == "mon":
        mon = t.party[int(what)]
        return st.content.cards[mon.card].name
    from ...words import BALL_NAMES, a_or_an

    if kind == "ball":
        return a_or_an(BALL_NAMES[what])
    if kind == "item":
        return a_or_an(st.content.items[what].name)
    return a_or_an(f"{good} Apricorn")


def offer(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    to_text, give_text, get_text = action.arg.split(" ")
    other = int(to_text) - 1
    give, get = give_text.partition("=")[2], get_text.partition("=")[2]
    st.offered = (*st.offered, other)
    st.pending.append(
        {"kind": "answer", "seat": other, "from": seat, "give": give, "get": get, "then": "turn"}
    )
    me, them = st.trainers[seat], st.trainers[other]
    events.append(
        Event(
            "offer",
            f"{seat_name(seat)} offers {seat_name(other)} {good_words(st, me, give)} for "
            f"{good_words(st, them, get)}",
            {"seat": seat, "to": other, "give": give, "get": get},
        )
    )


def _take(st: JourneyState, t: Trainer, good: str) -> object:
    kind, _, what = good.partition(":")
    if kind == "mon":
        cards_party.gone(t, int(what))  # a Pokémon traded takes its Cherish Ball along
        return t.party.pop(int(what))
    if kind == "ball":
        balls = list(t.balls)
        balls.remove(what)
        t.balls = balls
        return what
    if kind == "item":
        items = list(t.items)
        items.remove(what)
        t.items = items
        return what
    t.pay(good)
    return good


def _put(t: Trainer, good: str, thing: object) -> None:
    kind = good.partition(":")[0]
    if kind == "mon":
        t.party.append(thing)  # type: ignore[arg-type]
    elif kind == "ball":
        t.balls = sorted([*t.balls, str(thing)])
    elif kind == "item":
        t.items = sorted([*t.items, str(thing)])
    else:
        t.gain(good)


def answer(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    entry = st.pending[0]
    offerer = int(entry["from"])
    give, get = str(entry["give"]), str(entry["get"])
    if action.verb == "decline":
        events.append(
            Event(
                "trade",
                f"{seat_name(seat)} declines the trade",
                {"seat": seat, "from": offerer, "accepted": False},
            )
        )
        return
    me, them = st.trainers[offerer], st.trainers[seat]
    words = f"{good_words(st, me, give)} for {good_words(st, them, get)}"
    # take both first (slots refer to the parties before the trade)
    given = _take(st, me, give)
    got = _take(st, them, get)
    _put(them, give, given)
    _put(me, get, got)
    events.append(
        Event(
            "trade",
            f"{seat_name(seat)} accepts: {seat_name(offerer)} trades {words}",
            {"seat": seat, "from": offerer, "accepted": True, "give": give, "get": get},
        )
    )
