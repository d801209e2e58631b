"""What the search agents know of a Sinnoh battle (see :attr:`pokeforge.core.Game.search_module`):
a position is worth its health margin once the duel in the arena is over (:func:`battle_margin`:
the health left on each side, the duel's loser counted as fainted with the exact chance that it
loses over the dice, :func:`duel_odds`), squashed with :data:`VALUE_SCALE` (a Pokémon has about 3
to 9 health). It is symmetric, so a position is evaluated once for both seats; playouts never
concede. The game's own ``evaluate`` (what greedy maximises) stays the plain health margin."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

from .actions import Action
from .journey.actions import JourneyAction

if TYPE_CHECKING:
    from ...core import Rng
    from .pieces import Mon
    from .state import SinnohState

#: the health margin worth about three quarters of a win (about one Pokémon)
VALUE_SCALE = 8.0


#: a journey's evaluation gained or lost since the search began worth about three quarters of
#: a win (a third of an objective step: :data:`.journey.evaluate.STEP`)
JOURNEY_SCALE = 40.0


def values(state: SinnohState) -> list[float]:
    """Each seat's worth in ``[-1, 1]`` of an unfinished battle: its expected health margin
    once the duel in the arena is over (:func:`battle_margin`), squashed. A journey
    (``campaign=…``, no battle sides of its own) is worth the game's evaluation of each seat
    (:mod:`.journey.evaluate`) relative to where the search's determinised copy began
    (``search_anchor``: a journey's evaluation grows all game long, so squashing its absolute
    size would leave no difference between the choices), squashed with
    :data:`JOURNEY_SCALE`."""
    if not hasattr(state, "sides"):
        game = state.game
        anchor = getattr(state, "search_anchor", None)
        if anchor is None:
            return [
                math.tanh(game.evaluate(state, s) / game.VALUE_SCALE)
                for s in range(state.num_seats)
            ]
        return [
            math.tanh((game.evaluate(state, s) - anchor[s]) / JOURNEY_SCALE)
            for s in range(state.num_seats)
        ]
    v = math.tanh(battle_margin(state) / VALUE_SCALE)
    return [v, -v]


# -- the battle: the duel of the two Pokémon in the arena ------------------------------------


def battle_margin(state: SinnohState) -> float:
    """Side 0's expected health margin once the duel in the arena is over: the health left on
    each side, with the Pokémon that loses the duel (:func:`duel_odds`, exact over the dice)
    counted as fainted and the winner as it is now. Before both sides have a Pokémon out, or
    when neither can hurt the other, the plain health margin."""
    mine, theirs = state.sides[0], state.sides[1]
    health = float(
        sum(m.health_left for m in mine.party) - sum(m.health_left for m in theirs.party)
    )
    a, b = mine.mon, theirs.mon
    if a is None or b is None or a.fainted or b.fainted:
        return health
    p = duel_odds(state, 0)
    # the duel's loser faints: side 0 loses b's health with chance p, its own with 1 - p
    return health - (1.0 - p) * a.health_left + p * b.health_left


def duel_odds(state: SinnohState, side: int) -> float:
    """The chance that ``side``'s Pokémon in the arena knocks out the other's before it is
    knocked out, the two attacking in turn with the best expected damage each has (the exact
    distribution of its dice with the type bonus; :func:`attack_profile`), the side to attack
    first the one attacking now or, between rounds, the higher initiative (ties: the
    initiator)."""
    a = state.sides[side].mon
    b = state.sides[1 - side].mon
    if a is None or b is None:
        return 0.5
    if state.phase == "attack":
        first = state.actor == side
    else:
        ia, ib = state.initiative(side), state.initiative(1 - side)
        first = ia > ib or (ia == ib and state.initiator == side)
    da = attack_profile(state, a, b)
    db = attack_profile(state, b, a)
    return _duel(a.health_left, b.health_left, da, db, first)


def attack_profile(state: SinnohState, attacker: Mon, defender: Mon) -> tuple[float, ...]:
    """The damage distribution (probability of 0, 1, 2, … damage) of ``attacker``'s move with the
    best expected damage against ``defender``: its dice (strength +2 against a Frozen target; a
    strength read from health or initiative as the move says) counted with the move's face
    bonuses, plus the type bonus (of the best type where the move lets its user choose), −2
    while Burned. Other move effects are left out."""
    content = state.content
    moves = content.moves
    cards = content.cards
    bonus_of = content.chart.bonus
    tcard = cards[defender.card]
    extra = 2 if "frozen" in defender.statuses else 0
    burned = -2 if "burned" in attacker.statuses else 0
    best: tuple[float, ...] = (1.0,)
    best_mean = -1.0
    for name in state.move_names(attacker):
        mv = moves.get(name)
        if mv is None:
            continue
        strength = mv.strength or 0
        faces = [0, 1, 2]
        for e in mv.effects:
            do = e.get("do")
            if do == "face_bonus" and "when" not in e:
                faces[("status", "hit", "crit").index(e["face"])] += int(e["delta"])
            elif do == "strength_from":
                strength = _strength_from(state, e, attacker, tcard.health)
            elif do == "copy_strength":
                strength = max(
                    (moves[n].strength or 0 for n in state.move_names(defender) if n in moves),
                    default=0,
                )
            elif do in ("metronome", "mimic"):
                strength = 3
        if strength <= 0:
            continue
        bonus = bonus_of(mv.type, tcard.types)
        for e in mv.effects:
            if e.get("do") == "choose_type":  # Hidden Power, Judgment, …: the best type
                among = e.get("among")
                card = cards[attacker.card]
                kinds = (
                    card.learnable
                    if among == "learnable"
                    else content.chart.types
                    if among == "any"
                    else card.types
                )
                bonus = max((bonus_of(t, tcard.types) for t in kinds), default=bonus)
        dist = _dice(
            strength + extra,
            bonus + burned,
            state.faces,
            (faces[0], faces[1], faces[2]),
        )
        mean = sum(d * p for d, p in enumerate(dist))
        if mean > best_mean:
            best, best_mean = dist, mean
    return best


def _strength_from(
    state: SinnohState, effect: dict[str, object], user: Mon, target_health: int
) -> int:
    """A ``strength_from`` move's attack strength (Electro Ball, Seismic Toss, Eruption, …)."""
    source = effect.get("source")
    card = state.content.cards[user.card]
    if source == "half_initiative":
        value = card.initiative // 2
    elif source == "half_target_base_health":
        value = target_health // 2
    elif source == "half_user_base_health":
        value = card.health // 2
    else:  # user_health_left
        value = user.health_left
    top = effect.get("max")
    return min(value, int(top)) if isinstance(top, int) else value


