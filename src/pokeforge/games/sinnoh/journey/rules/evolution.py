"""EVOLVING POKÉMON: during your turn and outside battle, discard Journey Points equal to the
Evolve Cost to evolve a Pokémon; it is fully restored; with a choice of evolutions (Eevee) pick
one; held items and taught moves carry over; you may teach the old Pokémon's move to the evolved
one, whatever types it can learn (``keep``), else the old card is discarded (``discard``).
GENERAL FAQ: a taught move that the evolved Pokémon could not learn is kept, but no more moves of
that type can be learnt (teaching checks the evolved card's learnable types).

Decisions (``docs/rules/sinnoh.md``, Journey): the evolution card is taken from the Pokédex: its
own deck (then shuffled) or that deck's discard pile; an evolution none of whose copies is left
there (all in parties) cannot be chosen now; a card of no Pokédex deck is always there. The old
card goes to its deck's discard pile either way (a move is a name here, not a card). Keeping the
old move counts towards the 3 moves (the signature and two more): with two taught moves already,
one is forgotten for it (``keep forget=MOVE``). A fainted Pokémon may evolve (it is restored).
Evolving while holding an item that gives the evolved card a form (the Scroll of Nobility: a
starter's final form), it takes that form at once (:mod:`.forms`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...rules.tactics import EXTRA_MOVES
from ...setup import make_mon
from ...words import plural
from ..actions import DISCARD, KEEP, JourneyAction, act
from ..decks import key_of, take
from . import cards as card_rules
from . import cards_party, forms
from .party import discard_card

if TYPE_CHECKING:
    from ...content import Card
    from ..state import JourneyState


def available(st: JourneyState, card: Card) -> bool:
    """Whether the Pokédex still holds a copy of ``card`` to evolve into."""
    if not st.content.playable(card):
        return False
    key = key_of(card)
    if key is None:
        return True
    return card.id in st.decks.get(key, ()) or card.id in st.discards.get(key, ())


def targets(st: JourneyState, card: Card) -> list[Card]:
    """The cards ``card`` may evolve into now."""
    out = []
    for name in card.evolve_into:
        try:
            target = st.content.card(name)
        except KeyError:
            continue
        if available(st, target):
            out.append(target)
    return out


def actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    t = st.trainers[seat]
    out: list[JourneyAction] = []
    cards = st.content.cards
    for slot, mon in enumerate(t.party):
        card = cards[mon.card]
        if (
            card.evolve_cost is None
            or card_rules.evolve_cost(st, seat, card.evolve_cost, mon) > t.points
            or not card.evolve_into
            or mon.egg  # taught an Egg Move: it can no longer evolve (Pokémon Breeder)
        ):
            continue
        out.extend(act("evolve", f"{slot} {target.name}") for target in targets(st, card))
    return out + cards_party.egg_actions(st, seat)


def evolve(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    slot_text, name = action.arg.split(" ", 1)
    slot = int(slot_text)
    t = st.trainers[seat]
    old = t.party[slot]
    card = st.content.cards[old.card]
    target = st.content.card(name)
    cost = card_rules.evolve_cost(st, seat, card.evolve_cost or 0, old)  # Lady, Dragon Tamer
    t.points -= cost
    t.spent += cost
    key = key_of(target)
    if key is not None:
        took = take(
            st.decks.setdefault(key, []), st.discards.setdefault(key, []), target.id, st.rng
        )
        assert took
    new = make_mon(st.content, target, old.item, list(old.moves), old.item2)
    t.party[slot] = new
    discard_card(st, old.card, seat)
    events.append(
        Event(
            "evolve",
            f"{seat_name(seat)}'s {card.name} evolves into {target.name} for "
            f"{plural(cost, 'Journey Point')} and is fully restored",
            {"seat": seat, "slot": slot, "from": card.id, "into": target.id, "cost": cost},
        )
    )
    forms.settle_mon(st, seat, slot, events)  # the form its held item gives (the Noble Form)
    if card.move != target.move and card.move not in new.moves:
        st.pending.append(
            {"kind": "keep", "seat": seat, "slot": slot, "move": card.move, "then": "turn"}
        )


def keep_actions(st: JourneyState, entry: dict[str, object]) -> list[JourneyAction]:
    t = st.trainers[int(str(entry["seat"]))]
    mon = t.party[int(str(entry["slot"]))]
    if len(mon.moves) < EXTRA_MOVES:
        return [KEEP, DISCARD]
    return [*(act("keep", f"forget={m}") for m in mon.moves), DISCARD]


def keep(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    entry = st.pending[0]
    mon = st.trainers[seat].party[int(entry["slot"])]
    move = str(entry["move"])
    name = st.content.cards[mon.card].name
    if action.verb == "discard":
        events.append(
            Event(
                "keep", f"{name} does not keep {move}", {"seat": seat, "move": move, "kept": False}
            )
        )
        return
    forget = action.arg.partition("forget=")[2]
    moves = [m for m in mon.moves if m != forget]
    mon.moves = [*moves, move]
    text = f"{name} keeps {move}" + (f" in place of {forget}" if forget else "")
    events.append(Event("keep", text, {"seat": seat, "move": move, "kept": True}))
