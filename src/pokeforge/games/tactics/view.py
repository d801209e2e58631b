"""What a seat may know of a tactics play, as JSON-ready data (``State.view``).

Schema (every key is always present; squares are names like ``"c4"``; ids are ints):

* ``game``: ``"tactics"``; ``seat``: the viewer (``null`` for a spectator);
  ``phase``: ``selection`` | ``deployment`` | ``order`` | ``move`` | ``attack`` | ``ask`` |
  ``defend`` | ``empty`` | ``over``; ``params``: the game parameters.
* ``board``: ``name``, ``width``, ``height``, ``obstacles`` [squares], ``start_zones``
  {``"0"``: [squares], ``"1"``: [squares]}, ``barrier`` [squares of every barrier],
  ``barriers`` {``"0"``: [squares], ``"1"``: [squares]} (each side's Mr. Mime's wall).
* ``selection``: ``variant`` (1–4), ``teams`` {seat: [species shown so far]}, ``picked``
  {seat: number of picks made (secret picks are counted, not named)}.
* ``pokemon``: once teams are final, one entry per Pokémon of both teams: ``id``, ``owner``,
  ``species``, ``code`` (two letters), ``square`` (``null`` while not on the board, knocked
  out, or deployed in secret), ``hp``, ``max_hp``, ``defence``, ``speed``, ``resistances``,
  ``gauges`` {name: value} (only the species' gauges), ``tokens`` {substitute, light_screen, bind,
  disable, paralysis, poison: count}, ``knocked_out``, ``attacks`` [{``name``, ``category``,
  ``type``, ``damage``, ``bonus``: true if announced in Phase 2}].
* ``deployed``: true once both deployments are revealed (squares are public from then on).
* ``cycle``: ``number``; ``committed`` [seats that chose their order]; ``orders`` {seat: [entries]
  or ``null`` until both orders are revealed}; ``schedule`` [{``seat``, ``entry`` (species or
  ``"empty"``), ``pokemon`` (id or ``null``), ``index``}] once revealed, else []; ``turn_index``
  (index into ``schedule``, −1 before the first turn); ``turn_seat``.
* ``turn``: ``null`` or {``seat``, ``pokemon`` (id or ``null`` for an empty card), ``moved``,
  ``bonus`` (announced attack or ``null``), ``boost`` (rescue +30 pending)}.
* ``attack``: ``null`` or the attack waiting for decisions: {``attacker``, ``attack``,
  ``target``, ``values``, ``value`` (``null`` until rolled), ``face``, ``mode`` (ask|roll|null),
  ``affected`` [ids], ``waiting_for`` (id whose owner decides, or ``null``)}.
* ``to_act`` [seats]; ``prompts`` {seat: prompt}: the viewer's own prompt in full
  (``kind``, ``text``, ``data``), other seats' as ``{kind, text}`` without secrets.
* ``rescue``: {``seat``: the seat entitled in this cycle or ``null``, ``used`` {seat: bool},
  ``available``: whether the viewer may play it now}.
* ``quiet_cycles``: cycles in a row without a knock-out; ``stalemate_cycles``: the limit.
* ``outcome``: ``null`` or {``termination``, ``winners``, ``reason``, ``ranks``}.
* ``secret``: only for a seat: {``picks`` [own species so far, dealt ones included],
  ``placements`` {id: square} (own deployment while it is secret; ``{}`` outside deployment),
  ``order`` [own chosen entries, or the slots chosen so far] or ``null``}; ``{}`` for spectators.

Hidden from other seats and spectators: unshown picks (and variant 4's dealt species), placements
until both sides have deployed, a cycle order until both are chosen, and the RNG. Each is declared
in ``TacticsState.secrets``; nothing here may read another seat's secrets except through the
counts shown in ``selection.picked``.

Views share parts with each other: ``params``, the board's ``obstacles`` and ``start_zones``, and
each Pokémon's ``resistances`` and ``attacks`` are built once per parameters, board and species;
an entry of ``pokemon``, the ``selection`` part, the cycle's ``orders`` and ``schedule`` and each
entry of ``prompts`` are handed out again, the same objects, while everything they show is
unchanged (each is compared with the state before it is shown again; ``Game.observe`` relies on
that to skip what it has already encoded). A view is read-only data: a caller that wants to
change one copies it first (``copy.deepcopy``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .content import TOKENS
from .events import seat_name
from .rules import deployment, rescue, selection
from .rules.cycle import revealed_orders
from .rules.prompts import prompt_json

if TYPE_CHECKING:
    from .board import Board
    from .content import Species
    from .params import TacticsParams
    from .state import TacticsState

SECRET_STAGES = frozenset({"selection", "deployment", "order"})
TURN_STAGES = frozenset({"move", "attack", "ask", "defend", "empty"})
RESCUE_STAGES = frozenset({"move", "attack", "empty"})
#: how many boards, parameter sets or species each shared-parts memo keeps before starting afresh
MEMO_LIMIT = 256

#: per species, a Pokémon's view with the species' parts filled in (copied, then completed)
_SPECIES: dict[int, tuple[Species, dict[str, Any]]] = {}
#: a board's unchanging view parts: name, width, height, obstacles, start zones
BoardParts = tuple[str, int, int, list[str], dict[str, list[str]]]
_BOARDS: dict[int, tuple[Board, BoardParts]] = {}
_PARAMS: dict[int, tuple[TacticsParams, dict[str, Any]]] = {}
#: the Pokémon entries handed out lately, by everything they show (species by identity, kept
#: alive here): a Pokémon that has not changed is shown by the very same entry again
_ENTRIES: dict[tuple[Any, ...], tuple[Species, dict[str, Any]]] = {}
NUM_TOKENS = len(TOKENS)
#: the seats' keys in the view's dicts
SEAT_KEYS = ("0", "1")
#: others' prompts in a secret stage, by kind and seat
_SECRET_PROMPTS: dict[tuple[str, int], dict[str, Any]] = {}
#: how many Pokémon entries ``_ENTRIES`` keeps before it starts afresh
ENTRY_LIMIT = 4096


def _species_template(sp: Species) -> dict[str, Any]:
    """A Pokémon's view with the parts only its species decides (built once per species; the
    caller copies it and fills in the rest, in place, so the keys keep their order)."""
    hit = _SPECIES.get(id(sp))
    if hit is not None and hit[0] is sp:
        return hit[1]
    template = {
        "id": None,
        "owner": None,
        "species": sp.name,
        "code": sp.code,
        "square": None,
        "hp": None,
        "max_hp": sp.hp,
        "defence": sp.defence,
        "speed": sp.speed,
        "resistances": sorted(sp.resistances),
        "gauges": None,
        "tokens": None,
        "knocked_out": None,
        "attacks": [
            {
                "name": a.name,
                "category": a.category,
                "type": a.type,
                "damage": list(a.damage),
                "bonus": a.bonus is not None,
            }
            for a in sp.attacks
        ],
    }
    if len(_SPECIES) >= MEMO_LIMIT:
        _SPECIES.clear()
    _SPECIES[id(sp)] = (sp, template)
    return template


def _board_parts(board: Board) -> BoardParts:
    """The parts of the board's view that never change (built once per board)."""
    hit = _BOARDS.get(id(board))
    if hit is not None and hit[0] is board:
        return hit[1]
    names = board.names
    parts: BoardParts = (
        board.name,
        board.width,
        board.height,
        sorted((names[c] for c in board.obstacles), key=board.cell_of.__getitem__),
        {str(s): [names[c] for c in board.start_zones[s]] for s in (0, 1)},
    )
    if len(_BOARDS) >= MEMO_LIMIT:
        _BOARDS.clear()
    _BOARDS[id(board)] = (board, parts)
    return parts


