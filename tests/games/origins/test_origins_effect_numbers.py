"""Golden test: every number in the effect files is the number the card's printed text states.

The card sets (``data/sets/*.json``) are pinned by sha256 (``test_origins_pinned.py``); the
numbers written in the effect files (``data/effects/<set>.json``) are checked here against the
text they implement: an attack's ``text``, a power's ``text``, a Trainer's ``rules``.

**Which numbers.** The card numbers are the values of the registry's ``int`` fields
(:data:`~pokeforge.games.origins.rules.effects.OPS`, ``Field.kind == "int"``): read from the
registry, not listed here; ``bool``, ``str`` and ``ops`` fields and the op names are structure.
Each ``int`` field has its phrases in :data:`FIELD_PHRASES` (one place): the wording of the text
that states that number. A number passes when one of its field's phrases, found in the entry's
own text, gives that value: as digits, as an English word (``one`` … ``ten``; ``a``/``an`` only in
phrases that name one thing: "Flip a coin", "draw a card"), as damage counters (``N damage
counters`` is ``10 × N`` damage), or by one of the named derivations below (each has a docstring
and a test showing it reject a wrong number). A number printed on the card outside its text (a
doll Trainer's HP) is never written in an effect file: the engine reads it from the card's own
field of the pinned set file, its one place.

**Reverse.** Every statement a phrase finds in a text must be carried by a number of the entry
(written, or the default the op's handler reads when the field is left out: "Flip a coin" is a
``flip`` without ``coins``): a "Flip 3 coins" with no 3-coin flip fails.

What nothing can trace goes in :data:`EXCEPTIONS`, one reason each (none today); numbers that
contradict the printed text go in :data:`DISAGREEMENTS`, each an ``xfail(strict=True)`` test
(none found); statements carried by an op's meaning rather than a number are in
:data:`REVERSE_EXCEPTIONS`. Only the shipped files under ``src/pokeforge/games/origins/data/`` are
read. ``docs/rules/origins-effect-numbers.md`` describes all this.
"""

from __future__ import annotations

import copy
import inspect
import json
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest

from pokeforge.games.origins.content import EFFECTS_DIR, SETS_DIR, shipped_content
from pokeforge.games.origins.rules.effects import COMMON, OPS

FILES = ("base1", "base2", "base3", "origins")

# -- numbers as the text writes them ---------------------------------------------------------------
#: English number words the texts may use for a number
WORDS: dict[str, int] = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "once": 1,
    "twice": 2,
}
#: ``a``/``an`` is one only in the phrases that take ``{na}``
ONE_THING = {"a": 1, "an": 1}
_N = r"(?P<n>\d+|" + "|".join(WORDS) + r")"
_NA = r"(?P<n>\d+|" + "|".join(WORDS) + r"|an?)"
#: the Energy types, as pokemon-tcg-data writes a printed Energy symbol
ENERGY_WORDS = ("colorless", "grass", "fire", "water", "lightning", "psychic", "fighting")


def number(word: str) -> int:
    """A number as written: digits, an English word, ``a``/``an``."""
    if word.isdigit():
        return int(word)
    return {**WORDS, **ONE_THING}[word]


# -- derivations: a number the text gives in another form ----------------------------------------
Op = Mapping[str, Any]


def stated(m: re.Match[str], op: Op) -> int | None:
    """The number as written."""
    return number(m["n"])


def damage_counters(m: re.Match[str], op: Op) -> int | None:
    """``N damage counters`` (``a damage counter``) is ``10 × N`` damage: one damage counter
    stands for 10 damage (the rulebook's unit; the engine counts damage, not counters)."""
    return 10 * number(m["n"])


def all_is_zero(m: re.Match[str], op: Op) -> int | None:
    """ "Discard all Energy cards", "Remove all damage counters": ``0``, the op's documented
    "all" (``discard_energy``: "0: all"; ``heal``: "0: all")."""
    return 0


def times_base_zero(m: re.Match[str], op: Op) -> int | None:
    """ "Does N damage times the number of <something other than heads or tails>" (Flail): the
    damage is ``N`` per counted thing only, so the base the ``damage`` op sets is ``0`` (the ``N``
    is the ``plus_per`` amount that follows)."""
    return 0


