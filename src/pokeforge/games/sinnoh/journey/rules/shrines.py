"""SHRINE OFFERING, LEGENDARY EVENTS, Shrine Blessings (SHRINE BLESSING CLARIFICATIONS) and the
Legendary and God tokens met at their shrines.

* **Offering** (``offering COLOUR``): once per turn, at a shrine or the Origin Shrine, discard an
  Apricorn to draw 1 Shrine Event card and resolve it; the Apricorn's tier (1, 2, 3) picks the
  strength of a card with "/" text (``amount``). ``offering COLOUR draw3``: also discard 7
  Journey Points, draw 3 and choose 2 (``choose 0+2``: resolved in that order), the third is
  discarded. An empty deck takes back its discard pile. No offering on a shrine whose Legendary
  token is there, nor on the Origin Shrine while a God of Sinnoh token is there.
* **Legendary Event**: every trainer gains the card's Apricorns; its Legendary token goes on its
  shrine (unless it is there already or gone from the game). ``legend`` battles it there (a wild
  battle); defeated or captured, the token leaves the game.
* **Celestial Fracture**: :mod:`.fate` (every trainer draws a Change of Fate card, Followers are
  chosen in secret, the God with the most Followers comes to the Origin Shrine).
* **Blessings**: the offerer applies the effect; with 4 or more trainers they then give it to
  another trainer (``share P``), who applies it after them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOUR_TIER, COLOURS
from ...setup import make_mon
from ...words import plural
from ..actions import JourneyAction, act
from ..decks import TREE_TIERS, deck_key, draw, key_of, put_back
from ..pieces import MAX_PARTY, restore
from ..shrine_content import ShrineCard, shrine_content
from ..shrines import GODS
from . import battles, cards_party, cards_travel, crafting, fate, forms
from . import cards as card_rules
from .villages import place_of

if TYPE_CHECKING:
    from ...region import Place
    from ..state import JourneyState

#: Journey Points discarded to draw 3 Shrine Event cards and keep 2 (SHRINE OFFERING)
DRAW3_POINTS = 7
#: the orders in which two of three drawn cards may be chosen
CHOICES = ("0+1", "0+2", "1+0", "1+2", "2+0", "2+1")
SHRINES = ("shrine", "origin_shrine")
#: Ancient Wisdom: the Apricorn tiers whose decks' discard piles are looked through too (SHRINE
#: BLESSING CLARIFICATIONS: "also ... from the discard pile for Weak Pokémon")
WISDOM_DISCARDS = (1,)

PROMPTS = {
    "choose": "Choose 2 of the 3 Shrine Event cards (the first is resolved first)",
    "share": "Give the Shrine Blessing to another trainer",
    "exchange": "Equivalent Exchange: replace a Pokémon of your party with the one drawn?",
    "wisdom": "Ancient Wisdom: teach a move from the Pokédex decks to a Pokémon, or nothing",
}


def card(st: JourneyState, cid: str) -> ShrineCard:
    return shrine_content(st.content).events[cid]


def tier_of(colour: str) -> int:
    return COLOUR_TIER[COLOURS.index(colour)]


# -- what may be done on a turn -------------------------------------------------------------------


def shrine_here(st: JourneyState, seat: int) -> Place | None:
    place = place_of(st, st.trainers[seat])
    if place is None or place.kind not in SHRINES or place.id in st.ultra.destroyed:
        return None  # a shrine the Ultra Beasts destroyed is no longer used (THE ULTRA BURST)
    return place


def token_here(st: JourneyState, place: Place) -> str:
    """The Legendary Pokémon (or God of Sinnoh) whose token stands on ``place`` ("" none)."""
    if place.kind == "origin_shrine":
        return st.shrines.god
    return st.shrines.legends.get(place.id, "")


def legend_card(st: JourneyState, name: str) -> str:
    """The card id of the Legendary Pokémon (or God: ``dialga``…) of a token."""
    return st.content.card(name.capitalize() if name in GODS else name).id


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    out: list[JourneyAction] = []
    place = shrine_here(st, seat)
    sh = st.shrines
    if place is not None:
        token = token_here(st, place)
        if token:
            if t.usable():
                out.append(act("legend"))
        elif "offering" not in st.used and (sh.events or sh.event_discard):
            held = [c for c in COLOURS if t.apricorns(c)]
            out.extend(act("offering", c) for c in held)
            if t.points >= DRAW3_POINTS and len(sh.events) + len(sh.event_discard) >= 3:
                out.extend(act("offering", f"{c} draw3") for c in held)
    if sh.banquet[seat]:
        for recipe in st.jc.recipes.values():
            if recipe.kind == "stew" and crafting.useful(st, seat, recipe):
                out.append(act("feast", recipe.id))
    return out


# -- the offering ---------------------------------------------------------------------------------


def draw_event(st: JourneyState) -> str | None:
    """One Shrine Event card at random from the deck (an empty deck takes back its discard)."""
    sh = st.shrines
    if not sh.events:
        sh.events, sh.event_discard = sh.event_discard, []
    if not sh.events:
        return None
    return sh.events.pop(st.rng.below(len(sh.events)))


def offering(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    place = shrine_here(st, seat)
    assert place is not None
    colour, _, extra = action.arg.partition(" ")
    t.pay(colour)
    st.used = (*st.used, "offering")
    card_rules.gain_discard(st, seat, "shrine_offering", [colour], events)  # Offering Thief
    sh = st.shrines
    sh.offer_colour, sh.offerer = colour, seat
    st.site = place.id
    if extra == "draw3":
        t.points -= DRAW3_POINTS
        more = cards_party.extra_events(st, seat)  # Shrine Keeper
        drawn = [c for c in (draw_event(st) for _ in range(3 + more)) if c is not None]
        sh.drawn = drawn
        names = ", ".join(card(st, c).name for c in drawn)
        events.append(
            Event(
                "offering",
                f"{seat_name(seat)} offers a {colour} Apricorn and {DRAW3_POINTS} Journey Points "
                f"at {place.name} and draws {names}",
                {"seat": seat, "colour": colour, "drawn": drawn},
                reveals=tuple(drawn),
            )
        )
        if more:
            cards_party.keeper_choice(st, seat, 2, events)
        else:
            st.pending.append({"kind": "choose", "seat": seat})
        return
    if cards_party.shrine_keeper(st, seat, place, colour, events):
        return
    drawn_one = draw_event(st)
    assert drawn_one is not None
    events.append(
        Event(
            "offering",
            f"{seat_name(seat)} offers a {colour} Apricorn at {place.name} and draws "
            f"{card(st, drawn_one).name}",
            {"seat": seat, "colour": colour, "drawn": [drawn_one]},
            reveals=(drawn_one,),
        )
    )
    resolve(st, seat, drawn_one, events)


def choose(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    sh = st.shrines
    kept = [int(x) for x in action.arg.split("+")]  # one kept of two with Shrine Keeper
    drawn, sh.drawn = sh.drawn, []
    for i, cid in enumerate(drawn):
        if i not in kept:
            sh.discard_event(cid)
            events.append(
                Event(
                    "discard",
                    f"{seat_name(seat)} discards {card(st, cid).name}",
                    {"seat": seat, "card": cid},
                )
            )
    for i in kept:
        resolve(st, seat, drawn[i], events)


def choose_actions(st: JourneyState) -> list[JourneyAction]:
    n = len(st.shrines.drawn)
    return [act("choose", c) for c in CHOICES if all(int(x) < n for x in c.split("+"))]


def resolve(st: JourneyState, seat: int, cid: str, events: list[Event]) -> None:
    """Resolve a drawn Shrine Event card for the offerer ``seat``; it goes to the discard pile."""
    c = card(st, cid)
    st.shrines.discard_event(cid)
    if c.kind == "legendary":
        legendary_event(st, c, events)
    elif c.kind == "fracture":
        fate.celestial_fracture(st, seat, events)
    else:
        bless(st, seat, cid, events)
        if st.num_seats >= 4:
            st.pending.append({"kind": "share", "seat": seat, "card": cid})


def legendary_event(st: JourneyState, c: ShrineCard, events: list[Event]) -> None:
    """LEGENDARY EVENTS: every trainer gains the Apricorns; the token goes on its shrine."""
    gains = dict(c.apricorns or {})
    for t in st.trainers:
        for colour, n in gains.items():
            t.gain(colour, n)
    sh = st.shrines
    shrine = st.region.places[c.shrine]
    words = ", ".join(f"{n} {colour}" for colour, n in gains.items())
    if c.legendary in sh.gone:
        where = f"{c.legendary} has left the game: no token is placed"
    elif sh.legends.get(c.shrine) == c.legendary:
        where = f"{c.legendary} is already at {shrine.name}"
    else:
        sh.legends[c.shrine] = c.legendary
        where = f"{c.legendary} appears at {shrine.name}"
    events.append(
        Event(
            "legendary_event",
            f"{c.name}: every trainer gains {words} "
            f"Apricorn{'' if sum(gains.values()) == 1 else 's'}; {where}",
            {"card": c.id, "legendary": c.legendary, "shrine": c.shrine, "apricorns": gains},
        )
    )


# -- blessings ------------------------------------------------------------------------------------


def bless(st: JourneyState, seat: int, cid: str, events: list[Event]) -> None:
    """Apply the blessing ``cid`` to ``seat`` (the offerer, or the trainer it is given to)."""
    c = card(st, cid)
    sh = st.shrines
    t = st.trainers[seat]
    tier = tier_of(sh.offer_colour)
    n = c.amount[tier - 1]
    who = seat_name(seat)
    shown: tuple[str, ...] = ()
    if c.effect == "points":
        t.earn(n)
        text = f"{who} gains {plural(n, 'Journey Point')}"
    elif c.effect == "restore":
        for mon in t.party:
            restore(mon)
        text = f"{who}'s party is fully restored"
    elif c.effect == "apricorns":
        t.gain(sh.offer_colour, n)
        text = f"{who} gains {n} {sh.offer_colour} Apricorns"
    elif c.effect == "stews":
        sh.banquet[seat] += n
        text = f"{who} may cook {plural(n, 'Apricorn Stew')} for free on their turns"
    elif c.effect == "wisdom":
        deck = TREE_TIERS[tier]
        st.pending.append(
            {
                "kind": "wisdom",
                "seat": seat,
                "tier": deck,
                "moves_only": True,
                "discards": tier in WISDOM_DISCARDS,
            }
        )
        piles = " and their discard piles" if tier in WISDOM_DISCARDS else ""
        text = f"{who} may teach a move from the {deck.capitalize()} decks{piles}"
    else:
        text, shown = _encounter(st, seat, c, tier)
    # a Pokémon drawn from its Pokédex deck is turned face up
    events.append(
        Event("blessing", f"{c.name}: {text}", {"seat": seat, "card": cid}, reveals=shown)
    )


def _shrine_deck(st: JourneyState, tier: int) -> str:
    """The Pokédex deck of the offering's shrine: its tile's biome and climate, the tier of the
    Apricorn offered (Weak, Moderate, Strong)."""
    tile = st.region.tiles[st.region.places[st.site].at]
    return deck_key(tile.biome, tile.climate, TREE_TIERS[tier])


def _encounter(
    st: JourneyState, seat: int, c: ShrineCard, tier: int
) -> tuple[str, tuple[str, ...]]:
    """Chance Encounter (the Pokémon joins the party) or Equivalent Exchange (a decision)."""
    key = _shrine_deck(st, tier)
    got = draw(st.decks.setdefault(key, []), st.discards.setdefault(key, []), 1, st.rng)
    who = seat_name(seat)
    if not got:
        return f"the {TREE_TIERS[tier]} Pokédex deck is empty: nothing happens", ()
    name = st.content.cards[got[0]].name
    if c.effect == "exchange":
        st.pending.append({"kind": "exchange", "seat": seat, "card": got[0], "deck": key})
        return f"{who} draws {name} and may replace a Pokémon of their party with it", (got[0],)
    t = st.trainers[seat]
    t.party.append(make_mon(st.content, st.content.cards[got[0]], None, []))
    if len(t.party) > MAX_PARTY:
        st.pending.append({"kind": "release", "seat": seat})
    return f"{name} joins {who}'s party", (got[0],)


def exchange_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    return [
        act("exchange", "none"),
        *(act("exchange", str(i)) for i in range(len(st.trainers[seat].party))),
    ]


def exchange(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Equivalent Exchange: the Pokémon replaced is discarded; the new one keeps its moves (even
    those it could not learn) and its held item, an Alpha token too, with the health they give
    (SHRINE BLESSING CLARIFICATIONS), in the form the item gives it."""
    entry = st.pending[0]
    new = str(entry["card"])
    t = st.trainers[seat]
    name = st.content.cards[new].name
    if action.arg == "none":
        put_back(st.decks.setdefault(str(entry["deck"]), []), [new], st.rng)
        events.append(Event("exchange", f"{seat_name(seat)} keeps their party", {"seat": seat}))
        return
    slot = int(action.arg)
    old = t.party[slot]
    # the held item with its health, an Alpha token too ("notably, any Alpha Pokémon tokens
    # are kept": the new Pokémon is the Alpha now)
    mon = make_mon(st.content, st.content.cards[new], old.item, list(old.moves), old.item2)
    old_card = st.content.cards[old.card]
    key = key_of(old_card)
    if key is not None and not cards_party.to_pool(st, seat, old.card):  # Pokémon Collector
        st.discards.setdefault(key, []).append(old.card)
    party = list(t.party)
    party[slot] = mon
    t.party = party
    cards_party.left_party(st, seat, slot, events, release=False)
    events.append(
        Event(
            "exchange",
            f"{seat_name(seat)} replaces {old_card.name} with {name}",
            {"seat": seat, "slot": slot, "card": new},
        )
    )
    forms.settle_mon(st, seat, slot, events)  # the form its held item gives (POKÉMON FORMS)


