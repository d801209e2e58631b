"""Card content of the ``origins`` TCG: sets in the pokemon-tcg-data JSON format, and effects.

**Sets.** A set file is a JSON list of cards in the format of ``PokemonTCG/pokemon-tcg-data``
(``cards/en/<set>.json``); the shipped ones are ``data/sets/base1.json``, ``base2.json`` and
``base3.json`` (verbatim copies, see ``data/README.md``) and the Origins sample set
``data/sets/origins.json``. Every card of a file has the id ``<set>-<number>`` of one set. Set
names and deck-list codes (``ptcgoCode``) come from the set index files in ``data/sets/index/``
(``en.json`` is pokemon-tcg-data's ``sets/en.json``).

Fields read: ``id``, ``name``, ``supertype``, ``subtypes``, ``hp`` (a string of digits),
``types``, ``evolvesFrom``, ``abilities`` (``type`` one of :data:`POWER_KINDS`), ``attacks``
(``damage`` ``"30"``, ``"10+"``, ``"30×"``, ``"50-"``, ``"?"`` or ``""``), ``weaknesses``
(``"×2"``), ``resistances`` (``"-30"``; no value: −30, the Origins rule "Resistances are still
assumed to be −30"), ``retreatCost``, ``rules`` and ``number``. The informational fields of the
format (:data:`INFO_FIELDS`) are allowed and not read; any other field is an error.

Subtypes accepted (:data:`POKEMON_SUBTYPES`, :data:`TRAINER_SUBTYPES`, :data:`ENERGY_SUBTYPES`):
the stages of the era and the Origins traits. A Pokémon has exactly one stage, except that a
``Baby`` with no stage is a Basic. Traits come from subtypes (:data:`TRAIT_OF_SUBTYPE`):
``Legendary``; ``Ultra Beast``, ``Ancient`` and ``Future`` (each also Legendary: the rulebook
calls them subsets of Legendary Pokémon); ``Baby``; a Trainer's ``Stadium``. A Basic Pokémon may
name ``evolvesFrom`` (an evolution of a Baby, printed as a Basic).

A set of a later era loads too: a card with a subtype these rules lack (GX, Supporter, Pokémon
Tool…), a type of a later era (:data:`LATER_TYPES`, or Fairy on a Pokémon), another kind of
power or a Pokémon rule box is listed as unimplemented with what it needs, never played. Only a
malformed field (a non-numeric HP, an unknown field, a damage that is no damage…) is an error.

Energy: a basic Energy card provides the type in its name (``Fire Energy``, ``Basic Fire
Energy``); a special Energy card provides what :data:`SPECIAL_ENERGY_PROVIDES` says (Double
Colorless Energy: two Colorless, which is all its text does) or what its effect entry's
``provides`` says; otherwise it is unimplemented.

**Effects.** ``data/effects/<set>.json`` (or ``effects_dir``) maps card ids to what their text
does, in the project's effect language::

    {"<card id>": {"attacks": {"<attack name>": [op, ...]},
                   "powers": {"<power name>": [op, ...] or {"ops": [op, ...], <fields>}},
                   "trainer": [op, ...],
                   "energy": {"provides": ["Fire", ...], "ops": [op, ...]}}}

Each op is an object ``{"op": "<name>", <fields>}``, checked by the engine's registry: a callable
``validate_op(op) -> Effect`` (:class:`OpValidator`; by default
``pokeforge.games.origins.rules.effects.validate_op``). It raises :class:`OpError(field,
message) <OpError>` for an op or field it does not know (loading stops with a ContentError naming
the file, the card and the field path, e.g. ``attacks.Confuse Ray[0].coins``) and
:class:`OpNotImplemented` for an op it declares but cannot carry out yet (the card is listed as
unimplemented). A power given as an object: its fields other than ``ops`` are validated as a first
op named ``power`` (its activation rules), followed by its ``ops``.

An attack, power or Trainer with text and no entry makes its card unimplemented
(:attr:`Content.unimplemented`, id -> reason); an attack without text needs none.
"""

from __future__ import annotations

import importlib
import json
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from .cards import ENERGY_TYPES, POKEMON_TYPES, SUPERTYPES, Attack, CardDef, Effect, Power
from .rules.constants import RESISTANCE

