"""The flow of a battle (rulebook: START OF BATTLE, TURN ORDER, ON YOUR TURN, SWITCHING, END OF
BATTLE, STATUS EFFECTS, BATTLE FATIGUE, LEGENDARY POKÉMON, SWARM BATTLES, the FAQ).

``act`` carries out one decision; ``advance`` then runs the automatic side's decisions (the wild
side; Team Galactic with one player) until a seat must decide or the battle is over.

Team Galactic battles (TEAM GALACTIC TACTICS): the challenger sends first and wins initiative ties;
Team Galactic chooses its next Pokémon after a faint and may not switch out after defeating one
(``galactic_switch`` overrules that); Galactic Retribution is offered after each attack on one of
its Pokémon (see :mod:`.tactics`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination

from ..actions import Action
from ..fate import play as play_fate
from ..params import AUTO_BALLS, BALLS, CAPTURE_RATE, FLEE_APRICORNS, JOURNEY_POINTS
from ..words import ball_name, roll_words
from . import aftermath, legal, perks, tactics, teaching, trainer
from . import attack as attack_rules
from .armour import shield
from .capture import capture_roll
from .status import cure
from .wild import wild_action

if TYPE_CHECKING:
    from ..pieces import Mon
    from ..state import SinnohState
    from .context import Ctx


# -- decisions ------------------------------------------------------------------------------------


def act(st: SinnohState, seat: int, action: Action, events: list[Event]) -> None:
    side = st.actor
    verb = action.verb
    phase = st.phase
    if verb in ("use", "disguise") and phase in ("attack", "metronome"):
        use_move(st, side, action, events)
        return
    if phase == "advantage":
        trainer.use_advantage(st, action, events)
        return
    if phase == "adjust":
        after_adjust(st, action, events)
        return
    if phase == "substitute":
        after_substitute(st, action, events)
        return
    if phase == "give":
        give_apricorn(st, side, action, events)
        return
    if phase in ("take", "restore"):
        aftermath.decide(st, action, events)
        end(st, Termination.KNOCKOUT, (), "", events)
        return
    if verb in ("potion", "stew"):
        trainer.use_free_action(st, side, action, events)
        return
    if verb == "fate":
        notes = play_fate(st, side, action.option)
        # the card leaves a hidden hand face up: the event declares what it reveals
        events.append(
            Event(
                "fate",
                f"{st.side_name(side)} plays {action.option}: " + "; ".join(notes),
                reveals=(action.option,),
            )
        )
        return
    if verb == "send":
        if send_in(st, side, action.index, events):
            return
        next_decision(st, events)
    elif verb == "concede":
        other = 1 - side
        seated = st.seat_of(other) is not None
        end(
            st,
            Termination.CONCESSION,
            (other,) if seated else (),
            f"{st.side_name(side)} conceded",
            events,
            losers=() if seated else (side,),
        )
    elif verb == "stay" and st.phase == "retribution":
        after_retribution(st, events)
    elif verb == "strike":
        tactics.strike_back(st, side, events)
        after_retribution(st, events)
    elif verb in ("teach", "skip"):
        teaching.teach(st, action, events)
        end(st, Termination.KNOCKOUT, (), "", events)
    elif verb == "stay":
        if phase == "second":
            end_turn(st, side, events)
        elif phase == "switch" and st.queue and st.queue[0][1] == "end_turn":
            st.queue.pop(0)
            end_turn(st, side, events)
        else:
            next_decision(st, events)
    elif verb == "switch":
        after_effect = bool(st.queue) and st.queue[0][1] == "end_turn"
        if after_effect:
            entry = st.queue.pop(0)
            leaving = st.sides[side].mon
            if len(entry) > 2 and entry[2] and leaving is not None:
                trainer.cure_on_switch(st, leaving)  # Scuba Dive
        old = st.sides[side].mon
        if switch_to(st, side, action.index, events):
            return
        if after_effect:
            end_turn(st, side, events, old)
        else:
            next_decision(st, events)
    elif verb == "ball":
        throw_ball(st, side, action.option, events)
    elif verb in ("use", "disguise"):
        use_move(st, side, action, events)


def next_decision(st: SinnohState, events: list[Event]) -> None:
    """Pop the next queued decision; with none left, recheck initiative and start the round."""
    while st.queue:
        side, phase = st.queue.pop(0)
        if phase == "send" and not st.sides[side].usable():
            continue
        if phase == "switch" and not (st.sides[side].bench() and legal.can_leave(st, side)):
            continue
        if phase == "round":
            break
        st.actor, st.phase = side, phase
        return
    start_round(st, events)


def start_round(st: SinnohState, events: list[Event]) -> None:
    """Initiative check (TURN ORDER): the higher initiative goes first, ties go to the initiator.
    The turn order is completely reset (FAQ), so a new turn begins."""
    st.turns += 1
    a, b = st.initiative(0), st.initiative(1)
    if st.any_perks and any(st.init_boost):
        # Devious Ambush: an increase for this initiative check only
        a, b = a + st.init_boost[0], b + st.init_boost[1]
        st.init_boost = (0, 0)
    first = 0 if a > b else 1 if b > a else st.initiator
    st.actor, st.phase = first, "attack"
    events.append(
        Event(
            "initiative",
            f"Initiative {a} vs {b}: {st.side_name(first)} goes first",
            {"first": first},
        )
    )
    if st.any_perks:
        trainer.advantage_check(st, a, b, first, events)


def advance(st: SinnohState, events: list[Event]) -> None:
    """Let the automatic side decide until a seat must act."""
    if st.outcome is not None or st.actor == 0 or st.num_seats == 2:
        return
    guard = 0
    while st.outcome is None and st.seat_of(st.actor) is None:
        guard += 1
        if guard > 1000:
            raise RuntimeError("the automatic side does not come to a decision")
        act(st, -1, wild_action(st), events)


# -- sending and switching ------------------------------------------------------------------------


def send_in(st: SinnohState, side: int, index: int, events: list[Event]) -> bool:
    """Send a Pokémon in; True when leftover damage made it faint at once."""
    s = st.sides[side]
    s.active = index
    mon = s.party[index]
    events.append(Event("send", f"{st.name(mon)} is sent out", {"side": side, "slot": index}))
    return arrive(st, side, events)


def arrive(st: SinnohState, side: int, events: list[Event]) -> bool:
    """Damage left over from Overcut / Renegade Fury hits the next Pokémon switched in.
    True when that made it faint (the faint flow has then taken over)."""
    s = st.sides[side]
    mon = s.mon
    if mon is not None and s.overflow > 0:
        amount = shield(st, side, s.overflow)
        mon.damage += amount
        events.append(Event("overflow", f"{st.name(mon)} takes {amount} remaining damage"))
        s.overflow = 0
        if check_faints(st, events):
            return True
    if st.any_perks and st.perks[side] is not None:
        trainer.on_arrival(st, side, events)
    return False


def leave(st: SinnohState, mon: Mon) -> None:
    """A Pokémon switching out: fatigue back to 0, until-switch-out effects end."""
    mon.fatigue = 0
    mon.lasting = [x for x in mon.lasting if x.get("eternal")]
    mon.choice_lock = None
    mon.second_used = False
    mon.last_move = None
    mon.trapped = False
    mon.taken = 0
    if st.any_perks:
        st.end_void(st.side_of(mon), switched=True)


def switch_to(st: SinnohState, side: int, index: int, events: list[Event]) -> bool:
    s = st.sides[side]
    old = s.mon
    if old is not None:
        leave(st, old)
    s.active = index
    events.append(
        Event(
            "switch",
            f"{st.side_name(side)} switches to {st.name(s.party[index])}",
            {"side": side, "slot": index},
        )
    )
    return arrive(st, side, events)


# -- turns ----------------------------------------------------------------------------------------


def use_move(st: SinnohState, side: int, action: Action, events: list[Event]) -> None:
    s = st.sides[side]
    second = st.phase == "second"
    if st.phase == "metronome":
        second = bool(st.queue.pop(0)[2])
    if action.slot >= 0 and switch_to(st, side, action.slot, events):
        return
    mon = s.mon
    assert mon is not None
    if second:
        mon.second_used = True
    if action.verb == "disguise":
        name = trainer.disguise_move(st, side) or ""
    else:
        name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    if attack_rules.draws_metronome(st, move, opts) and not (st.any_perks and st.voided(side)):
        action = metronome_draw(st, side, action, second)
        if st.phase == "metronome":
            return
    if st.any_perks:
        ctx = attack_rules.begin(st, side, move, action.options())
        counts = st.roll(ctx.strength)
        phase = trainer.interrupt(st, ctx, counts)
        if phase is not None:
            st.pending = attack_rules.snapshot(ctx, counts)
            st.actor, st.phase = (side if phase == "adjust" else 1 - side), phase
            return
        attack_rules.finish(ctx, counts)
    else:
        ctx = attack_rules.resolve(st, side, move, action.options())
    after_attack(st, side, ctx, events)


def metronome_draw(st: SinnohState, side: int, act: Action, second: bool) -> Action:
    """Metronome: shuffle the Evolution Pokémon deck and take the top card's move. The action
    now names the drawn move (``drawn=NAME``); when that move offers a choice, its user makes it
    first (decision ``metronome``), as if it had chosen that move."""
    drawn = st.metronome_move()
    option = ";".join(x for x in (act.option, f"drawn={drawn}") if x)
    act = Action(act.verb, act.index, option, -1)
    if len(legal.metronome_options(st, side, act)) > 1:
        st.queue.insert(0, [side, "metronome", int(second), act.verb, act.index, option])
        st.actor, st.phase = side, "metronome"
    return act


def after_adjust(st: SinnohState, act: Action, events: list[Event]) -> None:
    """The attacker has decided what to do with its roll (``adjust``); the defender may now
    switch in a Substitute, else the attack goes on."""
    assert st.pending is not None
    st.pending = trainer.adjust(st, st.pending, act.options())
    side = st.pending["side"]
    if trainer.substitute_slots(st, 1 - side):
        st.actor, st.phase = 1 - side, "substitute"
        return
    complete_attack(st, events)


def after_substitute(st: SinnohState, act: Action, events: list[Event]) -> None:
    """The defender switches in the Pokémon holding the Substitute (or stays): it takes the
    attack."""
    assert st.pending is not None
    side = st.pending["side"]
    if act.verb == "switch":
        events.append(Event("trainer", "Uncanny Substitute: a Pokémon leaps in"))
        if switch_to(st, 1 - side, act.index, events):
            st.pending = None  # it fainted on arrival (remaining damage): the attack is lost
            return
    complete_attack(st, events)


def complete_attack(st: SinnohState, events: list[Event]) -> None:
    """Finish an attack that waited for decisions after its roll."""
    pending = st.pending
    assert pending is not None
    st.pending = None
    ctx = attack_rules.resume(st, pending)
    ctx.amp_extra = int(pending.get("amp", 0))
    attack_rules.finish(ctx, list(pending["counts"]))
    after_attack(st, pending["side"], ctx, events)


def after_attack(st: SinnohState, side: int, ctx: Ctx, events: list[Event]) -> None:
    """The attack is made: the roll is shown, then Galactic Retribution, faints, a second move or
    a switch, and the end of the turn."""
    mon = ctx.user
    name = ctx.source
    if st.any_perks:
        st.used_void(side)
    st.turn += 1
    st.quiet += 1
    b = ctx.base_counts
    st.last_roll = {
        "side": side,
        "move": ctx.move.name,
        "type": ctx.mtype,
        "strength": ctx.strength,
        "rolled": list(b),
        "counts": list(ctx.counts),
        "dice": ctx.dice_total,
        "type_bonus": ctx.type_bonus,
        "damage": ctx.dealt,
        "self_damage": ctx.dmg_user,
    }
    text = (
        f"{st.name(mon)} used {name}: {roll_words(b)}"
        f" = {ctx.dice_total}, type {ctx.type_bonus:+d} → {ctx.dealt} damage"
    )
    events.append(Event("attack", text, {"roll": st.last_roll}))
    lines = [text]
    # damage the move's effect added, what its effects did, and damage the user took, each on
    # its own line
    effect_damage = ctx.move_extra + ctx.penalty
    if effect_damage or ctx.move_double:
        words = f"{effect_damage:+d} damage" if effect_damage else ""
        if ctx.move_double:  # Opportune Strike's double has its own note
            words += (", " if words else "") + "double damage"
        events.append(Event("effect", f"{ctx.move.name}'s effect: {words}"))
        lines.append(events[-1].text)
    for note in (n for n in ctx.notes if n):
        events.append(Event("effect", note[:1].upper() + note[1:]))
        lines.append(events[-1].text)
    if ctx.dmg_user:
        why = " (battle fatigue)" if ctx.fatigue_hit == ctx.dmg_user else ""
        events.append(
            Event(
                "recoil",
                f"{st.name(mon)} takes {ctx.dmg_user} damage itself{why}",
                {"side": side, "damage": ctx.dmg_user},
            )
        )
        lines.append(events[-1].text)
    st.log = [*st.log[-20 + len(lines) :], *lines]
    if ctx.bench_defeats and st.any_perks and st.perks[ctx.d] is not None:
        # Blasting Off: "when one of your Pokémon faints", a benched one too (splash damage)
        for _ in range(ctx.bench_defeats):
            trainer.blasting_off(st, ctx.d, events)
    if ctx.bite and st.sides[1 - side].apricorns:
        st.queue.insert(
            0, [side, "bitten", int(ctx.second_offer), int(ctx.switch_offer), int(ctx.scuba)]
        )
        st.actor, st.phase = 1 - side, "give"
        return
    after_bite(
        st, side, ctx.second_offer, ctx.switch_offer, ctx.scuba, events, ctx.bench_defeats > 0
    )


def give_apricorn(st: SinnohState, side: int, act: Action, events: list[Event]) -> None:
    """Bug Bite: the target's trainer hands over the Apricorn of its choice; the attack's turn
    goes on."""
    colour = st.sides[side].spend_apricorn(colour=act.option)
    events.append(Event("effect", f"Bug Bite eats a {colour} Apricorn of {st.side_name(side)}"))
    attacker, _, second_offer, switch_offer, scuba = st.queue.pop(0)
    after_bite(st, attacker, bool(second_offer), bool(switch_offer), bool(scuba), events)


def after_bite(
    st: SinnohState,
    side: int,
    second_offer: bool,
    switch_offer: bool,
    scuba: bool,
    events: list[Event],
    bench_defeat: bool = False,
) -> None:
    """After an attack and its Bug Bite: Galactic Retribution, then the rest of the turn.
    ``bench_defeat``: the attack made a benched Pokémon faint (no Bug Bite or Retribution comes
    with such an attack: neither waits for it)."""
    if st.sides[1 - side].kind == "galactic" and tactics.retribution_offered(st, side):
        st.queue.insert(0, [side, "finish", int(second_offer), int(switch_offer), int(scuba)])
        st.actor, st.phase = 1 - side, "retribution"
        return
    finish_attack(st, side, second_offer, switch_offer, events, scuba, bench_defeat)


def after_retribution(st: SinnohState, events: list[Event]) -> None:
    """Team Galactic has decided on Galactic Retribution: the attack's turn goes on."""
    side, _, second_offer, switch_offer, *rest = st.queue.pop(0)
    scuba = bool(rest[0]) if rest else False
    finish_attack(st, side, bool(second_offer), bool(switch_offer), events, scuba)


