"""What stands between a Pokémon and the damage it would take (rulebook: PRISM ARMOUR, LAKE
CAVERNS trials).

* **Prism Armour**: for every 2 tokens, the total damage the side's Pokémon takes *per turn* is
  reduced by 1: attack damage on the opponent's turns; self-inflicted, battle fatigue and status
  (Poison) damage on its own turns. The reduction is a budget per turn, spent as damage comes.
* **Lake Guardian trials**: while a trial lasts, the Guardian takes no damage at all.

Every kind of damage a Pokémon in the arena takes goes through :func:`shield`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..state import SinnohState


def prism_reduction(st: SinnohState, side: int) -> int:
    """Damage the side's Prism Armour removes per turn: 1 for every 2 tokens."""
    return st.prism[side] // 2


def shield(st: SinnohState, side: int, amount: int, prism: bool = True) -> int:
    """The damage left of ``amount`` once trial immunity and Prism Armour (unless ``prism`` is
    False: Multi-Attack) have acted on it. Spends the turn's Prism Armour budget."""
    if amount <= 0:
        return amount
    if st.trial is not None and st.trial_immune(side):
        return 0
    if not prism or not st.prism[side]:
        return amount
    budget = prism_reduction(st, side)
    if st.prism_turn != st.turns:
        st.prism_turn = st.turns
        st.prism_used = [0, 0]
    cut = min(budget - st.prism_used[side], amount)
    if cut <= 0:
        return amount
    st.prism_used = [*st.prism_used]
    st.prism_used[side] += cut
    return amount - cut
