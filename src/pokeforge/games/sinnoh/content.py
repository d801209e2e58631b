"""Validated loading of Legends of Sinnoh content: type chart, Pokémon cards, moves, held items.

Every file is checked entry by entry; anything unknown (a type, a move, an effect handler, a
condition, a parameter) raises :class:`ContentError` naming the file, the entry and the field.
Moves whose effect is not yet implemented are listed in ``moves.json`` under ``pending``; cards
whose signature move is pending load but are not *playable* (never drawn into a party).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from pokeforge.core.errors import ContentError

from .effects_schema import HANDLERS, validate_effect
from .fate import FateCard, load_fate
from .trainer_schema import ABILITY_SCOPES, QUALITIES, scope_of, validate_ability_effect
from .trainer_schema import HANDLERS as TRAINER_HANDLERS

DATA = Path(__file__).parent / "data"
TIERS = (
    "starter",
    "weak",
    "moderate",
    "strong",
    "legendary",
    "ultra_beast",
    "ultra_burst",
    "grunt",
    "commander",
    "boss",
)


@dataclass(frozen=True, slots=True)
class TypeChart:
    """The type chart as data: bonus damage of an attack type against one defending type."""

    types: tuple[str, ...]
    typeless: str
    table: dict[tuple[str, str], int]
    #: the attack/defender pairs where the attack has no effect (effectiveness ``none``)
    immune: frozenset[tuple[str, str]] = frozenset()

    def bonus(self, attack: str, defender_types: tuple[str, ...]) -> int:
        """Type-effectiveness bonus, stacked over the defender's types (BATTLING: Type
        Effectiveness). Typeless attacks ignore it."""
        if attack == self.typeless:
            return 0
        get = self.table.get
        total = 0
        for d in defender_types:
            total += get((attack, d), 0)
        return total


@dataclass(frozen=True, slots=True)
class Move:
    name: str
    type: str
    strength: int | None
    effects: tuple[dict[str, Any], ...]
    choices: tuple[str, ...] = ()  # names of the handlers that offer a choice
    handlers: frozenset[str] = frozenset()  # the names of all its effect handlers

    def has(self, handler: str) -> bool:
        return handler in self.handlers


@dataclass(frozen=True, slots=True)
class Card:
    id: str
    name: str
    species: str
    form: str
    group: str
    state: int
    types: tuple[str, ...]
    initiative: int
    health: int
    learnable: tuple[str, ...]
    evolve_into: tuple[str, ...]
    evolve_cost: int | None
    move: str
    starter: bool
    legendary: bool
    tier: str
    trainer: str
    copies: int
    uncapturable: bool
    biome: str = ""
    climate: str = ""


@dataclass(frozen=True, slots=True)
class Item:
    id: str
    name: str
    kind: str
    effects: dict[str, Any] = field(default_factory=dict)

    def forms(self) -> tuple[str, ...]:
        """The form labels it gives its holder outside battle (``effects.form``: one label, or a
        list of which the trainer chooses: the Secret Key's Rotom forms); none if it gives none."""
        form = self.effects.get("form")
        if form is None:
            return ()
        return (form,) if isinstance(form, str) else tuple(form)


@dataclass(frozen=True, slots=True)
class Tactics:
    """Special tactics (LEGENDARY POKÉMON, TEAM GALACTIC TACTICS), Prism Armour and the Lake
    Guardian trials, as data (``tactics.json``).

    ``legendary``/``galactic`` list each kind's tactics in the order they are overwritten when a
    Pokémon learns moves (the 3-move limit counts them); ``abilities`` are those that are not
    moves. ``prism_armour`` gives the Prism Armour tokens a wild Pokémon of a tier starts with;
    ``trials`` names each Lake Guardian's trial."""

    legendary: tuple[str, ...] = ()
    galactic: tuple[str, ...] = ()
    abilities: frozenset[str] = frozenset()
    legendary_tiers: frozenset[str] = frozenset()
    galactic_tiers: frozenset[str] = frozenset()
    prism_armour: dict[str, int] = field(default_factory=dict)
    trials: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a trainer card (or a Distortion Breach / Change of Fate card's effect): its
    structured effects and its scope (``battle``, ``campaign`` or ``mixed``)."""

    slot: int
    name: str
    scope: str
    effects: tuple[dict[str, Any], ...]

    @property
    def battle_effects(self) -> tuple[dict[str, Any], ...]:
        return tuple(e for e in self.effects if TRAINER_HANDLERS[e["do"]].scope == "battle")


@dataclass(frozen=True, slots=True)
class TrainerCard:
    """A trainer card (``trainers.json``): a trainer class and its two abilities. Which abilities
    are unlocked depends on the card's quality (``Content.qualities``)."""

    id: str
    name: str
    abilities: tuple[Ability, ...]


@dataclass(frozen=True)
class Content:
    chart: TypeChart
    cards: dict[str, Card]
    moves: dict[str, Move]  # signature moves and the tactics that are moves (Alpha Strike, Plan B)
    pending: dict[str, str]
    items: dict[str, Item]
    by_name: dict[str, str]  # lower-case name or id -> card id (the default state)
    tactics: Tactics = field(default_factory=Tactics)
    signature: frozenset[str] = frozenset()  # the signature moves (moves.json): teachable ones
    trainers: dict[str, TrainerCard] = field(default_factory=dict)
    #: abilities the importer could not translate: ``(class, slot) -> reason``
    trainer_pending: dict[tuple[str, int], str] = field(default_factory=dict)
    #: which ability slots each quality of trainer card unlocks
    qualities: dict[str, tuple[int, ...]] = field(default_factory=dict)
    #: Change of Fate and Distortion Breach cards (``fate.json``, :mod:`.fate`)
    fate: dict[str, FateCard] = field(default_factory=dict)

    @cached_property
    def breach_in_play(self) -> bool:
        """Whether any Distortion Breach card can be attached (one that is not pending)."""
        return any(c.kind == "breach" and not c.pending for c in self.fate.values())

    @cached_property
    def from_party_moves(self) -> frozenset[str]:
        """The moves that may be used from the party (Lunge)."""
        return frozenset(n for n, m in self.moves.items() if m.has("from_party"))

    def playable(self, card: Card) -> bool:
        return card.move in self.moves

    def trainer_usable(self, trainer: TrainerCard) -> bool:
        """A trainer card may be used in a battle when none of its abilities is pending."""
        return not any((trainer.name, slot) in self.trainer_pending for slot in (1, 2))

    def trainer(self, name: str) -> TrainerCard:
        key = name.strip().lower()
        for t in self.trainers.values():
            if key in (t.id, t.name.lower()):
                return t
        raise KeyError(name)

    def card(self, name_or_id: str) -> Card:
        key = self.by_name.get(name_or_id.strip().lower())
        if key is None:
            raise KeyError(name_or_id)
        return self.cards[key]

    def forms_of(self, card: Card) -> list[Card]:
        """All states of the multi-state card ``card`` belongs to (itself alone if single)."""
        return [c for c in self.cards.values() if c.group == card.group]

    def form_named(self, card: Card, form: str) -> Card | None:
        """The state of ``card``'s card whose form label starts with ``form``, if any."""
        want = form.lower()
        for c in self.forms_of(card):
            if c.form.lower().startswith(want):
                return c
        return None

    def default_form(self, card: Card) -> Card:
        for c in self.forms_of(card):
            if c.state in (0, 1):
                return c
        return card

    def coverage(self) -> dict[str, Any]:
        """Signature moves implemented (tactics are counted apart), and trainer abilities: those
        that act in battles (``battle`` or ``mixed``) are implemented, those that act only
        outside battles are ``campaign`` data, and any the importer could not translate or the
        engine does not carry out are listed as pending."""
        from .rules.perks import IMPLEMENTED

        report: dict[str, Any] = {
            "moves_total": len(self.signature) + len(self.pending),
            "moves_implemented": len(self.signature),
            "unimplemented": sorted(self.pending),
        }
        abilities = [a for t in self.trainers.values() for a in t.abilities]
        missing = sorted(
            f"{t.name}: {a.name}"
            for t in self.trainers.values()
            for a in t.abilities
            if any(e["do"] not in IMPLEMENTED for e in a.battle_effects)
        )
        pending = sorted(f"{c}: ability {slot}" for c, slot in self.trainer_pending)
        battle = [a for a in abilities if a.scope != "campaign"]
        report.update(
            {
                "trainer_classes": len(self.trainers),
                "abilities_total": len(abilities) + len(self.trainer_pending),
                "abilities_implemented": len(battle) - len(missing),
                "abilities_battle_only": sum(1 for a in abilities if a.scope == "battle"),
                "abilities_mixed": sum(1 for a in abilities if a.scope == "mixed"),
                "abilities_campaign_only": sum(1 for a in abilities if a.scope == "campaign"),
                "abilities_unimplemented": missing + pending,
            }
        )
        from .fate import fate_coverage

        report.update(fate_coverage(self))
        return report


def _load_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(path.name, "-", "-", "file not found") from None
    except json.JSONDecodeError as exc:
        raise ContentError(path.name, "-", "-", f"not valid JSON: {exc}") from None


def load_chart(path: Path | None = None) -> TypeChart:
    path = path or DATA / "types.json"
    data = _load_json(path)
    f = path.name
    types = tuple(data.get("types", []))
    if len(types) != 18:
        raise ContentError(f, "types", "types", "the chart needs the 18 types")
    bonus = data.get("bonus", {})
    table: dict[tuple[str, str], int] = {}
    immune: set[tuple[str, str]] = set()
    for attack, rows in data.get("chart", {}).items():
        if attack not in types:
            raise ContentError(f, attack, "chart", f"unknown type {attack!r}")
        for kind, defenders in rows.items():
            if kind not in bonus:
                raise ContentError(f, attack, kind, "unknown effectiveness")
            for d in defenders:
                if d not in types:
                    raise ContentError(f, attack, kind, f"unknown type {d!r}")
                table[(attack, d)] = int(bonus[kind])
                if kind == "none":
                    immune.add((attack, d))
    return TypeChart(types, str(data.get("typeless", "typeless")), table, frozenset(immune))


def type_names() -> frozenset[str]:
    chart = load_chart()
    return frozenset((*chart.types, chart.typeless))


def _need(entry: dict[str, Any], key: str, kind: type, f: str, name: str) -> Any:
    if key not in entry:
        raise ContentError(f, name, key, "missing")
    value = entry[key]
    if kind is int and isinstance(value, bool):
        raise ContentError(f, name, key, "expected a whole number")
    if not isinstance(value, kind):
        raise ContentError(f, name, key, f"expected {kind.__name__}")
    return value


def load_moves(path: Path, types: frozenset[str]) -> tuple[dict[str, Move], dict[str, str]]:
    data = _load_json(path)
    f = path.name
    moves = _parse_moves(data.get("moves", []), f, types)
    pending: dict[str, str] = {}
    for entry in data.get("pending", []):
        name = _need(entry, "name", str, f, "?")
        pending[name] = str(entry.get("reason", "not implemented"))
        if name in moves:
            raise ContentError(f, name, "name", "a move is either implemented or pending")
    return moves, pending


def _parse_moves(entries: list[Any], f: str, types: frozenset[str]) -> dict[str, Move]:
    moves: dict[str, Move] = {}
    for entry in entries:
        name = _need(entry, "name", str, f, "?")
        mtype = _need(entry, "type", str, f, name)
        if mtype not in types:
            raise ContentError(f, name, "type", f"unknown type {mtype!r}")
        strength = entry.get("strength")
        if strength is not None and (not isinstance(strength, int) or not 1 <= strength <= 9):
            raise ContentError(f, name, "strength", "attack strength is 1-9 or null ('?')")
        effects = _need(entry, "effects", list, f, name)
        for i, effect in enumerate(effects):
            problem = validate_effect(effect, types)
            if problem:
                raise ContentError(f, name, f"effects[{i}]", problem)
        if strength is None and not any(
            e["do"] in ("strength_from", "copy_strength", "mimic", "metronome") for e in effects
        ):
            raise ContentError(f, name, "strength", "'?' strength needs an effect that sets it")
        if name in moves:
            raise ContentError(f, name, "name", "duplicate move")
        choices = tuple(e["do"] for e in effects if HANDLERS[e["do"]].choice)
        if any(picks_other(e) for e in effects):
            choices = (*choices, PICK_OTHER)
        handlers = frozenset(e["do"] for e in effects)
        moves[name] = Move(name, mtype, strength, tuple(effects), choices, handlers)
    return moves


#: the choice of "another Pokémon in the target party" (Earthquake's damage, Shocking Verity's
#: status): not a handler of its own, a choice some effects' parameters make
PICK_OTHER = "pick_other"


def picks_other(effect: dict[str, Any]) -> bool:
    """Whether ``effect`` acts on one other Pokémon of the target's party the attacker picks."""
    return effect.get("targets") == "one_other" or effect.get("who") == "target_and_other"


TACTICS_KEYS = (
    "format",
    "moves",
    "legendary",
    "galactic",
    "abilities",
    "legendary_tiers",
    "galactic_tiers",
    "prism_armour",
    "trials",
)
TRIALS = ("emotion", "knowledge", "willpower")


def load_tactics(path: Path, types: frozenset[str]) -> tuple[Tactics, dict[str, Move]]:
    """The special tactics, Prism Armour and trials (``tactics.json``), and the tactic moves."""
    data = _load_json(path)
    f = path.name
    for key in data:
        if key not in TACTICS_KEYS:
            raise ContentError(f, "-", key, "unknown key")
    moves = _parse_moves(_need(data, "moves", list, f, "-"), f, types)
    abilities = tuple(_need(data, "abilities", list, f, "-"))
    for kind in ("legendary", "galactic"):
        for name in _need(data, kind, list, f, "-"):
            if name not in moves and name not in abilities:
                raise ContentError(f, kind, name, "neither a tactic move nor an ability")
    for key in ("legendary_tiers", "galactic_tiers"):
        for tier in _need(data, key, list, f, "-"):
            if tier not in TIERS:
                raise ContentError(f, key, tier, "unknown encounter tier")
    prism = _need(data, "prism_armour", dict, f, "-")
    for tier, tokens in prism.items():
        if tier not in TIERS:
            raise ContentError(f, "prism_armour", tier, "unknown encounter tier")
        if not isinstance(tokens, int) or isinstance(tokens, bool) or not 0 <= tokens <= 9:
            raise ContentError(f, "prism_armour", tier, "tokens are a whole number 0-9")
    trials = _need(data, "trials", dict, f, "-")
    for name, trial in trials.items():
        if trial not in TRIALS:
            raise ContentError(f, "trials", name, f"unknown trial {trial!r}")
    tactics = Tactics(
        legendary=tuple(data["legendary"]),
        galactic=tuple(data["galactic"]),
        abilities=frozenset(abilities),
        legendary_tiers=frozenset(data["legendary_tiers"]),
        galactic_tiers=frozenset(data["galactic_tiers"]),
        prism_armour=dict(prism),
        trials=dict(trials),
    )
    return tactics, moves


def load_cards(path: Path, types: frozenset[str], known_moves: set[str]) -> dict[str, Card]:
    data = _load_json(path)
    f = path.name
    cards: dict[str, Card] = {}
    for entry in data.get("pokemon", []):
        cid = _need(entry, "id", str, f, "?")
        for key in ("types", "learnable"):
            for t in _need(entry, key, list, f, cid):
                if t not in types:
                    raise ContentError(f, cid, key, f"unknown type {t!r}")
        move = _need(entry, "move", str, f, cid)
        if move not in known_moves:
            raise ContentError(f, cid, "move", f"unknown move {move!r}")
        tier = _need(entry, "tier", str, f, cid)
        if tier not in TIERS:
            raise ContentError(f, cid, "tier", f"unknown encounter tier {tier!r}")
        health = _need(entry, "health", int, f, cid)
        if health < 1:
            raise ContentError(f, cid, "health", "health is at least 1")
        if cid in cards:
            raise ContentError(f, cid, "id", "duplicate card id")
        cards[cid] = Card(
            id=cid,
            name=_need(entry, "name", str, f, cid),
            species=str(entry.get("species", "")),
            form=str(entry.get("form", "")),
            group=str(entry.get("group", cid)),
            state=_need(entry, "state", int, f, cid),
            types=tuple(entry["types"]),
            initiative=_need(entry, "initiative", int, f, cid),
            health=health,
            learnable=tuple(entry["learnable"]),
            evolve_into=tuple(entry.get("evolve_into", [])),
            evolve_cost=entry.get("evolve_cost"),
            move=move,
            starter=bool(entry.get("starter", False)),
            legendary=bool(entry.get("legendary", False)),
            tier=tier,
            trainer=str(entry.get("trainer", "")),
            copies=int(entry.get("copies", 1)),
            uncapturable=bool(entry.get("uncapturable", False)),
            biome=str(entry.get("biome", "")),
            climate=str(entry.get("climate", "")),
        )
    return cards


ITEM_KEYS: dict[str, type | tuple[type, ...]] = {
    "health": int,
    "initiative": int,
    "strength": int,
    "strength_types": list,
    "same_type_strength": int,
    "retaliate_crit": int,
    "heal_end": int,
    "lucky_egg": bool,
    "remove_hits": int,
    "choice_lock": bool,
    "revive": bool,
    "legendary": bool,
    # the form it gives its holder outside battle (POKÉMON FORMS; journey): a form label, or a
    # list of labels of which the trainer chooses (the Secret Key: Rotom's five forms)
    "form": (str, list),
    "god": str,  # a Celestial Artifact: its God's Change of Fate cards may be played
    "fixed": bool,  # cannot be unequipped (Apex Dragon, Alpha token)
}


def load_items(path: Path, types: frozenset[str]) -> dict[str, Item]:
    data = _load_json(path)
    f = path.name
    items: dict[str, Item] = {}
    for entry in data.get("items", []):
        iid = _need(entry, "id", str, f, "?")
        effects = _need(entry, "effects", dict, f, iid)
        for key, value in effects.items():
            kind = ITEM_KEYS.get(key)
            if kind is None:
                raise ContentError(f, iid, f"effects.{key}", "unknown item effect")
            if not isinstance(value, kind):
                kinds = kind if isinstance(kind, tuple) else (kind,)
                expected = " or ".join(k.__name__ for k in kinds)
                raise ContentError(f, iid, f"effects.{key}", f"expected {expected}")
            if (
                key == "form"
                and isinstance(value, list)
                and (not value or not all(isinstance(v, str) for v in value))
            ):
                raise ContentError(f, iid, "effects.form", "expected a list of form labels")
            if key == "strength_types" and isinstance(value, list):
                for t in value:
                    if t not in types:
                        raise ContentError(f, iid, "effects.strength_types", f"unknown type {t!r}")
        items[iid] = Item(
            iid, _need(entry, "name", str, f, iid), str(entry.get("kind", "")), effects
        )
    return items


def check_item_forms(items: dict[str, Item], cards: dict[str, Card]) -> None:
    """An item's ``form`` must be the form label of a card's further state (State 2 or more).
    Checked by the journey, where items give forms (a battle-only content folder may hold other
    cards)."""
    labels = {c.form for c in cards.values() if c.state > 1}
    for iid, item in items.items():
        for form in item.forms():
            if form not in labels:
                raise ContentError(
                    "items.json", iid, "effects.form", f"no card has the form {form!r}"
                )


def load_trainers(
    path: Path, types: frozenset[str], items: dict[str, Item]
) -> tuple[dict[str, TrainerCard], dict[tuple[str, int], str], dict[str, tuple[int, ...]]]:
    """Trainer cards (``trainers.json``): each ability's effects are validated against
    :mod:`.trainer_schema`, its ``scope`` must say what its effects act on, and the items its
    effects name must exist."""
    data = _load_json(path)
    f = path.name
    qualities: dict[str, tuple[int, ...]] = {}
    for quality, slots in _need(data, "qualities", dict, f, "-").items():
        if quality not in QUALITIES:
            raise ContentError(f, "qualities", quality, "unknown quality")
        if not isinstance(slots, list) or any(s not in (1, 2) for s in slots):
            raise ContentError(f, "qualities", quality, "unlocked slots are a list of 1 and 2")
        qualities[quality] = tuple(slots)
    trainers: dict[str, TrainerCard] = {}
    for entry in _need(data, "trainers", list, f, "-"):
        tid = _need(entry, "id", str, f, "?")
        name = _need(entry, "class", str, f, tid)
        abilities: list[Ability] = []
        for i, raw in enumerate(_need(entry, "abilities", list, f, tid)):
            where = f"abilities[{i}]"
            aname = _need(raw, "name", str, f, tid)
            slot = _need(raw, "slot", int, f, tid)
            if slot not in (1, 2):
                raise ContentError(f, tid, f"{where}.slot", "an ability slot is 1 or 2")
            effects = _need(raw, "effects", list, f, tid)
            if not effects:
                raise ContentError(f, tid, f"{where}.effects", "an ability needs effects")
            for j, effect in enumerate(effects):
                problem = validate_ability_effect(effect, types)
                if problem:
                    raise ContentError(f, tid, f"{where}.effects[{j}]", problem)
                for key in ("holding", "item"):
                    item = effect.get(key)
                    held = key == "holding" or effect["do"] == "substitute"
                    if held and item is not None and item not in items:
                        raise ContentError(
                            f, tid, f"{where}.effects[{j}].{key}", f"unknown item {item!r}"
                        )
            scope = _need(raw, "scope", str, f, tid)
            if scope not in ABILITY_SCOPES:
                raise ContentError(f, tid, f"{where}.scope", f"unknown scope {scope!r}")
            if scope != scope_of(effects):
                raise ContentError(
                    f,
                    tid,
                    f"{where}.scope",
                    f"is {scope!r} but its effects are {scope_of(effects)!r}",
                )
            abilities.append(Ability(slot, aname, scope, tuple(effects)))
        if tid in trainers:
            raise ContentError(f, tid, "id", "duplicate trainer card")
        trainers[tid] = TrainerCard(tid, name, tuple(abilities))
    pending: dict[tuple[str, int], str] = {}
    for entry in data.get("pending", []):
        cls = _need(entry, "class", str, f, "pending")
        slot = _need(entry, "slot", int, f, cls)
        pending[(cls, slot)] = str(entry.get("reason", "not implemented"))
    return trainers, pending, qualities


def load_content(folder: Path | None = None) -> Content:
    """Load and validate every content file of ``folder`` (the shipped ``data/`` by default)."""
    folder = folder or DATA
    chart = load_chart(folder / "types.json" if (folder / "types.json").exists() else None)
    types = frozenset((*chart.types, chart.typeless))
    moves, pending = load_moves(folder / "moves.json", types)
    cards = load_cards(folder / "pokemon.json", types, set(moves) | set(pending))
    items = load_items(
        folder / "items.json" if (folder / "items.json").exists() else DATA / "items.json", types
    )
    tactics, tactic_moves = load_tactics(
        folder / "tactics.json" if (folder / "tactics.json").exists() else DATA / "tactics.json",
        types,
    )
    for name in tactic_moves:
        if name in moves or name in pending:
            raise ContentError("tactics.json", name, "name", "a tactic cannot be a signature move")
    trainer_file = folder / "trainers.json"
    trainers, trainer_pending, qualities = load_trainers(
        trainer_file if trainer_file.exists() else DATA / "trainers.json", types, items
    )
    fate_file = folder / "fate.json"
    fate = load_fate(fate_file if fate_file.exists() else DATA / "fate.json", types, items)
    for name in fate:
        if name in moves or name in pending or name in tactic_moves:
            raise ContentError("fate.json", name, "name", "a card cannot share a move's name")
    by_name: dict[str, str] = {}
    for card in sorted(cards.values(), key=lambda c: (c.state > 1, c.id)):
        by_name.setdefault(card.name.lower(), card.id)
        by_name[card.id.lower()] = card.id
    return Content(
        chart,
        cards,
        {**moves, **tactic_moves},
        pending,
        items,
        by_name,
        tactics,
        frozenset(moves),
        trainers,
        trainer_pending,
        qualities,
        fate,
    )


@cache
def default_content() -> Content:
    """The shipped content, loaded once."""
    return load_content()
