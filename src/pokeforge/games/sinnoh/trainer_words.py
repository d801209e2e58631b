"""Trainer-card abilities (and Change of Fate / Distortion Breach effects) in words, generated from
their structured form: for the arena, the web board and the CLI. Every handler of
:mod:`.trainer_schema` reads; a test checks that all 102 abilities do without a placeholder."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .trainer_schema import HANDLERS

Effect = dict[str, Any]
FACE = {"status": "status symbols", "hit": "regular hits", "crit": "critical hits"}


def _types(ts: list[str]) -> str:
    return " or ".join(t.capitalize() for t in ts)


def whose(e: Effect) -> str:
    """The filter of an effect: "your Weak Pokémon", "your Bug-type Pokémon" …"""
    parts = []
    if "tiers" in e:
        parts.append(_types(e["tiers"]))
    if "types" in e:
        parts.append(_types(e["types"]) + "-type")
    text = "your " + (" ".join(parts) + " " if parts else "") + "Pokémon"
    if "holding" in e:
        text += f" holding the {e['holding'].replace('_', ' ').title()}"
    if e.get("egg_move"):
        text += " taught an Egg Move"
    if "breach" in e:
        text = "the Pokémon carrying this card"
    return text


def _moves(e: Effect) -> str:
    text = f"{_types(e['move_types'])}-type moves" if "move_types" in e else "moves"
    if e.get("same_type"):
        text += " of the user's type"
    if "not_vs_types" in e:
        text += f" (not against {_types(e['not_vs_types'])}-types)"
    return text


def _stats(e: Effect) -> str:
    parts = [f"{e[k]:+d} {k}" for k in ("health", "initiative") if k in e]
    per = {"unlocked_slots": " per party slot unlocked", "catch_size": " per Catch Size"}
    extra = per.get(e.get("per", ""), "")
    if "max_per" in e:
        extra += f" (at most {e['max_per']})"
    return f"{whose(e)}: {' and '.join(parts)}{extra}"


def _strength(e: Effect) -> str:
    req = {"all_types": " if your party has a move of every type", "stew": ""}
    return f"{whose(e)}: {_moves(e)} {e['amount']:+d} attack strength" + req.get(
        e.get("requires", ""), ""
    )


def _after(e: Effect) -> str:
    """When a reward comes: "defeating a wild Pokémon", "capturing a Bug-type Pokémon" …"""
    after = e["after"]
    if after == "defeat_wild":
        return "defeating a wild Pokémon"
    if after == "capture_or_defeat":
        return "capturing or defeating a wild Pokémon"
    if after == "capture":
        kind = f"{_types(e['types'])}-type " if "types" in e else "wild "
        return f"capturing a {kind}Pokémon"
    return str(after).replace("_", " ")


PHRASES: dict[str, Callable[[Effect], str]] = {
    "stats": _stats,
    "strength": _strength,
    "field_strength": lambda e: f"every {_moves(e)} {e['amount']:+d} attack strength",
    "field_guard": lambda e: f"every {_types(e['types'])}-type takes {e['amount']} less damage",
    "weather_strength": lambda e: f"moves of the Weather's type {e['amount']:+d} attack strength",
    "weather_guard": lambda e: (
        f"your Pokémon take {e['amount']} less damage from moves of the Weather's type"
    ),
    "artifact_bonus": lambda e: f"your Artifacts give {e['amount']:+d} more attack strength",
    "masterwork_stew": lambda e: (
        f"for 1 Apricorn of every colour: moves of the user's type {e['amount']:+d} attack "
        "strength for the rest of the battle"
    ),
    "apricorn_strength": lambda e: (
        "discard an Apricorn: base attack strength "
        + "/".join(str(v) for v in e["values"])
        + " by its tier"
    ),
    "face_value": lambda e: (
        f"{FACE[e['face']]} deal {e['delta']:+d} damage"
        + (" in all your rolls" if e.get("rolls") == "all" else f" with {_moves(e)}")
    ),
    "type_bonus": lambda e: f"positive type effectiveness {e['amount']:+d} damage",
    "burn_boost": lambda e: (
        f"{whose(e).replace('your ', 'your Burned ', 1)} deal {e['amount']:+d} damage instead of −2"
    ),
    "drowsy_heal": lambda e: (
        f"{whose(e).replace('your ', 'your Drowsy ', 1)} heal {e['amount']} at the end of "
        "their turns"
    ),
    "opening_double": lambda e: (
        "when you have not moved yet this turn, your first attack against a wild Pokémon deals "
        "double damage"
    ),
    "finish_low": lambda e: (
        f"after attacking, the opposing Pokémon faints at {e['threshold']} or less health"
    ),
    "add_symbols": lambda e: f"with {_moves(e)}: may add up to {e['max']} {FACE[e['face']]}",
    "change_die": lambda e: f"with {_moves(e)}: may change one die rolled",
    "amplifier": lambda e: "status symbols charge the Amplifier die; reset it to add its value",
    "amplifier_overload": lambda e: f"with {_moves(e)}: may double the Amplifier die once",
    "retype": lambda e: f"{_moves(e)} may become {_types(e['to'])}-type",
    "triple_threat": lambda e: f"knowing {e['count']} move types, an attack may take any of them",
    "disguise": lambda e: "may use the opposing Pokémon's signature move",
    "firewood": lambda e: (
        f"with {_moves(e)}: 1 Firewood inflicts {e['status'].capitalize()} and {e['damage']} damage"
    ),
    "damage_cap": lambda e: f"{whose(e)} take at most {e['max']} damage per attack",
    "damage_reduce": lambda e: f"{whose(e)} take {e['amount']} less damage from attacks",
    "evade_small": lambda e: f"{whose(e)} take no damage from attacks of {e['max']} or less",
    "heal_dealt": lambda e: f"with {_moves(e)}: heal half the damage dealt ({e['rounding']})",
    "heal_bonus": lambda e: f"every heal of your Pokémon heals {e['amount']} more",
    "hyper_potion": lambda e: "once per battle: fully heal a Pokémon of your party",
    "spell_caster": lambda e: "further statuses may be inflicted on a Pokémon that has one",
    "status_reroll": lambda e: "may roll the status die instead of the status inflicted",
    "toxin_dart": lambda e: (
        f"using Initiative Advantage inflicts {_types(e['statuses'])} on the opposing Pokémon"
    ),
    "surprise_attack": lambda e: "Initiative Advantage may go first whatever the initiative",
    "switch_after": lambda e: f"after {_moves(e)}: the user may switch out and heal its statuses",
    "arrival_trap": lambda e: (
        f"when {whose(e)} switch in (or are sent in): the opposing Pokémon's fatigue "
        f"+{e['fatigue']}, it cannot "
        "switch out or flee"
    ),
    "substitute": lambda e: "the Pokémon holding the Substitute may switch in before damage",
    "blasting_off": lambda e: (
        f"when one of your Pokémon faints (a benched one too), the opposing Pokémon takes "
        f"{e['damage']} damage"
    ),
    "legendary_protector": lambda e: (
        f"Beast Boost heals {e['heal']}, sets fatigue to {e['fatigue']} and gives "
        f"+{e['strength']} attack strength"
    ),
    "capture_accuracy": lambda e: (
        f"capture rolls at {e['site'].replace('_', ' ').title()}s: 1 status symbol counts as a "
        "regular hit"
    ),
    "cherish_ball": lambda e: "the Cherish Ball captures automatically",
    "thief": lambda e: f"may capture a trainer's Pokémon (−{e['penalty']} to the roll)",
    "flee_after": lambda e: (
        f"non-Legendary wild Pokémon flee only after defeating {e['defeats']} of your Pokémon"
    ),
    "reward_journey": lambda e: f"+{e['amount']} Journey Points after {_after(e)}",
    "reward_apricorns": lambda e: f"Apricorn rewards ×{e['factor']} after {_after(e)}",
    "restore_after_battle": lambda e: "after any battle, fully restore a Pokémon",
    "keep_artifacts": lambda e: "your Artifacts cannot be taken",
    "teach_any": lambda e: "teach a defeated Pokémon's move to any of your Pokémon",
    "two_items": lambda e: "your Pokémon may hold two different items",
    "initiative_boost": lambda e: f"+{e['amount']} initiative at the next initiative check",
    "void_effects": lambda e: (
        {"opponent": "the opposing Pokémon's", "self": "your", "both": "every"}[e["who"]]
        + " moves lose their effects "
        + {"next_attack": "for its next attack", "until_switch": "until it switches out"}[
            e["length"]
        ]
    ),
}


def ability_effect_words(e: Effect) -> str:
    """One effect record in words; outside-battle effects say so."""
    spec = HANDLERS[e["do"]]
    phrase = PHRASES.get(e["do"])
    if phrase is not None:
        return phrase(e)
    params = ", ".join(f"{k} {v}" for k, v in e.items() if k != "do")
    text = spec.summary + (f" ({params})" if params else "")
    return f"outside battles: {text}" if spec.scope == "campaign" else text


def ability_words(effects: tuple[Effect, ...] | list[Effect]) -> str:
    parts = [ability_effect_words(e) for e in effects]
    if not parts:
        return "no effect"
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