def finish_attack(
    st: SinnohState,
    side: int,
    second_offer: bool,
    switch_offer: bool,
    events: list[Event],
    scuba: bool = False,
    bench_defeat: bool = False,
) -> None:
    """After an attack: faints (a benched Pokémon the attack made faint too: a wild Pokémon
    that defeats one flees), then a second move or a switch the move offers, then the end of the
    turn."""
    s = st.sides[side]
    mon = s.mon
    assert mon is not None
    if mon.doomed:
        # its final move is made (Lucky Egg, Encore): it faints now, together with any Pokémon
        # this move made faint
        mon.doomed = False
        mon.damage = max(mon.damage, mon.max_health)
    if check_faints(st, events):
        return
    if bench_defeat and side == 1 and wild_flees(st, events):
        return
    if second_offer and not mon.second_used:
        # the effect is used when the second move is made (use_move), not by declining it
        st.actor, st.phase = side, "second"
        return
    # Scuba Dive is the trainer's, not a move effect: Fairy Lock does not stop it
    if (
        ((switch_offer and not legal.effect_switch_blocked(st)) or scuba)
        and s.bench()
        and legal.can_leave(st, side)
    ):
        st.actor, st.phase = side, "switch"
        st.queue.insert(0, [side, "end_turn", int(scuba)])
        return
    end_turn(st, side, events)


