"""sinnoh's observation vector for learning agents, from a seat's view only (``Game.observe``).

The battle is seen from the observing seat: its side first, then the other side. Every value lies
in ``[0, 1]`` (counts and amounts divided by a scale and capped at 1); a word outside a list below
falls in that list's "other" place, so content added later never breaks the layout. The layout
(1,441 numbers):

1. two sides (mine, theirs), each ``SIDE`` numbers: kind one-hot (trainer, wild, galactic, swarm,
   other), active slot / 6, Apricorns / 10, balls held (poke, greater, ultimate), Retribution /
   20, Prism Armour / 5, initiative / 15, bag counts (7, / 3), Amplifier / 6, firewood / 5, Change
   of Fate hand size / 5, Fate cards played / 3, a follower, a trainer card, party size / 6; then
   six party slots of ``SLOT`` numbers: known, active, fainted, trapped, doomed, egg move, types
   (multi-hot over ``TYPES``), initiative / 15, health / 15, damage / 25, health left over health,
   statuses (multi-hot over ``STATUSES``), fatigue / 5, held item, items / 3, marks / 3, lasting
   effects / 3, tactics / 3, and three moves, each: known, type one-hot, strength / 7, strength
   decided in play (no printed strength);
2. phase one-hot (``PHASES`` and other), I am the actor, I am to act, turn / 50, opponent kind
   one-hot, a pending decision, a trial, a weather, a site;
3. the last roll: shown, mine, type one-hot, strength / 7, status / hit / critical counts / 6,
   damage / 15, self-damage / 10, type bonus (−4…4 as 0…1).
"""

from __future__ import annotations

from array import array
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from pokeforge.core.observation import scaled

from .effects_schema import STATUSES

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

TYPES = (
    "normal", "fire", "water", "electric", "grass", "ice", "fighting", "poison", "ground",
    "flying", "psychic", "bug", "rock", "ghost", "dragon", "dark", "steel", "fairy", "typeless",
)  # fmt: skip
SIDE_KINDS = ("trainer", "wild", "galactic", "swarm")
BALLS = ("poke", "greater", "ultimate")
PHASES = (
    "send", "attack", "second", "switch", "retribution", "teach", "advantage", "substitute",
    "metronome", "give", "adjust",
)  # fmt: skip
BAG = 7
PARTY = 6
MOVES = 3
NT = len(TYPES) + 1  # the types and "other"
MOVE = 3 + NT
SLOT = 6 + NT + 4 + len(STATUSES) + 6 + MOVES * MOVE
SIDE_HEAD = len(SIDE_KINDS) + 1 + 2 + len(BALLS) + 4 + BAG + 7
SIDE = SIDE_HEAD + PARTY * SLOT
GLOBAL = len(PHASES) + 1 + 3 + len(SIDE_KINDS) + 1 + 4
ROLL = 2 + NT + 1 + 3 + 3
SIZE = 2 * SIDE + GLOBAL + ROLL

_TYPE = {t: i for i, t in enumerate(TYPES)}
_STATUS = {s: i for i, s in enumerate(STATUSES)}


def observation_size(game: Game, params: Params) -> int:
    if getattr(params, "campaign", ""):
        from .journey import observe as journey

        return journey.observation_size(game, params)
    return SIZE


def _mon(o: array[float], at: int, mon: dict[str, Any], active: bool) -> None:
    o[at] = 1.0
    flags = (active, mon["fainted"], mon["trapped"], mon["doomed"], mon["egg_move"])
    for j, flag in enumerate(flags, start=1):
        if flag:
            o[at + j] = 1.0
    t = at + 6
    for name in mon["types"]:
        o[t + _TYPE.get(name, NT - 1)] = 1.0
    t += NT
    health = mon["health"]
    o[t] = scaled(mon["initiative"], 15)
    o[t + 1] = scaled(health, 15)
    o[t + 2] = scaled(mon["damage"], 25)
    o[t + 3] = scaled(mon["health_left"], health) if health else 0.0
    t += 4
    for name in mon["statuses"]:
        if name in _STATUS:
            o[t + _STATUS[name]] = 1.0
    t += len(STATUSES)
    o[t] = scaled(mon["fatigue"], 5)
    o[t + 1] = 1.0 if mon["item"] else 0.0
    o[t + 2] = scaled(len(mon["items"]), 3)
    o[t + 3] = scaled(len(mon["marks"]), 3)
    o[t + 4] = scaled(len(mon["lasting"]), 3)
    o[t + 5] = scaled(len(mon["tactics"]), 3)
    t += 6
    for move in mon["moves"][:MOVES]:
        o[t] = 1.0
        o[t + 1 + _TYPE.get(move["type"], NT - 1)] = 1.0
        strength = move["strength"]
        if strength is None:
            o[t + 1 + NT + 1] = 1.0
        else:
            o[t + 1 + NT] = scaled(strength, 7)
        t += MOVE


