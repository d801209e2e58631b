"""Trainer-card abilities in battle (the ``battle`` effects of ``trainers.json``; the trainer-card
rules of the designer's card data: Bronze cards have both abilities locked, Silver cards ability 2
locked, Gold cards none).

Each side's unlocked battle effects are compiled once per battle into a :class:`Perks` table
(handler name → effect records). The battle rules ask this module at the points where an ability
acts: stats (initiative, health), attack strength, die faces, damage dealt and taken, healing,
statuses, turn order, switching, capture, fleeing, rewards, teaching and held items. The
``field`` table holds the effects that act on both sides (Primordial Sea, Desolate Land, the
Weather). A battle without trainer cards has no tables and skips all of this.

``IMPLEMENTED`` names every battle handler the engine carries out; content coverage counts an
ability as implemented only when all its battle handlers are here (a test checks that every
battle handler of :mod:`..trainer_schema` is).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..content import Card, Content
    from ..pieces import Mon, Side
    from ..state import SinnohState
    from .context import Ctx

Effect = dict[str, Any]
_EMPTY: tuple[Effect, ...] = ()

#: the battle handlers the engine carries out (every battle handler of the schema)
IMPLEMENTED: frozenset[str] = frozenset(
    {
        "stats",
        "strength",
        "field_strength",
        "field_guard",
        "weather_strength",
        "weather_guard",
        "artifact_bonus",
        "masterwork_stew",
        "apricorn_strength",
        "face_value",
        "type_bonus",
        "burn_boost",
        "opening_double",
        "finish_low",
        "add_symbols",
        "change_die",
        "amplifier",
        "amplifier_overload",
        "retype",
        "triple_threat",
        "disguise",
        "firewood",
        "damage_cap",
        "damage_reduce",
        "evade_small",
        "heal_dealt",
        "heal_bonus",
        "hyper_potion",
        "drowsy_heal",
        "spell_caster",
        "status_reroll",
        "toxin_dart",
        "surprise_attack",
        "switch_after",
        "arrival_trap",
        "substitute",
        "blasting_off",
        "legendary_protector",
        "capture_accuracy",
        "cherish_ball",
        "thief",
        "flee_after",
        "reward_journey",
        "reward_apricorns",
        "restore_after_battle",
        "keep_artifacts",
        "teach_any",
        "two_items",
        "initiative_boost",
        "void_effects",
    }
)
#: handlers whose effects act on both sides of the battle
FIELD = ("field_strength", "field_guard", "weather_strength")


class Perks:
    """The battle effects one side's trainer card (or the field) brings, by handler name."""

    __slots__ = ("by",)

    def __init__(self, effects: Iterable[Effect]) -> None:
        by: dict[str, list[Effect]] = {}
        for e in effects:
            by.setdefault(e["do"], []).append(e)
        self.by: dict[str, tuple[Effect, ...]] = {k: tuple(v) for k, v in by.items()}

    def get(self, name: str) -> tuple[Effect, ...]:
        return self.by.get(name, _EMPTY)

    def __contains__(self, name: object) -> bool:
        return name in self.by

    def __bool__(self) -> bool:
        return bool(self.by)


def card_of(content: Content, trainer: str) -> tuple[Any, str] | None:
    """The trainer card and quality of a side's ``trainer`` text (``class_id:quality``)."""
    if not trainer:
        return None
    tid, _, quality = trainer.partition(":")
    return content.trainers[tid], quality or "gold"


def unlocked(content: Content, trainer: str) -> list[Any]:
    """The abilities of a side's trainer card that its quality unlocks."""
    found = card_of(content, trainer)
    if found is None:
        return []
    card, quality = found
    slots = content.qualities.get(quality, ())
    return [a for a in card.abilities if a.slot in slots]


def build(content: Content, side: Side) -> Perks | None:
    """The compiled battle effects of a side's trainer card and of the Distortion Breach cards its
    Pokémon carry (``None`` without any)."""
    breach = side.kind == "trainer" and content.breach_in_play and any(m.moves for m in side.party)
    if not side.trainer and not breach:
        return None
    effects = [e for a in unlocked(content, side.trainer) for e in a.battle_effects]
    if breach:
        from ..fate import breach_effects

        effects.extend(breach_effects(content, side))
    return Perks(effects) if effects else None


def build_field(content: Content, perks: Iterable[Perks | None], weather: str) -> Perks | None:
    """The effects acting on both sides: those of the sides' cards (Primordial Sea, Desolate
    Land, the Weather of a Parasol Lady in the battle), and the Weather Wheel's own when a
    ``weather`` is given without a Parasol Lady in the battle (it was placed in the campaign)."""
    effects: list[Effect] = []
    for p in perks:
        if p is not None:
            for name in FIELD:
                effects.extend(p.get(name))
    if not weather:
        effects = [e for e in effects if e["do"] != "weather_strength"]
    elif not any(e["do"] == "weather_strength" for e in effects):
        effects.extend(weather_effects(content)[:1])
    return Perks(effects) if effects else None


