"""Tactics content: the Pokémon file (``data/pokemon.json``) loaded and validated.

Schema of a Pokémon file (all keys required unless marked optional):

* ``tokens``: every token name of :data:`TOKENS` → ``{"max": int ≥ 1, "kind": "beneficial" |
  "harmful"}`` (the maxima of the rulebook's "List of effects").
* ``pokemon``: a list of species, each ``{"name", "code" (two letters for text boards), "hp",
  "defence", "speed", "resistances" (subset of fire/electric), "gauges" (optional: gauge name →
  ``{"start", "min", "max", "turn_start": "reset" (optional), "owner_turn_start": "decrement"
  (optional)}``), "attacks"}``.
* an attack: ``{"name", "category": melee|ranged|area|other, "type": physical|fire|electric|none,
  "damage": [] or 1–3 values (several values use the die convention), "target": one of
  :data:`TARGETS`, "bonus" (optional movement bonus announced in Phase 2: ``speed``, ``pass``
  fly|dig, ``ignore_restraint``, ``must_attack``), "effects": [{"do": handler, ...params}]}``.

The effect handlers and their parameters are listed in :data:`EFFECT_SPECS`. Anything unknown —
an effect, parameter, type, category, target, gauge or token name — is a :class:`ContentError`
naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from pokeforge.core.errors import ContentError

DATA_DIR = Path(__file__).parent / "data"
POKEMON_FILE = DATA_DIR / "pokemon.json"

CATEGORIES = ("melee", "ranged", "area", "other")
TYPES = ("physical", "fire", "electric", "none")
TARGETS = (
    "opponent",  # one opponent (melee: adjacent; ranged: anywhere, see Phase 3; other: anywhere)
    "ally_or_self",  # any Pokémon of the user's side, the user included
    "adjacent_ally",  # an ally on one of the 8 neighbouring squares (not the user)
    "self",  # the user itself
    "area_square",  # a 3×3 area centred on any board square
    "area_around_self",  # the 3×3 area around the user
    "free_square",  # any free square (teleport)
    "push",  # another Pokémon and a destination (Telekinesis)
    "line",  # a straight line of free squares (Barrier)
)
GAUGES = ("focus_energy", "withdraw", "fury_cutter", "harden", "teleport", "barrier")
TOKENS = ("substitute", "light_screen", "bind", "disable", "paralysis", "poison")
RESISTANCES = ("fire", "electric")

Param = Literal["gauge", "token", "int", "tokens"]


@dataclass(frozen=True, slots=True)
class EffectSpec:
    """An effect handler's place in an attack and its parameters (name → kind, required?)."""

    when: Literal["check", "modifier", "on_hit", "use"]
    params: dict[str, tuple[Param, bool]]
    doc: str


#: every effect handler an attack may name. ``check``: a condition for using the attack;
#: ``modifier``: changes the damage calculation; ``on_hit``: done to each Pokémon the attack
#: hits (not when a Substitute absorbs it); ``use``: done once, in the listed order, after the hit.
EFFECT_SPECS: dict[str, EffectSpec] = {
    "require_gauge": EffectSpec(
        "check",
        {"gauge": ("gauge", True), "min": ("int", False), "max": ("int", False)},
        "usable only while the user's gauge is within [min, max]",
    ),
    "ignore_defence": EffectSpec("modifier", {}, "the target's defence (and Harden) is ignored"),
    "ignore_substitute": EffectSpec("modifier", {}, "Substitute tokens do not work against it"),
    "bonus_from_gauge": EffectSpec(
        "modifier", {"gauge": ("gauge", True)}, "adds the user's gauge value to the attack"
    ),
    "rage_bonus": EffectSpec(
        "modifier", {}, "adds half the damage the user has taken, rounded down to tens"
    ),
    "inflict": EffectSpec(
        "on_hit",
        {"token": ("token", True), "amount": ("int", True)},
        "gives the target harmful tokens (capped at the token's maximum)",
    ),
    "grant": EffectSpec(
        "use",
        {"token": ("token", True), "amount": ("int", True)},
        "gives the chosen ally (or the user) beneficial tokens (capped at the maximum)",
    ),
    "gauge_set": EffectSpec(
        "use", {"gauge": ("gauge", True), "value": ("int", True)}, "sets the user's gauge"
    ),
    "gauge_add": EffectSpec(
        "use",
        {"gauge": ("gauge", True), "amount": ("int", True)},
        "moves the user's gauge (kept within its range)",
    ),
    "self_damage": EffectSpec("use", {"amount": ("int", True)}, "the user loses HP"),
    "self_knockout": EffectSpec("use", {}, "the user is knocked out"),
    "heal": EffectSpec(
        "use",
        {"amount": ("int", True), "roll_at_least": ("int", False)},
        "heals the target (not above max HP); with roll_at_least only if a die shows that much",
    ),
    "cure_one": EffectSpec(
        "use",
        {"tokens": ("tokens", True)},
        "removes all tokens of one chosen harmful effect from the target",
    ),
    "teleport_self": EffectSpec("use", {}, "the user moves to the chosen free square"),
    "push": EffectSpec(
        "use", {"distance": ("int", True)}, "moves the chosen Pokémon in a straight line"
    ),
    "barrier": EffectSpec(
        "use", {"max_length": ("int", True)}, "raises the user's barrier on the chosen line"
    ),
}


