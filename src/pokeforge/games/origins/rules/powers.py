"""Pokémon Powers (rulebook: "Pokémon Powers"): an activated power is used during its owner's
turn before the attack (as often as it likes, or once a turn), a passive one works by itself;
most stop working while their Pokémon is Asleep, Confused or Paralyzed, and Muk's Toxic Gas
stops every other power.

A power's effect list starts with its ``power`` operation (the head, written in the effects file
as the fields beside ``ops``): ``use`` (``activated`` / ``passive``), ``limit``
(``once_per_turn``), ``where`` (``bench``: only from the Bench), ``passive`` (which rule it
changes: :data:`PASSIVES`) and ``amount``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pokeforge.core import seat_name

from ..actions import Action, act
from . import board, effects, layers

if TYPE_CHECKING:
    from ..cards import CardDef, Effect
    from ..state import Mon, OriginsState

PASSIVES = effects.PASSIVES
BLOCKING = ("asleep", "confused", "paralyzed")


def head(st: OriginsState, mon: Mon) -> Effect | None:
    """The ``power`` head of the Pokémon's own (first) power, if it has one written (a Ditto
    keeps its own power, Transform, when it Transforms)."""
    return board.heads_of(st).heads[mon["cards"][-1]]


def copied(st: OriginsState, mon: Mon) -> tuple[CardDef, Effect] | None:
    """The card a Transformed Ditto is a copy of and that card's Pokémon Power head, if it has
    one: Transform treats Ditto "as if it were the same card as the Defending Pokémon", so
    Ditto has that card's power too, beside Transform ("always has this Pokémon Power")."""
    heads = board.heads_of(st)
    cid = mon["cards"][-1]
    if cid not in heads.transformers:
        return None
    card = board.top(st, mon)
    if card.id == cid:
        return None
    h = heads.heads.get(card.id)
    return None if h is None else (card, h)


def printed_gas(st: OriginsState) -> bool:
    """Whether a working Toxic Gas printed on a Pokémon's own card is in play (what stops a
    Ditto's Transform: a Ditto copying a Muk has its Toxic Gas only through the Transform,
    which that gas cannot stop without stopping itself)."""
    gassers = board.heads_of(st).by_passive.get("toxic_gas")
    if not gassers:
        return False
    return any(
        mon["cards"][-1] in gassers and not _blocked(mon)
        for owner in (0, 1)
        for mon in board.in_play(st, owner)
    )


def gas_in_play(st: OriginsState) -> bool:
    """Whether a working Toxic Gas is in play (a Muk's, or a Transformed Ditto's copy of it)."""
    return _gas(st)


def _gas(st: OriginsState) -> bool:
    if printed_gas(st):
        return True
    heads = board.heads_of(st)
    if not heads.transformers or "toxic_gas" not in heads.by_passive:
        return False
    for mon in st.active:
        found = None if mon is None else copied(st, mon)
        if found is not None and found[1].get("passive") == "toxic_gas":
            return True
    return False


def _blocked(mon: Mon) -> bool:
    return any(c in mon["cond"] for c in BLOCKING)


def _works(st: OriginsState, mon: Mon, h: Effect) -> bool:
    """Whether the power ``h`` of ``mon`` works now: not while the Pokémon is Asleep, Confused
    or Paralyzed; only Toxic Gas works beside a working Toxic Gas (Transform: beside a Toxic
    Gas it copies itself)."""
    if _blocked(mon):
        return False
    kind = h.get("passive")
    if kind == "toxic_gas":
        return True
    if kind == "transform":
        return not printed_gas(st)
    return not _gas(st)


def working(st: OriginsState, mon: Mon) -> Effect | None:
    """The Pokémon's own power's head if the power works now (not stopped by a condition or
    Toxic Gas)."""
    h = head(st, mon)
    return h if h is not None and _works(st, mon, h) else None


