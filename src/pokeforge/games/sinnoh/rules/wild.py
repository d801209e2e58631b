"""How the wild side decides (rulebook: ULTRA BURST "Battles": follow these principles).

The wild Pokémon uses the move with the highest value of expected dice result + type
effectiveness bonus + listed extra damage, preferring its signature move on ties; a swarm sends its
Pokémon in party order (weak, moderate, strong); the wild side never switches by choice. With a
single player, Team Galactic is decided the same way; it sends the Pokémon that matches up best
and uses Galactic Retribution as :func:`.tactics.auto_strike` says.

An Ultra Beast or Necrozma (card tiers in :data:`ULTRA_TIERS`) follows the Ultra Burst's
principles as written, in order (:func:`ultra_choice`): 1. its signature move when it "makes
sense" (ours: legal, the target is not immune to its type, and its attack strength this turn is at
least :data:`SIGNATURE_MIN_STRENGTH`); 2. otherwise the move (and chosen type) with the highest
attack strength + type effectiveness bonus + move effect damage (:func:`ultra_value`); ties go to
the signature move, then the first move listed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..actions import STAY, STRIKE, Action, action
from . import legal, tactics
from .attack import strength_of
from .context import Ctx

if TYPE_CHECKING:
    from ..state import SinnohState


def score(st: SinnohState, side: int, action: Action) -> float:
    """Expected dice result + type bonus + half the listed extra damage of a move."""
    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    name = st.move_names(mon)[action.index]
    move = st.content.moves[name]
    opts = action.options()
    mtype = opts.get("type", move.type)
    mean = sum(st.faces) / len(st.faces)
    strength = move.strength or 3
    extra = 0
    for e in move.effects:
        if e["do"] == "extra_damage":
            extra += e["amount"]
        elif (
            e["do"] == "set_strength"
            and e.get("when", {}).get("test") == "used_last_turn"
            and mon.last_move == name
        ):
            strength = e["value"]  # Alpha Strike repeated: strength 2
    bonus = st.content.chart.bonus(mtype, st.content.cards[foe.card].types)
    return float(strength * mean + bonus + 0.5 * extra - 0.001 * action.index)


#: the card tiers that follow the Ultra Burst's move-choice principles (Ultra Beasts, Necrozma)
ULTRA_TIERS = ("ultra_beast", "ultra_burst")
#: the lowest attack strength this turn at which a signature move "makes sense" (ours)
SIGNATURE_MIN_STRENGTH = 2


def ultra_strength(st: SinnohState, side: int, action: Action) -> int:
    """A move's attack strength this turn (its own strength rules, Beast Boost, items, the
    1–9 clamp), read without changing the battle."""
    mon = st.sides[side].mon
    assert mon is not None
    move = st.content.moves[st.move_names(mon)[action.index]]
    opts = action.options()
    ctx = Ctx(st, side, move, opts)
    ctx.strength = move.strength or 0
    ctx.mtype = opts.get("type", move.type)
    return strength_of(ctx)


#: conditions of an effect that only the roll decides (an effect damage under one of them is
#: counted as listed: it may be dealt)
ROLL_TESTS = ("rolled", "user_became_status")


def ultra_value(st: SinnohState, side: int, action: Action) -> int:
    """Principle 2: attack strength + type effectiveness bonus + the move's effect damage (an
    ``extra_damage`` whose condition does not hold against this target counts nothing)."""
    from ..effects import holds

    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    move = st.content.moves[st.move_names(mon)[action.index]]
    mtype = action.options().get("type", move.type)
    bonus = st.content.chart.bonus(mtype, st.content.cards[foe.card].types)
    extra = 0
    probe: Ctx | None = None
    for e in move.effects:
        if e["do"] != "extra_damage":
            continue
        cond = e.get("when")
        if cond is not None and cond["test"] not in ROLL_TESTS:
            probe = probe or Ctx(st, side, move, action.options())
            if not holds(probe, cond):
                continue
        extra += int(e["amount"])
    return ultra_strength(st, side, action) + bonus + extra


def makes_sense(st: SinnohState, side: int, action: Action) -> bool:
    """Principle 1's "if it makes sense to" (ours): the target is not immune to the signature
    move's type and its attack strength this turn is at least :data:`SIGNATURE_MIN_STRENGTH`."""
    mon = st.sides[side].mon
    foe = st.sides[1 - side].mon
    assert mon is not None and foe is not None
    move = st.content.moves[st.move_names(mon)[action.index]]
    chart = st.content.chart
    mtype = action.options().get("type", move.type)
    foe_types = st.content.cards[foe.card].types
    if mtype != chart.typeless and any((mtype, t) in chart.immune for t in foe_types):
        return False
    return ultra_strength(st, side, action) >= SIGNATURE_MIN_STRENGTH


def is_ultra(st: SinnohState, side: int) -> bool:
    mon = st.sides[side].mon
    return mon is not None and st.content.cards[mon.card].tier in ULTRA_TIERS


def ultra_choice(st: SinnohState, side: int) -> Action:
    """The Ultra Burst's principles, in order (module docstring)."""
    options = legal.attack_actions(st, side)
    if not options:
        return STAY
    mon = st.sides[side].mon
    assert mon is not None
    signature = st.content.cards[mon.card].move
    names = st.move_names(mon)
    mine = [a for a in options if names[a.index] == signature and makes_sense(st, side, a)]
    if mine:
        return max(mine, key=lambda a: (ultra_value(st, side, a), -options.index(a)))
    return max(
        options,
        key=lambda a: (ultra_value(st, side, a), names[a.index] == signature, -options.index(a)),
    )


def best_sender(st: SinnohState, side: int) -> int:
    """Team Galactic chooses its next Pokémon: the one whose best move scores highest against
    the Pokémon in the arena (party order on ties); a swarm or a wild side: party order."""
    s = st.sides[side]
    usable = s.usable()
    foe = st.sides[1 - side].mon
    if s.kind != "galactic" or foe is None or len(usable) == 1:
        return usable[0]
    content = st.content
    foe_types = content.cards[foe.card].types
    mean = sum(st.faces) / len(st.faces)

    def value(i: int) -> float:
        mon = s.party[i]
        best = 0.0
        for name in st.move_names(mon):
            move = content.moves[name]
            types = content.cards[mon.card].learnable if move.has("choose_type") else (move.type,)
            bonus = max(content.chart.bonus(t, foe_types) for t in types or (move.type,))
            best = max(best, (move.strength or 3) * mean + bonus)
        return best - 0.001 * i

    return max(usable, key=value)


def wild_action(st: SinnohState) -> Action:
    """The automatic side's decision in the current phase."""
    side = st.actor
    if st.phase == "send":
        return action("send", best_sender(st, side))
    if st.phase == "retribution":
        return STRIKE if tactics.auto_strike(st, side) else STAY
    if st.phase in ("switch", "teach"):
        return STAY
    if st.phase == "metronome":
        drawn = legal.actions(st, side)
        return max(drawn, key=lambda a: score(st, side, a))
    if is_ultra(st, side):
        return ultra_choice(st, side)
    options = legal.attack_actions(st, side)
    if not options:
        return STAY
    return max(options, key=lambda a: score(st, side, a))
