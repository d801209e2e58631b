"""One attack, from the choice of move to the damage dealt (rulebook: BATTLING, "On your turn",
"Type effectiveness", "Status effects", "Battle fatigue", BATTLE ITEMS, ARTIFACTS, PRISM ARMOUR,
and the BATTLING FAQ on damage, doubling, dice added by effects and attack strength limits).

Order of resolution, as the FAQ describes it:

1. the move actually used (Mimic, Kinesis, Metronome), its type (chosen types) and form changes
   chosen with the move;
2. attack strength: the card's strength, then the move's own strength rules (their maximum only
   limits the effect), then held items, Beast Boost and Frozen (+2); finally 1 ≤ strength ≤ 9;
3. battle fatigue (3 damage to a fatigued roller), then the roll;
4. dice modifications: dice *added* by effects first, then *replacements* (Drowsy), then
   *removals* (Paralysed, marks, Eviolite); Sacred Sword's dice cannot be replaced or removed;
5. damage = dice result + type bonus + effect damage; doubled; then −2 if the attacker is Burned;
   at least 0; then Prism Armour;
6. the move's remaining effects; all damage and healing of the attack are applied together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .. import effects as fx
from ..content import Move
from ..pieces import COLOUR_TIER, COLOURS
from . import perks, trials
from .armour import shield
from .context import Ctx

if TYPE_CHECKING:
    from ..state import SinnohState

MIN_STRENGTH = 1
MAX_STRENGTH = 9
#: handlers that make a move attack with another move or read a choice before the roll
_SPECIAL = frozenset({"mimic", "metronome", "kinesis", "choose_form"})


def effective_move(st: SinnohState, move: Move, opts: dict[str, str]) -> Move:
    """The move whose dice, type and effects are used (Mimic and Metronome use another move)."""
    moves = st.content.moves
    if "mimic" in move.handlers and opts.get("mimic") in moves:
        move = moves[opts["mimic"]]  # attacking with Metronome through Mimic draws as well
    if "metronome" in move.handlers:
        drawn = opts.get("drawn", "")
        return moves[drawn if drawn in moves else st.metronome_move()]
    return move


def draws_metronome(st: SinnohState, move: Move, opts: dict[str, str]) -> bool:
    """Whether using ``move`` with ``opts`` draws from the Evolution Pokémon deck now (Metronome,
    or Metronome through Mimic) because no card was drawn for it yet."""
    if "drawn" in opts:
        return False
    if "mimic" in move.handlers:
        copied = st.content.moves.get(opts.get("mimic", ""))
        return copied is not None and "metronome" in copied.handlers
    return "metronome" in move.handlers


def strength_of(ctx: Ctx) -> int:
    """Attack strength after every rule and item, clamped to 1–9 (FAQ: attack strength)."""
    steps = (ctx.steps or fx.plan(ctx.effects))["strength"]
    if steps:
        fx.run_steps(ctx, steps)
    user = ctx.user
    total = ctx.strength + user.boost
    if user.item is not None:
        total += ctx.st.item_strength(user, ctx.ucard, ctx.mtype)
    if ctx.st.any_perks:
        total += perks.strength_bonus(ctx)
    statuses = ctx.target.statuses
    if statuses and "frozen" in statuses:
        total += 2
    return MIN_STRENGTH if total < MIN_STRENGTH else MAX_STRENGTH if total > MAX_STRENGTH else total


def modify_dice(ctx: Ctx) -> None:
    """Dice modifications in the documented order: add, replace, remove."""
    st = ctx.st
    s, h, c = ctx.counts
    user, target = ctx.user, ctx.target
    idx = fx.FACE_INDEX
    adds = [0, 0, 0]
    removes = [0, 0, 0]
    for x in user.lasting:
        if x["mod"] == "add_dice":
            adds[idx[x["face"]]] += x["n"]
    mine = [m for m in user.marks if m["trigger"] == "attacks"] if user.marks else []
    theirs = [m for m in target.marks if m["trigger"] != "attacks"] if target.marks else []
    if mine:
        user.marks = [m for m in user.marks if m["trigger"] != "attacks"]
    if theirs:
        target.marks = [m for m in target.marks if m["trigger"] == "attacks"]
    for m in (*mine, *theirs) if mine or theirs else ():
        mod = m["mod"]
        if mod == "add":
            adds[idx[m["face"]]] += m["n"]
        elif mod == "remove":
            removes[idx[m["face"]]] += m["n"]
        elif mod == "face":
            ctx.fv[idx[m["face"]]] += m["n"]
        elif mod == "cap":
            ctx.cap = m["n"] if ctx.cap is None else min(ctx.cap, m["n"])
        elif mod == "reflect_crits":
            ctx.reflect = True
        elif mod == "retaliate":
            ctx.retaliate += m["n"]
        elif mod == "final_move":
            ctx.final_move = True
    s, h, c = s + adds[0], h + adds[1], c + adds[2]
    para = user.fresh_para
    user.fresh_para = False
    if not ctx.fixed:
        if st.allure and ctx.a == 0 and s > 0:
            # an Alluring Stew (a journey's): once, 1 status symbol of side 0 becomes a hit
            s, h, st.allure = s - 1, h + 1, 0
        # Drowsy (replaced for a Fairy Tale Girl's Fairy-types: Day Dreamer)
        if (
            user.statuses
            and "drowsy" in user.statuses
            and h > 0
            and not (st.any_perks and perks.drowsy_replaced(st, ctx.a, user))
        ):
            h, s = h - 1, s + 1
        if (
            target.statuses
            and "drowsy" in target.statuses
            and h > 0
            and not (st.any_perks and perks.drowsy_replaced(st, ctx.d, target))
        ):
            h, c = h - 1, c + 1
        if para:
            removes[1] = h
        if target.item is not None:
            remove = st.item_effect(target, "remove_hits")
            tcard = ctx.tcard
            if remove and (tcard.tier in ("weak", "moderate") or tcard.evolve_into):
                removes[1] += int(remove)
        s, h, c = max(0, s - removes[0]), max(0, h - removes[1]), max(0, c - removes[2])
    ctx.counts = [s, h, c]


def compute_damage(ctx: Ctx) -> None:
    """Damage of the attack to the target (FAQ: what is considered as the damage from an attack,
    double damage, and Burned/Prism Armour applying to the total)."""
    s, h, c = ctx.counts
    fv = ctx.fv
    crit_part = c * fv[2]
    dice = s * fv[0] + h * fv[1] + crit_part
    if ctx.reflect:
        dice -= crit_part
        ctx.dmg_user += max(0, crit_part)
    ctx.dice_total = dice
    st = ctx.st
    ctx.type_bonus = st.content.chart.bonus(ctx.mtype, ctx.tcard.types)
    if st.any_perks:
        ctx.type_bonus = perks.type_bonus(ctx, ctx.type_bonus)
    steps = (ctx.steps or fx.plan(ctx.effects))["damage"]
    if steps:
        fx.run_steps(ctx, steps)
    total = dice + ctx.type_bonus + ctx.extra + ctx.penalty
    if ctx.double:
        total *= 2
    statuses = ctx.user.statuses
    if statuses and "burned" in statuses:
        total += perks.burn_change(ctx) if st.any_perks else -2
    if total < 0:
        total = 0
    if st.any_perks:
        total = perks.damage_taken(ctx, total)
        threshold = perks.finish_threshold(ctx)
        if threshold is not None and (ctx.finish_low is None or threshold > ctx.finish_low):
            ctx.finish_low = threshold
    if st.trial is not None or st.prism[ctx.d]:
        total = shield(st, ctx.d, total, prism=not ctx.ignore_prism)
        if st.trial is not None:
            trials.note_attack(st, ctx.d, ctx.type_bonus, c, ctx.notes)
    if ctx.cap is not None:
        total = min(total, ctx.cap)
    ctx.dealt = total
    ctx.dmg_target += total
    if c > 0:
        ctx.dmg_user += ctx.retaliate
        target = ctx.target
        if target.item is not None:
            for item in target.held():
                ctx.dmg_user += int(st.content.items[item].effects.get("retaliate_crit", 0))


def shared_damage(ctx: Ctx) -> int:
    """Outrage, Thrash, Petal Dance, Raging Fury: the damage the user took during the attack is
    dealt to the target as well. It is damage of the same attack, so the limits of a single
    attack (Protective Gear, Cute Charm, Disguise) bound the sum, and Prism Armour and a trial's
    immunity act on it."""
    amount = ctx.dmg_user
    st = ctx.st
    caps = [ctx.cap] if ctx.cap is not None else []
    if st.any_perks:
        caps.extend(perks.single_attack_caps(ctx))
    if caps:
        amount = min(amount, max(0, min(caps) - ctx.dealt))
    if amount > 0 and (st.trial is not None or st.prism[ctx.d]):
        amount = shield(st, ctx.d, amount, prism=not ctx.ignore_prism)
    return amount


def begin(st: SinnohState, a: int, move: Move, opts: dict[str, str]) -> Ctx:
    """The part of an attack before its roll: the move actually used, its type, confusion,
    attack strength and battle fatigue."""
    void = st.any_perks and st.voided(a)
    special = move.handlers & _SPECIAL if not void else frozenset()
    used = effective_move(st, move, opts) if special else move
    ctx = Ctx(st, a, used, opts)
    ctx.source = move.name
    user = ctx.user
    if void:
        # Cosmic Void: the move has no effect; a type or strength its effect would set stays
        # Typeless / becomes 1 (CHANGE OF FATE CLARIFICATIONS)
        ctx.effects = ()
        ctx.notes.append("its move effect is void")
    if special:
        if "kinesis" in special:
            copied = st.content.moves.get(opts.get("kinesis", ""))
            ctx.move = move
            ctx.effects = copied.effects if copied is not None else ()
        if "choose_form" in special and opts.get("form") and not user.form_locked:
            st.set_card(a, opts["form"], ctx.notes)
            ctx.ucard = st.content.cards[user.card]
    if (
        "type" in opts
        and not void
        and any(e["do"] == "choose_type" for e in (*move.effects, *ctx.effects))
    ):
        ctx.mtype = opts["type"]
    if st.any_perks:
        _trainer_options(ctx)
    ctx.steps = fx.plan(ctx.effects)
    if user.statuses and "confused" in user.statuses and user.last_move == move.name:
        ctx.dmg_user += 3
        ctx.notes.append("Confused: 3 damage for repeating the move")
    ctx.strength = ctx.move.strength or 0
    if "assets" in opts:
        _apricorn_strength(ctx, opts["assets"])
    ctx.strength = strength_of(ctx)
    user.boost = 0
    if user.fatigue >= 5:
        ctx.dmg_user += 3
        ctx.fatigue_hit = 3
        if st.trial is not None:
            trials.note_fatigue(st, a, ctx.notes)
    else:
        user.fatigue += 1
    return ctx


def _trainer_options(ctx: Ctx) -> None:
    """Choices a trainer card adds to an attack (rules.perks): a new type (Butterfly Technique,
    Triple Threat), the status die instead (Unstable Magic), Firewood (Burning Ignition), and
    moves that lose their effects (Cosmic Void)."""
    opts = ctx.opts
    if "retype" in opts:
        ctx.mtype = opts["retype"]
    ctx.reroll = opts.get("reroll") == "yes"
    ctx.firewood = opts.get("firewood") == "yes"
    ctx.spell = perks.has(ctx.st, ctx.a, "spell_caster")


def _apricorn_strength(ctx: Ctx, choice: str) -> None:
    """Disposable Assets: discard the Apricorn of the trainer's choice (a colour; a tier number
    takes the first colour of that tier) to set the move's base strength by its tier."""
    e = perks.first(ctx.st, ctx.a, "apricorn_strength")
    if choice in COLOURS:
        tier, colour = COLOUR_TIER[COLOURS.index(choice)], choice
    elif choice.isdigit():
        tier, colour = int(choice), ""
    else:
        return
    if e is None or not 1 <= tier <= len(e["values"]):
        return
    spent = ctx.side.spend_apricorn(tier, colour)
    if spent is not None:
        ctx.strength = int(e["values"][tier - 1])
        ctx.notes.append(f"a {spent} Apricorn sets the base attack strength to {ctx.strength}")


