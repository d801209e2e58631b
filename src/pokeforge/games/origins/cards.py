"""Card definitions of the ``origins`` TCG, as the engine reads them.

A card is read from the pokemon-tcg-data JSON format (see :mod:`.content`) into one of these
frozen records. The numbers (HP, damage, costs, Weakness and Resistance) come from the card data
and live only there; what a card's text *does* is written in the project's own effect language
(``data/effects/<set>.json``, see :mod:`.content`) and attached here as :class:`Effect` lists.
A card whose text has no effect written for it is *unimplemented*: it is listed with the reason
and refused in decks, never played as a blank card.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

#: the Energy types of the era (Fairy exists only as an Energy type, an Origins update)
ENERGY_TYPES: tuple[str, ...] = (
    "Grass",
    "Fire",
    "Water",
    "Lightning",
    "Psychic",
    "Fighting",
    "Colorless",
    "Fairy",
)
#: the types a Pokémon can have (Colorless included; Fairy is no Pokémon type in Origins)
POKEMON_TYPES: tuple[str, ...] = ENERGY_TYPES[:-1]
SUPERTYPES: tuple[str, ...] = ("Pokémon", "Trainer", "Energy")
#: the stages of a Pokémon card
STAGES: tuple[str, ...] = ("Basic", "Stage 1", "Stage 2")
#: how an attack's printed damage combines with its text: "" plain ("30"), "+" more ("10+"),
#: "×" times ("30×"), "-" less ("50-"), "?" decided by the text only
DAMAGE_MODES: tuple[str, ...] = ("", "+", "×", "-", "?")
#: the Origins traits a card can carry (rule updates of the Origins rulebook)
TRAITS: tuple[str, ...] = ("legendary", "ultra_beast", "ancient", "future", "baby", "stadium")


@dataclass(frozen=True, slots=True)
class Effect:
    """One step of the effect language: an operation name and its arguments (validated
    against the operation's declared fields when the content is loaded)."""

    op: str
    args: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.args:
            if key == name:
                return value
        return default


@dataclass(frozen=True, slots=True)
class Attack:
    name: str
    #: the Energy symbols of the cost, as printed (``Colorless`` is any Energy)
    cost: tuple[str, ...]
    #: the printed number (0 when none is printed) and how the text changes it
    damage: int
    damage_mode: str
    text: str
    #: what the text does (empty for an attack without text)
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Power:
    """A Pokémon Power (or an Origins Ability): its name, its printed kind and text, and the
    effect that carries it out."""

    name: str
    kind: str
    text: str
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card as printed (``id`` is ``<set>-<number>``, e.g. ``base1-58``)."""

    id: str
    name: str
    supertype: str
    subtypes: tuple[str, ...]
    set_id: str
    number: str
    #: Pokémon only
    hp: int = 0
    types: tuple[str, ...] = ()
    stage: str = ""
    evolves_from: str | None = None
    attacks: tuple[Attack, ...] = ()
    powers: tuple[Power, ...] = ()
    #: (type, multiplier) e.g. ("Fire", 2); (type, amount) e.g. ("Psychic", -30)
    weaknesses: tuple[tuple[str, int], ...] = ()
    resistances: tuple[tuple[str, int], ...] = ()
    retreat_cost: int = 0
    #: Trainer and Energy cards: the printed rules text, and what it does
    text: str = ""
    effects: tuple[Effect, ...] = ()
    #: Energy cards: the Energy each provides (a Double Colorless Energy: two Colorless)
    provides: tuple[str, ...] = ()
    #: Origins traits (legendary, ultra_beast, ancient, future, baby, stadium)
    traits: frozenset[str] = field(default_factory=frozenset)

    @property
    def is_pokemon(self) -> bool:
        return self.supertype == "Pokémon"

    @property
    def is_basic_pokemon(self) -> bool:
        return self.supertype == "Pokémon" and self.stage == "Basic"

    @property
    def is_energy(self) -> bool:
        return self.supertype == "Energy"

    @property
    def is_basic_energy(self) -> bool:
        return self.supertype == "Energy" and "Basic" in self.subtypes

    @property
    def is_trainer(self) -> bool:
        return self.supertype == "Trainer"
