"""tactics's observation vector for learning agents, from a seat's view only (``Game.observe``).

Everything is seen from the observing seat: "mine" is its side, "theirs" the other, and the board
is turned so that its own start zone is at the bottom (rows counted from its side). Every value
lies in ``[0, 1]``. The layout, for a board of ``W × H`` cells (9 × 9 by default: 1,284 numbers),
with ``S`` the species of the content (16) and ``G`` their gauges:

1. nine board planes of ``W·H`` cells each (row by row from the seat's side): obstacle, my
   barrier, their barrier, my start zone, their start zone, my Pokémon, their Pokémon, my
   Pokémon's HP fraction, theirs;
2. ten Pokémon slots, my five then their five in the view's id order, each: species one-hot
   (``S``), known (in the view), on the board, knocked out, HP fraction, max HP / 200, defence /
   50, speed / 10, column and row fraction, the six tokens (count / the content's maximum), each
   gauge's value in its range (``G``), acting now, attacker, target, affected, waiting to defend,
   scheduled this cycle, place in the schedule, has acted this cycle, place in my secret order;
3. selection: my picks so far, my shown team and their shown team (``S`` each, multi-hot), my and
   their pick counts / 5, the selection variant one-hot (4);
4. phase one-hot (9), my prompt's kind one-hot (9), I am to act, they are to act;
5. cycle: number / 50 (at most 1), I committed my order, they did, orders revealed, turn index /
   10; turn: mine, theirs, moved, bonus announced, rescue boost;
6. the attack waiting for decisions: mode ask, roll, none; value rolled, value / 200;
7. rescue: entitled seat is me, them; available to me; used by me, by them; quiet cycles over the
   stalemate limit.
"""

from __future__ import annotations

import threading
from array import array
from functools import cache
from operator import is_, itemgetter
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from .board import load_board
from .rules.selection import TEAM_SIZE

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

PHASES = ("selection", "deployment", "order", "move", "attack", "ask", "defend", "empty", "over")
PROMPT_KINDS = ("pick", "place", "order", "rescue", "move", "attack", "ask", "defend", "wait")
BOARD_PLANES = 9
VARIANTS = 4
#: the last part: 5 flags, cycle number, 5 turn flags, turn index, 5 attack numbers, 5 rescue
#: flags, the quiet cycles
REST = 23


class Layout:
    """Where each part of the vector starts, for one board size and one content."""

    def __init__(self, width: int, height: int, species: tuple[str, ...], tokens: Any) -> None:
        self.width, self.height = width, height
        self.cells = width * height
        self.species = {name: i for i, name in enumerate(species)}
        self.tokens = tuple((name, float(t.max)) for name, t in tokens)
        self.num_species = len(species)
        self.gauges: dict[str, int] = {}
        self.gauge_ranges: dict[str, tuple[float, float]] = {}
        #: gauge name → (place in a slot, lowest, highest value)
        self.gauge_at: dict[str, tuple[int, float, float]] = {}
        #: per species, the first part of a slot that only the species decides
        self.statics: dict[str, array[float]] = {}
        self.slot_base = BOARD_PLANES * self.cells
        self.slot_fixed = self.num_species + 9  # one-hot, then 9 numbers up to the row
        self.slot_size = 0
        #: per seat, the slot of each Pokémon entry of a view encoded lately, by the entry's id
        #: (views hand out an unchanged Pokémon's entry again; the entry is kept alive here)
        self.memos: tuple[dict[int, tuple[Any, ...]], dict[int, tuple[Any, ...]]] = ({}, {})
        #: per thread (a section is patched in place), per seat: the Pokémon part of the last
        #: observation, patched for the next
        self.local = threading.local()
        #: per seat, the board and selection parts of the last observation, with what they show
        self.frames: list[tuple[Any, ...] | None] = [None, None]
        #: per seat, the schedule's slots of the last observation, with the schedule and slots
        self.places: list[tuple[Any, ...] | None] = [None, None]
        self.selection = 0
        self.size = 0

    def finish(self, gauges: dict[str, int]) -> None:
        self.gauges = gauges
        self.slot_size = self.slot_fixed + len(self.tokens) + len(gauges) + 9
        self.selection = self.slot_base + 2 * TEAM_SIZE * self.slot_size
        #: where a slot's last part starts within the slot
        self.slot_tail = self.slot_fixed + len(self.tokens) + len(gauges)
        #: a slot of zeros, and the four Pokémon planes of zeros
        self.empty_slot = array("f", bytes(4 * self.slot_size))
        self.empty_planes = array("f", bytes(4 * 4 * self.cells))
        #: token name → (place in a slot, the content's maximum)
        self.token_at = {
            name: (self.slot_fixed + i, most) for i, (name, most) in enumerate(self.tokens)
        }
        self.phase = self.selection + 3 * self.num_species + 2 + VARIANTS
        self.prompt = self.phase + len(PHASES)
        self.rest = self.prompt + len(PROMPT_KINDS)
        self.size = self.rest + REST


