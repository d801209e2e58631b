"""Origins's observation vector for learning agents, from a seat's view only (``Game.observe``).

Everything is seen from the observing seat: "mine" first, then "theirs". Every value lies in
``[0, 1]``. With ``K`` the number of cards the game knows (by card id, sorted; 244 for the
shipped content: the three official sets and the Origins sample set), the layout is
(4,575 numbers for the shipped content):

1. 12 places, mine then theirs, each Active then Bench slots 0-4, ``P = 32 + K`` numbers each:
   occupied, stage one-hot (Basic, Stage 1, Stage 2), HP / 150, HP left over HP, damage / 150,
   attached Energy by type (the 8 Energy types, then anything else, each count / 6), conditions
   (asleep, confused, paralyzed, poisoned, other), the effects on it (:data:`EFFECTS` then
   other), tools / 2, cards in the stack / 3, then the top card one-hot (``K``);
2. my side then theirs, ``S = 9 + 2K`` each: cards in hand / 20, deck / 60, Prize cards left / 6,
   Prizes taken / 6, discard pile / 60, cards removed / 20, mulligans / 5, Pokémon in play / 6,
   hand cards known (mine all, theirs only those shown) over hand size, then the hand's cards
   by kind (count / 4, ``K``) and the discard pile's by kind (count / 4, ``K``);
3. the rest (:data:`GLOBAL`): my turn, I went first, I am to act, turn / 100, Energy attached
   this turn, retreated this turn, phase (setup, place, play, other), the decision asked
   (:data:`PROMPTS`, then none), asked of me, placement committed by me / by them, the format
   (classic, origins), sudden deaths / 3, the play is over;
4. the Stadium in play: mine, theirs, then its card one-hot (``K``).
"""

from __future__ import annotations

from array import array
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from .cards import ENERGY_TYPES, STAGES

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

CONDITIONS = ("asleep", "confused", "paralyzed", "poisoned")
#: effect kinds on a Pokémon with a slot of their own (any other counts in one more slot)
EFFECTS = (
    "smokescreen",
    "no_attack",
    "no_retreat",
    "used_attack",
    "no_trainers",
    "prevent_damage",
    "prevent_effects",
    "reduce",
)
PHASES = ("setup", "place", "play")
PROMPTS = ("main", "effect", "extra", "promote", "retreat")
FORMATS = ("classic", "origins")
PLACES = 6  # Active and 5 Bench slots a side
#: place layout offsets
_STAGE = 1
_HP = _STAGE + len(STAGES)
_ENERGY = _HP + 3
_COND = _ENERGY + len(ENERGY_TYPES) + 1
_EFF = _COND + len(CONDITIONS) + 1
_TOOLS = _EFF + len(EFFECTS) + 1
PLACE_FIXED = _TOOLS + 2
SIDE_FIXED = 9
GLOBAL = 6 + len(PHASES) + 1 + len(PROMPTS) + 1 + 3 + len(FORMATS) + 2


class Layout:
    """Where each part of the vector starts, for one set of cards."""

    def __init__(self, game: Game) -> None:
        cards = game.cards  # type: ignore[attr-defined]
        ids = sorted(cards)
        self.k = len(ids)
        self.index = {cid: i for i, cid in enumerate(ids)}
        self.stage = {cid: STAGES.index(c.stage) for cid, c in cards.items() if c.stage in STAGES}
        other = len(ENERGY_TYPES)
        self.provides: dict[str, list[int]] = {}
        for cid, c in cards.items():
            given = [ENERGY_TYPES.index(t) for t in c.provides if t in ENERGY_TYPES]
            self.provides[cid] = given or [other]
        self.place = PLACE_FIXED + self.k
        self.side = SIDE_FIXED + 2 * self.k
        self.sides = 2 * PLACES * self.place
        self.rest = self.sides + 2 * self.side
        self.stadium = self.rest + GLOBAL
        self.size: int = self.stadium + 2 + self.k


@cache
def _layout(game: Game) -> Layout:
    return Layout(game)


def observation_size(game: Game, params: Params) -> int:
    return _layout(game).size


