"""The structured form of trainer-card abilities (and of the passive abilities of Distortion Breach
cards and the effects of Change of Fate cards, which use the same records).

An ability is a list of effect records ``{"do": HANDLER, ...params}``. Every handler has a *scope*:

* ``battle``: the battle engine carries it out (:mod:`.rules.perks` and the battle rules);
* ``campaign``: it acts only outside battles (map, Pokédex, crafting, stamps, the campaigns). It is
  kept as validated data for the map/campaign rules; the battle engine never reads it.

An ability's ``scope`` is ``battle``, ``campaign`` or ``mixed`` (some effects of each), and the
content checks that it says what its effects are: no ability that acts in a battle can hide
behind a ``campaign`` marker.

Filters (``tiers``, ``types``, ``move_types`` …) may be added to the battle handlers that act on
"your Pokémon" or "your moves"; :data:`FILTERS` lists them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .effects_schema import STATUSES, check_value

SCOPES = ("battle", "campaign")
ABILITY_SCOPES = ("battle", "campaign", "mixed")
QUALITIES = ("bronze", "silver", "gold")
#: where a wild battle takes place (capture accuracy of Sweet Scent and Super Rod)
SITES = ("apricorn_tree", "apricorn_reef", "distortion_gate", "legendary_location", "shrine")
GODS = ("dialga", "palkia", "giratina", "arceus")
TIER_WORDS = ("starter", "weak", "moderate", "strong", "legendary")


@dataclass(frozen=True, slots=True)
class AbilitySpec:
    scope: str
    required: dict[str, str]
    optional: dict[str, str]
    summary: str


def _b(summary: str, opt: dict[str, str] | None = None, **required: str) -> AbilitySpec:
    return AbilitySpec("battle", dict(required), dict(opt or {}), summary)


def _c(summary: str, opt: dict[str, str] | None = None, **required: str) -> AbilitySpec:
    return AbilitySpec("campaign", dict(required), dict(opt or {}), summary)


#: filters a battle effect may carry: which of your Pokémon / moves it applies to
FILTERS: dict[str, str] = {
    "tiers": "tiers",  # the Pokémon's encounter tier (Weak, Moderate, Strong …)
    "types": "types",  # the Pokémon has one of these types
    "move_types": "types",  # the move is of one of these types
    "holding": "str",  # the Pokémon holds this item
    "egg_move": "bool",  # the Pokémon was taught an Egg Move
    "not_vs_types": "types",  # not against a Pokémon of one of these types
    "same_type": "bool",  # the move has one of the user's types
}

ONCE = ("battle",)
AFTER = ("defeat_wild", "capture", "capture_or_defeat")
PER = ("unlocked_slots", "catch_size")
REQUIRES = ("all_types", "stew")
ROUNDING = ("up", "down")
ROLLS = ("attacks", "all")
VOID_WHO = ("opponent", "both", "self")
VOID_LENGTH = ("next_attack", "until_switch")

#: every trainer ability handler, battle and campaign
HANDLERS: dict[str, AbilitySpec] = {
    # -- battle: stats and attack strength -----------
    "stats": _b(
        "initiative and health of your Pokémon",
        opt={"initiative": "int", "health": "int", "per": "per", "max_per": "int"},
    ),
    "strength": _b(
        "attack strength of your Pokémon's moves", amount="int", opt={"requires": "requires"}
    ),
    "field_strength": _b(
        "attack strength of every move of these types in your battles",
        amount="int",
        move_types="types",
    ),
    "field_guard": _b(
        "every Pokémon of these types takes less damage in your battles",
        amount="int",
        types="types",
    ),
    "weather_strength": _b("moves of the Weather's type gain attack strength", amount="int"),
    "weather_guard": _b("your Pokémon take less damage from the Weather's type", amount="int"),
    "artifact_bonus": _b("your Artifacts give more attack strength", amount="int"),
    "masterwork_stew": _b(
        "costs 1 of every Apricorn: your moves of the user's type gain attack strength for the "
        "rest of the battle",
        amount="int",
    ),
    "apricorn_strength": _b(
        "discard an Apricorn: the move's base attack strength by the Apricorn's tier",
        values="ints",
    ),
    # -- battle: dice and damage -----------
    "face_value": _b(
        "damage of a die face in your rolls", face="face", delta="int", opt={"rolls": "rolls"}
    ),
    "type_bonus": _b("positive type effectiveness deals more damage", amount="int"),
    "burn_boost": _b("Burned raises instead of lowers your damage", amount="int"),
    "opening_double": _b("your first attack against a wild Pokémon deals double damage"),
    "finish_low": _b("the opposing Pokémon faints at or below this health", threshold="int"),
    "add_symbols": _b("may add status symbols to the roll", max="int", face="face"),
    "change_die": _b("may change one die rolled to any other face"),
    "amplifier": _b("status symbols charge the Amplifier die; reset it to add its value"),
    "amplifier_overload": _b("may double the Amplifier die's value, once per battle"),
    "retype": _b("may change the move's type", to="types"),
    "triple_threat": _b("may change the attack's type to a type of its moves", count="int"),
    "disguise": _b("may use the opposing Pokémon's signature move"),
    "firewood": _b(
        "may use 1 Firewood: inflict a status and deal damage",
        status="status",
        damage="int",
    ),
    # -- battle: damage taken -----------
    "damage_cap": _b("your Pokémon take at most this much damage from one attack", max="int"),
    "damage_reduce": _b("your Pokémon take less damage from attacks", amount="int"),
    "evade_small": _b("your Pokémon take no damage from attacks dealing at most this", max="int"),
    # -- battle: healing and statuses -----------
    "heal_dealt": _b("the user heals a share of the damage dealt", rounding="rounding"),
    "heal_bonus": _b("your Pokémon heal more whenever they are healed", amount="int"),
    "hyper_potion": _b(
        "once per battle: fully heal a non-fainted Pokémon of your party", once="once"
    ),
    "drowsy_heal": _b("Drowsy heals at the end of your turns instead", amount="int"),
    "spell_caster": _b("you may inflict further statuses the target does not have yet"),
    "status_reroll": _b("may roll the status die instead of the status inflicted"),
    "toxin_dart": _b("inflict a status when you use Initiative Advantage", statuses="statuses"),
    # -- battle: turn order and switching -----------
    "surprise_attack": _b("Initiative Advantage may go first regardless of initiative"),
    "switch_after": _b("after the attack the user may switch out", opt={"cure": "bool"}),
    "arrival_trap": _b(
        "on arrival: the opposing Pokémon's fatigue rises and it may not switch out or flee",
        fatigue="int",
    ),
    "substitute": _b(
        "a benched Pokémon holding the item may switch in before an attack's damage",
        item="str",
    ),
    "blasting_off": _b("when your Pokémon faints, damage the opposing Pokémon", damage="int"),
    "legendary_protector": _b(
        "Beast Boost also heals, resets fatigue and adds attack strength",
        heal="int",
        fatigue="int",
        strength="int",
    ),
    # -- battle: capture, fleeing, rewards, teaching, held items -----------
    "capture_accuracy": _b("capture rolls at a site: a status symbol counts as a hit", site="site"),
    "cherish_ball": _b("the Cherish Ball captures automatically"),
    "thief": _b("may try to capture a trainer's Pokémon, with a capture penalty", penalty="int"),
    "flee_after": _b("non-Legendary wild Pokémon flee only after this many defeats", defeats="int"),
    "reward_journey": _b("extra Journey Points", amount="int", after="after"),
    "reward_apricorns": _b("Apricorn rewards multiplied", factor="int", after="after"),
    "restore_after_battle": _b("after any battle, fully restore a Pokémon of your party"),
    "keep_artifacts": _b("your Artifacts cannot be taken by other trainers"),
    "teach_any": _b("teach a defeated Pokémon's move regardless of learnable types"),
    "two_items": _b("your Pokémon may hold two different held items"),
    # -- Change of Fate / Distortion Breach effects (data for the cards) -----------
    "initiative_boost": _b("initiative for the next initiative check only", amount="int"),
    "void_effects": _b("moves lose their effects", who="void_who", length="void_length"),
    # -- campaign (kept as data for the map and campaign rules) -----------
    "pokedex_retry": _c("retry a Pokédex search once per encounter"),
    "craft_cost": _c("crafting needs fewer Apricorns", kind="str", each="int"),
    "craft_extra": _c("crafting gives another of the same kind for free", kind="str"),
    "fly": _c(
        "fly from any tile by discarding Apricorns",
        to="str",
        cost="int",
        opt={"no_grunts": "bool"},
    ),
    "convert_apricorns": _c("convert Apricorns within a tier"),
    "stamp_double": _c("claim stamp rewards twice"),
    "stamp_as_pokemon": _c("stamp-reward moves may join as Pokémon"),
    "discard_to_stamp_pool": _c("discarded Pokémon and moves join the stamp reward pool"),
    "gain_discard": _c("gain what another trainer discards", source="str"),
    "follower": _c("become a Follower of a God of Sinnoh", god="god"),
    "follower_weight": _c("the Follower token counts as several cards", god="god", count="int"),
    "add_from_deck": _c(
        "search a deck and add a Pokémon to the party",
        deck="str",
        opt={"pokemon": "str", "type": "type"},
    ),
    "legendary_penalty": _c(
        "the added Legendary is weaker for each missing Shard or undefeated Ultra Beasts",
        pokemon="str",
        per_shard="int",
        per_ultra_beasts="int",
    ),
    "gain_item": _c("receive an item", item="str", opt={"fixed": "bool"}),
    "evolve_cost": _c("evolve costs change", delta="int", opt={"holding": "str"}),
    "move_after_battle": _c("use the remaining movement after a battle"),
    "extra_draw": _c("draw extra cards to choose from", deck="str", count="int"),
    "self_inflict": _c("inflict a status on your own Pokémon outside battle", status="status"),
    "catch_size_roll": _c("roll a Catch Size die for a Pokémon captured at a site", site="site"),
    "catch_size_upgrade": _c("raise a Pokémon's Catch Size for Journey Points", cost="int"),
    "gather_apricorn": _c("gain Apricorns from the tree you stand on", count="int"),
    "ball_returns": _c("the ball comes back when its Pokémon is released"),
    "free_moves": _c("free tile moves on a terrain", terrain="str", tiles="int"),
    "ignore_elevation": _c("move onto any tile regardless of elevation"),
    "challenge_on_stamp": _c("move to a trainer who gains a stamp and challenge them"),
    "swap_taught_moves": _c("swap taught moves between your Pokémon"),
    "firewood_gather": _c("remove an Apricorn Tree for Firewood", amount="int"),
    "journey_points": _c("gain Journey Points", amount="int", when="str"),
    "weather_set": _c("place the Weather Wheel on a Weather of your choice"),
    "weather_change": _c("any trainer may change the Weather at a Shrine", cost="int"),
    "egg_move": _c(
        "teach an evolution's move to a Weak Pokémon as an Egg Move instead of evolving it (it "
        "can no longer evolve)"
    ),
    "ranch": _c("store Pokémon in locked party slots", opt={"breach_cards": "int"}),
    "reach": _c("interact from a distance", tiles="int"),
    "reveal_spot": _c(
        "reveal a Special Hidden Spot anywhere; an Artifact revealed may be reached at once and "
        "attached"
    ),
    "search_without_battle": _c("search without starting a battle and teach what is found"),
    "draw_hidden_spot": _c("draw a Hidden Spot from the discard pile", terrain="str"),
    "glide": _c("move down steep slopes, then further", tiles="int"),
    "teleport": _c("move to any tile of a terrain at the end of the turn", terrain="str"),
    "landmark_tour": _c("Legendary Snaps from the Landmark Tour sheet"),
    "teach_snaps": _c("teach Legendary Snaps as moves"),
    "stash_bonus": _c("Apricorn Stashes give more", apricorns="int", tiles="int"),
    "roads": _c("build Roads for Journey Points", cost="int"),
    "career_options": _c(
        "swap the trainer card for one of several drawn; the new card's 'when unlocked' effects "
        "trigger",
        draw="int",
    ),
    "extra_turn": _c("start an extra turn", after="after", opt={"types": "types"}),
    "travel_when_out": _c("travel anywhere when out of usable Pokémon, restored next turn"),
    "blessing_of_arceus": _c("discard Arceus cards together for a Blessing of Arceus"),
}
for _name, _spec in HANDLERS.items():
    if _spec.scope == "battle":
        for _key, _kind in FILTERS.items():
            _spec.optional.setdefault(_key, _kind)


def _check(kind: str, value: Any, types: frozenset[str]) -> str | None:
    ok: bool
    if kind == "types":
        ok = isinstance(value, list) and bool(value) and all(v in types for v in value)
    elif kind == "tiers":
        ok = isinstance(value, list) and bool(value) and all(v in TIER_WORDS for v in value)
    elif kind == "ints":
        ok = (
            isinstance(value, list)
            and bool(value)
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
        )
    elif kind == "site":
        ok = value in SITES
    elif kind == "god":
        ok = value in GODS
    elif kind == "per":
        ok = value in PER
    elif kind == "requires":
        ok = value in REQUIRES
    elif kind == "rounding":
        ok = value in ROUNDING
    elif kind == "rolls":
        ok = value in ROLLS
    elif kind == "after":
        ok = value in AFTER
    elif kind == "once":
        ok = value in ONCE
    elif kind == "void_who":
        ok = value in VOID_WHO
    elif kind == "void_length":
        ok = value in VOID_LENGTH
    else:
        return check_value(kind, value, types)
    return None if ok else f"{value!r} is not a valid {kind}"


def validate_ability_effect(effect: Any, types: frozenset[str]) -> str | None:
    """``None`` if ``effect`` is a well-formed ability effect record, else the problem in words."""
    if not isinstance(effect, dict):
        return "an effect is an object with a 'do' key"
    name = effect.get("do")
    spec = HANDLERS.get(name) if isinstance(name, str) else None
    if spec is None:
        return f"unknown effect {name!r}"
    for key, kind in spec.required.items():
        if key not in effect:
            return f"effect {name!r} needs {key!r}"
        problem = _check(kind, effect[key], types)
        if problem:
            return f"effect {name!r}, {key}: {problem}"
    for key, value in effect.items():
        if key == "do" or key in spec.required:
            continue
        if key not in spec.optional:
            return f"effect {name!r} takes no parameter {key!r}"
        problem = _check(spec.optional[key], value, types)
        if problem:
            return f"effect {name!r}, {key}: {problem}"
    return None


def scope_of(effects: list[dict[str, Any]]) -> str:
    """``battle``, ``campaign`` or ``mixed``: what the effects of an ability act on."""
    scopes = {HANDLERS[e["do"]].scope for e in effects}
    if scopes == {"battle"}:
        return "battle"
    if scopes == {"campaign"}:
        return "campaign"
    return "mixed"


#: the statuses Toxin Dart may choose from are checked against this list
ALL_STATUSES = STATUSES
