"""Capturing wild Pokémon (rulebook: CAPTURING POKÉMON, Encounter Tier, Capture Accuracy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..params import CAPTURE_RATE
from . import perks, trainer

if TYPE_CHECKING:
    from ..pieces import Mon
    from ..state import SinnohState


def capture_total(counts: list[int], has_status: bool, status_bonus: int = 0) -> int:
    """The capture roll's result. Capture Accuracy: against a Pokémon with a status, 1 status
    symbol counts as 1 regular hit. ``status_bonus`` is added per status symbol (Sweet Scent)."""
    s, h, c = counts
    if has_status and s > 0:
        s, h = s - 1, h + 1
    return s * status_bonus + h + 2 * c


def capture_roll(
    st: SinnohState, mon: Mon, counts: list[int], side: int = 0, auto: bool = False
) -> tuple[bool, int]:
    """Whether the roll ``counts`` of side ``side`` captures ``mon``, and the roll's result.
    Consumes the marks that apply to the next capture roll (Sweet Scent). Trainer cards: Sweet
    Scent / Super Rod at their sites, Lady Luck's die faces, Pokémon Thief's penalty against a
    trainer's Pokémon; an automatic ball (Cherish Ball) always captures."""
    from .battle import wild_tier

    bonus = 0
    keep = []
    for m in mon.marks:
        if m["trigger"] == "attacked_or_captured" and m["mod"] == "face" and m["face"] == "status":
            bonus += m["n"]
        else:
            keep.append(m)
    mon.marks = keep
    if auto:
        return True, 0
    if st.allure and side == 0 and counts[0] > 0:
        # an Alluring Stew (a journey's): once, 1 status symbol of side 0 becomes a hit
        counts = [counts[0] - 1, counts[1] + 1, counts[2]]
        st.allure = 0
    if not st.any_perks:
        total = capture_total(counts, bool(mon.statuses), bonus)
        return total >= CAPTURE_RATE[wild_tier(st, mon)], total
    fv = perks.capture_face_values(st, side)
    counts, penalty = trainer.capture_bonus(st, side, counts)
    s, h, c = counts
    if mon.statuses and s > 0:
        s, h = s - 1, h + 1
    total = s * (fv[0] + bonus) + h * fv[1] + c * fv[2] + penalty
    card = st.content.cards[mon.card]
    if st.sides[1 - side].kind == "trainer":
        tier = trainer.capture_tier(st, mon, card)
    else:
        tier = wild_tier(st, mon)
    return total >= CAPTURE_RATE[tier], total