def cap_per_amount(m: re.Match[str], op: Op) -> int | None:
    """ "You can't add more than D damage in this way" with ``amount`` A per Energy: at most
    ``D / A`` Energy count (only when A divides D; anything else is no derivation)."""
    cap, each = number(m["n"]), op.get("amount")
    if not isinstance(each, int) or each <= 0 or cap % each:
        return None
    return cap // each


def energy_symbols(m: re.Match[str], op: Op) -> int | None:
    """ "pay Colorless less to retreat", "is Colorless less": a printed Energy symbol (the data
    writes each symbol as its type's name) is one Energy; the count of symbols is the number."""
    words = m["symbols"].split()
    if not words or any(w not in ENERGY_WORDS for w in words):
        return None
    return len(words)


def turns_until(m: re.Match[str], op: Op) -> int | None:
    """How many turns from now a lasting effect runs (the ``marker`` op's ``turns``: 1 is the
    opponent's next turn, 2 is the attacker's own next turn): "during your opponent's next turn"
    is 1, "during your next turn" is 2."""
    return 1 if m["whose"] else 2


Derive = Callable[[re.Match[str], Op], int | None]


@dataclass(frozen=True)
class Phrase:
    """A wording that states a number: ``pattern`` (lower case; ``{n}``: a number, ``{na}``: a
    number or ``a``/``an``) and how the number is read from it."""

    pattern: str
    derive: Derive = stated
    #: the reverse check reads this phrase only where the entry has an op of this name (the
    #: wording also belongs to other ops, whose meaning carries it without a number)
    scope: str | None = None

    @property
    def regex(self) -> re.Pattern[str]:
        return _compile(self.pattern)

    def values(self, text: str, op: Op) -> list[int]:
        out = []
        for m in self.regex.finditer(text):
            v = self.derive(m, op)
            if v is not None:
                out.append(v)
        return out

    def __str__(self) -> str:
        extra = "" if self.derive is stated else f" ({self.derive.__name__})"
        return f"{self.pattern!r}{extra}"


@cache
def _compile(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern.replace("{na}", _NA).replace("{n}", _N))


def P(pattern: str, derive: Derive = stated, scope: str | None = None) -> Phrase:
    """A :class:`Phrase` (a shorthand for the table)."""
    return Phrase(pattern, derive, scope)


_SYMBOLS = r"(?P<symbols>(?:[a-z]+ )+)less"
# phrases used by more than one field
MORE = P(r"(?<!plus )\b{n} more damage(?! for each)")
MORE_EACH = P(r"\b{n} more damage for each")
TO_ITSELF = P(r"\b{n} damage to itself")
REDUCED = P(r"reduced by {n}\b")
COUNTERS = P(r"remove (?:up to )?{na} damage counters?\b", damage_counters)
DISCARD_ENERGY = P(r"\bdiscard {na} (?:[a-z]+ )?energy cards?\b")
LOOK_AT = P(r"look at up to {n} cards\b")

