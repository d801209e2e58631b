"""POKÉMON FORMS outside battle, by a held item: "You may change to the form specified by the item
whilst outside of battle. If the Pokémon is no longer holding the item, it returns to its default
form (State 1)." ARTIFACTS, Legendary Forms: "certain Artifacts allow their corresponding
Legendary Pokémon to access their alternate forms when held"; JOURNEY STAMPS reward 7: the Scroll
of Nobility "unlocks the final form (State 2) of any Starter Pokémon when held".

The form an item gives is data: ``items.json``'s ``form`` effect, a form label of the card data
(the Gracidea Flower: Shaymin's Sky Form; the Adamant, Lustrous and Griseous Artifacts: Dialga's,
Palkia's and Giratina's Origin forms; the Scroll of Nobility: the Noble Form), or a list of them
of which the trainer chooses (the Secret Key, read as Rotom's corresponding Artifact: its Fan,
Frost, Heat, Mow and Wash Forms). A form is the card's state (``Mon.card``), which the battle
system plays as it finds it, and which a battle gives back at its end (the form the Pokémon
entered with).

Decisions (``docs/rules/sinnoh.md``, Journey): a Pokémon that comes to hold such an item
(attached, evolving or exchanged while holding it) takes the form at once; ``form SLOT`` changes
it back to its default form while it keeps the item, and again into the item's form, on the
trainer's turn (a free move, like moving items). One coming to hold an item giving several forms
keeps its form: ``form SLOT LABEL`` changes it into the one the trainer chooses (also from one
into another), ``form SLOT`` back to its default form. One in a form an item gives that no
longer holds the item is in its default form (taken off, taken by the winner of a trainer
battle). Health follows the card (damage stays; a Pokémon that had not fainted keeps at least 1
health, as after a battle).
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
    return frozenset(label for i in content.items.values() for label in i.forms())


def offered(content: Content, mon: Mon) -> list[Card]:
    """The forms ``mon``'s held items give its card, in the items' order (one: the Sky Form; the
    Secret Key's five: Rotom's)."""
    card = content.cards[mon.card]
    if card.state == 0:  # a single-state card has no other form
        return []
    by_label = {c.form: c for c in content.forms_of(card) if c.state > 1}
    return [
        by_label[label]
        for item in mon.held()
        for label in content.items[item].forms()
        if label in by_label
    ]


def given(content: Content, mon: Mon) -> Card | None:
    """The form ``mon``'s held items give its card, if they give it exactly one (the form it
    takes at once on coming to hold the item); ``None`` if none, or several for the trainer to
    choose from (the Secret Key's Rotom forms)."""
    found = offered(content, mon)
    return found[0] if len(found) == 1 else None


def settle_mon(
    st: JourneyState, seat: int, slot: int, events: list[Event], take: bool = True
) -> None:
    """Put the Pokémon in ``seat``'s party ``slot`` in the form its held items give it (``take``:
    it has just come to hold them; an item giving several forms leaves the choice to the
    trainer), or back in its default form if it is in a form only an item gives and holds none
    giving it."""
    mon = st.trainers[seat].party[slot]
    content = st.content
    card = content.cards[mon.card]
    found = offered(content, mon)
    if any(c.id == card.id for c in found):
        return  # in a form its item gives
    if card.form in _item_forms(content) and card.state > 1:
        target = content.default_form(card)
    elif take and len(found) == 1:
        target = found[0]
    else:
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
    """``form SLOT`` for each Pokémon whose held item gives its card one form (into it, or back
    to the default form); for an item giving several (the Secret Key), ``form SLOT LABEL`` into
    each but the one it is in, and ``form SLOT`` back to its default form when it is in one."""
    content = st.content
    out: list[JourneyAction] = []
    for slot, mon in enumerate(st.trainers[seat].party):
        found = offered(content, mon)
        if len(found) == 1:
            out.append(act("form", str(slot)))
        elif found:
            if content.cards[mon.card].state > 1:
                out.append(act("form", str(slot)))
            out.extend(act("form", f"{slot} {c.form}") for c in found if c.id != mon.card)
    return out


def target_of(st: JourneyState, seat: int, action: JourneyAction) -> Card:
    """The form ``form SLOT [LABEL]`` changes the Pokémon into."""
    slot_text, _, label = action.arg.partition(" ")
    mon = st.trainers[seat].party[int(slot_text)]
    content = st.content
    found = offered(content, mon)
    if label:
        return next(c for c in found if c.form == label)
    card = content.cards[mon.card]
    if len(found) == 1 and card.id != found[0].id:
        return found[0]
    return content.default_form(card)


def change(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """``form SLOT``: into the form the held item gives, or back to the default form;
    ``form SLOT LABEL``: into that one of the forms the held item gives."""
    from .party import count_held_move

    count_held_move(st, seat)
    target = target_of(st, seat, action)
    _change(st, seat, int(action.arg.partition(" ")[0]), target, events)