DATA_DIR = Path(__file__).parent / "data"
SETS_DIR = DATA_DIR / "sets"
SET_INDEX_DIR = SETS_DIR / "index"
EFFECTS_DIR = DATA_DIR / "effects"
DECKS_DIR = DATA_DIR / "decks"
#: the official sets shipped (Base Set, Jungle, Fossil)
OFFICIAL_SETS: tuple[str, ...] = ("base1", "base2", "base3")
#: the Origins sample set of our own design (``data/sets/origins.json``)
SAMPLE_SET = "origins"

STAGES_OF_SUBTYPE = ("Basic", "Stage 1", "Stage 2")
#: subtype -> Origins traits it gives
TRAIT_OF_SUBTYPE: dict[str, frozenset[str]] = {
    "Legendary": frozenset({"legendary"}),
    "Ultra Beast": frozenset({"legendary", "ultra_beast"}),
    "Ancient": frozenset({"legendary", "ancient"}),
    "Future": frozenset({"legendary", "future"}),
    "Baby": frozenset({"baby"}),
    "Stadium": frozenset({"stadium"}),
}
POKEMON_SUBTYPES: tuple[str, ...] = (
    *STAGES_OF_SUBTYPE,
    "Baby",
    "Legendary",
    "Ultra Beast",
    "Ancient",
    "Future",
)
TRAINER_SUBTYPES: tuple[str, ...] = ("Stadium",)
ENERGY_SUBTYPES: tuple[str, ...] = ("Basic", "Special")
#: types of later eras: a card with one loads as unimplemented (Fairy is an Energy type only)
LATER_TYPES: tuple[str, ...] = ("Darkness", "Metal", "Dragon")
#: the kinds of power a Pokémon may have (``abilities[].type``)
POWER_KINDS: tuple[str, ...] = ("Pokémon Power", "Poké-Power", "Poké-Body", "Ability")
#: special Energy cards whose whole text is what they provide
SPECIAL_ENERGY_PROVIDES: dict[str, tuple[str, ...]] = {
    "Double Colorless Energy": ("Colorless", "Colorless"),
    "Double Fairy Energy": ("Fairy", "Fairy"),  # the Origins sample set's
}
#: ops that play a Trainer card as if it were a Pokémon: the card must print its HP (``hp``),
#: the one place that number lives (Clefairy Doll, Mysterious Fossil)
PRINTED_HP_OPS: frozenset[str] = frozenset({"doll"})
#: fields of the format that the engine does not read
INFO_FIELDS: frozenset[str] = frozenset(
    {
        "level",
        "evolvesTo",
        "artist",
        "rarity",
        "flavorText",
        "nationalPokedexNumbers",
        "legalities",
        "images",
        "regulationMark",
        "set",
        "tcgplayer",
        "cardmarket",
    }
)
#: fields only a Pokémon card has
POKEMON_FIELDS: tuple[str, ...] = (
    "types",
    "evolvesFrom",
    "abilities",
    "attacks",
    "weaknesses",
    "resistances",
    "retreatCost",
    "convertedRetreatCost",
)
READ_FIELDS: frozenset[str] = frozenset(
    {"id", "name", "supertype", "subtypes", "hp", *POKEMON_FIELDS, "rules", "number"}
)
_DAMAGE = re.compile(r"^(\d+)([+×x-]?)$")


