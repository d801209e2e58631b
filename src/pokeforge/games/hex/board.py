"""The board: eight hexagons joined into one space graph (rulebook §3, "The Hexagons").

Each hexagon tile is a ring of 12 spaces (radius 2 on the hex grid) around its city, with two
spokes from ring corners to the city. The first (start) and last (League) tiles are fixed; the six
in the middle are drawn by tier from the pool in ``data/board.json`` and rotated, from the seed.
Tiles sit on a larger hex lattice; two neighbouring tiles are joined by one road between their
closest ring spaces. The League tile is a one-way loop entered from the Indigo Plateau.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from pokeforge.core import Rng
from pokeforge.core.geometry.hexgrid import Hex, hex_distance, hex_ring, hex_to_pixel

from .content import Content

#: tile centres: macro axial coordinates (Q, R) -> Q*A + R*B on the hex grid (radius-2 tiling)
_A = Hex(5, -2)
_B = Hex(2, 3)

Arrangement = tuple[tuple[str, str, int], ...]  # (slot, tile id, rotation)


@dataclass(frozen=True, slots=True)
class Space:
    id: int
    kind: str  # plain, event, super_event, city, pokemon, passage, plateau, league_* ...
    arg: str  # Pokémon colour, passage type, or ""
    slot: str  # which tile slot it belongs to
    tier: int  # the tile's tier (0 start, 1-3, 4 League)
    hex: Hex
    city: str = ""  # city name for city/plateau spaces
    leader: str = ""  # gym leader id at a city
    tile: str = ""  # tile id


@dataclass(frozen=True)
class Board:
    arrangement: Arrangement
    spaces: tuple[Space, ...]
    #: succ[u] = ((v, item_cost), ...): roads usable from u; cost > 0 marks an item passage
    succ: tuple[tuple[tuple[int, int], ...], ...]
    start: int  # the start city
    plateau: int  # the Indigo Plateau
    loop: tuple[int, ...]  # the League loop in arrow order
    cities: tuple[int, ...]
    passage_types: tuple[str, ...] = ()

    def space_of_city(self, leader: str) -> int:
        for s in self.spaces:
            if s.leader == leader:
                return s.id
        raise KeyError(leader)

    def tile_spaces(self, slot: str) -> list[int]:
        """The spaces of one hexagon (a fresh list)."""
        return list(self._by_slot.get(slot, ()))

    @cached_property
    def _by_slot(self) -> dict[str, tuple[int, ...]]:
        out: dict[str, list[int]] = {}
        for s in self.spaces:
            out.setdefault(s.slot, []).append(s.id)
        return {k: tuple(v) for k, v in out.items()}

    @cached_property
    def memo(self) -> dict[str, Any]:
        """What the rules derive from this board alone (road graphs, path tables), kept with it:
        a lookup there hashes no arrangement."""
        return {}

    def pixel(self, sid: int, size: float = 10.0) -> tuple[float, float]:
        return hex_to_pixel(self.spaces[sid].hex, size)


def random_arrangement(content: Content, rng: Rng) -> Arrangement:
    """Draw two tiles of each tier and a rotation for each (rulebook §3: six randomised by tier)."""
    layout = content.board["layout"]["slots"]
    out: list[tuple[str, str, int]] = []
    by_tier: dict[int, list[str]] = {}
    for tid, t in content.tiles.items():
        by_tier.setdefault(int(t["tier"]), []).append(tid)
    drawn: dict[int, list[str]] = {}
    for slot in layout:
        tier = int(slot["tier"])
        if tier == 0:
            out.append((slot["slot"], "new-bark", 0))
        elif tier == 4:
            out.append((slot["slot"], "pokemon-league", 0))
        else:
            if tier not in drawn:
                drawn[tier] = rng.sample(sorted(by_tier[tier]), 2)
            out.append((slot["slot"], drawn[tier].pop(0), rng.below(6)))
    return tuple(out)


def _centre(q: int, r: int) -> Hex:
    return Hex(q * _A.q + r * _B.q, q * _A.r + r * _B.r)


@lru_cache(maxsize=64)
def build_board(content: Content, arrangement: Arrangement) -> Board:
    """The space graph for ``arrangement`` (cached: boards are immutable)."""
    slots = {s["slot"]: s for s in content.board["layout"]["slots"]}
    spaces: list[Space] = []
    edges: list[Road] = []
    ring_ids: dict[str, list[int]] = {}
    centres: dict[str, Hex] = {}
    start = plateau = -1
    loop: list[int] = []

    def add(kind: str, slot: str, tier: int, h: Hex, **kw: str) -> int:
        spaces.append(_space(kind, len(spaces), slot, tier, h, **kw))
        return len(spaces) - 1

    league_slot = ""
    for slot_name, tile_id, rot in arrangement:
        meta = slots[slot_name]
        q, r, tier = int(meta["q"]), int(meta["r"]), int(meta["tier"])
        centres[slot_name] = _centre(q, r)
        if tier == 4:
            league_slot = slot_name
            continue
        part, roads, ids, cid = _tile(content, slot_name, q, r, tier, tile_id, rot, len(spaces))
        spaces += part
        edges += roads
        if tier == 0:
            start = cid
        ring_ids[slot_name] = list(ids)

    # the League tile: the plateau on the ring corner facing its neighbours, then the loop
    lmeta = slots[league_slot]
    lc = centres[league_slot]
    lring = _ring(lc, 2)
    neighbours = [s for s in ring_ids if _adjacent(slots[s], lmeta)]
    ppos = min(
        range(12), key=lambda i: (sum(hex_distance(lring[i], centres[n]) for n in neighbours), i)
    )
    league = content.board["league"]
    plateau = add(
        "plateau", league_slot, 4, lring[ppos], city=league["plateau"], tile="pokemon-league"
    )
    for k, kind in enumerate(league["loop"]):
        pos = (ppos + 1 + k) % 12
        loop.append(add(kind, league_slot, 4, lring[pos], tile="pokemon-league"))
    edges.append((plateau, loop[0], 0, True))
    for k in range(len(loop)):
        edges.append((loop[k], loop[(k + 1) % len(loop)], 0, True))
    ring_ids[league_slot] = [plateau]

    # roads between neighbouring tiles: one per pair, between their closest ring spaces
    names = [s for s, _, _ in arrangement]
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            if not _adjacent(slots[a], slots[b]):
                continue
            mid_q = (centres[a].q + centres[b].q) / 2
            mid_r = (centres[a].r + centres[b].r) / 2

            def score(
                u: int, v: int, mq: float = mid_q, mr: float = mid_r
            ) -> tuple[float, int, int]:
                hu, hv = spaces[u].hex, spaces[v].hex
                d = hex_distance(hu, hv)
                off = abs(hu.q + hv.q - 2 * mq) + abs(hu.r + hv.r - 2 * mr)
                return (d * 100 + off, u, v)

            ua, ub = ring_ids[a], ring_ids[b]
            if league_slot in (a, b):  # §7: six badges are all the plateau asks for
                ua = [u for u in ua if spaces[u].kind != "passage"]
                ub = [v for v in ub if spaces[v].kind != "passage"]
            best = _closest(
                tuple(spaces[u].hex for u in ua),
                tuple(spaces[v].hex for v in ub),
                centres[a],
                centres[b],
            )
            if best is not None:  # one closest pair of positions: the same whatever the ids
                u, v = ua[best[0]], ub[best[1]]
            else:
                u, v = min(((u, v) for u in ua for v in ub), key=lambda p: score(*p))
            edges.append((u, v, 0, False))

    succ: list[list[tuple[int, int]]] = [[] for _ in spaces]
    for u, v, cost, one_way in edges:
        succ[u].append((v, cost))
        if not one_way:
            succ[v].append((u, cost))
    cities = tuple(s.id for s in spaces if s.kind in ("city", "plateau"))
    return Board(
        arrangement=arrangement,
        spaces=tuple(spaces),
        succ=tuple(tuple(sorted(x)) for x in succ),
        start=start,
        plateau=plateau,
        loop=tuple(loop),
        cities=cities,
        passage_types=tuple(sorted({s.arg for s in spaces if s.kind == "passage"})),
    )


def _space(kind: str, sid: int, slot: str, tier: int, h: Hex, **kw: str) -> Space:
    """Space ``sid`` of a ``kind`` as the tile data write it (``"pokemon:pink"``)."""
    base, _, arg = kind.partition(":")
    return Space(sid, base, arg, slot, tier, h, **kw)


Road = tuple[int, int, int, bool]  # (u, v, cost, one_way)


@lru_cache(maxsize=4096)
def _tile(
    content: Content, slot: str, q: int, r: int, tier: int, tile_id: str, rot: int, first: int
) -> tuple[tuple[Space, ...], tuple[Road, ...], tuple[int, ...], int]:
    """The spaces (numbered from ``first``: the ring, the city, the spokes) and roads of the
    tile ``tile_id`` turned ``rot`` in the slot centred at ``(q, r)``, its ring's ids by
    position and its city's id: the same in every board that places it so (kept)."""
    c = _centre(q, r)
    ring_hexes = _ring(c, 2)
    spaces: list[Space] = []
    edges: list[Road] = []

    def add(kind: str, h: Hex, **kw: str) -> int:
        spaces.append(_space(kind, first + len(spaces), slot, tier, h, tile=tile_id, **kw))
        return first + len(spaces) - 1

    t = content.tiles[tile_id]
    ids = [-1] * 12
    for i, kind in enumerate(t["ring"]):
        pos = (i + 2 * rot) % 12
        ids[pos] = add(kind, ring_hexes[pos])
    city = t["city"]
    cid = add("city", c, city=city["name"], leader=city.get("leader") or "")
    for i in range(12):
        edges.append((ids[i], ids[(i + 1) % 12], 0, False))
    inner = _ring(c, 1)
    for spoke in t.get("spokes", []):
        pos = (int(spoke["at"]) + 2 * rot) % 12
        sp = add(spoke["kind"], inner[pos // 2])
        edges.append((ids[pos], sp, 0, False))
        edges.append((sp, cid, 0, False))
    ip = t.get("item_passage")
    if ip:
        pos = (int(ip["at"]) + 2 * rot) % 12
        edges.append((ids[pos], cid, int(ip["cost"]), True))
    return tuple(spaces), tuple(edges), tuple(ids), cid


@lru_cache(maxsize=256)
def _ring(centre: Hex, radius: int) -> tuple[Hex, ...]:
    """:func:`hex_ring`, remembered (tile centres are few)."""
    return tuple(hex_ring(centre, radius))


@lru_cache(maxsize=256)
def _closest(ha: tuple[Hex, ...], hb: tuple[Hex, ...], ca: Hex, cb: Hex) -> tuple[int, int] | None:
    """The positions of the closest pair of spaces of two neighbouring tiles centred on ``ca`` and
    ``cb`` (by distance, then nearness to the middle of the two tiles), or ``None`` when two pairs
    tie (then the space ids decide, as :func:`build_board` does)."""
    scored = []
    for x, hu in enumerate(ha):
        for y, hv in enumerate(hb):
            off = abs(hu.q + hv.q - ca.q - cb.q) + abs(hu.r + hv.r - ca.r - cb.r)
            scored.append((hex_distance(hu, hv) * 100 + off, x, y))
    scored.sort()
    if len(scored) > 1 and scored[0][0] == scored[1][0]:
        return None
    return scored[0][1], scored[0][2]


def _adjacent(a: dict[str, int], b: dict[str, int]) -> bool:
    return hex_distance(Hex(int(a["q"]), int(a["r"])), Hex(int(b["q"]), int(b["r"]))) == 1


_DIST: dict[tuple[Arrangement, int], list[int]] = {}


def road_distance(board: Board, target: int) -> list[int]:
    """Roads from every space to ``target`` (ignoring passages and one-way arrows; for agents'
    evaluations only). Unreachable spaces get a large number."""
    key = (board.arrangement, target)
    hit = _DIST.get(key)
    if hit is not None:
        return hit
    n = len(board.spaces)
    nbrs: list[set[int]] = [set() for _ in range(n)]
    for u in range(n):
        for v, _ in board.succ[u]:
            nbrs[u].add(v)
            nbrs[v].add(u)
    dist = [10 * n] * n
    dist[target] = 0
    frontier = [target]
    while frontier:
        nxt = []
        for u in frontier:
            for v in nbrs[u]:
                if dist[v] > dist[u] + 1:
                    dist[v] = dist[u] + 1
                    nxt.append(v)
        frontier = nxt
    if len(_DIST) > 10_000:
        _DIST.clear()
    _DIST[key] = dist
    return dist