def weather_effects(content: Content) -> list[Effect]:
    """The Weather Wheel's effect as a trainer card gives it (Weather Forecast)."""
    return [
        e
        for t in content.trainers.values()
        for a in t.abilities
        for e in a.battle_effects
        if e["do"] == "weather_strength"
    ]


# -- filters ----------------------------------------------------------------------------------


def tier_of(content: Content, mon: Mon, card: Card) -> str:
    """A Pokémon's tier for "your Weak/Moderate/Strong Pokémon": its card's encounter tier,
    Legendary when it holds an Alpha token."""
    for item in mon.held():
        if content.items[item].effects.get("legendary"):
            return "legendary"
    return card.tier


def matches(
    st: SinnohState,
    e: Effect,
    mon: Mon,
    card: Card,
    mtype: str | None = None,
    foe: Card | None = None,
) -> bool:
    """Whether effect ``e``'s filters (:data:`..trainer_schema.FILTERS`) hold for ``mon``."""
    if "breach" in e and e["breach"] not in mon.moves:
        return False
    if "tiers" in e and tier_of(st.content, mon, card) not in e["tiers"]:
        return False
    if "types" in e and not any(t in card.types for t in e["types"]):
        return False
    if "move_types" in e and mtype not in e["move_types"]:
        return False
    if "holding" in e and not mon.holds(e["holding"]):
        return False
    if "egg_move" in e and mon.egg != e["egg_move"]:
        return False
    if "not_vs_types" in e and foe is not None and any(t in foe.types for t in e["not_vs_types"]):
        return False
    return not ("same_type" in e and e["same_type"] and mtype not in card.types)


# -- stats ----------------------------------------------------------------------------------------


def _per(st: SinnohState, e: Effect, mon: Mon) -> int:
    per = e.get("per")
    if per is None:
        return 1
    if per == "catch_size":
        return mon.size
    n = st.params.unlocked_slots
    return min(n, int(e["max_per"])) if "max_per" in e else n


def stat_bonus(st: SinnohState, side: int, mon: Mon, card: Card, stat: str) -> int:
    """Initiative or health a side's trainer card gives ``mon`` in state ``card``."""
    perks = st.perks[side]
    if perks is None:
        return 0
    total = 0
    for e in perks.get("stats"):
        if stat in e and matches(st, e, mon, card):
            total += int(e[stat]) * _per(st, e, mon)
    return total


def health_bonus(st: SinnohState, side: int, mon: Mon, card: Card) -> int:
    return stat_bonus(st, side, mon, card, "health")


# -- attack strength and dice ------------------------------------------------------------------


def all_types_covered(st: SinnohState, side: Side) -> bool:
    """Finished Masterpiece: the party has a move of every type, typeless moves and abilities
    (tactics that are not moves, Distortion Breach cards) standing in for any missing type."""
    content = st.content
    types: set[str] = set()
    wild = 0
    for mon in side.party:
        # attached Distortion Breach cards are listed with the moves but are not moves
        for name in st.move_names(mon):
            move = content.moves.get(name)
            if move is None or move.type == content.chart.typeless:
                wild += 1
            else:
                types.add(move.type)
        wild += sum(1 for t in mon.tactics if t in content.tactics.abilities)
    return len(content.chart.types) - len(types) <= wild


def strength_bonus(ctx: Ctx) -> int:
    """Attack strength from trainer cards and the field (BATTLING: attack strength)."""
    st = ctx.st
    total = 0
    perks = st.perks[ctx.a]
    user, card, mtype = ctx.user, ctx.ucard, ctx.mtype
    if perks is not None:
        for e in perks.get("strength"):
            req = e.get("requires")
            if req == "stew" and "stew" not in ctx.side.used:
                continue
            if matches(st, e, user, card, mtype, ctx.tcard):
                if req == "all_types" and not all_types_covered(st, ctx.side):
                    continue
                total += int(e["amount"])
        if "stew" in ctx.side.used:
            for e in perks.get("masterwork_stew"):
                if mtype in card.types:
                    total += int(e["amount"])
        for e in perks.get("artifact_bonus"):
            for item in user.held():
                eff = st.content.items[item]
                if eff.kind == "artifact" and mtype in eff.effects.get("strength_types", ()):
                    total += int(e["amount"])
    field = st.field
    if field is not None:
        for e in field.get("field_strength"):
            if mtype in e["move_types"]:
                total += int(e["amount"])
        if st.weather and mtype == st.weather:
            for e in field.get("weather_strength"):
                total += int(e["amount"])
    return total


