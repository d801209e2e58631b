"""What the Shrine Events, the Gods of Sinnoh and the Change of Fate cards leave on the table: one
object of the journey (``JourneyState.shrines``), with its own copy and JSON.

Face up: the Shrine Event discard pile and the cards drawn for a choice, the Legendary tokens on
their shrines, the God of Sinnoh token on the Origin Shrine, the tokens gone from the game, the
Follower tokens (outside a Celestial Fracture's secret choice), the Change of Fate discard pile, the
free stews a Splendid Banquet left a trainer. Secret (:meth:`zones`): the Shrine Event deck and the
Change of Fate deck (face down: their cards are drawn at random, so their order is nothing), each
trainer's Change of Fate hand (its owner's; everyone sees how many), the Follower choices of a
Celestial Fracture until all are made (a :class:`~pokeforge.core.Commitments`), the answers of
fellow Followers asked whether they play a card in a battle until all are in (a
:class:`~pokeforge.core.ReactionWindow`, :mod:`.rules.fate`).
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING, Any

from pokeforge.core.hidden import Zone
from pokeforge.core.simultaneous import Commitments, ReactionWindow

if TYPE_CHECKING:
    from .state import JourneyState

#: the Gods of Sinnoh whose tokens may come to the Origin Shrine (THE GODS OF SINNOH)
GODS = ("dialga", "palkia", "giratina")


class ShrineState:
    __slots__ = (
        "aid",
        "aid_done",
        "banquet",
        "drawn",
        "event_discard",
        "events",
        "fate",
        "fate_discard",
        "followers",
        "god",
        "gone",
        "hands",
        "legends",
        "offer_colour",
        "offerer",
        "votes",
    )

    def __init__(self, seats: int, events: list[str], fate: list[str]) -> None:
        self.events = sorted(events)  # the Shrine Event deck (face down, drawn at random)
        self.event_discard: list[str] = []  # face up
        self.drawn: list[str] = []  # three cards drawn for a choice of two (face up)
        self.offer_colour = ""  # the Apricorn of the offering being resolved
        self.offerer = -1  # the trainer whose offering is being resolved
        self.legends: dict[str, str] = {}  # shrine place id -> its Legendary Pokémon's name
        self.god = ""  # the God of Sinnoh token on the Origin Shrine ("" none)
        self.gone: list[str] = []  # Legendary and God tokens removed from the game
        self.fate = sorted(fate)  # the Change of Fate deck (face down, drawn at random)
        self.fate_discard: list[str] = []  # face up
        self.hands: list[list[str]] = [[] for _ in range(seats)]  # each trainer's, secret
        self.followers = [""] * seats  # "" face down (no God yet), or a God of GODS
        self.votes: Commitments | None = None  # a Celestial Fracture's secret Follower choices
        self.banquet = [0] * seats  # free Apricorn Stews left by a Splendid Banquet
        # fellow Followers asked whether they play a Change of Fate card in a battle (rules/fate),
        # and the attack they were last asked before ([attacks made, side]; [] none this battle)
        self.aid: ReactionWindow | None = None
        self.aid_done: list[int] = []

    def copy(self) -> ShrineState:
        c = ShrineState.__new__(ShrineState)
        c.events, c.event_discard, c.drawn = self.events[:], self.event_discard[:], self.drawn[:]
        c.offer_colour, c.offerer = self.offer_colour, self.offerer
        c.legends, c.god, c.gone = dict(self.legends), self.god, self.gone[:]
        c.fate, c.fate_discard = self.fate[:], self.fate_discard[:]
        c.hands = [h[:] for h in self.hands]
        c.followers = self.followers[:]
        c.votes = None if self.votes is None else self.votes.copy()
        c.banquet = self.banquet[:]
        c.aid = None if self.aid is None else self.aid.copy()
        c.aid_done = self.aid_done[:]
        return c

    def to_json(self) -> dict[str, Any]:
        # (a fellow Followers' window only while one was held in the battle being fought)
        aid: dict[str, Any] = {}
        if self.aid is not None or self.aid_done:
            aid = {
                "aid": None if self.aid is None else self.aid.to_json(),
                "aid_done": list(self.aid_done),
            }
        return {
            "events": list(self.events),
            "event_discard": list(self.event_discard),
            "drawn": list(self.drawn),
            "offer_colour": self.offer_colour,
            "offerer": self.offerer,
            "legends": dict(sorted(self.legends.items())),
            "god": self.god,
            "gone": list(self.gone),
            "fate": list(self.fate),
            "fate_discard": list(self.fate_discard),
            "hands": [list(h) for h in self.hands],
            "followers": list(self.followers),
            "votes": None if self.votes is None else self.votes.to_json(),
            "banquet": list(self.banquet),
            **aid,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ShrineState:
        c = cls(len(data["hands"]), list(data["events"]), list(data["fate"]))
        c.event_discard = list(data["event_discard"])
        c.drawn = list(data["drawn"])
        c.offer_colour, c.offerer = str(data["offer_colour"]), int(data["offerer"])
        c.legends = {str(k): str(v) for k, v in data["legends"].items()}
        c.god, c.gone = str(data["god"]), list(data["gone"])
        c.fate_discard = list(data["fate_discard"])
        c.hands = [list(h) for h in data["hands"]]
        c.followers = [str(f) for f in data["followers"]]
        votes = data["votes"]
        c.votes = None if votes is None else Commitments.from_json(votes)
        c.banquet = [int(n) for n in data["banquet"]]
        aid = data.get("aid")
        c.aid = None if aid is None else ReactionWindow.from_json(aid)
        c.aid_done = [int(n) for n in data.get("aid_done", [])]
        return c

    # -- hidden information ------------------------------------------------------------------------
    def hand(self, st: JourneyState, seat: int) -> list[str]:
        """``seat``'s Change of Fate hand: in its battle side while it battles (the battle plays
        and takes its cards), else here."""
        side = st.battle_seat(seat)
        # (a trainer playing Team Galactic keeps their hand here: the Galactic side has none)
        if side is not None and st.battle is not None and st.battle.sides[side].kind != "galactic":
            return st.battle.sides[side].hand
        return self.hands[seat]

    def zones(self, st: JourneyState) -> list[Zone]:
        out = [
            Zone.face_down("shrine events", self.events, pool="shrine"),
            Zone.face_down("Change of Fate deck", self.fate, pool="fate"),
        ]
        out.extend(
            Zone.hand(f"Change of Fate hand {s}", self.hand(st, s), s, pool="fate")
            for s in range(len(self.hands))
        )
        return out

    # -- piles -------------------------------------------------------------------------------------
    def discard_event(self, card: str) -> None:
        insort(self.event_discard, card)

    def discard_fate(self, card: str) -> None:
        insort(self.fate_discard, card)
