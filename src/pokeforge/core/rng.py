"""The seeded random number generator every game state owns.

All randomness in a game goes through :class:`Rng`. Its whole state is one integer, so cloning and
serialising a game state is cheap and exact. Tests can *script* the next results with
:meth:`Rng.script`, which makes dice rolls in rules tests explicit.

The generator is SplitMix64 (Steele, Lea and Flood 2014): fast in pure Python, well mixed, and with
a 64-bit state that fits in JSON as a plain integer.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Seeded, serialisable, scriptable randomness."""

    __slots__ = ("_script", "_state")

    def __init__(self, seed: int = 0) -> None:
        self._state = (seed * 0x2545F4914F6CDD1D + _GOLDEN) & _MASK
        self._script: list[int] = []

    # -- core generator ------------------------------------------------------------------
    def _next64(self) -> int:
        self._state = s = (self._state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)``. Scripted values are taken first."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        if self._script:
            v = self._script.pop(0)
            if not 0 <= v < n:
                raise ValueError(f"scripted value {v} is outside [0, {n})")
            return v
        return (self._next64() * n) >> 64

    # -- the games' words ------------------------------------------------------------------
    def die(self, sides: int) -> int:
        """Roll one die with faces ``1..sides``."""
        return self.below(sides) + 1

    def d6(self) -> int:
        """Roll a standard six-sided die."""
        return self.below(6) + 1

    def choice(self, items: Sequence[T]) -> T:
        """One item of ``items``, uniformly."""
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` distinct items of ``items`` in random order."""
        pool = list(items)
        if not 0 <= k <= len(pool):
            raise ValueError("sample size out of range")
        self.shuffle(pool)
        return pool[:k]

    def random(self) -> float:
        """A float in ``[0, 1)``."""
        return (self._next64() >> 11) * (1.0 / (1 << 53))

    # -- testing, copying, persistence -------------------------------------------------------
    def script(self, *values: int) -> None:
        """Make the next calls return these values.

        A value is the *result* of the call that consumes it: a face for :meth:`die`/:meth:`d6`,
        an index for :meth:`below`/:meth:`choice`.
        """
        self._script.extend(values)

    def script_dice(self, *faces: int) -> None:
        """Script die faces (1-based) for the next :meth:`die`/:meth:`d6` calls."""
        self._script.extend(f - 1 for f in faces)

    @property
    def scripted_left(self) -> int:
        return len(self._script)

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r._state = self._state
        r._script = list(self._script) if self._script else []
        return r

    def reseed(self, seed: int) -> None:
        """Forget the future: used by agents to look ahead without seeing the real dice."""
        self._state = (seed * 0x2545F4914F6CDD1D + _GOLDEN) & _MASK
        self._script = []

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"state": self._state}
        if self._script:
            data["script"] = list(self._script)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Rng:
        r = cls.__new__(cls)
        r._state = int(data["state"]) & _MASK
        r._script = [int(v) for v in data.get("script", [])]
        return r