def end_turn(st: SinnohState, side: int, events: list[Event], mon: Mon | None = None) -> None:
    """End-of-turn effects of the Pokémon whose turn it was (Poisoned, Star Shield, healing
    effects), applied together; then the other side's turn. ``mon``: the Pokémon that switched out
    by its move's effect this turn (STATUS EFFECTS: "at the end of *your* turns"); the one that
    came in had no turn. On the bench, Poison that reaches its health makes it faint there."""
    active = st.sides[side].mon
    if mon is None:
        mon = active
    if mon is not None and not mon.fainted:
        dmg = shield(st, side, 2) if "poisoned" in mon.statuses else 0
        # each healing effect on its own: Wishing Star adds to each ("whenever they are healed")
        heals = [x["n"] for x in mon.lasting if x["mod"] == "heal_end"] if mon.lasting else []
        if mon.item is not None:
            star = st.item_effect(mon, "heal_end")
            if star:
                if mon.statuses:
                    cure(mon, mon.statuses[0])
                else:
                    heals.append(int(star))
        if st.any_perks and st.perks[side] is not None:
            heals.append(perks.drowsy_heals(st, side, mon))
            heals = [perks.heal_bonus(st, side, n) for n in heals]
        heal = sum(heals)
        if "poisoned" in mon.statuses:
            heal = 0
        poisoned = "poisoned" in mon.statuses
        if mon is active:
            mon.damage = max(0, mon.damage + dmg - heal)
        else:
            mon.damage = max(0, mon.damage - heal)
            st.hurt(mon, dmg, side)
        mon.taken = 0
        if poisoned or dmg:
            events.append(Event("status", f"{st.name(mon)} takes {dmg} Poison damage"))
        if mon is not active and mon.fainted:
            events.append(Event("faint", f"{st.name(mon)} fainted", {"side": side}))
            if st.any_perks and st.perks[side] is not None:
                trainer.blasting_off(st, side, events)  # one of your Pokémon fainted
        if check_faints(st, events):
            return
    if st.quiet >= st.params.exhaustion and exhaustion(st, events):
        return
    st.turns += 1
    st.actor, st.phase = 1 - side, "attack"


