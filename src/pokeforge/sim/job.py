"""A simulation job: which games to play, with which seeds, agents and parameters.

A job is a flat list of games numbered ``0 … total-1`` across the whole parameter grid: grid
point ``p`` holds the games ``p·games … (p+1)·games - 1``. Game ``i`` is played with the seed
``seed + i`` and its seat ``k`` agent with :func:`~.runner.agent_seed` ``(seed + i, k)``: nothing
depends on which worker plays it, so every backend gives the same games.
"""

from __future__ import annotations

import csv
import itertools
import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Game, ParamError

#: one swept parameter: its key and the values' texts, in the order given
Sweep = tuple[tuple[str, tuple[str, ...]], ...]


def canonical_json(data: Any) -> str:
    """Sorted keys, no spaces, UTF-8 kept: the same data always gives the same text."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def split_values(text: str) -> list[str]:
    """``v1,v2,v3`` read like a CSV line: a value holding a comma is written in double quotes
    (``"Flareon, Leafeon",Piplup``)."""
    try:
        rows = list(csv.reader([text], skipinitialspace=True, strict=True))
    except csv.Error as exc:
        raise ParamError(f"cannot read the values {text!r}: {exc}") from None
    return [v.strip() for v in rows[0]] if rows else [""]


def parse_param_grid(pairs: Sequence[str]) -> tuple[dict[str, str], Sweep]:
    """``--param`` options: ``key=value`` sets a parameter, ``key=v1,v2,…`` sweeps it (see
    :func:`split_values`). A key given twice or a value list with an empty or repeated value
    is an error."""
    base: dict[str, str] = {}
    sweep: list[tuple[str, tuple[str, ...]]] = []
    seen: set[str] = set()
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ParamError(f"parameter {pair!r} is not of the form key=value")
        if key in seen:
            raise ParamError(f"parameter {key!r} is given twice")
        seen.add(key)
        values = split_values(text.strip())
        if len(values) == 1:
            base[key] = values[0]
            continue
        if any(not v for v in values):
            raise ParamError(f"parameter {key!r}: an empty value in {text!r}")
        if len(set(values)) != len(values):
            raise ParamError(f"parameter {key!r}: a value is repeated in {text!r}")
        sweep.append((key, tuple(values)))
    return base, tuple(sweep)


@dataclass(frozen=True)
class SimJob:
    """``games`` games at each point of the grid of ``sweep`` (one point without a sweep).

    ``params`` holds the parameters every point shares (raw values, as on a command line).
    ``keep_records`` asks the workers to send back every game's record (the record of a game
    that raised is always sent back).
    """

    game: str
    games: int
    agents: tuple[str, ...]
    seats: int
    seed: int = 0
    params: tuple[tuple[str, Any], ...] = ()
    sweep: Sweep = ()
    keep_records: bool = False

    @classmethod
    def build(
        cls,
        game: Game,
        games: int,
        agents: Sequence[str],
        seats: int,
        seed: int = 0,
        params: dict[str, Any] | None = None,
        sweep: Sweep = (),
        keep_records: bool = False,
    ) -> SimJob:
        """A job whose every grid point's parameters are valid for ``game`` (else a
        :class:`ParamError`, before anything is played)."""
        if games < 0:
            raise ParamError("the number of games cannot be negative")
        base = dict(params or {})
        for key, values in sweep:
            if key in base:
                raise ParamError(f"parameter {key!r} is both set and swept")
            if not values:
                raise ParamError(f"parameter {key!r} is swept over no values")
        job = cls(
            game=game.slug,
            games=games,
            agents=tuple(agents),
            seats=seats,
            seed=seed,
            params=tuple(sorted(base.items())),
            sweep=tuple((k, tuple(v)) for k, v in sweep),
            keep_records=keep_records,
        )
        for point in range(job.points):
            game.params(job.point_params(point))
        return job

    @property
    def points(self) -> int:
        """The number of grid points (1 without a sweep)."""
        n = 1
        for _, values in self.sweep:
            n *= len(values)
        return n

    @property
    def total(self) -> int:
        return self.games * self.points

    def point_of(self, index: int) -> int:
        return index // self.games if self.games else 0

    def sweep_values(self, point: int) -> dict[str, str]:
        """The swept parameters' texts at grid point ``point`` (the first key varies slowest)."""
        if not self.sweep:
            return {}
        combos = itertools.product(*(values for _, values in self.sweep))
        combo = next(itertools.islice(combos, point, None))
        return {key: value for (key, _), value in zip(self.sweep, combo, strict=True)}

    def point_params(self, point: int) -> dict[str, Any]:
        """Every raw parameter of grid point ``point``."""
        return {**dict(self.params), **self.sweep_values(point)}

    def game_seed(self, index: int) -> int:
        return self.seed + index

    def chunks(self, size: int) -> list[tuple[int, int]]:
        """``[start, stop)`` ranges of ``size`` games covering the job."""
        size = max(1, size)
        return [(a, min(a + size, self.total)) for a in range(0, self.total, size)]
