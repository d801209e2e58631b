"""Importer for the designers' spreadsheet layout (``pokemon.csv``, ``moves.csv`` and, when
present, ``trainer_cards.csv``: see :mod:`.trainer_import`).

``import_csv(folder)`` reads the two CSV files (columns as described in the reference README) and
returns our content: Pokémon cards, and moves with their effect in the structured form of
:mod:`.effects_schema`. Each sentence of a move's effect text is translated by one rule of
``_RULES``; a move with a sentence no rule understands is listed under ``pending`` with the reason,
never imported as a plain attack. ``write_content`` stores the result in ``data/``.

Command line: ``python -m pokeforge.games.sinnoh.importer CSV_FOLDER [OUT_FOLDER]``.
"""

from __future__ import annotations

import csv
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from .effects_schema import validate_effect
from .trainer_import import import_trainers, read_trainer_rows

Effect = dict[str, Any]
_STATUS_WORDS = {
    "confused": "confused",
    "paralysed": "paralysed",
    "poisoned": "poisoned",
    "burned": "burned",
    "frozen": "frozen",
    "drowsy": "drowsy",
}
_FACE_WORDS = {
    "critical hit": "crit",
    "critical hits": "crit",
    "regular hit": "hit",
    "regular hits": "hit",
    "status symbol": "status",
    "status symbols": "status",
}
_ST = r"(Confused|Paralysed|Poisoned|Burned|Frozen|Drowsy)"
_FACE = r"(critical hits?|regular hits?|status symbols?)"


def _st(word: str) -> str:
    return _STATUS_WORDS[word.lower()]


def _face(word: str) -> str:
    return _FACE_WORDS[word.lower()]


def _when_rolled(n: str) -> dict[str, Any]:
    return {"test": "rolled", "face": "status", "min": 1 if n == "any" else int(n)}


def _with(effects: list[Effect], when: dict[str, Any]) -> list[Effect]:
    return [{**e, "when": when} for e in effects]


Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], list[Effect]]]


def _rule(pattern: str) -> Callable[[Callable[[re.Match[str]], list[Effect]]], Rule]:
    def deco(fn: Callable[[re.Match[str]], list[Effect]]) -> Rule:
        return (re.compile(pattern + r"$", re.IGNORECASE), fn)

    return deco


def _inflict_clause(text: str) -> list[Effect] | None:
    """The clauses that inflict statuses, shared by conditional and plain sentences."""
    m = re.fullmatch(rf"Inflict the {_ST} status on the (target|user)\.?", text, re.I)
    if m:
        return [{"do": "inflict", "statuses": [_st(m[1])], "who": m[2].lower()}]
    m = re.fullmatch(
        rf"Inflict the {_ST} status on the target and another Pokémon in the target party\.?",
        text,
        re.I,
    )
    if m:
        return [{"do": "inflict", "statuses": [_st(m[1])], "who": "target_and_other"}]
    m = re.fullmatch(
        rf"Inflict both the {_ST} and {_ST} statuses on the target simultaneously\.?", text, re.I
    )
    if m:
        return [{"do": "inflict", "statuses": [_st(m[1]), _st(m[2])], "who": "target"}]
    if re.fullmatch(r"Roll a status dice and inflict the result on the target\.?", text, re.I):
        return [{"do": "inflict_random"}]
    m = re.fullmatch(
        r"Deal 2 damage to (a|all) Pokémon in the target party that is not the "
        r"target\.?",
        text,
        re.I,
    )
    if m:
        return [
            {
                "do": "splash_damage",
                "amount": 2,
                "targets": "one_other" if m[1].lower() == "a" else "all_others",
            }
        ]
    return None