def _mon(o: array[float], lay: Layout, base: int, mon: dict[str, Any]) -> None:
    o[base] = 1.0
    card = mon["card"]
    stage = lay.stage.get(card)
    if stage is not None:
        o[base + _STAGE + stage] = 1.0
    hp, damage = mon["hp"], mon["damage"]
    o[base + _HP] = min(1.0, hp / 150)
    if hp > 0:
        o[base + _HP + 1] = max(0.0, min(1.0, (hp - damage) / hp))
    o[base + _HP + 2] = min(1.0, damage / 150)
    provides = lay.provides
    other = [len(ENERGY_TYPES)]
    for e in mon["energy"]:
        for t in provides.get(e, other):
            i = base + _ENERGY + t
            o[i] = min(1.0, o[i] + 1 / 6)
    for c in mon["conditions"]:
        at = CONDITIONS.index(c) if c in CONDITIONS else len(CONDITIONS)
        o[base + _COND + at] = 1.0
    for m in mon["effects"]:
        at = EFFECTS.index(m) if m in EFFECTS else len(EFFECTS)
        o[base + _EFF + at] = 1.0
    o[base + _TOOLS] = min(1.0, len(mon["tools"]) / 2)
    o[base + _TOOLS + 1] = min(1.0, len(mon["stack"]) / 3)
    at_card = lay.index.get(card)
    if at_card is not None:
        o[base + PLACE_FIXED + at_card] = 1.0


def _counts(o: array[float], lay: Layout, base: int, cards: list[str]) -> None:
    index = lay.index
    for c in cards:
        i = index.get(c)
        if i is not None:
            o[base + i] = min(1.0, o[base + i] + 0.25)


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    lay = _layout(game)
    o = array("f", bytes(4 * lay.size))
    for player in view["players"]:
        side = 0 if player["seat"] == seat else 1
        first = side * PLACES * lay.place
        active = player["active"]
        if active is not None:
            _mon(o, lay, first, active)
        for slot, mon in enumerate(player["bench"][: PLACES - 1]):
            if mon is not None:
                _mon(o, lay, first + (1 + slot) * lay.place, mon)
        b = lay.sides + side * lay.side
        hand = player["hand"]
        count = hand["count"]
        shown = hand.get("cards", hand.get("known", []))
        o[b] = min(1.0, count / 20)
        o[b + 1] = min(1.0, player["deck"] / 60)
        o[b + 2] = min(1.0, player["prizes"] / 6)
        o[b + 3] = min(1.0, player["prizes_taken"] / 6)
        o[b + 4] = min(1.0, len(player["discard"]) / 60)
        o[b + 5] = min(1.0, len(player["removed"]) / 20)
        o[b + 6] = min(1.0, player["mulligans"] / 5)
        in_play = (active is not None) + sum(m is not None for m in player["bench"])
        o[b + 7] = min(1.0, in_play / 6)
        if count > 0:
            o[b + 8] = min(1.0, len(shown) / count)
        _counts(o, lay, b + SIDE_FIXED, shown)
        _counts(o, lay, b + SIDE_FIXED + lay.k, player["discard"])
    r = lay.rest
    if view["current"] == seat:
        o[r] = 1.0
    if view["first"] == seat:
        o[r + 1] = 1.0
    if seat in view.get("to_act", ()):
        o[r + 2] = 1.0
    o[r + 3] = min(1.0, max(0, view["turn"]) / 100)
    if view["energy_played"]:
        o[r + 4] = 1.0
    if view["retreated"]:
        o[r + 5] = 1.0
    r += 6
    phase = view["phase"]
    o[r + (PHASES.index(phase) if phase in PHASES else len(PHASES))] = 1.0
    r += len(PHASES) + 1
    pending = view.get("pending")
    if pending is None:
        o[r + len(PROMPTS)] = 1.0
    else:
        kind = pending["kind"]
        if kind in PROMPTS:
            o[r + PROMPTS.index(kind)] = 1.0
        if pending["seat"] == seat:
            o[r + len(PROMPTS) + 1] = 1.0
    r += len(PROMPTS) + 2
    placing = view.get("placing")
    if placing is not None:
        committed = placing["committed"]
        if seat in committed:
            o[r] = 1.0
        if any(s != seat for s in committed):
            o[r + 1] = 1.0
    r += 2
    fmt = view["format"]
    if fmt in FORMATS:
        o[r + FORMATS.index(fmt)] = 1.0
    r += len(FORMATS)
    o[r] = min(1.0, view["sudden_deaths"] / 3)
    if "outcome" in view:
        o[r + 1] = 1.0
    stadium = view.get("stadium")
    if stadium is not None:
        o[lay.stadium + (0 if stadium["owner"] == seat else 1)] = 1.0
        at = lay.index.get(stadium["card"])
        if at is not None:
            o[lay.stadium + 2 + at] = 1.0
    return np.frombuffer(o, dtype=np.float32)
