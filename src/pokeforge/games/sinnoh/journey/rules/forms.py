"""POKÉMON FORMS outside battle, by a held item: "You may change to the form specified by the item
whilst outside of battle. If the Pokémon is no longer holding the item, it returns to its default
form (State 1)." ARTIFACTS, Legendary Forms: "certain Artifacts allow their corresponding
Legendary Pokémon to access their alternate forms when held"; JOURNEY STAMPS reward 7: the Scroll
of Nobility "unlocks the final form (State 2) of any Starter Pokémon when held".

The form an item gives is data: ``items.json``'s ``form`` effect, a form label of the card data
(the Gracidea Flower: Shaymin's Sky Form; the Adamant, Lustrous and Griseous Artifacts: Dialga's,
Palkia's and Giratina's Origin forms; the Scroll of Nobility: the Noble Form). A form is the
card's state (``Mon.card``), which the battle system plays as it finds it, and which a battle
gives back at its end (the form the Pokémon entered with).

Decisions (``docs/rules/sinnoh.md``, Journey): a Pokémon that comes to hold such an item
(attached, evolving or exchanged while holding it) takes the form at once; ``form SLOT`` changes
it back to its default form while it keeps the item, and again into the item's form, on the
trainer's turn (a free move, like moving items). One in a form an item gives that no longer holds
the item is in its default form (taken off, taken by the winner of a trainer battle). Health
follows the card (damage stays; a Pokémon that had not fainted keeps at least 1 health, as after
a battle).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ..actions import JourneyAction, act

if TYPE_CHECKING:
    from ...content import Card, Content
    from ...pieces import Mon
    from ..state import JourneyState


def _item_forms(content: Content) -> frozenset[str]:
    """The form labels some item gives."""
    return frozenset(str(i.effects["form"]) for i in content.items.values() if "form" in i.effects)


def given(content: Content, mon: Mon) -> Card | None:
    """The form ``mon``'s held items give its card, if any."""
    card = content.cards[mon.card]
    if card.state == 0:  # a single-state card has no other form
        return None
    for item in mon.held():
        label = content.items[item].effects.get("form")
        if label is None:
            continue
        for c in content.forms_of(card):
            if c.form == label:
                return c
    return None


def due(content: Content, mon: Mon) -> Card:
    """The form ``mon`` is in outside battle: the one a held item gives it; otherwise its
    default form if it is in a form only an item gives; otherwise its card as it is."""
    target = given(content, mon)
    if target is not None:
        return target
    card = content.cards[mon.card]
    if card.form in _item_forms(content):
        return content.default_form(card)
    return card


def settle_mon(
    st: JourneyState, seat: int, slot: int, events: list[Event], take: bool = True
) -> None:
    """Put the Pokémon in ``seat``'s party ``slot`` in the form its held items give it (``take``:
    it has just come to hold them), or back in its default form if it is in a form only an item
    gives and holds none giving it."""
    mon = st.trainers[seat].party[slot]
    content = st.content
    card = content.cards[mon.card]
    target = given(content, mon)
    if target is None:
        target = content.default_form(card) if card.form in _item_forms(content) else card
    elif not take:
        return
    _change(st, seat, slot, target, events)


def _change(st: JourneyState, seat: int, slot: int, target: Card, events: list[Event]) -> None:
    mon = st.trainers[seat].party[slot]
    card = st.content.cards[mon.card]
    if target.id == card.id:
        return
    mon.max_health += target.health - card.health
    mon.card = target.id
    if not mon.fainted and mon.damage >= mon.max_health:
        mon.damage = mon.max_health - 1
    form = target.form if target.state > 1 else "default form"
    events.append(
        Event(
            "form",
            f"{seat_name(seat)}'s {card.name} takes its {form}",
            {"seat": seat, "slot": slot, "from": card.id, "card": target.id},
        )
    )


def settle(st: JourneyState, seat: int, events: list[Event]) -> None:
    """After a battle: a Pokémon of ``seat``'s party in a form an item gives that no longer holds
    the item (the winner of a trainer battle took it) returns to its default form."""
    for slot in range(len(st.trainers[seat].party)):
        settle_mon(st, seat, slot, events, take=False)


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``form SLOT`` for each Pokémon whose held item gives its card a form."""
    content = st.content
    return [
        act("form", str(slot))
        for slot, mon in enumerate(st.trainers[seat].party)
        if given(content, mon) is not None
    ]


def change(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``form SLOT``: into the form the held item gives, or back to the default form."""
    from .party import count_held_move

    count_held_move(st, seat)
    slot = int(action.arg)
    mon = st.trainers[seat].party[slot]
    content = st.content
    target = given(content, mon)
    assert target is not None
    if mon.card == target.id:
        target = content.default_form(target)
    _change(st, seat, slot, target, events)
