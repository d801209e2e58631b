"""Capturing wild Pokémon (rulebook: CAPTURING POKÉMON, Encounter Tier, Capture Accuracy)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..params import CAPTURE_RATE

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


def capture_roll(st: SinnohState, mon: Mon, counts: list[int]) -> tuple[bool, int]:
    """Whether the roll ``counts`` captures ``mon``, and the roll's result. Consumes the marks
    that apply to the next capture roll (Sweet Scent)."""
    from .battle import wild_tier

    bonus = 0
    keep = []
    for m in mon.marks:
        if m["trigger"] == "attacked_or_captured" and m["mod"] == "face" and m["face"] == "status":
            bonus += m["n"]
        else:
            keep.append(m)
    mon.marks = keep
    total = capture_total(counts, bool(mon.statuses), bonus)
    return total >= CAPTURE_RATE[wild_tier(st, mon)], total