def exhaustion(st: SinnohState, events: list[Event]) -> bool:
    """FAQ: if neither Pokémon can finish the other, both faint from exhaustion."""
    events.append(Event("exhaustion", "Both Pokémon faint from exhaustion"))
    fainted: list[int] = []
    for i in (0, 1):
        mon = st.sides[i].mon
        if mon is not None and not mon.fainted:
            faint(st, i, events)
            if mon.fainted:
                fainted.append(i)
    st.quiet = 0
    if fainted:
        after_faints(st, fainted, events)
        return True
    return False


# -- fainting and the end of battle ---------------------------------------------------------------


def check_faints(st: SinnohState, events: list[Event]) -> bool:
    """Faint every active Pokémon at or past its health (unless it may take a final move).
    Returns True when the flow moved on because of a faint."""
    fainted: list[int] = []
    for _ in (0, 1):  # a second pass: Blasting Off may make the other Pokémon faint
        for i in (0, 1):
            mon = st.sides[i].mon
            if mon is None or mon.fainted or mon.damage < mon.max_health or mon.doomed:
                continue
            faint(st, i, events)
            if not mon.fainted:
                continue  # restored by a Fallen Star
            fainted.append(i)
            if st.any_perks and st.perks[i] is not None:
                trainer.blasting_off(st, i, events)
        if not st.any_perks:
            break
    if not fainted:
        return False
    after_faints(st, fainted, events)
    return True


