"""Trainer-card abilities that add decisions or act on the flow of a battle (the battle effects of
``trainers.json``; :mod:`.perks` holds the ones that only change numbers).

* **Initiative Advantage** (Ninja Boy) belongs to the trainer who initiated the battle (the one
  who wins initiative ties): Surprise Attack may use it to go first regardless of initiative;
  Toxin Dart inflicts a chosen status whenever it is used (a tie it decides, or a Surprise
  Attack).
* **Free actions on your turn** (they do not use the turn): Hyper Potion (once per battle),
  Masterwork Stew (costs 1 Apricorn of every colour).
* **After the roll** (decision ``adjust`` of the attacker): Subtle Manipulation changes one die,
  Gale Force adds status symbols, the Amplifier die adds its value (doubled once by Amplifier
  Overload); then **before the damage** (decision ``substitute`` of the defender): Uncanny
  Substitute switches in the benched Pokémon holding the Substitute, which takes the attack.
* **Arrival** (Road Works), **fainting** (Blasting Off), **Beast Boost** (Legendary Protector),
  **capture** (Sweet Scent, Super Rod, Cherish Ball, Pokémon Thief).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.events import Event

from ..actions import STAY, Action, action
from ..params import CAPTURE_RATE
from . import perks
from .armour import shield
from .status import cure, inflict

if TYPE_CHECKING:
    from ..content import Card, Move
    from ..pieces import Mon
    from ..state import SinnohState
    from .context import Ctx

FACE_WORDS = ("status", "hit", "crit")


# -- initiative advantage -------------------------------------------------------------------------


def advantage_check(st: SinnohState, a: int, b: int, first: int, events: list[Event]) -> bool:
    """At an initiative check: offer the holder of Initiative Advantage its decision (Surprise
    Attack, Toxin Dart). True when a decision is now awaited."""
    holder = st.initiator
    surprise = perks.has(st, holder, "surprise_attack")
    dart = perks.has(st, holder, "toxin_dart")
    if not (surprise or dart):
        return False
    if first != holder and surprise:
        st.queue.insert(0, [holder, "advantage", first])
        st.actor, st.phase = holder, "advantage"
        return True
    if first == holder and a == b and dart and st.sides[1 - holder].mon is not None:
        st.queue.insert(0, [holder, "advantage", first])
        st.actor, st.phase = holder, "advantage"
        return True
    return False


def advantage_options(st: SinnohState) -> list[Action]:
    holder = st.actor
    first = st.queue[0][2]
    e = perks.first(st, holder, "toxin_dart")
    uses = [action("advantage", -1, f"status={s}") for s in e["statuses"]] if e else []
    if first == holder:
        return uses  # a tie decided by the advantage: the dart must land
    return [*(uses or [action("advantage")]), STAY]


def use_advantage(st: SinnohState, act: Action, events: list[Event]) -> None:
    """The holder decides: ``stay`` (the check stands) or ``advantage`` (go first; Toxin Dart)."""
    holder, _, first = st.queue.pop(0)
    if act.verb == "stay":
        st.actor, st.phase = first, "attack"
        return
    status = act.options().get("status")
    foe = st.sides[1 - holder].mon
    text = f"{st.side_name(holder)} uses Initiative Advantage"
    if status and foe is not None:
        got = inflict(foe, st.content.cards[foe.card], [status])
        if got:
            text += f": {st.name(foe)} is {got[0].capitalize()}"
    events.append(Event("initiative", text, {"first": holder}))
    st.actor, st.phase = holder, "attack"


# -- free actions on your turn ------------------------------------------------------------------


def free_actions(st: SinnohState, side: int) -> list[Action]:
    """Hyper Potion and Masterwork Stew, while unused."""
    s = st.sides[side]
    out: list[Action] = []
    if perks.has(st, side, "hyper_potion") and "potion" not in s.used:
        for i, mon in enumerate(s.party):
            if not mon.fainted and (mon.damage or mon.statuses):
                out.append(action("potion", i))
    if perks.has(st, side, "masterwork_stew") and "stew" not in s.used and all(s.bag):
        out.append(action("stew"))
    return out


def use_free_action(st: SinnohState, side: int, act: Action, events: list[Event]) -> None:
    s = st.sides[side]
    if act.verb == "potion":
        mon = s.party[act.index]
        s.used = (*s.used, "potion")
        st.fully_restore(mon)
        events.append(Event("trainer", f"Hyper Potion: {st.name(mon)} is fully healed"))
    else:  # stew
        s.bag = [n - 1 for n in s.bag]
        s.used = (*s.used, "stew")
        events.append(
            Event("trainer", "Masterwork Stew: moves of the user's type gain attack strength")
        )


# -- attack options -----------------------------------------------------------------------------


def attack_options(
    st: SinnohState, side: int, mon: Mon, move: Move, mtype: str | None = None
) -> list[str]:
    """What a trainer card adds to the choice of a move: a new type, an Apricorn for the base
    strength, the status die, a Firewood. Each is a ``key=value`` option or nothing. ``mtype``
    is the attack's type when the move's own choice set it (Hidden Power chosen as Water is a
    Water-type move for Butterfly Technique and Burning Ignition)."""
    mtype = mtype or move.type
    perks_ = st.perks[side]
    if perks_ is None:
        return [""]
    s = st.sides[side]
    card = st.content.cards[mon.card]
    groups: list[list[str]] = []
    types: list[str] = []
    for e in perks_.get("retype"):
        if perks.matches(st, e, mon, card, mtype):
            types.extend(t for t in e["to"] if t != mtype)
    for e in perks_.get("triple_threat"):
        moves = st.content.moves
        known = list(dict.fromkeys(moves[n].type for n in st.move_names(mon) if n in moves))
        if len(known) >= int(e["count"]):
            types.extend(t for t in known if t != mtype)
    if types:
        groups.append(["", *(f"retype={t}" for t in dict.fromkeys(types))])
    if "apricorn_strength" in perks_:
        colours = s.colours_in_bag()
        if colours:
            groups.append(["", *(f"assets={c}" for c in colours)])
    if "status_reroll" in perks_ and _inflicts_on_target(move):
        groups.append(["", "reroll=yes"])
    if s.firewood > 0:
        for e in perks_.get("firewood"):
            if perks.matches(st, e, mon, card, mtype):
                groups.append(["", "firewood=yes"])
                break
    options = [""]
    for group in groups:
        options = [";".join(x for x in (o, g) if x) for o in options for g in group]
    return options


#: move effects that inflict statuses on the target (Unstable Magic may reroll them)
_INFLICTS = frozenset({"inflict", "inflict_random", "inflict_chosen"})


def _inflicts_on_target(move: Move) -> bool:
    """Whether ``move`` inflicts a status on the opposing Pokémon (not only on its user, as
    Petal Dance does): only then has Unstable Magic a status to roll for."""
    return any(e["do"] in _INFLICTS and e.get("who", "target") != "user" for e in move.effects)


def disguise_move(st: SinnohState, side: int) -> str | None:
    """Pokémon Disguise: the opposing Pokémon's signature move, if the user may use it."""
    if not perks.has(st, side, "disguise"):
        return None
    foe = st.sides[1 - side].mon
    mon = st.sides[side].mon
    if foe is None or mon is None:
        return None
    name = st.content.cards[foe.card].move
    if name not in st.content.moves or name in st.move_names(mon):
        return None
    return name


