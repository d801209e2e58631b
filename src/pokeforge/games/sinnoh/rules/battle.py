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
from ..params import BALLS, CAPTURE_RATE, FLEE_APRICORNS, JOURNEY_POINTS
from . import attack as attack_rules
from . import legal, tactics, teaching
from .armour import shield
from .capture import capture_roll
from .status import cure
from .wild import wild_action

if TYPE_CHECKING:
    from ..pieces import Mon
    from ..state import SinnohState


# -- decisions ------------------------------------------------------------------------------------


def act(st: SinnohState, seat: int, action: Action, events: list[Event]) -> None:
    side = st.actor
    verb = action.verb
    if verb == "send":
        if send_in(st, side, action.index, events):
            return
        next_decision(st, events)
    elif verb == "concede":
        other = 1 - side
        end(
            st,
            Termination.CONCESSION,
            (other,) if st.seat_of(other) is not None else (),
            f"side {side} conceded",
            events,
        )
    elif verb == "stay" and st.phase == "retribution":
        after_retribution(st, events)
    elif verb == "strike":
        tactics.strike_back(st, side, events)
        after_retribution(st, events)
    elif verb in ("teach", "skip"):
        teaching.teach(st, action, events)
        if not teaching.next_step(st):
            end(st, Termination.KNOCKOUT, (0,), st.queue[0][2], events)
    elif verb == "stay":
        if st.phase == "second":
            end_turn(st, side, events)
        elif st.phase == "switch" and st.queue and st.queue[0][1] == "end_turn":
            st.queue.pop(0)
            end_turn(st, side, events)
        else:
            next_decision(st, events)
    elif verb == "switch":
        after_effect = bool(st.queue) and st.queue[0][1] == "end_turn"
        if after_effect:
            st.queue.pop(0)
        if switch_to(st, side, action.index, events):
            return
        if after_effect:
            end_turn(st, side, events)
        else:
            next_decision(st, events)
    elif verb == "ball":
        throw_ball(st, side, action.option, events)
    elif verb == "use":
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
    first = 0 if a > b else 1 if b > a else st.initiator
    st.actor, st.phase = first, "attack"
    events.append(
        Event("initiative", f"Initiative {a} vs {b}: side {first} goes first", {"first": first})
    )


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
        return check_faints(st, events)
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


def switch_to(st: SinnohState, side: int, index: int, events: list[Event]) -> bool:
    s = st.sides[side]
    old = s.mon
    if old is not None:
        leave(st, old)
    s.active = index
    events.append(
        Event(
            "switch",
            f"side {side} switches to {st.name(s.party[index])}",
            {"side": side, "slot": index},
        )
    )
    return arrive(st, side, events)


# -- turns ----------------------------------------------------------------------------------------


def use_move(st: SinnohState, side: int, action: Action, events: list[Event]) -> None:
    s = st.sides[side]
    second = st.phase == "second"
    if action.slot >= 0 and switch_to(st, side, action.slot, events):
        return
    mon = s.mon
    assert mon is not None
    if second:
        mon.second_used = True
    name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    ctx = attack_rules.resolve(st, side, move, action.options())
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
        f"{st.name(mon)} used {name}: {b[0]} status, {b[1]} hits, {b[2]} critical"
        f" = {ctx.dice_total}, type {ctx.type_bonus:+d} → {ctx.dealt} damage"
    )
    if ctx.notes:
        text += ". " + "; ".join(n for n in ctx.notes if n)
    events.append(Event("attack", text, {"roll": st.last_roll}))
    st.log = [*st.log[-19:], text]
    if st.sides[1 - side].kind == "galactic" and tactics.retribution_offered(st, side):
        st.queue.insert(0, [side, "finish", int(ctx.second_offer), int(ctx.switch_offer)])
        st.actor, st.phase = 1 - side, "retribution"
        return
    finish_attack(st, side, ctx.second_offer, ctx.switch_offer, events)


def after_retribution(st: SinnohState, events: list[Event]) -> None:
    """Team Galactic has decided on Galactic Retribution: the attack's turn goes on."""
    side, _, second_offer, switch_offer = st.queue.pop(0)
    finish_attack(st, side, bool(second_offer), bool(switch_offer), events)


def finish_attack(
    st: SinnohState, side: int, second_offer: bool, switch_offer: bool, events: list[Event]
) -> None:
    """After an attack: faints, then a second move or a switch the move offers, then the end of
    the turn."""
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
    if second_offer and not mon.second_used:
        mon.second_used = True
        st.actor, st.phase = side, "second"
        return
    if (
        switch_offer
        and s.bench()
        and legal.can_leave(st, side)
        and not legal.effect_switch_blocked(st)
    ):
        st.actor, st.phase = side, "switch"
        st.queue.insert(0, [side, "end_turn"])
        return
    end_turn(st, side, events)


def end_turn(st: SinnohState, side: int, events: list[Event]) -> None:
    """End-of-turn effects of the side's active Pokémon (Poisoned, Star Shield, healing effects),
    applied together; then the other side's turn."""
    mon = st.sides[side].mon
    if mon is not None and not mon.fainted:
        dmg = shield(st, side, 2) if "poisoned" in mon.statuses else 0
        heal = sum(x["n"] for x in mon.lasting if x["mod"] == "heal_end") if mon.lasting else 0
        if mon.item is not None and st.content.items[mon.item].effects.get("heal_end"):
            if mon.statuses:
                cure(mon, mon.statuses[0])
            else:
                heal += int(st.content.items[mon.item].effects["heal_end"])
        if "poisoned" in mon.statuses:
            heal = 0
        mon.damage = max(0, mon.damage + dmg - heal)
        mon.taken = 0
        if "poisoned" in mon.statuses or dmg:
            events.append(Event("status", f"{st.name(mon)} takes {dmg} Poison damage"))
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
    for i in (0, 1):
        mon = st.sides[i].mon
        if mon is None or mon.fainted or mon.damage < mon.max_health or mon.doomed:
            continue
        faint(st, i, events)
        if not mon.fainted:
            continue  # restored by a Fallen Star
        fainted.append(i)
    if not fainted:
        return False
    after_faints(st, fainted, events)
    return True