# ---------------------------------------------------------------------------------------------
# compiled, immutable content


@dataclass(frozen=True, slots=True)
class Effect:
    """One effect of an attack: the handler's name and its parameters."""

    do: str
    params: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return {"do": self.do, **self.params}


@dataclass(frozen=True, slots=True)
class Bonus:
    """A movement bonus announced in Phase 2 (Quick Attack, ExtremeSpeed, Fly, Dig)."""

    speed: int = 0
    passes: str | None = None  # "fly" or "dig": passes over/under anything
    ignore_restraint: bool = False  # ignores Bind and paralysis (ExtremeSpeed)
    must_attack: bool = False  # the move must end next to an opponent, then it must attack


@dataclass(frozen=True, slots=True, eq=False)
class AttackDef:
    """An attack as data, with the flags the rules read precompiled from its effects."""

    name: str
    category: str
    type: str
    damage: tuple[int, ...]
    target: str
    bonus: Bonus | None
    effects: tuple[Effect, ...]
    requires: tuple[tuple[str, int | None, int | None], ...] = ()
    ignore_defence: bool = False
    ignore_substitute: bool = False
    gauge_bonus: str | None = None
    rage: bool = False
    on_hit: tuple[Effect, ...] = ()
    use: tuple[Effect, ...] = ()

    @property
    def damaging(self) -> bool:
        return bool(self.damage)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "category": self.category,
            "type": self.type,
            "damage": list(self.damage),
            "target": self.target,
            "effects": [e.to_json() for e in self.effects],
        }
        if self.bonus is not None:
            b = self.bonus
            out["bonus"] = {
                "speed": b.speed,
                "pass": b.passes,
                "ignore_restraint": b.ignore_restraint,
                "must_attack": b.must_attack,
            }
        return out


@dataclass(frozen=True, slots=True)
class GaugeDef:
    start: int
    min: int
    max: int
    turn_start: str | None = None  # "reset": back to start at the start of the holder's turn
    owner_turn_start: str | None = None  # "decrement": −1 in Phase 1 of each owner's turn


@dataclass(frozen=True, slots=True, eq=False)
class Species:
    name: str
    code: str
    hp: int
    defence: int
    speed: int
    resistances: frozenset[str]
    gauges: dict[str, GaugeDef]
    attacks: tuple[AttackDef, ...]
    attack_by_name: dict[str, AttackDef] = field(default_factory=dict)
    bonus_attacks: tuple[AttackDef, ...] = ()
    can_hurt: bool = False  # has an attack that can lower an opponent's HP (damage or poison)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "code": self.code,
            "hp": self.hp,
            "defence": self.defence,
            "speed": self.speed,
            "resistances": sorted(self.resistances),
            "gauges": {
                k: {"start": g.start, "min": g.min, "max": g.max} for k, g in self.gauges.items()
            },
            "attacks": [a.to_json() for a in self.attacks],
        }


