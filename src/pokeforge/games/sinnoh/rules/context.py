"""The context of one attack, passed explicitly to every effect handler."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..content import Card, Move
from ..pieces import Mon, Side

if TYPE_CHECKING:
    from ..state import SinnohState


class Ctx:
    """Everything one attack reads and accumulates. Damage and healing are collected here and
    applied together at the end of the attack (FAQ: damage and healing are simultaneous).

    Plain values start at their class-level defaults (an attack builds one context, and most of
    its fields keep their default); lists and the pieces of the attack are set per context."""

    strength = 0
    base_counts: tuple[int, int, int] = (0, 0, 0)
    fixed = False  # the dice cannot be replaced or removed (Sacred Sword)
    extra = 0  # extra damage from the move's effect (and trainer cards: Amplifier, Firewood)
    move_extra = 0  # the part of ``extra`` the move's own effect adds (shown on its own line)
    double = False
    move_double = False  # the move's own effect doubles (shown on its own line)
    ignore_prism = False
    dmg_target = 0
    dmg_user = 0
    heal_user = 0
    reflect = False  # critical hits are dealt to the attacker instead (marks)
    cap: int | None = None  # the most damage this attack may deal (marks)
    share = False  # the user's damage in this attack also hits the target (Outrage)
    overflow = False  # damage past fainting hits the next Pokémon switched in (Overcut)
    finish_low: int | None = None  # the target faints at or below this health (Shadow Force)
    switch_offer = False
    second_offer = False
    penalty = 0  # damage added by a wrong prediction (Future Sight)
    type_bonus = 0
    dealt = 0  # the attack's damage to the target
    bench_defeats = 0  # benched Pokémon of the target's party it made faint (splash damage)
    fatigue_hit = 0
    retaliate = 0  # damage to the attacker if any critical hit is rolled
    final_move = False  # the target may use a final move if this attack faints it
    dice_total = 0
    # trainer cards (rules.perks)
    reroll = False  # roll the status die instead of the statuses inflicted (Unstable Magic)
    firewood = False  # a Firewood is used (Burning Ignition)
    spell = False  # further statuses may be inflicted (Spell Caster)
    amp_extra = 0  # damage from the Amplifier die
    scuba = False  # the user may switch out and heal its statuses (Scuba Dive)
    bite = False  # the target's trainer picks the Apricorn Bug Bite eats (decision give)
    #: the move's effects sorted by phase (``effects.plan``), set once the effects are known
    steps: dict[str, tuple[Any, ...]] | None = None

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
        sides = st.sides
        self.side: Side = sides[a]
        self.foe: Side = sides[1 - a]
        user = self.side.mon
        target = self.foe.mon
        assert user is not None and target is not None
        self.user: Mon = user
        self.target: Mon = target
        cards = st.content.cards
        self.ucard: Card = cards[user.card]
        self.tcard: Card = cards[target.card]
        self.move = move
        self.mtype = move.type
        self.opts = opts
        self.effects: tuple[dict[str, Any], ...] = move.effects
        self.counts = [0, 0, 0]  # status symbols, regular hits, critical hits
        self.fv = [0, 1, 2]  # damage of each face
        self.forced = forced
        self.notes: list[str] = []
        self.became: list[str] = []
        self.statuses_before = tuple(target.statuses)
        self.source = move.name  # the move chosen (Mimic, Kinesis: the copier)
