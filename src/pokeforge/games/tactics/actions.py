"""Tactics actions: small frozen dataclasses, each with a stable text form.

* :class:`Pick` ``pick Onix``: team selection;
* :class:`Place` ``place Onix c1``: secret deployment (the next Pokémon of the team);
* :class:`Order` ``order Onix`` / ``order empty``: the next slot of the secret cycle order (three
  decisions make an order);
* :class:`Announce` ``announce Fly``: Phase 2, announce a movement bonus before choosing where to
  move (then ``move c4 with Fly``);
* :class:`Move` ``move c4`` / ``move c4 with Fly``: Phase 2 (staying: ``move`` to its own square);
* :class:`Attack` ``attack Stomp d5``, ``attack Karate chop d5 focus``, ``attack Barrier c3-c6``,
  ``attack Telekinesis d4 to d6``, ``attack Aromatherapy d4 poison``, ``attack Harden``: Phase 3;
* :class:`Skip` ``skip``: Phase 3 without attacking;
* :class:`Ask` / :class:`Roll` ``ask`` / ``roll``: the attacker has the defenders announce before
  the roll, or not;
* :class:`Defend` ``defend Harden`` / ``defend Light Screen`` / ``defend none``: a defender's token;
* :class:`Rescue` ``rescue teleport e5`` / ``rescue heal`` / ``rescue boost``: the last-rescue card;
* :class:`Pass` ``pass``: an empty turn (asked only when the rescue card could be used).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pick:
    species: str

    def __str__(self) -> str:
        return f"pick {self.species}"


@dataclass(frozen=True, slots=True)
class Place:
    species: str
    square: str

    def __str__(self) -> str:
        return f"place {self.species} {self.square}"


EMPTY = "empty"


@dataclass(frozen=True, slots=True)
class Order:
    """The next slot of the secret cycle order: a species name or ``empty``."""

    entry: str

    def __str__(self) -> str:
        return f"order {self.entry}"


@dataclass(frozen=True, slots=True)
class Announce:
    """Phase 2: announce the movement bonus of an attack (Quick Attack, ExtremeSpeed, Fly, Dig);
    the destinations it allows are offered next, each once."""

    bonus: str

    def __str__(self) -> str:
        return f"announce {self.bonus}"


@dataclass(frozen=True, slots=True)
class Move:
    square: str
    bonus: str | None = None  # the announced attack whose movement bonus is used

    def __str__(self) -> str:
        if self.bonus is None:
            return f"move {self.square}"
        return f"move {self.square} with {self.bonus}"


@dataclass(frozen=True, slots=True)
class Attack:
    name: str
    target: str | None = None  # a square, or a barrier line "c3-c6"
    extra: str | None = None  # "to d6" (Telekinesis), a token name (Aromatherapy)
    focus: bool = False  # Machoke spends its Focus Energy gauge

    def __str__(self) -> str:
        out = f"attack {self.name}"
        if self.target is not None:
            out += f" {self.target}"
        if self.extra is not None:
            out += f" {self.extra}"
        if self.focus:
            out += " focus"
        return out


@dataclass(frozen=True, slots=True)
class Skip:
    def __str__(self) -> str:
        return "skip"


@dataclass(frozen=True, slots=True)
class Ask:
    def __str__(self) -> str:
        return "ask"


@dataclass(frozen=True, slots=True)
class Roll:
    def __str__(self) -> str:
        return "roll"


@dataclass(frozen=True, slots=True)
class Defend:
    option: str | None  # "Harden", "Light Screen" or None

    def __str__(self) -> str:
        return f"defend {self.option or 'none'}"


@dataclass(frozen=True, slots=True)
class Rescue:
    kind: str  # "teleport", "heal" or "boost"
    square: str | None = None

    def __str__(self) -> str:
        if self.square is None:
            return f"rescue {self.kind}"
        return f"rescue {self.kind} {self.square}"


@dataclass(frozen=True, slots=True)
class Pass:
    def __str__(self) -> str:
        return "pass"


Action = (
    Pick | Place | Order | Announce | Move | Attack | Skip | Ask | Roll | Defend | Rescue | Pass
)

SKIP = Skip()
ASK = Ask()
ROLL = Roll()
PASS = Pass()
DEFEND_NONE = Defend(None)
RESCUE_HEAL = Rescue("heal")
RESCUE_BOOST = Rescue("boost")
