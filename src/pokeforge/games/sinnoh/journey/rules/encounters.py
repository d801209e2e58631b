"""ENCOUNTERING POKÉMON: the Pokédex search at an Apricorn Tree or Reef.

Standing on a tree or reef, a trainer with a usable Pokémon may search once per turn: the deck of
the tile's biome and climate and of the place's tier (1 Weak, 2 Moderate, 3 Strong) shows 3 / 2
/ 1 Pokémon, to the searcher alone. Once searched, one of them must be battled
(``battle CARD``), though the trainer may still craft before the battle begins; the others go
back to their deck, shuffled. The chosen one is revealed by the battle.

GENERAL FAQ: when no wild Pokémon appears (the deck and its discard pile are empty) the trainer
may take all the Apricorns the tree or reef holds, "however your turn ends after doing so"
(decision ``empty``: ``accept`` takes them and ends the turn, ``decline`` goes on with it).

WARPED APRICORN TREES (the Ultra Burst; the trees ``region.json`` marks ``warped``): "a mixed
selection of both Pokémon and Apricorn", "the rewards are based on the encounter tier of the
Pokémon you choose to battle". Ours: the search shows the top card of the Weak, the Moderate and
the Strong deck of the tile's biome and climate (a tier with an empty deck and discard pile shows
none); the Pokémon not chosen go back to their own decks; the Apricorns it guards are those of a
tree of the same biome of the battled Pokémon's tier (Weak 1, Moderate 2, Strong 3). In the Heart
of Sinnoh these trees are ordinary.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ..actions import SEARCH, JourneyAction, act
from ..decks import SHOWN, TREE_TIERS, deck_key, draw, key_of, put_back
from . import battles, crafting
from .villages import place_of

if TYPE_CHECKING:
    from ...region import Place
    from ..state import JourneyState

#: the places whose wild Pokémon guard Apricorns (ENCOUNTERING POKÉMON)
SEARCHABLE_TREES = ("apricorn_tree", "apricorn_reef")
#: the places the Pokédex searches: trees, reefs and Distortion Gates (SWARM BATTLES)
SEARCHABLE = (*SEARCHABLE_TREES, "distortion_gate")
#: a Warped Apricorn Tree's Apricorns: the tree tier of the battled Pokémon's encounter tier
WARPED_TIERS = {name: tier for tier, name in TREE_TIERS.items()}


def searchable(st: JourneyState, seat: int) -> Place | None:
    t = st.trainers[seat]
    place = place_of(st, t)
    if place is None or place.kind not in SEARCHABLE or place.id in st.ultra.destroyed:
        return None  # a tree or reef the Ultra Beasts destroyed is no longer used (ULTRA BURST)
    if place.id in st.felled:
        return None  # a tree removed for Firewood (Kindler: Gather Firewood)
    return place


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    if "search" in st.used or searchable(st, seat) is None or not st.trainers[seat].usable():
        return []
    return [SEARCH]


def warped(st: JourneyState, place: Place) -> bool:
    """Whether ``place`` is a Warped Apricorn Tree in this campaign (the Ultra Burst's)."""
    return st.campaign.ultra and bool(place.fields.get("warped", False))


def deck_of(st: JourneyState, place: Place) -> str:
    tile = st.region.tiles[place.at]
    return deck_key(tile.biome, tile.climate, TREE_TIERS[int(place.get("tier"))])


def guards(st: JourneyState, place: Place, card: str = "") -> tuple[str, ...]:
    """The Apricorns the wild Pokémon of this tree or reef guard (``data/apricorns.json``); at a
    Warped Apricorn Tree, those of the tier of ``card``, the Pokémon battled."""
    tile = st.region.tiles[place.at]
    tier = int(place.get("tier"))
    if card and warped(st, place):
        tier = WARPED_TIERS.get(st.content.cards[card].tier, tier)
    return st.jc.guards(place.kind, tile.biome, tier)


def search(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    place = searchable(st, seat)
    assert place is not None
    if place.kind == "distortion_gate":
        swarm(st, seat, place, events)
        return
    if warped(st, place):
        tile = st.region.tiles[place.at]
        drawn = []
        for tier in TREE_TIERS.values():
            k = deck_key(tile.biome, tile.climate, tier)
            drawn += draw(st.decks.setdefault(k, []), st.discards.setdefault(k, []), 1, st.rng)
        key = ""  # each card goes back to its own deck
    else:
        key = deck_of(st, place)
        deck = st.decks.setdefault(key, [])
        discard = st.discards.setdefault(key, [])
        drawn = draw(deck, discard, SHOWN[int(place.get("tier"))], st.rng)
    st.used = (*st.used, "search")
    st.site = place.id
    if not drawn:
        st.site = ""  # no battle here (the turn may go on)
        found = guards(st, place)
        st.pending.append({"kind": "empty", "seat": seat, "apricorns": list(found)})
        events.append(
            Event(
                "search",
                f"{seat_name(seat)} searches the Pokédex at {place.name}: no wild Pokémon "
                f"appears; {seat_name(seat)} may take its {len(found)} Apricorns "
                f"({', '.join(found)}) and end the turn",
                {"seat": seat, "place": place.id, "count": 0, "apricorns": list(found)},
            )
        )
        return
    st.search = sorted(drawn)
    st.search_key = key
    st.phase = "pick"
    cards = st.content.cards
    names = ", ".join(cards[c].name for c in st.search)
    events.append(
        Event(
            "search",
            f"{seat_name(seat)} searches the Pokédex at {place.name}: {len(drawn)} Pokémon "
            + ("appears" if len(drawn) == 1 else "appear"),
            {"seat": seat, "place": place.id, "count": len(drawn)},
            private={seat: {"cards": list(st.search)}},
            private_text={
                seat: f"{seat_name(seat)} searches the Pokédex at {place.name}: {names} "
                + ("appears" if len(drawn) == 1 else "appear")
            },
        )
    )


def take_empty(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """The answer to an empty search (GENERAL FAQ): ``accept`` takes the Apricorns and ends the
    turn (once this decision is done), ``decline`` leaves them and the turn goes on."""
    entry = st.pending[0]
    found = [str(c) for c in entry["apricorns"]]
    if action.verb == "decline":
        events.append(
            Event(
                "empty",
                f"{seat_name(seat)} leaves the Apricorns and goes on with the turn",
                {"seat": seat, "taken": False},
            )
        )
        return
    t = st.trainers[seat]
    for colour in found:
        t.gain(colour)
    entry["then"] = "end"
    events.append(
        Event(
            "empty",
            f"{seat_name(seat)} takes the {len(found)} Apricorns ({', '.join(found)}) and the "
            "turn ends",
            {"seat": seat, "taken": True, "apricorns": found},
        )
    )


def swarm(st: JourneyState, seat: int, place: Place, events: list[Event]) -> None:
    """SWARM BATTLES: at a Distortion Gate (active or not, in both campaigns) the search brings a
    Weak, a Moderate and a Strong Pokémon of the gate's biome (and its tile's climate: documented
    decision), the top card of each deck, battled at once in that order; they form a party and do
    not flee. No Apricorns are guarded; 7 Journey Points once every one is defeated or captured.
    With the three decks and their discard piles empty no swarm appears, and the turn goes on
    (GENERAL FAQ: only battling ends the turn early)."""
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
        st.site = ""
        return  # nothing to take, no battle: the turn goes on (GENERAL FAQ)
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
    from . import cards as card_rules
    from . import cards_travel

    if cards_travel.observing(st):  # Field Observation: teach, no battle
        return cards_travel.study_actions(st, seat)
    picks = [act("battle", card) for card in dict.fromkeys(st.search)]

    return picks + card_rules.pick_actions(st, seat) + crafting.actions(st, seat)


def pick(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    card = action.arg
    rest = list(st.search)
    rest.remove(card)
    st.search = []
    if st.search_key:
        put_back(st.decks[st.search_key], rest, st.rng)
    else:  # a Warped Apricorn Tree's mixed selection: each to its own deck
        for other in rest:
            k = key_of(st.content.cards[other])
            assert k is not None
            put_back(st.decks[k], [other], st.rng)
    name = st.content.cards[card].name
    back = (
        "; the other goes back to the deck"
        if len(rest) == 1
        else f"; the other {len(rest)} go back to the deck"
        if rest
        else ""
    )
    events.append(
        Event(
            "pick",
            f"{seat_name(seat)} battles the wild {name}{back}",
            {"seat": seat, "card": card},
            reveals=(card,),
        )
    )
    battles.start_wild(st, seat, card, events)
