"""HEX Edition content: Pokémon cards, families, rosters, board tiles, leaders, items, events,
trainers. Loaded from ``data/`` and validated; an unknown effect, type, card or field is a
:class:`ContentError` naming the file, the entry and the field."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

from pokeforge.core import ContentError

DATA_DIR = Path(__file__).parent / "data"

TIERS = ("starter", "pink", "green", "blue", "red", "yellow")
#: the order of strength of the card backs (rulebook §4); starters count as green for "or weaker"
TIER_RANK = {"pink": 1, "starter": 2, "green": 2, "blue": 3, "red": 4, "yellow": 5}
TYPES = (
    "Normal",
    "Fire",
    "Water",
    "Electric",
    "Grass",
    "Ice",
    "Fighting",
    "Poison",
    "Ground",
    "Flying",
    "Psychic",
    "Bug",
    "Rock",
    "Ghost",
    "Dragon",
    "Dark",
    "Steel",
    "Fairy",
)
ITEM_TIMINGS = ("common", "quick", "battle")

#: every effect name content may use, with its required fields and their types. Handlers live in
#: ``rules/effects.py`` (events), ``rules/items.py`` (items) and ``rules/trainers.py``.
EVENT_EFFECTS: dict[str, dict[str, type]] = {
    "draw_items": {"count": int},
    "gain_pokemon": {"tier": str, "count": int},
    "gain_choose": {"tier": str, "reveal": int, "keep": int},
    "capture_from_pile": {"tier": str, "reveal": int},
    "duel": {"plus": list, "minus": list, "prize": list},
    "trade": {},
    "everyone_redraw_items": {},
    "everyone_new_trainer": {},
    "rocket_strikes": {},
    "imposter_oak": {},
    "swap_trainers": {"draw": int},
    "pokemaniac": {},
    "day_care": {},
    "fewest_items_draw": {"count": int},
    "heavy_storm": {},
    "capture_face_up": {},
    "gain_space_colour": {},
    "skip_turns": {"count": int},
    "opponent_skips": {"count": int},
    "prepare_for_trouble": {"turns": int},
    "national_park": {"turns": int},
    "name_type_colour": {},
    "gain_from_hexagon": {},
    "assign_events": {"count": int},
    "extra_turn": {},
    "swap_item_for_event": {},
    "take_trainer": {"trainer": str},
    "alternative_gym": {},
    "rocket_bribe": {},
    "recycle_pair": {},
    "game_corner": {"prizes": list},
    "aqua_operation": {"take": int},
    "magma_operation": {},
    "rocket_operation": {"count": int},
    "bills_machine": {"tries": int},
    "boosted_pokenav": {"draw": int},
    "briney": {},
}
ITEM_EFFECTS: dict[str, dict[str, type]] = {
    "capture_modifier": {"range": int},
    "power_bonus": {"amount": int},
    "potion": {},
    "extra_turn": {},
    "adjust_move": {"range": int},
    "fly": {},
    "fishing_rod": {},
    "honey": {},
    "steal_item": {},
    "block": {},
    "poke_flute": {},
    "exp_share": {},
    "repel": {},
    "rare_candy": {},
    "pokenav": {},
    "time_travel": {},
    "lure_module": {},
}
TRAINER_ABILITIES: dict[str, dict[str, type]] = {
    "type_specialist": {"types": list},
    "power_all": {"amount": int},
    "hand_limit": {"limit": int},
    "item_on_catch": {},
    "power_tier": {"tier": str, "amount": int},
    "move_two_dice": {},
    "walk_instead": {},
    "rest_for_items": {"count": int},
    "capture_two_dice": {},
    "item_on_one": {},
    "capture_after_fail": {},
    "extra_item_draw": {},
    "copy_event": {},
}
#: Achievement requirements (§12 Achievement mode) and their fields
ACHIEVEMENT_NEEDS: dict[str, dict[str, type]] = {
    "types": {"types": list, "count": int},
    "captures": {"count": int},
    "badges": {"count": int},
    "set_of_three": {},
    "colour": {"tier": str, "count": int},
    "pioneer": {"count": int},
}
SPACE_KINDS = (
    "plain",
    "event",
    "super_event",
    "city",
    "pokemon",
    "passage",
    "plateau",
    "league_start",
    "league_green4",
    "league_blue3",
    "league_red2",
    "league_events2",
)


@dataclass(frozen=True, slots=True)
class Card:
    """One Pokémon card (each card exists once in a game)."""

    id: str
    name: str
    form: str
    species: str
    generation: int
    tier: str
    power: int
    capture: tuple[int, ...]
    types: tuple[str, ...]
    strong_against: tuple[str, ...]
    source: str
    family: str = ""
    stage: int = 0

    def advantage(self, opposing: tuple[str, ...]) -> int:
        """+2 per opposing type this card is strong against (rulebook §5, step 3)."""
        if "ALL" in self.strong_against:
            return 2 * len(opposing)
        return 2 * sum(1 for t in opposing if t in self.strong_against)


@dataclass(frozen=True, slots=True)
class Leader:
    id: str
    name: str
    tier: int
    power: int
    types: tuple[str, ...]
    strong_against: tuple[str, ...]
    dual: bool


@dataclass(frozen=True, slots=True)
class EliteTrainer:
    """An Elite Trainer card (§7 Elite 4 format): two Pokémon faced in order, a bonus roll."""

    id: str
    name: str
    pokemon: tuple[str, ...]
    bonus: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ItemCard:
    id: str
    name: str
    timing: str
    copies: int
    effect: dict[str, Any]
    text: str = ""  # the card's rules in a short sentence of our own


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    name: str
    copies: int
    effects: tuple[dict[str, Any], ...]
    super: bool = False
    remove_after_use: bool = False
    text: str = ""  # the card's rules in a short sentence of our own


@dataclass(frozen=True, slots=True)
class Achievement:
    """An Achievement card (§12): a requirement and the reward of the first to meet it."""

    id: str
    name: str
    need: dict[str, Any]
    reward: tuple[dict[str, Any], ...]


@dataclass(frozen=True, slots=True)
class Trainer:
    id: str
    name: str
    abilities: tuple[dict[str, Any], ...]
    text: str = ""  # the card's rules in a short sentence of our own
    #: the first ability of each kind by its ``do`` (what :meth:`ability` reads: the turn asks
    #: it several times)
    by_do: dict[str, dict[str, Any]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        by_do: dict[str, dict[str, Any]] = {}
        for a in self.abilities:
            by_do.setdefault(a["do"], a)
        object.__setattr__(self, "by_do", by_do)

    def ability(self, name: str) -> dict[str, Any] | None:
        """The card's first ability of kind ``name``, if any."""
        return self.by_do.get(name)


