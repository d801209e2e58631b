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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .events import seat_name
from .rules import deployment, rescue, selection
from .rules.cycle import revealed_orders

if TYPE_CHECKING:
    from .mon import Mon
    from .state import TacticsState

SECRET_STAGES = frozenset({"selection", "deployment", "order"})


def _mon(st: TacticsState, m: Mon, square: str | None) -> dict[str, Any]:
    sp = m.sp
    return {
        "id": m.idx,
        "owner": m.owner,
        "species": sp.name,
        "code": sp.code,
        "square": square,
        "hp": m.hp,
        "max_hp": sp.hp,
        "defence": sp.defence,
        "speed": sp.speed,
        "resistances": sorted(sp.resistances),
        "gauges": dict(m.gauges),
        "tokens": dict(m.tokens),
        "knocked_out": m.out,
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


def build_view(st: TacticsState, seat: int | None) -> dict[str, Any]:
    board = st.board
    names = board.names
    deployed = bool(st.mons) and st.stage != "deployment"
    pokemon = []
    for m in st.mons:
        square: str | None = None
        if m.cell >= 0:
            square = names[m.cell]
        elif st.stage == "deployment" and seat == m.owner:
            k = st.team(seat).index(m)
            own = deployment.placed(st, seat)
            if k < len(own):
                square = names[own[k]]
        pokemon.append(_mon(st, m, square))
    orders = revealed_orders(st)
    schedule = []
    if orders is not None:
        for i, (s, idx) in enumerate(st.schedule):
            schedule.append(
                {
                    "seat": s,
                    "entry": "empty" if idx < 0 else st.mons[idx].sp.name,
                    "pokemon": None if idx < 0 else idx,
                    "index": i,
                }
            )
    in_turn = st.stage in ("move", "attack", "ask", "defend", "empty")
    p = st.pending
    to_act = list(st.to_act())
    prompts: dict[str, Any] = {}
    for s in to_act:
        pr = st.prompt(s)
        if s == seat:
            prompts[str(s)] = pr.to_json()
        elif st.stage in SECRET_STAGES:
            prompts[str(s)] = {"kind": pr.kind, "text": f"{seat_name(s)} is choosing in secret."}
        else:
            prompts[str(s)] = {"kind": pr.kind, "text": pr.text}
    secret: dict[str, Any] = {}
    if seat is not None:
        own_order = None
        if st.orders is not None and seat in st.orders.choices:
            own_order = list(st.orders.choices[seat])
        elif st.stage == "order" and st.order_draft[seat]:
            own_order = list(st.order_draft[seat])  # the slots chosen so far
        secret = {
            "picks": selection.team_so_far(st, seat) if st.stage == "selection" else st.picks[seat],
            "placements": {
                str(m.idx): names[c]
                for m, c in zip(st.team(seat), deployment.placed(st, seat), strict=False)
            }
            if st.stage == "deployment"
            else {},
            "order": own_order,
        }
    return {
        "game": "tactics",
        "seat": seat,
        "phase": st.stage,
        "params": st.params.model_dump(mode="json"),
        "board": {
            "name": board.name,
            "width": board.width,
            "height": board.height,
            "obstacles": sorted((names[c] for c in board.obstacles), key=board.cell_of.__getitem__),
            "start_zones": {str(s): [names[c] for c in board.start_zones[s]] for s in (0, 1)},
            "barrier": [names[c] for b in st.barriers for c in b],
            "barriers": {str(s): [names[c] for c in st.barriers[s]] for s in (0, 1)},
        },
        "selection": {
            "variant": st.params.team_selection,
            "teams": {str(s): list(st.picks[s]) for s in (0, 1)},
            "picked": {str(s): len(selection.team_so_far(st, s)) for s in (0, 1)},
        },
        "pokemon": pokemon,
        "deployed": deployed,
        "cycle": {
            "number": st.cycle,
            "committed": [] if st.orders is None else [s for s in (0, 1) if s in st.orders.choices],
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
            "waiting_for": p.queue[0] if p.queue and st.stage == "defend" else None,
        },
        "to_act": to_act,
        "prompts": prompts,
        "rescue": {
            "seat": None if st.rescue_seat < 0 else st.rescue_seat,
            "used": {str(s): st.rescue_used[s] for s in (0, 1)},
            "available": seat is not None
            and seat in to_act
            and st.stage in ("move", "attack", "empty")
            and rescue.available(st, seat),
        },
        "quiet_cycles": st.quiet,
        "stalemate_cycles": st.params.stalemate_cycles,
        "outcome": None if st.outcome is None else st.outcome.to_json(),
        "secret": secret,
    }
