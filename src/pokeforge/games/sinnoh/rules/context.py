"""The context of one attack, passed explicitly to every effect handler."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..content import Card, Move
from ..pieces import Mon, Side

if TYPE_CHECKING:
    from ..state import SinnohState


class Ctx:
    """Everything one attack reads and accumulates. Damage and healing are collected here and
    applied together at the end of the attack (FAQ: damage and healing are simultaneous)."""

    __slots__ = (
        "a",
        "base_counts",
        "became",
        "cap",
        "counts",
        "d",
        "dealt",
        "dice_total",
        "dmg_target",
        "dmg_user",
        "double",
        "effects",
        "extra",
        "fatigue_hit",
        "final_move",
        "finish_low",
        "fixed",
        "foe",
        "forced",
        "fv",
        "heal_user",
        "ignore_prism",
        "move",
        "mtype",
        "notes",
        "opts",
        "overflow",
        "penalty",
        "reflect",
        "retaliate",
        "second_offer",
        "share",
        "side",
        "source",
        "st",
        "statuses_before",
        "strength",
        "switch_offer",
        "target",
        "tcard",
        "type_bonus",
        "ucard",
        "user",
    )  # fmt: skip

    def __init__(
        self,
        st: SinnohState,
        a: int,
        move: Move,
        opts: dict[str, str],
        forced: tuple[int, int, int] | None = None,
    ) -> None:
        self.st = st
        self.a = a
        self.d = 1 - a
        self.side: Side = st.sides[a]
        self.foe: Side = st.sides[1 - a]
        user = self.side.mon
        target = self.foe.mon
        assert user is not None and target is not None
        self.user: Mon = user
        self.target: Mon = target
        self.ucard: Card = st.content.cards[user.card]
        self.tcard: Card = st.content.cards[target.card]
        self.move = move
        self.mtype = move.type
        self.opts = opts
        self.effects: tuple[dict[str, Any], ...] = move.effects
        self.strength = 0
        self.counts = [0, 0, 0]  # status symbols, regular hits, critical hits
        self.base_counts = (0, 0, 0)
        self.fv = [0, 1, 2]  # damage of each face
        self.fixed = False
        self.extra = 0
        self.double = False
        self.ignore_prism = False
        self.dmg_target = 0
        self.dmg_user = 0
        self.heal_user = 0
        self.reflect = False
        self.cap: int | None = None
        self.forced = forced
        self.notes: list[str] = []
        self.share = False
        self.overflow = False
        self.finish_low: int | None = None
        self.became: list[str] = []
        self.switch_offer = False
        self.second_offer = False
        self.penalty = 0
        self.type_bonus = 0
        self.dealt = 0
        self.fatigue_hit = 0
        self.statuses_before = tuple(target.statuses)
        self.retaliate = 0  # damage to the attacker if any critical hit is rolled
        self.final_move = False  # the target may use a final move if this attack faints it
        self.dice_total = 0
        self.source = move.name  # the move chosen (Mimic, Kinesis: the copier)