@dataclass(frozen=True, eq=False)
class Content:
    cards: dict[str, Card]
    families: dict[str, tuple[tuple[str, ...], ...]]
    rosters: dict[str, tuple[str, ...]]
    leaders: dict[str, Leader]
    items: dict[str, ItemCard]
    events: dict[str, EventCard]
    super_events: dict[str, EventCard]
    trainers: dict[str, Trainer]
    board: dict[str, Any]
    tiles: dict[str, dict[str, Any]] = field(default_factory=dict)
    elite: dict[str, EliteTrainer] = field(default_factory=dict)
    achievements: dict[str, Achievement] = field(default_factory=dict)

    def starters(self) -> list[str]:
        return sorted(c.id for c in self.cards.values() if c.tier == "starter")

    @cached_property
    def item_effects(self) -> dict[str, str]:
        """The effect name (``do``) of every Item Card of the deck by instance id
        (``"potion.2"``) and by kind (``"potion"``)."""
        out: dict[str, str] = {}
        for item in self.items.values():
            out[item.id] = item.effect["do"]
            for k in range(1, item.copies + 1):
                out[f"{item.id}.{k}"] = item.effect["do"]
        return out


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(path.name, "-", "-", f"cannot read: {exc}") from None


def check_effect(
    file: str, entry: str, fld: str, eff: Any, schema: dict[str, dict[str, type]]
) -> dict[str, Any]:
    """Validate one structured effect ``{"do": name, ...fields}`` against ``schema``."""
    if not isinstance(eff, dict) or "do" not in eff:
        raise ContentError(file, entry, fld, "an effect is an object with a 'do' field")
    name = eff["do"]
    if name not in schema:
        raise ContentError(file, entry, fld, f"unknown effect {name!r}")
    for key, typ in schema[name].items():
        if key not in eff:
            raise ContentError(file, entry, f"{fld}.{key}", f"effect {name!r} needs {key!r}")
        if not isinstance(eff[key], typ):
            raise ContentError(file, entry, f"{fld}.{key}", f"must be a {typ.__name__}")
    for key in ("tier",):
        if key in eff and eff[key] not in TIERS:
            raise ContentError(file, entry, f"{fld}.{key}", f"unknown tier {eff[key]!r}")
    for key in ("type",):
        if key in eff and eff[key] not in TYPES:
            raise ContentError(file, entry, f"{fld}.{key}", f"unknown type {eff[key]!r}")
    for key in ("plus", "minus", "types"):
        for t in eff.get(key, []):
            if t not in TYPES:
                raise ContentError(file, entry, f"{fld}.{key}", f"unknown type {t!r}")
    if name == "game_corner":
        prizes = eff["prizes"]
        if len(prizes) != 6 or any(x != "" and x not in TIERS for x in prizes):
            raise ContentError(
                file, entry, f"{fld}.prizes", "six entries, one per die face: a colour or ''"
            )
    if name == "duel":
        for i, sub in enumerate(eff["prize"]):
            check_effect(file, entry, f"{fld}.prize[{i}]", sub, EVENT_EFFECTS)
    return dict(eff)


