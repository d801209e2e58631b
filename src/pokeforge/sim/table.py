"""The per-game table of a simulation, written as Parquet (``pokeforge simulate --out``).

One row per finished game, ordered by index. The columns (see ``docs/simulation.md``):
``game``, ``rules_version``, ``index``, ``seed``, ``seats``, ``agents``, ``params``, ``sweep``,
one ``param.<key>`` per swept key, ``winners``, ``result_by_seat``, ``returns``, ``reason``,
``decisions``, ``rounds``, ``seconds``, ``error``, ``record``, then one ``fact.<name>`` per fact
the game declares (besides ``rounds``). The file's key-value metadata names the run.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pyarrow as pa  # type: ignore[import-untyped]
import pyarrow.parquet as pq  # type: ignore[import-untyped]

from .. import __version__
from .job import canonical_json

if TYPE_CHECKING:
    from .parallel import Simulation
    from .results import GameResult

#: the fixed columns, in order (``param.*`` follow ``sweep``; ``fact.*`` come last)
COLUMNS = (
    "game",
    "rules_version",
    "index",
    "seed",
    "seats",
    "agents",
    "params",
    "sweep",
    "winners",
    "result_by_seat",
    "returns",
    "reason",
    "decisions",
    "rounds",
    "seconds",
    "error",
    "record",
)


def _fixed_types() -> dict[str, pa.DataType]:
    return {
        "game": pa.string(),
        "rules_version": pa.string(),
        "index": pa.int64(),
        "seed": pa.int64(),
        "seats": pa.int64(),
        "agents": pa.list_(pa.string()),
        "params": pa.string(),
        "sweep": pa.string(),
        "winners": pa.list_(pa.int64()),
        "result_by_seat": pa.list_(pa.string()),
        "returns": pa.list_(pa.float64()),
        "reason": pa.string(),
        "decisions": pa.int64(),
        "rounds": pa.int64(),
        "seconds": pa.float64(),
        "error": pa.string(),
        "record": pa.string(),
    }


def _scalar_type(values: list[Any]) -> pa.DataType:
    """bool, int64, double or string: the narrowest that holds every value."""
    if values and all(isinstance(v, bool) for v in values):
        return pa.bool_()
    if values and all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        return pa.int64()
    if values and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values):
        return pa.float64()
    return pa.string()


def fact_type(name: str, values: list[Any]) -> pa.DataType:
    """The column type of fact ``name`` given its values over the games (``None`` skipped): a
    scalar type; a list fact is ``list<string>``; a per-seat fact (``*_by_seat``) is a list of
    one value per seat, of a scalar type, or ``list<list<string>>`` when each seat's value is a
    list."""
    present = [v for v in values if v is not None]
    if name.endswith("_by_seat"):
        items = [x for v in present for x in v if x is not None]
        if any(isinstance(x, (list, tuple)) for x in items):
            return pa.list_(pa.list_(pa.string()))
        return pa.list_(_scalar_type(items))
    if any(isinstance(v, (list, tuple)) for v in present):
        return pa.list_(pa.string())
    return _scalar_type(present)


def _convert(value: Any, kind: pa.DataType) -> Any:
    """``value`` shaped for a column of type ``kind`` (strings made of anything else)."""
    if value is None:
        return None
    if pa.types.is_list(kind):
        inner = kind.value_type
        return [_convert(x, inner) for x in value]
    if pa.types.is_string(kind):
        return value if isinstance(value, str) else str(value)
    if pa.types.is_floating(kind):
        return float(value)
    return value


def _outcome_columns(r: GameResult) -> dict[str, Any]:
    out = r.outcome
    if out is None:
        return {
            "winners": [],
            "result_by_seat": ["none"] * r.seats,
            "returns": None,
        }
    return {
        "winners": list(out.winners),
        "result_by_seat": [out.result(s) for s in range(r.seats)],
        "returns": out.returns(r.seats),
    }


def rows(sim: Simulation) -> list[dict[str, Any]]:
    """The table's rows as plain dicts (facts under ``fact.<name>``, unconverted)."""
    job, game = sim.job, sim.game
    keys = [k for k, _ in job.sweep]
    points: dict[int, tuple[str, str, dict[str, str]]] = {}
    out: list[dict[str, Any]] = []
    for r in sim.results:
        point = points.get(r.point)
        if point is None:
            raw = job.point_params(r.point)
            full = game.params(raw).model_dump(mode="json")
            texts = job.sweep_values(r.point)
            points[r.point] = point = (
                canonical_json(full),
                canonical_json({k: full.get(k, texts[k]) for k in keys}),
                texts,
            )
        params_json, sweep_json, texts = point
        row: dict[str, Any] = {
            "game": game.slug,
            "rules_version": game.rules_version,
            "index": r.index,
            "seed": r.seed,
            "seats": r.seats,
            "agents": list(job.agents),
            "params": params_json,
            "sweep": sweep_json,
        }
        for k in keys:
            row[f"param.{k}"] = texts[k]
        row.update(_outcome_columns(r))
        row["reason"] = r.reason
        row["decisions"] = r.decisions
        row["rounds"] = r.rounds
        row["seconds"] = r.seconds
        row["error"] = r.error
        row["record"] = (
            canonical_json(r.record.to_json())
            if r.error is not None and r.record is not None
            else None
        )
        for name, value in r.facts.items():
            row[f"fact.{name}"] = value
        out.append(row)
    return out


def metadata(sim: Simulation) -> dict[str, str]:
    """The file's key-value metadata: who wrote it and the run it holds."""
    job = sim.job
    return {
        "pokeforge_version": __version__,
        "game": sim.game.slug,
        "rules_version": sim.game.rules_version,
        "seed": str(job.seed),
        "agents": json.dumps(list(job.agents)),
        "seats": str(job.seats),
        "games_per_point": str(job.games),
        "sweep": canonical_json({k: list(v) for k, v in job.sweep}),
        "workers": str(sim.workers),
        "backend": sim.backend,
        "interrupted": "true" if sim.interrupted else "false",
    }


def to_arrow(sim: Simulation) -> pa.Table:
    """The table with the documented schema (fact columns sorted by name)."""
    data = rows(sim)
    types = _fixed_types()
    fields: list[pa.Field] = []
    for name in COLUMNS[:8]:
        fields.append(pa.field(name, types[name]))
    for k, _ in sim.job.sweep:
        fields.append(pa.field(f"param.{k}", pa.string()))
    for name in COLUMNS[8:]:
        fields.append(pa.field(name, types[name]))
    facts = sorted({k for row in data for k in row if k.startswith("fact.")})
    for col in facts:
        fields.append(pa.field(col, fact_type(col[5:], [row.get(col) for row in data])))
    schema = pa.schema(fields, metadata=metadata(sim))
    columns = [
        pa.array([_convert(row.get(f.name), f.type) for row in data], type=f.type) for f in fields
    ]
    return pa.Table.from_arrays(columns, schema=schema)


def write_parquet(sim: Simulation, path: str | Path) -> Path:
    """Write the table to ``path`` (its directory is made); returns the path."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    pq.write_table(to_arrow(sim), target)
    return target