@cache
def _layout(game: Game, board: str) -> Layout:
    content = game.content  # type: ignore[attr-defined]
    b = load_board(board)
    lay = Layout(b.width, b.height, tuple(content.species), sorted(content.tokens.items()))
    names = sorted({g for sp in content.species.values() for g in sp.gauges})
    lay.finish({g: i for i, g in enumerate(names)})
    ranges: dict[str, tuple[float, float]] = {}
    for sp in content.species.values():
        for g, d in sp.gauges.items():
            lo, hi = ranges.get(g, (d.min, d.max))
            ranges[g] = (min(lo, d.min), max(hi, d.max))
    lay.gauge_ranges = ranges
    tokens_end = lay.slot_fixed + len(lay.tokens)
    lay.gauge_at = {g: (tokens_end + i, *ranges[g]) for g, i in lay.gauges.items()}
    for name, sp in content.species.items():
        block = array("f", bytes(4 * (lay.num_species + 7)))
        block[lay.species[name]] = 1.0
        f = lay.num_species
        block[f] = 1.0  # known
        block[f + 4] = min(1.0, sp.hp / 200)
        block[f + 5] = min(1.0, sp.defence / 50)
        block[f + 6] = min(1.0, sp.speed / 10)
        lay.statics[name] = block
    return lay


def observation_size(game: Game, params: Params) -> int:
    return _layout(game, params.board).size  # type: ignore[attr-defined]


@cache
def _cells(width: int, height: int, mine_first: bool) -> dict[str, tuple[int, float, float]]:
    """Square name → (cell index from the seat's side, column fraction, row fraction)."""
    out = {}
    for r in range(height):
        rr = r if mine_first else height - 1 - r
        for c in range(width):
            out[f"{chr(97 + c)}{r + 1}"] = (
                rr * width + c,
                c / max(1, width - 1),
                rr / max(1, height - 1),
            )
    return out


_STATIC: dict[tuple[Any, ...], array[float]] = {}
#: the static planes by the identity of the view's (shared) obstacle and start-zone lists
_BY_IDENTITY: dict[tuple[int, int, int], tuple[Any, Any, array[float]]] = {}
#: how many entries ``_BY_IDENTITY`` keeps before it starts afresh
MEMO_LIMIT = 64
#: the parts of a view read more than once
_PARTS = itemgetter("turn", "attack", "cycle", "secret")
FLOAT32 = np.dtype(np.float32)
_PHASE_AT = {name: i for i, name in enumerate(PHASES)}
_PROMPT_AT = {name: i for i, name in enumerate(PROMPT_KINDS)}
#: the fields of a Pokémon's view that the slot reads, in one C call
_MON_FIELDS = itemgetter(
    "id", "species", "hp", "max_hp", "knocked_out", "square", "tokens", "gauges"
)
#: how many Pokémon slots a layout remembers per seat before it starts afresh
MEMO_ENTRIES = 4096
#: square name → (cell index from the seat's side, column fraction, row fraction)
Cells = dict[str, tuple[int, float, float]]
#: the tokens of a Pokémon that has none
_NO_TOKENS = {
    "substitute": 0, "light_screen": 0, "bind": 0, "disable": 0, "paralysis": 0, "poison": 0
}  # fmt: skip


