"""Small results tables in the schema ``pokeforge simulate --out`` writes, built by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pyarrow as pa
import pyarrow.parquet as pq


def game_row(index: int, winner: int | None, seats: int = 2, **extra: Any) -> dict[str, Any]:
    """One row: ``winner`` won alone (``None``: a draw); ``extra`` overrides or adds columns
    (``reason="capped"`` or ``error="…"`` make a row that has no outcome)."""
    reason = extra.pop("reason", "knockout" if winner is not None else "stalemate")
    error = extra.pop("error", None)
    if error is not None:
        reason = "error"
    if reason in ("capped", "error"):
        results = ["none"] * seats
        winners: list[int] = []
    elif winner is None:
        results = ["draw"] * seats
        winners = []
    else:
        results = ["win" if s == winner else "loss" for s in range(seats)]
        winners = [winner]
    sweep = {k.removeprefix("param."): v for k, v in extra.items() if k.startswith("param.")}
    row: dict[str, Any] = {
        "game": "tactics",
        "rules_version": "1",
        "index": index,
        "seed": 1000 + index,
        "seats": seats,
        "agents": ["random"] * seats,
        "params": json.dumps({"size": 8, **sweep}, sort_keys=True),
        "sweep": json.dumps(sweep, sort_keys=True),
        "winners": winners,
        "result_by_seat": results,
        "returns": [1.0 if r == "win" else -1.0 if r == "loss" else 0.0 for r in results],
        "reason": reason,
        "decisions": 10 + index % 7,
        "rounds": 2 + index % 3,
        "seconds": 0.01,
        "error": error,
        "record": None if error is None else '{"record": true}',
    }
    row.update(extra)
    return row


def write_results(path: Path, rows: list[dict[str, Any]]) -> Path:
    """Write ``rows`` as a Parquet results file (types as simulate writes them)."""
    fields = [
        pa.field("game", pa.string()),
        pa.field("rules_version", pa.string()),
        pa.field("index", pa.int64()),
        pa.field("seed", pa.int64()),
        pa.field("seats", pa.int64()),
        pa.field("agents", pa.list_(pa.string())),
        pa.field("params", pa.string()),
        pa.field("sweep", pa.string()),
        pa.field("winners", pa.list_(pa.int64())),
        pa.field("result_by_seat", pa.list_(pa.string())),
        pa.field("returns", pa.list_(pa.float64())),
        pa.field("reason", pa.string()),
        pa.field("decisions", pa.int64()),
        pa.field("rounds", pa.int64()),
        pa.field("seconds", pa.float64()),
        pa.field("error", pa.string()),
        pa.field("record", pa.string()),
    ]
    known = {f.name for f in fields}
    extra = sorted({k for r in rows for k in r} - known)
    columns = {f.name: pa.array([r.get(f.name) for r in rows], type=f.type) for f in fields}
    for name in extra:
        columns[name] = pa.array([r.get(name) for r in rows])
    pq.write_table(pa.table(columns), path)
    return path


def split_rows(wins_0: int, wins_1: int, **extra: Any) -> list[dict[str, Any]]:
    """Two-seat games: seat 0 wins ``wins_0`` of them, seat 1 ``wins_1``."""
    winners = [0] * wins_0 + [1] * wins_1
    return [game_row(i, w, **extra) for i, w in enumerate(winners)]
