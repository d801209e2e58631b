"""The structured effect schema of Legends of Sinnoh moves and held items.

A move's effect is a list of effect records, each ``{"do": HANDLER, ...params, "when": COND}``.
``HANDLERS`` lists every handler the battle engine implements, with the parameters it takes;
``CONDITIONS`` lists every test a ``when`` may name. Content naming anything else does not load.

The engine's handler functions live in :mod:`.effects`; a test checks that every name here has one,
so this schema never claims an effect the engine cannot carry out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

STATUSES: tuple[str, ...] = ("confused", "paralysed", "poisoned", "burned", "frozen", "drowsy")
FACES: tuple[str, ...] = ("status", "hit", "crit")

#: parameter kinds: a name of a kind, validated by :func:`check_value`
_KINDS = {
    "int",
    "status",
    "statuses",
    "face",
    "type",
    "who",
    "trigger",
    "mark_mod",
    "lasting_mod",
    "count",
    "source",
    "among",
    "str",
    "bool",
    "when",
}

WHO = ("target", "user", "both", "target_and_other", "party", "user_and_target")
TRIGGERS = ("attacked", "attacks", "attacked_or_captured")
MARK_MODS = ("add", "remove", "face", "cap", "reflect_crits", "retaliate", "final_move")
LASTING_MODS = ("add_dice", "heal_end", "status_immune", "freeze_attacker", "no_effect_switch")
COUNTS = (
    "fainted_allies",
    "song_allies",
    "same_move_allies",
    "uses",
    "damage_taken_halves",
    "damage_taken_last_turn",
)
SOURCES = (
    "half_initiative",
    "half_target_base_health",
    "user_health_left",
    "half_user_base_health",
)
AMONG = ("learnable", "any", "base")


@dataclass(frozen=True, slots=True)
class HandlerSpec:
    """A handler's name, its required and optional parameters, and whether it offers a choice."""

    required: dict[str, str]
    optional: dict[str, str]
    choice: bool = False
    summary: str = ""


def _h(
    summary: str, choice: bool = False, opt: dict[str, str] | None = None, **required: str
) -> HandlerSpec:
    return HandlerSpec(dict(required), dict(opt or {}), choice, summary)


#: every move/item effect handler the engine implements
HANDLERS: dict[str, HandlerSpec] = {
    # -- attack strength ----------
    "set_strength": _h("attack strength becomes {value}", value="int"),
    "strength_per": _h("attack strength +{amount} for each {count}", count="count", amount="int"),
    "strength_from": _h("attack strength from {source}", source="source", opt={"max": "int"}),
    "copy_strength": _h("copy the attack strength of a move the target knows", choice=True),
    "apricorn_boost": _h(
        "may consume 1 Apricorn: attack strength {value}",
        choice=True,
        value="int",
        opt={"form": "str"},
    ),
    "choose_type": _h("choose the type of this attack ({among})", choice=True, among="among"),
    "choose_form": _h("may change form first (cloak forms)", choice=True),
    "predict": _h(
        "predict crits vs status symbols; wrong: {penalty} damage", choice=True, penalty="int"
    ),
    # -- dice ----------
    "face_bonus": _h("{face} faces deal {delta:+d} damage", face="face", delta="int"),
    "fixed_dice": _h("the dice of this attack cannot be replaced or removed"),
    # -- damage ----------
    "extra_damage": _h("deal {amount} extra damage", amount="int"),
    "fatigue_damage": _h("deal extra damage equal to the user's fatigue, then reset it"),
    "double_damage": _h("deal double damage"),
    "splash_damage": _h(
        "deal {amount} damage to other Pokémon of the target's party", amount="int", targets="str"
    ),
    "finish_low": _h("the target faints with {threshold} or less health left", threshold="int"),
    "overflow": _h("extra damage past fainting hits the next Pokémon switched in"),
    "share_self_damage": _h("damage the user takes in this attack also hits the target"),
    "self_damage": _h("the user takes {amount} damage", amount="int"),
    "self_damage_per": _h("the user takes {amount} damage per {face}", face="face", amount="int"),
    "heal": _h("heal {amount} damage", amount="int"),
    "heal_per": _h("heal {amount} per {face}", face="face", amount="int"),
    "heal_half_dealt": _h("heal half the damage dealt, rounded down"),
    "heal_party": _h(
        "heal {amount} damage and all statuses of the user's whole party", amount="int"
    ),
    "cure": _h("heal statuses", who="who", opt={"status": "status"}),
    "ignore_prism": _h("ignores Prism Armour"),
    # -- statuses, fatigue, switching ----------
    "inflict": _h("inflict {statuses}", statuses="statuses", who="who"),
    "inflict_random": _h("roll the status die and inflict the result"),
    "inflict_chosen": _h(
        "inflict a chosen status (a second one if a status symbol is rolled)", choice=True
    ),
    "fatigue": _h("battle fatigue", who="who", opt={"add": "int", "set": "int"}),
    "trap": _h("the target may no longer switch out or flee", opt={"form_lock": "bool"}),
    "mark": _h(
        "a one-off modifier on the next attack",
        on="who",
        trigger="trigger",
        mod="mark_mod",
        opt={"face": "face", "n": "int"},
    ),
    "lasting": _h(
        "until the user switches out", mod="lasting_mod", opt={"face": "face", "n": "int"}
    ),
    "eternal": _h("until-switch-out effects last until the battle ends"),
    "second_move": _h("once until switched out: use a second move this turn"),
    "switch_out": _h("the user may switch out"),
    "from_party": _h("may be used from the party: switch the user in, then attack"),
    "form_change": _h("change to {form} if possible", form="str"),
    "consume_apricorn": _h("consume an Apricorn from the target's bag"),
    "mimic": _h("attack with a chosen move of the target", choice=True),
    "kinesis": _h("copy the effect of a move the user or target knows", choice=True),
    "metronome": _h("attack with the top move of the shuffled Evolution deck"),
    # -- special tactics ----------
    "add_retribution": _h("add {amount} damage to Galactic Retribution", amount="int"),
}

