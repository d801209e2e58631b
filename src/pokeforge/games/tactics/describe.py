"""Actions in words for a person choosing from a list (``TacticsGame.describe_action``).

Each description names what the action does and, where it helps the choice, what it would cause:
a species' card when picking it, the damage an attack would deal before any defensive token, the
Pokémon an area attack would hit, the damage a defensive token would save.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (
    EMPTY,
    Action,
    Announce,
    Ask,
    Attack,
    Defend,
    Move,
    Order,
    Pass,
    Pick,
    Place,
    Rescue,
    Roll,
    Skip,
)
from .rules import damage
from .rules.effects import TOKEN_LABELS
from .rules.rescue import BOOST, HEAL

if TYPE_CHECKING:
    from .content import AttackDef, Effect, Species
    from .mon import Mon
    from .state import TacticsState

BONUS_WORDS = {"fly": "flies over anything", "dig": "digs under anything"}
EFFECT_WORDS = {
    "rage_bonus": "+½ of damage taken",
    "bonus_from_gauge": "+ its gauge",
    "cure_one": "removes one harmful effect",
    "teleport_self": "to any free square",
    "push": "moves a Pokémon 2 squares",
    "barrier": "a wall of 1–4 squares",
}


def attack_card(a: AttackDef) -> str:
    """``Karate chop (60/90)``, ``Fire Spin (30 fire, area)``, ``Fly (50, flies over anything)``,
    ``Harden``."""
    notes = []
    if a.damage:
        value = "/".join(str(v) for v in a.damage)
        notes.append(value if a.type == "physical" else f"{value} {a.type}")
    if a.category in ("ranged", "area"):
        notes.append(a.category)
    b = a.bonus
    if b is not None:
        if b.speed:
            notes.append(f"+{b.speed} speed")
        if b.passes:
            notes.append(BONUS_WORDS[b.passes])
        if b.ignore_restraint:
            notes.append("ignores Bind and paralysis")
    notes.extend(w for w in (_effect_words(e) for e in a.effects) if w)
    return f"{a.name} ({', '.join(notes)})" if notes else a.name


def _effect_words(e: Effect) -> str:
    """A few words for an effect a player should know of (gauge moves are shown on the card)."""
    p = e.params
    if e.do in ("inflict", "grant"):
        n = p["amount"]
        return f"{n} {TOKEN_LABELS[p['token']]} token{'s' if n > 1 else ''}"
    if e.do == "heal":
        need = p.get("roll_at_least")
        return f"heals {p['amount']}" + (f" on a die of {need}–6" if need else "")
    if e.do == "self_damage":
        return f"costs {p['amount']} HP"
    if e.do == "self_knockout":
        return "knocks the user out"
    if e.do == "ignore_defence":
        return "ignores defence"
    return EFFECT_WORDS.get(e.do, "")


def species_card(sp: Species) -> str:
    """A species' statistics and attacks in one line."""
    res = "".join(f", {r} resistance" for r in sorted(sp.resistances))
    attacks = "; ".join(attack_card(a) for a in sp.attacks)
    return f"{sp.hp} HP, defence {sp.defence}, speed {sp.speed}{res}; {attacks}"


def _amounts(values: list[int]) -> str:
    distinct = sorted(set(values))
    return " or ".join(str(v) for v in distinct)


def _damage_on(st: TacticsState, m: Mon, a: AttackDef, t: Mon, focus: bool) -> str:
    if damage.absorbed(a, t):
        return "its Substitute takes the hit"
    values = damage.attack_values(st, m, a)
    dealt = [damage.amount(a, t, v, focus, False) for v in values]
    return f"{_amounts(dealt)} damage"