def face_values(ctx: Ctx, fv: list[int], attack: bool = True) -> None:
    """Die-face damage from trainer cards (Lady Luck: all your rolls; Natural Charisma: moves of
    some types). ``attack`` is False for capture rolls."""
    perks = ctx.st.perks[ctx.a] if attack else None
    if perks is None:
        return
    for e in perks.get("face_value"):
        if e.get("rolls") != "all" and "move_types" in e and ctx.mtype not in e["move_types"]:
            continue
        fv[_FACE[e["face"]]] += int(e["delta"])


_FACE = {"status": 0, "hit": 1, "crit": 2}


def capture_face_values(st: SinnohState, side: int) -> list[int]:
    """Die-face values of a side's capture rolls (Lady Luck acts on all your rolls)."""
    fv = [0, 1, 2]
    perks = st.perks[side]
    if perks is not None:
        for e in perks.get("face_value"):
            if e.get("rolls") == "all":
                fv[_FACE[e["face"]]] += int(e["delta"])
    return fv


# -- damage ---------------------------------------------------------------------------------------


def type_bonus(ctx: Ctx, bonus: int) -> int:
    """Weakness Analysis: positive type effectiveness deals more."""
    perks = ctx.st.perks[ctx.a]
    if perks is None or bonus <= 0:
        return bonus
    return bonus + sum(int(e["amount"]) for e in perks.get("type_bonus"))


def burn_change(ctx: Ctx) -> int:
    """What Burned does to the attacker's total: −2, or +N for a Black Belt's Fighting-type."""
    perks = ctx.st.perks[ctx.a]
    if perks is not None:
        for e in perks.get("burn_boost"):
            if matches(ctx.st, e, ctx.user, ctx.ucard):
                return int(e["amount"])
    return -2


def damage_taken(ctx: Ctx, total: int) -> int:
    """Damage the attacked Pokémon's side lets through (after doubling and Burned, before Prism
    Armour): less damage (Intimidating Posture, Primordial Sea/Desolate Land, Utility
    Umbrella), then no damage from small attacks (Evasive Manoeuvres), then the caps (Cute
    Charm, Protective Gear)."""
    st = ctx.st
    target, card, mtype = ctx.target, ctx.tcard, ctx.mtype
    field = st.field
    if field is not None:
        for e in field.get("field_guard"):
            if any(t in card.types for t in e["types"]):
                total -= int(e["amount"])
    perks = st.perks[ctx.d]
    if perks is not None:
        for e in perks.get("damage_reduce"):
            if matches(st, e, target, card):
                total -= int(e["amount"])
        if st.weather and mtype == st.weather:
            for e in perks.get("weather_guard"):
                total -= int(e["amount"])
    total = max(0, total)
    if perks is not None:
        for e in perks.get("evade_small"):
            if total <= int(e["max"]) and matches(st, e, target, card):
                total = 0
        for e in perks.get("damage_cap"):
            if matches(st, e, target, card):
                total = min(total, int(e["max"]))
    return total


def splash_taken(st: SinnohState, side: int, mon: Mon, amount: int) -> int:
    """Damage an attack deals to another Pokémon of the target party (Earthquake, Prismatic
    Laser) after that Pokémon's trainer card: Intimidating Posture's less damage, Evasive
    Manoeuvres (2 or less becomes 0), the caps (Cute Charm, Protective Gear). These cards speak
    of damage "from attacks", and this damage is the attack's."""
    perks = st.perks[side]
    if perks is None:
        return amount
    card = st.content.cards[mon.card]
    for e in perks.get("damage_reduce"):
        if matches(st, e, mon, card):
            amount -= int(e["amount"])
    amount = max(0, amount)
    for e in perks.get("evade_small"):
        if amount <= int(e["max"]) and matches(st, e, mon, card):
            amount = 0
    for e in perks.get("damage_cap"):
        if matches(st, e, mon, card):
            amount = min(amount, int(e["max"]))
    return amount


def single_attack_caps(ctx: Ctx) -> list[int]:
    """The most damage the attacked Pokémon may take from a single attack (Cute Charm,
    Protective Gear), for damage the attack adds after its own (Outrage's shared damage)."""
    perks = ctx.st.perks[ctx.d]
    if perks is None:
        return []
    return [
        int(e["max"]) for e in perks.get("damage_cap") if matches(ctx.st, e, ctx.target, ctx.tcard)
    ]


