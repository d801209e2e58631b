"""ENCOUNTERING POKÉMON: the Pokédex search at an Apricorn Tree or Reef.

Standing on a tree or reef, a trainer with a usable Pokémon may search once per turn: the deck of
the tile's biome and climate and of the place's tier (1 Weak, 2 Moderate, 3 Strong) shows 3 / 2
/ 1 Pokémon, to the searcher alone. Once searched, one of them must be battled
(``battle CARD``), though the trainer may still craft before the battle begins; the others go
back to their deck, shuffled. The chosen one is revealed by the battle.

GENERAL FAQ: when no wild Pokémon appears (the deck and its discard pile are empty) the trainer
takes all the Apricorns the tree or reef holds, and the turn ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ..actions import SEARCH, JourneyAction, act
from ..decks import SHOWN, TREE_TIERS, deck_key, draw, put_back
from . import battles, crafting
from .villages import place_of

if TYPE_CHECKING:
    from ...region import Place
    from ..state import JourneyState

#: the places whose wild Pokémon guard Apricorns (ENCOUNTERING POKÉMON)
SEARCHABLE_TREES = ("apricorn_tree", "apricorn_reef")
#: the places the Pokédex searches: trees, reefs and Distortion Gates (SWARM BATTLES)
SEARCHABLE = (*SEARCHABLE_TREES, "distortion_gate")


def searchable(st: JourneyState, seat: int) -> Place | None:
    t = st.trainers[seat]
    place = place_of(st, t)
    if place is None or place.kind not in SEARCHABLE or place.id in st.ultra.destroyed:
        return None  # a tree or reef the Ultra Beasts destroyed is no longer used (ULTRA BURST)
    return place


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    if "search" in st.used or searchable(st, seat) is None or not st.trainers[seat].usable():
        return []
    return [SEARCH]


def deck_of(st: JourneyState, place: Place) -> str:
    tile = st.region.tiles[place.at]
    return deck_key(tile.biome, tile.climate, TREE_TIERS[int(place.get("tier"))])


def guards(st: JourneyState, place: Place) -> tuple[str, ...]:
    """The Apricorns the wild Pokémon of this tree or reef guard (``data/apricorns.json``)."""
    tile = st.region.tiles[place.at]
    return st.jc.guards(place.kind, tile.biome, int(place.get("tier")))


def search(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    from . import turn

    place = searchable(st, seat)
    assert place is not None
    if place.kind == "distortion_gate":
        swarm(st, seat, place, events)
        return
    key = deck_of(st, place)
    deck = st.decks.setdefault(key, [])
    discard = st.discards.setdefault(key, [])
    drawn = draw(deck, discard, SHOWN[int(place.get("tier"))], st.rng)
    st.used = (*st.used, "search")
    st.site = place.id
    if not drawn:
        t = st.trainers[seat]
        found = guards(st, place)
        for colour in found:
            t.gain(colour)
        events.append(
            Event(
                "search",
                f"{seat_name(seat)} searches the Pokédex at {place.name}: no wild Pokémon "
                f"appears, and {seat_name(seat)} takes its {len(found)} Apricorns "
                f"({', '.join(found)})",
                {"seat": seat, "place": place.id, "count": 0, "apricorns": list(found)},
            )
        )
        turn.end_turn(st, events)
        return
    st.search = sorted(drawn)
    st.search_key = key
    st.phase = "pick"
    cards = st.content.cards
    names = ", ".join(cards[c].name for c in st.search)
    events.append(
        Event(
            "search",
            f"{seat_name(seat)} searches the Pokédex at {place.name}: {len(drawn)} Pokémon appear",
            {"seat": seat, "place": place.id, "count": len(drawn)},
            private={seat: {"cards": list(st.search)}},
            private_text={
                seat: f"{seat_name(seat)} searches the Pokédex at {place.name}: {names} appear"
            },
        )
    )


def swarm(st: JourneyState, seat: int, place: Place, events: list[Event]) -> None:
    """SWARM BATTLES: at a Distortion Gate (active or not, in both campaigns) the search brings a
    Weak, a Moderate and a Strong Pokémon of the gate's biome (and its tile's climate: documented
    decision), the top card of each deck, battled at once in that order; they form a party and do
    not flee. No Apricorns are guarded; every one defeated or captured gives 7 Journey Points."""
    from . import turn

    tile = st.region.tiles[place.at]
    biome = str(place.get("biome"))
    st.used = (*st.used, "search")
    st.site = place.id
    cards: list[str] = []
    for tier in (1, 2, 3):
        key = deck_key(biome, tile.climate, TREE_TIERS[tier])
        cards.extend(draw(st.decks.setdefault(key, []), st.discards.setdefault(key, []), 1, st.rng))
    if not cards:
        events.append(
            Event(
                "search",
                f"{seat_name(seat)} searches the Pokédex at {place.name}: no swarm appears",
                {"seat": seat, "place": place.id, "count": 0},
            )
        )
        turn.end_turn(st, events)
        return
    names = ", ".join(st.content.cards[c].name for c in cards)
    events.append(
        Event(
            "swarm",
            f"{seat_name(seat)} searches the Pokédex at {place.name}: a swarm of {names}",
            {"seat": seat, "place": place.id, "cards": list(cards)},
            reveals=tuple(cards),
        )
    )
    battles.start_wild(st, seat, cards[0], events, swarm=tuple(cards))


def pick_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    picks = [act("battle", card) for card in dict.fromkeys(st.search)]
    return picks + crafting.actions(st, seat)


def pick(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    card = action.arg
    rest = list(st.search)
    rest.remove(card)
    st.search = []
    put_back(st.decks[st.search_key], rest, st.rng)
    name = st.content.cards[card].name
    back = f"; the other {len(rest)} go back to the deck" if rest else ""
    events.append(
        Event(
            "pick",
            f"{seat_name(seat)} battles the wild {name}{back}",
            {"seat": seat, "card": card},
            reveals=(card,),
        )
    )
    battles.start_wild(st, seat, card, events)