_RULES: list[Rule] = [
    # -- strength ----------
    _rule(rf"If the target is already {_ST}, attack strength is increased to (\d)\.")(
        lambda m: [
            {
                "do": "set_strength",
                "value": int(m[2]),
                "when": {"test": "target_status", "status": _st(m[1])},
            }
        ]
    ),
    _rule(r"If this move was used last turn, attack strength is (?:decreased|increased) to (\d)\.")(
        lambda m: [{"do": "set_strength", "value": int(m[1]), "when": {"test": "used_last_turn"}}]
    ),
    _rule(r"If this move was used last turn, decrease attack strength to (\d)\.")(
        lambda m: [{"do": "set_strength", "value": int(m[1]), "when": {"test": "used_last_turn"}}]
    ),
    _rule(
        r"If this move was used last turn, attack strength is increased to (\d) but only heal "
        r"(\d) damage\."
    )(
        lambda m: [
            {"do": "set_strength", "value": int(m[1]), "when": {"test": "used_last_turn"}},
            {"do": "heal", "amount": int(m[2]), "when": {"test": "used_last_turn"}},
            {"do": "_only_heal_marker"},
        ]
    ),
    _rule(r"Each time this attack is used this battle, attack strength is increased by (\d)\.")(
        lambda m: [{"do": "strength_per", "count": "uses", "amount": int(m[1])}]
    ),
    _rule(r"For each fainted Pokémon in your party: Attack strength is increased by (\d)\.")(
        lambda m: [{"do": "strength_per", "count": "fainted_allies", "amount": int(m[1])}]
    ),
    _rule(
        r"For each other non-fainted Pokémon in your party with a Song move: Attack strength is "
        r"increased by (\d)\."
    )(lambda m: [{"do": "strength_per", "count": "song_allies", "amount": int(m[1])}]),
    _rule(
        r"For each other non-fainted Pokémon in your party with the move [\w -]+: Attack "
        r"strength is increased by (\d)\."
    )(lambda m: [{"do": "strength_per", "count": "same_move_allies", "amount": int(m[1])}]),
    _rule(r"For every 2 damage taken by the user: Increase attack strength by (\d)\.")(
        lambda m: [{"do": "strength_per", "count": "damage_taken_halves", "amount": int(m[1])}]
    ),
    _rule(r"Attack strength is increased equal to the amount of damage taken last turn\.")(
        lambda m: [{"do": "strength_per", "count": "damage_taken_last_turn", "amount": 1}]
    ),
    _rule(r"Attack strength is equal to half the current initiative of the user, rounded down\.")(
        lambda m: [{"do": "strength_from", "source": "half_initiative"}]
    ),
    _rule(r"Attack strength is equal to half the base health of the target, rounded down\.")(
        lambda m: [{"do": "strength_from", "source": "half_target_base_health"}]
    ),
    _rule(r"Attack strength is equal to half the base health of the user, rounded down\.")(
        lambda m: [{"do": "strength_from", "source": "half_user_base_health"}]
    ),
    _rule(r"Attack strength is equal to the current health of the user\.")(
        lambda m: [{"do": "strength_from", "source": "user_health_left"}]
    ),
    _rule(r"Maximum (\d) attack strength\.")(lambda m: [{"do": "_max", "value": int(m[1])}]),
    _rule(r"Minimum 1 attack strength\.")(lambda m: []),
    _rule(r"Copy the attack strength of a move the target knows\.")(
        lambda m: [{"do": "copy_strength"}]
    ),
    _rule(r"You may consume 1 Apricorn to increase attack strength to (\d)\.")(
        lambda m: [{"do": "apricorn_boost", "value": int(m[1])}]
    ),
    _rule(
        r"You may consume 1 Apricorn to increase attack strength to (\d) and to change to "
        r"([\w ]+ Form) if possible\."
    )(lambda m: [{"do": "apricorn_boost", "value": int(m[1]), "form": m[2]}]),
    # -- types and choices ----------
    _rule(r"Choose any learnable type of the user as the type of this attack\.")(
        lambda m: [{"do": "choose_type", "among": "learnable"}]
    ),
    _rule(r"Choose any type, this attack becomes the chosen type\.")(
        lambda m: [{"do": "choose_type", "among": "any"}]
    ),
    _rule(r"The user may change Cloak Form if possible\.")(lambda m: [{"do": "choose_form"}]),
    _rule(r"Now choose either base type of the user as the type of this attack\.")(
        lambda m: [{"do": "choose_type", "among": "base"}]
    ),
    _rule(
        r"Will there be more, less or an equal amount of critical hits rolled than status "
        r"symbols\? If incorrect, deal (-\d) damage\."
    )(lambda m: [{"do": "predict", "penalty": int(m[1])}]),
    _rule(r"Select a move from the target and then attack the target with this move\.")(
        lambda m: [{"do": "mimic"}]
    ),
    _rule(r"Copy the effect of a move the user or target knows\.")(lambda m: [{"do": "kinesis"}]),
    _rule(
        r"Shuffle the Evolution Pokémon deck and then attack the target with the top move of "
        r"the deck\."
    )(lambda m: [{"do": "metronome"}]),
    # -- dice faces ----------
    _rule(rf"{_FACE} deal ([+-]\d) damage\.")(
        lambda m: [{"do": "face_bonus", "face": _face(m[1]), "delta": int(m[2])}]
    ),
    _rule(rf"{_FACE} deal ([+-]\d) damage but {_FACE} deal ([+-]\d) damage\.")(
        lambda m: [
            {"do": "face_bonus", "face": _face(m[1]), "delta": int(m[2])},
            {"do": "face_bonus", "face": _face(m[3]), "delta": int(m[4])},
        ]
    ),
    _rule(
        rf"{_FACE} deal ([+-]\d) damage but for each critical hit rolled: The user takes (\d) "
        r"damage\."
    )(
        lambda m: [
            {"do": "face_bonus", "face": _face(m[1]), "delta": int(m[2])},
            {"do": "self_damage_per", "face": "crit", "amount": int(m[3])},
        ]
    ),
    _rule(rf"{_FACE} deal ([+-]\d) damage and for each critical hit rolled: Heal (\d) damage\.")(
        lambda m: [
            {"do": "face_bonus", "face": _face(m[1]), "delta": int(m[2])},
            {"do": "heal_per", "face": "crit", "amount": int(m[3])},
        ]
    ),
    _rule(
        r"During this attack and when the user is next attacked, status symbols deal ([+-]\d) "
        r"damage\."
    )(
        lambda m: [
            {"do": "face_bonus", "face": "status", "delta": int(m[1])},
            {
                "do": "mark",
                "on": "user",
                "trigger": "attacked",
                "mod": "face",
                "face": "status",
                "n": int(m[1]),
            },
        ]
    ),
    _rule(r"For each status symbol rolled: The user takes (\d) damage\.")(
        lambda m: [{"do": "self_damage_per", "face": "status", "amount": int(m[1])}]
    ),
    _rule(r"The dice rolled by this attack cannot be replaced or removed by any effect\.")(
        lambda m: [{"do": "fixed_dice"}]
    ),
    # -- marks on the next attack ----------
    _rule(rf"When the (target|user) is next attacked, add (\d) {_FACE} to the roll\.")(
        lambda m: [
            {
                "do": "mark",
                "on": m[1].lower(),
                "trigger": "attacked",
                "mod": "add",
                "face": _face(m[3]),
                "n": int(m[2]),
            }
        ]
    ),
    _rule(rf"When the (target|user) is next attacked, remove (\d) {_FACE} from the roll\.")(
        lambda m: [
            {
                "do": "mark",
                "on": m[1].lower(),
                "trigger": "attacked",
                "mod": "remove",
                "face": _face(m[3]),
                "n": int(m[2]),
            }
        ]
    ),
    _rule(rf"When the (target|user) is next attacked, remove all {_FACE} from the roll\.")(
        lambda m: [
            {
                "do": "mark",
                "on": m[1].lower(),
                "trigger": "attacked",
                "mod": "remove",
                "face": _face(m[2]),
                "n": 99,
            }
        ]
    ),
    _rule(rf"When the target next attacks, remove (\d) {_FACE} from the roll\.")(
        lambda m: [
            {
                "do": "mark",
                "on": "target",
                "trigger": "attacks",
                "mod": "remove",
                "face": _face(m[2]),
                "n": int(m[1]),
            }
        ]
    ),
    _rule(rf"When the (target|user) next attacks, {_FACE} deal ([+-]\d) damage\.")(
        lambda m: [
            {
                "do": "mark",
                "on": m[1].lower(),
                "trigger": "attacks",
                "mod": "face",
                "face": _face(m[2]),
                "n": int(m[3]),
            }
        ]
    ),
    _rule(rf"When the (target|user) is next attacked, {_FACE} deal ([+-]\d) damage\.")(
        lambda m: [
            {
                "do": "mark",
                "on": m[1].lower(),
                "trigger": "attacked",
                "mod": "face",
                "face": _face(m[2]),
                "n": int(m[3]),
            }
        ]
    ),
    _rule(
        rf"On the next attack or capture roll against the target, {_FACE} deal ([+-]\d) "
        r"damage\."
    )(
        lambda m: [
            {
                "do": "mark",
                "on": "target",
                "trigger": "attacked_or_captured",
                "mod": "face",
                "face": _face(m[1]),
                "n": int(m[2]),
            }
        ]
    ),
    _rule(
        r"When the user is next attacked, all critical hits damage the attacker instead of the "
        r"user\."
    )(lambda m: [{"do": "mark", "on": "user", "trigger": "attacked", "mod": "reflect_crits"}]),
    _rule(
        r"When the user is next attacked, the attacker takes (\d) damage if any critical hits "
        r"are rolled\."
    )(
        lambda m: [
            {"do": "mark", "on": "user", "trigger": "attacked", "mod": "retaliate", "n": int(m[1])}
        ]
    ),
    _rule(
        r"If this move was not used last turn, take at most (\d) damage when the user is next "
        r"attacked\."
    )(
        lambda m: [
            {
                "do": "mark",
                "on": "user",
                "trigger": "attacked",
                "mod": "cap",
                "n": int(m[1]),
                "when": {"test": "not_used_last_turn"},
            }
        ]
    ),
    _rule(
        r"If the user faints when it is next attacked, the user may use a final move before "
        r"fainting\."
    )(lambda m: [{"do": "mark", "on": "user", "trigger": "attacked", "mod": "final_move"}]),
    # -- lasting ----------
    _rule(rf"Until the user switches out: Add (\d) {_FACE} to your attack rolls\.")(
        lambda m: [{"do": "lasting", "mod": "add_dice", "face": _face(m[2]), "n": int(m[1])}]
    ),
    _rule(
        rf"Until the user switches out: Add (\d) {_FACE} and (\d) {_FACE} to your attack "
        r"rolls\."
    )(
        lambda m: [
            {"do": "lasting", "mod": "add_dice", "face": _face(m[2]), "n": int(m[1])},
            {"do": "lasting", "mod": "add_dice", "face": _face(m[4]), "n": int(m[3])},
        ]
    ),
    _rule(r"Until the user switches out: Heal (\d) damage at the end of your turns\.")(
        lambda m: [{"do": "lasting", "mod": "heal_end", "n": int(m[1])}]
    ),
    _rule(
        rf"Until the user switches out: Heal (\d) damage at the end of your turns and add (\d) "
        rf"{_FACE} to your attack rolls\."
    )(
        lambda m: [
            {"do": "lasting", "mod": "heal_end", "n": int(m[1])},
            {"do": "lasting", "mod": "add_dice", "face": _face(m[3]), "n": int(m[2])},
        ]
    ),
    _rule(r"Until the user switches out: The user is immune to all status effects\.")(
        lambda m: [{"do": "lasting", "mod": "status_immune"}]
    ),
    _rule(
        r"Until the user switches out: When the user is attacked, inflict the Frozen status on "
        r"the attacker\."
    )(lambda m: [{"do": "lasting", "mod": "freeze_attacker"}]),
    _rule(
        r"Until the user switches out: All Pokémon can no longer switch out using move "
        r"effects\."
    )(lambda m: [{"do": "lasting", "mod": "no_effect_switch"}]),
    _rule(
        r"Your currently active effects that would last until the user switches out now last "
        r"until the end of the battle\."
    )(lambda m: [{"do": "eternal"}]),
    _rule(
        r"Effect may be used once until the user switches out: The user may use a second move "
        r"this turn\."
    )(lambda m: [{"do": "second_move"}]),
    # -- damage ----------
    _rule(r"Deals (\d) extra damage to (\w+)-type Pokémon\.")(
        lambda m: [
            {
                "do": "extra_damage",
                "amount": int(m[1]),
                "when": {"test": "target_type", "type": m[2].lower()},
            }
        ]
    ),
    _rule(r"If the user knows another (\w+)-type move, deal (\d) extra damage\.")(
        lambda m: [
            {
                "do": "extra_damage",
                "amount": int(m[2]),
                "when": {"test": "user_knows_type", "type": m[1].lower()},
            }
        ]
    ),
    _rule(
        r"If there is another non-fainted (\w+)-type Pokémon in your party, deal (\d) extra "
        r"damage\."
    )(
        lambda m: [
            {
                "do": "extra_damage",
                "amount": int(m[2]),
                "when": {"test": "party_has_type", "type": m[1].lower()},
            }
        ]
    ),
    _rule(
        r"If the target has a held item, deal (\d) extra damage and inflict the (\w+) status on "
        r"the target\."
    )(
        lambda m: _with(
            [
                {"do": "extra_damage", "amount": int(m[1])},
                {"do": "inflict", "statuses": [_st(m[2])], "who": "target"},
            ],
            {"test": "target_has_item"},
        )
    ),
    _rule(
        r"Deal extra damage equal to your current battle fatigue and then reset your battle "
        r"fatigue to 0\."
    )(lambda m: [{"do": "fatigue_damage"}]),
    _rule(rf"If the target is already {_ST}, this move deals double damage\.")(
        lambda m: [{"do": "double_damage", "when": {"test": "target_status", "status": _st(m[1])}}]
    ),
    _rule(r"If the target has any status effects, this move deals double damage\.")(
        lambda m: [{"do": "double_damage", "when": {"test": "target_any_status"}}]
    ),
    _rule(r"The target faints if they have (\d) or less health remaining after this attack\.")(
        lambda m: [{"do": "finish_low", "threshold": int(m[1])}]
    ),
    _rule(
        r"If the target faints, any remaining damage from this attack is applied to the next "
        r"Pokémon switched in\."
    )(lambda m: [{"do": "overflow"}]),
    _rule(r"Deal any damage taken by the user during this attack to the target as well\.")(
        lambda m: [{"do": "share_self_damage"}]
    ),
    _rule(r"Deal (\d) damage to the user\.")(
        lambda m: [{"do": "self_damage", "amount": int(m[1])}]
    ),
    _rule(r"Ignores the effects of Prism Armour\.")(lambda m: [{"do": "ignore_prism"}]),
    # -- healing ----------
    _rule(r"Heal (\d) damage(?: from the user)?\.")(
        lambda m: [{"do": "heal", "amount": int(m[1])}]
    ),
    _rule(r"Heal (\d) damage if the user has just become (\w+)\.")(
        lambda m: [
            {
                "do": "heal",
                "amount": int(m[1]),
                "when": {"test": "user_became_status", "status": _st(m[2])},
            }
        ]
    ),
    _rule(r"Heal for half the damage dealt, rounded down\.")(lambda m: [{"do": "heal_half_dealt"}]),
    _rule(
        r"Heal (\d) damage and all status effects from the user and from all Pokémon in your "
        r"party\."
    )(lambda m: [{"do": "heal_party", "amount": int(m[1])}]),
    _rule(r"Heal (\d) damage and inflict the (\w+) status on the target\.")(
        lambda m: [
            {"do": "heal", "amount": int(m[1])},
            {"do": "inflict", "statuses": [_st(m[2])], "who": "target"},
        ]
    ),
    _rule(r"Heal any status effects\.")(lambda m: [{"do": "cure", "who": "user"}]),
    _rule(r"Heal any (\w+) status effects from the user and the target\.")(
        lambda m: [{"do": "cure", "who": "user_and_target", "status": _st(m[1])}]
    ),
    # -- statuses, fatigue, switching ----------
    _rule(r"If (any|\d) (?:or more )?status symbols are rolled: (.+)")(
        lambda m: _conditional(m[1], m[2])
    ),
    _rule(rf"Inflict the {_ST} status on the target but increase your battle fatigue by (\d)\.")(
        lambda m: [
            {"do": "inflict", "statuses": [_st(m[1])], "who": "target"},
            {"do": "fatigue", "who": "user", "add": int(m[2])},
        ]
    ),
    _rule(r"Inflict any status effect on the target\.")(lambda m: [{"do": "inflict_chosen"}]),
    _rule(r"(Inflict .+|Roll a status dice .+)")(lambda m: _inflict_or_fail(m[1])),
    _rule(r"Increase the battle fatigue of the target by (\d)\.")(
        lambda m: [{"do": "fatigue", "who": "target", "add": int(m[1])}]
    ),
    _rule(r"Increase the battle fatigue of the target to (\d)\.")(
        lambda m: [{"do": "fatigue", "who": "target", "set": int(m[1])}]
    ),
    _rule(r"Increase the battle fatigue of the user and the target to (\d)\.")(
        lambda m: [{"do": "fatigue", "who": "both", "set": int(m[1])}]
    ),
    _rule(r"The target may no longer switch out or flee the battle\.")(lambda m: [{"do": "trap"}]),
    _rule(r"The target may no longer change form, switch out or flee the battle\.")(
        lambda m: [{"do": "trap", "form_lock": True}]
    ),
    _rule(r"The user may switch out(?: if possible)?\.")(lambda m: [{"do": "switch_out"}]),
    _rule(r"This move can be used from your party: Switch the user in and then use this attack\.")(
        lambda m: [{"do": "from_party"}]
    ),
    _rule(r"Change to ([\w ]+ Form) if possible\.")(
        lambda m: [{"do": "form_change", "form": m[1]}]
    ),
    _rule(r"Consume an Apricorn from the bag of target\.")(lambda m: [{"do": "consume_apricorn"}]),
    _rule(r"The target decides which one\.")(lambda m: []),
]