def _static_planes(lay: Layout, board: dict[str, Any], seat: int) -> array[float]:
    """The planes that depend only on the board's fixed parts (obstacles, start zones)."""
    obstacles, zones = board["obstacles"], board["start_zones"]
    # views share these lists between them: the same objects (kept alive here, so their ids are
    # not reused) have the same content, found without reading it again
    hit = _BY_IDENTITY.get((id(obstacles), id(zones), seat))
    if hit is not None and hit[0] is obstacles and hit[1] is zones:
        return hit[2]
    mine, theirs = zones[str(seat)], zones[str(1 - seat)]
    key = (seat, board["width"], board["height"], *obstacles, "|", *mine, "|", *theirs)
    found = _STATIC.get(key)
    if found is None:
        cells = _cells(board["width"], board["height"], seat == 0)
        found = array("f", bytes(4 * lay.size))
        n = lay.cells
        for sq in obstacles:
            found[cells[sq][0]] = 1.0
        for sq in mine:
            found[3 * n + cells[sq][0]] = 1.0
        for sq in theirs:
            found[4 * n + cells[sq][0]] = 1.0
        _STATIC[key] = found
    if len(_BY_IDENTITY) >= MEMO_LIMIT:
        _BY_IDENTITY.clear()
    _BY_IDENTITY[(id(obstacles), id(zones), seat)] = (obstacles, zones, found)
    return found


class Section:
    """The Pokémon part of a seat's observation of one list of view entries, kept to be patched
    for the next list: the ten slots (without their last part, which the rest of the view
    decides), the four Pokémon planes, and per entry its slot, cell and HP fraction."""

    __slots__ = ("bases", "cells", "entries", "fracs", "mine", "planes", "slot_of", "slots")

    def __init__(self, lay: Layout, pokemon: list[dict[str, Any]], seat: int, cells: Cells):
        n = lay.cells
        start = lay.slot_base
        self.entries = list(pokemon)  # kept alive: while here, their ids are theirs
        self.slots = array("f", bytes(4 * (lay.selection - start)))
        self.planes = array("f", bytes(4 * 4 * n))
        #: per entry: its slot's start in ``slots`` (-1 for an entry left out), cell, HP fraction
        self.bases: list[int] = []
        self.cells: list[int] = []
        self.fracs: list[float] = []
        #: each shown Pokémon's slot end (in the observation) by id
        self.slot_of: dict[int, int] = {}
        #: (slot start in the observation, species) of each of the seat's own slots
        self.mine: list[tuple[int, str]] = []
        k_mine = k_theirs = 0
        for mon in pokemon:
            owner = mon["owner"]
            if owner == seat:
                pos = k_mine if k_mine < TEAM_SIZE else -1
                k_mine += 1
            else:
                pos = TEAM_SIZE + k_theirs if k_theirs < TEAM_SIZE else -1
                k_theirs += 1
            if pos < 0:
                self.bases.append(-1)
                self.cells.append(-1)
                self.fracs.append(0.0)
                continue
            base = pos * lay.slot_size
            ident, name, cell, hp_frac = _encode(lay, mon, seat, cells, self.slots, base)
            self.bases.append(base)
            self.cells.append(cell)
            self.fracs.append(hp_frac)
            self.slot_of[ident] = start + base + lay.slot_tail
            if owner == seat:
                self.mine.append((start + base, name))
        self._mark_all(pokemon, seat, n)

    def _mark_all(self, pokemon: list[dict[str, Any]], seat: int, n: int) -> None:
        """Mark every entry's square and HP fraction on the (cleared) Pokémon planes, in list
        order."""
        planes = self.planes
        fracs = self.fracs
        for i, cell in enumerate(self.cells):
            if cell >= 0:
                at = cell if pokemon[i]["owner"] == seat else n + cell
                planes[at] = 1.0
                planes[at + 2 * n] = fracs[i]

    def patch(self, lay: Layout, pokemon: list[dict[str, Any]], seat: int, cells: Cells) -> bool:
        """Take ``pokemon`` in, where it differs from the entries kept by entries of the same
        Pokémon in the same places (read-only: an entry kept is unchanged); ``False``, and
        nothing changed, when it differs otherwise."""
        entries = self.entries
        if len(pokemon) != len(entries):
            return False
        if all(map(is_, pokemon, entries)):
            return True
        changed = []
        for i, same in enumerate(map(is_, pokemon, entries)):
            if not same:
                old, new = entries[i], pokemon[i]
                if (
                    old["id"] != new["id"]
                    or old["owner"] != new["owner"]
                    or old["species"] != new["species"]
                ):
                    return False
                changed.append(i)
        slots, bases, cells_of, fracs = self.slots, self.bases, self.cells, self.fracs
        size, empty = lay.slot_size, lay.empty_slot
        for i in changed:
            new = pokemon[i]
            entries[i] = new
            base = bases[i]
            if base >= 0:
                slots[base : base + size] = empty
                _, _, cells_of[i], fracs[i] = _encode(lay, new, seat, cells, slots, base)
        self.planes[:] = lay.empty_planes
        self._mark_all(pokemon, seat, lay.cells)
        return True


