"""Movement on the region: steps, the turn's reachable tiles with their paths, gates and flying.

Pure functions of a ``Region`` (``games/sinnoh/region.py``); the journey keeps positions, Shards,
Apricorns and Grunts and passes what matters in. Rulebook sections: OVERVIEW "On your turn"
(3 tile moves, +1 per Shard, the elevation rule), OVERVIEW "Villages" (flying),
THE ULTRA BURST "Distortion Gates" (gates link at no move cost), THE GODS OF SINNOH (+1 move for
Followers of the god on the Origin Shrine) and APRICORN STEWS (Zesty Stew: +3), the last two
passed in as ``bonus``.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise

from pokeforge.core.geometry import Hex

from ..region import Region

#: OVERVIEW, On your turn: the tile moves of a turn before Shards and bonuses
BASE_TILE_MOVES = 3
#: a step onto a tile this many full elevations higher or lower is not allowed
ELEVATION_LIMIT = 2


@dataclass(frozen=True, slots=True)
class StepRules:
    """Exceptions to the elevation rule that trainer abilities grant (passed in by the journey).

    ``ignore_elevation``: move onto any tile regardless of its elevation. ``descend_freely``: also
    step onto adjacent tiles 2 or more elevations lower. ``gates_open``: Distortion Gates link to
    their counterparts (the Ultra Burst campaign; in the Heart of Sinnoh they only hold Swarms).
    """

    gates_open: bool = False
    ignore_elevation: bool = False
    descend_freely: bool = False


OPEN_GATES = StepRules(gates_open=True)
CLOSED_GATES = StepRules()


def move_budget(shards: int, bonus: int = 0) -> int:
    """Tile moves this turn: 3, +1 per Shard owned, + other bonuses (OVERVIEW, On your turn)."""
    if shards < 0 or bonus < 0:
        raise ValueError("shards and bonus are never negative")
    return BASE_TILE_MOVES + shards + bonus


def full_elevations(a: float, b: float) -> int:
    """The whole number of elevations between two heights: ``floor(|a - b|)``.

    Tiles may have half elevations (ramps); 1.5 apart is one full elevation, 2 apart is two.
    """
    return math.floor(abs(a - b))


def can_step(region: Region, frm: Hex, to: Hex, rules: StepRules = CLOSED_GATES) -> bool:
    """Whether a trainer may move from ``frm`` onto the adjacent tile ``to`` (1 tile move).

    OVERVIEW, On your turn: never onto a tile 2 or more full elevations higher or lower.
    """
    if to not in region.neighbours.get(frm, ()):
        return False
    if rules.ignore_elevation:
        return True
    here, there = region.tiles[frm].elevation, region.tiles[to].elevation
    if full_elevations(here, there) < ELEVATION_LIMIT:
        return True
    return rules.descend_freely and there < here


def _links(region: Region, at: Hex, rules: StepRules) -> Iterable[tuple[Hex, int]]:
    """(tile, cost) of every move from ``at``: steps cost 1, a gate to its counterpart costs 0."""
    if rules.gates_open:
        other = region.gate_link(at)
        if other is not None:
            yield other, 0
    for n in region.neighbours[at]:
        if can_step(region, at, n, rules):
            yield n, 1


def _search(
    region: Region, start: Hex, limit: int | None, rules: StepRules
) -> dict[Hex, tuple[int, tuple[Hex, ...]]]:
    """Fewest tile moves (0-1 breadth-first search) and one shortest path to every tile."""
    if start not in region.tiles:
        raise KeyError(f"{start.name()} is not a tile of the region")
    best: dict[Hex, tuple[int, tuple[Hex, ...]]] = {start: (0, (start,))}
    queue: deque[Hex] = deque([start])
    while queue:
        h = queue.popleft()
        cost, path = best[h]
        for n, step in _links(region, h, rules):
            c = cost + step
            if limit is not None and c > limit:
                continue
            old = best.get(n)
            if old is None or c < old[0]:
                best[n] = (c, (*path, n))
                if step == 0:
                    queue.appendleft(n)
                else:
                    queue.append(n)
    return best


def reachable(
    region: Region, start: Hex, moves: int, rules: StepRules = CLOSED_GATES
) -> dict[Hex, tuple[Hex, ...]]:
    """Every tile reachable with at most ``moves`` tile moves, with a shortest path to it.

    The path lists the tiles passed, ``start`` first (a gate jump shows both gate tiles), so the
    journey can offer what lies on the way (hidden spots, OVERVIEW "interact whilst standing").
    """
    if moves < 0:
        raise ValueError("moves is never negative")
    return {h: path for h, (_, path) in _search(region, start, moves, rules).items()}


def shortest_path(
    region: Region, start: Hex, goal: Hex, rules: StepRules = CLOSED_GATES
) -> tuple[Hex, ...] | None:
    """A shortest path from ``start`` to ``goal`` (None when it cannot be reached at all)."""
    found = _search(region, start, None, rules).get(goal)
    return None if found is None else found[1]


def distances(region: Region, start: Hex, rules: StepRules = CLOSED_GATES) -> dict[Hex, int]:
    """Fewest tile moves from ``start`` to every reachable tile."""
    return {h: c for h, (c, _) in _search(region, start, None, rules).items()}


def path_cost(region: Region, path: Sequence[Hex], rules: StepRules = CLOSED_GATES) -> int:
    """Tile moves a path chosen by a trainer costs; ValueError when a step is not allowed."""
    if not path or path[0] not in region.tiles:
        raise ValueError("a path starts on a tile of the region")
    cost = 0
    for a, b in pairwise(path):
        if rules.gates_open and region.gate_link(a) == b:
            continue
        if not can_step(region, a, b, rules):
            raise ValueError(f"cannot move from {a.name()} to {b.name()}")
        cost += 1
    return cost


def turns_needed(tile_moves: int, budget: int) -> int:
    """Turns to cover ``tile_moves`` with ``budget`` tile moves a turn."""
    if budget <= 0:
        raise ValueError("a turn has at least one tile move")
    return -(-tile_moves // budget)


def fly_targets(
    region: Region,
    at: Hex,
    grunt_villages: Iterable[str] = (),
    *,
    from_anywhere: bool = False,
) -> tuple[str, ...]:
    """Villages a trainer at ``at`` may fly to (OVERVIEW, Villages; ACT I).

    Only from a village, to another village, and there must be no Team Galactic Grunts on either.
    The cost (1 Apricorn) is the journey's. ``from_anywhere``: a trainer ability lets one fly from
    any tile (then only the target must be free of Grunts). Campsites and the Ultra Megalopolis
    are never fly targets.
    """
    grunts = set(grunt_villages)
    here = region.place_at.get(at)
    at_village = here is not None and here.kind == "village"
    if not from_anywhere and (not at_village or (here is not None and here.id in grunts)):
        return ()
    return tuple(
        v.id
        for v in region.villages()
        if v.id not in grunts and not (here is not None and v.id == here.id)
    )


def within(region: Region, at: Hex, radius: int) -> Mapping[Hex, int]:
    """Tiles of the same area within ``radius`` steps, ignoring elevation (for "up to 2 tiles
    away" interactions of trainer abilities)."""
    out = {at: 0}
    frontier = [at]
    for d in range(1, radius + 1):
        nxt = []
        for h in frontier:
            for n in region.neighbours[h]:
                if n not in out:
                    out[n] = d
                    nxt.append(n)
        frontier = nxt
    return out