class OpError(ValueError):
    """An op or op field the effect registry does not know (``field`` names it)."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


class OpNotImplemented(OpError):
    """An op the registry declares but cannot carry out yet: the card is unimplemented."""


#: the engine's op validator: one op object -> an Effect, or OpError / OpNotImplemented
OpValidator = Callable[[Mapping[str, Any]], Effect]


@dataclass(frozen=True, slots=True)
class SetInfo:
    """A loaded set: its id, name, deck-list code (``ptcgoCode``; ``""`` when unknown) and file."""

    id: str
    name: str
    code: str
    file: str


def normal_name(name: str) -> str:
    """A card name folded for lookups: no accents, no case, single spaces (``POKEDEX`` finds
    ``Pokédex``)."""
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(plain.casefold().split())


class Content:
    """Validated cards, in file order, with lookups and the unimplemented cards."""

    __slots__ = ("_by_code", "_by_name", "_by_number", "cards", "index", "sets", "unimplemented")

    def __init__(
        self,
        cards: Mapping[str, CardDef],
        sets: Mapping[str, SetInfo],
        unimplemented: Mapping[str, str],
    ) -> None:
        #: card id -> card, in the order of the files
        self.cards: dict[str, CardDef] = dict(cards)
        #: set id -> set
        self.sets: dict[str, SetInfo] = dict(sets)
        #: card id -> why it cannot be played (every missing effect, "; "-separated)
        self.unimplemented: dict[str, str] = dict(unimplemented)
        #: card id -> its position in :attr:`cards` (a stable card-kind number)
        self.index: dict[str, int] = {cid: i for i, cid in enumerate(self.cards)}
        self._by_number = {(c.set_id, c.number): c for c in self.cards.values()}
        by_name: dict[str, list[CardDef]] = {}
        for card in self.cards.values():
            by_name.setdefault(normal_name(card.name), []).append(card)
        self._by_name = {k: tuple(v) for k, v in by_name.items()}
        by_code: dict[str, list[SetInfo]] = {}
        for info in self.sets.values():
            for key in {info.id.casefold(), info.code.casefold()} - {""}:
                by_code.setdefault(key, []).append(info)
        self._by_code = by_code

    def card(self, card_id: str) -> CardDef:
        """The card with this id; KeyError naming it when there is none."""
        try:
            return self.cards[card_id]
        except KeyError:
            raise KeyError(f"no card {card_id!r} in the loaded sets") from None

    def by_number(self, set_id: str, number: str) -> CardDef | None:
        return self._by_number.get((set_id, number))

    def by_name(self, name: str) -> tuple[CardDef, ...]:
        """Every card printed with this name (accents, case and spacing ignored)."""
        return self._by_name.get(normal_name(name), ())

    def sets_for_code(self, code: str) -> tuple[SetInfo, ...]:
        """The loaded sets with this deck-list code or id (case ignored)."""
        return tuple(self._by_code.get(code.casefold(), ()))

    def set_for_code(self, code: str) -> SetInfo | None:
        found = self.sets_for_code(code)
        return found[0] if found else None

    def implemented(self, card_id: str) -> bool:
        return card_id in self.cards and card_id not in self.unimplemented

    def __repr__(self) -> str:
        return (
            f"Content({len(self.cards)} cards in {', '.join(self.sets)}; "
            f"{len(self.unimplemented)} unimplemented)"
        )


# --- reading --------------------------------------------------------------------------------------


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ContentError(path.name, "-", "-", f"cannot read file: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ContentError(path.name, "-", "-", f"not valid JSON: {exc}") from None


class _Entry:
    """Error context of one card: ``fail(field, message)`` raises the ContentError;
    ``later(field, message)`` notes a mechanic of a later era (the card loads, unimplemented)."""

    def __init__(self, file: str, entry: str) -> None:
        self.file = file
        self.entry = entry
        #: why the card uses rules these do not cover (it is then listed as unimplemented)
        self.unsupported: list[str] = []

    def fail(self, field: str, message: str) -> ContentError:
        return ContentError(self.file, self.entry, field, message)

    def later(self, field: str, message: str) -> None:
        self.unsupported.append(f"{field}: {message}")

    def text(self, raw: Mapping[str, Any], field: str, *, required: bool = True) -> str:
        value = raw.get(field)
        if value is None and not required:
            return ""
        if not isinstance(value, str) or (required and not value.strip()):
            raise self.fail(field, "expected a non-empty string")
        return value

    def str_list(self, raw: Mapping[str, Any], field: str) -> list[str]:
        value = raw.get(field, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(field, "expected a list of strings")
        return value

    def obj_list(self, raw: Mapping[str, Any], field: str) -> list[dict[str, Any]]:
        value = raw.get(field, [])
        if not isinstance(value, list):
            raise self.fail(field, "expected a list of objects")
        for i, item in enumerate(value):
            if not isinstance(item, dict):
                raise self.fail(f"{field}[{i}]", "expected an object")
        return value


def _whole(e: _Entry, value: Any, field: str) -> int:
    if isinstance(value, bool):
        raise e.fail(field, "expected a whole number")
    if isinstance(value, int) and value >= 0:
        return value
    if isinstance(value, str) and value.isascii() and value.isdigit():
        return int(value)
    raise e.fail(field, f"expected a whole number, not {value!r}")


def _energy_symbols(e: _Entry, value: Any, field: str, *, printed: bool = False) -> tuple[str, ...]:
    """Energy symbols; on a ``printed`` card one of a later era marks the card unsupported,
    in an effect entry (our own language) it is an error."""
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise e.fail(field, "expected a list of Energy types")
    if value == ["Free"]:
        return ()
    for symbol in value:
        if printed and symbol in LATER_TYPES:
            e.later(field, f"{symbol} Energy belongs to a later era")
        elif symbol not in ENERGY_TYPES:
            raise e.fail(
                field, f"unknown Energy type {symbol!r} (known: {', '.join(ENERGY_TYPES)})"
            )
    return tuple(value)


def _attack(e: _Entry, raw: dict[str, Any], i: int) -> Attack:
    where = f"attacks[{i}]"
    unknown = set(raw) - {"name", "cost", "convertedEnergyCost", "damage", "text"}
    if unknown:
        raise e.fail(f"{where}.{sorted(unknown)[0]}", "unknown field")
    name = e.text(raw, "name") if isinstance(raw.get("name"), str) else None
    if not name:
        raise e.fail(f"{where}.name", "every attack needs a name")
    cost = _energy_symbols(e, raw.get("cost", []), f"{where}.cost", printed=True)
    if "convertedEnergyCost" in raw:
        converted = _whole(e, raw["convertedEnergyCost"], f"{where}.convertedEnergyCost")
        if converted != len(cost):
            raise e.fail(
                f"{where}.convertedEnergyCost",
                f"{converted} does not match the {len(cost)} Energy of the cost",
            )
    damage_text = raw.get("damage", "")
    if not isinstance(damage_text, str):
        raise e.fail(f"{where}.damage", "expected a string such as '30', '10+', '30×' or '?'")
    damage_text = damage_text.strip()
    if damage_text in ("", "?"):
        damage, mode = 0, damage_text
    else:
        match = _DAMAGE.match(damage_text)
        if match is None:
            raise e.fail(
                f"{where}.damage",
                f"{damage_text!r} is not a damage ('30', '10+', '30×', '50-', '?' or '')",
            )
        damage, mode = int(match[1]), match[2].replace("x", "×")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise e.fail(f"{where}.text", "expected a string")
    return Attack(name=name, cost=cost, damage=damage, damage_mode=mode, text=text.strip())


def _power(e: _Entry, raw: dict[str, Any], i: int) -> Power:
    where = f"abilities[{i}]"
    unknown = set(raw) - {"name", "text", "type"}
    if unknown:
        raise e.fail(f"{where}.{sorted(unknown)[0]}", "unknown field")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise e.fail(f"{where}.name", "every power needs a name")
    kind = raw.get("type")
    if not isinstance(kind, str) or not kind:
        raise e.fail(f"{where}.type", f"expected the kind of power ({', '.join(POWER_KINDS)})")
    if kind not in POWER_KINDS:
        e.later(f"{where}.type", f"{kind!r} belongs to a later era")
    text = raw.get("text", "")
    if not isinstance(text, str):
        raise e.fail(f"{where}.text", "expected a string")
    return Power(name=name, kind=kind, text=text.strip())


def _modifiers(
    e: _Entry, raw: Mapping[str, Any], field: str, weakness: bool
) -> tuple[tuple[str, int], ...]:
    out = []
    for i, item in enumerate(e.obj_list(raw, field)):
        where = f"{field}[{i}]"
        unknown = set(item) - {"type", "value"}
        if unknown:
            raise e.fail(f"{where}.{sorted(unknown)[0]}", "unknown field")
        kind = item.get("type")
        if kind in LATER_TYPES or kind == "Fairy":
            e.later(f"{where}.type", f"{kind} is no Pokémon type in these rules")
        elif kind not in POKEMON_TYPES:
            raise e.fail(f"{where}.type", f"unknown type {kind!r}")
        value = item.get("value")
        if weakness:
            if not isinstance(value, str) or not re.fullmatch(r"[×x]\d+", value.strip()):
                raise e.fail(f"{where}.value", f"expected a multiplier such as '×2', not {value!r}")
            amount = int(value.strip()[1:])
        elif value is None or value == "":
            amount = RESISTANCE  # Origins: "Resistances are still assumed to be -30"
        else:
            if not isinstance(value, str) or not re.fullmatch(r"[-−]\d+", value.strip()):
                raise e.fail(f"{where}.value", f"expected an amount such as '-30', not {value!r}")
            amount = -int(value.strip()[1:])
        out.append((kind, amount))
    return tuple(out)


def _energy_provides(e: _Entry, name: str, subtypes: list[str]) -> tuple[str, ...]:
    if "Basic" in subtypes:
        words = name.split()
        if words and words[0] == "Basic":
            words = words[1:]
        if len(words) == 2 and words[1] == "Energy" and words[0] in ENERGY_TYPES:
            return (words[0],)
        if len(words) == 2 and words[1] == "Energy" and words[0] in LATER_TYPES:
            e.later("name", f"{words[0]} Energy belongs to a later era")
            return ()
        raise e.fail(
            "name", f"a basic Energy card is named after its type ('Fire Energy'), not {name!r}"
        )
    return SPECIAL_ENERGY_PROVIDES.get(name, ())


def parse_card(raw: Any, file: str, position: int) -> tuple[CardDef, list[str]]:
    """One card of a set file (its effects not attached yet), and what it uses of a later era
    (a subtype, type, power kind or rule box these rules do not have: the card loads and is
    listed as unimplemented with those reasons; a malformed field is a ContentError)."""
    entry = raw.get("id") if isinstance(raw, dict) else None
    e = _Entry(file, entry if isinstance(entry, str) and entry else f"#{position}")
    if not isinstance(raw, dict):
        raise e.fail("-", "expected a card object")
    unknown = set(raw) - READ_FIELDS - INFO_FIELDS
    if unknown:
        raise e.fail(sorted(unknown)[0], "unknown field")
    card_id = e.text(raw, "id")
    match = re.fullmatch(r"(.+)-([^-]+)", card_id)
    if match is None:
        raise e.fail("id", f"expected '<set>-<number>', not {card_id!r}")
    set_id, id_number = match[1], match[2]
    number = e.text(raw, "number")
    if number != id_number:
        raise e.fail("number", f"{number!r} differs from the number in the id {card_id!r}")
    name = e.text(raw, "name").strip()
    supertype = raw.get("supertype")
    if supertype not in SUPERTYPES:
        raise e.fail(
            "supertype", f"unknown supertype {supertype!r} (known: {', '.join(SUPERTYPES)})"
        )
    subtypes = e.str_list(raw, "subtypes")
    allowed = {
        "Pokémon": POKEMON_SUBTYPES,
        "Trainer": TRAINER_SUBTYPES,
        "Energy": ENERGY_SUBTYPES,
    }[supertype]
    for sub in subtypes:
        if sub not in allowed:
            # a card of a later era (GX, Supporter, Pokémon Tool…): loaded, never played
            e.later("subtypes", f"{supertype} subtype {sub!r} is not part of these rules")
    traits: frozenset[str] = frozenset().union(
        *(TRAIT_OF_SUBTYPE.get(s, frozenset()) for s in subtypes)
    )
    rules = e.str_list(raw, "rules")
    text = "\n".join(line.strip() for line in rules).strip()
    hp = _whole(e, raw["hp"], "hp") if "hp" in raw else 0
    fields: dict[str, Any] = {}

    if supertype == "Pokémon":
        if rules:
            e.later("rules", "a Pokémon card with rules text (a later era's rule box)")
        if "hp" not in raw:
            raise e.fail("hp", "a Pokémon needs its HP")
        if hp <= 0:
            raise e.fail("hp", "a Pokémon's HP is above 0")
        stages = [s for s in subtypes if s in STAGES_OF_SUBTYPE]
        if len(stages) > 1:
            raise e.fail("subtypes", f"more than one stage: {', '.join(stages)}")
        if not stages and "Baby" not in subtypes and not e.unsupported:
            raise e.fail("subtypes", "a Pokémon needs a stage (Basic, Stage 1 or Stage 2)")
        stage = stages[0] if stages else "Basic"
        if "Baby" in subtypes and stage != "Basic":
            raise e.fail("subtypes", "a Baby Pokémon is a Basic Pokémon")
        types = e.str_list(raw, "types")
        if not types:
            raise e.fail("types", "a Pokémon has a type")
        for t in types:
            if t in LATER_TYPES or t == "Fairy":
                e.later("types", f"{t} is no Pokémon type in these rules")
            elif t not in POKEMON_TYPES:
                raise e.fail(
                    "types", f"{t!r} is not a Pokémon type (known: {', '.join(POKEMON_TYPES)})"
                )
        evolves_from = raw.get("evolvesFrom")
        if evolves_from is not None and (not isinstance(evolves_from, str) or not evolves_from):
            raise e.fail("evolvesFrom", "expected the name of the Pokémon it evolves from")
        if stage != "Basic" and evolves_from is None and not e.unsupported:
            raise e.fail("evolvesFrom", f"a {stage} Pokémon names the Pokémon it evolves from")
        attacks = tuple(_attack(e, a, i) for i, a in enumerate(e.obj_list(raw, "attacks")))
        names = [a.name for a in attacks]
        for i, n in enumerate(names):
            if n in names[:i]:
                raise e.fail(f"attacks[{i}].name", f"two attacks are named {n!r}")
        powers = tuple(_power(e, p, i) for i, p in enumerate(e.obj_list(raw, "abilities")))
        pnames = [p.name for p in powers]
        for i, n in enumerate(pnames):
            if n in pnames[:i]:
                raise e.fail(f"abilities[{i}].name", f"two powers are named {n!r}")
        retreat = _energy_symbols(e, raw.get("retreatCost", []), "retreatCost", printed=True)
        if "convertedRetreatCost" in raw:
            converted = _whole(e, raw["convertedRetreatCost"], "convertedRetreatCost")
            if converted != len(retreat):
                raise e.fail(
                    "convertedRetreatCost",
                    f"{converted} does not match the {len(retreat)} Energy of the Retreat Cost",
                )
        fields.update(
            hp=hp,
            types=tuple(types),
            stage=stage,
            evolves_from=evolves_from,
            attacks=attacks,
            powers=powers,
            weaknesses=_modifiers(e, raw, "weaknesses", weakness=True),
            resistances=_modifiers(e, raw, "resistances", weakness=False),
            retreat_cost=len(retreat),
            text=text,
        )
    else:
        for field in POKEMON_FIELDS:
            if field in raw:
                raise e.fail(field, f"a {supertype} card has no {field}")
        if supertype == "Energy":
            if "hp" in raw:
                raise e.fail("hp", "an Energy card has no HP")
            if len(subtypes) != 1:
                raise e.fail("subtypes", "an Energy card is either Basic or Special")
            fields.update(provides=_energy_provides(e, name, subtypes), text=text)
        else:
            fields.update(hp=hp, text=text)
    card = CardDef(
        id=card_id,
        name=name,
        supertype=supertype,
        subtypes=tuple(subtypes),
        set_id=set_id,
        number=number,
        traits=traits,
        **fields,
    )
    return card, e.unsupported


def _set_index(paths: Iterable[Path]) -> dict[str, tuple[str, str]]:
    """set id -> (name, ptcgoCode) from set index files (pokemon-tcg-data ``sets/en.json``)."""
    out: dict[str, tuple[str, str]] = {}
    for path in paths:
        data = _read_json(path)
        if not isinstance(data, list):
            raise ContentError(path.name, "-", "-", "expected a list of sets")
        for i, item in enumerate(data):
            entry = item.get("id") if isinstance(item, dict) else None
            e = _Entry(path.name, entry if isinstance(entry, str) else f"#{i}")
            if not isinstance(item, dict):
                raise e.fail("-", "expected a set object")
            set_id = e.text(item, "id")
            name = e.text(item, "name")
            code = item.get("ptcgoCode") or ""
            if not isinstance(code, str):
                raise e.fail("ptcgoCode", "expected a string")
            out[set_id] = (name, code)
    return out


def _default_validator() -> OpValidator | None:
    module_name = "pokeforge.games.origins.rules.effects"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name is not None and module_name.startswith(exc.name):
            return None  # the engine's registry is not written yet
        raise
    validator = getattr(module, "validate_op", None)
    return validator if callable(validator) else None


# --- effects --------------------------------------------------------------------------------------


def _ops(
    e: _Entry, value: Any, field: str, validate: OpValidator, missing: list[str]
) -> tuple[Effect, ...]:
    if not isinstance(value, list):
        raise e.fail(field, "expected a list of ops")
    out = []
    for i, op in enumerate(value):
        where = f"{field}[{i}]"
        out.append(_op(e, op, where, validate, missing))
    return tuple(out)


def _op(e: _Entry, op: Any, where: str, validate: OpValidator, missing: list[str]) -> Effect:
    if not isinstance(op, dict):
        raise e.fail(where, 'expected an op object {"op": ...}')
    if not isinstance(op.get("op"), str) or not op["op"]:
        raise e.fail(f"{where}.op", "every op names its operation in 'op'")
    try:
        return validate(op)
    except OpNotImplemented as exc:
        missing.append(f"{where}: op {op['op']!r} is not implemented yet ({exc.message})")
        return Effect(op["op"])
    except OpError as exc:
        raise e.fail(f"{where}.{exc.field}", exc.message) from None


def _attach(
    card: CardDef, spec: Any, e: _Entry, validate: OpValidator | None
) -> tuple[CardDef, list[str]]:
    """The card with its effects, and the reasons it stays unimplemented."""
    reasons: list[str] = []
    if spec is None:
        spec = {}
    if not isinstance(spec, dict):
        raise e.fail("-", "expected an object with attacks, powers, trainer or energy")
    for key in spec:
        if key not in ("attacks", "powers", "trainer", "energy"):
            raise e.fail(key, "unknown section (attacks, powers, trainer, energy)")
    if spec and validate is None:
        raise e.fail("-", "effects are written but no effect registry is loaded")

    attacks_spec = spec.get("attacks", {})
    if not isinstance(attacks_spec, dict):
        raise e.fail("attacks", "expected an object of attack name -> ops")
    by_name = {a.name: a for a in card.attacks}
    for name in attacks_spec:
        if name not in by_name:
            raise e.fail(f"attacks.{name}", f"{card.name} has no attack named {name!r}")
    attacks = []
    for attack in card.attacks:
        if attack.name in attacks_spec:
            assert validate is not None
            effects = _ops(
                e, attacks_spec[attack.name], f"attacks.{attack.name}", validate, reasons
            )
            for i, eff in enumerate(effects):  # an op making other attacks names the card's own
                for used in eff.get("uses") or ():
                    if used not in by_name or used == attack.name:
                        raise e.fail(
                            f"attacks.{attack.name}[{i}].uses",
                            f"{card.name} has no other attack named {used!r}",
                        )
            attacks.append(replace(attack, effects=effects))
        else:
            if attack.text:
                reasons.append(f"attack {attack.name!r} has text and no effect")
            attacks.append(attack)

    powers_spec = spec.get("powers", {})
    if not isinstance(powers_spec, dict):
        raise e.fail("powers", "expected an object of power name -> ops")
    pnames = {p.name for p in card.powers}
    for name in powers_spec:
        if name not in pnames:
            raise e.fail(f"powers.{name}", f"{card.name} has no power named {name!r}")
    powers = []
    for power in card.powers:
        if power.name not in powers_spec:
            if power.text:
                reasons.append(f"{power.kind} {power.name!r} has text and no effect")
            powers.append(power)
            continue
        assert validate is not None
        value = powers_spec[power.name]
        where = f"powers.{power.name}"
        if isinstance(value, dict):
            head_fields = {k: v for k, v in value.items() if k != "ops"}
            ops = value.get("ops", [])
            head = (_power_head(e, head_fields, where, validate, reasons),) if head_fields else ()
            effects = head + _ops(e, ops, f"{where}.ops", validate, reasons)
        else:
            effects = _ops(e, value, where, validate, reasons)
        powers.append(replace(power, effects=effects))

    card_effects: tuple[Effect, ...] = ()
    provides = card.provides
    if "trainer" in spec:
        if not card.is_trainer:
            raise e.fail("trainer", f"{card.name} is not a Trainer card")
        assert validate is not None
        card_effects = _ops(e, spec["trainer"], "trainer", validate, reasons)
    elif card.is_trainer and card.text:
        reasons.append("its Trainer text has no effect")
    if "energy" in spec:
        energy = spec["energy"]
        if not card.is_energy:
            raise e.fail("energy", f"{card.name} is not an Energy card")
        if not isinstance(energy, dict):
            raise e.fail("energy", "expected an object with provides and ops")
        for key in energy:
            if key not in ("provides", "ops"):
                raise e.fail(f"energy.{key}", "unknown field (provides, ops)")
        if "provides" in energy:
            provides = _energy_symbols(e, energy["provides"], "energy.provides")
        assert validate is not None
        card_effects = _ops(e, energy.get("ops", []), "energy.ops", validate, reasons)
    if card.is_energy and not card.is_basic_energy and not provides:
        reasons.append(f"special Energy {card.name!r}: what it provides is not written")
    out = replace(
        card,
        attacks=tuple(attacks),
        powers=tuple(powers),
        effects=card_effects,
        provides=provides,
    )
    return out, reasons


def _power_head(
    e: _Entry, fields: dict[str, Any], where: str, validate: OpValidator, missing: list[str]
) -> Effect:
    try:
        return validate({"op": "power", **fields})
    except OpNotImplemented as exc:
        missing.append(f"{where}: its activation is not implemented yet ({exc.message})")
        return Effect("power")
    except OpError as exc:
        field = exc.field if exc.field in fields else next(iter(fields))
        raise e.fail(f"{where}.{field}", exc.message) from None


# --- loading --------------------------------------------------------------------------------------


def _set_files(paths: Path | str | Iterable[Path | str] | None) -> list[Path]:
    if paths is None:
        return [SETS_DIR / f"{s}.json" for s in OFFICIAL_SETS]
    items = [paths] if isinstance(paths, (str, Path)) else list(paths)
    files: list[Path] = []
    for item in items:
        path = Path(item)
        if path.is_dir():
            files.extend(sorted(p for p in path.glob("*.json") if p.is_file()))
        else:
            files.append(path)
    return files


_DEFAULT: Any = object()


def load_sets(
    paths: Path | str | Iterable[Path | str] | None = None,
    *,
    effects_dir: Path | str | None = EFFECTS_DIR,
    validate_op: OpValidator | None = _DEFAULT,
    set_index: Path | str | Iterable[Path | str] | None = SET_INDEX_DIR,
) -> Content:
    """Read and validate set files (default: the three official sets) and attach their effects.

    ``paths``: set files, or folders whose ``*.json`` files are set files. ``effects_dir``: where
    ``<set>.json`` effect files are (``None``: read none). ``validate_op``: the op validator
    (default: the engine's, when it exists). ``set_index``: set index files or folders giving
    set names and deck-list codes. Raises ContentError for anything malformed.
    """
    validator: OpValidator | None = _default_validator() if validate_op is _DEFAULT else validate_op
    index = _set_index(_set_files(set_index) if set_index is not None else [])
    cards: dict[str, CardDef] = {}
    later: dict[str, list[str]] = {}
    file_of_set: dict[str, str] = {}
    for path in _set_files(paths):
        data = _read_json(path)
        if not isinstance(data, list):
            raise ContentError(path.name, "-", "-", "expected a list of cards")
        file_set: str | None = None
        for position, raw in enumerate(data):
            card, unsupported = parse_card(raw, path.name, position)
            if unsupported:
                later[card.id] = unsupported
            if file_set is None:
                file_set = card.set_id
                if file_set in file_of_set:
                    raise ContentError(
                        path.name,
                        card.id,
                        "id",
                        f"set {file_set!r} is already loaded from {file_of_set[file_set]}",
                    )
                file_of_set[file_set] = path.name
            elif card.set_id != file_set:
                raise ContentError(
                    path.name, card.id, "id", f"a file holds one set; this one is {file_set!r}"
                )
            if card.id in cards:
                raise ContentError(path.name, card.id, "id", "this card is listed twice")
            cards[card.id] = card

    unimplemented: dict[str, str] = {}
    for set_id in file_of_set:
        specs: dict[str, Any] = {}
        effects_name = f"{set_id}.json"
        if effects_dir is not None:
            effects_path = Path(effects_dir) / effects_name
            if effects_path.is_file():
                data = _read_json(effects_path)
                if not isinstance(data, dict):
                    raise ContentError(
                        effects_name, "-", "-", "expected an object of card id -> effects"
                    )
                specs = data
        for card_id in specs:
            if card_id not in cards or cards[card_id].set_id != set_id:
                raise ContentError(
                    effects_name, card_id, "id", f"no card {card_id!r} in set {set_id!r}"
                )
        for card_id, card in list(cards.items()):
            if card.set_id != set_id:
                continue
            e = _Entry(effects_name, card_id)
            full, reasons = _attach(card, specs.get(card_id), e, validator)
            if full.hp <= 0 and any(x.op in PRINTED_HP_OPS for x in full.effects):
                raise ContentError(
                    file_of_set[set_id],
                    card_id,
                    "hp",
                    f"{full.name} is played as a Pokémon ({effects_name}: op "
                    f"{next(x.op for x in full.effects if x.op in PRINTED_HP_OPS)!r}) and needs "
                    "its printed HP",
                )
            cards[card_id] = full
            reasons = later.get(card_id, []) + reasons
            if reasons:
                unimplemented[card_id] = "; ".join(reasons)

    sets = {}
    for set_id, file in file_of_set.items():
        set_name, code = index.get(set_id, (set_id, ""))
        sets[set_id] = SetInfo(set_id, set_name, code, file)
    return Content(cards, sets, unimplemented)


def load_data_dir(directory: Path | str) -> Content:
    """The content of a data folder laid out like the shipped one: ``sets/*.json`` (every set
    there), ``sets/index/*.json`` and ``effects/<set>.json``."""
    directory = Path(directory)
    if not (directory / "sets").is_dir():
        raise ContentError(str(directory), "-", "sets", "no sets/ folder of set files here")
    index = directory / "sets" / "index"
    return load_sets(
        directory / "sets",
        effects_dir=directory / "effects",
        set_index=index if index.is_dir() else None,
    )


@lru_cache(maxsize=1)
def shipped_content() -> Content:
    """The shipped content: the three official sets and the Origins sample set, with effects."""
    return load_data_dir(DATA_DIR)
