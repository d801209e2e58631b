"""The effect handlers attacks name in ``data/pokemon.json`` (rulebook "Pokémon" and "List of
effects"). Each handler gets an explicit context and the effect's parameters; it changes the state
and adds a phrase for the event sentence. ``check`` and ``modifier`` effects are read by
rules/attacks.py and rules/damage.py instead (see ``content.EFFECT_SPECS``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..content import Effect
from . import end

if TYPE_CHECKING:
    from ..content import AttackDef
    from ..mon import Mon
    from ..state import TacticsState

TOKEN_LABELS = {
    "substitute": "Substitute",
    "light_screen": "Light Screen",
    "bind": "Bind",
    "disable": "Disable",
    "paralysis": "paralysis",
    "poison": "Poisoning",
}


class Ctx:
    """What an effect handler works on: the user, the chosen target Pokémon and/or squares, the
    extra choice (a token name for Aromatherapy) and the phrases of the event sentence."""

    __slots__ = ("attack", "cells", "extra", "parts", "st", "target", "user")

    def __init__(
        self,
        st: TacticsState,
        user: Mon,
        attack: AttackDef,
        target: Mon | None = None,
        cells: tuple[int, ...] = (),
        extra: str | None = None,
    ) -> None:
        self.st = st
        self.user = user
        self.attack = attack
        self.target = target
        self.cells = cells
        self.extra = extra
        self.parts: list[str] = []


def _add_tokens(ctx: Ctx, e: Effect) -> None:
    t = ctx.target
    assert t is not None
    token = e.params["token"]
    cap = ctx.st.content.tokens[token].max
    before = t.tokens[token]
    t.tokens[token] = min(cap, before + e.params["amount"])
    got = t.tokens[token] - before
    label = TOKEN_LABELS[token]
    if got:
        plural = "s" if got > 1 else ""
        ctx.parts.append(f"{ctx.st.label(t)} gets {got} {label} token{plural} ({t.tokens[token]})")
    else:
        ctx.parts.append(f"{ctx.st.label(t)} already holds the most {label} tokens allowed ({cap})")


def inflict(ctx: Ctx, e: Effect) -> None:
    """Harmful tokens on the target (Poison Sting, Poison Powder, Bind, Thunder Wave, Disable)."""
    _add_tokens(ctx, e)


def grant(ctx: Ctx, e: Effect) -> None:
    """Beneficial tokens on an ally or the user (Light Screen, Substitute)."""
    _add_tokens(ctx, e)


def _set_gauge(ctx: Ctx, gauge: str, value: int) -> None:
    u = ctx.user
    g = u.sp.gauges[gauge]
    u.gauges[gauge] = max(g.min, min(g.max, value))
    ctx.parts.append(f"{gauge.replace('_', ' ').title()} gauge at {u.gauges[gauge]}")


def gauge_set(ctx: Ctx, e: Effect) -> None:
    """Focus Energy, Withdraw, Barrier: set the user's gauge."""
    _set_gauge(ctx, e.params["gauge"], e.params["value"])


def gauge_add(ctx: Ctx, e: Effect) -> None:
    """Harden (+2), Fury Cutter (+10 after use), Teleport (−1): move the user's gauge."""
    g = e.params["gauge"]
    _set_gauge(ctx, g, ctx.user.gauges[g] + e.params["amount"])


def self_damage(ctx: Ctx, e: Effect) -> None:
    """Substitute: Mr. Mime loses 20 HP."""
    u = ctx.user
    if u.out:
        return
    u.hp -= e.params["amount"]
    ctx.parts.append(f"{ctx.st.label(u)} loses {e.params['amount']} HP ({max(u.hp, 0)} HP)")
    if u.hp <= 0:
        end.remove(ctx.st, u)
        ctx.parts.append(f"{ctx.st.label(u)} is knocked out")


def self_knockout(ctx: Ctx, e: Effect) -> None:
    """Selfdestruct: Voltorb destroys itself."""
    u = ctx.user
    if not u.out:
        end.remove(ctx.st, u)
        ctx.parts.append(f"{ctx.st.label(u)} is knocked out")


def heal(ctx: Ctx, e: Effect) -> None:
    """Softboiled (a die roll of ``roll_at_least`` or more is needed) and First Aid: restore HP,
    never above the maximum."""
    t = ctx.target
    assert t is not None
    need = e.params.get("roll_at_least")
    if need is not None:
        face = ctx.st.rng.d6()
        if face < need:
            ctx.parts.append(f"the die shows {face}: nothing happens")
            return
        ctx.parts.append(f"the die shows {face}")
    before = t.hp
    t.hp = min(t.sp.hp, t.hp + e.params["amount"])
    ctx.parts.append(f"{ctx.st.label(t)} recovers {t.hp - before} HP ({t.hp}/{t.sp.hp})")


def cure_one(ctx: Ctx, e: Effect) -> None:
    """Aromatherapy: all tokens of one chosen harmful effect are removed."""
    t = ctx.target
    token = ctx.extra
    assert t is not None and token is not None
    n = t.tokens[token]
    t.tokens[token] = 0
    plural = "s" if n > 1 else ""
    ctx.parts.append(f"{ctx.st.label(t)} loses {n} {TOKEN_LABELS[token]} token{plural}")


def teleport_self(ctx: Ctx, e: Effect) -> None:
    """Teleport: Kadabra moves to any free square."""
    st = ctx.st
    src = st.board.names[ctx.user.cell]
    st.place(ctx.user, ctx.cells[0])
    ctx.parts.append(f"{st.label(ctx.user)} teleports from {src} to {st.board.names[ctx.cells[0]]}")


def push(ctx: Ctx, e: Effect) -> None:
    """Telekinesis: the chosen Pokémon moves 2 squares in a straight line."""
    st = ctx.st
    t = ctx.target
    assert t is not None
    src = st.board.names[t.cell]
    st.place(t, ctx.cells[0])
    ctx.parts.append(f"{st.label(t)} is moved from {src} to {st.board.names[ctx.cells[0]]}")


def barrier(ctx: Ctx, e: Effect) -> None:
    """Barrier: the user's side's wall stands on the chosen line; an older one disappears."""
    st = ctx.st
    st.set_barrier(ctx.user.owner, ctx.cells)
    ctx.parts.append(f"a barrier stands on {st.board.line_name(ctx.cells)}")


HANDLERS: dict[str, Callable[[Ctx, Effect], None]] = {
    "inflict": inflict,
    "grant": grant,
    "gauge_set": gauge_set,
    "gauge_add": gauge_add,
    "self_damage": self_damage,
    "self_knockout": self_knockout,
    "heal": heal,
    "cure_one": cure_one,
    "teleport_self": teleport_self,
    "push": push,
    "barrier": barrier,
}


def run(ctx: Ctx, effects: tuple[Effect, ...]) -> None:
    for e in effects:
        HANDLERS[e.do](ctx, e)
