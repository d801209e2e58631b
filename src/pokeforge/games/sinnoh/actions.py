"""Battle actions: one small frozen dataclass with a stable text form.

Text forms: ``send 2`` (send party slot 2 in), ``use 0`` / ``use 1 type=fire`` (use move 0 or 1 of
the active Pokémon, with the move's choice), ``use 1 from=3`` (a move usable from the party: slot 3
switches in and uses its move 1), ``switch 2``, ``stay``, ``ball greater``, ``concede``,
``strike`` (Galactic Retribution), ``teach 1 move=Leaf Blade`` / ``teach 1 move=Leaf
Blade;replace=Slash`` (teach the defeated Pokémon's move to party slot 1), ``skip``.

Trainer cards and Change of Fate cards add: ``disguise`` / ``disguise type=fire`` (the opposing
Pokémon's signature move), ``advantage`` / ``advantage status=poisoned`` (Initiative Advantage),
``adjust die=status>crit;add=2;amp=use`` (after the roll; plain ``adjust`` leaves it),
``potion 2``, ``stew``, ``restore 1`` and ``take 2 item=magma_stone`` (after a battle),
``fate Cosmic Void``; ``give red`` (the Apricorn a Bug Bite target hands over); move options
``retype=``, ``assets=``, ``reroll=yes``, ``firewood=yes``.
"""

from __future__ import annotations

from dataclasses import dataclass

VERBS = (
    "send",
    "use",
    "switch",
    "stay",
    "ball",
    "concede",
    "strike",
    "teach",
    "skip",
    "disguise",
    "advantage",
    "adjust",
    "potion",
    "stew",
    "restore",
    "take",
    "fate",
    "give",
)
#: verbs written without an index (``verb`` or ``verb OPTIONS``)
_NO_INDEX = ("stay", "concede", "strike", "skip", "stew", "disguise", "advantage", "adjust", "fate")


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    index: int = -1
    option: str = ""
    slot: int = -1  # the party slot of a from-party move

    def __str__(self) -> str:
        if self.verb in _NO_INDEX:
            return f"{self.verb} {self.option}" if self.option else self.verb
        if self.verb in ("ball", "give"):
            return f"{self.verb} {self.option}"
        text = f"{self.verb} {self.index}"
        if self.slot >= 0:
            text += f" from={self.slot}"
        if self.option:
            text += f" {self.option}"
        return text

    def options(self) -> dict[str, str]:
        """The move's choices (``type=fire;status=burned``) or what to teach, as a dict."""
        out: dict[str, str] = {}
        if not self.option or self.verb in ("ball", "fate", "give"):
            return out
        for part in self.option.split(";"):
            key, _, value = part.partition("=")
            out[key] = value
        return out


_INTERNED: dict[tuple[str, int, str, int], Action] = {}
_INTERN_LIMIT = 100_000


def action(verb: str, index: int = -1, option: str = "", slot: int = -1) -> Action:
    """The action with these fields, shared rather than rebuilt: legal-action lists are built at
    every decision, and a shared action is compared by identity first."""
    key = (verb, index, option, slot)
    found = _INTERNED.get(key)
    if found is None:
        found = Action(verb, index, option, slot)
        if len(_INTERNED) < _INTERN_LIMIT:
            _INTERNED[key] = found
    return found


STAY = action("stay")
CONCEDE = action("concede")
STRIKE = action("strike")
SKIP = action("skip")