# -- after the roll, before the damage ----------------------------------------------------------


def adjust_options(
    st: SinnohState, ctx_side: int, mtype: str, counts: list[int], fixed: bool = False
) -> list[str]:
    """The attacker's choices after its roll (``""``: leave the roll as it is). ``fixed``: the
    dice may not be replaced (Sacred Sword's effect): no die change (Subtle Manipulation)."""
    s = st.sides[ctx_side]
    perks_ = st.perks[ctx_side]
    if perks_ is None:
        return [""]
    mon = s.mon
    assert mon is not None
    card = st.content.cards[mon.card]
    groups: list[list[str]] = []
    if not fixed and any(perks.matches(st, e, mon, card, mtype) for e in perks_.get("change_die")):
        changes = [
            f"die={FACE_WORDS[x]}>{FACE_WORDS[y]}"
            for x in range(3)
            for y in range(3)
            if x != y and counts[x] > 0
        ]
        if changes:
            groups.append(["", *changes])
    for e in perks_.get("add_symbols"):
        if perks.matches(st, e, mon, card, mtype):
            groups.append(["", *(f"add={n}" for n in range(1, int(e["max"]) + 1))])
            break
    if "amplifier" in perks_ and s.amp > 0 and "amp_off" not in s.used:
        amp = ["", "amp=use"]
        if any(perks.matches(st, e, mon, card, mtype) for e in perks_.get("amplifier_overload")):
            amp.append("amp=double")
        groups.append(amp)
    options = [""]
    for group in groups:
        options = [";".join(x for x in (o, g) if x) for o in options for g in group]
    return options


def substitute_slots(st: SinnohState, defender: int) -> list[int]:
    """Benched Pokémon holding the Substitute that may switch in before an attack's damage."""
    from .legal import can_leave

    e = perks.first(st, defender, "substitute")
    if e is None:
        return []
    s = st.sides[defender]
    if s.mon is None or not can_leave(st, defender):
        return []
    return [i for i in s.bench() if s.party[i].holds(e["item"])]


def fixed_dice(effects: Any) -> bool:
    """Whether a move's effects keep its dice from being replaced or removed (Sacred Sword)."""
    return any(e["do"] == "fixed_dice" for e in effects)


def interrupt(st: SinnohState, ctx: Ctx, counts: list[int]) -> str | None:
    """The decision an attack waits for after its roll: ``adjust`` (the attacker), then
    ``substitute`` (the defender), or ``None``."""
    if len(adjust_options(st, ctx.a, ctx.mtype, counts, fixed_dice(ctx.effects))) > 1:
        return "adjust"
    if substitute_slots(st, ctx.d):
        return "substitute"
    return None


