"""The mutable pieces of a battle: a Pokémon in battle (``Mon``) and a side (``Side``).

Both are plain slotted objects with exact ``to_json``/``from_json`` and a fast ``copy``.
Marks (one-off modifiers waiting for the next attack) and lasting effects are small dicts that are
never mutated in place, so copies may share them.
"""

from __future__ import annotations

from typing import Any

_MON_FIELDS = (
    "card",
    "damage",
    "statuses",
    "fatigue",
    "item",
    "moves",
    "last_move",
    "marks",
    "lasting",
    "trapped",
    "form_locked",
    "uses",
    "taken",
    "choice_lock",
    "fainted",
    "fresh_para",
    "second_used",
    "boost",
    "doomed",
    "max_health",
    "tactics",
    "item2",
    "egg",
    "size",
)


_MON_DEFAULTS: dict[str, Any] = {"item2": None, "egg": False, "size": 0}

#: the Apricorn colours of a bag, by tier (APRICORNS: tier 1 red, blue, yellow; tier 2 pink,
#: green, white; tier 3 black)
COLOURS = ("red", "blue", "yellow", "pink", "green", "white", "black")
COLOUR_TIER = (1, 1, 1, 2, 2, 2, 3)


def deal_bag(n: int) -> list[int]:
    """``n`` Apricorns dealt colour by colour in the order of :data:`COLOURS` (the standalone
    battle's bag when only a count is given: documented decision)."""
    dealt = _DEALT.get(n)
    if dealt is None:
        k = len(COLOURS)
        dealt = _DEALT[n] = tuple(n // k + (1 if i < n % k else 0) for i in range(k))
    return list(dealt)


_DEALT: dict[int, tuple[int, ...]] = {}


class Mon:
    """One Pokémon in a party: its card state, damage, statuses, fatigue and effects."""

    __slots__ = _MON_FIELDS

    def __init__(
        self, card: str, max_health: int, item: str | None = None, moves: list[str] | None = None
    ) -> None:
        self.card = card  # current card state id (forms change it)
        self.max_health = max_health  # card health plus item bonuses
        self.damage = 0
        self.statuses: list[str] = []
        self.fatigue = 0
        self.item = item
        self.moves: list[str] = list(moves or [])  # taught moves (the signature comes from card)
        self.last_move: str | None = None  # move used on this Pokémon's previous turn
        self.marks: list[dict[str, Any]] = []
        self.lasting: list[dict[str, Any]] = []
        self.trapped = False
        self.form_locked = False
        self.uses: dict[str, int] = {}
        self.taken = 0  # damage taken since this Pokémon's last turn ended
        self.choice_lock: str | None = None
        self.fainted = False
        self.fresh_para = False  # paralysis not yet applied to an attack
        self.second_used = False
        self.boost = 0  # Beast Boost: attack strength added to the next attack
        self.doomed = False  # will faint after its final move (Encore, Lucky Egg)
        self.tactics: tuple[str, ...] = ()  # special tactics it brings to the arena
        self.item2: str | None = None  # a second held item (Holding Capacity)
        self.egg = False  # taught an Egg Move (Pokémon Breeder)
        self.size = 0  # its Catch Size (Fisherman)

    @property
    def health_left(self) -> int:
        return max(0, self.max_health - self.damage)

    def holds(self, item: str) -> bool:
        return self.item == item or self.item2 == item

    def held(self) -> tuple[str, ...]:
        """Its held items (none, one, or two with Holding Capacity)."""
        if self.item is None:
            return () if self.item2 is None else (self.item2,)
        return (self.item,) if self.item2 is None else (self.item, self.item2)

    def drop(self, item: str) -> None:
        """Discard a held item (a Fallen Star used)."""
        if self.item == item:
            self.item, self.item2 = self.item2, None
        elif self.item2 == item:
            self.item2 = None

    def copy(self) -> Mon:
        m = Mon.__new__(Mon)
        m.card = self.card
        m.max_health = self.max_health
        m.damage = self.damage
        m.statuses = list(self.statuses)
        m.fatigue = self.fatigue
        m.item = self.item
        m.moves = list(self.moves)
        m.last_move = self.last_move
        m.marks = list(self.marks)
        m.lasting = list(self.lasting)
        m.trapped = self.trapped
        m.form_locked = self.form_locked
        m.uses = dict(self.uses)
        m.taken = self.taken
        m.choice_lock = self.choice_lock
        m.fainted = self.fainted
        m.fresh_para = self.fresh_para
        m.second_used = self.second_used
        m.boost = self.boost
        m.doomed = self.doomed
        m.tactics = self.tactics
        m.item2 = self.item2
        m.egg = self.egg
        m.size = self.size
        return m

    def to_json(self) -> dict[str, Any]:
        data = {f: getattr(self, f) for f in _MON_FIELDS}
        data["statuses"] = list(self.statuses)
        data["moves"] = list(self.moves)
        data["marks"] = [dict(x) for x in self.marks]
        data["lasting"] = [dict(x) for x in self.lasting]
        data["uses"] = dict(self.uses)
        data["tactics"] = list(self.tactics)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Mon:
        m = cls.__new__(cls)
        for f in _MON_FIELDS:
            setattr(m, f, data.get(f, _MON_DEFAULTS.get(f)))
        m.statuses = list(m.statuses)
        m.moves = list(m.moves)
        m.marks = [dict(x) for x in m.marks]
        m.lasting = [dict(x) for x in m.lasting]
        m.uses = dict(m.uses)
        m.tactics = tuple(m.tactics)
        return m


class Side:
    """One side of a battle: a trainer (a seat) or the wild Pokémon.

    ``mon`` is the active Pokémon, kept in step with ``active`` (the rules read it at every
    step, so it is stored rather than looked up)."""

    __slots__ = (
        "_active",
        "amp",
        "bag",
        "balls",
        "firewood",
        "follower",
        "hand",
        "kind",
        "known",
        "lost",
        "mon",
        "overflow",
        "party",
        "played",
        "retribution",
        "trainer",
        "used",
    )

    def __init__(
        self, kind: str, party: list[Mon], apricorns: int = 0, balls: list[str] | None = None
    ) -> None:
        self.kind = kind  # "trainer", "wild", "swarm" or "galactic"
        self.party = party
        self._active: int | None = None
        self.mon: Mon | None = None
        self.bag: list[int] = deal_bag(apricorns)  # Apricorns by colour (COLOURS)
        self.balls: list[str] = list(balls or [])
        self.retribution = 0
        self.overflow = 0  # damage waiting for the next Pokémon switched in (Overcut)
        self.trainer = ""  # its trainer card: "class_id:quality" ("" for none)
        self.used: tuple[str, ...] = ()  # once-per-battle things already used
        self.lost = 0  # its Pokémon that fainted in this battle
        self.amp = 0  # the Amplifier die (Guitarist)
        self.firewood = 0  # Firewood in the bag (Kindler)
        # Change of Fate cards in hand (secret to the other seat), sorted (a hand's order means
        # nothing, so it must show nowhere): a list of the side's own, never shared with a copy,
        # since a re-deal (core.hidden) rewrites it in place
        self.hand: list[str] = []
        # cards of the hand the other seat has seen (it took them, or they were taken from it)
        self.known: tuple[str, ...] = ()
        self.played: tuple[str, ...] = ()  # Change of Fate cards played in this battle (public)
        self.follower = ""  # the God of Sinnoh its Follower token shows ("" face down)

    @property
    def apricorns(self) -> int:
        """Apricorns in the bag, all colours."""
        return sum(self.bag)

    def spend_apricorn(self, tier: int | None = None, colour: str = "") -> str | None:
        """Discard one Apricorn: of ``colour`` if given, else of ``tier``, else the first of the
        lowest tier there is (the least valuable; for a side that does not choose); its colour,
        or ``None`` when there is none."""
        for i, n in enumerate(self.bag):
            if colour and COLOURS[i] != colour:
                continue
            if n > 0 and (tier is None or COLOUR_TIER[i] == tier):
                self.bag = [*self.bag]
                self.bag[i] -= 1
                return COLOURS[i]
        return None

    def colours_in_bag(self) -> list[str]:
        return [COLOURS[i] for i, n in enumerate(self.bag) if n > 0]

    def tiers_in_bag(self) -> list[int]:
        return sorted({COLOUR_TIER[i] for i, n in enumerate(self.bag) if n > 0})

    @property
    def active(self) -> int | None:
        """The party slot of the active Pokémon (``None`` before the first is sent in)."""
        return self._active

    @active.setter
    def active(self, index: int | None) -> None:
        self._active = index
        self.mon = None if index is None else self.party[index]

    def usable(self) -> list[int]:
        return [i for i, m in enumerate(self.party) if not m.fainted]

    def bench(self) -> list[int]:
        active = self._active
        return [i for i, m in enumerate(self.party) if not m.fainted and i != active]

    def copy(self) -> Side:
        s = Side.__new__(Side)
        s.kind = self.kind
        s.party = party = [m.copy() for m in self.party]
        s._active = active = self._active
        s.mon = None if active is None else party[active]
        s.bag = self.bag  # replaced, never changed in place
        s.balls = list(self.balls)
        s.retribution = self.retribution
        s.overflow = self.overflow
        s.trainer = self.trainer
        s.used = self.used
        s.lost = self.lost
        s.amp = self.amp
        s.firewood = self.firewood
        s.hand = self.hand[:]
        s.known = self.known
        s.played = self.played
        s.follower = self.follower
        return s

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "party": [m.to_json() for m in self.party],
            "active": self._active,
            "bag": list(self.bag),
            "balls": list(self.balls),
            "retribution": self.retribution,
            "overflow": self.overflow,
            "trainer": self.trainer,
            "used": list(self.used),
            "lost": self.lost,
            "amp": self.amp,
            "firewood": self.firewood,
            "hand": list(self.hand),
            "follower": self.follower,
            # written only when there is something, so that earlier records keep their digests
            **({"known": list(self.known)} if self.known else {}),
            **({"played": list(self.played)} if self.played else {}),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Side:
        s = cls(data["kind"], [Mon.from_json(m) for m in data["party"]], 0, data["balls"])
        s.bag = list(data["bag"]) if "bag" in data else deal_bag(int(data.get("apricorns", 0)))
        s.active = data["active"]
        s.retribution = data["retribution"]
        s.overflow = data["overflow"]
        s.trainer = str(data.get("trainer", ""))
        s.used = tuple(data.get("used", ()))
        s.lost = int(data.get("lost", 0))
        s.amp = int(data.get("amp", 0))
        s.firewood = int(data.get("firewood", 0))
        s.hand = list(data.get("hand", ()))
        s.known = tuple(data.get("known", ()))
        s.played = tuple(data.get("played", ()))
        s.follower = str(data.get("follower", ""))
        return s
