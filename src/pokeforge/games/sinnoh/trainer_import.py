"""Importer for the designers' ``trainer_cards.csv`` (columns ``trainer_class, ability_1_name,
ability_1_description, ability_2_name, ability_2_description``).

Each sentence of an ability's description is translated by one rule of ``_RULES`` into effect
records of :mod:`.trainer_schema` (battle or campaign handlers). Sentences that only clarify
(an example, "Works for Typeless moves too.") are recognised and add nothing, or add a parameter
to the effect before them. An ability with a sentence no rule understands is listed under
``pending`` with the reason; it is never imported as doing nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from .trainer_schema import scope_of, validate_ability_effect

Effect = dict[str, Any]
Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], list[Effect]]]
_T = r"([A-Z][a-z]+)-type"  # a type word ("Grass-type")
_TIERS = {"weak": "weak", "moderate": "moderate", "strong": "strong", "legendary": "legendary"}
_STATUS = r"(Confused|Paralysed|Poisoned|Burned|Frozen|Drowsy)"
_TERRAIN = {"mountain": "mountain", "forest": "forest", "plains": "plains", "ocean": "ocean"}


def _types(*words: str | None) -> list[str]:
    return [w.lower() for w in words if w]


def _rule(pattern: str) -> Callable[[Callable[[re.Match[str]], list[Effect]]], Rule]:
    def deco(fn: Callable[[re.Match[str]], list[Effect]]) -> Rule:
        return (re.compile(pattern + r"$", re.IGNORECASE), fn)

    return deco


def _move_types(text: str) -> list[str]:
    """``a Grass-type or Fairy-type move`` → ``["grass", "fairy"]``."""
    return [w.lower() for w in re.findall(r"([A-Za-z]+)-type", text)]


def _whose(text: str) -> Effect:
    """The filter of "Your … Pokémon" phrases."""
    text = text.strip()
    if re.fullmatch(r"Your Pokémon", text, re.I):
        return {}
    m = re.fullmatch(r"Your (Weak|Moderate|Strong|Legendary) Pokémon", text, re.I)
    if m:
        return {"tiers": [_TIERS[m[1].lower()]]}
    if re.fullmatch(r"Your Pokémon that were taught an Egg Move", text, re.I):
        return {"egg_move": True}
    if re.fullmatch(r"Your Apex Dragon", text, re.I):
        return {"holding": "apex_dragon"}
    m = re.fullmatch(rf"Your {_T} Pokémon(?: and {_T} Pokémon)?", text, re.I)
    if m:
        return {"types": _types(m[1], m[2])}
    raise _Unknown(text)


def _gains(filt: Effect, clauses: str) -> list[Effect]:
    """``+2 initiative and +1 attack strength to their Bug-type moves`` and the like."""
    per = None
    m = re.fullmatch(r"(.+) for each locked party slot that you unlock", clauses, re.I)
    if m:
        clauses, per = m[1], "unlocked_slots"
    stats: Effect = {}
    out: list[Effect] = []
    for part in re.split(r",\s*|\s+and\s+|\s+but\s+", clauses):
        m = re.fullmatch(r"([+-]\d+) (initiative|health)", part, re.I)
        if m:
            stats[m[2].lower()] = int(m[1])
            continue
        m = re.fullmatch(
            r"([+-]\d+) attack strength to (?:their|its) (?:([A-Za-z]+)-type )?moves", part
        )
        if m:
            e: Effect = {"do": "strength", "amount": int(m[1]), **filt}
            if m[2]:
                e["move_types"] = [m[2].lower()]
            out.append(e)
            continue
        m = re.fullmatch(
            rf"([+-]\d+) attack strength to all their moves so long as they are not against "
            rf"another {_T} Pokémon",
            part,
            re.I,
        )
        if m:
            out.append(
                {"do": "strength", "amount": int(m[1]), **filt, "not_vs_types": _types(m[2])}
            )
            continue
        raise _Unknown(part)
    if stats:
        entry: Effect = {"do": "stats", **stats, **filt}
        if per:
            entry["per"] = per
        out.insert(0, entry)
    return out


class _Unknown(ValueError):
    pass


_RULES: list[Rule] = [
    # -- stats and attack strength of your Pokémon ----------
    _rule(r"(?:Additionally, )?(Your [\w -]+?) (?:now )?gains? (.+)\.")(
        lambda m: _gains(_whose(m[1]), m[2])
    ),
    _rule(r"Your Pokémon now gain health equal to their Catch Size\.")(
        lambda m: [{"do": "stats", "health": 1, "per": "catch_size"}]
    ),
    _rule(
        r"In the Ultra Burst campaign, you get the maximum of \+(\d) health and \+\d initiative "
        r"immediately\."
    )(lambda m: [{"do": "_max_per", "value": int(m[1])}]),
    _rule(r"If your party has a move of every type, all your moves gain \+(\d) attack strength\.")(
        lambda m: [{"do": "strength", "amount": int(m[1]), "requires": "all_types"}]
    ),
    _rule(
        r"Typeless moves and abilities act as wildcards and can be considered as any type "
        r"towards achieving this effect\."
    )(lambda m: [{"do": "_after", "of": "strength"}]),
    _rule(r"Additionally, your (\w+)-type moves gain \+(\d) attack strength\.")(
        lambda m: [{"do": "strength", "amount": int(m[2]), "move_types": _types(m[1])}]
    ),
    _rule(
        r"Costs 1 of every Apricorn: Your Pokémon gain \+(\d) attack strength to their moves that "
        r"are the same type as them\."
    )(lambda m: [{"do": "masterwork_stew", "amount": int(m[1])}]),
    _rule(r"Lasts until the end of battle\.")(
        lambda m: [{"do": "_after", "of": "masterwork_stew"}]
    ),
    _rule(
        r"During your battles, all (\w+)-type moves gain \+(\d) attack strength and all "
        r"(\w+)-type Pokémon take (\d) less damage when attacked\."
    )(
        lambda m: [
            {"do": "field_strength", "amount": int(m[2]), "move_types": _types(m[1])},
            {"do": "field_guard", "amount": int(m[4]), "types": _types(m[3])},
        ]
    ),
    _rule(r"All moves that match the Weather type gain \+(\d) attack strength\.")(
        lambda m: [{"do": "weather_strength", "amount": int(m[1])}]
    ),
    _rule(r"Your Pokémon take (\d) less damage from moves that match the current Weather\.")(
        lambda m: [{"do": "weather_guard", "amount": int(m[1])}]
    ),
    _rule(
        r"Your Artifacts gain \+(\d) attack strength to their bonuses and cannot be taken by "
        r"other trainers\."
    )(
        lambda m: [
            {"do": "artifact_bonus", "amount": int(m[1])},
            {"do": "keep_artifacts"},
        ]
    ),
    _rule(
        r"Before attacking, you may discard 1 Apricorn to temporarily change the base attack "
        r"strength of a move this turn to (\d)/(\d)/(\d) based on the tier of the Apricorn used\."
    )(lambda m: [{"do": "apricorn_strength", "values": [int(m[1]), int(m[2]), int(m[3])]}]),
    _rule(r"For example, .+\.")(lambda m: []),
    # -- dice and damage ----------
    _rule(
        r"During all your rolls, (critical hits|regular hits|status symbols) deal ([+-]\d) damage "
        r"but (critical hits|regular hits|status symbols) deal ([+-]\d) damage\."
    )(
        lambda m: [
            {"do": "face_value", "face": _face(m[1]), "delta": int(m[2]), "rolls": "all"},
            {"do": "face_value", "face": _face(m[3]), "delta": int(m[4]), "rolls": "all"},
        ]
    ),
    _rule(
        r"When you attack with an? (.+?) move, (critical hits|regular hits|status symbols) deal "
        r"([+-]\d) damage\."
    )(
        lambda m: [
            {
                "do": "face_value",
                "face": _face(m[2]),
                "delta": int(m[3]),
                "move_types": _move_types(m[1]),
            }
        ]
    ),
    _rule(r"When attacking, your damage from positive type effectiveness is increased by (\d)\.")(
        lambda m: [{"do": "type_bonus", "amount": int(m[1])}]
    ),
    _rule(
        rf"Replace the effect of Burned when applied to your {_T} Pokémon: Increase the total "
        r"damage you deal by (\d)\."
    )(lambda m: [{"do": "burn_boost", "amount": int(m[2]), "types": _types(m[1])}]),
    _rule(
        rf"Replace the effect of Drowsy when applied to your {_T} Pokémon: At the end of your "
        r"turns during battle, heal (\d) damage\."
    )(lambda m: [{"do": "drowsy_heal", "amount": int(m[2]), "types": _types(m[1])}]),
    _rule(
        r"When you start a battle against a wild Pokémon, if you have not moved anywhere yet this "
        r"turn, your first attack against them deals double damage\."
    )(lambda m: [{"do": "opening_double"}]),
    _rule(
        r"After attacking, the opposing Pokémon faints if they have (\d) or less health remaining\."
    )(lambda m: [{"do": "finish_low", "threshold": int(m[1])}]),
    _rule(r"When you attack with an? (.+?) move, you may add up to (\d) status symbols to roll\.")(
        lambda m: [
            {
                "do": "add_symbols",
                "max": int(m[2]),
                "face": "status",
                "move_types": _move_types(m[1]),
            }
        ]
    ),
    _rule(
        r"When you attack with an? (.+?) move, you may change the result of 1 dice rolled to any "
        r"other value\."
    )(lambda m: [{"do": "change_die", "move_types": _move_types(m[1])}]),
    _rule(r"When unlocked, you receive an Amplifier dice\.")(
        lambda m: [{"do": "gain_item", "item": "amplifier"}]
    ),
    _rule(r"For every status symbol you roll, increase your Amplifier dice by 1\.")(
        lambda m: [{"do": "amplifier"}]
    ),
    _rule(r"You may reset the Amplifier dice to add its value as damage to any attack\.")(
        lambda m: [{"do": "_after", "of": "amplifier"}]
    ),
    _rule(r"Your Amplifier dice value persists between battles\.")(
        lambda m: [{"do": "_after", "of": "amplifier"}]
    ),
    _rule(
        r"When you attack with an? (.+?) move, you may double the value of your Amplifier dice "
        r"when its used\."
    )(lambda m: [{"do": "amplifier_overload", "move_types": _move_types(m[1])}]),
    _rule(r"Afterwards, you can no longer use your Amplifier dice during this battle\.")(
        lambda m: [{"do": "_after", "of": "amplifier_overload"}]
    ),
    _rule(
        r"When you attack with an? (.+?) move, you may change its type to either (\w+)-type or "
        r"(\w+)-type\."
    )(lambda m: [{"do": "retype", "to": _types(m[2], m[3]), "move_types": _move_types(m[1])}]),
    _rule(
        r"When your Pokémon knows moves of (\d) different types, you may change the type of your "
        r"attack to any of those \d types\."
    )(lambda m: [{"do": "triple_threat", "count": int(m[1])}]),
    _rule(r"Works for Typeless moves too\.")(lambda m: [{"do": "_after", "of": "triple_threat"}]),
    _rule(r"When attacking, you may use the signature move of the opposing Pokémon against them\.")(
        lambda m: [{"do": "disguise"}]
    ),
    _rule(
        r"When you attack with an? (.+?) move, you may inflict the (\w+) status effect and deal "
        r"(\d) damage to the opposing Pokémon by using 1 Firewood from your bag\."
    )(
        lambda m: [
            {
                "do": "firewood",
                "status": m[2].lower(),
                "damage": int(m[3]),
                "move_types": _move_types(m[1]),
            }
        ]
    ),
    # -- damage taken ----------
    _rule(r"(Your [\w -]+?) can at most take (\d) damage from a single attack\.")(
        lambda m: [{"do": "damage_cap", "max": int(m[2]), **_whose(m[1])}]
    ),
    _rule(r"(Your [\w -]+?) take (\d) less damage from attacks\.")(
        lambda m: [{"do": "damage_reduce", "amount": int(m[2]), **_whose(m[1])}]
    ),
    _rule(
        r"(Your [\w -]+?) take no damage from attacks that would only deal (\d) or less damage to "
        r"them\."
    )(lambda m: [{"do": "evade_small", "max": int(m[2]), **_whose(m[1])}]),
    # -- healing and statuses ----------
    _rule(
        r"When you attack with an? (.+?) move, the user heals for half the damage dealt, rounded "
        r"(up|down)\."
    )(lambda m: [{"do": "heal_dealt", "rounding": m[2].lower(), "move_types": _move_types(m[1])}]),
    _rule(r"Your Pokémon heal (\d) extra damage whenever they are healed by any effect\.")(
        lambda m: [{"do": "heal_bonus", "amount": int(m[1])}]
    ),
    _rule(
        r"Once per battle, heal all damage and status effects from a non-fainted Pokémon in your "
        r"party\."
    )(lambda m: [{"do": "hyper_potion", "once": "battle"}]),
    _rule(
        rf"During your turn whilst outside of battle, you may inflict the {_STATUS} status on "
        r"your Pokémon\."
    )(lambda m: [{"do": "self_inflict", "status": m[1].lower()}]),
    _rule(
        r"You may inflict additional status effects onto a target so long as the target does not "
        r"have that status effect already\."
    )(lambda m: [{"do": "spell_caster"}]),
    _rule(
        r"When inflicting any status effects, you may instead roll the status dice to inflict the "
        r"new status effect it lands on\."
    )(lambda m: [{"do": "status_reroll"}]),
    _rule(
        rf"Inflict either the {_STATUS}, {_STATUS} or {_STATUS} status effects on the opposing "
        r"Pokémon whenever you use Initiative Advantage\."
    )(lambda m: [{"do": "toxin_dart", "statuses": [m[1].lower(), m[2].lower(), m[3].lower()]}]),
    # -- turn order, switching, fainting ----------
    _rule(
        r"When you have Initiative Advantage, you may use it to go first regardless of actual "
        r"initiative values\."
    )(lambda m: [{"do": "surprise_attack"}]),
    _rule(
        r"After you attack with an? (.+?) move, the user may switch out and then heal all status "
        r"effects\."
    )(lambda m: [{"do": "switch_after", "cure": True, "move_types": _move_types(m[1])}]),
    _rule(
        rf"When your {_T} Pokémon are switched in, increase the battle fatigue of the opposing "
        r"Pokémon by (\d) and prevent them from switching out or fleeing the battle\."
    )(lambda m: [{"do": "arrival_trap", "fatigue": int(m[2]), "types": _types(m[1])}]),
    _rule(r"When unlocked, you receive the (Substitute|Cherish Ball)(?: held item)?\.")(
        lambda m: [{"do": "gain_item", "item": m[1].lower().replace(" ", "_")}]
    ),
    _rule(
        r"The Pokémon with the Substitute held item attached may be switched in from your party "
        r"just before any damage is applied from an opposing attack\."
    )(lambda m: [{"do": "substitute", "item": "substitute"}]),
    _rule(r"When one of your Pokémon faints, deal (\d) damage to the opposing Pokémon\.")(
        lambda m: [{"do": "blasting_off", "damage": int(m[1])}]
    ),
    _rule(
        r"If you are out of usable Pokémon, you may travel to any tile on the map and are "
        r"automatically fully restored at the start of your next turn\."
    )(lambda m: [{"do": "travel_when_out"}]),
    _rule(
        r"When Beast Boost triggers, your Legendary Pokémon heal (\d) damage, reset their battle "
        r"fatigue to (\d) and increase the attack strength of their next attack by (\d)\."
    )(
        lambda m: [
            {
                "do": "legendary_protector",
                "heal": int(m[1]),
                "fatigue": int(m[2]),
                "strength": int(m[3]),
            }
        ]
    ),
    # -- capture, fleeing, rewards, teaching, held items ----------
    _rule(
        r"During capture attempts at Apricorn (Trees|Reefs), replace 1 status symbol with 1 "
        r"regular hit\."
    )(
        lambda m: [
            {
                "do": "capture_accuracy",
                "site": "apricorn_tree" if m[1].lower() == "trees" else "apricorn_reef",
            }
        ]
    ),
    _rule(
        r"When the Cherish Ball is used to capture a wild Pokémon, it automatically captures that "
        r"Pokémon\."
    )(lambda m: [{"do": "cherish_ball"}]),
    _rule(r"Additionally, if you release the captured Pokémon, you get the Cherish Ball back\.")(
        lambda m: [{"do": "ball_returns"}]
    ),
    _rule(
        r"During a battle with another trainer, you can attempt to capture their Pokémon but with "
        r"-(\d) to your capture rolls\."
    )(lambda m: [{"do": "thief", "penalty": int(m[1])}]),
    _rule(r"The captured Pokémon keeps everything it currently has attached\.")(
        lambda m: [{"do": "_after", "of": "thief"}]
    ),
    _rule(
        r"Additionally, non-Legendary wild Pokémon can now only flee after defeating (two|\d) of "
        r"your Pokémon\."
    )(lambda m: [{"do": "flee_after", "defeats": 2 if m[1].lower() == "two" else int(m[1])}]),
    _rule(r"After defeating a wild Pokémon, gain (\d) extra Journey Points\.")(
        lambda m: [{"do": "reward_journey", "amount": int(m[1]), "after": "defeat_wild"}]
    ),
    _rule(
        rf"After capturing a {_T} Pokémon, gain (\d) extra Journey Points and immediately start an "
        r"extra turn\."
    )(
        lambda m: [
            {
                "do": "reward_journey",
                "amount": int(m[2]),
                "after": "capture",
                "types": _types(m[1]),
            },
            {"do": "extra_turn", "after": "capture", "types": _types(m[1])},
        ]
    ),
    _rule(r"Cannot be repeated on the extra turn\.")(
        lambda m: [{"do": "_after", "of": "extra_turn"}]
    ),
    _rule(r"After capturing or defeating a wild Pokémon, gain double the amount of Apricorns\.")(
        lambda m: [{"do": "reward_apricorns", "factor": 2, "after": "capture_or_defeat"}]
    ),
    _rule(r"After any battle, fully restore a Pokémon in your party\.")(
        lambda m: [{"do": "restore_after_battle"}]
    ),
    _rule(
        r"After defeating a wild Pokémon, you may teach its move to any Pokémon in your party "
        r"regardless of their learnable move types\."
    )(lambda m: [{"do": "teach_any"}]),
    _rule(
        r"Your Pokémon can now hold and use up to two Held Items so long as they are not the same "
        r"item\."
    )(lambda m: [{"do": "two_items"}]),
    # -- campaign ----------
    _rule(r"You may retry a Pokédex search once per encounter\.")(
        lambda m: [{"do": "pokedex_retry"}]
    ),
    _rule(r"Additionally, Battle Items only need (\d) of each Apricorn on the recipe to craft\.")(
        lambda m: [{"do": "craft_cost", "kind": "battle_item", "each": int(m[1])}]
    ),
    _rule(r"When crafting an? (Apricorn Stew|Battle Item), you may gain .+ for free\.")(
        lambda m: [{"do": "craft_extra", "kind": m[1].lower().replace(" ", "_")}]
    ),
    _rule(r"You may fly to a village from any tile by discarding (\d) Apricorn\.")(
        lambda m: [{"do": "fly", "to": "village", "cost": int(m[1])}]
    ),
    _rule(r"There cannot be any Team Galactic Grunts on the target village\.")(
        lambda m: [{"do": "_flag", "of": "fly", "key": "no_grunts"}]
    ),
    _rule(r"Additionally, you may fly to Campsites from any tile by discarding (\d) Apricorn\.")(
        lambda m: [{"do": "fly", "to": "campsite", "cost": int(m[1])}]
    ),
    _rule(
        r"You may freely convert the Apricorns in your bag for different Apricorns of the same "
        r"tier\."
    )(lambda m: [{"do": "convert_apricorns"}]),
    _rule(r"When claiming any stamp reward, you may claim the reward twice\.")(
        lambda m: [{"do": "stamp_double"}]
    ),
    _rule(r"The moves gained from stamp rewards can be added to your party as Pokémon instead\.")(
        lambda m: [{"do": "stamp_as_pokemon"}]
    ),
    _rule(
        r"Additionally, when you discard any Pokémon or moves, add them to your stamp rewards move "
        r"pool\."
    )(lambda m: [{"do": "discard_to_stamp_pool"}]),
    _rule(r"When another trainer makes a Shrine Offering, gain the Apricorn they discard\.")(
        lambda m: [{"do": "gain_discard", "source": "shrine_offering"}]
    ),
    _rule(r"When another trainer uses the current Ginkgo Trade, gain the Apricorns they discard\.")(
        lambda m: [{"do": "gain_discard", "source": "ginkgo_trade"}]
    ),
    _rule(
        r"When unlocked, become a Follower of (Dialga|Palkia|Giratina) for the rest of the game\."
    )(lambda m: [{"do": "follower", "god": m[1].lower()}]),
    _rule(
        r"Your Follower token always counts as (\d) of the cards needed for "
        r"(Dialga|Palkia|Giratina)"
        r"'s Play 3 effect\."
    )(lambda m: [{"do": "follower_weight", "god": m[2].lower(), "count": int(m[1])}]),
    _rule(
        r"When unlocked, replace your Follower token with the Follower of Arceus token for the "
        r"rest of the game\."
    )(lambda m: [{"do": "follower", "god": "arceus"}]),
    _rule(
        r"A Follower of Arceus is counted as a Follower of all three Gods of Sinnoh at the same "
        r"time\."
    )(lambda m: [{"do": "_after", "of": "follower"}]),
    _rule(r"When unlocked, search the Legendary Pokémon deck for (\w+) and add it to your party\.")(
        lambda m: [{"do": "add_from_deck", "deck": "legendary", "pokemon": m[1]}]
    ),
    _rule(
        r"Temporarily decrease the health and initiative of (\w+) by (\d) for each Shard you are "
        r"currently missing or for every (\d) Ultra Beasts undefeated\."
    )(
        lambda m: [
            {
                "do": "legendary_penalty",
                "pokemon": m[1],
                "per_shard": int(m[2]),
                "per_ultra_beasts": int(m[3]),
            }
        ]
    ),
    _rule(
        rf"When unlocked, search the (Weak|Moderate|Strong) Pokémon deck for an? {_T} Pokémon and "
        r"add it to your party\."
    )(lambda m: [{"do": "add_from_deck", "deck": m[1].lower(), "type": m[2].lower()}]),
    _rule(r"This Pokémon receives the (Apex Dragon) held item which cannot be unequipped\.")(
        lambda m: [{"do": "gain_item", "item": "apex_dragon", "fixed": True}]
    ),
    _rule(r"Your Apex Dragon costs an extra (\d) Journey Points to evolve at all stages\.")(
        lambda m: [{"do": "evolve_cost", "delta": int(m[1]), "holding": "apex_dragon"}]
    ),
    _rule(r"Additionally, the Evolve Costs of your Pokémon are reduced by (\d)\.")(
        lambda m: [{"do": "evolve_cost", "delta": -int(m[1])}]
    ),
    _rule(
        r"After a battle, you may use any movement you have remaining but cannot interact with "
        r"anything else this turn\."
    )(lambda m: [{"do": "move_after_battle"}]),
    _rule(r"When you make a Shrine Offering, draw (\d) extra Shrine Event card\.")(
        lambda m: [{"do": "extra_draw", "deck": "shrine_events", "count": int(m[1])}]
    ),
    _rule(r"This only gives you more choices, .+\.")(
        lambda m: [{"do": "_after", "of": "extra_draw"}]
    ),
    _rule(
        r"After capturing a wild Pokémon at an Apricorn Reef, roll and then add a Catch Size dice "
        r"to them\."
    )(lambda m: [{"do": "catch_size_roll", "site": "apricorn_reef"}]),
    _rule(
        r"Additionally, for the cost of (\d) Journey Points: Increase the Catch Size of a Pokémon "
        r"in your party to its next level\."
    )(lambda m: [{"do": "catch_size_upgrade", "cost": int(m[1])}]),
    _rule(r"Once per turn, you may gain (\d) Apricorn from an Apricorn Tree you are standing on\.")(
        lambda m: [{"do": "gather_apricorn", "count": int(m[1])}]
    ),
    _rule(
        r"Once per turn, you may move up to (\d) (Mountain|Forest|Plains|Ocean|non-Mountain) "
        r"tiles in a row for free\."
    )(
        lambda m: [
            {"do": "free_moves", "terrain": m[2].lower().replace("-", "_"), "tiles": int(m[1])}
        ]
    ),
    _rule(r"Additionally, you can move onto any tile regardless of its elevation\.")(
        lambda m: [{"do": "ignore_elevation"}]
    ),
    _rule(
        r"Whenever another trainer gains a Journey Stamp, you may instantly move to that trainer "
        r"to "
        r"challenge them to a battle\."
    )(lambda m: [{"do": "challenge_on_stamp"}]),
    _rule(r"If you win the battle, you may also gain that Journey Stamp\.")(
        lambda m: [{"do": "_after", "of": "challenge_on_stamp"}]
    ),
    _rule(
        r"During your turn whilst outside of battle, you may swap your taught moves between the "
        r"Pokémon in your party\."
    )(lambda m: [{"do": "swap_taught_moves"}]),
    _rule(r"The Pokémon you give the move to must be able to learn it\.")(
        lambda m: [{"do": "_after", "of": "swap_taught_moves"}]
    ),
    _rule(
        r"Once per turn, you may remove any Apricorn Tree from the map to add (\d) Burned status "
        r"effects to your bag as Firewood\."
    )(lambda m: [{"do": "firewood_gather", "amount": int(m[1])}]),
    _rule(r"When unlocked, gain (\d+) Journey Points\.")(
        lambda m: [{"do": "journey_points", "amount": int(m[1]), "when": "unlocked"}]
    ),
    _rule(r"Additionally, if you complete your Landmark Tour sheet, gain (\d+) Journey Points\.")(
        lambda m: [{"do": "journey_points", "amount": int(m[1]), "when": "tour_complete"}]
    ),
    _rule(
        r"When unlocked, place the Weather Wheel in the middle of the arena on a Weather of your "
        r"choice\."
    )(lambda m: [{"do": "weather_set"}]),
    _rule(r"Any trainer may change the Weather by discarding (\d) Journey Points at a Shrine\.")(
        lambda m: [{"do": "weather_change", "cost": int(m[1])}]
    ),
    _rule(
        r"When evolving a Weak Pokémon, you may instead teach the move of its evolution to the "
        r"pre-evolution as an Egg Move\."
    )(lambda m: [{"do": "egg_move"}]),
    _rule(r"This Pokémon can no longer evolve\.")(lambda m: [{"do": "_after", "of": "egg_move"}]),
    _rule(
        r"You may use any locked party slots to store your Pokémon but these Pokémon cannot be "
        r"used in battle\."
    )(lambda m: [{"do": "ranch"}]),
    _rule(
        r"In the Ultra Burst campaign, you may store up to (\d) Distortion Breach cards in each "
        r"empty slot\."
    )(lambda m: [{"do": "_set", "of": "ranch", "key": "breach_cards", "value": int(m[1])}]),
    _rule(r"Once per turn, you may interact with something from up to (\d) tiles away\.")(
        lambda m: [{"do": "reach", "tiles": int(m[1])}]
    ),
    _rule(r"Once per turn, you may reveal 1 Special Hidden Spot anywhere on the map\.")(
        lambda m: [{"do": "reveal_spot"}]
    ),
    _rule(
        r"If it is an Artifact, you may instantly move to it and attach it to a Pokémon in your "
        r"party\."
    )(lambda m: [{"do": "_after", "of": "reveal_spot"}]),
    _rule(
        r"Once per turn, search at an Apricorn Tree, Apricorn Reef or Distortion Gate without "
        r"starting a battle\."
    )(lambda m: [{"do": "search_without_battle"}]),
    _rule(
        r"You may now directly teach all the moves searched to any Pokémon in your party that can "
        r"learn them\."
    )(lambda m: [{"do": "_after", "of": "search_without_battle"}]),
    _rule(
        r"Once per turn whilst on an? (Ocean|Mountain|Forest|Plains) tile, shuffle the Hidden Spot "
        r"discard pile and then draw the top Hidden Spot\."
    )(lambda m: [{"do": "draw_hidden_spot", "terrain": m[1].lower()}]),
    _rule(r"Place the drawn Hidden Spot on the tile you are on, .+\.")(
        lambda m: [{"do": "_after", "of": "draw_hidden_spot"}]
    ),
    _rule(
        r"You may move to adjacent tiles that are 2 or more elevations lower than your current "
        r"tile\."
    )(lambda m: [{"do": "glide", "tiles": 0}]),
    _rule(
        r"After doing so, you may move up to (\d) additional tiles in a row so long as your "
        r"elevation does not increase\."
    )(lambda m: [{"do": "_set", "of": "glide", "key": "tiles", "value": int(m[1])}]),
    _rule(
        r"If you are standing on an? (Ocean|Mountain|Forest|Plains) tile at the end of your turn, "
        r"you may instantly move to any other \w+ tile\."
    )(lambda m: [{"do": "teleport", "terrain": m[1].lower()}]),
    _rule(r"When unlocked, place the Landmark Tour sheet in your hand\.")(
        lambda m: [{"do": "landmark_tour"}]
    ),
    _rule(r"Once at each Artifact Legendary Location, .+\.")(
        lambda m: [{"do": "_after", "of": "landmark_tour"}]
    ),
    _rule(r"These cards become your Legendary Snaps .+\.")(
        lambda m: [{"do": "_after", "of": "landmark_tour"}]
    ),
    _rule(
        r"You may teach the Legendary Snaps you have collected as moves to any Pokémon in your "
        r"party that can learn them\."
    )(lambda m: [{"do": "teach_snaps"}]),
    _rule(
        r"When you find an Apricorn Stash, gain (\d) extra Apricorns of the same type and move "
        r"(\d) "
        r"additional tile this turn\."
    )(lambda m: [{"do": "stash_bonus", "apricorns": int(m[1]), "tiles": int(m[2])}]),
    _rule(
        r"Costs (\d) Journey Points: You may build Roads on any non-Ocean tiles you move onto this "
        r"turn\."
    )(lambda m: [{"do": "roads", "cost": int(m[1])}]),
    _rule(r"All trainers can move through any number of interconnected Roads for 1 tile move\.")(
        lambda m: [{"do": "_after", "of": "roads"}]
    ),
    _rule(r"Roads are built by drawing them with the Pen tool\.")(
        lambda m: [{"do": "_after", "of": "roads"}]
    ),
    _rule(
        r"When unlocked, draw (\d) trainer cards from the deck and swap this card with one of the "
        r"drawn cards\."
    )(lambda m: [{"do": "career_options", "draw": int(m[1])}]),
    _rule(r"Triggers the \"when unlocked\" effects on the new trainer card\.")(
        lambda m: [{"do": "_after", "of": "career_options"}]
    ),
]


def _face(words: str) -> str:
    w = words.lower()
    return "crit" if w.startswith("critical") else "hit" if w.startswith("regular") else "status"


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[.!?])\s+(?=[A-Z])", text.strip()) if s]


def parse_ability(text: str) -> list[Effect]:
    """The structured form of an ability's text; ``ValueError`` naming the sentence that no rule
    understands."""
    out: list[Effect] = []
    for sentence in _sentences(text):
        for pattern, build in _RULES:
            m = pattern.match(sentence)
            if m is None:
                continue
            try:
                effects = build(m)
            except _Unknown:
                continue
            break
        else:
            raise ValueError(f"no structured form for the sentence {sentence!r}")
        for effect in effects:
            _merge(out, effect)
    if not out:
        raise ValueError("the text has no effect")
    return out


def _merge(out: list[Effect], effect: Effect) -> None:
    """Attach clarifying sentences to the effect they clarify."""
    kind = effect["do"]
    if kind == "_max_per":
        prev = next((e for e in reversed(out) if e.get("per") == "unlocked_slots"), None)
        if prev is None:
            raise ValueError("a maximum with no per-slot bonus before it")
        prev["max_per"] = effect["value"]
        return
    if kind in ("_after", "_flag", "_set"):
        prev = next((e for e in reversed(out) if e["do"] == effect["of"]), None)
        if prev is None:
            raise ValueError(f"a clarification of {effect['of']!r} with nothing to clarify")
        if kind == "_flag":
            prev[effect["key"]] = True
        elif kind == "_set":
            prev[effect["key"]] = effect["value"]
        return
    out.append(effect)


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower().replace("é", "e")).strip("_")


_COLUMNS = (
    "trainer_class",
    "ability_1_name",
    "ability_1_description",
    "ability_2_name",
    "ability_2_description",
)


def import_trainers(rows: list[dict[str, str]], types: frozenset[str]) -> dict[str, Any]:
    """The rows of ``trainer_cards.csv`` as ``{"trainers", "pending"}`` in our content format."""
    if rows:
        missing = [c for c in _COLUMNS if c not in rows[0]]
        if missing:
            raise ContentError("trainer_cards.csv", "header", missing[0], "column missing")
    trainers: list[dict[str, Any]] = []
    pending: list[dict[str, Any]] = []
    seen: set[str] = set()
    for row in rows:
        name = row["trainer_class"]
        if not name:
            raise ContentError("trainer_cards.csv", "-", "trainer_class", "empty")
        tid = slug(name)
        if tid in seen:
            raise ContentError("trainer_cards.csv", name, "trainer_class", "duplicate class")
        seen.add(tid)
        abilities = []
        for slot in (1, 2):
            aname = row[f"ability_{slot}_name"]
            field = f"ability_{slot}_description"
            try:
                effects = parse_ability(row[field])
            except ValueError as exc:
                pending.append({"class": name, "slot": slot, "name": aname, "reason": str(exc)})
                continue
            bad = next((p for p in (validate_ability_effect(e, types) for e in effects) if p), None)
            if bad:
                pending.append({"class": name, "slot": slot, "name": aname, "reason": bad})
                continue
            abilities.append(
                {"slot": slot, "name": aname, "scope": scope_of(effects), "effects": effects}
            )
        trainers.append({"id": tid, "class": name, "abilities": abilities})
    return {"trainers": trainers, "pending": pending}


def read_trainer_rows(folder: Path) -> list[dict[str, str]] | None:
    """The rows of ``folder/trainer_cards.csv``, or ``None`` when the file is absent."""
    from .importer import _read

    path = folder / "trainer_cards.csv"
    return _read(path) if path.is_file() else None
