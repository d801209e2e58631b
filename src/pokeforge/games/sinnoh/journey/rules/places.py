"""The Ultra Burst's places with a Pokémon of their own (THE ULTRA BURST: LAKE CAVERNS, TEMPLE OF
SINNOH). The Ultra Megalopolis (restore and trade like a village) is :mod:`.villages`'; the Warped
Apricorn Trees are :mod:`.encounters`'.

* **Lake Caverns**: standing on a Lake Cavern, a trainer with a usable Pokémon may ``search``
  (once per turn, like any search) to battle its Lake Guardian (Mesprit, Uxie, Azelf) with its
  trial (the battle system's ``lake_trial``: immune to capture and damage until the trial's
  condition is met). Captured or defeated, every trainer receives the corresponding Shard (+1
  tile move a turn; once each: ``galactic.gain_shard``) and the Guardian leaves the game (not met
  again). In this campaign the Heart of Sinnoh is not reforged from the Shards (the Heart's
  offering belongs to the Heart of Sinnoh's acts: :func:`.acts.heart_actions`).
* **Temple of Sinnoh**: the Pokémon Arceus sent (the place's ``ultra_burst_legendary``: Silvally)
  is battled the same way; defeated or captured it grants the group 1 Blessing of Arceus and
  leaves the game.

Decisions (``docs/rules/sinnoh.md``, the Ultra Burst): both are met by ``search`` (as the
rulebook's Ultra Beasts and the Artifact Legendaries are); a Pokémon that is neither captured nor
defeated stays for the next attempt; "leaves the game" is the journey's record of Legendaries
gone (``st.explore.gone``, shared with the Artifact Legendaries). The Shard's name is the
cavern's lake's (``region.json``), the Shards of the Heart of Sinnoh campaign.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import seat_name

from .villages import place_of

if TYPE_CHECKING:
    from ...region import Place
    from ..state import JourneyState

#: the place kinds whose own Pokémon is battled by ``search``, and the field naming it
PLACES = {"lake_cavern": "guardian", "temple_of_sinnoh": "ultra_burst_legendary"}
#: Blessings of Arceus the Temple of Sinnoh's Pokémon grants (TEMPLE OF SINNOH)
TEMPLE_BLESSINGS = 1


def here(st: JourneyState, seat: int) -> tuple[Place, str] | None:
    """The Lake Cavern or Temple of Sinnoh ``seat`` stands on in a campaign that has it, and the
    card id of its Pokémon, while that Pokémon has not left the game."""
    if not st.campaign.ultra:
        return None
    place = place_of(st, st.trainers[seat])
    if place is None or place.kind not in PLACES:
        return None
    if st.campaign.region_campaign not in place.campaigns:
        return None
    card = st.content.card(str(place.get(PLACES[place.kind]))).id
    if card in st.explore.gone:
        return None
    return place, card


def start(st: JourneyState, seat: int, place: Place, card: str, events: list[Event]) -> None:
    """The wild battle at a Lake Cavern (with the Guardian's trial) or at the Temple."""
    from . import battles

    st.used = (*st.used, "search")
    st.site = place.id
    name = st.content.cards[card].name
    trial = place.kind == "lake_cavern"
    what = f"the Trial of {place.get('trial')} awaits" if trial else "Arceus sent it in his stead"
    events.append(
        Event(
            "legendary",
            f"{seat_name(seat)} searches at {place.name}: {name} appears ({what})",
            {"seat": seat, "place": place.id, "card": card},
        )
    )
    battles.start_wild(st, seat, card, events, trial=trial)


def after_battle(st: JourneyState, events: list[Event]) -> None:
    """A Guardian or the Temple's Pokémon captured or defeated: its reward, and it leaves."""
    from .galactic import gain_shard

    battle = st.battle
    assert battle is not None
    if st.battle_seats[1] >= 0 or battle.sides[1].kind != "wild" or not st.wild:
        return
    place = st.region.places.get(st.site)
    if place is None or place.kind not in PLACES:
        return
    mon = battle.sides[1].party[0]
    if not (mon.fainted or battle.rewards.get("captured")):
        return
    ex = st.explore
    ex.gone = (*ex.gone, st.wild[0])
    name = st.content.cards[st.wild[0]].name
    if place.kind == "lake_cavern":
        shard = str(st.region.places[str(place.get("lake"))].get("shard")).lower()
        for seat in range(st.num_seats):
            gain_shard(st, seat, shard)
        events.append(
            Event(
                "shard",
                f"{name} leaves the game: every trainer receives the Shard of "
                f"{shard.capitalize()} (+1 tile move a turn)",
                {"shard": shard, "card": st.wild[0]},
            )
        )
        return
    st.ultra.blessings += TEMPLE_BLESSINGS
    events.append(
        Event(
            "blessing",
            f"{name} leaves the game: the group gains a Blessing of Arceus "
            f"({st.ultra.blessings} held)",
            {"card": st.wild[0], "blessings": st.ultra.blessings},
        )
    )
