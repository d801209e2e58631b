"""HEX actions: a verb and an argument, with a stable text form ``"verb arg"``.

Verbs (by decision):
  turn     roll | walk N | train S | gym | rest | use ITEM [ARG]
  move     go S | rope S | pay S | stay
  die      die N                 (Green: keep one of two movement dice)
  capture  throw [BALL] | leave
  gym      challenge | pass
  send     send CARD[+CARD]      (battle: Pokémon, simultaneous)
  item     item ITEM[+ITEM] | item none   (battle: face-down item, simultaneous)
  choose   choose OPTION
  discard  discard ITEM
  react    pass, or the window's reaction: reroll N (Time Travel) | block (Poké Doll) |
           use (Poké Flute) | use | may (Exp. Share, May) | use [SPACE] (Repel) |
           potion (Potion) | throw [BALL] (Cynthia) | use ITEM (a Common Item after the
           move)   (reaction windows, rules/react.py)
"""

from __future__ import annotations

import zlib
from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    arg: str = ""

    def __eq__(self, other: object) -> bool:
        # the dataclass's comparison, without building two tuples
        if other.__class__ is Action:
            return self.verb == other.verb and self.arg == other.arg
        return NotImplemented

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @property
    def code(self) -> int:
        """A stable integer encoding of the text form (CRC-32)."""
        return zlib.crc32(str(self).encode())

    @staticmethod
    def each(verb: str, args: Collection[str | int]) -> list[Action]:
        """``[Action(verb, str(a)) for a in args]``, each made once and then shared (actions are
        immutable values; most texts come back decision after decision)."""
        if not args:
            return []
        made = _MADE.get(verb)
        if made is None:
            made = _MADE[verb] = {}
        out = []
        for a in args:
            action = made.get(a)
            if action is None:
                if len(made) > 10_000:
                    made.clear()
                action = made[a] = Action(verb, str(a))
            out.append(action)
        return out

    @classmethod
    def parse(cls, text: str) -> Action:
        verb, _, arg = text.strip().partition(" ")
        return cls(verb, arg.strip())


#: the actions made by :meth:`Action.each`, by verb and argument
_MADE: dict[str, dict[str | int, Action]] = {}
