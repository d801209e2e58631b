"""What a waiting seat is asked (``State.prompt``). Prompts name only what the seat may know."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core.prompt import Prompt

from ..events import seat_name
from . import damage, deployment, rescue, selection
from .cycle import CYCLE_LENGTH
from .movement import speed_of

if TYPE_CHECKING:
    from ..state import TacticsState


ORDINALS = ("first", "second", "third")


def prompt_for(st: TacticsState, seat: int) -> Prompt:
    if st.outcome is not None or seat not in st.to_act():
        return Prompt("wait", "Nothing to decide now.")
    stage = st.stage
    if stage == "selection":
        rnd = selection.current_round(st)
        own = selection.team_so_far(st, seat)
        n = len(own) + 1
        secret = "in secret " if rnd.kind == "secret" else ""
        return Prompt(
            "pick",
            f"Pick {secret}Pokémon {n} of {selection.TEAM_SIZE} for your team "
            f"({selection.scheme(st).text}).",
            {"variant": st.params.team_selection, "picked": own},
        )
    if stage == "deployment":
        m = deployment.next_mon(st, seat)
        return Prompt(
            "place",
            f"Place {m.sp.name} on a free square of your start zone "
            f"({len(st.placements[seat]) + 1} of {selection.TEAM_SIZE}).",
            {"pokemon": m.idx},
        )
    if stage == "order":
        draft = st.order_draft[seat]
        slot = len(draft)
        so_far = f" (so far: {', '.join(draft)})" if draft else ""
        return Prompt(
            "order",
            f"Choose in secret who acts {ORDINALS[slot]} of your {CYCLE_LENGTH} turns in cycle "
            f"{st.cycle}{so_far}; empty cards only if fewer than {CYCLE_LENGTH} can fight.",
            {"cycle": st.cycle, "slot": slot + 1, "slots": CYCLE_LENGTH, "chosen": list(draft)},
        )
    if stage == "empty":
        return Prompt(
            "rescue",
            "Empty turn: you may play the last-rescue card now, or pass.",
            {"rescue": True},
        )
    m = st.mons[st.t_mon]
    if stage == "move":
        res = " You may play the last-rescue card." if rescue.available(st, seat) else ""
        if st.t_bonus is not None:
            bonus = m.sp.attack_by_name[st.t_bonus].bonus
            return Prompt(
                "move",
                f"Phase 2: {m.sp.name} announced {st.t_bonus}: choose where it moves "
                f"(speed {speed_of(m, bonus)}).{res}",
                {"pokemon": m.idx, "bonus": st.t_bonus},
            )
        bonuses = ", ".join(a.name for a in m.sp.bonus_attacks)
        extra = f" Or announce a bonus ({bonuses}) to use it in Phase 3." if bonuses else ""
        return Prompt(
            "move",
            f"Phase 2: move {m.sp.name} (speed {speed_of(m, None)}) or stay.{extra}{res}",
            {"pokemon": m.idx},
        )
    if stage == "attack":
        res = " You may play the last-rescue card." if rescue.available(st, seat) else ""
        bonus = m.sp.attack_by_name[st.t_bonus].bonus if st.t_bonus is not None else None
        if bonus is not None and bonus.must_attack:
            text = f"Phase 3: {m.sp.name} announced {st.t_bonus} and must now use it."
        elif st.t_bonus is not None:
            text = f"Phase 3: {m.sp.name} announced {st.t_bonus}: use it, or skip."
        else:
            text = f"Phase 3: choose {m.sp.name}'s attack and its target, or skip."
        return Prompt("attack", text + res, {"pokemon": m.idx, "bonus": st.t_bonus})
    p = st.pending
    assert p is not None
    vals = " or ".join(str(v) for v in p.values)
    if stage == "ask":
        return Prompt(
            "ask",
            f"{m.sp.name}'s {p.attack} will deal {vals} by the die: ask the defender to announce "
            "its defensive tokens before you roll (ask), or roll now (roll).",
            {"values": list(p.values)},
        )
    idx = p.queue[0]
    t = st.mons[idx]
    option = damage.pending_option(st, p, idx)
    value = f"{p.value}" if p.value is not None else vals + " (not rolled yet)"
    return Prompt(
        "defend",
        f"{seat_name(st.mons[p.attacker].owner)}'s {st.mons[p.attacker].sp.name} attacks "
        f"{t.sp.name} with {p.attack} ({value}): spend {option}?",
        {"pokemon": idx, "option": option, "value": p.value, "values": list(p.values)},
    )


#: the prompts of the usual decisions as JSON, by everything :func:`prompt_for` reads for them
#: (see :func:`prompt_json`); the species, in the key by id, is kept alive in the value
_JSON: dict[tuple[Any, ...], tuple[Any, dict[str, Any], dict[str, Any]]] = {}
#: how many prompts ``_JSON`` keeps before it starts afresh
JSON_LIMIT = 4096


def prompt_json(st: TacticsState, seat: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """``prompt_for(st, seat)`` as JSON (``kind``, ``text``, ``data``) and without its data
    (``kind``, ``text``): the same two objects, read-only, while what the prompt says is the same.
    The prompts of a seat to act in the order, move and attack stages are remembered by
    everything :func:`prompt_for` reads for them; the others are built each time."""
    stage = st.stage
    key: tuple[Any, ...] | None = None
    sp: Any = None
    if st.outcome is None:
        # only for a seat to act (``to_act`` of these stages; any other gets "wait", unkept)
        orders = st.orders
        if stage == "order" and orders is not None:
            if seat in orders.seats and seat not in orders.choices:
                key = (stage, seat, st.cycle, *st.order_draft[seat])
        elif (stage == "move" or stage == "attack") and seat == st.t_seat:
            m = st.mons[st.t_mon]
            sp = m.sp
            t = m.tokens
            key = (
                stage,
                seat,
                m.idx,
                id(sp),
                st.t_bonus,
                rescue.available(st, seat),
                t["bind"],
                t["paralysis"],
            )
    if key is not None:
        hit = _JSON.get(key)
        if hit is not None and hit[0] is sp:
            return hit[1], hit[2]
    pr = prompt_for(st, seat)
    own = pr.to_json()
    public = {"kind": pr.kind, "text": pr.text}
    if key is not None:
        if len(_JSON) >= JSON_LIMIT:
            _JSON.clear()
        _JSON[key] = (sp, own, public)
    return own, public
