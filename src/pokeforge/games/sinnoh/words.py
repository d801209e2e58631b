"""Move effects in words, generated from their structured form (menus, buttons, the arena).

Every effect handler and condition of :mod:`.effects_schema` has a phrase here; a test checks that
each of the 238 moves (signature moves and tactics) reads without a placeholder left over.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Effect = dict[str, Any]

FACE = {"status": "status symbol", "hit": "regular hit", "crit": "critical hit"}
WHO = {
    "target": "the target",
    "user": "the user",
    "both": "both Pokémon",
    "target_and_other": "the target and another Pokémon of its party",
    "party": "the user's party",
    "user_and_target": "the user and the target",
}
COUNT = {
    "fainted_allies": "fainted Pokémon in your party",
    "song_allies": "other Pokémon in your party that know a Song",
    "same_move_allies": "other Pokémon in your party that know this move",
    "uses": "earlier use of this move in the battle",
    "damage_taken_halves": "2 damage the user has taken",
    "damage_taken_last_turn": "damage the user took since its last turn",
}
SOURCE = {
    "half_initiative": "half the user's initiative",
    "half_target_base_health": "half the target's card health",
    "half_user_base_health": "half the user's card health",
    "user_health_left": "the user's health left",
}


#: what each kind of Poké Ball is called (CRAFTING: Poké Balls)
BALL_NAMES = {
    "poke": "Poké Ball",
    "greater": "Greater Ball",
    "ultimate": "Ultimate Ball",
    "keystone": "Keystone Ball",
    "cherish": "Cherish Ball",
}


def ball_name(kind: str) -> str:
    return BALL_NAMES.get(kind, f"{kind.capitalize()} Ball")


def a_or_an(words: str) -> str:
    """``words`` with its indefinite article: ``an Ultimate Ball``, ``a Poké Ball``."""
    return ("an " if words[:1].lower() in "aeiou" else "a ") + words


def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 hit``, ``2 hits``; ``many`` for an irregular plural."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def roll_words(counts: list[int] | tuple[int, ...]) -> str:
    """A roll's faces: ``2 status, 1 hit, 0 criticals``."""
    s, h, c = counts
    return f"{s} status, {plural(h, 'hit')}, {plural(c, 'critical')}"


def _faces(face: str, n: int) -> str:
    word = FACE[face]
    return f"{n} {word}" + ("" if abs(n) == 1 else "s")


def _statuses(e: Effect) -> str:
    names = [s.capitalize() for s in e["statuses"]]
    text = " and ".join(names)
    return f"{text} (together)" if len(names) > 1 else text


def _mark(e: Effect) -> str:
    whom = "the user" if e["on"] == "user" else "the target"
    when = {
        "attacked": f"when {whom} is next attacked",
        "attacks": f"on {whom}'s next attack",
        "attacked_or_captured": f"when {whom} is next attacked or a capture is tried",
    }[e["trigger"]]
    mod = e["mod"]
    n = int(e.get("n", 0))
    if mod == "add":
        what = f"add {_faces(e['face'], n)} to the roll"
    elif mod == "remove":
        # the importer writes "remove all" as 99 (King's Shield)
        many = f"all {FACE[e['face']]}s" if n >= 99 else _faces(e["face"], n)
        what = f"remove {many} from the roll"
    elif mod == "face":
        what = f"{FACE[e['face']]}s deal {n:+d} damage"
    elif mod == "cap":
        what = f"take at most {n} damage"
    elif mod == "reflect_crits":
        what = "critical hits damage the attacker instead"
    elif mod == "retaliate":
        what = f"the attacker takes {n} damage if any critical hit is rolled"
    else:  # final_move
        what = "if it faints, it may use a final move first"
    return f"{when}: {what}"


def _lasting(e: Effect) -> str:
    mod = e["mod"]
    n = int(e.get("n", 0))
    if mod == "add_dice":
        what = f"add {_faces(e.get('face', 'hit'), n)} to its rolls"
    elif mod == "heal_end":
        what = f"heal {n} damage at the end of its turns"
    elif mod == "status_immune":
        what = "it is immune to statuses"
    elif mod == "freeze_attacker":
        what = "Freeze any Pokémon that attacks it"
    else:  # no_effect_switch
        what = "no Pokémon may switch out by move effects"
    return f"until the user switches out: {what}"


def lasting_words(e: Effect) -> str:
    """What a lasting effect on a Pokémon does, without "until the user switches out" (the
    arena's "lasting:" line: "add 1 critical hit to its rolls")."""
    return _lasting(e).partition(": ")[2]


def _fatigue(e: Effect) -> str:
    whom = WHO.get(e["who"], e["who"])
    if "set" in e:
        return f"{whom}: battle fatigue to at least {e['set']}"
    return f"{whom}: battle fatigue {int(e.get('add', 0)):+d}"