def _types(
    file: str, entry: str, fld: str, values: Any, allow_all: bool = False
) -> tuple[str, ...]:
    if not isinstance(values, list):
        raise ContentError(file, entry, fld, "must be a list of types")
    for t in values:
        if t not in TYPES and not (allow_all and t == "ALL"):
            raise ContentError(file, entry, fld, f"unknown type {t!r}")
    return tuple(values)


def load_cards(
    data: dict[str, Any], file: str = "pokemon.json"
) -> tuple[dict[str, Card], dict[str, tuple[tuple[str, ...], ...]], dict[str, tuple[str, ...]]]:
    """Cards, families and rosters from the ``pokemon.json`` structure (also used for designers'
    own files)."""
    species_family: dict[str, tuple[str, int]] = {}
    families: dict[str, tuple[tuple[str, ...], ...]] = {}
    for fam in data.get("families", []):
        fid = str(fam.get("id", "?"))
        stages = fam.get("stages")
        if not isinstance(stages, list) or not stages:
            raise ContentError(file, fid, "stages", "a family needs a list of stages")
        families[fid] = tuple(tuple(s) for s in stages)
        for i, st in enumerate(stages):
            for sp in st:
                if sp in species_family:
                    raise ContentError(file, fid, "stages", f"species {sp!r} is in two families")
                species_family[sp] = (fid, i + 1)
    cards: dict[str, Card] = {}
    for raw in data.get("cards", []):
        cid = str(raw.get("id", "?"))
        try:
            tier = raw["tier"]
            if tier not in TIERS:
                raise ContentError(file, cid, "tier", f"unknown tier {tier!r}")
            power = raw["power"]
            if not isinstance(power, int) or power < 0:
                raise ContentError(file, cid, "power", "must be a non-negative integer")
            capture = tuple(raw["capture"])
            if any(not isinstance(f, int) or not 1 <= f <= 6 for f in capture):
                raise ContentError(file, cid, "capture", "capture faces are die faces 1-6")
            if tier != "starter" and not capture:
                raise ContentError(file, cid, "capture", "a non-starter card needs capture faces")
            fam, stage = species_family.get(raw["species"], (cid, 1))
            card = Card(
                id=cid,
                name=str(raw["name"]),
                form=str(raw.get("form", "")),
                species=str(raw["species"]),
                generation=int(raw["generation"]),
                tier=tier,
                power=power,
                capture=capture,
                types=_types(file, cid, "types", raw["types"]),
                strong_against=_types(
                    file, cid, "strong_against", raw["strong_against"], allow_all=True
                ),
                source=str(raw.get("source", "")),
                family=fam,
                stage=stage,
            )
        except KeyError as exc:
            raise ContentError(file, cid, str(exc.args[0]), "missing") from None
        if cid in cards:
            raise ContentError(file, cid, "id", "duplicate card id")
        cards[cid] = card
    rosters: dict[str, tuple[str, ...]] = {}
    for name, ids in data.get("rosters", {}).items():
        for cid in ids:
            if cid not in cards:
                raise ContentError(file, f"roster {name}", "cards", f"unknown card {cid!r}")
        rosters[name] = tuple(ids)
    return cards, families, rosters


