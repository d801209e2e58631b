"""What a campaign brings to the journey (THE HEART OF SINNOH, THE ULTRA BURST).

The journey's rules read a campaign through :class:`CampaignRules` only: its homes, what each
trainer starts with, and later its acts and objectives. The Heart of Sinnoh's acts (the Grunts on
the home villages, the Lake Commanders, the Shards, the Heart and Cyrus) are not built yet: the
Grunts' effect on flying is already a rule of the journey (``JourneyState.grunts``, the villages
they occupy, which the campaign sets), and until the campaign's objectives exist the journey ends
after ``max_rounds`` rounds (:mod:`.rules.end`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..region import Campaign


@dataclass(frozen=True, slots=True)
class CampaignRules:
    """One campaign as the journey sees it."""

    id: str  # the ``campaign`` parameter
    region_campaign: Campaign  # which places of the map are in play
    name: str
    #: Apricorns each trainer starts with, by colour (ACT I: "you gain 3 Red Apricorns")
    start_bag: tuple[tuple[str, int], ...] = ()
    #: the Heart of Sinnoh's acts deck (Prologue, Grunts, Commanders, Cyrus, the Ending)
    acts: bool = False
    #: the Ultra Burst's campaign board (:mod:`.ultra`, :mod:`.rules.ultra`): co-op, the breach
    ultra: bool = False
    #: the place kinds a trainer may choose as home (the Ultra Megalopolis is the Ultra Burst's)
    home_kinds: tuple[str, ...] = ("village",)
    #: the Distortion Gates link to their counterparts (DISTORTION GATES)
    gates_open: bool = False


HEART = CampaignRules(
    id="heart",
    region_campaign=Campaign.HEART_OF_SINNOH,
    name="the Heart of Sinnoh",
    start_bag=(("red", 3),),
    acts=True,
)

ULTRA_BURST = CampaignRules(
    id="ultra_burst",
    region_campaign=Campaign.ULTRA_BURST,
    name="the Ultra Burst",
    start_bag=(("red", 3), ("blue", 3), ("yellow", 3)),
    ultra=True,
    home_kinds=("village", "ultra_megalopolis"),
    gates_open=True,
)

CAMPAIGNS = {"heart": HEART, "ultra_burst": ULTRA_BURST}