def finish(ctx: Ctx, counts: list[int]) -> None:
    """The part of an attack from its roll on: dice modifications, damage, the move's other
    effects; damage and healing are applied together."""
    st = ctx.st
    user = ctx.user
    ctx.counts = counts
    ctx.base_counts = (counts[0], counts[1], counts[2])
    steps = ctx.steps or fx.plan(ctx.effects)
    if st.any_perks:
        perks.face_values(ctx, ctx.fv)
    if steps["dice"]:
        fx.run_steps(ctx, steps["dice"])
    modify_dice(ctx)
    if st.any_perks:
        perks.before_damage(ctx)
    compute_damage(ctx)
    if ctx.target.lasting:
        for x in ctx.target.lasting:
            if x["mod"] == "freeze_attacker":
                fx.run_after_inflict_user(ctx, "frozen")
                break
    if steps["after"]:
        fx.run_steps(ctx, steps["after"])
    if st.any_perks:
        perks.after_damage(ctx)
    if ctx.share:
        ctx.dmg_target += shared_damage(ctx)
    st.apply_attack(ctx)
    name = ctx.source
    user.uses[name] = user.uses.get(name, 0) + 1
    user.last_move = name
    if user.item is not None and st.item_effect(user, "choice_lock"):
        user.choice_lock = name


