"""What the search agents know of tactics (see :attr:`pokeforge.core.Game.search_module`): the
scale of :func:`.evaluate.evaluate_position` (a Pokémon still able counts 100 plus its HP, so a
Knock Out swings about 150), and which attacks are pointless (:func:`sensible_actions`)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from .actions import Attack

if TYPE_CHECKING:
    from .content import AttackDef
    from .mon import Mon
    from .state import TacticsState

#: the evaluation margin worth about three quarters of a win
VALUE_SCALE = 150.0

_GAUGE_EFFECTS = ("gauge_set", "gauge_add")


def changes_nothing(m: Mon, a: AttackDef) -> bool:
    """Whether ``a`` is a support attack that only moves the user's gauges and would leave
    each where it is (Focus Energy at a full gauge, Harden at its maximum): it is worth a skip
    and looks aimless."""
    if a.damaging or not a.effects:
        return False
    for e in a.effects:
        if e.do not in _GAUGE_EFFECTS:
            return False
        gauge = e.params["gauge"]
        g = m.sp.gauges[gauge]
        now = m.gauges[gauge]
        new = e.params["value"] if e.do == "gauge_set" else now + e.params["amount"]
        if max(g.min, min(g.max, new)) != now:
            return False
    return True


def sensible_actions(state: TacticsState, seat: int, actions: Sequence[Hashable]) -> list[Hashable]:
    """``actions`` without the attacks that change nothing (:func:`changes_nothing`)."""
    if state.stage != "attack" or state.t_mon < 0:
        return list(actions)
    m = state.mons[state.t_mon]
    by_name = m.sp.attack_by_name
    return [
        a
        for a in actions
        if not (type(a) is Attack and a.name in by_name and changes_nothing(m, by_name[a.name]))
    ]