class _Unknown(ValueError):
    pass


def _inflict_or_fail(text: str) -> list[Effect]:
    effects = _inflict_clause(text)
    if effects is None:
        raise _Unknown(text)
    return effects


def _conditional(n: str, clause: str) -> list[Effect]:
    when = _when_rolled(n)
    if re.fullmatch(r"Inflict another status effect simultaneously\.", clause, re.I):
        return [{"do": "_second_status"}]
    return _with(_inflict_or_fail(clause), when)


def _sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=\.)\s+", text.strip()) if s]


def parse_effect(text: str) -> list[Effect]:
    """The structured form of a move's effect text; ``ValueError`` naming the sentence that no
    rule understands."""
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
    return out


def _merge(out: list[Effect], effect: Effect) -> None:
    """Attach modifier sentences to the effect they modify."""
    kind = effect["do"]
    if kind == "_max":
        for prev in reversed(out):
            if prev["do"] == "strength_from":
                prev["max"] = effect["value"]
                return
        raise ValueError("a maximum attack strength with no strength rule before it")
    if kind == "_second_status":
        for prev in out:
            if prev["do"] == "inflict_chosen":
                return  # the chosen-status handler includes the conditional second status
        raise ValueError("a second status with no chosen status before it")
    if kind == "_only_heal_marker":
        # "... but only heal N": the plain heal applies only when the move was not used last turn
        for prev in out:
            if prev["do"] == "heal" and "when" not in prev:
                prev["when"] = {"test": "not_used_last_turn"}
                return
        raise ValueError("'only heal' with no heal before it")
    out.append(effect)


