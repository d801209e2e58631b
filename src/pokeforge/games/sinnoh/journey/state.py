"""The state of a journey: the trainers on the map, the decks, whose turn it is, and the battle
being fought (a :class:`~pokeforge.games.sinnoh.state.SinnohState` embedded while it runs).

While a battle runs, ``to_act``, ``legal_actions``, ``apply`` and ``view`` hand the battle's
decisions to the seats in it: ``battle_seats[i]`` is the journey seat that plays battle side
``i`` (``-1``: the side decides automatically, a wild Pokémon). The battle draws from the
journey's RNG (the very same object), and its sides hold the trainers' own party lists, so
what the battle does to a party is done to the trainer's party. When it ends, its result flows
back (:mod:`.rules.battles`).
"""

from __future__ import annotations

from collections.abc import MutableMapping
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from pokeforge.core.events import Event
from pokeforge.core.hidden import Secrets, SlotZone, Zone
from pokeforge.core.outcome import Outcome
from pokeforge.core.prompt import Prompt
from pokeforge.core.rng import Rng
from pokeforge.core.simultaneous import ReactionWindow
from pokeforge.core.state import State

from ..params import SinnohParams
from ..region import Region, default_region
from ..state import SinnohState
from .campaign import CAMPAIGNS, CampaignRules
from .content import JourneyContent, journey_content
from .decks import Piles, key_of
from .exploring import Exploration
from .objectives import HeartProgress
from .pieces import Trainer
from .shrine_content import shrine_content
from .shrines import ShrineState
from .ultra import BLESSINGS, UltraBurst

if TYPE_CHECKING:
    from ..content import Content
    from ..game import SinnohGame


_TURN: list[ModuleType] = []


def _turn_rules() -> ModuleType:
    """:mod:`.rules.turn` (imported on first use: it imports this module), kept at hand."""
    if not _TURN:
        from .rules import turn

        _TURN.append(turn)
    return _TURN[0]