def _encode(
    lay: Layout, mon: dict[str, Any], seat: int, cells: Cells, o: array[float], base: int
) -> tuple[int, str, int, float]:
    """Write the slot of the view entry ``mon`` (all but its last part) into ``o`` at ``base``
    (zeros there); its id, species, cell (-1 when not on the board) and HP fraction."""
    tail = lay.slot_tail
    memo = lay.memos[seat]
    hit = memo.get(id(mon))
    if hit is not None and hit[0] is mon:
        # this very entry was encoded before (it is unchanged): its slot is known
        _, block, ident, name, cell, hp_frac = hit
        o[base : base + tail] = block
        return ident, name, cell, hp_frac
    ident, name, hp, max_hp, out, sq, tok, gauge = _MON_FIELDS(mon)
    f = base + lay.slot_fixed - 2
    o[base:f] = lay.statics[name]  # species one-hot, known, …, speed
    hp_frac = (hp / max_hp if hp < max_hp else 1.0) if hp > 0 and max_hp > 0 else 0.0
    if out:
        o[f - 5] = 1.0
    o[f - 4] = hp_frac
    cell = -1
    if sq is not None:
        cell, x, y = cells[sq]
        o[f - 6] = 1.0
        o[f] = x
        o[f + 1] = y
    if tok != _NO_TOKENS:
        for token, count in tok.items():
            if count:
                tat = lay.token_at.get(token)
                if tat is not None:
                    most = tat[1]
                    o[base + tat[0]] = count / most if count < most else 1.0
    if gauge:
        for g, value in gauge.items():
            at, lo, hi = lay.gauge_at[g]
            o[base + at] = (value - lo) / (hi - lo) if hi > lo else 0.0
    if len(memo) >= MEMO_ENTRIES:
        memo.clear()
    memo[id(mon)] = (mon, o[base : base + tail], ident, name, cell, hp_frac)
    return ident, name, cell, hp_frac


def _frame(
    lay: Layout,
    board: dict[str, Any],
    sel: dict[str, Any],
    picks: list[str],
    seat: int,
    cells: Cells,
) -> array[float]:
    """The observation's parts that change seldom: the board planes (obstacles, barriers, start
    zones) and the selection part. Kept per seat while the view shows the same: the same
    (read-only) selection object and board parts, equal picks and barriers."""
    me, them = ("0", "1") if seat == 0 else ("1", "0")
    barriers = board["barriers"]
    kept = lay.frames[seat]
    if (
        kept is not None
        and kept[0] is board["obstacles"]
        and kept[1] is board["start_zones"]
        and kept[2] is sel
        and kept[3] == picks
        and kept[4] == barriers[me]
        and kept[5] == barriers[them]
    ):
        frame: array[float] = kept[6]
        return frame
    o = _static_planes(lay, board, seat)[:]
    n = lay.cells
    for sq in barriers[me]:
        o[n + cells[sq][0]] = 1.0
    for sq in barriers[them]:
        o[2 * n + cells[sq][0]] = 1.0
    species = lay.species
    ns = lay.num_species
    base = lay.selection
    for name in picks:
        o[base + species[name]] = 1.0
    teams = sel["teams"]
    b = base + ns
    for name in teams[me]:
        o[b + species[name]] = 1.0
    b += ns
    for name in teams[them]:
        o[b + species[name]] = 1.0
    picked = sel["picked"]
    b += ns
    o[b] = picked[me] / TEAM_SIZE
    o[b + 1] = picked[them] / TEAM_SIZE
    o[b + 1 + sel["variant"]] = 1.0
    lay.frames[seat] = (
        board["obstacles"],  # read-only and shared: the same objects, the same squares
        board["start_zones"],
        sel,
        list(picks),
        list(barriers[me]),
        list(barriers[them]),
        o,
    )
    return o


