"""Travel times on a region, measured in turns (the fairness table of docs/rules/sinnoh-region.md).

The Heart of Sinnoh route of a trainer: from the home village to the three lakes in the best
order (ACT II; one more tile move per Shard: 3, 4, 5 a turn), then to the Origin Shrine (ACT III,
6 a turn) and on to the Temple of Sinnoh. Each leg starts a new turn, as the battle at its end
ends the turn. Walking only: no flying, no bonuses.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise, permutations

from .region import Region
from .rules.movement import CLOSED_GATES, distances, move_budget, turns_needed


@dataclass(frozen=True, slots=True)
class VillageTravel:
    village: str
    #: tile moves to each lake (by place id), the Origin Shrine and the Temple of Sinnoh
    tiles_to: dict[str, int]
    #: turns at 3 tile moves to the same places
    turns_to: dict[str, int]
    #: the best lake order and the route's turns (legs at 3, 4, 5, 6, 6 tile moves a turn)
    lake_order: tuple[str, ...]
    route_turns: int


def travel_table(region: Region) -> list[VillageTravel]:
    """For every village: tiles and turns to the lakes, the Origin Shrine, the Temple, the route."""
    lakes = [p.id for p in region.of_kind("lake")]
    origin = region.of_kind("origin_shrine")[0].id
    temple = region.of_kind("temple_of_sinnoh")[0].id
    targets = [*lakes, origin, temple]
    dist = {
        pid: distances(region, region.places[pid].at, CLOSED_GATES)
        for pid in [*targets, *(v.id for v in region.villages())]
    }

    def d(a: str, b: str) -> int:
        found = dist[a].get(region.places[b].at)
        if found is None:
            raise ValueError(f"{b} cannot be reached from {a}")
        return found

    out = []
    for v in region.villages():
        tiles_to = {t: d(v.id, t) for t in targets}
        best: tuple[int, tuple[str, ...]] | None = None
        for order in permutations(lakes):
            stops = [v.id, *order, origin, temple]
            turns = sum(
                turns_needed(d(a, b), move_budget(min(i, 3)))
                for i, (a, b) in enumerate(pairwise(stops))
            )
            if best is None or turns < best[0]:
                best = (turns, order)
        assert best is not None
        out.append(
            VillageTravel(
                v.id,
                tiles_to,
                {t: turns_needed(n, move_budget(0)) for t, n in tiles_to.items()},
                best[1],
                best[0],
            )
        )
    return out