def adjust(st: SinnohState, pending: dict[str, Any], opts: dict[str, str]) -> dict[str, Any]:
    """Apply the attacker's choices to the interrupted attack; returns the new pending record."""
    counts = list(pending["counts"])
    notes = list(pending["notes"])
    side = pending["side"]
    s = st.sides[side]
    if "die" in opts:
        x, _, y = opts["die"].partition(">")
        i, j = FACE_WORDS.index(x), FACE_WORDS.index(y)
        if counts[i] > 0:
            counts[i] -= 1
            counts[j] += 1
            notes.append(f"Subtle Manipulation: a {x} becomes a {y}")
    if "add" in opts:
        n = int(opts["add"])
        counts[0] += n
        notes.append(f"Gale Force adds {n} status symbol{'s' if n > 1 else ''}")
    amp = 0
    if opts.get("amp") in ("use", "double") and s.amp > 0:
        amp = s.amp * (2 if opts["amp"] == "double" else 1)
        s.amp = 0
        if opts["amp"] == "double":
            s.used = (*s.used, "amp_off")
    return {**pending, "counts": counts, "notes": notes, "amp": amp}


# -- arrival, fainting, Beast Boost ----------------------------------------------------------


def on_arrival(st: SinnohState, side: int, events: list[Event]) -> None:
    """Road Works: a Steel-type switched in tires the opposing Pokémon and keeps it in."""
    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    if mon is None or foe is None or foe.fainted:
        return
    card = st.content.cards[mon.card]
    for e in perks.get_all(st, side, "arrival_trap"):
        if perks.matches(st, e, mon, card):
            foe.fatigue = min(5, foe.fatigue + int(e["fatigue"]))
            foe.trapped = True
            events.append(
                Event("trainer", f"Road Works: {st.name(foe)} is tired and cannot get away")
            )


def blasting_off(st: SinnohState, fainted_side: int, events: list[Event]) -> None:
    """Blasting Off: when one of your Pokémon faints, the opposing Pokémon takes damage."""
    foe = st.sides[1 - fainted_side].mon
    if foe is None or foe.fainted:
        return
    for e in perks.get_all(st, fainted_side, "blasting_off"):
        amount = shield(st, 1 - fainted_side, int(e["damage"]))
        foe.damage += amount
        foe.taken += amount
        events.append(Event("trainer", f"Blasting Off: {st.name(foe)} takes {amount} damage"))


def protect_legendary(st: SinnohState, side: int, mon: Mon, events: list[Event]) -> bool:
    """Legendary Protector: when Beast Boost triggers (its own effect already applied), the
    Pokémon also heals, its fatigue is reset and its next attack gains more attack strength on
    top of Beast Boost's. True when it acted."""
    e = perks.first(st, side, "legendary_protector")
    if e is None:
        return False
    heal = 0 if "poisoned" in mon.statuses else perks.heal_bonus(st, side, int(e["heal"]))
    mon.damage = max(0, mon.damage - heal)
    mon.fatigue = int(e["fatigue"])
    mon.boost += int(e["strength"])
    events.append(Event("tactic", f"Legendary Protector: {st.name(mon)} is restored and boosted"))
    return True


# -- capture ------------------------------------------------------------------------------------


def capture_tier(st: SinnohState, mon: Mon, card: Card) -> str:
    """The capture tier of a trainer's Pokémon (Pokémon Thief): its encounter tier; a Starter by
    how far it is from its final stage: two evolutions left Weak, one Moderate, none Strong
    (documented decision); Legendary with an Alpha token."""
    tier = perks.tier_of(st.content, mon, card)
    if tier != "starter":
        return tier if tier in CAPTURE_RATE else "legendary"
    names = {c.name: c for c in st.content.cards.values() if c.state <= 1}
    left, current, seen = 0, card, set()
    while current.evolve_into and current.name not in seen:
        seen.add(current.name)
        following = names.get(current.evolve_into[0])
        if following is None:
            break
        left, current = left + 1, following
    return ("strong", "moderate", "weak")[min(left, 2)]


def capture_bonus(st: SinnohState, side: int, counts: list[int]) -> tuple[list[int], int]:
    """Sweet Scent / Super Rod at their sites turn a status symbol into a regular hit; Pokémon
    Thief's capture penalty against a trainer. Returns the counts and a bonus to the total."""
    site = st.site
    counts = list(counts)
    for e in perks.get_all(st, side, "capture_accuracy"):
        if e["site"] == site and counts[0] > 0:
            counts[0] -= 1
            counts[1] += 1
    penalty = 0
    if st.sides[1 - side].kind == "trainer":
        for e in perks.get_all(st, side, "thief"):
            penalty -= int(e["penalty"])
    return counts, penalty


def may_steal(st: SinnohState, side: int) -> bool:
    return st.sides[1 - side].kind == "trainer" and perks.has(st, side, "thief")


def cure_on_switch(st: SinnohState, mon: Mon) -> None:
    """Scuba Dive: the Pokémon that switched out heals all its statuses."""
    cure(mon)