#: (op, int field) -> the phrases that state it. Every ``int`` field of the registry is here
#: (``test_every_int_field_of_the_registry_has_its_phrases``).
FIELD_PHRASES: dict[tuple[str, str], tuple[Phrase, ...]] = {
    ("flip", "coins"): (P(r"\bflip {na} coins?\b"),),
    ("flip", "plus"): (P(r"\bplus {n} more damage(?! for each)"),),
    ("condition", "amount"): (P(r"takes {n} poison damage"),),
    ("self_damage", "amount"): (TO_ITSELF,),
    ("bench_damage", "amount"): (P(r"\b{n} damage to each (?!of them)"),),
    ("plus_per", "amount"): (MORE_EACH, P(r"\b{n} damage times the number of (?!heads|tails)")),
    ("plus_per", "max"): (
        P(r"after the (?P<n>\d+)(?:st|nd|rd|th) (?:doesn't|don't) count"),
        P(r"can't add more than {n} damage in this way", cap_per_amount),
    ),
    ("minus_per", "amount"): (P(r"\bminus {n} damage for each"),),
    ("minus_per", "max"): (),  # no card prints a cap on a minus: any such number fails
    ("plus_if", "amount"): (MORE,),
    ("damage", "amount"): (
        P(r"\bdoes {n} damage times the number of (?!heads|tails)", times_base_zero),
    ),
    ("discard_energy", "count"): (
        DISCARD_ENERGY,
        P(r"\bdiscard all energy cards\b", all_is_zero),
        P(r"\bchoose {na} of them and discard it"),
        P(r"\bchoose {na} energy cards? attached"),
        P(r"\bup to {n} energy cards attached"),
    ),
    ("heal", "amount"): (
        COUNTERS,
        P(r"remove all damage counters", all_is_zero),
        P(r"\bheal {n} damage"),
    ),
    ("heal", "energy_cost"): (DISCARD_ENERGY,),
    ("prevent", "max"): (P(r"\b{n} or less damage"),),
    ("heal_at_end", "amount"): (P(r"\bheal {n} damage"),),
    ("reduce", "amount"): (REDUCED,),
    ("draw", "count"): (P(r"\bdraw {na} cards?\b"),),
    ("tool", "amount"): (REDUCED, MORE),
    ("discard_from_hand", "count"): (P(r"\b(?:discard|trade) {na} of the other cards"),),
    ("recover", "count"): (
        P(r"\bup to {n} (?:basic )?energy cards from your discard pile"),
        P(r"\bput {na} trainer card from your discard pile"),
    ),
    ("rearrange_top", "count"): (LOOK_AT,),
    ("rearrange_either", "count"): (LOOK_AT,),
    ("marker", "turns"): (
        P(r"during your (?P<whose>opponent's )?next turn", turns_until, scope="marker"),
    ),
    ("bench_target", "amount"): (P(r"\b{n} damage to it\b"), P(r"\bfor {n} damage")),
    ("draw_for", "count"): (P(r"\bdraws {na} cards?\b"),),
    ("hand_to_deck", "count"): (
        P(r"\bshuffle {na} of the other cards"),
        P(r"\btrade {na} of the basic pokémon"),
    ),
    ("power", "amount"): (
        P(r"this power does {n} damage"),
        P(r"\bdoes {n} or more damage to\b"),
        P(r"this ability does {n} damage"),
        P(r"\bpay " + _SYMBOLS + r" to retreat", energy_symbols),
    ),
    ("bench_targets", "amount"): (P(r"\b{n} damage to each of them"),),
    ("bench_targets", "count"): (P(r"\bchoose {n} of your opponent's benched"),),
    ("bench_flips", "amount"): (P(r"\b{n} damage to that pokémon", scope="bench_flips"),),
    ("bench_flips", "self_per_tails"): (P(r"\b{n} damage times the number of tails to itself"),),
    ("base_damage_next_turn", "amount"): (P(r"base damage is {n}\b"),),
    ("become_energy", "units"): (P(r"provides {na} energy"),),
    ("thorn", "amount"): (P(r"\bput {na} damage counters? on each\b", damage_counters),),
    ("move_damage", "amount"): (P(r"\bmove {na} damage counters?\b", damage_counters),),
    ("stadium", "amount"): (
        P(r"\bis {n} more\b"),
        P(r"\bis " + _SYMBOLS, energy_symbols),
        P(r"can't have more than {n} pokémon on (?:their|the|his or her) bench"),
    ),
}


#: numbers neither a phrase nor a card field can trace: (file, card id, where) -> why
EXCEPTIONS: dict[tuple[str, str, str], str] = {}

#: numbers that contradict the printed text (the data is wrong; kept visible, not fixed here):
#: (file, card id, where) -> the printed value
DISAGREEMENTS: dict[tuple[str, str, str], int] = {}

_BENCH_FLIPS = "bench_flips flips the coin for each Benched Pokémon itself (no flip op)"
_TRANSPARENCY = "the passive power transparency flips the coin itself (no flip op)"
#: entries whose text states a number that no op field carries, because an op's meaning carries
#: it: (file, card id, entry) -> why
REVERSE_EXCEPTIONS: dict[tuple[str, str, str], str] = {
    ("base1", "base1-93", "trainer"): (
        "Gust of Wind: 'choose 1 of your opponent's Benched Pokémon' is the one Pokémon that "
        "switch brings in (no count)"
    ),
    ("base3", "base3-6", "powers.Transparency"): _TRANSPARENCY,
    ("base3", "base3-21", "powers.Transparency"): _TRANSPARENCY,
    ("base3", "base3-15", "attacks.Thunderstorm"): _BENCH_FLIPS,
    ("base3", "base3-30", "attacks.Thunderstorm"): _BENCH_FLIPS,
}