PHRASES: dict[str, Callable[[Effect], str]] = {
    "set_strength": lambda e: f"attack strength {e['value']}",
    "strength_per": lambda e: f"+{e['amount']} attack strength per {COUNT[e['count']]}",
    "strength_from": lambda e: (
        f"attack strength = {SOURCE[e['source']]}"
        + (f" (at most {e['max']})" if "max" in e else "")
    ),
    "copy_strength": lambda e: "attack strength of a move the target knows (your choice)",
    "apricorn_boost": lambda e: (
        f"may consume 1 Apricorn: attack strength {e['value']}"
        + (f" and change to {e['form']}" if "form" in e else "")
    ),
    "choose_type": lambda e: {
        "learnable": "choose any learnable type of the user as its type",
        "any": "choose any type as its type",
        "base": "choose one of the user's types as its type",
    }[e["among"]],
    "choose_form": lambda e: "may change form first (its type follows the form)",
    "predict": lambda e: (
        f"predict more, fewer or equal critical hits than status symbols; wrong: "
        f"{e['penalty']:+d} damage"
    ),
    "face_bonus": lambda e: f"{FACE[e['face']]}s deal {e['delta']:+d} damage",
    "fixed_dice": lambda e: "its dice cannot be replaced or removed",
    "extra_damage": lambda e: f"+{e['amount']} damage",
    "fatigue_damage": lambda e: "+damage equal to the user's battle fatigue, then reset it",
    "double_damage": lambda e: "double damage",
    "splash_damage": lambda e: (
        f"{e['amount']} damage to "
        + ("another Pokémon" if e["targets"] == "one_other" else "every other Pokémon")
        + " of the target's party"
    ),
    "finish_low": lambda e: f"the target faints with {e['threshold']} or less health left",
    "overflow": lambda e: "damage past fainting hits the next Pokémon switched in",
    "share_self_damage": lambda e: "damage the user takes in this attack hits the target too",
    "self_damage": lambda e: f"the user takes {e['amount']} damage",
    "self_damage_per": lambda e: f"the user takes {e['amount']} per {FACE[e['face']]}",
    "heal": lambda e: f"heal {e['amount']} damage",
    "heal_per": lambda e: f"heal {e['amount']} per {FACE[e['face']]}",
    "heal_half_dealt": lambda e: "heal half the damage dealt (rounded down)",
    "heal_party": lambda e: f"heal {e['amount']} damage and all statuses of your whole party",
    "cure": lambda e: (
        f"heal {WHO[e['who']]}'s "
        + (f"{e['status'].capitalize()} status" if "status" in e else "statuses")
    ),
    "ignore_prism": lambda e: "ignores Prism Armour",
    "inflict": lambda e: f"inflict {_statuses(e)} on {WHO[e['who']]}",
    "inflict_random": lambda e: "roll the status die: that status on the target",
    "inflict_chosen": lambda e: (
        "a status of your choice on the target (a second one if a status symbol is rolled)"
    ),
    "fatigue": _fatigue,
    "trap": lambda e: (
        "the target may no longer switch out or flee"
        + (", nor change form" if e.get("form_lock") else "")
    ),
    "mark": _mark,
    "lasting": _lasting,
    "eternal": lambda e: "effects lasting until the user switches out now last all battle",
    "second_move": lambda e: "use a second move this turn (once until switched out)",
    "switch_out": lambda e: "the user may then switch out",
    "from_party": lambda e: "may be used from the party: switches the user in first",
    "form_change": lambda e: f"change to {e['form']}",
    "consume_apricorn": lambda e: "eat an Apricorn from the target's bag",
    "mimic": lambda e: "attack with a move of the target (your choice)",
    "kinesis": lambda e: "copy the effect of a move either Pokémon knows (your choice)",
    "metronome": lambda e: "attack with the move of the top card of the Evolution deck",
    "add_retribution": lambda e: f"+{e['amount']} damage stored on Galactic Retribution",
}

CONDITIONS: dict[str, Callable[[dict[str, Any]], str]] = {
    "rolled": lambda c: f"if {c['min']}+ {FACE[c['face']]}s are rolled",
    "target_status": lambda c: f"if the target is {c['status'].capitalize()}",
    "target_any_status": lambda c: "if the target has a status",
    "target_type": lambda c: f"if the target is {c['type'].capitalize()}-type",
    "target_has_item": lambda c: "if the target holds an item",
    "user_knows_type": lambda c: f"if the user knows another {c['type'].capitalize()} move",
    "party_has_type": lambda c: f"if your party has another {c['type'].capitalize()}-type",
    "used_last_turn": lambda c: "if used last turn",
    "not_used_last_turn": lambda c: "if not used last turn",
    "user_became_status": lambda c: f"if the user became {c['status'].capitalize()}",
}


def effect_words(e: Effect) -> str:
    """One effect record in words, with its condition."""
    text = PHRASES[e["do"]](e)
    cond = e.get("when")
    if cond is not None:
        text = f"{CONDITIONS[cond['test']](cond)}: {text}"
    return text


def effects_words(effects: tuple[Effect, ...] | list[Effect]) -> str:
    """A move's whole effect in words ("no extra effect" for a plain attack)."""
    parts = [effect_words(e) for e in effects]
    if not parts:
        return "no extra effect"
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
