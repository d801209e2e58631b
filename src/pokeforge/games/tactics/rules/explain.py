"""Why an action is refused: a specific reason a person can read (``State.explain_illegal``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..actions import (
    EMPTY,
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
from . import damage, deployment, rescue, selection
from .attacks import opponents_next_to, requirements_met
from .movement import bonus_destinations, can_announce, next_to_opponent, speed_of

if TYPE_CHECKING:
    from ..state import TacticsState

STAGE_ACTIONS: dict[str, tuple[type, ...]] = {
    "selection": (Pick,),
    "deployment": (Place,),
    "order": (Order,),
    "move": (Move, Announce, Rescue),
    "attack": (Attack, Skip, Rescue),
    "ask": (Ask, Roll),
    "defend": (Defend,),
    "empty": (Rescue, Pass),
}


def explain(st: TacticsState, seat: int, action: Any) -> str:
    prompt = st.prompt(seat).text
    allowed = STAGE_ACTIONS.get(st.stage, ())
    if not isinstance(action, allowed):
        hint = _wrong_phase(st, action)
        return f"{action} does not answer the decision now{hint} ({prompt})"
    reason = _reason(st, seat, action)
    return reason or f"{action} is not a legal action now ({prompt})"


def _wrong_phase(st: TacticsState, action: Any) -> str:
    """A hint for an answer to another phase of the turn."""
    if st.stage == "move" and isinstance(action, (Attack, Skip)):
        here = st.board.names[st.mons[st.t_mon].cell]
        return f": Phase 2 (moving) comes first; to stay, answer move {here}"
    if st.stage == "attack" and isinstance(action, Move):
        return f": {st.label(st.mons[st.t_mon])} has had its Phase 2 move"
    return ""


def _reason(st: TacticsState, seat: int, action: Any) -> str | None:
    if isinstance(action, Pick):
        if action.species not in st.content.species:
            return f"there is no Pokémon called {action.species!r}"
        if action.species in selection.team_so_far(st, seat):
            return f"your team already has {action.species} (one Pokémon of each species)"
        return None
    if isinstance(action, Place):
        return _place(st, seat, action)
    if isinstance(action, Order):
        return _order(st, seat, action)
    if isinstance(action, Announce):
        return _announce(st, action)
    if isinstance(action, Move):
        return _move(st, seat, action)
    if isinstance(action, Attack):
        return _attack(st, seat, action)
    if isinstance(action, Defend):
        p = st.pending
        if p is not None and p.queue:
            t = st.mons[p.queue[0]]
            opt = damage.pending_option(st, p, p.queue[0])
            return f"{t.sp.name} cannot use {action.option} here (its choice: {opt} or none)"
        return None
    if isinstance(action, Rescue):
        return _rescue(st, seat, action)
    return None


def _place(st: TacticsState, seat: int, action: Place) -> str | None:
    m = deployment.next_mon(st, seat)
    if action.species != m.sp.name:
        return f"{m.sp.name} is placed next (Pokémon are placed in team order)"
    cell = st.board.cell_of.get(action.square)
    if cell is None:
        return f"{action.square} is not a square of this board"
    if cell not in st.board.start_zones[seat]:
        return f"{action.square} is not one of your start squares"
    if cell in st.placements[seat]:
        return f"{action.square} already holds one of your Pokémon"
    return None


def _order(st: TacticsState, seat: int, action: Order) -> str | None:
    able = [m.sp.name for m in st.able(seat)]
    team = [m.sp.name for m in st.team(seat)]
    draft = st.order_draft[seat]
    e = action.entry
    if e == EMPTY:
        if len(able) >= 3:
            return "empty cards are used only when fewer than 3 of your Pokémon can fight"
        return "every Pokémon of yours that can fight must be in the order: no more empty cards"
    if e not in team:
        return f"{e} is not in your team"
    if e not in able:
        return f"{e} has been knocked out"
    if e in draft:
        return f"{e} is already in your order ({', '.join(draft)})"
    return None


def _announce(st: TacticsState, action: Announce) -> str | None:
    m = st.mons[st.t_mon]
    name = m.sp.name
    if st.t_bonus is not None:
        return f"{name} has already announced {st.t_bonus}"
    a = m.sp.attack_by_name.get(action.bonus)
    if a is None or a.bonus is None:
        return f"{name} has no movement bonus called {action.bonus}"
    if not can_announce(st, m, a):
        return f"{name} cannot announce {a.name}: it may not attack this turn"
    if not bonus_destinations(st, m, a):
        return f"with {a.name} {name} could not end its move next to an opponent"
    return None


def _move(st: TacticsState, seat: int, action: Move) -> str | None:
    m = st.mons[st.t_mon]
    name = m.sp.name
    a = None
    if action.bonus is not None:
        a = m.sp.attack_by_name.get(action.bonus)
        if a is None or a.bonus is None:
            return f"{name} has no movement bonus called {action.bonus}"
    if action.bonus != st.t_bonus:
        if st.t_bonus is not None:
            return f"{name} announced {st.t_bonus}: answer move <square> with {st.t_bonus}"
        return (
            f"announce {action.bonus} first (announce {action.bonus}), then choose where "
            f"{name} moves"
        )
    cell = st.board.cell_of.get(action.square)
    if cell is None:
        return f"{action.square} is not a square of this board"
    if cell == m.cell:
        return None
    bonus = a.bonus if a is not None else None
    steps = speed_of(m, bonus)
    if steps == 0 and m.tokens["bind"]:
        return f"{name} cannot move: it is bound"
    if not st.free(cell):
        return f"{action.square} is not free"
    if bonus is not None and bonus.must_attack and not next_to_opponent(st, cell, seat):
        return f"with {a.name if a else ''} the move must end next to an opponent"
    restrained = m.tokens["paralysis"] and not (bonus and bonus.ignore_restraint)
    para = " (paralysed)" if restrained else ""
    return f"{action.square} is out of {name}'s reach (speed {steps}{para})"


def _attack(st: TacticsState, seat: int, action: Attack) -> str | None:
    m = st.mons[st.t_mon]
    name = m.sp.name
    a = m.sp.attack_by_name.get(action.name)
    if a is None:
        return f"{name} has no attack called {action.name}"
    if m.tokens["disable"]:
        return f"{name} cannot attack: it is disabled"
    if st.t_bonus is not None and a.name != st.t_bonus:
        return f"{name} announced {st.t_bonus}: only {st.t_bonus} may be used this turn"
    if a.bonus is not None and st.t_bonus is None:
        return f"{a.name} must be announced in Phase 2 (move … with {a.name})"
    if not requirements_met(m, a):
        gauges = ", ".join(f"{g.replace('_', ' ')} gauge at {m.gauges[g]}" for g, *_ in a.requires)
        return f"{a.name} cannot be used now ({gauges})"
    if action.focus and not (a.type == "physical" and m.gauges.get("focus_energy", 0) > 0):
        return f"{name} has no Focus Energy to spend on {a.name}"
    if a.category == "ranged":
        if st.t_moved:
            return f"{name} moved this turn: a ranged attack needs it to stand still"
        if opponents_next_to(st, m.cell, seat):
            return f"an opponent stands next to {name}: no ranged attack"
    untargeted = a.target in ("self", "area_around_self")
    if untargeted and action.target is not None:
        return f"{a.name} takes no target: answer attack {a.name}"
    if action.target is None:
        return None if untargeted else f"{a.name} needs a target square"
    cell = st.board.cell_of.get(action.target.partition("-")[0])
    if cell is None:
        return f"{action.target} is not a square of this board"
    target = st.mon_at(cell)
    if a.target in ("opponent", "ally_or_self", "adjacent_ally", "push") and target is None:
        return f"there is no Pokémon on {action.target}"
    if target is not None and a.target == "opponent" and target.owner == seat:
        return f"{a.name} targets an opponent, and {target.sp.name} is yours"
    own_side = a.target in ("ally_or_self", "adjacent_ally")
    if target is not None and own_side and target.owner != seat:
        return f"{a.name} targets your own side, and {target.sp.name} is an opponent"
    near = a.category == "melee" or a.target == "adjacent_ally"
    if near and cell not in st.board.n8[m.cell]:
        return f"{action.target} is out of {a.name}'s reach"
    if a.target == "free_square" and not st.free(cell):
        return f"{action.target} is not free"
    if a.target == "push":
        return f"{target.sp.name if target else '?'} cannot be moved {action.extra or ''}".strip()
    if a.target == "line":
        return f"{action.target} is not a line of 1–4 free squares in a row or column"
    if a.target == "area_square" and all(st.occ[c] < 0 for c in st.board.area3[cell]):
        return f"nobody stands in the 3×3 area around {action.target}"
    cures = any(e.do == "cure_one" for e in a.use)
    if action.extra is not None and not cures:
        return f"{a.name} takes only a target square: answer attack {a.name} {action.target}"
    if action.extra is not None and target is not None and not target.tokens.get(action.extra):
        return f"{target.sp.name} has no {action.extra} tokens to remove"
    return None


def _rescue(st: TacticsState, seat: int, action: Rescue) -> str | None:
    if not rescue.available(st, seat):
        if st.rescue_used[seat]:
            return "the last-rescue card has already been used (once per game)"
        return (
            "the last-rescue card is for the side playing 1 Pokémon against 3 or more at the "
            "start of the cycle"
        )
    if action.kind == "boost" and st.stage == "empty":
        return "+30 to an attack is no use in an empty turn"
    if action.kind == "boost" and action not in st.legal_actions(seat):
        return (
            f"+30 to an attack is no use now: {rescue.rescued(st, seat).sp.name} has no damaging "
            "attack it can make this turn"
        )
    if action.kind == "teleport":
        cell = st.board.cell_of.get(action.square or "")
        if cell is None:
            return f"{action.square} is not a square of this board"
        if not st.free(cell):
            return f"{action.square} is not free"
    return None