def _attack(st: TacticsState, action: Attack) -> str:
    m = st.mons[st.t_mon]
    name = st.label(m)
    a = m.sp.attack_by_name.get(action.name)
    if a is None:
        return f"{name}: {action.name}"
    text = f"{name}: {attack_card(a)}"
    board = st.board
    if a.target == "area_around_self" or a.target == "area_square":
        centre = m.cell if action.target is None else board.cell_of[action.target]
        if action.target is not None:
            text += f" centred on {action.target}"
        hit = [st.mons[i] for i in (st.occ[c] for c in board.area3[centre]) if i >= 0]
        hit = [t for t in hit if t is not m or a.target == "area_square"]
        parts = [f"{st.label(t)} {_damage_on(st, m, a, t, False)}" for t in hit]
        return text + (": " + ", ".join(parts) if parts else ": hits nobody")
    if action.target is None:
        return text
    cell = board.cell_of.get(action.target)
    t = st.mon_at(cell) if cell is not None else None
    extra = action.extra
    if extra is not None and extra.startswith("to "):
        who = st.label(t) if t is not None else action.target
        return f"{text}: move {who} from {action.target} {extra}"
    if t is None:
        return f"{text} at {action.target}"
    text += f" on {st.label(t)} at {action.target}"
    if extra is not None:
        text += f", removing its {extra.replace('_', ' ')} tokens"
    if a.damaging:
        text += f" → {_damage_on(st, m, a, t, action.focus)}"
    if action.focus:
        text += ", spending Focus Energy (defence, Harden and Withdraw ignored)"
    return text


def _defend(st: TacticsState, action: Defend) -> str:
    p = st.pending
    if p is None or not p.queue:
        return f"Spend {action.option}" if action.option else "Spend no defensive token"
    m = st.mons[p.attacker]
    a = m.sp.attack_by_name[p.attack]
    t = st.mons[p.queue[0]]
    values = [p.value] if p.value is not None else list(p.values)
    use = action.option is not None
    taken = _amounts([damage.amount(a, t, v, p.focus, use) for v in values])
    name = st.label(t)
    if use:
        other = _amounts([damage.amount(a, t, v, p.focus, False) for v in values])
        what = "gauge point" if action.option == damage.HARDEN else "token"
        return f"Spend a {action.option} {what}: {name} takes {taken} damage instead of {other}"
    return f"Spend no defensive token: {name} takes {taken} damage"


def _rescue(st: TacticsState, action: Rescue) -> str:
    if action.kind == "teleport":
        return f"Last-rescue card: teleport your Pokémon to {action.square}"
    if action.kind == "heal":
        m = st.able(st.t_seat)[0]
        after = min(m.sp.hp, m.hp + HEAL)
        return f"Last-rescue card: restore {HEAL} HP ({st.label(m)} {m.hp} → {after} HP)"
    return f"Last-rescue card: +{BOOST} to your next damaging attack this turn"


def describe(st: TacticsState, action: Action) -> str:
    """``action`` in words (see the module docstring)."""
    if isinstance(action, Pick):
        sp = st.content.species.get(action.species)
        card = f" ({species_card(sp)})" if sp is not None else ""
        return f"Pick {action.species}{card}"
    if isinstance(action, Place):
        return f"Place {action.species} on {action.square}"
    if isinstance(action, Order):
        what = "an empty turn" if action.entry == EMPTY else action.entry
        return f"Next in your cycle order: {what}"
    turn_mon = st.mons[st.t_mon] if st.mons and st.t_mon >= 0 else None
    name = st.label(turn_mon) if turn_mon is not None else "your Pokémon"
    if isinstance(action, Announce):
        a = turn_mon.sp.attack_by_name.get(action.bonus) if turn_mon is not None else None
        card = attack_card(a) if a is not None else action.bonus
        return f"Announce {card}, then choose where {name} moves"
    if isinstance(action, Move):
        here = turn_mon.cell if turn_mon is not None else -1
        stay = here >= 0 and st.board.names[here] == action.square
        text = f"{name} stays on {action.square}" if stay else f"Move {name} to {action.square}"
        return text + (f" with {action.bonus}" if action.bonus else "")
    if isinstance(action, Attack):
        return _attack(st, action)
    if isinstance(action, Skip):
        return f"{name} does not attack"
    if isinstance(action, Ask):
        return "Ask the defender to announce its defensive tokens before the roll"
    if isinstance(action, Roll):
        return "Roll the die now; the defender decides after seeing the value"
    if isinstance(action, Defend):
        return _defend(st, action)
    if isinstance(action, Rescue):
        return _rescue(st, action)
    if isinstance(action, Pass):
        return "Pass the empty turn"
    return str(action)