def passive(st: OriginsState, mon: Mon, kind: str) -> Effect | None:
    """The working passive power ``kind`` of ``mon`` (its own, or the one a Transformed Ditto
    copies), if it has one."""
    heads = board.heads_of(st)
    having = heads.by_passive.get(kind)
    if not having:
        return None
    cid = mon["cards"][-1]
    if cid in having:
        h = heads.heads[cid]
    elif cid in heads.transformers:
        found = copied(st, mon)
        if found is None or found[0].id not in having:
            return None
        h = found[1]
    else:
        return None
    return h if h is not None and _works(st, mon, h) else None


def activated(st: OriginsState, mon: Mon) -> tuple[CardDef, Effect] | None:
    """The card and head of the Pokémon's working activated power (its own, or the one a
    Transformed Ditto copies: Transform is passive, so there is at most one)."""
    h = head(st, mon)
    if h is not None and h.get("use") == "activated":
        return (board.real_top(st, mon), h) if _works(st, mon, h) else None
    found = copied(st, mon)
    if found is not None and found[1].get("use") == "activated" and _works(st, mon, found[1]):
        return found
    return None


def anywhere(st: OriginsState, kind: str) -> list[tuple[int, Mon]]:
    """Every Pokémon in play with the working passive power ``kind``."""
    if kind not in board.heads_of(st).by_passive:
        return []
    return [
        (owner, mon)
        for owner in (0, 1)
        for mon in board.in_play(st, owner)
        if passive(st, mon, kind) is not None
    ]


def power_actions(st: OriginsState, seat: int) -> list[Action]:
    out: list[Action] = []
    powered = board.heads_of(st).powered
    for pos, mon in board.positions_of(st, seat, seat):
        if mon["cards"][-1] not in powered:
            continue
        found = activated(st, mon)
        if found is None:
            continue
        card, h = found
        if h.get("where") == "bench" and pos == "active":
            continue
        if h.get("limit") == "once_per_turn" and board.has_marker(mon, "power_used"):
            continue
        if h.get("not_first_turn") and mon["since"] == st.turn:
            continue
        if effects.usable(st, seat, card.powers[0].effects, pos):
            out.append(act("power", "", pos))
    return out


def use(st: OriginsState, seat: int, pos: str) -> None:
    mon = board.mon_at(st, seat, pos)[1]
    assert mon is not None
    found = activated(st, mon)
    assert found is not None
    card, h = found
    if h.get("limit") == "once_per_turn":
        # "once during your turn": kept when the Pokémon moves (Step In, a retreat), so a
        # Gengar retreated to the Bench can't Curse again; it ends with the turn
        mon["markers"].append({"kind": "power_used", "until": st.turn, "stays": True})
    power = card.powers[0]
    effects.emit(st, "power", f"{seat_name(seat)}'s {card.name} uses {power.name}.")
    ctx: dict[str, Any] = {"seat": seat, "kind": "power", "card": card.id, "pos": pos}
    effects.start(st, ["power", card.id, 0], ctx)
    st.flow = ["sweep"]


def snares(st: OriginsState, seat: int) -> list[Effect]:
    """The working Snare Thorns of ``seat``'s opponent (each answers ``seat``'s attaching an
    Energy card from its hand and its Active Pokémon retreating)."""
    out: list[Effect] = []
    for owner, mon in anywhere(st, "snare"):
        h = passive(st, mon, "snare")
        if owner != seat and h is not None:
            out.append(h)
    return out


def snare(st: OriginsState, target: Mon, hits: list[Effect]) -> None:
    """Snare Thorns: each does its ``amount`` damage to ``target`` (damage an effect does, not
    an attack: no Weakness, Resistance or protection from attacks)."""
    name = board.top(st, target).name
    for h in hits:
        amount = int(h.get("amount"))
        target["damage"] += amount
        effects.emit(st, "damage", f"Snare Thorns: {name} takes {amount} damage.", amount=amount)


def retreat_cost(st: OriginsState, seat: int) -> int:
    """The Active Pokémon's Retreat Cost, less 1 for each working Retreat Aid on the Bench
    (and a Stadium's reduction for a Basic Pokémon)."""
    mon = st.active[seat]
    assert mon is not None
    cost = board.top(st, mon).retreat_cost
    shrine = effects.stadium_rule(st, "retreat_basic")
    if shrine is not None and layers.stage_of(st, mon) == "Basic":
        cost -= int(shrine.get("amount"))
    for helper in st.bench[seat]:
        h = passive(st, helper, "retreat_aid")
        if h is not None:
            cost -= int(h.get("amount"))
    return max(0, cost)


