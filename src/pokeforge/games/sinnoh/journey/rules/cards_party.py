"""Trainer cards on the journey: the party, deck and crafting cards (Chef, Gentleman, Expert),
called from the hooks of :mod:`.cards` and the rules (which cards are played and which refused:
:mod:`..trainer_cards`).

* **Chef: Ingredient Expert** (``convert_apricorns``): "you may freely convert the Apricorns in
  your bag for different Apricorns of the same tier": ``convert FROM TO`` turns one Apricorn into
  another colour of its tier, during the trainer's turn outside battle, as often as they like
  (the Black Apricorn is alone in tier 3: it is never converted). Masterwork Stew is the battle's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOUR_TIER, COLOURS
from ..actions import JourneyAction, act

if TYPE_CHECKING:
    from ..state import JourneyState


def _ability(st: JourneyState, seat: int, do: str) -> str:
    """The name of ``seat``'s unlocked ability with a ``do`` effect (``""`` none)."""
    from .cards import unlocked

    return next((a.name for a in unlocked(st, seat) for e in a.effects if e["do"] == do), "")


# -- Chef: Ingredient Expert ----------------------------------------------------------------------


def same_tier(colour: str) -> list[str]:
    """The other colours of ``colour``'s tier, in :data:`COLOURS`' order."""
    tier = COLOUR_TIER[COLOURS.index(colour)]
    return [c for c, k in zip(COLOURS, COLOUR_TIER, strict=True) if k == tier and c != colour]


def turn_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """``convert FROM TO`` (Ingredient Expert), offered with :func:`.cards.turn_actions`."""
    t = st.trainers[seat]
    if not _ability(st, seat, "convert_apricorns"):
        return []
    return [act("convert", f"{c} {to}") for c in COLOURS if t.apricorns(c) for to in same_tier(c)]


def convert(st: JourneyState, seat: int, action: JourneyAction, events: list[Event]) -> None:
    """Turn one Apricorn of the bag into another colour of its tier (Ingredient Expert)."""
    t = st.trainers[seat]
    colour, to = action.arg.split(" ")
    t.pay(colour)
    t.gain(to)
    name = _ability(st, seat, "convert_apricorns")
    events.append(
        Event(
            "convert",
            f"{seat_name(seat)} converts a {colour} Apricorn into a {to} one ({name})",
            {"seat": seat, "from": colour, "to": to},
        )
    )


def words(action: JourneyAction) -> str | None:
    """The party cards' own actions in words (``None``: not one of theirs)."""
    if action.verb == "convert":
        colour, to = action.arg.split(" ")
        return f"Convert a {colour} Apricorn into a {to} one"
    return None
