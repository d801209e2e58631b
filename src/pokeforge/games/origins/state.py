"""The Origins play state: each player's cards by zone, the Pokémon in play, the turn, the
decision asked now and the effects under way (kept as data, so a state clones and serialises).

A Pokémon in play is a plain dict (:func:`new_mon`): ``cards`` (the Basic first, then its
evolutions), ``energy`` and ``tools`` (attached card kinds), ``damage`` (HP lost, a multiple of
10), ``cond`` (special conditions), ``since`` (the turn it came into play or last evolved),
``markers`` (effects on it, each with the turn it lasts to) and ``para`` (the turn it was
Paralyzed). Cards everywhere are card def ids; which copy is which never matters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pokeforge.core import Commitments, Event, Prompt, Rng, Secrets, State, Zone

from .actions import Action
from .params import OriginsParams

if TYPE_CHECKING:
    from .cards import CardDef
    from .game import OriginsGame

Mon = dict[str, Any]

#: the fields that are plain JSON data (deep-copied by clone, written by to_json)
_DATA = (
    "deck",
    "hand",
    "prizes",
    "discard",
    "removed",
    "active",
    "bench",
    "known",
    "pending",
    "flow",
    "tasks",
    "mulligans",
    "extra_owed",
    "prizes_taken",
    "turns_taken",
    "flags",
)
_SCALARS = (
    "turn",
    "current",
    "first",
    "energy_played",
    "retreated",
    "decisions",
    "end_reason",
    "sudden_deaths",
    "phase",
)


def new_mon(card: str, turn: int) -> Mon:
    return {
        "cards": [card],
        "energy": [],
        "tools": [],
        "damage": 0,
        "cond": [],
        "since": turn,
        "markers": [],
        "para": 0,
    }


#: the piles of card ids (two lists each) and the fields copied deeply
_PILES = ("deck", "hand", "prizes", "discard", "removed", "known")
_DEEP = (
    "pending",
    "flow",
    "tasks",
    "mulligans",
    "extra_owed",
    "prizes_taken",
    "turns_taken",
    "flags",
)


def _mon_copy(mon: Mon) -> Mon:
    """A copy of a Pokémon in play (its lists copied; its markers copied one by one)."""
    out = mon.copy()
    out["cards"] = mon["cards"][:]
    out["energy"] = mon["energy"][:]
    out["tools"] = mon["tools"][:]
    out["cond"] = mon["cond"][:]
    out["markers"] = [m.copy() for m in mon["markers"]]
    if "as_energy" in mon:
        out["as_energy"] = [e[:] for e in mon["as_energy"]]
    return out


def _copy(data: Any) -> Any:
    t = type(data)
    if t is list:
        return [_copy(v) if type(v) in (list, dict) else v for v in data]
    if t is dict:
        return {k: _copy(v) if type(v) in (list, dict) else v for k, v in data.items()}
    return data


class OriginsState(State[Action]):
    """One play of the Origins TCG (two players)."""

    game: OriginsGame
    params: OriginsParams

    def __init__(self, game: OriginsGame, params: OriginsParams, rng: Rng) -> None:
        super().__init__(game, 2, rng)
        self.params = params
        self.cards: dict[str, CardDef] = game.cards
        self.deck: list[list[str]] = [[], []]
        self.hand: list[list[str]] = [[], []]
        self.prizes: list[list[str]] = [[], []]
        self.discard: list[list[str]] = [[], []]
        self.removed: list[list[str]] = [[], []]
        self.active: list[Mon | None] = [None, None]
        self.bench: list[list[Mon]] = [[], []]
        #: the cards each player's opponent knows to be in that player's hand
        self.known: list[list[str]] = [[], []]
        #: the decision asked now: {"kind", "seat", "options": [[verb, card, pos], ...], ...}
        self.pending: dict[str, Any] | None = None
        #: the steps of the game's flow still to run (see :mod:`.rules.flow`)
        self.flow: list[str] = []
        #: effects under way: frames {"src", "path", "i", "ctx"} (see :mod:`.rules.effects`)
        self.tasks: list[dict[str, Any]] = []
        self.mulligans = [0, 0]
        #: extra draws still to offer after mulligans: [[seat, how many], ...]
        self.extra_owed: list[list[int]] = []
        self.prizes_taken = [0, 0]
        self.turns_taken = [0, 0]
        self.flags: dict[str, Any] = {}
        self.turn = 0
        self.current = 0
        self.first = 0
        self.energy_played = False
        self.retreated = False
        self.decisions = 0
        self.end_reason = ""
        self.sudden_deaths = 0
        self.phase = "setup"
        #: the secret placement of the Active and Bench (see :mod:`.rules.setup`)
        self.placing: Commitments | None = None
        self.ready: Commitments | None = None
        self.events: list[Event] = []

    # -- contract ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        if self.phase == "place" and self.ready is not None and self.placing is not None:
            drafts, ready = self.placing.choices, self.ready.choices
            return tuple(s for s in (0, 1) if s not in ready or s not in drafts)
        p = self.pending
        if p is None:
            return ()
        return (p["seat"],)

    def prompt(self, seat: int) -> Prompt:
        from .rules.flow import prompt_of

        return prompt_of(self, seat)

    def _legal_actions(self, seat: int) -> list[Action]:
        from .rules.flow import legal_actions

        return legal_actions(self, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        from .rules.flow import apply_action

        self.events = []
        apply_action(self, seat, action)
        out, self.events = self.events, []
        return out

    def explain_illegal(self, seat: int, action: Any) -> str:
        from .rules.flow import explain

        return explain(self, seat, action)

    def secrets(self) -> Secrets:
        zones: list[Zone] = []
        for p in (0, 1):
            pool = f"cards{p}"
            zones.append(Zone.deck(f"deck{p}", self.deck[p], pool=pool))
            up = self.flags.get("face_up")
            if up is not None and up[p] is not None:  # Clairvoyance: shown to everyone
                zones.append(Zone(f"hand{p}", self.hand[p], pool=pool, seen_by=None))
            else:
                zones.append(
                    Zone.hand(f"hand{p}", self.hand[p], p, pool=pool, known={1 - p: self.known[p]})
                )
            zones.append(Zone.face_down(f"prizes{p}", self.prizes[p], pool=pool))
        looking = self.flags.get("looking")
        if looking is not None and self.tasks:
            seat = int(self.tasks[0]["ctx"]["seat"])
            owner = int(self.flags.get("looking_owner", seat))
            zones.append(Zone("looking", looking, pool=f"cards{owner}", seen_by=(seat,)))
        commitments = [c for c in (self.placing, self.ready) if c is not None]
        return Secrets(zones=zones, commitments=commitments)

    def _determinized(self, seat: int) -> None:
        """Hands hold no order: a re-dealt copy keeps them sorted, so that where a known card
        really lay in a hidden hand does not show in the copy."""
        for p in (0, 1):
            self.hand[p].sort()
            self.known[p].sort()

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import view_of

        return view_of(self, seat)

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    # -- copying and persistence ------------------------------------------------------------
    def clone(self) -> Self:
        c = self.__class__.__new__(self.__class__)
        c.game = self.game
        c.num_seats = 2
        c.rng = self.rng.copy()
        c.outcome = self.outcome
        c._legal_cache = None
        c.params = self.params
        c.cards = self.cards
        d = self.__dict__
        cd = c.__dict__
        for name in _PILES:  # lists of card ids, one per player
            a, b = d[name]
            cd[name] = [a[:], b[:]]
        cd["active"] = [None if m is None else _mon_copy(m) for m in self.active]
        cd["bench"] = [[_mon_copy(m) for m in side] for side in self.bench]
        for name in _DEEP:
            cd[name] = _copy(d[name])
        for name in _SCALARS:
            cd[name] = d[name]
        c.placing = None if self.placing is None else self.placing.copy()
        c.ready = None if self.ready is None else self.ready.copy()
        c.events = []
        return c

    def to_json(self) -> dict[str, Any]:
        d = self.__dict__
        data: dict[str, Any] = {name: _copy(d[name]) for name in _DATA}
        for name in _SCALARS:
            data[name] = d[name]
        data["params"] = self.params.model_dump(mode="json")
        data["rng"] = self.rng.to_json()
        data["outcome"] = None if self.outcome is None else self.outcome.to_json()
        data["placing"] = None if self.placing is None else self.placing.to_json()
        data["ready"] = None if self.ready is None else self.ready.to_json()
        return data

    @classmethod
    def from_json(cls, game: OriginsGame, data: dict[str, Any]) -> OriginsState:
        from pokeforge.core import Outcome

        params = OriginsParams.model_validate(data["params"])
        state = cls(game, params, Rng.from_json(data["rng"]))
        for name in _DATA:
            setattr(state, name, _copy(data[name]))
        for name in _SCALARS:
            setattr(state, name, data[name])
        out = data.get("outcome")
        state.outcome = None if out is None else Outcome.from_json(out)
        placing, ready = data.get("placing"), data.get("ready")
        state.placing = None if placing is None else Commitments.from_json(placing)
        state.ready = None if ready is None else Commitments.from_json(ready)
        return state