def _load_board(board: dict[str, Any], leaders: dict[str, Leader]) -> dict[str, dict[str, Any]]:
    file = "board.json"
    tiles: dict[str, dict[str, Any]] = {}
    for t in board["tiles"]:
        tid = t["id"]
        ring = t.get("ring")
        if not isinstance(ring, list) or len(ring) != 12:
            raise ContentError(file, tid, "ring", "a hexagon has a ring of 12 spaces")
        for kind in ring + [s["kind"] for s in t.get("spokes", [])]:
            base, _, arg = kind.partition(":")
            if base not in SPACE_KINDS:
                raise ContentError(file, tid, "ring", f"unknown space kind {kind!r}")
            if base == "pokemon" and arg not in ("pink", "green", "blue", "red"):
                raise ContentError(file, tid, "ring", f"unknown Pokémon colour {arg!r}")
            if base == "passage" and arg not in TYPES:
                raise ContentError(file, tid, "ring", f"unknown passage type {arg!r}")
        for s in t.get("spokes", []):
            if s["at"] % 2 or not 0 <= s["at"] < 12:
                raise ContentError(file, tid, "spokes", "a spoke leaves from an even ring corner")
        leader = t["city"].get("leader")
        if leader is not None and leader not in leaders:
            raise ContentError(file, tid, "city.leader", f"unknown leader {leader!r}")
        for key in ("pioneer", "first_visit"):
            for i, eff in enumerate(t["city"].get(key, [])):
                check_effect(file, tid, f"city.{key}[{i}]", eff, EVENT_EFFECTS)
        tiles[tid] = t
    for kind in board["league"]["loop"]:
        if kind.partition(":")[0] not in SPACE_KINDS:
            raise ContentError(file, "league", "loop", f"unknown space kind {kind!r}")
    return tiles


def _text(file: str, entry: str, raw: dict[str, Any]) -> str:
    """Every Item, Event and Trainer card carries its rules as a short text (shown to players)."""
    text = raw.get("text")
    if not isinstance(text, str) or not text.strip():
        raise ContentError(file, entry, "text", "a card needs its rules text")
    return text