# -- reading the shipped files ---------------------------------------------------------------------
@dataclass(frozen=True)
class Number:
    """One card number of an effect file: where it is and the text it implements."""

    file: str
    card: str
    name: str  # the card's name
    entry: str  # "attacks.Hydro Pump", "powers.Buzzap", "trainer"
    where: str  # the loader's field path: "attacks.Hydro Pump[0].max"
    op: Op
    field: str
    value: int
    text: str
    card_data: Mapping[str, Any]  # the card as the set file prints it

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.file, self.card, self.where)

    def describe(self) -> str:
        return f"effects/{self.file}.json: {self.card} ({self.name}) {self.where} = {self.value}"


@dataclass(frozen=True)
class Entry:
    """An attack, power or Trainer with effects: its ops (a power's head as op ``power``)."""

    file: str
    card: str
    name: str
    entry: str
    ops: tuple[tuple[str, Op], ...]  # (path of the op, the op)
    text: str
    card_data: Mapping[str, Any]


@cache
def set_cards(set_id: str) -> dict[str, dict[str, Any]]:
    raw = json.loads((SETS_DIR / f"{set_id}.json").read_text(encoding="utf-8"))
    return {c["id"]: c for c in raw}


@cache
def _effects_text(set_id: str) -> str:
    return (EFFECTS_DIR / f"{set_id}.json").read_text(encoding="utf-8")


def effects_data(set_id: str) -> dict[str, Any]:
    """A fresh copy of a shipped effect file (tests may change it)."""
    data: dict[str, Any] = json.loads(_effects_text(set_id))
    return data


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("’", "'").split())


def _walk(ops: Any, path: str) -> Iterator[tuple[str, Op]]:
    for i, op in enumerate(ops):
        yield f"{path}[{i}]", op
        spec = {**COMMON, **OPS[op["op"]].fields}
        for key, value in op.items():
            if key != "op" and spec[key].kind == "ops":
                yield from _walk(value, f"{path}[{i}].{key}")


def entries(set_id: str, data: Mapping[str, Any]) -> Iterator[Entry]:
    """Every attack, power, Trainer and Energy entry of an effect file, with its printed text."""
    cards = set_cards(set_id)
    for card_id, spec in data.items():
        card = cards[card_id]

        def entry(where: str, ops: list[tuple[str, Op]], text: str) -> Entry:
            return Entry(set_id, card_id, card["name"], where, tuple(ops), _norm(text), card)  # noqa: B023

        for name, ops in spec.get("attacks", {}).items():
            (printed,) = (a for a in card.get("attacks", []) if a["name"] == name)
            where = f"attacks.{name}"
            yield entry(where, list(_walk(ops, where)), printed.get("text", ""))
        for name, value in spec.get("powers", {}).items():
            (printed,) = (a for a in card.get("abilities", []) if a["name"] == name)
            where = f"powers.{name}"
            found: list[tuple[str, Op]] = []
            if isinstance(value, dict):  # a power's head: the op "power" at "powers.<name>"
                head = {k: v for k, v in value.items() if k != "ops"}
                if head:
                    found.append((where, {"op": "power", **head}))
                found.extend(_walk(value.get("ops", []), f"{where}.ops"))
            else:
                found.extend(_walk(value, where))
            yield entry(where, found, printed.get("text", ""))
        rules = " ".join(card.get("rules", []))
        if "trainer" in spec:
            yield entry("trainer", list(_walk(spec["trainer"], "trainer")), rules)
        if "energy" in spec:
            yield entry("energy", list(_walk(spec["energy"].get("ops", []), "energy.ops")), rules)


def int_fields() -> set[tuple[str, str]]:
    """The registry's card-number fields: every ``int`` field of every op (and of ``COMMON``)."""
    out = {
        (name, k) for name, spec in OPS.items() for k, f in spec.fields.items() if f.kind == "int"
    }
    return out | {(name, k) for name in OPS for k, f in COMMON.items() if f.kind == "int"}


