"""The kinds of turn, as small frozen actions with stable text forms.

* ``move b2 b3``: move the piece on b2 to b3 (a Legend is named by its lower-left square) and
  confirm the move without attacking;
* ``move b2 b3 battle c4``: move the piece on b2 to b3, then battle with it from b3 against the
  opponent's piece on c4, which one of its arrows points at (a Legend names every square its arrow
  reaches: ``move c2 c3 battle c5 d5``);
* ``battle b2 c3``: the piece on b2 battles the opponent's piece on c3; a Legend battling in a
  direction names every occupied square it attacks (``battle d4 d6 e6``, FAQ Q8);
* ``summon Reshiram d4``: summon a Legend whose lower-left square will be d4.

Squares are chess-like names: file letter from the left, rank 1 at the first player's edge.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Move:
    """Move one piece along one of its arrows to an empty square."""

    src: str
    dst: str

    def __str__(self) -> str:
        return f"move {self.src} {self.dst}"

    def __eq__(self, other: object) -> bool:
        # the same comparison as the generated one (same class, equal fields), written out: the
        # legality check compares an action with the offered ones, most of another class
        return type(other) is Move and self.src == other.src and self.dst == other.dst


@dataclass(frozen=True, slots=True)
class Battle:
    """Start a battle from ``src`` against the opponent's pieces on ``targets``."""

    src: str
    targets: tuple[str, ...]

    def __str__(self) -> str:
        return f"battle {self.src} {' '.join(self.targets)}"

    def __eq__(self, other: object) -> bool:
        return type(other) is Battle and self.src == other.src and self.targets == other.targets


@dataclass(frozen=True, slots=True)
class MoveBattle:
    """Move one piece from ``src`` to ``dst``, then battle with it against ``targets``."""

    src: str
    dst: str
    targets: tuple[str, ...]

    def __str__(self) -> str:
        return f"move {self.src} {self.dst} battle {' '.join(self.targets)}"

    def __eq__(self, other: object) -> bool:
        return (
            type(other) is MoveBattle
            and self.src == other.src
            and self.dst == other.dst
            and self.targets == other.targets
        )


@dataclass(frozen=True, slots=True)
class Summon:
    """Summon the Legend ``legend`` with its lower-left square on ``square``."""

    legend: str
    square: str

    def __str__(self) -> str:
        return f"summon {self.legend} {self.square}"

    def __eq__(self, other: object) -> bool:
        return type(other) is Summon and self.legend == other.legend and self.square == other.square


Action = Move | Battle | MoveBattle | Summon