def faint(st: SinnohState, side: int, events: list[Event]) -> None:
    s = st.sides[side]
    mon = s.mon
    assert mon is not None
    if mon.item is not None and st.content.items[mon.item].effects.get("revive"):
        mon.item = None
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
    st.quiet = 0
    events.append(Event("faint", f"{st.name(mon)} fainted", {"side": side}))
    tactics.store_retribution(st, side, mon, events)
    tactics.beast_boost(st, side, events)


def wild_tier(st: SinnohState, mon: Mon) -> str:
    """Capture/reward tier: the card's tier, Legendary when holding an Alpha token."""
    if mon.item is not None and st.content.items[mon.item].effects.get("legendary"):
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
            end(st, Termination.MUTUAL_KNOCKOUT, (), "both trainers are out of Pokémon", events)
        elif out0 or out1:
            winner = 1 if out0 else 0
            winners = (winner,) if st.seat_of(winner) is not None else ()
            end(st, Termination.KNOCKOUT, winners, f"side {1 - winner} is out of Pokémon", events)
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
    # FAQ: a wild Pokémon that may not flee (trapped, Frozen) stays, like a Legendary Pokémon
    stays = wild_mon.trapped or "frozen" in wild_mon.statuses
    legendary = wild_tier(st, wild_mon) == "legendary" or wild.kind == "swarm" or stays
    if not me.usable():
        reason = "you are out of usable Pokémon"
        if wild.kind == "wild":
            st.rewards = {"journey_points": 0, "apricorns": FLEE_APRICORNS[wild_tier(st, wild_mon)]}
            reason = f"{st.name(wild_mon)} fled after defeating all your Pokémon"
        end(st, Termination.KNOCKOUT, (), reason, events)
        return
    if not legendary:
        st.rewards = {"journey_points": 0, "apricorns": FLEE_APRICORNS[wild_tier(st, wild_mon)]}
        end(st, Termination.OBJECTIVE, (), f"{st.name(wild_mon)} fled the battle", events)
        return
    st.queue = [[0, "send"], [0, "round"]]
    next_decision(st, events)


def wild_defeated(st: SinnohState, events: list[Event]) -> None:
    """REWARDS AND RECOVERY: rewards, then teaching each defeated Pokémon's move (a decision),
    then the end of the battle."""
    wild = st.sides[1]
    captured = set(st.rewards.get("captured_slots", []))
    defeated = [m for i, m in enumerate(wild.party) if m.fainted and i not in captured]
    st.teach_left = [teaching.moves_of(st, m) for m in defeated]
    if wild.kind == "swarm":
        st.rewards = {**st.rewards, "journey_points": 7, "apricorns": 0}
        reason = "every Pokémon of the swarm is defeated"
    else:
        mon = wild.party[wild.active or 0]
        tier = wild_tier(st, mon)
        card = st.content.cards[st.content.default_form(st.content.cards[mon.card]).id]
        st.rewards = {
            "journey_points": JOURNEY_POINTS[tier] + 1,
            "apricorns": 3,
            "teach": st.teach_left[0] if st.teach_left else [],
        }
        reason = f"the wild {card.name} fainted"
    st.queue = [[0, "end", reason]]
    if not teaching.next_step(st):
        end(st, Termination.KNOCKOUT, (0,), reason, events)


def end(
    st: SinnohState, term: Termination, winners: tuple[int, ...], reason: str, events: list[Event]
) -> None:
    st.outcome = Outcome(term, winners, reason)
    st.queue = []
    events.append(Event("end", reason, {"winners": list(winners), "rewards": st.rewards}))


# -- capture --------------------------------------------------------------------------------------


def throw_ball(st: SinnohState, side: int, kind: str, events: list[Event]) -> None:
    """CAPTURING POKÉMON: instead of attacking, roll the ball's dice against the capture rate."""
    s = st.sides[side]
    s.balls.remove(kind)
    wild = st.sides[1 - side]
    mon = wild.mon
    assert mon is not None
    counts = st.roll(BALLS[kind])
    ok, total = capture_roll(st, mon, counts)
    tier = wild_tier(st, mon)
    events.append(
        Event(
            "capture",
            f"{kind} ball: {counts[0]} status, {counts[1]} hits, "
            f"{counts[2]} critical = {total} (needs {CAPTURE_RATE[tier]}+)",
            {"ball": kind, "counts": counts, "total": total, "success": ok},
        )
    )
    st.last_roll = {"side": side, "ball": kind, "counts": counts, "total": total}
    if ok and wild.kind == "swarm":
        # the captured Pokémon leaves the swarm; the next one comes in
        mon.fainted = True
        captured = [*st.rewards.get("captured", []), mon.card]
        slots = [*st.rewards.get("captured_slots", []), wild.active]
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
        end(st, Termination.OBJECTIVE, (0,), f"{st.name(mon)} was captured", events)
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