def finish_threshold(ctx: Ctx) -> int | None:
    """Judgement of Arceus: after attacking, the opposing Pokémon faints at or below N health."""
    perks = ctx.st.perks[ctx.a]
    if perks is None:
        return None
    values = [int(e["threshold"]) for e in perks.get("finish_low")]
    return max(values) if values else None


# -- healing --------------------------------------------------------------------------------------


def heal_bonus(st: SinnohState, side: int, amount: int) -> int:
    """Wishing Star: a heal of your Pokémon heals 1 more."""
    if amount <= 0:
        return amount
    perks = st.perks[side]
    if perks is None:
        return amount
    return amount + sum(int(e["amount"]) for e in perks.get("heal_bonus"))


def heal_from_damage(ctx: Ctx) -> int:
    """Natural Remedy: the user heals half the damage dealt (rounded as the card says)."""
    perks = ctx.st.perks[ctx.a]
    if perks is None:
        return 0
    total = 0
    for e in perks.get("heal_dealt"):
        if matches(ctx.st, e, ctx.user, ctx.ucard, ctx.mtype):
            total += (ctx.dealt + 1) // 2 if e["rounding"] == "up" else ctx.dealt // 2
    return total


def drowsy_heals(st: SinnohState, side: int, mon: Mon) -> int:
    """Day Dreamer: a Drowsy Fairy-type heals at the end of its turns instead (0 otherwise)."""
    perks = st.perks[side]
    if perks is None or "drowsy" not in mon.statuses:
        return 0
    card = st.content.cards[mon.card]
    return sum(int(e["amount"]) for e in perks.get("drowsy_heal") if matches(st, e, mon, card))


def drowsy_replaced(st: SinnohState, side: int, mon: Mon) -> bool:
    perks = st.perks[side]
    if perks is None:
        return False
    card = st.content.cards[mon.card]
    return any(matches(st, e, mon, card) for e in perks.get("drowsy_heal"))


def get_all(st: SinnohState, side: int, name: str) -> tuple[Effect, ...]:
    perks = st.perks[side]
    return _EMPTY if perks is None else perks.get(name)


def has(st: SinnohState, side: int, name: str) -> bool:
    perks = st.perks[side]
    return perks is not None and name in perks


def first(st: SinnohState, side: int, name: str) -> Effect | None:
    perks = st.perks[side]
    if perks is None:
        return None
    found = perks.get(name)
    return found[0] if found else None


# -- the attack around its damage ----------------------------------------------------------------


def before_damage(ctx: Ctx) -> None:
    """Effects that add to an attack's damage: Opportune Strike (the first attack against a wild
    Pokémon deals double damage when the trainer has not moved), the Amplifier die's value,
    Burning Ignition's damage (a Firewood used)."""
    st = ctx.st
    side = ctx.side
    perks = st.perks[ctx.a]
    if perks is None:
        return
    if "opening_double" in perks and "opening" not in side.used:
        side.used = (*side.used, "opening")
        if ctx.foe.kind in ("wild", "swarm") and not st.params.moved:
            ctx.double = True
            ctx.notes.append("Opportune Strike: double damage")
    if ctx.amp_extra:
        ctx.extra += ctx.amp_extra
        ctx.notes.append(f"the Amplifier die adds {ctx.amp_extra} damage")
    if ctx.firewood:
        e = first(st, ctx.a, "firewood")
        if e is not None and side.firewood > 0 and matches(st, e, ctx.user, ctx.ucard, ctx.mtype):
            side.firewood -= 1
            ctx.extra += int(e["damage"])
            ctx.notes.append(f"a Firewood deals {e['damage']} damage")
        else:
            ctx.firewood = False


def after_damage(ctx: Ctx) -> None:
    """Effects once an attack's damage is known: Natural Remedy's healing, Burning Ignition's
    status, the Amplifier die charging, Scuba Dive's switch offer."""
    st = ctx.st
    perks = st.perks[ctx.a]
    if perks is None:
        return
    heal = heal_from_damage(ctx)
    if heal:
        ctx.heal_user += heal
    if ctx.firewood:
        e = first(st, ctx.a, "firewood")
        assert e is not None
        from .status import inflict

        got = inflict(ctx.target, ctx.tcard, [e["status"]], stack=ctx.spell)
        if got:
            ctx.notes.append(f"{ctx.tcard.name} is {got[0].capitalize()}")
    if "amplifier" in perks:
        side = ctx.side
        gained = ctx.counts[0]
        if gained:
            side.amp = min(st.params.amplifier_max, side.amp + gained)
    for e in perks.get("switch_after"):
        if matches(st, e, ctx.user, ctx.ucard, ctx.mtype):
            ctx.scuba = True