def faint(st: SinnohState, side: int, events: list[Event]) -> None:
    s = st.sides[side]
    mon = s.mon
    assert mon is not None
    star = None if mon.item is None else st.revive_item(mon)
    if star is not None:
        mon.drop(star)
        st.fully_restore(mon)
        mon.doomed = False
        events.append(Event("revive", f"{st.name(mon)} is fully restored by a Fallen Star"))
        return
    mon.fainted = True
    mon.doomed = False
    mon.statuses = []
    mon.fresh_para = False
    leave(st, mon)
    mon.lasting = []  # a fainted Pokémon's effects end, eternal ones included
    mon.marks = []
    s.lost += 1
    st.quiet = 0
    events.append(Event("faint", f"{st.name(mon)} fainted", {"side": side}))
    tactics.store_retribution(st, side, mon, events)
    tactics.beast_boost(st, side, events)


def wild_tier(st: SinnohState, mon: Mon) -> str:
    """Capture/reward tier: the card's tier, Legendary when holding an Alpha token."""
    if mon.item is not None and st.item_effect(mon, "legendary"):
        return "legendary"
    tier = st.content.cards[mon.card].tier
    return tier if tier in CAPTURE_RATE else "legendary"


def after_faints(st: SinnohState, fainted: list[int], events: list[Event]) -> None:
    """What happens after Pokémon faint (SWITCHING, END OF BATTLE)."""
    if st.outcome is not None:
        return
    me, foe = st.sides
    st.queue = []
    if foe.kind in ("trainer", "galactic"):
        out0, out1 = not me.usable(), not foe.usable()
        if out0 and out1:
            end(
                st,
                Termination.MUTUAL_KNOCKOUT,
                (),
                f"{st.side_name(0)} and {st.side_name(1)} are both out of Pokémon: a draw",
                events,
            )
        elif out0 or out1:
            winner = 1 if out0 else 0
            seated = st.seat_of(winner) is not None
            why = f"{st.side_name(1 - winner)} is out of Pokémon: {st.side_name(winner)} wins"
            end(
                st,
                Termination.KNOCKOUT,
                (winner,) if seated else (),
                why,
                events,
                losers=() if seated else (1 - winner,),
            )
        elif len(fainted) == 2:
            first = st.initiator
            st.queue = [[first, "send"], [1 - first, "send"], [first, "round"]]
            next_decision(st, events)
        else:
            loser = fainted[0]
            winner = 1 - loser
            st.queue = [[loser, "send"], [loser, "round"]]
            if st.sides[winner].kind != "galactic" or st.params.galactic_switch:
                st.queue.insert(0, [winner, "switch"])
            next_decision(st, events)
        return
    # wild or swarm: side 1 is the wild party
    wild = foe
    if 1 in fainted:
        if wild.usable() and wild.kind == "swarm":
            st.queue = [[0, "switch"], [1, "send"], [1, "round"]]
            next_decision(st, events)
            return
        if 0 in fainted and not me.usable():
            pass  # full rewards even if your Pokémon faints at the same time
        wild_defeated(st, events)
        return
    wild_mon = wild.mon
    assert wild_mon is not None
    legendary = stays(st, wild_mon)
    if not me.usable():
        reason = f"{st.side_name(0)} is out of usable Pokémon: {st.side_name(1)} wins"
        if wild.kind == "wild":
            st.rewards = {"journey_points": 0, "apricorns": FLEE_APRICORNS[wild_tier(st, wild_mon)]}
            reason = (
                f"{st.side_name(0)} is out of usable Pokémon: the wild {st.name(wild_mon)} "
                "defeated them all and fled"
            )
        end(st, Termination.KNOCKOUT, (), reason, events, losers=(0,))
        return
    if not legendary:
        st.rewards = {"journey_points": 0, "apricorns": FLEE_APRICORNS[wild_tier(st, wild_mon)]}
        end(st, Termination.FLED, (), f"the wild {st.name(wild_mon)} fled the battle", events)
        return
    st.queue = [[0, "send"], [0, "round"]]
    next_decision(st, events)


