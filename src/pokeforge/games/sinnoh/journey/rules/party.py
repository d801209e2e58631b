"""The party outside battle: held items moved about (BATTLE ITEMS: "all held items other than
Alpha Pokémon tokens can be moved around your team whilst outside of battle"; GENERAL FAQ: items
not attached do nothing) and releasing (CAPTURING POKÉMON, GENERAL FAQ: any Pokémon but the last
may be released; it is discarded with the moves it knows).

Decisions: a Pokémon holds one item (``equip SLOT ITEM`` onto a Pokémon holding none); an item
that adds health (Blast Crystal) cannot come off a Pokémon whose damage would then reach its
health, unless it has fainted; a released Pokémon's held item goes back to the bag (an Alpha
token to the Hidden Spots' discard pile: ALPHA POKÉMON, "discarded when the Pokémon holding it is
discarded"); its card goes to the discard pile of its Pokédex deck (cards of no deck, like
starters, leave the game).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import Mon
from ..actions import JourneyAction, act
from ..decks import key_of
from . import cards as card_rules
from . import cards_party, forms

if TYPE_CHECKING:
    from ..state import JourneyState

#: held items that stay on their Pokémon (ALPHA POKÉMON: the token cannot be unequipped)
FIXED_ITEMS = ("alpha_token",)
#: held items a trainer card fixes to a Pokémon (Apex Hatchling: "cannot be unequipped"); kept
#: apart from :data:`FIXED_ITEMS`, whose items the action numbering leaves out
CARD_FIXED = ("apex_dragon",)


def health_of(st: JourneyState, item: str) -> int:
    return int(st.content.items[item].effects.get("health", 0))


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    out: list[JourneyAction] = []
    kinds = sorted(set(t.items))
    two = bool(t.card) and bool(card_rules.effects(st, seat, "two_items"))  # Holding Capacity
    for slot, mon in enumerate(t.party):
        if mon.item is None:
            out.extend(act("equip", f"{slot} {item}") for item in kinds)
            continue
        if two and mon.item2 is None and mon.item not in FIXED_ITEMS:
            # a second, different held item
            out.extend(act("equip", f"{slot} {item}") for item in kinds if item != mon.item)
        if can_unequip(st, mon):
            out.append(act("unequip", str(slot)))
    out.extend(forms.actions(st, seat))  # POKÉMON FORMS by a held item
    if len(t.party) > 1:
        out.extend(act("release", str(slot)) for slot in range(len(t.party)))
    return out


def can_unequip(st: JourneyState, mon: Mon) -> bool:
    """The item taken off is the last attached (a second item, Holding Capacity, first)."""
    item = mon.item2 if mon.item2 is not None else mon.item
    if item is None or item in FIXED_ITEMS or item in CARD_FIXED:
        return False
    return mon.fainted or mon.damage < mon.max_health - health_of(st, item)


def count_held_move(st: JourneyState, seat: int) -> None:
    """Count a free move of this turn — a held item put on or taken off, a Distortion Gate
    jumped through (``held_moves``: read only by the agents' evaluation, never by the rules)."""
    r, s, n = st.held_moves
    st.held_moves = (st.round, seat, n + 1 if (r, s) == (st.round, seat) else 1)


def equip(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    count_held_move(st, seat)
    slot_text, item = action.arg.split(" ")
    t = st.trainers[seat]
    mon = t.party[int(slot_text)]
    items = list(t.items)
    items.remove(item)
    t.items = items
    if mon.item is None:
        mon.item = item
    else:  # a second held item (Backpacker: Holding Capacity)
        mon.item2 = item
    mon.max_health += health_of(st, item)
    name = st.content.cards[mon.card].name
    events.append(
        Event(
            "equip",
            f"{seat_name(seat)}'s {name} holds the {st.content.items[item].name}",
            {"seat": seat, "slot": int(slot_text), "item": item},
        )
    )
    forms.settle_mon(st, seat, int(slot_text), events)  # the form the item gives (Sky Shaymin)


def unequip(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    count_held_move(st, seat)
    t = st.trainers[seat]
    slot = int(action.arg)
    mon = t.party[slot]
    item = mon.item2 if mon.item2 is not None else mon.item
    assert item is not None
    if mon.item2 is not None:
        mon.item2 = None
    else:
        mon.item = None
    mon.max_health -= health_of(st, item)
    t.items = sorted([*t.items, item])
    name = st.content.cards[mon.card].name
    events.append(
        Event(
            "unequip",
            f"{seat_name(seat)} takes the {st.content.items[item].name} from {name}",
            {"seat": seat, "slot": slot, "item": item},
        )
    )
    forms.settle_mon(st, seat, slot, events)  # back to its default form


def discard_card(st: JourneyState, card_id: str, seat: int = -1) -> None:
    """A Pokémon card leaves play: to the discard pile of its Pokédex deck, if it has one (to
    the stamp rewards' pool of ``seat``'s Pokémon Collector)."""
    if cards_party.to_pool(st, seat, card_id):
        return
    content = st.content
    card = content.default_form(content.cards[card_id])
    key = key_of(card)
    if key is not None:
        st.discards.setdefault(key, []).append(card.id)


def release(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    t = st.trainers[seat]
    slot = int(action.arg)
    mon = t.party[slot]
    t.party.pop(slot)
    cards_party.left_party(st, seat, slot, events, release=True)  # the Cherish Ball back
    for item in mon.held():
        if item not in FIXED_ITEMS:
            t.items = sorted([*t.items, item])
        elif item == "alpha_token":
            st.explore.discard.append("alpha")  # discarded with the Pokémon holding it
    discard_card(st, mon.card, seat)
    name = st.content.cards[mon.card].name
    events.append(
        Event("release", f"{seat_name(seat)} releases {name}", {"seat": seat, "slot": slot})
    )