#: the tests a ``when`` may name, with their parameters
CONDITIONS: dict[str, dict[str, str]] = {
    "rolled": {"face": "face", "min": "int"},
    "target_status": {"status": "status"},
    "target_any_status": {},
    "target_type": {"type": "type"},
    "target_has_item": {},
    "user_knows_type": {"type": "type"},
    "party_has_type": {"type": "type"},
    "used_last_turn": {},
    "not_used_last_turn": {},
    "user_became_status": {"status": "status"},
}


def check_value(kind: str, value: Any, types: frozenset[str]) -> str | None:
    """``None`` when ``value`` is a valid ``kind``; otherwise what is wrong with it."""
    ok: bool
    if kind == "int":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == "bool":
        ok = isinstance(value, bool)
    elif kind == "str":
        ok = isinstance(value, str) and bool(value)
    elif kind == "status":
        ok = value in STATUSES
    elif kind == "statuses":
        ok = isinstance(value, list) and bool(value) and all(v in STATUSES for v in value)
    elif kind == "face":
        ok = value in FACES
    elif kind == "type":
        ok = value in types
    elif kind == "who":
        ok = value in WHO
    elif kind == "trigger":
        ok = value in TRIGGERS
    elif kind == "mark_mod":
        ok = value in MARK_MODS
    elif kind == "lasting_mod":
        ok = value in LASTING_MODS
    elif kind == "count":
        ok = value in COUNTS
    elif kind == "source":
        ok = value in SOURCES
    elif kind == "among":
        ok = value in AMONG
    else:
        return f"unknown parameter kind {kind}"
    return None if ok else f"{value!r} is not a valid {kind}"


def validate_effect(effect: Any, types: frozenset[str]) -> str | None:
    """``None`` if ``effect`` is a well-formed effect record, else the problem in words."""
    if not isinstance(effect, dict):
        return "an effect is an object with a 'do' key"
    name = effect.get("do")
    spec = HANDLERS.get(name) if isinstance(name, str) else None
    if spec is None:
        return f"unknown effect {name!r}"
    for key, kind in spec.required.items():
        if key not in effect:
            return f"effect {name!r} needs {key!r}"
        problem = check_value(kind, effect[key], types)
        if problem:
            return f"effect {name!r}, {key}: {problem}"
    for key, value in effect.items():
        if key in ("do", "when") or key in spec.required:
            continue
        if key not in spec.optional:
            return f"effect {name!r} takes no parameter {key!r}"
        problem = check_value(spec.optional[key], value, types)
        if problem:
            return f"effect {name!r}, {key}: {problem}"
    if "when" in effect:
        return validate_condition(effect["when"], types)
    return None


def validate_condition(cond: Any, types: frozenset[str]) -> str | None:
    if not isinstance(cond, dict) or "test" not in cond:
        return "a condition is an object with a 'test' key"
    params = CONDITIONS.get(cond["test"])
    if params is None:
        return f"unknown condition {cond['test']!r}"
    for key, kind in params.items():
        if key not in cond:
            return f"condition {cond['test']!r} needs {key!r}"
        problem = check_value(kind, cond[key], types)
        if problem:
            return f"condition {cond['test']!r}, {key}: {problem}"
    extra = set(cond) - set(params) - {"test"}
    if extra:
        return f"condition {cond['test']!r} takes no parameter {sorted(extra)[0]!r}"
    return None