def load_content(data_dir: Path = DATA_DIR) -> Content:
    """Load and validate every HEX content file in ``data_dir``."""
    cards, families, rosters = load_cards(_read(data_dir / "pokemon.json"))
    leaders: dict[str, Leader] = {}
    for raw in _read(data_dir / "leaders.json")["leaders"]:
        lid = raw["id"]
        leaders[lid] = Leader(
            id=lid,
            name=raw["name"],
            tier=int(raw["tier"]),
            power=int(raw["power"]),
            types=_types("leaders.json", lid, "types", raw["types"]),
            strong_against=_types("leaders.json", lid, "strong_against", raw["strong_against"]),
            dual=bool(raw["dual"]),
        )
    items: dict[str, ItemCard] = {}
    for raw in _read(data_dir / "items.json")["items"]:
        iid = raw["id"]
        if raw.get("timing") not in ITEM_TIMINGS:
            raise ContentError("items.json", iid, "timing", f"unknown timing {raw.get('timing')!r}")
        eff = check_effect("items.json", iid, "effect", raw.get("effect"), ITEM_EFFECTS)
        text = _text("items.json", iid, raw)
        items[iid] = ItemCard(iid, raw["name"], raw["timing"], int(raw["copies"]), eff, text)
    ev = _read(data_dir / "events.json")
    events: dict[str, EventCard] = {}
    supers: dict[str, EventCard] = {}
    for key, target, is_super in (("events", events, False), ("super_events", supers, True)):
        for raw in ev[key]:
            eid = raw["id"]
            effs = tuple(
                check_effect("events.json", eid, f"effects[{i}]", e, EVENT_EFFECTS)
                for i, e in enumerate(raw.get("effects", []))
            )
            if not effs:
                raise ContentError("events.json", eid, "effects", "an event needs effects")
            target[eid] = EventCard(
                eid,
                raw["name"],
                int(raw["copies"]),
                effs,
                is_super,
                bool(raw.get("remove_after_use", False)),
                _text("events.json", eid, raw),
            )
    trainers: dict[str, Trainer] = {}
    for raw in _read(data_dir / "trainers.json")["trainers"]:
        tid = raw["id"]
        abil = tuple(
            check_effect("trainers.json", tid, f"abilities[{i}]", a, TRAINER_ABILITIES)
            for i, a in enumerate(raw.get("abilities", []))
        )
        trainers[tid] = Trainer(tid, raw["name"], abil, _text("trainers.json", tid, raw))
    board = _read(data_dir / "board.json")
    tiles = _load_board(board, leaders)
    elite: dict[str, EliteTrainer] = {}
    for raw in _read(data_dir / "elite.json")["elite"]:
        eid = raw["id"]
        for cid in raw["pokemon"]:
            if cid not in cards:
                raise ContentError("elite.json", eid, "pokemon", f"unknown card {cid!r}")
        if len(raw["pokemon"]) != 2:
            raise ContentError("elite.json", eid, "pokemon", "an Elite Trainer has 2 Pokémon")
        bonus = raw["bonus"]
        if len(bonus) != 6 or any(not isinstance(b, int) or b < 0 for b in bonus):
            raise ContentError("elite.json", eid, "bonus", "six non-negative die results")
        elite[eid] = EliteTrainer(eid, raw["name"], tuple(raw["pokemon"]), tuple(bonus))
    achievements = _load_achievements(_read(data_dir / "achievements.json"), trainers)
    for e in [*events.values(), *supers.values()]:
        for eff in e.effects:
            _check_trainer("events.json", e.id, eff, trainers)
    return Content(
        cards,
        families,
        rosters,
        leaders,
        items,
        events,
        supers,
        trainers,
        board,
        tiles,
        elite,
        achievements,
    )


def _check_trainer(file: str, entry: str, eff: dict[str, Any], trainers: dict[str, Any]) -> None:
    if eff["do"] == "take_trainer" and eff["trainer"] not in trainers:
        raise ContentError(file, entry, "trainer", f"unknown trainer {eff['trainer']!r}")


def _load_achievements(data: dict[str, Any], trainers: dict[str, Any]) -> dict[str, Achievement]:
    file = "achievements.json"
    out: dict[str, Achievement] = {}
    for raw in data["achievements"]:
        aid = str(raw.get("id", "?"))
        need = raw.get("need")
        if not isinstance(need, dict) or need.get("kind") not in ACHIEVEMENT_NEEDS:
            raise ContentError(file, aid, "need", f"unknown requirement {need!r}")
        for key, typ in ACHIEVEMENT_NEEDS[need["kind"]].items():
            if not isinstance(need.get(key), typ):
                raise ContentError(file, aid, f"need.{key}", f"must be a {typ.__name__}")
        for t in need.get("types", []):
            if t not in TYPES:
                raise ContentError(file, aid, "need.types", f"unknown type {t!r}")
        if "tier" in need and need["tier"] not in TIERS:
            raise ContentError(file, aid, "need.tier", f"unknown tier {need['tier']!r}")
        reward = tuple(
            check_effect(file, aid, f"reward[{i}]", e, EVENT_EFFECTS)
            for i, e in enumerate(raw.get("reward", []))
        )
        if not reward:
            raise ContentError(file, aid, "reward", "an Achievement needs a reward")
        for eff in reward:
            _check_trainer(file, aid, eff, trainers)
        out[aid] = Achievement(aid, str(raw["name"]), dict(need), reward)
    return out


@lru_cache(maxsize=1)
def default_content() -> Content:
    """The built-in content, loaded once."""
    return load_content()
