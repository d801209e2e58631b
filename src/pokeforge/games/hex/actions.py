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
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Action:
    verb: str
    arg: str = ""

    def __str__(self) -> str:
        return f"{self.verb} {self.arg}" if self.arg else self.verb

    @property
    def code(self) -> int:
        """A stable integer encoding of the text form (CRC-32)."""
        return zlib.crc32(str(self).encode())

    @classmethod
    def parse(cls, text: str) -> Action:
        verb, _, arg = text.strip().partition(" ")
        return cls(verb, arg.strip())