def evolving_allowed(st: OriginsState) -> bool:
    """No Evolution card can be played while a Prehistoric Power works."""
    return not anywhere(st, "prehistoric_power")


def condition_allowed(st: OriginsState, mon: Mon) -> bool:
    """Thick Skinned, and a Clefairy Doll or Mysterious Fossil, take no special condition."""
    return passive(st, mon, "thick_skinned") is None and not board.is_doll(st, mon)


def damage_to(st: OriginsState, target: Mon, dmg: int) -> int:
    """Damage an attack does to ``target`` after its passive powers (Invisible Wall: its
    ``amount``, 30, or more is prevented; Kabuto Armor: halved, rounded down to 10)."""
    wall = passive(st, target, "invisible_wall")
    if wall is not None and dmg >= int(wall.get("amount")):
        return 0
    if passive(st, target, "kabuto_armor") is not None:
        return dmg // 20 * 10
    return dmg


def strike_back(st: OriginsState, target: Mon, attacker: Mon, dmg: int) -> None:
    """Strikes Back: an attack that damages the Pokémon takes the power's ``amount`` (10) back (no
    Weakness or Resistance)."""
    h = passive(st, target, "strikes_back")
    if h is not None and dmg > 0:
        amount = int(h.get("amount"))
        attacker["damage"] += amount
        name = board.top(st, attacker).name
        effects.emit(st, "damage", f"Strikes Back: {name} takes {amount} damage.")


def transparent(st: OriginsState, seat: int, target: Mon) -> None:
    """Transparency: an attack on the Pokémon first flips a coin; heads prevents everything the
    attack does to it (damage and effects) this turn."""
    if passive(st, target, "transparency") is None:
        return
    heads = effects.coin(st, seat)
    name = board.top(st, target).name
    face = "heads" if heads else "tails"
    effects.emit(st, "flip", f"Transparency: {name} flips {face}.", faces=[int(heads)])
    if heads:
        target["markers"].append({"kind": "prevent_damage", "until": st.turn, "max": 0})
        target["markers"].append({"kind": "prevent_effects", "until": st.turn})


def face_up(st: OriginsState, seat: int) -> bool:
    """Whether ``seat`` plays with its hand face up (a working Clairvoyance across the table)."""
    return any(passive(st, mon, "clairvoyance") is not None for mon in board.in_play(st, 1 - seat))


def sync_face_up(st: OriginsState) -> None:
    """After each action: a hand that is face up is shown to everyone whenever it changed (an
    event that declares the reveal); a hand that stops being face up keeps what the opponent
    saw as known cards."""
    from pokeforge.core import Event

    heads = board.heads_of(st)
    seers = heads.by_passive.get("clairvoyance", frozenset())
    if "face_up" not in st.flags and (
        not seers
        or not any(
            m["cards"][-1] in seers or m["cards"][-1] in heads.transformers
            for p in (0, 1)
            for m in board.in_play(st, p)
        )
    ):
        return
    shown: list[list[str] | None] = st.flags.get("face_up") or [None, None]
    changed = False
    for p in (0, 1):
        now = sorted(st.hand[p])
        if face_up(st, p):
            if shown[p] != now:
                shown[p] = now
                changed = True
                names = ", ".join(board.card_name(st, c) for c in now) or "nothing"
                st.events.append(
                    Event(
                        "hand_face_up",
                        f"{seat_name(p)}'s hand is face up: {names}.",
                        {"seat": p, "cards": now},
                        reveals=("hand",),
                    )
                )
        elif shown[p] is not None:
            # what the table last saw stays known (as far as those cards are still there)
            left = list(now)
            seen = []
            for card in shown[p] or []:
                if card in left:
                    left.remove(card)
                    seen.append(card)
            st.known[p][:] = seen
            shown[p] = None
            changed = True
    if changed:
        if shown == [None, None]:
            st.flags.pop("face_up", None)
        else:
            st.flags["face_up"] = shown