def numbers(set_id: str, data: Mapping[str, Any]) -> Iterator[Number]:
    """Every card number of an effect file (the ``int`` fields of its ops)."""
    kinds = int_fields()
    for e in entries(set_id, data):
        for path, op in e.ops:
            for key, value in op.items():
                if (op["op"], key) in kinds:
                    where = f"{path}.{key}"
                    yield Number(
                        set_id, e.card, e.name, e.entry, where, op, key, value, e.text, e.card_data
                    )


# -- the check -------------------------------------------------------------------------------------
def stated_values(n: Number) -> list[int]:
    """The values the entry's text (or the card's own field) states for this number's field."""
    key = (n.op["op"], n.field)
    return [v for p in FIELD_PHRASES.get(key, ()) for v in p.values(n.text, n.op)]


def problem(n: Number) -> str | None:
    """Why the number is not the text's (None: the text states it)."""
    values = stated_values(n)
    if n.value in values:
        return None
    key = (n.op["op"], n.field)
    phrases = ", ".join(str(p) for p in FIELD_PHRASES.get(key, ())) or "none"
    found = sorted(set(values)) or "nothing"
    return (
        f"{n.describe()}: the text does not state {n.value} for field {n.field!r} of op "
        f"{n.op['op']!r} (it states {found}; phrases read: {phrases})\n    text: {n.text!r}"
    )


def check(set_id: str, data: Mapping[str, Any]) -> dict[tuple[str, str, str], str]:
    """Every number of an effect file that its text does not state: key -> message."""
    return {n.key: msg for n in numbers(set_id, data) if (msg := problem(n)) is not None}


@cache
def handler_default(op: str, field: str) -> int | None:
    """The value the op's handler reads when the field is left out (``e.get("coins", 1)``, or a
    named rule constant: ``e.get("amount", POISON_DAMAGE)``), or None when it reads none (or
    several)."""
    spec = OPS[op]
    handlers = [f for f in (spec.handler, spec.usable) if f is not None]
    source = "".join(inspect.getsource(f) for f in handlers)
    found = set(re.findall(rf'e\.get\("{field}", (-?\d+|[A-Z][A-Z_]*)\)', source))
    if len(found) != 1:
        return None
    value = found.pop()
    if value.lstrip("-").isdigit():
        return int(value)
    named = handlers[0].__globals__.get(value)
    return named if isinstance(named, int) else None


def reverse_problems(set_id: str, data: Mapping[str, Any]) -> dict[tuple[str, str, str], str]:
    """Every statement a phrase finds in a text that no number of the entry carries."""
    users: dict[Phrase, list[tuple[str, str]]] = {}
    for key, phrases in FIELD_PHRASES.items():
        for p in phrases:
            users.setdefault(p, []).append(key)
    out: dict[tuple[str, str, str], str] = {}
    for e in entries(set_id, data):
        missing = []
        for p, fields in users.items():
            for m in p.regex.finditer(e.text):
                carried = False
                for _, op in e.ops:
                    for name, field in fields:
                        if op["op"] != name:
                            continue
                        have = op.get(field, handler_default(name, field))
                        if have is not None and have == p.derive(m, op):
                            carried = True
                if not carried and (p.scope is None or any(o["op"] == p.scope for _, o in e.ops)):
                    missing.append(f"{m.group(0)!r} (for {', '.join('.'.join(f) for f in fields)})")
        if missing:
            out[(set_id, e.card, e.entry)] = (
                f"effects/{set_id}.json: {e.card} ({e.name}) {e.entry}: the text states "
                f"{'; '.join(missing)} and no op carries it\n    text: {e.text!r}"
            )
    return out


# -- the tests -------------------------------------------------------------------------------------
def test_every_int_field_of_the_registry_has_its_phrases() -> None:
    """The card numbers are the registry's ``int`` fields; each is read by the phrases of
    :data:`FIELD_PHRASES`, and the table names no field the registry lacks (or that is not a
    number). A new ``int`` field fails here until its wording is written."""
    written = set(FIELD_PHRASES)
    unread = sorted(int_fields() - written)
    assert not unread, f"int fields of the registry with no wording in FIELD_PHRASES: {unread}"
    stale = sorted(written - int_fields())
    assert not stale, f"FIELD_PHRASES names fields that are not int fields: {stale}"