def stays(st: SinnohState, wild_mon: Mon) -> bool:
    """Whether the wild side stays after defeating one of your Pokémon: a Legendary Pokémon, a
    swarm, and (FAQ) a wild Pokémon that may not flee (trapped, Frozen); Roller Skates."""
    me, wild = st.sides
    held = wild_mon.trapped or "frozen" in wild_mon.statuses
    for e in perks.get_all(st, 0, "flee_after") if st.any_perks else ():
        held = held or me.lost < int(e["defeats"])  # Roller Skates
    return wild_tier(st, wild_mon) == "legendary" or wild.kind == "swarm" or held


def wild_flees(st: SinnohState, events: list[Event]) -> bool:
    """The wild Pokémon's attack made one of your benched Pokémon faint (Earthquake's splash):
    it has defeated one of your Pokémon and a Weak, Moderate or Strong one flees (END OF
    BATTLE). True when the battle ended."""
    wild = st.sides[1]
    wild_mon = wild.mon
    if wild.kind != "wild" or wild_mon is None or wild_mon.fainted or stays(st, wild_mon):
        return False
    st.queue = []
    st.rewards = {"journey_points": 0, "apricorns": FLEE_APRICORNS[wild_tier(st, wild_mon)]}
    end(st, Termination.FLED, (), f"the wild {st.name(wild_mon)} fled the battle", events)
    return True


