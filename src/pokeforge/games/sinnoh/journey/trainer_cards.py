"""Trainer cards on the journey (the optional expansion, ``trainer0``…``trainer5``): which cards
the journey carries out, which it refuses, and how their abilities unlock.

* **Unlocking** (v1.4 has no trainer cards; pokeforge's decision, ``docs/rules/sinnoh.md``): a
  card starts with its quality's abilities unlocked (Bronze none, Silver ability 1, Gold both);
  each Journey Stamp its trainer claims unlocks the next locked ability (:data:`STAMPS_PER_UNLOCK`
  stamps each), so a Bronze card unlocks ability 1 at the first stamp and ability 2 at the
  second, a Silver card ability 2 at the first. The abilities unlocked always match a quality,
  so the card goes into a battle as ``class_id:quality`` with the quality it has reached.
* **Refusals**: a card is usable on the journey only when every effect of both its abilities
  (each ability is unlocked or unlockable) is carried out there: the battle effects the battle
  engine carries out, less :data:`BATTLE_REFUSED`, and the campaign effects of
  :func:`campaign_problem`. Any other card is refused with ``trainers.json``, the card, the
  ability and the effect's ``do``; ``random`` draws among the usable cards only.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any

from ..trainer_schema import HANDLERS, QUALITIES

if TYPE_CHECKING:
    from pokeforge.core.rng import Rng

    from ..content import Content, TrainerCard

#: Journey Stamps that unlock the next locked ability of a trainer's card (ours)
STAMPS_PER_UNLOCK = 1

#: battle effects the journey does not carry back out of a battle (refused on the journey)
BATTLE_REFUSED: dict[str, str] = {}

#: campaign effects the journey carries out (:mod:`.rules.cards`), with their conditions
CAMPAIGN_BUILT = (
    "journey_points",  # when: unlocked; tour_complete (Tourist: Holiday Album)
    "evolve_cost",
    "free_moves",
    "ignore_elevation",  # Hiker: Hiking Gear
    "craft_extra",  # kind: battle_item (Poké Fan: Loyalty Card), apricorn_stew (Picnic Basket)
    "fly",  # to: village, cost 1 (Bird Keeper: Bird Whistle); campsite (Woodland Explorer)
    "self_inflict",  # Black Belt: Fighting Spirit; Fairy Tale Girl: Day Dreamer
    "teleport",  # Team Aqua: Submarine Dive; Team Magma: Magma Tunnels
    "gather_apricorn",  # Gardener: Pick Apricorn
    "move_after_battle",  # Essentia: Planning Ahead
    "gain_discard",  # Delinquent: Offering Thief; Ginkgo Merchant: Trade Monopoly
    "stash_bonus",  # Veteran: Wilderness Expert
    "extra_turn",  # after: capture (Bug Catcher: Catching Frenzy)
    "pokedex_retry",  # Ace Trainer: Team Builder
    "craft_cost",  # kind: battle_item (Ace Trainer: Team Builder)
    "follower",  # god: arceus (Eternal Devotion)
    "gain_item",  # a held item into the bag; the Amplifier die (Guitarist); the Apex Dragon
    "add_from_deck",  # deck: weak, a type (Dragon Tamer: Apex Hatchling)
    "glide",  # Sky Trainer: Wing Suit (.rules.cards_travel)
    "draw_hidden_spot",  # Scuba Diver: Sunken Treasure (.rules.cards_travel)
    "reach",  # Psychic: Telekinetic Reach (.rules.cards_travel)
    "reveal_spot",  # Ruin Maniac: Artifact Hunter (.rules.cards_travel)
    "travel_when_out",  # Team Rocket: Blasting Off (.rules.cards_travel)
    "roads",  # Worker: Civil Engineer (.rules.cards_travel)
    "landmark_tour",  # Tourist: Landmark Tour (.rules.cards_travel)
    "teach_snaps",  # Tourist: Holiday Album (.rules.cards_travel)
    "search_without_battle",  # Scientist: Field Observation (.rules.cards_travel)
    "challenge_on_stamp",  # Interviewers: Big Scoop (.rules.cards_travel)
    "swap_taught_moves",  # Interviewers: Equipment Check (.rules.cards_travel)
    "convert_apricorns",  # Chef: Ingredient Expert (.rules.cards_party)
    "extra_draw",  # deck: shrine_events (Expert: Shrine Keeper)
    "ball_returns",  # Gentleman: Cherish Ball (with gain_item cherish_ball)
    "egg_move",  # Pokémon Breeder: Egg Move
    "firewood_gather",  # Kindler: Gather Firewood
    "ranch",  # Pokémon Ranger: no locked slot to store in on the journey (.rules.cards_party)
    "weather_set",  # Parasol Lady: Weather Forecast, the Weather Wheel placed when unlocked
    "weather_change",  # cost 3 at a Shrine, any trainer
    "stamp_double",  # Collector: Stamp Collector
    "stamp_as_pokemon",  # Collector: Pokémon Collector (the journey's searches offer both)
    "discard_to_stamp_pool",
    "career_options",  # Youngster: Career Options (the cards drawn: a secret of the drawer)
)
#: terrains of ``free_moves`` the journey knows (``non_mountain``: any terrain but mountain)
FREE_TERRAINS = ("mountain", "forest", "ocean", "plains", "non_mountain")


def campaign_problem(content: Content, effect: dict[str, Any]) -> str | None:
    """``None`` if the journey carries out this campaign effect, else why not."""
    do = effect["do"]
    if do in ("catch_size_roll", "catch_size_upgrade"):
        return (
            "the Catch Size die's faces are printed nowhere (not in the rulebook v1.4, "
            "trainers.json or the designers' sentences): not built on the journey"
        )
    if do not in CAMPAIGN_BUILT:
        return "not built on the journey"
    if do == "weather_change" and effect.get("cost") != 3:
        return "a Weather change for other than 3 Journey Points: not built on the journey"
    if do == "extra_draw" and effect.get("deck") != "shrine_events":
        return f"extra cards drawn from {effect.get('deck')!r}: not built on the journey"
    if do == "journey_points" and effect.get("when") not in ("unlocked", "tour_complete"):
        return f"Journey Points when {effect.get('when')!r}: not built on the journey"
    if do == "follower" and effect.get("god") != "arceus":
        return (
            "a Follower of a single God whose token counts as 2 cards for the God's 'Play 3' "
            "effect: v1.4 prints no such effect (nothing to count towards)"
        )
    if do == "add_from_deck" and (effect.get("deck") != "weak" or "type" not in effect):
        return "adding a named Legendary Pokémon from its deck: not built on the journey"
    if do == "gain_item":
        item = str(effect["item"])
        if effect.get("fixed") and item != "apex_dragon":
            return "an item fixed to a Pokémon: not built on the journey"
        if item not in ("amplifier", "cherish_ball") and item not in content.items:
            return f"the item {item!r} is not a held item of the journey"
    if do == "fly" and (effect.get("to") not in ("village", "campsite") or effect.get("cost") != 1):
        return f"flying to a {effect.get('to')}: not built on the journey"
    if do == "extra_turn" and effect.get("after") != "capture":
        return "an extra turn after a defeat: not built on the journey"
    if do == "craft_cost" and effect.get("kind") != "battle_item":
        return "a cheaper recipe other than a Battle Item's: not built on the journey"
    if do == "craft_extra" and effect.get("kind") not in ("battle_item", "apricorn_stew"):
        return "another Apricorn Stew's effect for free: not built on the journey"
    if (
        do in ("free_moves", "teleport", "draw_hidden_spot")
        and effect.get("terrain") not in FREE_TERRAINS
    ):
        return f"free moves on {effect.get('terrain')!r}: not built on the journey"
    return None


def problem(content: Content, card: TrainerCard) -> str | None:
    """The first reason ``card`` cannot be used on the journey, naming the file, the card, the
    ability and the effect; ``None`` if it can."""
    for ability in card.abilities:
        if (card.name, ability.slot) in content.trainer_pending:
            return (
                f"trainers.json: {card.name}, ability {ability.slot} {ability.name!r} is pending "
                "(not built)"
            )
        for effect in ability.effects:
            do = str(effect["do"])
            if HANDLERS[do].scope == "battle":
                why = BATTLE_REFUSED.get(do)
            else:
                why = campaign_problem(content, effect)
            if why is not None:
                return (
                    f"trainers.json: {card.name}, ability {ability.slot} {ability.name!r}, "
                    f"effect do={do!r}: {why}"
                )
    return None


@cache
def _usable() -> tuple[str, ...]:
    from ..content import default_content

    content = default_content()
    return tuple(sorted(t.id for t in content.trainers.values() if problem(content, t) is None))


def usable_ids(content: Content) -> tuple[str, ...]:
    """The ids of the cards the journey carries out in full (``random`` draws among them)."""
    from ..content import default_content

    if content is default_content():
        return _usable()
    return tuple(sorted(t.id for t in content.trainers.values() if problem(content, t) is None))


def check_spec(spec: str, what: str, content: Content | None = None) -> None:
    """Refuse (``ValueError``) a ``trainerN`` value the journey cannot play."""
    from ..content import default_content

    content = content or default_content()
    name = spec.partition(":")[0].strip()
    if name.lower() == "random":
        return
    try:
        card = content.trainer(name)
    except KeyError:
        known = ", ".join(sorted(t.name for t in content.trainers.values()))
        raise ValueError(f"{what}: unknown trainer card {name!r} (known: {known})") from None
    why = problem(content, card)
    if why is not None:
        raise ValueError(f"{what}: the journey cannot play this trainer card: {why}")


def choose(content: Content, spec: str, rng: Rng, what: str) -> tuple[str, str]:
    """``(class_id, quality)`` of a ``trainerN`` value: named, or ``random`` (drawn with the
    journey's RNG among the usable cards); Gold when no quality is given."""
    name, _, quality = spec.partition(":")
    quality = quality.strip() or "gold"
    if name.strip().lower() == "random":
        usable = usable_ids(content)
        if not usable:
            raise ValueError(f"{what}: no trainer card can be used on the journey")
        return usable[rng.below(len(usable))], quality
    check_spec(spec, what, content)
    return content.trainer(name).id, quality


def reached(quality: str, stamps: int) -> str:
    """The quality whose unlocked abilities a card of ``quality`` has after ``stamps`` Journey
    Stamps (one more ability per :data:`STAMPS_PER_UNLOCK` stamps, up to Gold)."""
    step = QUALITIES.index(quality) + stamps // STAMPS_PER_UNLOCK
    return QUALITIES[min(step, len(QUALITIES) - 1)]