@pytest.mark.parametrize("set_id", FILES)
def test_every_number_of_an_effect_file_is_stated_by_its_text(set_id: str) -> None:
    found = check(set_id, effects_data(set_id))
    known = {k for k in (*EXCEPTIONS, *DISAGREEMENTS) if k[0] == set_id}
    wrong = [msg for key, msg in found.items() if key not in known]
    assert not wrong, "\n".join(wrong)
    stale = sorted(known - set(found))
    assert not stale, f"listed as untraceable but the text states them now: {stale}"


@pytest.mark.parametrize("set_id", FILES)
def test_every_number_the_text_states_is_carried_by_an_op(set_id: str) -> None:
    """The reverse: "Flip 3 coins" needs a 3-coin flip, "draw 2 cards" a ``draw`` of 2 (a field
    left out counts as the default its handler reads)."""
    found = reverse_problems(set_id, effects_data(set_id))
    known = {k for k in REVERSE_EXCEPTIONS if k[0] == set_id}
    wrong = [msg for key, msg in found.items() if key not in known]
    assert not wrong, "\n".join(wrong)
    stale = sorted(known - set(found))
    assert not stale, f"listed as not carried but an op carries them now: {stale}"


def _all_ints(value: Any) -> int:
    if isinstance(value, bool):
        return 0
    if isinstance(value, int):
        return 1
    if isinstance(value, dict):
        return sum(_all_ints(v) for v in value.values())
    if isinstance(value, list):
        return sum(_all_ints(v) for v in value)
    return 0


@pytest.mark.parametrize("set_id", FILES)
def test_every_number_in_an_effect_file_is_checked(set_id: str) -> None:
    """No number escapes: the numbers checked are all the whole numbers of the file."""
    data = effects_data(set_id)
    assert len(list(numbers(set_id, data))) == _all_ints(data) > 0


def _loaded_ints(effects: tuple[Any, ...], kinds: set[tuple[str, str]]) -> Iterator[Any]:
    for e in effects:
        for key, value in e.args:
            if (e.op, key) in kinds:
                yield (e.op, key, value)
            elif isinstance(value, tuple) and value and hasattr(value[0], "args"):
                yield from _loaded_ints(value, kinds)


def test_the_numbers_read_are_the_numbers_the_engine_loads() -> None:
    """The file walk here and the content loader see the same numbers, card by card."""
    content = shipped_content()
    kinds = int_fields()
    for set_id in FILES:
        data = effects_data(set_id)
        read: dict[str, list[Any]] = {}
        for n in numbers(set_id, data):
            read.setdefault(n.card, []).append((n.op["op"], n.field, n.value))
        for card_id in data:
            card = content.card(card_id)
            parts = [*(a.effects for a in card.attacks), *(p.effects for p in card.powers)]
            loaded = [x for effects in (*parts, card.effects) for x in _loaded_ints(effects, kinds)]
            assert sorted(loaded, key=repr) == sorted(read.get(card_id, []), key=repr), card_id


def test_the_exceptions_and_disagreements_are_of_shipped_numbers() -> None:
    keys = {n.key for set_id in FILES for n in numbers(set_id, effects_data(set_id))}
    assert set(EXCEPTIONS) <= keys
    assert set(DISAGREEMENTS) <= keys
    assert all(reason.strip() for reason in EXCEPTIONS.values())
    entries_ = {(s, e.card, e.entry) for s in FILES for e in entries(s, effects_data(s))}
    assert set(REVERSE_EXCEPTIONS) <= entries_


_NO_DISAGREEMENT = pytest.param(
    None, marks=pytest.mark.skip(reason="no number disagrees with the printed text")
)


@pytest.mark.parametrize(
    "key",
    [
        pytest.param(
            key,
            id="/".join(key),
            marks=pytest.mark.xfail(strict=True, reason="data disagrees with printed text"),
        )
        for key in DISAGREEMENTS
    ]
    or [_NO_DISAGREEMENT],
)
def test_a_number_that_disagrees_with_the_printed_text(key: tuple[str, str, str]) -> None:
    (n,) = (n for n in numbers(key[0], effects_data(key[0])) if n.key == key)
    assert n.value == DISAGREEMENTS[key], problem(n)


