"""hex's observation vector for learning agents, from a seat's view only (``Game.observe``).

Seats are seen from the observer: player slot 0 is the observing seat, then the others in seat
order after it. Every value lies in ``[0, 1]`` (counts and amounts over a scale, capped at 1).
Words outside a list below fall in its "other" place; cards in hand and in a team are counted in
``BUCKETS`` places picked by a CRC-32 of their name (feature hashing), so new content never breaks
the layout. The layout (2,826 numbers):

1. ``MAX_SPACES`` spaces by id, each ``SPACE`` numbers: kind one-hot (``SPACE_KINDS`` and
   other), colour or argument one-hot (``ARGS`` and other), a face-down Pokémon, a face-up one,
   weakened, a city, a gym leader, I am here, other players here / 3;
2. six player slots (fewer seats leave zeros), each: present, out, badges / 8, hand size / 8,
   captures / 25, team size / 12, team power / 60 (from the catalog), league wins / 3, league
   steps / 3, skips / 3, beaten / 5, locked / 3, bonuses / 3, the active player, to act now, a
   finalist of the league; then the team's cards (``BUCKETS``, count / 3);
3. my hand: size / 8 and its cards (``BUCKETS``, count / 3);
4. round / 100, piles (pink, green, blue, red, yellow; / 40), decks (items, events, supers,
   trainers; / 100), continuous effects / 3, cards of the reaction kinds played / 5;
5. the pending decision: kind one-hot (``PENDING`` and other), I am asked, trigger one-hot
   (``TRIGGERS`` and other), reactions being collected, two dice / 6, the roll / 7;
6. the battle: on, kind one-hot (duel, gym, league, other), stage one-hot (``STAGES`` and
   other), I take part, duels / 5, limit / 3, I have committed, the other side has; the league:
   on, phase one-hot (bracket, final, finals_prep, other).
"""

from __future__ import annotations

import zlib
from array import array
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
from numpy.typing import NDArray

from pokeforge.core.observation import scaled

if TYPE_CHECKING:
    from pokeforge.core import Game, Params

MAX_SPACES = 128
MAX_PLAYERS = 6
BUCKETS = 16
SPACE_KINDS = ("plain", "pokemon", "city", "event", "super_event", "passage")
ARGS = ("pink", "green", "blue", "red", "yellow")
PILES = ("pink", "green", "blue", "red", "yellow")
DECKS = ("items", "events", "supers", "trainers")
PENDING = (
    "turn", "move", "capture", "choose", "discard", "gym", "item", "offer", "pile_pick", "react",
    "send",
)  # fmt: skip
TRIGGERS = ("after_move", "exp_share", "poke_doll", "poke_flute", "potion", "repel", "time_travel")
BATTLES = ("duel", "gym", "league")
STAGES = ("send", "dice", "item", "potion")
LEAGUE_PHASES = ("bracket", "final", "finals_prep")

SPACE = len(SPACE_KINDS) + 1 + len(ARGS) + 1 + 7
PLAYER = 16 + BUCKETS
PLAYERS = MAX_SPACES * SPACE
HAND = PLAYERS + MAX_PLAYERS * PLAYER
TABLE = HAND + 1 + BUCKETS
PENDING_AT = TABLE + 1 + len(PILES) + len(DECKS) + 2
BATTLE_AT = PENDING_AT + len(PENDING) + 1 + 1 + len(TRIGGERS) + 1 + 1 + 3
SIZE = BATTLE_AT + 1 + len(BATTLES) + 1 + len(STAGES) + 1 + 5 + 1 + len(LEAGUE_PHASES) + 1


def observation_size(game: Game, params: Params) -> int:
    return SIZE


def _word(vocab: tuple[str, ...], word: Any) -> int:
    """The place of ``word`` in ``vocab``, or the "other" place after it."""
    return vocab.index(word) if word in vocab else len(vocab)


@cache
def _bucket(name: str) -> int:
    """A card's hashing place: its name without the copy index (``potion.2`` → ``potion``)."""
    base = name.rsplit(".", 1)[0] if name.rsplit(".", 1)[-1].isdigit() else name
    return zlib.crc32(base.encode()) % BUCKETS


def _count_cards(o: array[float], at: int, names: list[Any]) -> None:
    for name in names:
        if isinstance(name, str):
            i = at + _bucket(name)
            o[i] = min(1.0, o[i] + 1 / 3)


_BOARDS: dict[tuple[Any, ...], array[float]] = {}
MAX_BOARDS = 1000


def _board(game: Game, tiles: list[Any], spaces: list[dict[str, Any]]) -> array[float]:
    """A vector with the board's unchanging parts (each space's kind, colour, city and leader)
    filled in, remembered for the tile arrangement (a board never changes during a play)."""
    key = (game, *(tuple(sorted(t.items())) if isinstance(t, dict) else t for t in tiles))
    found = _BOARDS.get(key)
    if found is None:
        if len(_BOARDS) >= MAX_BOARDS:
            _BOARDS.clear()
        found = array("f", bytes(4 * SIZE))
        for space in spaces:
            sid = space["id"]
            if not 0 <= sid < MAX_SPACES:
                raise ValueError(f"hex observation: space id {sid} is beyond {MAX_SPACES - 1}")
            b = sid * SPACE
            found[b + _word(SPACE_KINDS, space["kind"])] = 1.0
            arg = space.get("arg")
            if arg:
                found[b + len(SPACE_KINDS) + 1 + _word(ARGS, arg)] = 1.0
            t = b + len(SPACE_KINDS) + 1 + len(ARGS) + 1
            if space.get("city"):
                found[t + 3] = 1.0
            if space.get("leader"):
                found[t + 4] = 1.0
        _BOARDS[key] = found
    return found