@lru_cache(maxsize=4096)
def _dice(
    strength: int, bonus: int, faces: tuple[int, ...], value: tuple[int, int, int]
) -> tuple[float, ...]:
    """The damage distribution of ``strength`` attack dice (of ``faces``: 0 a status symbol,
    1 a hit, 2 a critical, worth ``value`` each) plus ``bonus``, at least 0."""
    from .odds import outcomes

    dist: dict[int, float] = {}
    for (s, h, c), p in outcomes(strength, faces):
        d = max(0, s * value[0] + h * value[1] + c * value[2] + bonus)
        dist[d] = dist.get(d, 0.0) + float(p)
    top = max(dist)
    return tuple(dist.get(d, 0.0) for d in range(top + 1))


@lru_cache(maxsize=65536)
def _duel(
    hp_a: int, hp_b: int, da: tuple[float, ...], db: tuple[float, ...], a_first: bool
) -> float:
    """The chance that A (``hp_a`` health left, damage distribution ``da``) knocks out B first,
    attacking in turn, A first when ``a_first``."""
    if not a_first:
        return 1.0 - _duel(hp_b, hp_a, db, da, True)
    # X = P(A wins | A to attack), Y = P(A wins | B to attack), at these health values:
    # X = a0·Y + Ra, Y = b0·X + Rb, where a0, b0 are the chances of no damage
    ra = 0.0
    for d in range(1, len(da)):
        p = da[d]
        if p:
            ra += p if d >= hp_b else p * _duel(hp_a, hp_b - d, da, db, False)
    rb = 0.0
    for d in range(1, len(db)):
        p = db[d]
        if p and d < hp_a:
            rb += p * _duel(hp_a - d, hp_b, da, db, True)
    a0, b0 = da[0], db[0]
    denominator = 1.0 - a0 * b0
    if denominator <= 1e-12:
        return 0.5
    return (ra + a0 * rb) / denominator


def rollout_action(
    state: SinnohState, seat: int, actions: Sequence[Hashable], rng: Rng
) -> Hashable:
    """A uniform choice among the actions that do not concede: a playout that gives up at
    random would score every position as a likely loss. On a journey, a playout does not
    release a Pokémon either while it has another choice (a random release throws away a party
    member the search would never give up)."""
    fighting = [
        a
        for a in actions
        if not (isinstance(a, Action) and a.verb == "concede")
        and not (isinstance(a, JourneyAction) and a.verb == "release")
    ]
    pool = fighting or list(actions)
    return pool[rng.below(len(pool))]