def _params(params: TacticsParams) -> dict[str, Any]:
    """The parameters as JSON (built once per parameters object; they are frozen)."""
    hit = _PARAMS.get(id(params))
    if hit is not None and hit[0] is params:
        return hit[1]
    dumped = params.model_dump(mode="json")
    if len(_PARAMS) >= MEMO_LIMIT:
        _PARAMS.clear()
    _PARAMS[id(params)] = (params, dumped)
    return dumped


def _secret_prompt(kind: str, seat: int) -> dict[str, Any]:
    """What others are told of ``seat``'s prompt of this kind in a secret stage (one object per
    kind and seat, read-only)."""
    found = _SECRET_PROMPTS.get((kind, seat))
    if found is None:
        found = {"kind": kind, "text": f"{seat_name(seat)} is choosing in secret."}
        if len(_SECRET_PROMPTS) >= MEMO_LIMIT:
            _SECRET_PROMPTS.clear()
        _SECRET_PROMPTS[(kind, seat)] = found
    return found


def build_view(st: TacticsState, seat: int | None) -> dict[str, Any]:
    board = st.board
    names = board.names
    stage = st.stage
    mons = st.mons
    deployed = bool(mons) and stage != "deployment"
    pokemon: list[dict[str, Any]] = []
    own_placed: list[int] | None = None
    own_team: list[Any] = []
    species = _SPECIES
    entries = _ENTRIES
    if stage == "deployment" and seat is not None:
        own_placed = deployment.placed(st, seat)
        own_team = st.team(seat)
    append = pokemon.append
    for m in mons:
        cell = m.cell
        if cell >= 0:
            square: str | None = names[cell]
        elif own_placed is not None and seat == m.owner:
            k = own_team.index(m)
            square = names[own_placed[k]] if k < len(own_placed) else None
        else:
            square = None
        # everything the entry shows: its species, square, HP, knock-out, id, owner, tokens and
        # gauges (a Pokémon's kept entry is shown again when all of it is still so)
        snap = (m.sp, square, m.hp, m.out, m.idx, m.owner, m.tokens, m.gauges)
        shown = m.shown
        if shown is not None and shown[0] == snap:
            append(shown[1])
            continue
        sp, gauges, tokens = m.sp, m.gauges, m.tokens
        # every token is a key of a Pokémon's tokens, in TOKENS order: their values name them
        key = (id(sp), m.idx, m.owner, square, m.hp, m.out, *gauges.items(), *tokens.values())
        exact = len(tokens) == NUM_TOKENS
        found = entries.get(key) if exact else None
        if found is not None and found[0] is sp:
            d = found[1]
        else:
            hit = species.get(id(sp))
            d = (hit[1] if hit is not None and hit[0] is sp else _species_template(sp)).copy()
            d["id"] = m.idx
            d["owner"] = m.owner
            d["square"] = square
            d["hp"] = m.hp
            d["gauges"] = gauges.copy()
            d["tokens"] = tokens.copy()
            d["knocked_out"] = m.out
            if exact:
                if len(entries) >= ENTRY_LIMIT:
                    entries.clear()
                entries[key] = (sp, d)
        append(d)
        m.shown = ((sp, square, m.hp, m.out, m.idx, m.owner, d["tokens"], d["gauges"]), d)
    memo = st.view_memo
    orders: dict[str, list[str]] | None = None
    schedule: list[dict[str, Any]] = []
    if st.schedule and st.orders is not None:
        # the revealed orders and the schedule, shown by the same objects while they are so
        kept = memo.get("cycle")
        choices = st.orders.choices
        if kept is not None and kept[0] == mons and kept[1] == st.schedule and kept[2] == choices:
            orders, schedule = kept[3], kept[4]
        else:
            orders = revealed_orders(st)
            for i, (s, idx) in enumerate(st.schedule):
                schedule.append(
                    {
                        "seat": s,
                        "entry": "empty" if idx < 0 else mons[idx].sp.name,
                        "pokemon": None if idx < 0 else idx,
                        "index": i,
                    }
                )
            memo["cycle"] = (
                list(mons),
                list(st.schedule),
                {k: list(v) for k, v in choices.items()},
                orders,
                schedule,
            )
    in_turn = stage in TURN_STAGES
    p = st.pending
    to_act = list(st.to_act())
    prompts: dict[str, Any] = {}
    for s in to_act:
        own, public = prompt_json(st, s)
        if s == seat:
            prompts[SEAT_KEYS[s]] = own
        elif stage in SECRET_STAGES:
            prompts[SEAT_KEYS[s]] = _secret_prompt(own["kind"], s)
        else:
            prompts[SEAT_KEYS[s]] = public
    secret: dict[str, Any] = {}
    if seat is not None:
        own_order = None
        if st.orders is not None and seat in st.orders.choices:
            own_order = list(st.orders.choices[seat])
        elif stage == "order" and st.order_draft[seat]:
            own_order = list(st.order_draft[seat])  # the slots chosen so far
        secret = {
            "picks": selection.team_so_far(st, seat) if stage == "selection" else st.picks[seat],
            "placements": {
                str(m.idx): names[c]
                for m, c in zip(st.team(seat), deployment.placed(st, seat), strict=False)
            }
            if stage == "deployment"
            else {},
            "order": own_order,
        }
    committed = []
    if st.orders is not None:
        chosen = st.orders.choices
        if 0 in chosen:
            committed.append(0)
        if 1 in chosen:
            committed.append(1)
    board_name, width, height, obstacles, start_zones = _board_parts(board)
    barriers = st.barriers
    any_barrier = bool(barriers[0] or barriers[1])
    picks = st.picks
    picked0, picked1 = selection.count_so_far(st, 0), selection.count_so_far(st, 1)
    variant = st.params.team_selection
    selection_shown = memo.get("selection")
    if (
        selection_shown is None
        or selection_shown["variant"] != variant
        or selection_shown["picked"]["0"] != picked0
        or selection_shown["picked"]["1"] != picked1
        or selection_shown["teams"]["0"] != picks[0]
        or selection_shown["teams"]["1"] != picks[1]
    ):
        # the same object while the selection shows the same
        selection_shown = memo["selection"] = {
            "variant": variant,
            "teams": {"0": list(picks[0]), "1": list(picks[1])},
            "picked": {"0": picked0, "1": picked1},
        }
    return {
        "game": "tactics",
        "seat": seat,
        "phase": stage,
        "params": _params(st.params),
        "board": {
            "name": board_name,
            "width": width,
            "height": height,
            "obstacles": obstacles,
            "start_zones": start_zones,
            "barrier": [names[c] for b in barriers for c in b] if any_barrier else [],
            "barriers": {
                "0": [names[c] for c in barriers[0]] if any_barrier else [],
                "1": [names[c] for c in barriers[1]] if any_barrier else [],
            },
        },
        "selection": selection_shown,
        "pokemon": pokemon,
        "deployed": deployed,
        "cycle": {
            "number": st.cycle,
            "committed": committed,
            "orders": orders,
            "schedule": schedule,
            "turn_index": st.turn_index,
            "turn_seat": st.t_seat if in_turn else None,
        },
        "turn": {
            "seat": st.t_seat,
            "pokemon": None if st.t_mon < 0 else st.t_mon,
            "moved": st.t_moved,
            "bonus": st.t_bonus,
            "boost": st.t_boost,
        }
        if in_turn
        else None,
        "attack": None
        if p is None
        else {
            "attacker": p.attacker,
            "attack": p.attack,
            "target": p.target,
            "values": list(p.values),
            "value": p.value,
            "face": p.face,
            "mode": p.mode,
            "affected": list(p.affected),
            "waiting_for": p.queue[0] if p.queue and stage == "defend" else None,
        },
        "to_act": to_act,
        "prompts": prompts,
        "rescue": {
            "seat": None if st.rescue_seat < 0 else st.rescue_seat,
            "used": {"0": st.rescue_used[0], "1": st.rescue_used[1]},
            "available": seat is not None
            and seat in to_act
            and stage in RESCUE_STAGES
            and rescue.available(st, seat),
        },
        "quiet_cycles": st.quiet,
        "stalemate_cycles": st.params.stalemate_cycles,
        "outcome": None if st.outcome is None else st.outcome.to_json(),
        "secret": secret,
    }