def wild_defeated(st: SinnohState, events: list[Event]) -> None:
    """REWARDS AND RECOVERY: rewards, then teaching each defeated Pokémon's move (a decision),
    then the end of the battle."""
    wild = st.sides[1]
    captured = set(st.rewards.get("captured_slots", []))
    defeated = [m for i, m in enumerate(wild.party) if m.fainted and i not in captured]
    st.teach_left = [teaching.moves_of(st, m) for m in defeated]
    if wild.kind == "swarm":
        st.rewards = {**st.rewards, "journey_points": 7, "apricorns": 0, "defeated": len(defeated)}
        reason = f"every Pokémon of the swarm is defeated: {st.side_name(0)} wins"
    else:
        mon = wild.party[wild.active or 0]
        tier = wild_tier(st, mon)
        card = st.content.cards[st.content.default_form(st.content.cards[mon.card]).id]
        st.rewards = {
            "journey_points": JOURNEY_POINTS[tier] + 1,
            "apricorns": 3,
            "teach": st.teach_left[0] if st.teach_left else [],
            "defeated": 1,
        }
        reason = f"the wild {card.name} fainted: {st.side_name(0)} wins"
    end(st, Termination.KNOCKOUT, (0,), reason, events)


def end(
    st: SinnohState,
    term: Termination,
    winners: tuple[int, ...],
    reason: str,
    events: list[Event],
    losers: tuple[int, ...] = (),
) -> None:
    """The battle is decided (END OF BATTLE). ``losers`` are the seats that lost to an automatic
    opponent (nobody at the table won). The first call records the result and prepares what
    comes after the battle (forms, rewards, decisions: :mod:`.aftermath`); the outcome is set
    once no decision after the battle is left (later calls, after each decision, pass no
    result)."""
    if st.ending is None:
        st.ending = [term.value, list(winners), reason, list(losers)]
        st.queue = []
        aftermath.prepare(st, events)
    if aftermath.next_step(st):
        return
    term_value, won, why = st.ending[:3]
    lost = tuple(st.ending[3]) if len(st.ending) > 3 else ()
    st.outcome = Outcome(Termination(term_value), tuple(won), why, losers=lost)
    st.queue = []
    events.append(
        Event("end", why, {"winners": list(won), "losers": list(lost), "rewards": st.rewards})
    )


