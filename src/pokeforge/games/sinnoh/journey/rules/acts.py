"""THE HEART OF SINNOH campaign: the acts deck, the OBJECTIVES and the end of the journey.

* **Prologue - The Incursion** (at set-up, after the starters): a Grunts token on every
  trainer's home village (``JourneyState.grunts``: no flying to or from it); then **Act I** is
  drawn (its 3 Red Apricorns are the campaign's start bag, :mod:`..campaign`).
* The acts deck advances "when the first trainer finishes an act": the first to liberate their
  home village draws **Act II**, the first to hold the three Shards **Act III**, the first to
  defeat Cyrus flips the **Ending**. Every other trainer still finishes each act, in order: a
  Commander needs your own village liberated, the Heart needs your three Shards, Cyrus your Heart.
* The Team Galactic battles (Grunts, Lake Commanders, Cyrus) are :mod:`.galactic`; the Ending's
  choice and the Traitor's challengers :mod:`.ending`.
* **Act III - The Heart**: a Shrine Offering at the Origin Shrine (one Apricorn, the trainer's
  choice of colour: ``campaign heart=red``) restores the Heart of Sinnoh from the three Shards
  (kept): the trainer gains the Heart of Sinnoh held item (in the bag). It counts as the turn's
  Shrine Offering (``offering`` in ``JourneyState.used``, the mark of every Shrine Offering). A
  God of Sinnoh token on the Origin Shrine blocks it (:func:`origin_shrine_blocked`).
* **The end**: the first trainer to conquer every objective claims victory (:mod:`.ending`);
  ``max_rounds`` is only a safety cap (:func:`.end.finish`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from ...pieces import COLOURS
from ..actions import JourneyAction, act
from ..objectives import ACT_NAMES, ACTS, SHARDS
from .villages import place_of

if TYPE_CHECKING:
    from ..state import JourneyState

#: the ``used`` mark of the turn's Shrine Offering (once per turn: SHRINE OFFERING)
OFFERING = "offering"
#: the Heart of Sinnoh held item
HEART_ITEM = "heart_of_sinnoh"


def origin_shrine_blocked(st: JourneyState) -> bool:
    """Whether a God of Sinnoh token stands on the Origin Shrine (ACT III: no Shrine Offering
    there until it is defeated or captured; a Celestial Fracture puts it there:
    :mod:`.shrines`)."""
    return bool(st.shrines.god)


def begin(st: JourneyState, events: list[Event]) -> None:
    """The Prologue at the end of set-up: Grunts on every home village, then Act I."""
    st.grunts = tuple(sorted({t.home for t in st.trainers}))
    names = ", ".join(st.region.places[v].name for v in st.grunts)
    events.append(
        Event(
            "act",
            f"{ACT_NAMES['prologue']}: Team Galactic Grunts occupy {names}",
            {"act": "prologue", "grunts": list(st.grunts)},
        )
    )
    advance(st, "act1", -1, events)


def advance(st: JourneyState, act_id: str, seat: int, events: list[Event]) -> None:
    """Draw the act card ``act_id`` if it is not drawn yet (the first trainer to finish the act
    before it draws it; ``seat`` −1: at set-up)."""
    if ACTS.index(act_id) <= ACTS.index(st.heart.act):
        return
    st.heart.act = act_id
    who = "" if seat < 0 else f"{seat_name(seat)} is the first to finish the act: "
    events.append(Event("act", f"{who}{ACT_NAMES[act_id]} is drawn", {"act": act_id, "seat": seat}))


def finished_act2(st: JourneyState, seat: int) -> bool:
    """Whether ``seat`` has finished Act II: their village liberated (Act I, "other trainers still
    must finish Act I") and the three Shards held (from the Commanders or the Fallen Stars)."""
    p = st.heart
    return p.liberated[seat] and len(p.shards[seat]) == len(SHARDS)


def heart_actions(st: JourneyState, seat: int) -> list[JourneyAction]:
    """The Shrine Offering restoring the Heart, one per colour the trainer may pay."""
    p = st.heart
    t = st.trainers[seat]
    if not st.campaign.acts or p.heart[seat] or not finished_act2(st, seat):
        return []  # the Ultra Burst: "the Heart of Sinnoh cannot be reforged from these Shards"
    if OFFERING in st.used:
        return []
    place = place_of(st, t)
    if place is None or place.kind != "origin_shrine" or origin_shrine_blocked(st):
        return []
    return [act("campaign", f"heart={c}") for c in COLOURS if t.apricorns(c)]


def restore_heart(st: JourneyState, seat: int, colour: str, events: list[Event]) -> None:
    t = st.trainers[seat]
    t.pay(colour)
    t.items = sorted([*t.items, HEART_ITEM])
    st.heart.heart[seat] = True
    st.used = (*st.used, OFFERING)
    events.append(
        Event(
            "heart",
            f"{seat_name(seat)} offers a {colour} Apricorn at the Origin Shrine and restores the "
            "Heart of Sinnoh from their three Shards",
            {"seat": seat, "colour": colour},
        )
    )


def progress_words(st: JourneyState, seat: int) -> str:
    """A trainer's objectives in words: ``village liberated · Shards 2/3 · Heart``."""
    p = st.heart
    parts = [
        *(
            ["village liberated" if p.liberated[seat] else "village occupied"]
            if st.campaign.acts
            else []
        ),
        f"Shards {len(p.shards[seat])}/3"
        + (f" ({', '.join(s.capitalize() for s in p.shards[seat])})" if p.shards[seat] else ""),
    ]
    if p.heart[seat]:
        parts.append("Heart restored")
    if p.champion == seat:
        parts.append("defeated Cyrus" + (f": {p.choice.capitalize()}" if p.choice else ""))
    if p.out[seat]:
        parts.append("out of the game")
    if p.choice == "traitor" and seat != p.champion and not p.out[seat]:
        parts.append(f"final turns {p.final_turns[seat]}")
    return " · ".join(parts)


def next_goal(st: JourneyState, seat: int) -> tuple[str, ...]:
    """The places of ``seat``'s next objective (for the greedy agent's evaluation): the home
    village, the lakes of the Shards still missing, the Origin Shrine, the Temple of Sinnoh;
    ``()`` when every objective is conquered."""
    from .galactic import COMMANDERS

    p = st.heart
    if p.champion >= 0:
        return ()
    if not p.liberated[seat]:
        return (st.trainers[seat].home,)
    missing = tuple(lake for lake, shard in COMMANDERS.values() if shard not in p.shards[seat])
    if missing:
        return missing
    if not p.heart[seat]:
        return ("origin_shrine",)
    return ("temple_of_sinnoh",)


def goal_health(st: JourneyState, seat: int) -> float:
    """The health the next Team Galactic battle of ``seat`` brings on average (its size × the
    mean health of its deck; 0: none next), for the greedy agent's evaluation."""
    from ...params import GALACTIC_TRAINERS
    from .galactic import COMMANDERS, size_of

    p = st.heart
    if p.champion >= 0:
        return 0.0
    if not p.liberated[seat]:
        foe = "grunts"
    elif len(p.shards[seat]) < len(SHARDS):
        foe = next(f for f, (_, shard) in COMMANDERS.items() if shard not in p.shards[seat])
    else:
        foe = "cyrus"
    owners = GALACTIC_TRAINERS[foe]
    cards = [c.health for c in st.content.cards.values() if c.trainer in owners]
    return size_of(st, seat, foe) * sum(cards) / max(1, len(cards))
