"""A trainer on the journey: token, party, bag and what the rules remember of them.

The party is a list of the battle system's :class:`~pokeforge.games.sinnoh.pieces.Mon` (damage,
statuses, held items and taught moves stay on the Pokémon between battles: END OF BATTLE). While a
battle runs, the battle's side holds the very same list (:mod:`.rules.battles`), so whatever the
battle does to the party is the party.
"""

from __future__ import annotations

from typing import Any

from pokeforge.core.geometry import Hex

from ..pieces import COLOUR_TIER, COLOURS, Mon

#: the most Pokémon a party holds (CAPTURING POKÉMON: the Pokémon slots of a trainer area)
MAX_PARTY = 6

#: battle-only fields of a Pokémon, put back to rest when a battle ends (its damage, statuses,
#: items, moves and whether it fainted stay)
_AT_REST: dict[str, Any] = {
    "fatigue": 0,
    "last_move": None,
    "trapped": False,
    "form_locked": False,
    "taken": 0,
    "choice_lock": None,
    "fresh_para": False,
    "second_used": False,
    "boost": 0,
    "doomed": False,
}


def at_rest(mon: Mon) -> None:
    """Clear what only lasts a battle (fatigue, marks, lasting effects, locks)."""
    for k, v in _AT_REST.items():
        setattr(mon, k, v)
    mon.marks = []
    mon.lasting = []
    mon.uses = {}


def restore(mon: Mon) -> None:
    """Fully restore a Pokémon: no damage, no status, not fainted (VILLAGES)."""
    mon.damage = 0
    mon.statuses = []
    mon.fainted = False


class Trainer:
    """One trainer: where their token stands, their party, balls, held items in the bag,
    Apricorns by colour (:data:`~pokeforge.games.sinnoh.pieces.COLOURS`), Journey Points and
    the marks the rules leave on them."""

    __slots__ = (
        "allure",
        "amp",
        "at",
        "bag",
        "balls",
        "captured",
        "card",
        "cherished",
        "defeated",
        "earned",
        "firewood",
        "home",
        "immune",
        "infused",
        "items",
        "party",
        "points",
        "pool",
        "quality",
        "shards",
        "spent",
    )

    def __init__(self) -> None:
        self.home = ""  # the home village's place id ("" before it is chosen)
        self.at: Hex | None = None  # the tile of the trainer token
        self.party: list[Mon] = []
        self.balls: list[str] = []  # Poké Balls in the bag, kept sorted by kind
        self.items: list[str] = []  # held items in the bag (not attached), kept sorted
        self.bag: list[int] = [0] * len(COLOURS)  # Apricorns by colour
        self.points = 0  # Journey Points held
        self.earned = 0  # Journey Points earned in all (held or spent)
        self.spent = 0  # Journey Points spent on evolutions
        self.captured = 0  # wild Pokémon captured
        self.shards = 0  # Heart of Sinnoh Shards (+1 tile move each; the campaign grants them)
        self.defeated = False  # out of usable Pokémon: fully restored at the next turn's start
        self.immune = False  # may not be challenged until the start of its next turn
        self.infused = False  # Infused Stew: the next wild encounter's Journey Points doubled
        self.allure = False  # Alluring Stew: one status symbol becomes a hit in the next one
        # the trainer card (face up: public): its class id ("" none) and printed quality; the
        # abilities unlocked follow from the Journey Stamps claimed (:mod:`.trainer_cards`)
        self.card = ""
        self.quality = ""
        self.amp = 0  # the Amplifier die's value, carried from battle to battle (Guitarist)
        self.firewood = 0  # Firewood in the bag, carried from battle to battle (Kindler)
        self.cherished = -1  # the party slot of the Pokémon in the Cherish Ball (Gentleman)
        self.pool: list[str] = []  # Pokémon cards discarded to the stamp rewards (Collector)

    # -- the bag ---------------------------------------------------------------------------------
    def apricorns(self, colour: str) -> int:
        return self.bag[COLOURS.index(colour)]

    def earn(self, points: int) -> None:
        """Gain ``points`` Journey Points (held, and counted among those earned in all)."""
        self.points += points
        self.earned += points

    def gain(self, colour: str, n: int = 1) -> None:
        bag = list(self.bag)
        bag[COLOURS.index(colour)] += n
        self.bag = bag

    def pay(self, colour: str, n: int = 1) -> None:
        i = COLOURS.index(colour)
        if self.bag[i] < n:
            raise ValueError(f"the bag holds {self.bag[i]} {colour}, not {n}")
        bag = list(self.bag)
        bag[i] -= n
        self.bag = bag

    def of_tier(self, tier: int) -> int:
        return sum(n for n, t in zip(self.bag, COLOUR_TIER, strict=True) if t == tier)

    def usable(self) -> bool:
        """Whether a Pokémon of the party can battle (not fainted)."""
        return any(not m.fainted for m in self.party)

    # -- copies and JSON -------------------------------------------------------------------------
    def copy(self) -> Trainer:
        t = Trainer.__new__(Trainer)
        t.home, t.at = self.home, self.at
        t.party = [m.copy() for m in self.party]
        t.balls, t.items, t.bag = (
            self.balls[:],
            self.items[:],
            self.bag,
        )  # bag: replaced, not changed
        t.points, t.earned, t.spent, t.captured = (
            self.points,
            self.earned,
            self.spent,
            self.captured,
        )
        t.shards, t.defeated, t.immune = self.shards, self.defeated, self.immune
        t.infused, t.allure = self.infused, self.allure
        t.card, t.quality, t.amp, t.firewood = self.card, self.quality, self.amp, self.firewood
        t.cherished, t.pool = self.cherished, self.pool  # pool: replaced, not changed
        return t

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "home": self.home,
            "at": None if self.at is None else self.at.name(),
            "party": [m.to_json() for m in self.party],
            "balls": list(self.balls),
            "items": list(self.items),
            "bag": list(self.bag),
            "points": self.points,
            "earned": self.earned,
            "spent": self.spent,
            "captured": self.captured,
            "shards": self.shards,
            "defeated": self.defeated,
            "immune": self.immune,
            "infused": self.infused,
            "allure": self.allure,
        }
        if self.card:  # a trainer card (the plain game's JSON has none)
            out["card"] = {
                "id": self.card,
                "quality": self.quality,
                "amp": self.amp,
                "firewood": self.firewood,
            }
            if self.cherished >= 0:
                out["card"]["cherished"] = self.cherished
            if self.pool:
                out["card"]["pool"] = list(self.pool)
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Trainer:
        t = cls()
        t.home = str(data["home"])
        t.at = None if data["at"] is None else Hex.parse(data["at"])
        t.party = [Mon.from_json(m) for m in data["party"]]
        t.balls = list(data["balls"])
        t.items = list(data["items"])
        t.bag = [int(x) for x in data["bag"]]
        t.points, t.earned = int(data["points"]), int(data["earned"])
        t.spent, t.captured = int(data["spent"]), int(data["captured"])
        t.shards = int(data["shards"])
        t.defeated, t.immune = bool(data["defeated"]), bool(data["immune"])
        t.infused, t.allure = bool(data["infused"]), bool(data["allure"])
        card = data.get("card")
        if card:
            t.card, t.quality = str(card["id"]), str(card["quality"])
            t.amp, t.firewood = int(card["amp"]), int(card["firewood"])
            t.cherished = int(card.get("cherished", -1))
            t.pool = [str(c) for c in card.get("pool", [])]
        return t