def _places(
    lay: Layout, schedule: list[dict[str, Any]], slot_of: dict[int, int], seat: int
) -> list[tuple[int, int]]:
    """(slot end, place in the schedule) of each scheduled Pokémon that has a slot: kept per seat
    for the same (read-only) schedule and slots."""
    kept = lay.places[seat]
    if kept is not None and kept[0] is schedule and kept[1] is slot_of:
        found: list[tuple[int, int]] = kept[2]
        return found
    place: dict[int, int] = {}
    for entry in schedule:
        if entry["pokemon"] is not None:
            place[entry["pokemon"]] = entry["index"]
    out = []
    for ident, p in place.items():
        t = slot_of.get(ident, -1)
        if t >= 0:
            out.append((t, p))
    lay.places[seat] = (schedule, slot_of, out)
    return out


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    lay = _layout(game, params.board)  # type: ignore[attr-defined]
    board = view["board"]
    n = lay.cells
    cells = _cells(board["width"], board["height"], seat == 0)
    other = 1 - seat
    me, them = ("0", "1") if seat == 0 else ("1", "0")
    turn, attack, cycle, secret = _PARTS(view)
    o = _frame(lay, board, view["selection"], secret.get("picks") or [], seat, cells)[:]
    schedule = cycle["schedule"]
    turn_index = cycle["turn_index"]
    my_order = secret.get("order")

    pokemon = view["pokemon"]
    # the seat's last Pokémon part, where only some entries changed (entries are read-only: an
    # entry kept is unchanged), is patched rather than built again
    try:
        sections: list[Section | None] = lay.local.sections
    except AttributeError:
        sections = lay.local.sections = [None, None]
    section = sections[seat]
    if section is None or not section.patch(lay, pokemon, seat, cells):
        section = sections[seat] = Section(lay, pokemon, seat, cells)
    slot_of = section.slot_of
    o[lay.slot_base : lay.selection] = section.slots
    o[5 * n : 9 * n] = section.planes
    if my_order:
        tail8 = lay.slot_tail + 8
        for base, name in section.mine:
            if name in my_order:
                o[base + tail8] = min(1.0, (my_order.index(name) + 1) / 3)
    if turn is not None:
        t = slot_of.get(turn["pokemon"], -1)
        if t >= 0:
            o[t] = 1.0
    if attack is not None:
        t = slot_of.get(attack["attacker"], -1)
        if t >= 0:
            o[t + 1] = 1.0
        t = slot_of.get(attack["target"], -1)
        if t >= 0:
            o[t + 2] = 1.0
        for ident in attack["affected"]:
            t = slot_of.get(ident, -1)
            if t >= 0:
                o[t + 3] = 1.0
        t = slot_of.get(attack["waiting_for"], -1)
        if t >= 0:
            o[t + 4] = 1.0
    if schedule:
        last_place = max(1, len(schedule) - 1)
        for t, p in _places(lay, schedule, slot_of, seat):
            o[t + 5] = 1.0
            o[t + 6] = p / last_place
            if p < turn_index:
                o[t + 7] = 1.0

    o[lay.phase + _PHASE_AT[view["phase"]]] = 1.0
    to_act = view["to_act"]
    mine_prompt = view["prompts"].get(me)
    if mine_prompt is not None:
        o[lay.prompt + _PROMPT_AT[mine_prompt["kind"]]] = 1.0
    r = lay.rest
    if seat in to_act:
        o[r] = 1.0
    if other in to_act:
        o[r + 1] = 1.0
    committed = cycle["committed"]
    if committed:
        if seat in committed:
            o[r + 2] = 1.0
        if other in committed:
            o[r + 3] = 1.0
    if cycle["orders"] is not None:
        o[r + 4] = 1.0
    number = cycle["number"]
    o[r + 5] = number / 50 if number < 50 else 1.0
    if turn is not None:
        o[r + 6 if turn["seat"] == seat else r + 7] = 1.0
        if turn["moved"]:
            o[r + 8] = 1.0
        if turn["bonus"] is not None:
            o[r + 9] = 1.0
        if turn["boost"]:
            o[r + 10] = 1.0
    o[r + 11] = min(1.0, turn_index / 10) if turn_index > 0 else 0.0
    a = r + 11
    if attack is not None:
        mode = attack["mode"]
        o[a + (1 if mode == "ask" else 2 if mode == "roll" else 3)] = 1.0
        value = attack["value"]
        if value is not None:
            o[a + 4] = 1.0
            o[a + 5] = min(1.0, max(0.0, value / 200))
    rescue = view["rescue"]
    q = a + 6
    if rescue["seat"] is not None:
        o[q if rescue["seat"] == seat else q + 1] = 1.0
    if rescue["available"]:
        o[q + 2] = 1.0
    used = rescue["used"]
    if used[me]:
        o[q + 3] = 1.0
    if used[them]:
        o[q + 4] = 1.0
    o[q + 5] = min(1.0, view["quiet_cycles"] / max(1, view["stalemate_cycles"]))
    return np.frombuffer(o, dtype=FLOAT32)
