"""The HEX play state: players, board slots, decks, the turn, the pending decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pokeforge.core import Event, Outcome, Prompt, Rng, State, seat_name

from .actions import Action
from .board import Arrangement, Board, build_board
from .content import Content
from .params import HexParams

if TYPE_CHECKING:
    from .game import HexGame


_RULES: list[Any] = []


def _rules() -> Any:
    """The rules dispatcher, imported once on first use (the rules import this module)."""
    if not _RULES:
        from .rules import dispatch

        _RULES.append(dispatch)
    return _RULES[0]


class Player:
    """One trainer: position, team, hand, trainer card, badges and league standing."""

    __slots__ = (
        "badges",
        "beaten",
        "bonus",
        "captures",
        "extra_turns",
        "hand",
        "league_steps",
        "locked",
        "out",
        "plateau_done",
        "pos",
        "skip",
        "team",
        "trainer",
        "visited",
        "wins",
    )

    def __init__(self, pos: int = 0, trainer: str = "") -> None:
        self.pos = pos
        self.team: list[str] = []
        self.hand: list[str] = []
        self.trainer = trainer
        self.badges: list[str] = []
        self.visited: list[int] = []
        self.locked: list[str] = []
        self.bonus: dict[str, int] = {}
        self.skip = 0
        self.extra_turns = 0
        self.captures = 0
        self.league_steps = 0
        self.beaten: list[int] = []
        self.wins = 0
        self.plateau_done = False
        self.out = False  # knocked out of the league bracket

    def copy(self) -> Player:
        p = Player.__new__(Player)
        p.pos, p.trainer, p.skip, p.extra_turns = (
            self.pos,
            self.trainer,
            self.skip,
            self.extra_turns,
        )
        p.captures, p.league_steps, p.wins = self.captures, self.league_steps, self.wins
        p.plateau_done, p.out = self.plateau_done, self.out
        p.team, p.hand, p.badges = list(self.team), list(self.hand), list(self.badges)
        p.visited, p.locked, p.beaten = list(self.visited), list(self.locked), list(self.beaten)
        p.bonus = dict(self.bonus)
        return p

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in Player.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        p = cls.__new__(cls)
        for k in Player.__slots__:
            v = data[k]
            setattr(p, k, dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v)
        return p


def _copy(data: Any) -> Any:
    """A deep copy of plain JSON-like data (dicts, lists, tuples of numbers and strings): faster
    than ``copy.deepcopy``, and the same for data that a JSON round trip keeps."""
    if isinstance(data, dict):
        return {k: _copy(v) if isinstance(v, (dict, list)) else v for k, v in data.items()}
    if isinstance(data, list):
        return [_copy(v) if isinstance(v, (dict, list)) else v for v in data]
    return data


#: the fields of HexState that are plain JSON data (copied deeply by clone)
_DATA_FIELDS = (
    "slots",
    "revealed",
    "weakened",
    "piles",
    "decks",
    "discards",
    "active",
    "round",
    "turn",
    "pending",
    "tasks",
    "battle",
    "league",
    "pioneers",
    "continuous",
    "flags",
)


class HexState(State[Action]):
    """One play of Pokémon Master Trainer: HEX Edition."""

    game: HexGame
    board: Board
    content: Content

    def __init__(
        self, game: HexGame, params: HexParams, seats: int, rng: Rng, arrangement: Arrangement
    ) -> None:
        self.game = game
        self.content = game.content
        self.params = params
        self.num_seats = seats
        self.rng = rng
        self.outcome: Outcome | None = None
        self._legal_cache = None
        self.arrangement = arrangement
        self.board = build_board(self.content, arrangement)
        self.players: list[Player] = []
        self.slots: dict[str, str] = {}  # space id (as text) -> card id on it
        self.revealed: list[int] = []
        self.weakened: list[int] = []
        self.piles: dict[str, list[str]] = {}
        self.decks: dict[str, list[str]] = {}
        self.discards: dict[str, list[str]] = {}
        self.active = 0
        self.round = 1
        self.turn = 0
        self.pending: dict[str, Any] | None = None
        self.tasks: list[dict[str, Any]] = []
        self.battle: dict[str, Any] | None = None
        self.league: dict[str, Any] | None = None
        self.pioneers: dict[str, int] = {}
        self.continuous: list[dict[str, Any]] = []
        self.flags: dict[str, Any] = {}
        self.events: list[Event] = []

    # -- contract ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.outcome is not None or self.pending is None:
            return ()
        return tuple(self.pending["seats"])

    def prompt(self, seat: int) -> Prompt:
        p = self.pending
        if p is None or seat not in p["seats"]:
            return Prompt("wait", "nothing to decide now")
        return Prompt(p["kind"], p.get("text", p["kind"]), {"kind": p["kind"]})

    def _legal_actions(self, seat: int) -> list[Action]:
        actions: list[Action] = _rules().legal_actions(self, seat)
        return actions

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.events = []
        _rules().apply_action(self, seat, action)
        out, self.events = self.events, []
        return out

    def clone(self) -> Self:
        s = self.__class__.__new__(self.__class__)
        s.game, s.content, s.params, s.num_seats = (
            self.game,
            self.content,
            self.params,
            self.num_seats,
        )
        s.rng = self.rng.copy()
        s.outcome = self.outcome
        s._legal_cache = None
        s.arrangement, s.board = self.arrangement, self.board
        s.players = [p.copy() for p in self.players]
        s.slots = dict(self.slots)
        s.revealed, s.weakened = list(self.revealed), list(self.weakened)
        s.piles = {k: list(v) for k, v in self.piles.items()}
        s.decks = {k: list(v) for k, v in self.decks.items()}
        s.discards = {k: list(v) for k, v in self.discards.items()}
        s.active, s.round, s.turn = self.active, self.round, self.turn
        s.pending = _copy(self.pending)
        s.tasks = _copy(self.tasks)
        s.battle = _copy(self.battle)
        s.league = _copy(self.league)
        s.pioneers = dict(self.pioneers)
        s.continuous = _copy(self.continuous)
        s.flags = _copy(self.flags)
        s.events = []
        return s

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import state_view

        return state_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {k: _copy(getattr(self, k)) for k in _DATA_FIELDS}
        data["players"] = [p.to_json() for p in self.players]
        data["arrangement"] = [list(a) for a in self.arrangement]
        data["params"] = self.params.model_dump(mode="json")
        data["seats"] = self.num_seats
        data["rng"] = self.rng.to_json()
        data["outcome"] = None if self.outcome is None else self.outcome.to_json()
        return data

    @classmethod
    def from_json(cls, game: HexGame, data: dict[str, Any]) -> HexState:
        arrangement = tuple((str(a), str(b), int(c)) for a, b, c in data["arrangement"])
        params = HexParams.model_validate(data["params"])
        s = cls(game, params, int(data["seats"]), Rng.from_json(data["rng"]), arrangement)
        for k in _DATA_FIELDS:
            setattr(s, k, _copy(data[k]))
        s.players = [Player.from_json(p) for p in data["players"]]
        s.outcome = None if data["outcome"] is None else Outcome.from_json(data["outcome"])
        return s

    def determinize(self, seat: int, seed: int) -> Self:
        """A copy in which everything ``seat`` cannot see is re-dealt from what it can see.

        Built only from ``seat``'s view and public information, so two states that give the seat
        equal views give it identical copies for the same seed (every pool is sorted before it is
        shuffled, so the real order never shows through):

        * the other players' Item hands, the Item discard pile (cards may go there face down: a
          bluffed battle Item, a discard to the hand limit) and the Item deck are re-dealt from
          one pool, each keeping its size; HEX does not record which of another player's Items
          a seat has learned (an Item stolen from it, say), so all of them count as unseen;
        * the Items discarded face down to an Aqua Operation pile, unless ``seat`` is the one
          taking from it (it sees them in its options); a Magma Operation pile of Trainer cards
          is face up and stays;
        * the other decks (Events, Super Events, Trainers) are reshuffled;
        * the face-down Pokémon are re-dealt, colour by colour, with their colour's pile;
        * the other seats' secret battle choices are drawn again at random from what each of them
          may choose in the copy (withdrawing them would change who the view says has chosen);
        * the dice are reseeded with ``seed``.
        """
        c = self.clone()
        c.rng.reseed(seed)
        rng = c.rng
        others = [p for i, p in enumerate(c.players) if i != seat]
        pool = [i for p in others for i in p.hand] + c.decks["items"] + c.discards["items"]
        op_pool: list[str] | None = c.flags.get("operation_pool")
        items = c.content.items
        if (
            op_pool is not None
            and all(x.rpartition(".")[0] in items for x in op_pool)  # not Magma's Trainers
            and not _takes_from_pool(c, seat)
        ):
            pool += op_pool
        else:
            op_pool = None
        pool.sort()
        rng.shuffle(pool)
        for p in others:
            n = len(p.hand)
            p.hand, pool = pool[:n], pool[n:]
        if op_pool is not None:
            n = len(op_pool)
            c.flags["operation_pool"], pool = pool[:n], pool[n:]
        n = len(c.discards["items"])
        c.discards["items"], c.decks["items"] = pool[:n], pool[n:]
        for name, deck in sorted(c.decks.items()):
            if name != "items":
                deck.sort()
                rng.shuffle(deck)
        hidden = sorted(int(k) for k in c.slots if int(k) not in c.revealed)
        for tier in sorted(c.piles):
            spaces = [sp for sp in hidden if c.content.cards[c.slots[str(sp)]].tier == tier]
            cards = sorted(c.piles[tier] + [c.slots[str(sp)] for sp in spaces])
            rng.shuffle(cards)
            for sp in spaces:
                c.slots[str(sp)] = cards.pop()
            c.piles[tier] = cards
        if c.battle is not None:
            _redraw_commitments(c, seat)
        _redeal_options(c, seat)
        return c

    # -- helpers used by the rules ------------------------------------------------------------
    def say(
        self, kind: str, text: str, private: dict[int, dict[str, Any]] | None = None, **public: Any
    ) -> None:
        self.events.append(Event(kind, text, dict(public), dict(private or {})))

    def card_at(self, space: int) -> str | None:
        return self.slots.get(str(space))

    def name(self, seat: int) -> str:
        return seat_name(seat)


def _takes_from_pool(state: HexState, seat: int) -> bool:
    """Whether ``seat`` is the player taking from an Aqua Operation pile (it sees the pile)."""
    tasks = list(state.tasks)
    if state.pending is not None:
        tasks += [state.pending[k] for k in ("task", "resume") if k in state.pending]
    return any(t.get("t") == "pool_take" and int(t["seat"]) == seat for t in tasks)


def _redeal_options(state: HexState, seat: int) -> None:
    """Another seat's pending choice among Items names Items that ``seat`` cannot see (from its
    hand, or from an Aqua Operation pile): list them again from the re-dealt cards."""
    p = state.pending
    if p is None or seat in p["seats"] or "options" not in p:
        return
    items = state.content.items
    kept = [o for o in p["options"] if o.rpartition(".")[0] not in items]
    if len(kept) == len(p["options"]):
        return
    resume = p.get("resume", {})
    if resume.get("t") == "pool_take":
        source = state.flags.get("operation_pool", [])
    else:
        source = state.players[p["seats"][0]].hand
    dealt = sorted(set(source))
    first = p["options"][0].rpartition(".")[0] in items  # the Items lead the list or follow
    p["options"] = [*dealt, *kept] if first else [*kept, *dealt]


def _redraw_commitments(state: HexState, seat: int) -> None:
    """Replace every other seat's secret battle choice (Pokémon sent, Items set face down) with
    one drawn uniformly from its legal choices in the copy: the view still shows who has chosen."""
    from .rules.battle import _legal_item, _legal_send

    b = state.battle
    assert b is not None
    for key in sorted(b["commit"], key=int):
        o = int(key)
        if o == seat:
            continue
        if b["stage"] == "send":
            arg = state.rng.choice(_legal_send(state, o)).arg
            b["commit"][key] = arg.split("+")
        else:
            arg = state.rng.choice(_legal_item(state, o)).arg
            n = len(b["commit"][key])
            b["commit"][key] = ["-"] * n if arg == "none" else arg.split("+")