# -- the derivations, each rejecting a wrong number ---------------------------------------------
def _passes(
    op: dict[str, Any], field: str, text: str, card: Mapping[str, Any] | None = None
) -> bool:
    where = f"attacks.T[0].{field}"
    n = Number("t", "t-1", "T", "attacks.T", where, op, field, op[field], _norm(text), card or {})
    return problem(n) is None


def test_digits_and_words_are_read_and_a_is_one_only_where_the_phrase_takes_it() -> None:
    assert _passes({"op": "flip", "coins": 3}, "coins", "Flip 3 coins.")
    assert _passes({"op": "flip", "coins": 3}, "coins", "Flip three coins.")
    assert _passes({"op": "flip", "coins": 1}, "coins", "Flip a coin.")
    assert not _passes({"op": "flip", "coins": 2}, "coins", "Flip 3 coins.")
    assert not _passes({"op": "flip", "coins": 2}, "coins", "Flip a coin.")
    assert not _passes({"op": "reduce", "amount": 1}, "amount", "is reduced by a lot.")
    # the number must be in the field's own wording: 30 of the base damage is not a plus
    thrash = "this attack does 30 damage plus 10 more damage"
    assert _passes({"op": "flip", "plus": 10}, "plus", thrash)
    assert not _passes({"op": "flip", "plus": 30}, "plus", thrash)


def test_damage_counters_are_ten_damage_each() -> None:
    potion = "Remove up to 2 damage counters from 1 of your Pokémon."
    assert _passes({"op": "heal", "amount": 20}, "amount", potion)
    assert not _passes({"op": "heal", "amount": 2}, "amount", potion)
    assert not _passes({"op": "heal", "amount": 30}, "amount", potion)
    assert _passes({"op": "heal", "amount": 10}, "amount", "remove a damage counter from it.")


def test_all_is_zero() -> None:
    text = "Discard all Energy cards attached to Zapdos in order to use this attack."
    assert _passes({"op": "discard_energy", "count": 0}, "count", text)
    assert not _passes({"op": "discard_energy", "count": 1}, "count", text)


def test_times_base_zero() -> None:
    flail = "Does 10 damage times the number of damage counters on Magikarp."
    assert _passes({"op": "damage", "amount": 0}, "amount", flail)
    assert not _passes({"op": "damage", "amount": 10}, "amount", flail)
    coins = "Flip 2 coins. This attack does 30 damage times the number of heads."
    assert not _passes({"op": "damage", "amount": 0}, "amount", coins)


def test_cap_per_amount() -> None:
    lapras = (
        "plus 10 more damage for each Water Energy. You can't add more than 20 damage in this way."
    )
    assert _passes(
        {"op": "plus_per", "what": "extra_energy", "amount": 10, "max": 2}, "max", lapras
    )
    assert not _passes(
        {"op": "plus_per", "what": "extra_energy", "amount": 10, "max": 3}, "max", lapras
    )
    # 20 is no whole number of 30s: no derivation
    assert not _passes({"op": "plus_per", "what": "x", "amount": 30, "max": 0}, "max", lapras)
    assert not _passes({"op": "plus_per", "what": "x", "amount": 10, "max": 2}, "max", "no cap.")


def test_energy_symbols() -> None:
    dodrio = "As long as Dodrio is Benched, pay Colorless less to retreat your Active Pokémon."
    assert _passes({"op": "power", "use": "passive", "amount": 1}, "amount", dodrio)
    assert not _passes({"op": "power", "use": "passive", "amount": 2}, "amount", dodrio)
    two = "pay Colorless Colorless less to retreat"
    assert _passes({"op": "power", "use": "passive", "amount": 2}, "amount", two)
    assert not _passes(
        {"op": "power", "use": "passive", "amount": 1}, "amount", "pay much less to retreat"
    )


def test_turns_until() -> None:
    acid = "If heads, the Defending Pokémon can't retreat during your next turn."
    assert _passes({"op": "marker", "kind": "no_retreat", "turns": 2}, "turns", acid)
    assert not _passes({"op": "marker", "kind": "no_retreat", "turns": 1}, "turns", acid)
    theirs = "It can't attack during your opponent's next turn."
    assert _passes({"op": "marker", "kind": "no_attack", "turns": 1}, "turns", theirs)
    assert not _passes({"op": "marker", "kind": "no_attack", "turns": 2}, "turns", theirs)


