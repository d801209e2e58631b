"""The HEX play state: players, board slots, decks, the turn, the pending decision."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from pokeforge.core import (
    Commitments,
    Event,
    Outcome,
    Prompt,
    ReactionWindow,
    Rng,
    Secrets,
    SlotZone,
    State,
    Zone,
    seat_name,
)

from .actions import Action
from .board import Arrangement, Board, build_board
from .content import Content
from .params import HexParams

if TYPE_CHECKING:
    from .game import HexGame


_RULES: list[Any] = []


def rules_of() -> Any:
    """The rules dispatcher (:func:`_rules`, without a call once it is imported)."""
    return _RULES[0] if _RULES else _rules()


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
        p.team, p.hand, p.badges = self.team[:], self.hand[:], self.badges[:]
        p.visited, p.locked, p.beaten = self.visited[:], self.locked[:], self.beaten[:]
        p.bonus = self.bonus.copy()
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


#: :func:`seat_name` of the first seats
_NAMES = tuple(seat_name(s) for s in range(8))

_SCALARS = frozenset({str, int, bool, float, type(None), tuple})


def _copy(data: Any) -> Any:
    """A deep copy of plain JSON-like data (dicts, lists, tuples of numbers and strings): faster
    than ``copy.deepcopy``, and the same for data that a JSON round trip keeps."""
    t = type(data)
    if t is dict:
        out = data.copy()  # then every dict or list inside is copied in its turn
        for k, v in data.items():
            tv = type(v)
            if tv is dict or tv is list:
                out[k] = _copy(v)
            elif tv not in _SCALARS and isinstance(v, (dict, list)):
                out[k] = _copy(dict(v) if isinstance(v, dict) else list(v))
        return out
    if t is list:
        out = data.copy()
        for i, v in enumerate(data):
            tv = type(v)
            if tv is dict or tv is list:
                out[i] = _copy(v)
            elif tv not in _SCALARS and isinstance(v, (dict, list)):
                out[i] = _copy(dict(v) if isinstance(v, dict) else list(v))
        return out
    if isinstance(data, (dict, list)):  # a subclass: copied as the plain type
        return _copy(dict(data) if isinstance(data, dict) else list(data))
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


def _among(action: Action, legal: tuple[Action, ...]) -> bool:
    """``action in legal``, trying sameness first (an action is most often one of these very
    objects, and comparing by value is slower)."""
    for a in legal:
        if a is action:
            return True
    return action in legal


class HexState(State[Action]):
    """One play of Pokémon Master Trainer: HEX Edition."""

    game: HexGame
    board: Board
    content: Content

    def __init__(
        self, game: HexGame, params: HexParams, seats: int, rng: Rng, arrangement: Arrangement
    ) -> None:
        super().__init__(game, seats, rng)
        self.content = game.content
        self.params: HexParams = params
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
        #: the decision asked now (:func:`.rules.flow.ask`); replaced, never changed in place
        #: (clones share it)
        self.pending: dict[str, Any] | None = None
        self.tasks: list[dict[str, Any]] = []
        self.battle: dict[str, Any] | None = None
        self.league: dict[str, Any] | None = None
        self.pioneers: dict[str, int] = {}
        self.continuous: list[dict[str, Any]] = []
        self.flags: dict[str, Any] = {}
        #: the secret choices of a battle's players (the Pokémon sent, the Items set face down)
        self.commits: Commitments | None = None
        #: the reaction window open now (its seats answer in secret, see :mod:`.rules.react`)
        self.window: ReactionWindow | None = None
        self.events: list[Event] = []

    # -- contract ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        p = self.pending
        if p is None or self.outcome is not None:
            return ()
        kind = p["kind"]
        if kind == "react":
            window = self.window
            if window is not None:
                choices = window.choices
                if not choices:
                    return tuple(window.seats)
                left = []
                for s in window.seats:  # (a loop is quicker than the comprehension here)
                    if s not in choices:
                        left.append(s)
                return tuple(left)
        elif (kind == "send" or kind == "item") and self.commits is not None:
            return self.commits.pending
        return tuple(p["seats"])

    def _fresh_legal_actions(self, seat: int) -> tuple[Action, ...]:
        """What the core's :meth:`State.legal_actions` caches, asked of the rule that registered
        the pending decision without a detour; the answers of a reaction window
        (most decisions of a game) are found by :func:`.rules.react.legal_answers`."""
        p = self.pending
        if p is None or self.outcome is not None:
            actions: tuple[Action, ...] = ()
        else:
            kind = p["kind"]
            window = self.window
            rules = _RULES[0] if _RULES else _rules()  # (rules_of, inline)
            if window is not None and kind == "react":
                if seat not in window.choices and seat in window.seats:
                    # (legal_answers, inline)
                    acts = rules.REACTIONS[p["trigger"]][0](self, seat, p["data"])
                    actions = (*acts, rules.PASS_ACTION) if acts else rules.PASS_ONLY
                else:
                    actions = ()
            elif (kind == "send" or kind == "item") and self.commits is not None:
                ok = seat in self.commits.pending  # (to_act, without making the tuple)
                actions = tuple(rules.DECISIONS[kind][0](self, seat)) if ok else ()
            elif seat not in p["seats"]:  # (to_act, without making the tuple)
                actions = ()
            else:
                actions = tuple(rules.DECISIONS[kind][0](self, seat))
        return actions

    def apply(self, seat: int, action: Action) -> list[Event]:
        """The core's checked :meth:`State.apply`. When this position's legal actions of
        ``seat`` are already known (cached since the last ``apply``; a state changed by hand
        must be :meth:`invalidate`-d, as the core requires), the checks read them and the rule of
        the pending decision is called without a detour; an answer to a reaction window that is
        not the last one records the secret answer and nothing else."""
        cache = self._legal_cache
        if cache is not None and self.outcome is None:
            legal = cache.get(seat)
            # (so seat is to act: a decision is pending; the first legal action, as every pass
            # of a window, is known without a call)
            if legal and (legal[0] is action or _among(action, legal)):
                self._legal_cache = None
                rules = _RULES[0] if _RULES else _rules()
                p = self.pending
                assert p is not None
                window = self.window
                if p["kind"] == "react" and window is not None:
                    # the seat is one the window waits for (its legal answers say so)
                    choices = window.choices
                    choices[seat] = "pass" if action is rules.PASS_ACTION else str(action)
                    for s in window.seats:
                        if s not in choices:
                            return []  # still collecting: nothing happens, nothing shows
                    self.events = []
                    rules.close(self)
                    rules.advance(self)
                else:
                    self.events = []
                    rules.DECISIONS[p["kind"]][1](self, seat, action)
                    rules.advance(self)
                out, self.events = self.events, []
                return out
        return super().apply(seat, action)

    def prompt(self, seat: int) -> Prompt:
        p = self.pending
        if p is None or seat not in self.to_act():
            return Prompt("wait", "nothing to decide now")
        data = {"kind": p["kind"]}
        if p["kind"] == "react":
            data["trigger"] = p["trigger"]
        return Prompt(p["kind"], p.get("text", p["kind"]), data)

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
        s.slots = self.slots.copy()
        s.revealed, s.weakened = self.revealed[:], self.weakened[:]
        s.piles = {k: v[:] for k, v in self.piles.items()}
        s.decks = {k: v[:] for k, v in self.decks.items()}
        s.discards = {k: v[:] for k, v in self.discards.items()}
        s.active, s.round, s.turn = self.active, self.round, self.turn
        s.pending = self.pending  # shared: a decision is replaced, never changed in place
        s.tasks = _copy(self.tasks)
        s.battle = _copy(self.battle)
        s.league = _copy(self.league)
        s.pioneers = self.pioneers.copy()
        s.continuous = _copy(self.continuous)
        s.flags = _copy(self.flags)
        s.commits = None if self.commits is None else self.commits.copy()
        s.window = None if self.window is None else self.window.copy()
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
        data["commits"] = None if self.commits is None else self.commits.to_json()
        data["window"] = None if self.window is None else self.window.to_json()
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
        if data.get("commits") is not None:
            s.commits = Commitments.from_json(data["commits"])
        if data.get("window") is not None:
            s.window = ReactionWindow.from_json(data["window"])
        return s

    # -- hidden information (DESIGN.md "Hidden information"; docs/rules/hex.md) ----------------
    def secrets(self) -> Secrets:
        """Every hidden thing of a HEX play, over the state's own lists:

        * each player's Item hand (its owner sees it), the Item deck, the Item discard pile (face
          down: a bluffed battle Item, a discard to the hand limit) and the Items an Aqua Operation
          puts on a pile (face down; the player taking from it looks at them): one pool, Items;
        * the Event, Super Event and Trainer decks, each its own pool;
        * the face-down Pokémon on the board with their colour's pile, one pool per colour (a
          space's colour is printed on the board, so where a colour's cards lie is public);
        * the battle's secret choices and the open reaction window's answers (commitments).
        """
        zones: list[Zone] = [
            Zone.hand(f"hand {i}", p.hand, i, pool="items", known=self._known(f"hand {i}"))
            for i, p in enumerate(self.players)
        ]
        zones.append(Zone.deck("item deck", self.decks["items"], pool="items"))
        zones.append(Zone.face_down("item discards", self.discards["items"], pool="items"))
        pool = self.flags.get("operation_pool")
        if pool and self.flags.get("operation") == "aqua":
            taker = self.flags.get("operation_taker")
            seen = () if taker is None else (int(taker),)
            known = self._known("operation pile")
            zones.append(Zone("operation pile", pool, pool="items", seen_by=seen, known=known))
        for name in sorted(self.decks):
            if name != "items":
                zones.append(Zone.deck(f"{name} deck", self.decks[name], pool=name))
        drawn = self._drawn_trainers()
        if drawn is not None:
            zones.append(drawn)
        spaces = self.board.spaces
        revealed = set(self.revealed)
        down: dict[str, list[str]] = {}
        for key in self.slots:
            if int(key) not in revealed:
                down.setdefault(spaces[int(key)].arg, []).append(key)
        for colour in sorted(set(down) | set(self.piles)):
            keys = down.get(colour)
            if keys:
                keys.sort(key=int)
                zones.append(SlotZone(f"{colour} board", self.slots, keys, pool=colour))
            if colour in self.piles:
                zones.append(Zone.deck(f"{colour} pile", self.piles[colour], pool=colour))
        commitments = [c for c in (self.commits, self.window) if c is not None]
        return Secrets(zones, commitments)

    def _known(self, zone: str) -> dict[int, list[str]]:
        """Who knows which cards lie in ``zone`` without seeing it (:meth:`learn`)."""
        known = self.flags.get("known")
        if not known or zone not in known:
            return {}
        return {int(s): list(cards) for s, cards in known[zone].items()}

    def learn(self, zone: str, seat: int, card: str) -> None:
        """``seat`` saw ``card`` go into ``zone`` (a hand its card was stolen into, the Aqua pile
        it discarded to). Not recorded (decision 43): a card can later leave such a zone face
        down (a discard to the hand limit, Wally, a random steal by a third player, the Aqua
        taker's pick), and a record of which copy a seat knows of, shown in its view, told it
        whether the hidden card that left was its own (found by an independent audit). So a
        seat's copies know less than the player may remember, never more than it saw."""

    def forget(self, zone: str, card: str | None = None) -> None:
        """``card`` (``None``: every card) has left ``zone``: nobody knows it is there."""
        known = self.flags.get("known")
        if not known or zone not in known:
            return
        if card is not None:
            for s in list(known[zone]):
                cards = known[zone][s]
                if card in cards:
                    cards.remove(card)
                if not cards:
                    del known[zone][s]
        if card is None or not known[zone]:
            del known[zone]
        if not known:
            del self.flags["known"]

    def _drawn_trainers(self) -> Zone | None:
        """The Trainer cards a player has drawn to keep one of (§8 PokéNav Plus, §10 Boosted
        PokéNav), seen by that player while it chooses: the ``trainers`` pool. The pending
        decision gets its own list first (clones share the decision; a re-deal writes the list)."""
        p = self.pending
        if p is None or p["kind"] != "choose":
            return None
        r = p.get("resume", {})
        if not _draws_trainers(r) or not r.get("cards"):
            return None
        cards = list(r["cards"])
        self.pending = {**p, "resume": {**r, "cards": cards}}
        return Zone("drawn trainers", cards, pool="trainers", seen_by=(int(p["seats"][0]),))

    def reaction_window(self) -> ReactionWindow | None:
        """The reaction window collecting answers now (:mod:`.rules.react`), if any."""
        p = self.pending
        if p is None or p["kind"] != "react":
            return None
        return self.window

    def _determinized(self, seat: int) -> None:
        """What the declaration cannot say: what other seats know (:meth:`learn`) is forgotten
        (it names cards ``seat`` does not see); another seat's pending choice names cards that
        ``seat`` cannot see (Items of its hand or of an Aqua Operation pile, Trainer cards it
        drew): they are listed again from the re-dealt cards."""
        known = self.flags.get("known")
        if known:  # what other seats know names cards this seat does not see: forgotten
            mine = {z: {str(seat): d[str(seat)]} for z, d in known.items() if str(seat) in d}
            if mine:
                self.flags["known"] = mine
            else:
                del self.flags["known"]
        p = self.pending
        if p is None or seat in p["seats"] or "options" not in p:
            return
        r = p.get("resume", {})
        if _draws_trainers(r) and "cards" in r:  # the re-dealt Trainer cards
            if r["t"] == "pokenav_draw":
                options = list(r["cards"])
            else:  # Boosted PokéNav: the player's own card is among them
                options = sorted({self.players[int(p["seats"][0])].trainer, *r["cards"]})
            self.pending = {**p, "options": options}
            return
        items = self.content.items
        kept = [o for o in p["options"] if o.rpartition(".")[0] not in items]
        if len(kept) == len(p["options"]):
            return
        resume = p.get("resume", {})
        if resume.get("t") == "pool_take":
            source = self.flags.get("operation_pool", [])
        else:
            source = self.players[p["seats"][0]].hand
        dealt = sorted(set(source))
        first = p["options"][0].rpartition(".")[0] in items  # the Items lead the list or follow
        self.pending = {**p, "options": [*dealt, *kept] if first else [*kept, *dealt]}

    # -- helpers used by the rules ------------------------------------------------------------
    def say(
        self,
        kind: str,
        text: str,
        private: dict[int, dict[str, Any]] | None = None,
        reveals: tuple[str, ...] = (),
        **public: Any,
    ) -> None:
        """Emit an event; ``reveals`` names the hidden things it makes public (a face-down
        Pokémon turned up, a card drawn and shown, secret answers revealed)."""
        # ``public`` is this call's own dict already; every field given in order (no keyword
        # and no default factory to call: 1,700 events a game)
        priv = dict(private) if private else {}
        self.events.append(Event(kind, text, public, priv, {}, reveals))

    def card_at(self, space: int) -> str | None:
        return self.slots.get(str(space))

    def name(self, seat: int) -> str:
        # (the names of the first seats are made once: most events name a seat)
        return _NAMES[seat] if 0 <= seat < len(_NAMES) else seat_name(seat)


def _draws_trainers(resume: dict[str, Any]) -> bool:
    """Whether a pending choice resumes a draw of Trainer cards to keep one of (§8 PokéNav
    Plus, §10 Boosted PokéNav, before the card is kept)."""
    if resume.get("t") == "pokenav_draw":
        return True
    effect = resume.get("effect", {}) if resume.get("t") == "effect" else {}
    return bool(effect.get("do") == "boosted_pokenav" and "kept" not in resume)
