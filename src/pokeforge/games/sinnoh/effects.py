"""The effect handlers: what each structured move effect does during an attack.

An attack runs its effects in four phases (see :mod:`.rules.attack`): ``strength`` before the roll,
``dice`` after the roll, ``damage`` while the damage is summed, ``after`` once it is known.
``PHASES[phase][name]`` is the handler of effect ``name`` in that phase; every name in
:data:`.effects_schema.HANDLERS` appears in exactly one phase (a test checks it). Choice handlers
(``choose_type``, ``mimic`` …) act in the ``pre`` phase, where the chosen option is read.

Events of this game (``Event.kind``): ``send``, ``switch``, ``initiative``, ``attack`` (with the
roll), ``status`` (Poison damage), ``overflow`` (damage left for the next Pokémon), ``faint``,
``revive`` (Fallen Star), ``tactic`` (Beast Boost, Galactic Retribution), ``exhaustion``,
``capture``, ``captured``, ``teach``, ``end``, ``effect`` (after ``attack``, one event per
thing its move's effect did: a status, healing, damage to another Pokémon…) and ``recoil``
(damage the attacker took itself); with trainer and Change of Fate cards also ``trainer`` (an
ability acting: Hyper Potion, Road Works, Blasting Off, Substitute, Portable Tent …), ``fate``
(a card played), ``reward`` (an Artifact or a Change of Fate card taken), ``form`` (a form
returning after the battle), ``prism`` (a Prism Armour token moving).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .rules import perks
from .rules import status as st_rules
from .rules.context import Ctx

Effect = dict[str, Any]
Handler = Callable[[Ctx, Effect], None]
FACE_INDEX = {"status": 0, "hit": 1, "crit": 2}


# -- conditions ---------------------------------------------------------------------------------


def holds(ctx: Ctx, cond: dict[str, Any] | None) -> bool:
    """Whether a ``when`` condition holds in this attack."""
    if cond is None:
        return True
    test = cond["test"]
    if test == "rolled":
        return bool(ctx.counts[FACE_INDEX[cond["face"]]] >= int(cond["min"]))
    if test == "target_status":
        return cond["status"] in ctx.statuses_before
    if test == "target_any_status":
        return bool(ctx.statuses_before)
    if test == "target_type":
        return cond["type"] in ctx.tcard.types
    if test == "target_has_item":
        return ctx.target.item is not None
    if test == "user_knows_type":
        content = ctx.st.content
        names = [n for n in ctx.st.move_names(ctx.user) if n != ctx.move.name]
        return any(content.moves[n].type == cond["type"] for n in names if n in content.moves)
    if test == "party_has_type":
        cards = ctx.st.content.cards
        return any(
            not m.fainted and m is not ctx.user and cond["type"] in cards[m.card].types
            for m in ctx.side.party
        )
    if test == "used_last_turn":
        return ctx.user.last_move == ctx.move.name
    if test == "not_used_last_turn":
        return ctx.user.last_move != ctx.move.name
    if test == "user_became_status":
        return cond["status"] in ctx.became
    raise ValueError(f"unknown condition {test!r}")  # content validation prevents this


# -- strength -----------------------------------------------------------------------------------


def _set_strength(ctx: Ctx, e: Effect) -> None:
    ctx.strength = e["value"]


def _strength_per(ctx: Ctx, e: Effect) -> None:
    count = e["count"]
    st = ctx.st
    n = 0
    if count == "fainted_allies":
        n = sum(1 for m in ctx.side.party if m.fainted)
    elif count == "song_allies":
        n = sum(
            1
            for m in ctx.side.party
            if m is not ctx.user
            and not m.fainted
            and any(x.endswith(" Song") for x in st.move_names(m))
        )
    elif count == "same_move_allies":
        # the move whose effect this is (Kinesis copying Surf counts the allies knowing Surf)
        name = ctx.opts.get("kinesis", "") if "kinesis" in ctx.move.handlers else ctx.move.name
        n = sum(
            1
            for m in ctx.side.party
            if m is not ctx.user and not m.fainted and name in st.move_names(m)
        )
    elif count == "uses":
        n = ctx.user.uses.get(ctx.move.name, 0)
    elif count == "damage_taken_halves":
        n = ctx.user.damage // 2
    elif count == "damage_taken_last_turn":
        n = ctx.user.taken
    ctx.strength += n * e["amount"]


def _strength_from(ctx: Ctx, e: Effect) -> None:
    source = e["source"]
    if source == "half_initiative":
        value = ctx.st.initiative(ctx.a) // 2
    elif source == "half_target_base_health":
        value = ctx.tcard.health // 2
    elif source == "half_user_base_health":
        value = ctx.ucard.health // 2
    else:  # user_health_left
        value = ctx.user.health_left
    if "max" in e:
        value = min(value, e["max"])
    ctx.strength = max(1, value)


def _copy_strength(ctx: Ctx, e: Effect) -> None:
    """Foul Play: the printed attack strength of a move the target knows; a move printed "?"
    has the strength its own effect gives it for the target, the Pokémon that knows it
    (documented decision); at least 1."""
    name = ctx.opts.get("copy", "")
    move = ctx.st.content.moves.get(name)
    if move is None:
        ctx.strength = 1
    elif move.strength is not None:
        ctx.strength = max(1, move.strength)
    else:
        ctx.strength = max(1, derived_strength(ctx, move))


def derived_strength(ctx: Ctx, move: Any) -> int:
    """The strength a "?" move's own effect gives it when the target of ``ctx`` uses it
    against the attacker (Eruption: the target's health left); 0 when nothing sets it."""
    probe = ctx.__class__.__new__(ctx.__class__)
    probe.__dict__.update(ctx.__dict__)
    probe.a, probe.d = ctx.d, ctx.a
    probe.side, probe.foe = ctx.foe, ctx.side
    probe.user, probe.target = ctx.target, ctx.user
    probe.ucard, probe.tcard = ctx.tcard, ctx.ucard
    probe.move, probe.opts, probe.strength = move, {}, 0
    for fn, eff, cond in plan(move.effects)["strength"]:
        if eff["do"] == "strength_from" and (cond is None or holds(probe, cond)):
            fn(probe, eff)
    return int(probe.strength)


def _apricorn_boost(ctx: Ctx, e: Effect) -> None:
    """Belch, Hangry Wheel: the user may eat an Apricorn of its choice (``apricorn=COLOUR``;
    ``yes``: the least valuable) for the strength."""
    choice = ctx.opts.get("apricorn", "no")
    colour = "" if choice == "yes" else choice
    if choice != "no" and ctx.side.spend_apricorn(colour=colour) is not None:
        ctx.strength = e["value"]
        ctx.notes.append("consumed an Apricorn")
        if "form" in e:
            ctx.st.change_form(ctx.a, e["form"], ctx.notes)


# -- dice ---------------------------------------------------------------------------------------


def _face_bonus(ctx: Ctx, e: Effect) -> None:
    ctx.fv[FACE_INDEX[e["face"]]] += e["delta"]


def _fixed_dice(ctx: Ctx, e: Effect) -> None:
    ctx.fixed = True


# -- damage -------------------------------------------------------------------------------------


def _extra_damage(ctx: Ctx, e: Effect) -> None:
    ctx.extra += e["amount"]
    ctx.move_extra += e["amount"]


def _fatigue_damage(ctx: Ctx, e: Effect) -> None:
    ctx.extra += ctx.user.fatigue
    ctx.move_extra += ctx.user.fatigue
    ctx.user.fatigue = 0


def _double(ctx: Ctx, e: Effect) -> None:
    ctx.double = True
    ctx.move_double = True


def _ignore_prism(ctx: Ctx, e: Effect) -> None:
    ctx.ignore_prism = True


def _predict(ctx: Ctx, e: Effect) -> None:
    s, _, c = ctx.counts
    truth = "more" if c > s else "less" if c < s else "equal"
    if ctx.opts.get("predict") != truth:
        ctx.penalty += e["penalty"]
        ctx.notes.append(f"the prediction was wrong ({truth})")


def _finish_low(ctx: Ctx, e: Effect) -> None:
    ctx.finish_low = e["threshold"]


def _overflow(ctx: Ctx, e: Effect) -> None:
    ctx.overflow = True


def _share(ctx: Ctx, e: Effect) -> None:
    ctx.share = True


def _self_damage(ctx: Ctx, e: Effect) -> None:
    ctx.dmg_user += e["amount"]


def _self_damage_per(ctx: Ctx, e: Effect) -> None:
    ctx.dmg_user += e["amount"] * ctx.counts[FACE_INDEX[e["face"]]]


def _heal(ctx: Ctx, e: Effect) -> None:
    ctx.heal_user += e["amount"]


def _heal_per(ctx: Ctx, e: Effect) -> None:
    ctx.heal_user += e["amount"] * ctx.counts[FACE_INDEX[e["face"]]]


def _heal_half(ctx: Ctx, e: Effect) -> None:
    ctx.heal_user += ctx.dealt // 2


def _splash(ctx: Ctx, e: Effect) -> None:
    bench = [ctx.foe.party[i] for i in ctx.foe.bench()]
    if not bench:
        return
    if e["targets"] == "one_other":
        bench = [_picked_other(ctx, bench)]
    st = ctx.st
    dealt = []
    for m in bench:
        amount = int(e["amount"])
        if st.any_perks:
            # Intimidating Posture, Evasive Manoeuvres, the caps: damage from the attack
            amount = perks.splash_taken(st, ctx.d, m, amount)
        dealt.append(amount)
        st.hurt(m, amount, ctx.d)
        if m.fainted:
            ctx.bench_defeats += 1
    if all(n == e["amount"] for n in dealt):
        names = ", ".join(st.name(m) for m in bench)
        ctx.notes.append(f"{e['amount']} damage to {names} in the party")
    else:
        each = ", ".join(f"{n} damage to {st.name(m)}" for m, n in zip(bench, dealt, strict=True))
        ctx.notes.append(f"{each} in the party")


def _picked_other(ctx: Ctx, bench: list[Any]) -> Any:
    """The other Pokémon of the target's party the attacker picked (option ``other``); without
    a pick (a move drawn by Metronome), the one with the least health left (documented)."""
    slot = ctx.opts.get("other", "")
    party = ctx.foe.party
    if slot.isdigit() and int(slot) < len(party) and party[int(slot)] in bench:
        return party[int(slot)]
    return min(bench, key=lambda m: m.health_left)


# -- after ------------------------------------------------------------------------------------


def _inflict(ctx: Ctx, e: Effect) -> None:
    who = e["who"]
    statuses = list(e["statuses"])
    cards = ctx.st.content.cards
    if who == "user":
        got = st_rules.inflict(ctx.user, cards[ctx.user.card], statuses)
        ctx.became.extend(got)
        _note_status(ctx, ctx.user, got)
        return
    if ctx.reroll:
        statuses = [ctx.st.status_die()]  # Unstable Magic: the status die decides instead
    got = st_rules.inflict(ctx.target, cards[ctx.target.card], statuses, stack=ctx.spell)
    _note_status(ctx, ctx.target, got)
    if who == "target_and_other":
        bench = [ctx.foe.party[i] for i in ctx.foe.bench()]
        slot = ctx.opts.get("other", "")
        if slot.isdigit():
            picked = [m for m in bench if m is ctx.foe.party[int(slot)]] if bench else []
        else:
            # no pick (a move drawn by Metronome): the first that can take the status
            picked = [
                m
                for m in bench
                if (ctx.spell or not m.statuses)
                and not all(
                    st_rules.immune(m, cards[m.card], s) or s in m.statuses for s in statuses
                )
            ][:1]
        for other in picked:
            # Spell Caster acts on every Pokémon the attack inflicts a status onto
            got = st_rules.inflict(other, cards[other.card], statuses, stack=ctx.spell)
            _note_status(ctx, other, got)


def _note_status(ctx: Ctx, mon: Any, got: list[str]) -> None:
    if got:
        name = ctx.st.content.cards[mon.card].name
        ctx.notes.append(f"{name} is {' and '.join(s.capitalize() for s in got)}")


def _inflict_random(ctx: Ctx, e: Effect) -> None:
    status = ctx.st.status_die()
    _inflict(ctx, {"statuses": [status], "who": "target"})


def _inflict_chosen(ctx: Ctx, e: Effect) -> None:
    chosen = [s for s in ctx.opts.get("status", "").split("+") if s]
    if not chosen:
        return
    statuses = chosen[:1]
    if len(chosen) > 1 and ctx.counts[0] >= 1:
        statuses = chosen[:2]
    _inflict(ctx, {"statuses": statuses, "who": "target"})


def _fatigue(ctx: Ctx, e: Effect) -> None:
    who = e["who"]
    mons = [ctx.user, ctx.target] if who == "both" else [ctx.user if who == "user" else ctx.target]
    for m in mons:
        if "set" in e:
            m.fatigue = max(m.fatigue, e["set"])
        else:
            m.fatigue = min(5, m.fatigue + e.get("add", 0))


def _trap(ctx: Ctx, e: Effect) -> None:
    ctx.target.trapped = True
    if e.get("form_lock"):
        ctx.target.form_locked = True


def _mark(ctx: Ctx, e: Effect) -> None:
    mark = {k: v for k, v in e.items() if k not in ("do", "when", "on")}
    mark["move"] = ctx.move.name
    mon = ctx.user if e["on"] == "user" else ctx.target
    # FAQ: the effect of a move does not stack with itself: a mark of this move still waiting on
    # the Pokémon is not added again (Tackle twice removes 1 regular hit; Tackle and Water Gun 2)
    if mark in mon.marks:
        return
    mon.marks = [*mon.marks, mark]


def _lasting(ctx: Ctx, e: Effect) -> None:
    entry = {k: v for k, v in e.items() if k not in ("do", "when")}
    entry["move"] = ctx.move.name
    # FAQ: the effect of a move does not stack with itself (made eternal or not)
    if any({k: v for k, v in x.items() if k != "eternal"} == entry for x in ctx.user.lasting):
        return
    ctx.user.lasting = [*ctx.user.lasting, entry]


def _eternal(ctx: Ctx, e: Effect) -> None:
    ctx.user.lasting = [{**x, "eternal": True} for x in ctx.user.lasting]


def _second_move(ctx: Ctx, e: Effect) -> None:
    if not ctx.user.second_used:
        ctx.second_offer = True


def _switch_out(ctx: Ctx, e: Effect) -> None:
    ctx.switch_offer = True


def _form_change(ctx: Ctx, e: Effect) -> None:
    ctx.st.change_form(ctx.a, e["form"], ctx.notes)


def _consume_apricorn(ctx: Ctx, e: Effect) -> None:
    """Bug Bite: an Apricorn of the target's bag is eaten; the target decides which one (a
    decision ``give`` after the attack when its trainer holds two colours or more)."""
    colours = ctx.foe.colours_in_bag()
    if len(colours) > 1 and ctx.st.seat_of(ctx.d) is not None:
        ctx.bite = True
        return
    colour = ctx.foe.spend_apricorn()
    if colour is not None:
        ctx.notes.append(f"a {colour} Apricorn of the target's bag was eaten")


def _cure(ctx: Ctx, e: Effect) -> None:
    status = e.get("status")
    mons = [ctx.user] if e["who"] == "user" else [ctx.user, ctx.target]
    for m in mons:
        st_rules.cure(m, status)


def _heal_party(ctx: Ctx, e: Effect) -> None:
    """Heal Bell: the statuses of every non-fainted Pokémon of the party are healed and each heals
    the amount (the user's heal is applied with the attack's); a Wishing Star adds to each."""
    st = ctx.st
    for m in ctx.side.party:
        if m.fainted:
            continue
        st_rules.cure(m)
        if m is ctx.user:
            ctx.heal_user += e["amount"]
        else:
            heal = e["amount"]
            if st.any_perks and st.perks[ctx.a] is not None:
                heal = perks.heal_bonus(st, ctx.a, heal)
            m.damage = max(0, m.damage - heal)


def _add_retribution(ctx: Ctx, e: Effect) -> None:
    """Plan B (TEAM GALACTIC TACTICS): store damage on the side's Galactic Retribution."""
    ctx.side.retribution += e["amount"]
    ctx.notes.append(f"Galactic Retribution now holds {ctx.side.retribution} damage")


def _noop(ctx: Ctx, e: Effect) -> None:
    """Handlers whose work is done elsewhere: a choice read in ``pre`` or an action option."""


PHASES: dict[str, dict[str, Handler]] = {
    "pre": {
        "choose_type": _noop,  # the type is read from the action option in rules.attack
        "choose_form": _noop,  # the form is read from the action option in rules.attack
        "mimic": _noop,
        "kinesis": _noop,
        "metronome": _noop,
        "from_party": _noop,  # offered as an action by rules.battle
    },
    "strength": {
        "set_strength": _set_strength,
        "strength_per": _strength_per,
        "strength_from": _strength_from,
        "copy_strength": _copy_strength,
        "apricorn_boost": _apricorn_boost,
    },
    "dice": {
        "face_bonus": _face_bonus,
        "fixed_dice": _fixed_dice,
    },
    "damage": {
        "extra_damage": _extra_damage,
        "fatigue_damage": _fatigue_damage,
        "double_damage": _double,
        "ignore_prism": _ignore_prism,
        "predict": _predict,
        "finish_low": _finish_low,
        "overflow": _overflow,
        "share_self_damage": _share,
        "self_damage": _self_damage,
        "self_damage_per": _self_damage_per,
        "splash_damage": _splash,
    },
    "after": {
        "heal": _heal,
        "heal_per": _heal_per,
        "heal_party": _heal_party,
        "heal_half_dealt": _heal_half,
        "inflict": _inflict,
        "inflict_random": _inflict_random,
        "inflict_chosen": _inflict_chosen,
        "fatigue": _fatigue,
        "trap": _trap,
        "mark": _mark,
        "lasting": _lasting,
        "eternal": _eternal,
        "second_move": _second_move,
        "switch_out": _switch_out,
        "form_change": _form_change,
        "consume_apricorn": _consume_apricorn,
        "cure": _cure,
        "add_retribution": _add_retribution,
    },
}


Step = tuple[Handler, Effect, "dict[str, Any] | None"]
_PLANS: dict[int, tuple[tuple[Effect, ...], dict[str, tuple[Step, ...]]]] = {}


def plan(effects: tuple[Effect, ...]) -> dict[str, tuple[Step, ...]]:
    """The effects of a move sorted by phase, each with its handler and condition, in the order
    the move lists them. Computed once per effect list (content is immutable); the cache keeps the
    list alive, so its ``id`` is never reused."""
    hit = _PLANS.get(id(effects))
    if hit is not None and hit[0] is effects:
        return hit[1]
    steps = {
        phase: tuple((table[e["do"]], e, e.get("when")) for e in effects if e["do"] in table)
        for phase, table in PHASES.items()
    }
    _PLANS[id(effects)] = (effects, steps)
    return steps


def run_phase(ctx: Ctx, phase: str) -> None:
    """Run the effects of ``ctx``'s move that act in ``phase``, in the order the move lists them."""
    for fn, e, cond in plan(ctx.effects)[phase]:
        if cond is None or holds(ctx, cond):
            fn(ctx, e)


def run_steps(ctx: Ctx, steps: tuple[Step, ...]) -> None:
    """Run steps of a :func:`plan` (one phase of it) whose conditions hold."""
    for fn, e, cond in steps:
        if cond is None or holds(ctx, cond):
            fn(ctx, e)


IMPLEMENTED: frozenset[str] = frozenset(n for table in PHASES.values() for n in table)


def run_after_inflict_user(ctx: Ctx, status: str) -> None:
    """Inflict ``status`` on the attacker (Frigid Ice: the attacked Pokémon freezes it)."""
    _inflict(ctx, {"statuses": [status], "who": "user"})