def test_no_op_repeats_a_number_printed_outside_the_text() -> None:
    """HP is printed on the card (a doll Trainer's too): it lives in the set file only, never as
    a field of an op (``rules/board.py`` reads the card's ``hp``)."""
    assert not [key for key in int_fields() if key[1] == "hp"]


def test_a_left_out_field_is_the_default_its_handler_reads() -> None:
    assert handler_default("flip", "coins") == 1
    assert handler_default("condition", "amount") == 10  # POISON_DAMAGE, the rule
    assert handler_default("draw", "count") is None  # required: no default


# -- the checker catches wrong numbers -------------------------------------------------------------
def _at(data: dict[str, Any], card: str, *path: Any) -> Any:
    node: Any = data[card]
    for step in path:
        node = node[step]
    return node


def test_the_checker_reports_numbers_changed_in_a_copy_of_the_data() -> None:
    base1, base3 = copy.deepcopy(effects_data("base1")), copy.deepcopy(effects_data("base3"))
    _at(base1, "base1-2", "attacks", "Hydro Pump", 0)["amount"] += 10  # 10 more per Energy
    _at(base1, "base1-17", "attacks", "Twineedle", 0)["coins"] += 1  # Flip 2 coins
    _at(base1, "base1-10", "attacks", "Psychic", 0)["max"] = 2  # no cap is printed
    _at(base1, "base1-94", "trainer", 0)["amount"] += 10  # up to 2 damage counters
    _at(base1, "base1-91", "trainer", 0)["count"] += 1  # Draw 2 cards
    magneton = _at(base1, "base1-9", "attacks", "Selfdestruct")  # 20 each Bench, 80 itself
    magneton[0]["amount"], magneton[1]["amount"] = magneton[1]["amount"], magneton[0]["amount"]
    _at(base3, "base3-10", "attacks", "Water Gun", 0)["max"] += 1  # "no more than 20 damage"
    _at(base3, "base3-15", "attacks", "Thunderstorm", 0)["self_per_tails"] += 10
    _at(base3, "base3-5", "powers", "Curse", "ops", 0)["amount"] += 10  # 1 damage counter
    found = {**check("base1", base1), **check("base3", base3)}
    assert set(found) - set(EXCEPTIONS) == {
        ("base1", "base1-2", "attacks.Hydro Pump[0].amount"),
        ("base1", "base1-17", "attacks.Twineedle[0].coins"),
        ("base1", "base1-10", "attacks.Psychic[0].max"),
        ("base1", "base1-94", "trainer[0].amount"),
        ("base1", "base1-91", "trainer[0].count"),
        ("base1", "base1-9", "attacks.Selfdestruct[0].amount"),
        ("base1", "base1-9", "attacks.Selfdestruct[1].amount"),
        ("base3", "base3-10", "attacks.Water Gun[0].max"),
        ("base3", "base3-15", "attacks.Thunderstorm[0].self_per_tails"),
        ("base3", "base3-5", "powers.Curse.ops[0].amount"),
    }
    message = found[("base1", "base1-17", "attacks.Twineedle[0].coins")]
    for part in (
        "effects/base1.json",
        "base1-17",
        "Beedrill",
        "Twineedle[0].coins",
        "3",
        "'coins'",
    ):
        assert part in message


def test_the_reverse_check_reports_a_number_left_out_or_an_op_removed() -> None:
    base1 = copy.deepcopy(effects_data("base1"))
    del _at(base1, "base1-17", "attacks", "Twineedle", 0)["coins"]  # Flip 2 coins: 1 by default
    _at(base1, "base1-91")["trainer"] = []  # Bill: Draw 2 cards, and no draw
    found = reverse_problems("base1", base1)
    assert set(found) - set(REVERSE_EXCEPTIONS) == {
        ("base1", "base1-17", "attacks.Twineedle"),
        ("base1", "base1-91", "trainer"),
    }
    assert "'flip 2 coins'" in found[("base1", "base1-17", "attacks.Twineedle")]
