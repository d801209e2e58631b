"""SETUP: home villages chosen anti-clockwise, a starter each, trainer tokens on the villages, the
first turn to the last chooser, then turns clockwise.

Decisions where the rulebook is silent (``docs/rules/sinnoh.md``, Journey):

* **The first chooser** ("the last person to have seen a friend or relative from where they call
  home") cannot be known by the engine: ``first_chooser`` names the seat, and by default (-1) it
  is drawn from the seed.
* **Seats** sit clockwise in seat order (Player 1, Player 2, … clockwise), so the choosing goes
  anti-clockwise: the first chooser, then the seat before it, and so on.
* **Turn order**: after choosing, each trainer takes the seat of their home village's colour
  (SETUP 2d). The table's seat colours run clockwise as on the Tabletop Simulator table
  (:data:`SEAT_COLOURS`), so the turns go from the last chooser clockwise by home colour.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.errors import ContentError, ParamError
from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...region import Place
from ...setup import make_mon
from ..actions import JourneyAction, act
from ..decks import all_decks, shuffled
from . import acts, spots, ultra
from . import cards as card_rules

if TYPE_CHECKING:
    from ..state import JourneyState

#: the seat colours of the Tabletop Simulator table, clockwise (SETUP 2d: a trainer takes the
#: seat of their home village's colour)
SEAT_COLOURS = (
    "White",
    "Brown",
    "Red",
    "Orange",
    "Yellow",
    "Green",
    "Teal",
    "Blue",
    "Purple",
    "Pink",
)


def homes(st: JourneyState) -> list[Place]:
    """The home villages of the campaign (the Ultra Megalopolis is the Ultra Burst's)."""
    want = st.campaign.region_campaign
    return [
        p for kind in st.campaign.home_kinds for p in st.region.of_kind(kind) if want in p.campaigns
    ]


def begin(st: JourneyState) -> list[Event]:
    """Shuffle the decks, turn up the Ginkgo Trades, and ask the first chooser for a home."""
    n = st.num_seats
    if len(homes(st)) < n:
        raise ParamError(f"the map has {len(homes(st))} home villages for {n} trainers")
    first = st.params.first_chooser
    if first >= n:
        raise ParamError(f"first_chooser: seat {first} does not exist with {n} players")
    if first < 0:
        first = st.rng.below(n)
    st.choosers = [(first - i) % n for i in range(n)]
    for key, cards in all_decks(st.content).items():
        st.decks[key] = shuffled(list(cards), st.rng)
        st.discards[key] = []
    deck = shuffled(list(st.jc.trades), st.rng)
    st.trades = [deck.pop() for _ in range(st.jc.offered)]
    st.ginkgo = deck
    st.phase, st.actor = "home", st.choosers[0]
    return [
        Event(
            "setup",
            f"{seat_name(first)} chooses a home village first; the others follow anti-clockwise",
            {"choosers": list(st.choosers)},
        ),
        *spots.setup(st),  # the Hidden Spot tokens, face down
        *ultra.setup(st),  # the Ultra Burst's board (Ultra Beast tokens)
        *card_rules.setup(st),  # the trainer cards, face up (the expansion: trainer0…trainer5)
    ]


def home_actions(st: JourneyState) -> list[JourneyAction]:
    taken = {t.home for t in st.trainers}
    return [ultra.home_action(p) for p in homes(st) if p.id not in taken]


def choose_home(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    place = st.region.places["ultra_megalopolis" if action.verb == "ultra" else action.arg]
    t = st.trainers[seat]
    t.home, t.at = place.id, place.at
    st.phase = "starter"
    events.append(
        Event(
            "home",
            f"{seat_name(seat)} chooses {place.name} ({place.get('seat')}) as home",
            {"seat": seat, "home": place.id},
        )
    )


def starter_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    place = st.region.places[st.trainers[seat].home]
    return [act("starter", name) for name in place.get("starters")]


def choose_starter(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from . import turn

    card = st.content.card(action.arg)
    t = st.trainers[seat]
    t.party = [make_mon(st.content, card, None, [])]
    for colour, n in st.campaign.start_bag:
        t.gain(colour, n)
    events.append(
        Event("starter", f"{seat_name(seat)} chooses {card.name}", {"seat": seat, "card": card.id})
    )
    card_rules.start(st, seat, events)  # a trainer card's abilities unlocked from the start
    done = st.choosers.index(seat) + 1
    if done < len(st.choosers):
        st.phase, st.actor = "home", st.choosers[done]
        return
    st.order = turn_order(st)
    st.round, st.turn_index = 1, 0
    start = ", ".join(f"{seat_name(s)} ({_colour(st, s)})" for s in st.order)
    events.append(Event("order", f"Turn order: {start}", {"order": list(st.order)}))
    if st.campaign.acts:
        acts.begin(st, events)  # the Heart of Sinnoh's Prologue and Act I
    turn.start_turn(st, st.order[0], events)


def _colour(st: JourneyState, seat: int) -> str:
    return str(st.region.places[st.trainers[seat].home].get("seat"))


def turn_order(st: JourneyState) -> list[int]:
    """The last chooser first, then clockwise by the seat colour of each home (SETUP 2d, 5)."""

    def where(seat: int) -> int:
        colour = _colour(st, seat)
        if colour not in SEAT_COLOURS:
            raise ContentError(
                st.region.source, st.trainers[seat].home, "seat", f"unknown seat colour {colour!r}"
            )
        return SEAT_COLOURS.index(colour)

    around = sorted(range(st.num_seats), key=where)
    first = around.index(st.choosers[-1])
    return around[first:] + around[:first]