def observe(game: Game, view: dict[str, Any], seat: int, params: Params) -> NDArray[np.float32]:
    players = view["players"]
    seats = sorted(p["seat"] for p in players)
    order = {s: (s - seat) % max(1, len(seats)) for s in seats} if seat in seats else {}
    here: dict[int, list[int]] = {}
    for p in players:
        here.setdefault(p["pos"], []).append(p["seat"])
    spaces = view["spaces"]
    o = _board(game, view["tiles"], spaces)[:]
    mon_at = len(SPACE_KINDS) + 1 + len(ARGS) + 1
    for space in spaces:
        mon = space.get("pokemon")
        if mon is not None:
            b = space["id"] * SPACE + mon_at
            o[b if mon == "face-down" else b + 1] = 1.0
            if space.get("weakened"):
                o[b + 2] = 1.0
    for pos, who in here.items():
        if not 0 <= pos < MAX_SPACES:
            continue
        b = pos * SPACE + mon_at
        if seat in who:
            o[b + 5] = 1.0
        o[b + 6] = scaled(sum(1 for s in who if s != seat), 3)
    catalog = view.get("catalog", {}).get("cards", {})
    pending = view.get("pending") or {}
    asked = pending.get("seats") or ()
    league = view.get("league") or {}
    finalists = league.get("finalists") or ()
    for p in players:
        k = order.get(p["seat"])
        if k is None or k >= MAX_PLAYERS:
            continue
        b = PLAYERS + k * PLAYER
        team = p["team"]
        power = 0
        for card in team:
            entry = catalog.get(card) if isinstance(card, str) else None
            if isinstance(entry, list | tuple):
                # the catalog's entry: the name, then the power (after a kind for some cards)
                power += next((x for x in entry[1:] if isinstance(x, int)), 0)
        values = (
            1.0,
            1.0 if p["out"] else 0.0,
            scaled(len(p["badges"]), 8),
            scaled(p["hand_size"], 8),
            scaled(p["captures"], 25),
            scaled(len(team), 12),
            scaled(power, 60),
            scaled(p["league_wins"], 3),
            scaled(p["league_steps"], 3),
            scaled(p["skip"], 3),
            scaled(len(p["beaten"]), 5),
            scaled(len(p["locked"]), 3),
            scaled(len(p["bonus"]), 3),
            1.0 if view.get("active") == p["seat"] else 0.0,
            1.0 if p["seat"] in asked else 0.0,
            1.0 if p["seat"] in finalists else 0.0,
        )
        for j, v in enumerate(values):
            o[b + j] = v
        _count_cards(o, b + 16, team)
        if p["seat"] == seat and "hand" in p:
            o[HAND] = scaled(len(p["hand"]), 8)
            _count_cards(o, HAND + 1, p["hand"])
    t = TABLE
    o[t] = scaled(view.get("round"), 100)
    piles = view.get("piles") or {}
    for j, name in enumerate(PILES):
        o[t + 1 + j] = scaled(piles.get(name), 40)
    decks = view.get("decks") or {}
    for j, name in enumerate(DECKS):
        o[t + 1 + len(PILES) + j] = scaled(decks.get(name), 100)
    t += 1 + len(PILES) + len(DECKS)
    o[t] = scaled(len(view.get("continuous") or ()), 3)
    played = view.get("played") or {}
    o[t + 1] = scaled(sum(v for v in played.values() if isinstance(v, int)), 5)
    t = PENDING_AT
    if pending:
        o[t + _word(PENDING, pending.get("kind"))] = 1.0
        t += len(PENDING) + 1
        if seat in asked:
            o[t] = 1.0
        trigger = pending.get("trigger")
        if trigger:
            o[t + 1 + _word(TRIGGERS, trigger)] = 1.0
        t += 1 + len(TRIGGERS) + 1
        window = pending.get("window") or {}
        if window.get("collecting"):
            o[t] = 1.0
        for j, die in enumerate((pending.get("dice") or ())[:2]):
            o[t + 1 + j] = scaled(die, 6)
        o[t + 3] = scaled(pending.get("roll"), 7)
    battle = view.get("battle")
    t = BATTLE_AT
    if battle:
        o[t] = 1.0
        o[t + 1 + _word(BATTLES, battle.get("kind"))] = 1.0
        t += 1 + len(BATTLES) + 1
        o[t + _word(STAGES, battle.get("stage"))] = 1.0
        t += len(STAGES) + 1
        sides = battle.get("sides") or ()
        mine = [s for s in sides if s.get("seat") == seat]
        if mine:
            o[t] = 1.0
        o[t + 1] = scaled(len(battle.get("duels") or ()), 5)
        o[t + 2] = scaled(battle.get("limit"), 3)
        committed = battle.get("committed") or ()
        if seat in committed:
            o[t + 3] = 1.0
        if any(s != seat for s in committed):
            o[t + 4] = 1.0
    t = BATTLE_AT + 1 + len(BATTLES) + 1 + len(STAGES) + 1 + 5
    if league:
        o[t] = 1.0
        o[t + 1 + _word(LEAGUE_PHASES, league.get("phase"))] = 1.0
    return np.frombuffer(o, dtype=np.float32)