# -- capture --------------------------------------------------------------------------------------


def throw_ball(st: SinnohState, side: int, kind: str, events: list[Event]) -> None:
    """CAPTURING POKÉMON: instead of attacking, roll the ball's dice against the capture rate.
    Pokémon Thief may throw at a trainer's Pokémon; the Cherish Ball captures automatically."""
    s = st.sides[side]
    s.balls.remove(kind)
    foe = st.sides[1 - side]
    mon = foe.mon
    assert mon is not None
    auto = kind in AUTO_BALLS
    counts = [0, 0, 0] if auto else st.roll(BALLS[kind])
    ok, total = capture_roll(st, mon, counts, side, auto)
    stealing = foe.kind == "trainer"
    card = st.content.cards[mon.card]
    tier = trainer.capture_tier(st, mon, card) if stealing else wild_tier(st, mon)
    need = "automatic" if auto else f"needs {CAPTURE_RATE[tier]}+"
    events.append(
        Event(
            "capture",
            f"{ball_name(kind)}: {roll_words(counts)} = {total} ({need})",
            {"ball": kind, "counts": counts, "total": total, "success": ok},
        )
    )
    st.last_roll = {"side": side, "ball": kind, "counts": counts, "total": total}
    if st.any_perks and counts[0] and perks.has(st, side, "amplifier"):
        s.amp = min(st.params.amplifier_max, s.amp + counts[0])
    if ok and stealing:
        # Pokémon Thief: it leaves its trainer's battle with everything attached
        leave(st, mon)
        mon.fainted = True
        slot = foe.active
        stolen = [*st.rewards.get("stolen", []), [1 - side, slot, mon.card]]
        st.rewards = {**st.rewards, "stolen": stolen}
        events.append(Event("captured", f"{st.name(mon)} was captured from its trainer"))
        after_faints(st, [1 - side], events)
        return
    if ok and foe.kind == "swarm":
        # the captured Pokémon leaves the swarm; the next one comes in
        mon.fainted = True
        captured = [*st.rewards.get("captured", []), mon.card]
        slots = [*st.rewards.get("captured_slots", []), foe.active]
        st.rewards = {**st.rewards, "captured": captured, "captured_slots": slots}
        events.append(Event("captured", f"{st.name(mon)} was captured"))
        after_faints(st, [1], events)
        return
    if ok:
        st.rewards = {
            "journey_points": JOURNEY_POINTS[tier],
            "apricorns": 3,
            "captured": [mon.card],
        }
        end(
            st,
            Termination.OBJECTIVE,
            (0,),
            f"{st.side_name(side)} captured the wild {st.name(mon)}",
            events,
        )
        return
    own = s.mon
    if own is not None:
        own.last_move = None
        if own.doomed:  # the throw was its final turn (Lucky Egg, Encore)
            own.doomed = False
            own.damage = max(own.damage, own.max_health)
            if check_faints(st, events):
                return
    end_turn(st, side, events)