def resolve(
    st: SinnohState,
    a: int,
    move: Move,
    opts: dict[str, str],
    forced: tuple[int, int, int] | None = None,
) -> Ctx:
    """Carry out ``move`` of side ``a``'s active Pokémon against the opposing active Pokémon and
    return the finished context. Damage is applied; fainting is left to the battle flow."""
    ctx = begin(st, a, move, opts)
    finish(ctx, list(forced) if forced is not None else st.roll(ctx.strength))
    return ctx


def snapshot(ctx: Ctx, counts: list[int]) -> dict[str, Any]:
    """What an attack interrupted after its roll needs to go on (``resume``)."""
    kinesis = "kinesis" in ctx.st.content.moves[ctx.source].handlers
    return {
        "side": ctx.a,
        "source": ctx.source,
        "used": ctx.move.name,
        "effects": ctx.opts.get("kinesis", "") if kinesis else ctx.move.name,
        "opts": dict(ctx.opts),
        "mtype": ctx.mtype,
        "strength": ctx.strength,
        "dmg_user": ctx.dmg_user,
        "fatigue_hit": ctx.fatigue_hit,
        "notes": list(ctx.notes),
        "counts": list(counts),
        "void": not ctx.effects,
    }


def resume(st: SinnohState, pending: dict[str, Any]) -> Ctx:
    """The context of an attack interrupted after its roll, against the Pokémon now in the
    arena (a Substitute may have switched in)."""
    moves = st.content.moves
    ctx = Ctx(st, pending["side"], moves[pending["used"]], dict(pending["opts"]))
    ctx.source = pending["source"]
    copied = moves.get(pending["effects"])
    ctx.effects = copied.effects if copied is not None and not pending.get("void") else ()
    if st.any_perks:
        _trainer_options(ctx)
    ctx.steps = fx.plan(ctx.effects)
    ctx.mtype = pending["mtype"]
    ctx.strength = pending["strength"]
    ctx.dmg_user = pending["dmg_user"]
    ctx.fatigue_hit = pending["fatigue_hit"]
    ctx.notes = list(pending["notes"])
    return ctx
