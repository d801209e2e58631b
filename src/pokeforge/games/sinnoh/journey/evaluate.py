"""The evaluation the greedy agent maximises on a journey (``SinnohGame.evaluate``).

A trainer's value: 10 per journey score point (what the interim end counts), the health left in
the party and its size, a little for Apricorns (by tier), balls and held items, Journey Points
held, and the way to the nearest Apricorn Tree or Reef (so that a one-step lookahead walks towards
one). In a
battle, the battle's own health margin is added for the trainers in it. A finished journey adds
±10⁶ for a win or a loss. Only the state handed over is read (a determinised copy for an agent).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from pokeforge.core.geometry import Hex

from ..pieces import COLOUR_TIER
from .rules import acts
from .rules.end import score
from .rules.moving import step_rules

if TYPE_CHECKING:
    from ..region import Region
    from ..rules.movement import StepRules
    from .state import JourneyState

_NEAREST: dict[tuple[int, StepRules], dict[Hex, int]] = {}


def to_nearest_tree(region: Region, rules: StepRules) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest Apricorn Tree or Reef (walking)."""
    key = (id(region), rules)
    found = _NEAREST.get(key)
    if found is not None:
        return found
    from ..rules.movement import can_step

    starts = [p.at for kind in ("apricorn_tree", "apricorn_reef") for p in region.of_kind(kind)]
    dist = dict.fromkeys(starts, 0)
    queue = deque(starts)
    while queue:
        h = queue.popleft()
        for n in region.neighbours[h]:
            if n not in dist and can_step(region, n, h, rules):
                dist[n] = dist[h] + 1
                queue.append(n)
    _NEAREST[key] = dist
    return dist


def value(st: JourneyState, seat: int) -> float:
    t = st.trainers[seat]
    v = 10.0 * score(t) + 0.5 * t.points
    v += sum(m.health_left for m in t.party) * 0.3 + 2.0 * sum(1 for m in t.party if not m.fainted)
    v += 1.0 * len(t.party)  # a fainted Pokémon is still worth keeping
    v += sum(n * (0.3 * tier) for n, tier in zip(t.bag, COLOUR_TIER, strict=True))
    v += 1.0 * len(t.balls) + 1.5 * len(t.items)
    if t.at is not None and st.battle is None:
        far = to_nearest_tree(st.region, step_rules(st)).get(t.at)
        if far is not None:
            v -= 0.5 * far
    v += objectives_value(st, seat)
    battle = st.battle
    if battle is not None:
        side = st.battle_seat(seat)
        if side is not None:
            mine, theirs = battle.sides[side], battle.sides[1 - side]
            v += sum(m.health_left for m in mine.party) - sum(m.health_left for m in theirs.party)
    return v


def to_places(region: Region, rules: StepRules, places: tuple[str, ...]) -> dict[Hex, int]:
    """Tile moves from every tile to the nearest of ``places`` (walking)."""
    key = (id(region), rules, places)
    found = _TO_PLACES.get(key)
    if found is not None:
        return found
    from ..rules.movement import can_step

    starts = [region.places[p].at for p in places]
    dist = dict.fromkeys(starts, 0)
    queue = deque(starts)
    while queue:
        h = queue.popleft()
        for n in region.neighbours[h]:
            if n not in dist and can_step(region, n, h, rules):
                dist[n] = dist[h] + 1
                queue.append(n)
    _TO_PLACES[key] = dist
    return dist


_TO_PLACES: dict[tuple[int, StepRules, tuple[str, ...]], dict[Hex, int]] = {}


def objectives_value(st: JourneyState, seat: int) -> float:
    """The Heart of Sinnoh's objectives: 60 per step (village, each Shard, the Heart, Cyrus);
    a trainer whose party's health is at least the next Team Galactic battle's (on average)
    walks to it (1 per tile) and values starting a battle it is as strong for (+30 while it
    runs, kept until its end)."""
    p = st.heart
    v = 60.0 * p.progress(seat)
    t = st.trainers[seat]
    battle = st.battle
    if battle is not None and p.fight and p.fight != "traitor" and st.battle_seats[0] == seat:
        mine = sum(m.max_health for m in battle.sides[0].party)
        if mine >= sum(m.max_health for m in battle.sides[1].party):
            v += 30.0
        return v
    goal = acts.next_goal(st, seat)
    ready = sum(m.max_health for m in t.party) >= acts.goal_health(st, seat)
    if goal and t.at is not None and battle is None and ready:
        far = to_places(st.region, step_rules(st), goal).get(t.at)
        if far is not None:
            v -= 1.0 * far
    return v


def evaluate(st: JourneyState, seat: int) -> float:
    out = st.outcome
    if out is not None:
        return {"win": 1e6, "draw": 0.0, "loss": -1e6}[out.result(seat)] + value(st, seat)
    return value(st, seat)
