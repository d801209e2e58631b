"""Damage (rulebook "The turn…", Phase 3 b) "By type", the die convention and the defender's
timing; "List of effects": Harden, Withdraw, Focus Energy, Substitute, Light Screen).

* physical: damage = max(0, attack − defence); Harden (one gauge point per attack) adds 20 to the
  defence; Withdraw caps the damage at 10; Focus Energy ignores defence, Harden and Withdraw; a
  Substitute token absorbs the hit and is removed (not against Selfdestruct);
* fire / electric: full damage, 10 against a resistance, 10 with a Light Screen token spent.

Several values: a die decides (2 values: 1–3 low, 4–6 high; 3 values: 1–2, 3–4, 5–6). The target is
named first. If a defender has a token that could matter, the attacker chooses ``ask`` (the owners
announce before the roll) or ``roll`` (they decide after seeing the value). With one value the
owners decide knowing the damage. Area attacks ask every affected owner with a choice, one at a
time, in board order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pokeforge.core.events import Event

from ..actions import Attack, Defend
from ..content import AttackDef
from ..events import event, seat_name
from ..pending import Pending
from . import end
from .effects import Ctx, run

if TYPE_CHECKING:
    from ..mon import Mon
    from ..state import TacticsState

HARDEN_DEFENCE = 20
REDUCED = 10  # resisted, Light Screen, and the Withdraw cap
HARDEN = "Harden"
LIGHT_SCREEN = "Light Screen"


def rage_bonus(m: Mon) -> int:
    """Rage: half the damage the user has taken, rounded down to tens."""
    return (m.sp.hp - m.hp) // 2 // 10 * 10


def attack_values(st: TacticsState, m: Mon, a: AttackDef) -> tuple[int, ...]:
    """``a``'s possible attack values for ``m`` now: its damage plus the gauge (Fury Cutter), Rage
    and last-rescue bonuses."""
    bonus = st.t_boost
    if a.gauge_bonus is not None:
        bonus += m.gauges[a.gauge_bonus]
    if a.rage:
        bonus += rage_bonus(m)
    return tuple(v + bonus for v in a.damage)


def die_index(face: int, n: int) -> int:
    """Which of ``n`` values a die ``face`` selects (the rulebook's convention)."""
    if n == 1:
        return 0
    if n == 2:
        return 0 if face <= 3 else 1
    return (face - 1) // 2


def amount(a: AttackDef, t: Mon, value: int, focus: bool, use_option: bool) -> int:
    """The HP ``t`` loses to ``a`` at ``value`` (a Substitute's absorption aside)."""
    if a.type == "physical":
        if a.ignore_defence or focus:
            dmg = value
        else:
            dmg = max(0, value - t.sp.defence - (HARDEN_DEFENCE if use_option else 0))
        if not focus and t.gauges.get("withdraw", 0) > 0:
            dmg = min(dmg, REDUCED)
        return dmg
    if a.type in t.sp.resistances or use_option:
        return min(value, REDUCED)
    return value


def absorbed(a: AttackDef, t: Mon) -> bool:
    return a.type == "physical" and t.tokens["substitute"] > 0 and not a.ignore_substitute


def option_for(a: AttackDef, t: Mon, value: int, focus: bool) -> str | None:
    """The defensive token ``t``'s owner may spend against ``a`` at ``value``, if it matters."""
    if a.type == "physical":
        if t.gauges.get("harden", 0) <= 0 or absorbed(a, t):
            return None
        option = HARDEN
    elif a.type in ("fire", "electric"):
        if t.tokens["light_screen"] <= 0:
            return None
        option = LIGHT_SCREEN
    else:
        return None
    if amount(a, t, value, focus, True) < amount(a, t, value, focus, False):
        return option
    return None


def pending_option(st: TacticsState, p: Pending, idx: int) -> str | None:
    m = st.mons[p.attacker]
    a = m.sp.attack_by_name[p.attack]
    value = p.value if p.value is not None else max(p.values)
    return option_for(a, st.mons[idx], value, p.focus)


def affected(st: TacticsState, m: Mon, a: AttackDef, action: Attack) -> list[int]:
    occ = st.occ
    board = st.board
    if a.target == "area_square":
        area = board.area3[board.cell_of[action.target or ""]]
        return [occ[c] for c in area if occ[c] >= 0]
    if a.target == "area_around_self":
        return [occ[c] for c in board.area3[m.cell] if occ[c] >= 0 and occ[c] != m.idx]
    return [occ[board.cell_of[action.target or ""]]]


def _queue(st: TacticsState, p: Pending) -> None:
    p.queue = [i for i in p.affected if pending_option(st, p, i) is not None]


def _describe(st: TacticsState, p: Pending) -> str:
    m = st.mons[p.attacker]
    if len(p.affected) == 1 and p.target is not None:
        on = st.label(st.mons[p.affected[0]])
    elif p.target is not None:
        on = f"the area around {p.target}"
    else:
        on = f"the area around {st.label(m)}"
    vals = " or ".join(str(v) for v in p.values)
    return f"{st.label(m)} attacks {on} with {p.attack} ({vals})"


def start(st: TacticsState, m: Mon, a: AttackDef, action: Attack, ev: list[Event]) -> None:
    """A damaging attack is declared: its values, then the ask/roll and defence decisions."""
    values = attack_values(st, m, a)
    st.t_boost = 0
    p = Pending(m.idx, a.name, action.target, action.focus, affected(st, m, a, action), values)
    st.pending = p
    if len(values) > 1:
        top = max(values)
        if any(option_for(a, st.mons[i], top, p.focus) for i in p.affected):
            st.stage = "ask"
            ev.append(
                event(
                    "attack_declared",
                    _describe(st, p) + ": the attacker may ask for the defence first.",
                    pokemon=m.idx,
                    attack=a.name,
                    target=action.target,
                )
            )
            return
        roll(st, p, ev)
    _queue(st, p)
    if p.queue:
        st.stage = "defend"
        ev.append(
            event(
                "attack_declared",
                _describe(st, p) + ": the defence decides.",
                pokemon=m.idx,
                attack=a.name,
                target=action.target,
            )
        )
        return
    resolve(st, ev)


def roll(st: TacticsState, p: Pending, ev: list[Event] | None) -> None:
    face = st.rng.d6()
    p.face = face
    p.value = p.values[die_index(face, len(p.values))]
    if ev is not None and p.mode is not None:
        ev.append(
            event("roll", f"The die shows {face}: attack {p.value}.", face=face, value=p.value)
        )


def choose(st: TacticsState, seat: int, ask: bool, ev: list[Event]) -> None:
    """The attacker's right to ask the defenders to announce before the roll."""
    p = st.pending
    assert p is not None
    p.mode = "ask" if ask else "roll"
    if ask:
        ev.append(
            event("ask", f"{seat_name(seat)} asks for the defence before rolling.", seat=seat)
        )
        _queue(st, p)
        st.stage = "defend"
        return
    ev.append(event("ask", f"{seat_name(seat)} rolls without asking.", seat=seat))
    roll(st, p, ev)
    _queue(st, p)
    if p.queue:
        st.stage = "defend"
        return
    resolve(st, ev)


def defend(st: TacticsState, seat: int, action: Defend, ev: list[Event]) -> None:
    p = st.pending
    assert p is not None
    idx = p.queue.pop(0)
    use = action.option is not None
    p.choices[idx] = use
    t = st.mons[idx]
    ev.append(
        event(
            "defend",
            f"{seat_name(seat)} {'uses ' + str(action.option) if use else 'uses no token'} "
            f"for {st.label(t)}.",
            pokemon=idx,
            option=action.option,
        )
    )
    if p.queue:
        return
    if p.value is None:
        roll(st, p, ev)
    resolve(st, ev)


def resolve(st: TacticsState, ev: list[Event]) -> None:
    """Apply the attack to every affected Pokémon, then the attack's after-use effects."""
    p = st.pending
    assert p is not None and p.value is not None
    m = st.mons[p.attacker]
    a = m.sp.attack_by_name[p.attack]
    value = p.value
    able_before = [o.idx for o in st.mons if not o.out]
    single = a.target == "opponent"
    main: list[str] = []  # what each affected Pokémon takes
    notes: list[str] = []  # tokens, knock-outs, gauges: sentences after the damage
    hits = []
    for i in p.affected:
        t = st.mons[i]
        if t.out:
            continue
        who = "" if single else f"{st.label(t)} "
        used = p.choices.get(i, False)
        if used:
            if a.type == "physical":
                t.gauges["harden"] -= 1
            else:
                t.tokens["light_screen"] -= 1
        if absorbed(a, t):
            t.tokens["substitute"] = 0
            main.append(f"{who}no damage: its Substitute takes the hit and is removed")
            hits.append({"pokemon": i, "damage": 0})
            continue
        dmg = amount(a, t, value, p.focus, used)
        main.append(f"{who}{_how(a, t, value, p.focus, used)} → {dmg} damage")
        hits.append({"pokemon": i, "damage": dmg})
        t.hp -= dmg
        if t.hp <= 0:
            end.remove(st, t)
            notes.append(f"{st.label(t)} is knocked out")
            continue
        if a.on_hit:
            ctx = Ctx(st, m, a, t)
            run(ctx, a.on_hit)
            notes.extend(ctx.parts)
    ctx = Ctx(st, m, a)
    run(ctx, a.use)
    notes.extend(ctx.parts)
    head = f"{st.label(m)} used {a.name}"
    if single and p.affected:
        head += f" on {st.label(st.mons[p.affected[0]])}"
    elif p.target is not None:
        head += f" on {p.target}"
    if p.face is not None:
        head += f" (die {p.face}: {value})"
    elif not single:
        head += f" ({value})"
    text = head + ": " + ("; ".join(main) if main else "it hits nobody") + "."
    for note in notes:
        text += f" {note[0].upper()}{note[1:]}."
    ev.append(
        event(
            "attack",
            text,
            pokemon=m.idx,
            attack=a.name,
            target=p.target,
            value=value,
            face=p.face,
            hits=hits,
            knocked_out=[i for i in able_before if st.mons[i].out],
        )
    )
    st.pending = None
    st.stage = "turn_end"
    end.check(st, ev)


def _how(a: AttackDef, t: Mon, value: int, focus: bool, used: bool) -> str:
    if a.type == "physical":
        if focus:
            out = f"{value} (Focus Energy: defence, Harden and Withdraw ignored)"
        elif a.ignore_defence:
            out = f"{value} (defence ignored)"
        else:
            d = t.sp.defence + (HARDEN_DEFENCE if used else 0)
            out = f"{value} − {d} defence" + (" with Harden" if used else "")
        if not focus and t.gauges.get("withdraw", 0) > 0:
            out += ", Withdraw caps it at 10"
        return out
    if a.type in t.sp.resistances:
        return f"{value} {a.type}, {a.type} resistance"
    if used:
        return f"{value} {a.type}, Light Screen"
    return f"{value} {a.type}"