@dataclass(frozen=True, slots=True)
class TokenDef:
    max: int
    kind: str  # "beneficial" | "harmful"


@dataclass(frozen=True, slots=True, eq=False)
class Content:
    """All species and token rules of one Pokémon file."""

    file: str
    species: dict[str, Species]
    tokens: dict[str, TokenDef]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.species)


# ---------------------------------------------------------------------------------------------
# schema (pydantic) for the raw file


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)


class _GaugeModel(_Strict):
    start: int
    min: int
    max: int
    turn_start: Literal["reset"] | None = None
    owner_turn_start: Literal["decrement"] | None = None


class _BonusModel(_Strict):
    speed: int = Field(0, ge=0)
    pass_: Literal["fly", "dig"] | None = Field(None, alias="pass")
    ignore_restraint: bool = False
    must_attack: bool = False


class _AttackModel(_Strict):
    name: str = Field(min_length=1)
    category: Literal["melee", "ranged", "area", "other"]
    type: Literal["physical", "fire", "electric", "none"]
    damage: list[int] = Field(max_length=3)
    target: Literal[
        "opponent",
        "ally_or_self",
        "adjacent_ally",
        "self",
        "area_square",
        "area_around_self",
        "free_square",
        "push",
        "line",
    ]
    bonus: _BonusModel | None = None
    effects: list[dict[str, Any]] = Field(default_factory=list)


class _PokemonModel(_Strict):
    name: str = Field(min_length=1)
    code: str = Field(min_length=2, max_length=2)
    hp: int = Field(gt=0)
    defence: int = Field(ge=0)
    speed: int = Field(ge=0)
    resistances: list[Literal["fire", "electric"]] = Field(default_factory=list)
    gauges: dict[
        Literal["focus_energy", "withdraw", "fury_cutter", "harden", "teleport", "barrier"],
        _GaugeModel,
    ] = Field(default_factory=dict)
    attacks: list[_AttackModel] = Field(min_length=1)


class _TokenModel(_Strict):
    max: int = Field(gt=0)
    kind: Literal["beneficial", "harmful"]