def _side(o: array[float], at: int, side: dict[str, Any]) -> None:
    kind = side["kind"]
    o[at + (SIDE_KINDS.index(kind) if kind in SIDE_KINDS else len(SIDE_KINDS))] = 1.0
    t = at + len(SIDE_KINDS) + 1
    party = side["party"]
    o[t] = scaled(side["active"], PARTY)
    o[t + 1] = scaled(side["apricorns"], 10)
    t += 2
    for ball in side["balls"]:
        if ball in BALLS:
            o[t + BALLS.index(ball)] = 1.0
    t += len(BALLS)
    o[t] = scaled(side["retribution"], 20)
    o[t + 1] = scaled(side["prism_armour"], 5)
    o[t + 2] = scaled(side["initiative"], 15)
    o[t + 3] = scaled(side["amplifier"], 6)
    t += 4
    for j, count in enumerate(side["bag"][:BAG]):
        o[t + j] = scaled(count, 3)
    t += BAG
    hand = side["hand"]
    o[t] = scaled(hand if isinstance(hand, int) else len(hand), 5)
    o[t + 1] = scaled(side["firewood"], 5)
    o[t + 2] = scaled(len(side["fate_played"]), 3)
    o[t + 3] = 1.0 if side["follower"] else 0.0
    o[t + 4] = 1.0 if side["trainer"] else 0.0
    o[t + 5] = scaled(len(party), PARTY)
    o[t + 6] = scaled(len(side["used"]), PARTY)
    base = at + SIDE_HEAD
    for k, mon in enumerate(party[:PARTY]):
        _mon(o, base + k * SLOT, mon, k == side["active"])


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    if view.get("mode") == "journey":
        from .journey import observe as journey

        return journey.observe(game, view, seat, params)
    o = array("f", bytes(4 * SIZE))
    sides = view["sides"]
    mine = [s for s in sides if s.get("seat") == seat][:1]
    others = [s for s in sides if not mine or s is not mine[0]][:1]
    for k, side in enumerate(mine + others):
        _side(o, k * SIDE, side)
    g = 2 * SIDE
    phase = view["phase"]
    o[g + (PHASES.index(phase) if phase in PHASES else len(PHASES))] = 1.0
    t = g + len(PHASES) + 1
    o[t] = 1.0 if view["actor"] == seat else 0.0
    o[t + 1] = 1.0 if seat in view["to_act"] else 0.0
    o[t + 2] = scaled(view["turn"], 50)
    t += 3
    opponent = view["opponent"]
    o[t + (SIDE_KINDS.index(opponent) if opponent in SIDE_KINDS else len(SIDE_KINDS))] = 1.0
    t += len(SIDE_KINDS) + 1
    o[t] = 1.0 if view.get("pending") else 0.0
    o[t + 1] = 1.0 if view.get("trial") else 0.0
    o[t + 2] = 1.0 if view.get("weather") else 0.0
    o[t + 3] = 1.0 if view.get("site") else 0.0
    r = g + GLOBAL
    roll = view.get("last_roll")
    if roll:
        o[r] = 1.0
        o[r + 1] = 1.0 if roll.get("side") == (mine[0]["seat"] if mine else seat) else 0.0
        if "type" in roll:
            o[r + 2 + _TYPE.get(roll["type"], NT - 1)] = 1.0
        t = r + 2 + NT
        o[t] = scaled(roll.get("strength"), 7)
        for j, count in enumerate(roll.get("counts", ())[:3]):
            o[t + 1 + j] = scaled(count, 6)
        o[t + 4] = scaled(roll.get("damage"), 15)
        o[t + 5] = scaled(roll.get("self_damage"), 10)
        bonus = roll.get("type_bonus")
        o[t + 6] = min(1.0, max(0.0, (bonus + 4) / 8)) if isinstance(bonus, int) else 0.0
    return np.frombuffer(o, dtype=np.float32)