def share_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    return [act("share", str(s + 1)) for s in range(st.num_seats) if s != seat]


def share(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """With 4 or more trainers a Shrine Blessing is also given to another trainer (after the
    offerer applied it)."""
    entry = st.pending[0]
    other = int(action.arg) - 1
    events.append(
        Event(
            "share",
            f"{seat_name(seat)} gives the blessing to {seat_name(other)}",
            {"seat": seat, "to": other},
        )
    )
    bless(st, other, str(entry["card"]), events)


def feast(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Splendid Banquet: a free Apricorn Stew (each kind still once a turn)."""
    if cards_travel.picnic(st, seat, action, events):  # Picnic Basket's free stew first
        return
    recipe = st.jc.recipes[action.arg]
    st.shrines.banquet[seat] -= 1
    st.used = (*st.used, f"stew:{recipe.id}")
    effect = crafting.stew(st, seat, recipe.makes)
    events.append(
        Event(
            "craft",
            f"{seat_name(seat)} cooks a free {crafting.name_of(st, recipe)} (Splendid Banquet): "
            f"{effect}",
            {"seat": seat, "recipe": recipe.id, "paid": []},
        )
    )


# -- the Legendary and God tokens -----------------------------------------------------------------


def legend(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Battle the Legendary Pokémon (or God of Sinnoh) whose token is on this shrine."""
    place = shrine_here(st, seat)
    assert place is not None
    st.site = place.id
    battles.start_wild(st, seat, legend_card(st, token_here(st, place)), events)


def after_battle(st: JourneyState, rewards: dict[str, Any], events: list[Event]) -> None:
    """A shrine's token defeated or captured leaves the game (LEGENDARY EVENTS, THE GODS OF
    SINNOH); one that fled stays."""
    battle = st.battle
    if battle is None or st.battle_seats[1] >= 0 or not st.site:
        return
    place = st.region.places.get(st.site)
    if place is None or place.kind not in SHRINES:
        return
    token = token_here(st, place)
    if not token or st.wild != [legend_card(st, token)]:
        return
    mon = battle.sides[1].party[0]
    if not (mon.fainted or rewards.get("captured")):
        return
    sh = st.shrines
    if place.kind == "origin_shrine":
        sh.god = ""
    else:
        del sh.legends[place.id]
    sh.gone = [*sh.gone, token]
    name = st.content.cards[st.wild[0]].name
    events.append(
        Event(
            "token_gone",
            f"{name}'s token leaves the game",
            {"token": token, "place": place.id},
        )
    )


#: the decisions of these rules (heads of ``pending``) and their answers
def decision_actions(st: JourneyState, seat: int, entry: dict[str, Any]) -> list[JourneyAction]:
    kind = entry["kind"]
    if kind == "choose":
        return choose_actions(st)
    if kind == "keeper":
        return cards_party.keeper_actions(st, entry)
    if kind == "weather":
        return cards_party.choice_actions(st)
    if kind == "career":
        return cards_party.career_actions(entry)
    if kind == "share":
        return share_actions(st, seat)
    if kind == "exchange":
        return exchange_actions(st, seat)
    if kind == "wisdom":
        from .stamps import gift_actions

        return gift_actions(st, seat, entry)
    return fate.decision_actions(st, seat, entry)