# -- whole files -------------------------------------------------------------------------------


def _int(value: str, file: str, entry: str, field: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise ContentError(file, entry, field, f"{value!r} is not a whole number") from None


def _read(path: Path) -> list[dict[str, str]]:
    if not path.is_file():
        raise ContentError(path.name, "-", "-", f"file not found: {path}")
    with path.open(encoding="utf-8", newline="") as fh:
        return [{k: (v or "").strip() for k, v in row.items()} for row in csv.DictReader(fh)]


_POKEMON_COLUMNS = (
    "pokedex_number", "internal_name", "pokedex_name", "description", "type_1", "type_2",
    "biome", "climate", "initiative", "health", "move_1", "move_2", "move_3", "move_4",
    "evolve_into", "evolve_cost", "move_name", "is_starter", "is_legendary", "encounter_tier",
    "trainer", "number_in_deck", "uncapturable", "state",
)  # fmt: skip
_MOVE_COLUMNS = ("move_name", "move_type", "move_attack_strength", "move_effect")


def import_csv(folder: str | Path, types: frozenset[str]) -> dict[str, Any]:
    """Read ``pokemon.csv`` and ``moves.csv`` from ``folder``; return ``{"pokemon", "moves",
    "pending"}`` in our content format. Raises :class:`ContentError` for a malformed row."""
    folder = Path(folder)
    rows = _read(folder / "pokemon.csv")
    move_rows = _read(folder / "moves.csv")
    for file, table, cols in (
        ("pokemon.csv", rows, _POKEMON_COLUMNS),
        ("moves.csv", move_rows, _MOVE_COLUMNS),
    ):
        if table:
            missing = [c for c in cols if c not in table[0]]
            if missing:
                raise ContentError(file, "header", missing[0], "column missing")
    moves: list[dict[str, Any]] = []
    pending: list[dict[str, Any]] = []
    for row in move_rows:
        name = row["move_name"]
        raw = row["move_attack_strength"]
        strength = None if raw == "?" else _int(raw, "moves.csv", name, "move_attack_strength")
        if row["move_type"] not in types:
            raise ContentError("moves.csv", name, "move_type", f"unknown type {row['move_type']!r}")
        entry: dict[str, Any] = {"name": name, "type": row["move_type"], "strength": strength}
        try:
            effects = parse_effect(row["move_effect"])
        except ValueError as exc:
            pending.append({**entry, "reason": str(exc)})
            continue
        bad = next((p for p in (validate_effect(e, types) for e in effects) if p), None)
        if bad:
            pending.append({**entry, "reason": bad})
            continue
        if strength is None and not any(
            e["do"] in ("strength_from", "copy_strength", "mimic", "metronome") for e in effects
        ):
            pending.append({**entry, "reason": "attack strength '?' with no rule that sets it"})
            continue
        moves.append({**entry, "effects": effects})
    pokemon = [_pokemon(row, types) for row in rows]
    out: dict[str, Any] = {"pokemon": pokemon, "moves": moves, "pending": pending}
    trainer_rows = read_trainer_rows(folder)
    if trainer_rows is not None:
        out["trainers"] = import_trainers(trainer_rows, types)
    return out


def _pokemon(row: dict[str, str], types: frozenset[str]) -> dict[str, Any]:
    entry = row["pokedex_number"]
    f = "pokemon.csv"
    card_types = [t for t in (row["type_1"], row["type_2"]) if t]
    for t in card_types:
        if t not in types:
            raise ContentError(f, entry, "type_1", f"unknown type {t!r}")
    learnable = [t for t in (row[f"move_{i}"] for i in range(1, 5)) if t]
    for t in learnable:
        if t not in types:
            raise ContentError(f, entry, "move_1", f"unknown move type {t!r}")
    return {
        "id": entry,
        "name": row["internal_name"],
        "species": row["pokedex_name"],
        "form": row["description"],
        "group": entry.split("-")[0],
        "state": _int(row["state"] or "0", f, entry, "state"),
        "types": card_types,
        "biome": row["biome"],
        "climate": row["climate"],
        "initiative": _int(row["initiative"], f, entry, "initiative"),
        "health": _int(row["health"], f, entry, "health"),
        "learnable": learnable,
        "evolve_into": [e for e in row["evolve_into"].split("/") if e],
        "evolve_cost": _int(row["evolve_cost"], f, entry, "evolve_cost")
        if row["evolve_cost"]
        else None,
        "move": row["move_name"],
        "starter": row["is_starter"] == "1",
        "legendary": row["is_legendary"] == "1",
        "tier": row["encounter_tier"],
        "trainer": row["trainer"],
        "copies": _int(row["number_in_deck"] or "1", f, entry, "number_in_deck"),
        "uncapturable": row["uncapturable"] == "1",
    }


#: which ability slots each quality of trainer card unlocks (the designer's card generator locks
#: ability 2 on Silver cards and both on Bronze cards)
QUALITY_SLOTS = {"bronze": [], "silver": [1], "gold": [1, 2]}


def write_content(content: dict[str, Any], out: str | Path) -> None:
    """Write imported content as ``pokemon.json``, ``moves.json`` and (with trainer cards)
    ``trainers.json`` in ``out``."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "pokemon.json").write_text(
        json.dumps({"format": 1, "pokemon": content["pokemon"]}, indent=1, ensure_ascii=False)
        + "\n",
        encoding="utf-8",
    )
    (out / "moves.json").write_text(
        json.dumps(
            {"format": 1, "moves": content["moves"], "pending": content["pending"]},
            indent=1,
            ensure_ascii=False,
        )
        + "\n",
        encoding="utf-8",
    )
    if "trainers" in content:
        trainers = content["trainers"]
        text = json.dumps(
            {
                "format": 1,
                "qualities": QUALITY_SLOTS,
                "trainers": trainers["trainers"],
                "pending": trainers["pending"],
            },
            indent=1,
            ensure_ascii=False,
        )
        (out / "trainers.json").write_text(text + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    from .content import type_names

    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m pokeforge.games.sinnoh.importer CSV_FOLDER [OUT_FOLDER]")
        return 2
    out = args[1] if len(args) > 1 else str(Path(__file__).parent / "data")
    content = import_csv(args[0], type_names())
    write_content(content, out)
    print(
        f"{len(content['pokemon'])} Pokémon, {len(content['moves'])} moves imported, "
        f"{len(content['pending'])} pending"
    )
    if "trainers" in content:
        t = content["trainers"]
        n = sum(len(x["abilities"]) for x in t["trainers"])
        print(
            f"{len(t['trainers'])} trainer cards, {n} abilities imported, "
            f"{len(t['pending'])} pending"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