class JourneyState(State[Any]):
    """One journey (``campaign=heart``), for 1 to 6 seats.

    ``phase`` says what is decided now: ``home`` and ``starter`` (SETUP), ``turn`` (the active
    trainer's turn), ``pick`` (the Pokémon to battle after a search), ``battle`` (the embedded
    battle decides), or the head of ``pending``: ``keep`` (an evolved Pokémon's old move),
    ``release`` (a captured Pokémon with a full party), ``apricorns`` (what a Reef's fleeing
    Pokémon leaves), ``answer`` (a trade offered to another trainer)."""

    def __init__(self, game: SinnohGame, params: SinnohParams, rng: Rng, num_seats: int) -> None:
        super().__init__(game, num_seats, rng)
        self.params: SinnohParams = params
        self.content: Content = game.content
        #: each trainer's evaluation where an agent's determinised copy was made (agents only)
        self.search_anchor: tuple[float, ...] | None = None
        #: (round, seat, count) of the free moves in the turn being played: held items put on or
        #: taken off, Distortion Gates jumped through (agents only, not part of the state's JSON:
        #: the evaluation's cost of undoing, so that the one-ply agent does not move an item on
        #: and off, or step through a gate and back, for ever)
        self.held_moves: tuple[int, int, int] = (0, -1, 0)
        self.region: Region = default_region()
        self.jc: JourneyContent = journey_content()
        self.campaign: CampaignRules = CAMPAIGNS[params.campaign]
        self.trainers = [Trainer() for _ in range(num_seats)]
        self.phase = "home"
        self.actor = 0  # the seat deciding now (outside a battle and ``pending``)
        self.choosers: list[int] = []  # SETUP: the order the home villages are chosen in
        self.order: list[int] = []  # the turn order (SETUP 5)
        self.turn_index = 0  # the active trainer's place in ``order``
        self.round = 0  # rounds begun (every trainer has a turn in a round)
        self.moves_left = 0  # tile moves left this turn
        self.used: tuple[str, ...] = ()  # once-per-turn things done this turn
        self.offered: tuple[int, ...] = ()  # seats offered a trade this turn
        # the Pokédex decks (secret order) and their discard piles (face up), by deck key
        self.decks = Piles()
        self.discards = Piles()
        self.search: list[str] = []  # the Pokémon a search drew (the searcher's secret)
        self.search_key = ""  # the deck they came from
        self.site = ""  # the place of the search and of the wild battle
        self.ginkgo: list[str] = []  # the Ginkgo Trade deck, face down
        self.trades: list[str] = []  # the Ginkgo Trades offered, face up
        # villages Team Galactic Grunts occupy (no flying to or from them): set by the campaign
        self.grunts: tuple[str, ...] = ()
        self.felled: tuple[str, ...] = ()  # Apricorn Trees removed for Firewood (Kindler)
        self.weather = ""  # the Weather Wheel's type ("": not placed; Parasol Lady)
        self.battle: SinnohState | None = None
        self.battle_seats: tuple[int, int] = (-1, -1)
        self.wild: list[str] = []  # the card ids of the wild side (a swarm: three), in order
        self.pending: list[dict[str, Any]] = []  # decisions after a battle, an evolution, an offer
        self.log: list[str] = []  # the latest event sentences (public)
        self.turns_taken = 0
        # the Hidden Spots (face down on the map) and the Journey Stamps (rules/spots, stamps)
        self.explore = Exploration(num_seats)
        # Shrine Events, Gods of Sinnoh, Follower tokens, Change of Fate cards (rules/shrines, fate)
        sc = shrine_content(self.content)
        self.shrines = ShrineState(num_seats, sc.event_deck(), sc.fate_deck())
        # the Heart of Sinnoh's acts and each trainer's objectives (:mod:`.objectives`)
        self.heart = HeartProgress(num_seats)
        # the Ultra Burst's campaign board (:mod:`.ultra`; inactive in other campaigns)
        self.ultra = UltraBurst(num_seats, self.campaign.ultra, BLESSINGS[params.difficulty])

    # -- whose decision ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.outcome is not None:
            return ()
        battle = self.battle
        if battle is not None:
            aid = self.shrines.aid  # fellow Followers asked first (rules/fate)
            if aid is not None:
                return aid.pending
            return tuple(self.battle_seats[s] for s in battle.to_act())
        if self.pending:
            head = self.pending[0]
            if head["kind"] == "vote":  # a Celestial Fracture's secret choices (rules/fate)
                return self.shrines.votes.pending if self.shrines.votes is not None else ()
            return (int(head["seat"]),)
        return (self.actor,)

    def reaction_window(self) -> ReactionWindow | None:
        """The fellow Followers' window in a battle (:mod:`.rules.fate`), while it is open."""
        return self.shrines.aid

    def battle_seat(self, seat: int | None) -> int | None:
        """The battle seat (side) the journey seat plays in the running battle, or ``None``."""
        if seat is None or self.battle is None:
            return None
        for side, s in enumerate(self.battle_seats):
            if s == seat:
                return side
        return None

    def decision(self) -> str:
        """The kind of decision now awaited (``phase``, or the head of ``pending``)."""
        if self.battle is not None:
            return "battle"
        if self.pending:
            return str(self.pending[0]["kind"])
        return self.phase

    def prompt(self, seat: int) -> Prompt:
        prompt: Prompt = _turn_rules().prompt(self, seat)
        return prompt

    def _legal_actions(self, seat: int) -> list[Any]:
        legal: list[Any] = _turn_rules().legal(self, seat)
        return legal

    def _apply(self, seat: int, action: Any) -> list[Event]:
        events: list[Event] = _turn_rules().apply(self, seat, action)
        if events:
            self.log = [*self.log, *(e.text for e in events if e.text)][-12:]
        return events

    def explain_illegal(self, seat: int, action: Any) -> str:
        from .rules import turn

        return turn.explain(self, seat, action)

    # -- hidden information -----------------------------------------------------------------------
    def secrets(self) -> Secrets:
        """The Pokédex decks (each its own pool, order secret), the Pokémon a search drew (the
        searcher's, in the pool of their deck) and the Ginkgo Trade deck (face down). Parties,
        bags, positions, discard piles and the offered trades are face up."""
        zones = [
            Zone.deck(f"wild:{key}", deck, pool=f"wild:{key}") for key, deck in self.decks.owned()
        ]
        if self.search and self.search_key:
            # the searcher is the trainer whose turn it is
            zones.append(
                Zone.hand("search", self.search, self.actor, pool=f"wild:{self.search_key}")
            )
        elif self.search:
            # a Warped Apricorn Tree's mixed selection: each card in the pool of its own deck, a
            # slot of the search each (a re-deal keeps every card's tier)
            shown = cast("MutableMapping[Any, Any]", self.search)  # a list is indexed like one
            for i, card in enumerate(self.search):
                pool = f"wild:{key_of(self.content.cards[card])}"
                zones.append(SlotZone(f"search:{i}", shown, [i], pool=pool, seen_by=(self.actor,)))
        zones.append(Zone.deck("ginkgo", self.ginkgo, pool="ginkgo"))
        zones.extend(self.explore.zones())  # the face-down Hidden Spot tokens
        zones.extend(self.shrines.zones(self))
        from .rules.cards_party import zones as card_zones

        zones.extend(card_zones(self))  # Career Options' cards drawn (a trainer card)
        sh = self.shrines
        return Secrets(zones, [c for c in (sh.votes, sh.aid) if c is not None])

    def _determinized(self, seat: int) -> None:
        """A search the seat cannot see is re-dealt by its zone; it is kept sorted (its order
        means nothing). The copy remembers each trainer's evaluation at this point
        (``search_anchor``, not part of the state's JSON): a search scores its playouts by how
        much better or worse they end than where it started (:func:`..rollout.values`)."""
        self.search.sort()
        from .evaluate import evaluate

        self.search_anchor = tuple(evaluate(self, s) for s in range(self.num_seats))

    # -- contract ---------------------------------------------------------------------------------
    def clone(self) -> JourneyState:
        cls = type(self)
        c = cls.__new__(cls)
        c.__dict__.update(self.__dict__)
        c.rng = self.rng.copy()
        c.trainers = [t.copy() for t in self.trainers]
        c.decks = self.decks.copy()
        c.discards = self.discards.copy()
        c.search = self.search[:]
        c.ginkgo = self.ginkgo[:]
        c.trades = self.trades[:]
        c.choosers = self.choosers[:]
        c.order = self.order[:]
        # lists copied too: a re-deal rewrites a secret list in place (Career Options' cards)
        c.pending = [
            {k: v[:] if isinstance(v, list) else v for k, v in p.items()} for p in self.pending
        ]
        c.wild = self.wild[:]
        c.explore = self.explore.copy()
        c.shrines = self.shrines.copy()
        c.heart = self.heart.copy()
        c.ultra = self.ultra.copy()
        if self.battle is not None:
            c.battle = self.battle.clone()
            c.battle.rng = c.rng
            c.relink()
        c._legal_cache = None
        c.__dict__.pop("_number_tables", None)
        return c

    def relink(self) -> None:
        """Give the battling trainers their battle side's party list (the one the battle
        changes), after a copy or a read from JSON."""
        battle = self.battle
        if battle is None:
            return
        for side, seat in enumerate(self.battle_seats):
            if seat >= 0 and battle.sides[side].kind != "galactic":
                self.trainers[seat].party = battle.sides[side].party

    def view(self, seat: int | None) -> dict[str, Any]:
        from .view import journey_view

        return journey_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        battle = None
        if self.battle is not None:
            battle = self.battle.to_json()
            del battle["rng"]  # the journey's
        return {
            "journey": True,
            "params": self.params.dump(),
            "rng": self.rng.to_json(),
            "num_seats": self.num_seats,
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "trainers": [t.to_json() for t in self.trainers],
            "phase": self.phase,
            "actor": self.actor,
            "choosers": list(self.choosers),
            "order": list(self.order),
            "turn_index": self.turn_index,
            "round": self.round,
            "moves_left": self.moves_left,
            "used": list(self.used),
            "offered": list(self.offered),
            "decks": {k: list(v) for k, v in self.decks.items()},
            "discards": {k: list(v) for k, v in self.discards.items()},
            "search": list(self.search),
            "search_key": self.search_key,
            "site": self.site,
            "ginkgo": list(self.ginkgo),
            "trades": list(self.trades),
            "grunts": list(self.grunts),
            "battle": battle,
            "battle_seats": list(self.battle_seats),
            "wild": list(self.wild),
            "pending": [dict(p) for p in self.pending],
            "log": list(self.log),
            "turns_taken": self.turns_taken,
            "explore": self.explore.to_json(),
            "shrines": self.shrines.to_json(),
            "heart": self.heart.to_json(),
            "ultra": self.ultra.to_json(),
            # Apricorn Trees a Kindler removed (a journey without them keeps its JSON)
            **({"felled": list(self.felled)} if self.felled else {}),
            **({"weather": self.weather} if self.weather else {}),  # the Weather Wheel
        }

    @classmethod
    def from_json(cls, game: SinnohGame, data: dict[str, Any]) -> JourneyState:
        params = SinnohParams.model_validate(data["params"])
        st = cls(game, params, Rng.from_json(data["rng"]), int(data["num_seats"]))
        out = data.get("outcome")
        st.outcome = None if out is None else Outcome.from_json(out)
        st.trainers = [Trainer.from_json(t) for t in data["trainers"]]
        st.phase = str(data["phase"])
        st.actor = int(data["actor"])
        st.choosers = [int(x) for x in data["choosers"]]
        st.order = [int(x) for x in data["order"]]
        st.turn_index, st.round = int(data["turn_index"]), int(data["round"])
        st.moves_left = int(data["moves_left"])
        st.used = tuple(data["used"])
        st.offered = tuple(int(x) for x in data["offered"])
        st.decks = Piles({k: list(v) for k, v in data["decks"].items()})
        st.discards = Piles({k: list(v) for k, v in data["discards"].items()})
        st.search = list(data["search"])
        st.search_key = str(data["search_key"])
        st.site = str(data["site"])
        st.ginkgo = list(data["ginkgo"])
        st.trades = list(data["trades"])
        st.grunts = tuple(data["grunts"])
        if data["battle"] is not None:
            battle = SinnohState.from_json(game, {**data["battle"], "rng": data["rng"]})
            battle.rng = st.rng
            st.battle = battle
        seats = data["battle_seats"]
        st.battle_seats = (int(seats[0]), int(seats[1]))
        st.relink()
        st.wild = [str(c) for c in data["wild"]]
        st.pending = [dict(p) for p in data["pending"]]
        st.log = list(data["log"])
        st.turns_taken = int(data["turns_taken"])
        st.explore = Exploration.from_json(data["explore"])
        st.shrines = ShrineState.from_json(data["shrines"])
        st.heart = HeartProgress.from_json(data["heart"])
        st.ultra = UltraBurst.from_json(data["ultra"])
        st.felled = tuple(str(p) for p in data.get("felled", ()))
        st.weather = str(data.get("weather", ""))
        return st