def _loc(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out or "(entry)"


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ContentError(str(path), "(file)", "(file)", f"cannot read: {exc}") from None
    except json.JSONDecodeError as exc:
        raise ContentError(str(path), "(file)", "(file)", f"not valid JSON: {exc}") from None


# ---------------------------------------------------------------------------------------------
# loading


def load_content(path: str | Path | None = None) -> Content:
    """Load and validate a Pokémon file (the built-in ``data/pokemon.json`` by default)."""
    p = Path(path) if path is not None else POKEMON_FILE
    fname = p.name if path is None else str(p)
    raw = _read_json(p)
    return parse_content(raw, fname)


def parse_content(raw: Any, fname: str) -> Content:
    """Validate already-parsed JSON ``raw`` of a Pokémon file called ``fname``."""
    if not isinstance(raw, dict):
        raise ContentError(fname, "(file)", "(file)", "a Pokémon file is a JSON object")
    extra = set(raw) - {"description", "tokens", "pokemon"}
    if extra:
        raise ContentError(fname, "(file)", sorted(extra)[0], "unknown key")
    tokens = _parse_tokens(raw.get("tokens"), fname)
    entries = raw.get("pokemon")
    if not isinstance(entries, list) or not entries:
        raise ContentError(fname, "(file)", "pokemon", "a non-empty list of Pokémon is required")
    species: dict[str, Species] = {}
    codes: set[str] = set()
    for i, entry in enumerate(entries):
        name = entry.get("name") if isinstance(entry, dict) else None
        label = name if isinstance(name, str) and name else f"pokemon[{i}]"
        sp = _parse_species(entry, fname, label, tokens)
        if sp.name in species:
            raise ContentError(fname, label, "name", "a second Pokémon with this name")
        if sp.code in codes:
            raise ContentError(fname, label, "code", f"code {sp.code!r} is already used")
        codes.add(sp.code)
        species[sp.name] = sp
    return Content(file=fname, species=species, tokens=tokens)


def _parse_tokens(raw: Any, fname: str) -> dict[str, TokenDef]:
    if not isinstance(raw, dict):
        raise ContentError(fname, "tokens", "tokens", "a mapping of token name to rules")
    out: dict[str, TokenDef] = {}
    for name, spec in raw.items():
        if name not in TOKENS:
            raise ContentError(fname, "tokens", name, f"unknown token (known: {', '.join(TOKENS)})")
        try:
            m = _TokenModel.model_validate(spec)
        except ValidationError as exc:
            err = exc.errors()[0]
            raise ContentError(fname, "tokens", f"{name}.{_loc(err['loc'])}", err["msg"]) from None
        out[name] = TokenDef(max=m.max, kind=m.kind)
    missing = [t for t in TOKENS if t not in out]
    if missing:
        raise ContentError(fname, "tokens", missing[0], "this token's rules are missing")
    return out


def _parse_species(entry: Any, fname: str, label: str, tokens: dict[str, TokenDef]) -> Species:
    try:
        m = _PokemonModel.model_validate(entry)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ContentError(fname, label, _loc(err["loc"]), err["msg"]) from None
    gauges: dict[str, GaugeDef] = {}
    for gname, g in m.gauges.items():
        if not g.min <= g.start <= g.max:
            raise ContentError(fname, label, f"gauges.{gname}.start", "outside [min, max]")
        gauges[gname] = GaugeDef(g.start, g.min, g.max, g.turn_start, g.owner_turn_start)
    attacks: list[AttackDef] = []
    for i, a in enumerate(m.attacks):
        attacks.append(_compile_attack(a, fname, label, f"attacks[{i}]", gauges, tokens))
    by_name: dict[str, AttackDef] = {}
    for i, a2 in enumerate(attacks):
        if a2.name in by_name:
            raise ContentError(fname, label, f"attacks[{i}].name", "a second attack of this name")
        by_name[a2.name] = a2
    can_hurt = any(
        a.damaging or any(e.do == "inflict" and e.params["token"] == "poison" for e in a.on_hit)
        for a in attacks
    )
    return Species(
        name=m.name,
        code=m.code.upper(),
        hp=m.hp,
        defence=m.defence,
        speed=m.speed,
        resistances=frozenset(m.resistances),
        gauges=gauges,
        attacks=tuple(attacks),
        attack_by_name=by_name,
        bonus_attacks=tuple(a for a in attacks if a.bonus is not None),
        can_hurt=can_hurt,
    )


def _compile_attack(
    a: _AttackModel,
    fname: str,
    label: str,
    where: str,
    gauges: dict[str, GaugeDef],
    tokens: dict[str, TokenDef],
) -> AttackDef:
    def fail(fld: str, msg: str) -> ContentError:
        return ContentError(fname, label, f"{where}.{fld}", msg)

    if any(v <= 0 for v in a.damage):
        raise fail("damage", "damage values must be positive")
    if a.damage and a.type == "none":
        raise fail("type", "a damaging attack needs a type (physical, fire or electric)")
    if not a.damage and a.type != "none":
        raise fail("type", "an attack without damage has type 'none'")
    if a.category in ("melee", "ranged") and a.target != "opponent":
        raise fail("target", f"a {a.category} attack targets an opponent")
    if (a.category == "area") != a.target.startswith("area_"):
        raise fail("target", "area attacks, and only they, have an area target")
    bonus: Bonus | None = None
    if a.bonus is not None:
        if a.category != "melee" or not a.damage:
            raise fail("bonus", "a movement bonus belongs to a damaging melee attack")
        bonus = Bonus(a.bonus.speed, a.bonus.pass_, a.bonus.ignore_restraint, a.bonus.must_attack)

    effects: list[Effect] = []
    requires: list[tuple[str, int | None, int | None]] = []
    flags: dict[str, Any] = {}
    on_hit: list[Effect] = []
    use: list[Effect] = []
    for j, raw in enumerate(a.effects):
        ef = f"effects[{j}]"
        do = raw.get("do")
        spec = EFFECT_SPECS.get(do) if isinstance(do, str) else None
        if spec is None:
            raise fail(
                f"{ef}.do", f"unknown effect {do!r} (known: {', '.join(sorted(EFFECT_SPECS))})"
            )
        params = {k: v for k, v in raw.items() if k != "do"}
        for key in params:
            if key not in spec.params:
                raise fail(f"{ef}.{key}", f"unknown parameter of effect {do!r}")
        for key, (kind, required) in spec.params.items():
            if key not in params:
                if required:
                    raise fail(f"{ef}.{key}", f"effect {do!r} needs this parameter")
                continue
            _check_param(params[key], kind, gauges, tokens, f"{ef}.{key}", fail)
        if do == "inflict" and tokens[params["token"]].kind != "harmful":
            raise fail(f"{ef}.token", "'inflict' gives harmful tokens; use 'grant'")
        if do == "grant" and tokens[params["token"]].kind != "beneficial":
            raise fail(f"{ef}.token", "'grant' gives beneficial tokens; use 'inflict'")
        if do == "cure_one" and any(tokens[t].kind != "harmful" for t in params["tokens"]):
            raise fail(f"{ef}.tokens", "'cure_one' removes harmful tokens only")
        if spec.when in ("modifier", "on_hit") and not a.damage and do != "inflict":
            raise fail(f"{ef}.do", f"effect {do!r} needs a damaging attack")
        if do == "inflict" and not a.damage and a.target != "opponent":
            raise fail(f"{ef}.do", "'inflict' without damage needs an opponent target")
        e = Effect(str(do), params)
        effects.append(e)
        if do == "require_gauge":
            requires.append((params["gauge"], params.get("min"), params.get("max")))
        elif do == "ignore_defence":
            flags["ignore_defence"] = True
        elif do == "ignore_substitute":
            flags["ignore_substitute"] = True
        elif do == "bonus_from_gauge":
            flags["gauge_bonus"] = params["gauge"]
        elif do == "rage_bonus":
            flags["rage"] = True
        elif spec.when == "on_hit":
            on_hit.append(e)
        else:
            use.append(e)
    _check_target_effects(a, use, fail)
    return AttackDef(
        name=a.name,
        category=a.category,
        type=a.type,
        damage=tuple(a.damage),
        target=a.target,
        bonus=bonus,
        effects=tuple(effects),
        requires=tuple(requires),
        on_hit=tuple(on_hit),
        use=tuple(use),
        **flags,
    )


_TARGET_NEEDS = {
    "teleport_self": "free_square",
    "push": "push",
    "barrier": "line",
}


def _check_target_effects(a: _AttackModel, use: list[Effect], fail: Any) -> None:
    """Effects that need a particular target kind, and target kinds that need an effect."""
    names = {e.do for e in use}
    for do, target in _TARGET_NEEDS.items():
        if do in names and a.target != target:
            raise fail("target", f"effect {do!r} needs target {target!r}")
        if a.target == target and do not in names:
            raise fail("effects", f"target {target!r} needs the {do!r} effect")
    if {"heal", "cure_one", "grant"} & names and a.target not in ("ally_or_self", "adjacent_ally"):
        raise fail("target", "healing, curing and granting target an ally or the user")


def _check_param(
    value: Any,
    kind: str,
    gauges: dict[str, GaugeDef],
    tokens: dict[str, TokenDef],
    where: str,
    fail: Any,
) -> None:
    if kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            raise fail(where, "must be an integer")
    elif kind == "gauge":
        if value not in GAUGES:
            raise fail(where, f"unknown gauge {value!r} (known: {', '.join(GAUGES)})")
        if value not in gauges:
            raise fail(where, f"this Pokémon has no {value!r} gauge")
    elif kind == "token":
        if value not in tokens:
            raise fail(where, f"unknown token {value!r} (known: {', '.join(TOKENS)})")
    elif kind == "tokens":
        if not isinstance(value, list) or not value:
            raise fail(where, "must be a non-empty list of token names")
        for t in value:
            if t not in tokens:
                raise fail(where, f"unknown token {t!r} (known: {', '.join(TOKENS)})")
