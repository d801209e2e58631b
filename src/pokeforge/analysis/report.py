"""Balance reports: read a results table written by ``pokeforge simulate --out`` and work out
the numbers a designer asks about (seat win rates, game lengths, termination reasons, win rate
by each declared fact, the effect of swept parameters), then write them as one self-contained
HTML file (inline SVG pictures, no script, nothing fetched) or as JSON."""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

import numpy as np

from .compare import (
    ALPHA,
    Rate,
    Test,
    benjamini_hochberg,
    binomial_p,
    contingency,
    equal_chances,
    kruskal,
    mean_ci,
    quantiles,
    rate,
)

#: columns every results file has (name: what pyarrow type family it must be)
REQUIRED = {
    "game": "string",
    "seats": "integer",
    "result_by_seat": "list",
    "reason": "string",
    "decisions": "integer",
}
#: the other columns of the schema (a table without one reads it as nulls)
OPTIONAL = (
    "rules_version", "index", "seed", "agents", "params", "sweep", "winners", "returns",
    "rounds", "seconds", "error", "record",
)  # fmt: skip
#: a numeric fact with more distinct values than this is cut into quantile bins
MAX_NUMERIC_VALUES = 12
#: how many quantile bins a numeric fact is cut into
BINS = 5
#: pairs of swept parameters are crossed in a grid when at most this many are swept
MAX_GRID_KEYS = 3
#: at most this many values of one fact are shown (the most frequent)
MAX_FACT_VALUES = 60
CORRECTION = (
    "Benjamini–Hochberg over all the values of one fact (false discovery rate 5%); each "
    "value's wins are compared with the overall rate by an exact two-sided binomial test"
)


#: what the overview shows from the file's metadata (written by ``simulate --out``)
RUN_KEYS = ("pokeforge_version", "seed", "workers", "backend", "interrupted")


class ResultsFileError(ValueError):
    """The file is not a results table written by ``pokeforge simulate --out``."""


@dataclass(frozen=True)
class Results:
    """A results table as Python lists, one per column."""

    columns: dict[str, list[Any]]
    rows: int
    source: str
    metadata: dict[str, str] = field(default_factory=dict)

    def col(self, name: str) -> list[Any]:
        return self.columns.get(name) or [None] * self.rows


def load_results(path: Path | str) -> Results:
    """Read a Parquet results file; :class:`ResultsFileError` when it is not one."""
    import pyarrow as pa  # type: ignore[import-untyped, unused-ignore]
    import pyarrow.parquet as pq  # type: ignore[import-untyped, unused-ignore]

    path = Path(path)
    if not path.exists():
        raise FileNotFoundError(2, "No such file or directory", str(path))
    if path.is_dir():
        raise ResultsFileError(f"{path} is a directory, not a results file")
    try:
        table = pq.read_table(path)
    except (pa.ArrowException, OSError, ValueError) as exc:
        raise ResultsFileError(
            f"{path} is not a Parquet results file written by `pokeforge simulate --out` ({exc})"
        ) from None
    return results_from_table(table, str(path))


def results_from_table(table: Any, source: str = "<table>") -> Results:
    """Check a pyarrow table's columns against the results schema and keep it as lists."""
    import pyarrow.types as pt  # type: ignore[import-untyped, unused-ignore]

    kinds = {
        "string": lambda t: pt.is_string(t) or pt.is_large_string(t),
        "integer": pt.is_integer,
        "list": lambda t: pt.is_list(t) or pt.is_large_list(t),
    }
    problems = []
    for name, kind in REQUIRED.items():
        if name not in table.column_names:
            problems.append(f"no column {name!r}")
        elif not kinds[kind](table.schema.field(name).type):
            problems.append(f"column {name!r} is {table.schema.field(name).type}, not {kind}")
    if problems:
        raise ResultsFileError(
            f"{source} is not a results file written by `pokeforge simulate --out`: "
            + "; ".join(problems)
        )
    columns = {name: table.column(name).to_pylist() for name in table.column_names}
    for name in OPTIONAL:  # absent columns read as nulls
        columns.setdefault(name, [None] * table.num_rows)
    meta = {
        k.decode("utf-8", "replace"): v.decode("utf-8", "replace")
        for k, v in (table.schema.metadata or {}).items()
    }
    return Results(columns, table.num_rows, source, meta)


# ---------------------------------------------------------------------------------------------
# the numbers


def _status(error: Any, reason: Any) -> str:
    if error is not None or reason == "error":
        return "error"
    if reason == "capped":
        return "capped"
    return "finished"


def _seat_label(seat: int) -> str:
    return f"Player {seat + 1}"


def _distinct(values: Iterable[Any]) -> list[Any]:
    seen: dict[str, Any] = {}
    for v in values:
        key = repr(v)
        if key not in seen:
            seen[key] = v
    return list(seen.values())


def _agents_of(agent_lists: Sequence[Any], seats: int) -> list[str]:
    """The agent of each seat over a group of rows (``mixed`` where rows disagree)."""
    out = []
    for s in range(seats):
        names = {a[s] for a in agent_lists if isinstance(a, list) and len(a) > s}
        out.append(names.pop() if len(names) == 1 else ("mixed" if names else "?"))
    return out


def _seat_section(res: Results, status: list[str], seats: int) -> dict[str, Any]:
    rows = [i for i in range(res.rows) if res.col("seats")[i] == seats and status[i] == "finished"]
    all_rows = [i for i in range(res.rows) if res.col("seats")[i] == seats]
    results = res.col("result_by_seat")
    by_seat = []
    sole = [0] * seats
    draws = no_winner = shared = 0
    for i in rows:
        rs = list(results[i] or [])
        winners = [s for s, r in enumerate(rs) if r == "win"]
        if len(winners) == 1 and winners[0] < seats:
            sole[winners[0]] += 1
        elif len(winners) > 1:
            shared += 1
        elif rs and all(r == "draw" for r in rs):
            draws += 1
        else:
            no_winner += 1
    agents = _agents_of([res.col("agents")[i] for i in all_rows], seats)
    for s in range(seats):
        counts = Counter(rs[s] for i in rows if len(rs := list(results[i] or [])) > s)
        played = counts["win"] + counts["loss"] + counts["draw"]
        by_seat.append(
            {
                "seat": s,
                "name": _seat_label(s),
                "agent": agents[s],
                "wins": rate(counts["win"], played).to_json(),
                "losses": counts["loss"],
                "draws": counts["draw"],
            }
        )
    test = equal_chances(sole)
    return {
        "seats": seats,
        "games": len(all_rows),
        "finished": len(rows),
        "agents": agents,
        "by_seat": by_seat,
        "sole_wins": sole,
        "shared_wins": shared,
        "draws": rate(draws, len(rows)).to_json(),
        "no_winner": no_winner,
        "equal_chances": test.to_json(),
        "expected_share": 1 / seats if seats else None,
    }


def _length_section(res: Results, status: list[str]) -> dict[str, Any]:
    kept = [i for i in range(res.rows) if status[i] != "error"]
    out: dict[str, Any] = {"games": len(kept)}
    for name in ("decisions", "rounds"):
        values = [float(v) for i in kept if (v := res.col(name)[i]) is not None]
        summary: dict[str, Any] = quantiles(values)
        summary["mean_ci"] = mean_ci(values).to_json()
        summary["values"] = values
        out[name] = summary
    seat_counts = sorted({res.col("seats")[i] for i in kept if res.col("seats")[i] is not None})
    by_seats = []
    if len(seat_counts) > 1:
        for n in seat_counts:
            vals = [
                float(res.col("decisions")[i])
                for i in kept
                if res.col("seats")[i] == n and res.col("decisions")[i] is not None
            ]
            by_seats.append({"seats": n, "decisions": mean_ci(vals).to_json()})
    out["by_seats"] = by_seats
    return out


def _reason_section(res: Results, status: list[str]) -> list[dict[str, Any]]:
    by_reason: dict[str, list[int]] = defaultdict(list)
    for i in range(res.rows):
        reason = "error" if status[i] == "error" else str(res.col("reason")[i])
        by_reason[reason].append(i)
    out = []
    for reason, idx in sorted(by_reason.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        wins: Counter[int] = Counter()
        draws = 0
        for i in idx:
            rs = list(res.col("result_by_seat")[i] or [])
            for s, r in enumerate(rs):
                if r == "win":
                    wins[s] += 1
            if rs and all(r == "draw" for r in rs):
                draws += 1
        decisions = [float(d) for i in idx if (d := res.col("decisions")[i]) is not None]
        out.append(
            {
                "reason": reason,
                "share": rate(len(idx), res.rows).to_json(),
                "decisions": mean_ci(decisions).to_json(),
                "wins_by_seat": {_seat_label(s): n for s, n in sorted(wins.items())},
                "draws": draws,
            }
        )
    return out


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool) and math.isfinite(v)


def _value_key(v: Any) -> str:
    if v == "":
        return "(none)"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


class _Binner:
    """Labels for a fact's values: the value itself, or for a numeric fact with many distinct
    values, a bin. A value held by more than 1/BINS of the observations (0 HP left, say) is a bin
    of its own; the other values are cut at their quantiles into the remaining bins."""

    def __init__(self, values: list[Any]) -> None:
        self.edges: np.ndarray[Any, Any] | None = None
        self.masses: dict[float, str] = {}
        self.labels: dict[int, str] = {}  # bin number: label (bins that hold a value)
        self.rank: dict[str, float] = {}  # label: its lowest value (the display order)
        distinct = {_value_key(v) for v in values}
        if not (
            values and all(_is_number(v) for v in values) and len(distinct) > MAX_NUMERIC_VALUES
        ):
            return
        counts = Counter(float(v) for v in values)
        heavy = sorted(x for x, c in counts.items() if c > len(values) / BINS)
        for x in heavy:
            self.masses[x] = _value_key(x)
            self.rank[self.masses[x]] = x
        rest = np.asarray([float(v) for v in values if float(v) not in self.masses])
        self.edges = np.asarray([0.0, 0.0])  # binned even when every value is heavy
        if len(rest):
            parts = max(1, BINS - len(heavy))
            self.edges = np.unique(np.quantile(rest, np.linspace(0, 1, parts + 1)))
            bins = self._bins(rest)
            for b in sorted({int(x) for x in bins}):
                members = rest[bins == b]
                lo, hi = float(members.min()), float(members.max())
                label = _value_key(lo) if lo == hi else f"{_value_key(lo)}–{_value_key(hi)}"
                self.labels[b] = label
                self.rank[label] = lo

    def _bins(self, a: np.ndarray[Any, Any]) -> np.ndarray[Any, Any]:
        assert self.edges is not None
        return np.searchsorted(self.edges[1:-1], a, side="right")

    @property
    def binned(self) -> bool:
        return self.edges is not None

    def label(self, v: Any) -> str:
        if self.edges is None:
            return _value_key(v)
        x = float(v)
        if x in self.masses:
            return self.masses[x]
        return self.labels[int(self._bins(np.asarray([x]))[0])]

    def order(self, label: str) -> tuple[int, float, str]:
        if self.edges is not None:
            return (0, self.rank[label], label)
        try:
            return (0, float(label), label)
        except ValueError:
            return (1, 0.0, label)


def _number(text: str) -> float | int | None:
    """``text`` as a number when it is one (``"12"``, ``"0.5"``), else ``None``."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        x = float(text)
    except ValueError:
        return None
    return x if math.isfinite(x) else None


def _members(v: Any) -> list[Any]:
    """The values one observation counts for: each member of a list (once), else the value."""
    if v is None:
        return []
    if isinstance(v, list | tuple):
        return _distinct(x for x in v if x is not None)
    if isinstance(v, float) and math.isnan(v):
        return []
    return [v]


def _flag(values: list[dict[str, Any]], overall: dict[int | None, Rate]) -> None:
    """Add the exact binomial p-value against the overall rate, the Benjamini–Hochberg
    adjusted p-value and the outlier flag to every value of one fact."""
    ps = []
    for v in values:
        base = overall[v["seat"]]
        r = v["rate"]
        ps.append(1.0 if base.rate is None else binomial_p(r["k"], r["n"], base.rate))
    adjusted = benjamini_hochberg(ps)
    for v, p, q in zip(values, ps, adjusted, strict=True):
        base_rate = overall[v["seat"]].rate
        v["p"] = p
        v["q"] = q
        v["outlier"] = None
        if q < ALPHA and base_rate is not None and v["rate"]["rate"] is not None:
            v["outlier"] = "high" if v["rate"]["rate"] > base_rate else "low"


def _fact_section(
    res: Results, status: list[str], column: str, max_values: int = MAX_FACT_VALUES
) -> dict[str, Any] | None:
    name = column.removeprefix("fact.")
    per_seat = name.endswith("_by_seat")
    finished = [i for i in range(res.rows) if status[i] == "finished"]
    results = res.col("result_by_seat")
    data = res.col(column)
    # observations: (seat or None for a per-game fact's seat column, members, won-by-seat)
    obs: list[tuple[int, list[Any], bool]] = []
    is_list = False
    for i in finished:
        rs = list(results[i] or [])
        raw = data[i]
        if per_seat:
            if not isinstance(raw, list | tuple):
                continue
            for s, value in enumerate(raw):
                if s >= len(rs):
                    break
                is_list = is_list or isinstance(value, list | tuple)
                members = _members(value)
                if value is not None and rs[s] in ("win", "loss", "draw"):
                    obs.append((s, members, rs[s] == "win"))
        else:
            is_list = is_list or isinstance(raw, list | tuple)
            members = _members(raw)
            if raw is None:
                continue
            for s, r in enumerate(rs):
                if r in ("win", "loss", "draw"):
                    obs.append((s, members, r == "win"))
    all_members = [m for _, members, _ in obs for m in members]
    if not obs:
        return {
            "fact": name,
            "per_seat": per_seat,
            "list": is_list,
            "binned": False,
            "overall": {},
            "values": [],
            "omitted": 0,
            "note": "no finished game has this fact",
        }
    if all_members and all(isinstance(m, str) and _number(m) is not None for m in all_members):
        # numbers stored as text (a per-seat list such as HP left is a list of strings)
        obs = [(s, [_number(m) for m in members], won) for s, members, won in obs]
        all_members = [m for _, members, _ in obs for m in members]
    binner = _Binner(all_members)
    # a per-seat fact pools its seats; a per-game fact keeps one rate per seat
    seat_of = (lambda s: None) if per_seat else (lambda s: s)
    totals: dict[int | None, list[int]] = defaultdict(lambda: [0, 0])
    counts: dict[tuple[str, int | None], list[int]] = defaultdict(lambda: [0, 0])
    for s, members, won in obs:
        key = seat_of(s)
        totals[key][0] += won
        totals[key][1] += 1
        for label in _distinct(binner.label(m) for m in members):
            counts[(label, key)][0] += won
            counts[(label, key)][1] += 1
    overall = {key: rate(k, n) for key, (k, n) in totals.items()}
    by_label: Counter[str] = Counter()
    for (label, _), (_, n) in counts.items():
        by_label[label] += n
    shown = {label for label, _ in by_label.most_common(max_values)}
    values: list[dict[str, Any]] = [
        {
            "value": label,
            "seat": key,
            "seat_name": None if key is None else _seat_label(key),
            "rate": rate(k, n).to_json(),
        }
        for (label, key), (k, n) in counts.items()
        if label in shown
    ]
    values.sort(key=lambda v: (binner.order(v["value"]), -1 if v["seat"] is None else v["seat"]))
    _flag(values, overall)
    return {
        "fact": name,
        "per_seat": per_seat,
        "list": is_list,
        "binned": binner.binned,
        "overall": {
            ("all seats" if key is None else _seat_label(key)): r.to_json()
            for key, r in sorted(overall.items(), key=lambda kv: -1 if kv[0] is None else kv[0])
        },
        "values": values,
        "omitted": len(by_label) - len(shown),
        "note": "",
    }


def _sort_values(values: Iterable[str]) -> list[str]:
    def key(v: str) -> tuple[int, float, str]:
        try:
            return (0, float(v), v)
        except ValueError:
            return (1, 0.0, v)

    return sorted(values, key=key)


def _group(
    res: Results, status: list[str], idx: list[int], seats: int
) -> tuple[dict[str, Any], list[int], list[float]]:
    """A group of games (one swept value, or one cell of a grid): its numbers, its games with
    one winner per seat (last: every other game) and its lengths in decisions."""
    fin = [i for i in idx if status[i] == "finished"]
    results = [list(res.col("result_by_seat")[i] or []) for i in fin]
    by_seat = []
    sole = [0] * (seats + 1)
    for rs in results:
        winners = [s for s, r in enumerate(rs) if r == "win"]
        if len(winners) == 1 and winners[0] < seats:
            sole[winners[0]] += 1
        else:
            sole[seats] += 1
    for s in range(seats):
        n = sum(1 for rs in results if len(rs) > s and rs[s] in ("win", "loss", "draw"))
        k = sum(1 for rs in results if len(rs) > s and rs[s] == "win")
        by_seat.append({"seat": s, "name": _seat_label(s), "wins": rate(k, n).to_json()})
    draws = sum(1 for rs in results if rs and all(r == "draw" for r in rs))

    def lengths(column: str) -> list[float]:
        data = res.col(column)
        return [float(d) for i in idx if status[i] != "error" and (d := data[i]) is not None]

    decisions = lengths("decisions")
    numbers = {
        "games": len(idx),
        "finished": len(fin),
        "capped": sum(1 for i in idx if status[i] == "capped"),
        "errors": sum(1 for i in idx if status[i] == "error"),
        "by_seat": by_seat,
        "draws": rate(draws, len(fin)).to_json(),
        "decisions": mean_ci(decisions).to_json(),
        "rounds": mean_ci(lengths("rounds")).to_json(),
    }
    return numbers, sole, decisions


def _max_seats(res: Results) -> int:
    return max((n for n in res.col("seats") if isinstance(n, int)), default=0)


def _sweep_section(res: Results, status: list[str], column: str) -> dict[str, Any]:
    data = res.col(column)
    seats = _max_seats(res)
    rows_out = []
    table: list[list[int]] = []
    lengths: list[list[float]] = []
    for value in _sort_values({str(v) for v in data if v is not None}):
        idx = [i for i in range(res.rows) if data[i] is not None and str(data[i]) == value]
        numbers, sole, decisions = _group(res, status, idx, seats)
        table.append(sole)
        lengths.append(decisions)
        rows_out.append({"value": value, **numbers})
    return {
        "param": column.removeprefix("param."),
        "values": rows_out,
        "outcome_test": contingency(table).to_json(),
        "length_test": kruskal(lengths).to_json(),
    }


def _grid_section(res: Results, status: list[str], col_a: str, col_b: str) -> dict[str, Any]:
    """Two swept parameters together: one group per pair of values."""
    a, b = res.col(col_a), res.col(col_b)
    seats = _max_seats(res)
    values_a = _sort_values({str(v) for v in a if v is not None})
    values_b = _sort_values({str(v) for v in b if v is not None})
    cells: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i in range(res.rows):
        if a[i] is not None and b[i] is not None:
            cells[(str(a[i]), str(b[i]))].append(i)
    out = []
    for va in values_a:
        for vb in values_b:
            if (va, vb) in cells:
                numbers, _, _ = _group(res, status, cells[(va, vb)], seats)
                out.append({"a": va, "b": vb, **numbers})
    return {
        "params": [col_a.removeprefix("param."), col_b.removeprefix("param.")],
        "values_a": values_a,
        "values_b": values_b,
        "cells": out,
    }


def _fixed_params(column: list[Any]) -> dict[str, Any]:
    """The parameters every game was played with (keys with one value over the file)."""
    dicts = []
    for text in {p for p in column if isinstance(p, str)}:
        try:
            value = json.loads(text)
        except ValueError:
            continue
        if isinstance(value, dict):
            dicts.append(value)
    if not dicts:
        return {}
    keys = set(dicts[0]).intersection(*dicts[1:])
    return {k: dicts[0][k] for k in sorted(keys) if all(d[k] == dicts[0][k] for d in dicts)}


def analyse(res: Results, title: str | None = None) -> dict[str, Any]:
    """Every number of the report, as plain JSON-ready data."""
    status = [_status(e, r) for e, r in zip(res.col("error"), res.col("reason"), strict=True)]
    games = [g for g in _distinct(res.col("game")) if g is not None]
    errors = [
        f"game {res.col('index')[i]} (seed {res.col('seed')[i]}): {res.col('error')[i]}"
        for i in range(res.rows)
        if status[i] == "error"
    ]
    seat_counts = sorted({n for n in res.col("seats") if isinstance(n, int) and n > 0})
    fact_columns = sorted(c for c in res.columns if c.startswith("fact."))
    sweep_columns = sorted(c for c in res.columns if c.startswith("param."))
    facts = [f for c in fact_columns if (f := _fact_section(res, status, c)) is not None]
    return {
        "title": title or f"Balance report: {', '.join(map(str, games)) or 'no games'}",
        "source": Path(res.source).name,
        "games": res.rows,
        "game": games,
        "rules_version": [v for v in _distinct(res.col("rules_version")) if v is not None],
        "fixed_params": _fixed_params(res.col("params")),
        "run": {k: res.metadata[k] for k in RUN_KEYS if k in res.metadata},
        "status": {s: status.count(s) for s in ("finished", "capped", "error")},
        "error_messages": errors[:20],
        "seats": [_seat_section(res, status, n) for n in seat_counts],
        "length": _length_section(res, status),
        "reasons": _reason_section(res, status),
        "facts": facts,
        "fact_correction": CORRECTION,
        "sweeps": [_sweep_section(res, status, c) for c in sweep_columns],
        "grids": [
            _grid_section(res, status, x, y)
            for n, x in enumerate(sweep_columns)
            for y in sweep_columns[n + 1 :]
        ]
        if len(sweep_columns) <= MAX_GRID_KEYS
        else [],
    }


def numbers_json(numbers: dict[str, Any]) -> dict[str, Any]:
    """The report's numbers without the raw length lists the histograms are drawn from."""
    out = dict(numbers)
    length = dict(out["length"])
    for name in ("decisions", "rounds"):
        length[name] = {k: v for k, v in length[name].items() if k != "values"}
    out["length"] = length
    clean: dict[str, Any] = _finite(out)
    return clean


def _finite(data: Any) -> Any:
    """``data`` with every NaN or infinite number replaced by ``None`` (valid JSON)."""
    if isinstance(data, float):
        return data if math.isfinite(data) else None
    if isinstance(data, dict):
        return {k: _finite(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [_finite(v) for v in data]
    return data


# ---------------------------------------------------------------------------------------------
# the HTML page


STYLE = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;
max-width:1200px;padding:0 1rem;color:#1d2433;line-height:1.45}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccd;padding-bottom:.2rem}
h3{margin-top:1.6rem}
.pair{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
.pair>figure{flex:1 1 480px;margin:0;min-width:300px}.pair>div{flex:1 1 380px;overflow-x:auto}
.stack>figure{margin:0}.stack>div{overflow-x:auto}
svg{max-width:100%;height:auto}
table{border-collapse:collapse;font-size:.88rem;margin:.4rem 0}
th,td{border-bottom:1px solid #e1e4ea;padding:.25rem .55rem;text-align:left}
th{background:#f3f5f8}.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td{white-space:nowrap}
table.overview td{white-space:normal;word-break:break-word;max-width:60rem}
table.matrix td,table.matrix th{padding:.15rem .35rem;font-size:.8rem}
tr.high td{background:#e6f4ea}tr.low td{background:#fde8e8}
caption{text-align:left;font-weight:600;padding:.3rem 0}
.note{color:#555;font-size:.9rem}code{background:#f3f5f8;padding:0 .2rem}
nav a{margin-right:1rem}
"""


def render_html(numbers: dict[str, Any]) -> str:
    """The report as one HTML page (pictures inline as SVG; no script, nothing fetched)."""
    from . import plots, tables

    t = tables
    title = str(numbers["title"])
    parts: list[str] = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
    ]
    st = numbers["status"]
    overview = [
        ["results file", str(numbers["source"])],
        ["game", ", ".join(map(str, numbers["game"])) or "–"],
        ["rules version", ", ".join(map(str, numbers["rules_version"])) or "–"],
        ["games", t.num(numbers["games"])],
        ["finished with an outcome", t.num(st["finished"])],
        ["stopped at the decision cap", t.num(st["capped"])],
        ["errors", t.num(st["error"])],
    ]
    for group in numbers["seats"]:
        overview.append([f"agents ({group['seats']} seats)", ", ".join(group["agents"])])
    run = numbers.get("run", {})
    if "seed" in run:
        overview.append(["run seed", run["seed"]])
    if "pokeforge_version" in run:
        overview.append(["pokeforge version", run["pokeforge_version"]])
    if run.get("interrupted") == "true":
        overview.append(["interrupted", "yes: the run was stopped; the table holds what finished"])
    if numbers["fixed_params"]:
        overview.append(
            [
                "parameters (every game)",
                ", ".join(
                    f"{k}={json.dumps(v, ensure_ascii=False)}"
                    for k, v in numbers["fixed_params"].items()
                ),
            ]
        )
    parts.append(t.html_table(["", ""], overview, cls="overview"))
    nav = ['<nav><a href="#seats">Seats</a><a href="#length">Length</a>']
    nav.append('<a href="#reasons">Termination</a>')
    if numbers["facts"]:
        nav.append('<a href="#facts">Facts</a>')
    if numbers["sweeps"]:
        nav.append('<a href="#sweeps">Parameters</a>')
    if numbers.get("grids"):
        nav.append('<a href="#grids">Two parameters</a>')
    parts.append("".join(nav) + "</nav>")
    if numbers["error_messages"]:
        parts.append("<h3>Errors</h3><ul>")
        parts.extend(f"<li><code>{escape(m)}</code></li>" for m in numbers["error_messages"])
        parts.append("</ul>")

    # seats
    parts.append('<h2 id="seats">Win rate per seat</h2>')
    parts.append(
        '<p class="note">Share of the finished games each seat won, with 95% Wilson '
        "intervals. Games stopped at the decision cap and games that raised are left out. "
        "The test asks whether the games with one winner are shared equally between the "
        "seats.</p>"
    )
    if not numbers["seats"]:
        parts.append("<p>No games.</p>")
    for group in numbers["seats"]:
        rows = [
            [
                f"{b['name']} ({b['agent']})",
                t.num(b["wins"]["k"]),
                t.num(b["losses"]),
                t.num(b["draws"]),
                t.rate_cell(_rate(b["wins"])),
            ]
            for b in group["by_seat"]
        ]
        table = t.html_table(
            ["seat", "wins", "losses", "draws", "win rate (95% CI)"],
            rows,
            numeric=(1, 2, 3, 4),
            caption=f"{group['seats']}-seat games: {group['finished']:,} finished "
            f"of {group['games']:,}",
        )
        extra = (
            f"<p>{t.test_sentence(_test(group['equal_chances']))} Games with one winner: "
            f"{sum(group['sole_wins']):,}; shared wins: {group['shared_wins']:,}; draws: "
            f"{t.rate_cell(_rate(group['draws']))}; no winner at the table: "
            f"{group['no_winner']:,}.</p>"
        )
        parts.append(_pair(plots.seat_plot(group), table + extra))

    # length
    length = numbers["length"]
    parts.append('<h2 id="length">Game length</h2>')
    parts.append(
        '<p class="note">Decisions (every action any seat chose) and rounds per game, over '
        "every game that did not raise (capped games included).</p>"
    )
    rows = []
    for key in ("n", "mean", "sd", "min", "p25", "median", "p75", "p90", "max"):
        rows.append([key, t.num(length["decisions"][key]), t.num(length["rounds"][key])])
    rows.append(
        [
            "mean, 95% CI",
            t.mean_cell(_mean(length["decisions"]["mean_ci"])),
            t.mean_cell(_mean(length["rounds"]["mean_ci"])),
        ]
    )
    table = t.html_table(["", "decisions", "rounds"], rows, numeric=(1, 2))
    if length["by_seats"]:
        table += t.html_table(
            ["seats", "mean decisions (95% CI)"],
            [[str(b["seats"]), t.mean_cell(_mean(b["decisions"]))] for b in length["by_seats"]],
            numeric=(1,),
        )
    parts.append(
        _pair(plots.length_plot(length["decisions"]["values"], length["rounds"]["values"]), table)
    )

    # reasons
    parts.append('<h2 id="reasons">Results by termination reason</h2>')
    seat_names = sorted(
        {s for r in numbers["reasons"] for s in r["wins_by_seat"]},
        key=lambda s: int(s.split()[-1]),
    )
    rows = [
        [
            r["reason"],
            t.num(r["share"]["k"]),
            t.rate_cell(_rate(r["share"])),
            t.mean_cell(_mean(r["decisions"])),
            *(t.num(r["wins_by_seat"].get(s, 0)) for s in seat_names),
            t.num(r["draws"]),
        ]
        for r in numbers["reasons"]
    ]
    table = t.html_table(
        [
            "reason",
            "games",
            "share (95% CI)",
            "mean decisions",
            *[f"{s} wins" for s in seat_names],
            "draws",
        ],
        rows,
        numeric=tuple(range(1, 5 + len(seat_names))),
    )
    parts.append(_pair(plots.reason_plot(numbers["reasons"]), table))

    # facts
    if numbers["facts"]:
        parts.append('<h2 id="facts">Win rate by fact</h2>')
        parts.append(
            '<p class="note">For a per-seat fact each seat of each finished game is one '
            "observation (a list such as a team counts once for each member); for a per-game "
            "fact the rate is each seat's. Rows in green won significantly more than the "
            f"overall rate, in red less. Outliers: {escape(numbers['fact_correction'])}.</p>"
        )
    for fact in numbers["facts"]:
        parts.append(f"<h3>{escape(fact['fact'])}</h3>")
        if not fact["values"]:
            parts.append(f"<p>{escape(fact['note'] or 'no values')}.</p>")
            continue
        overall = "; ".join(f"{k}: {t.rate_cell(_rate(v))}" for k, v in fact["overall"].items())
        notes = [f"Overall win rate {overall}."]
        if fact["binned"]:
            notes.append(f"Numeric values cut into {BINS} quantile bins.")
        if fact["omitted"]:
            notes.append(f"{fact['omitted']} rarer values not shown.")
        flagged = [v for v in fact["values"] if v["outlier"]]
        notes.append(f"{len(flagged)} outlier(s) flagged.")
        ordered = (
            sorted(
                fact["values"],
                key=lambda v: -(v["rate"]["rate"] if v["rate"]["rate"] is not None else -1),
            )
            if not fact["binned"]
            else fact["values"]
        )
        per_game = not fact["per_seat"]
        rows = [
            [
                v["value"],
                *([v["seat_name"]] if per_game else []),
                t.num(v["rate"]["n"]),
                t.num(v["rate"]["k"]),
                t.rate_cell(_rate(v["rate"])),
                t.p_cell(v["q"]),
                v["outlier"] or "",
            ]
            for v in ordered
        ]
        headers = [
            "value",
            *(["seat"] if per_game else []),
            "seats" if fact["per_seat"] else "games",
        ]
        headers += ["wins", "win rate (95% CI)", "adjusted p", "outlier"]
        off = 1 if per_game else 0
        table = t.html_table(
            headers,
            rows,
            numeric=(1 + off, 2 + off, 3 + off, 4 + off),
            row_classes=[v["outlier"] or "" for v in ordered],
        )
        parts.append(_pair(plots.fact_plot(fact), f"<p>{escape(' '.join(notes))}</p>{table}"))

    # sweeps
    if numbers["sweeps"]:
        parts.append('<h2 id="sweeps">Parameters swept</h2>')
        parts.append(
            '<p class="note">Each value of a swept parameter over every game played with it '
            "(the other swept parameters mixed in). Win rates with 95% Wilson intervals, mean "
            "lengths with 95% t intervals.</p>"
        )
    for sweep in numbers["sweeps"]:
        parts.append(f"<h3>{escape(sweep['param'])}</h3>")
        n_seats = max((len(v["by_seat"]) for v in sweep["values"]), default=0)
        rows = [
            [
                v["value"],
                t.num(v["games"]),
                t.num(v["capped"] + v["errors"]),
                *(t.rate_cell(_rate(b["wins"])) for b in v["by_seat"]),
                *([""] * (n_seats - len(v["by_seat"]))),
                t.rate_cell(_rate(v["draws"])),
                t.mean_cell(_mean(v["decisions"])),
                t.mean_cell(_mean(v["rounds"])),
            ]
            for v in sweep["values"]
        ]
        table = t.html_table(
            [
                "value",
                "games",
                "capped or error",
                *[f"{_seat_label(s)} wins" for s in range(n_seats)],
                "draws",
                "mean decisions",
                "mean rounds",
            ],
            rows,
            numeric=tuple(range(1, 6 + n_seats)),
        )
        tests = (
            f"<p>Outcome by value: {t.test_sentence(_test(sweep['outcome_test']))} "
            f"Length by value: {t.test_sentence(_test(sweep['length_test']))}</p>"
        )
        parts.append(_pair(plots.sweep_plot(sweep), table + tests, stacked=True))

    if numbers.get("grids"):
        parts.append('<h2 id="grids">Two parameters together</h2>')
        parts.append(
            '<p class="note">Each pair of values of two swept parameters (the others mixed in): '
            "Player 1's win rate and the mean number of decisions. The 95% interval of each "
            "cell is in its tooltip and in the JSON numbers.</p>"
        )
    for grid in numbers.get("grids", []):
        a, b = grid["params"]
        parts.append(f"<h3>{escape(a)} × {escape(b)}</h3>")
        cells = {(c["a"], c["b"]): c for c in grid["cells"]}
        big = len(grid["values_a"]) > 6 or len(grid["values_b"]) > 6
        for metric in ("win", "decisions"):
            table = t.matrix_table(
                f"{a} \\ {b}",
                grid["values_a"],
                grid["values_b"],
                {key: _grid_cell(c, metric) for key, c in cells.items()},
            )
            parts.append(_pair(plots.grid_plot(grid, metric), table, stacked=big))

    parts.append(
        '<p class="note">Made by <code>pokeforge report</code>. Intervals: Wilson score '
        "(rates), Student t (means), from scipy.</p></body></html>"
    )
    return "\n".join(parts)


def _grid_cell(cell: dict[str, Any], metric: str) -> tuple[str, str]:
    """A grid cell's text and tooltip: Player 1's win rate, or the mean decisions."""
    if metric == "win":
        wins = (
            _rate(cell["by_seat"][0]["wins"]) if cell["by_seat"] else Rate(0, 0, None, None, None)
        )
        text = "–" if wins.rate is None else f"{100 * wins.rate:.0f}%"
        from .tables import rate_cell

        return text, f"{rate_cell(wins)}, {wins.n} games"
    mean = _mean(cell["decisions"])
    from .tables import mean_cell

    return ("–" if mean.mean is None else f"{mean.mean:.1f}"), f"{mean_cell(mean)}, {mean.n} games"


def _pair(figure: str, text: str, stacked: bool = False) -> str:
    """A picture with its numbers beside it (or below it when ``stacked``)."""
    cls = "stack" if stacked else "pair"
    return f'<div class="{cls}"><figure>{figure}</figure><div>{text}</div></div>'


def _rate(d: dict[str, Any]) -> Rate:
    return Rate(d["k"], d["n"], d["rate"], d["low"], d["high"])


def _mean(d: dict[str, Any]) -> Any:
    from .compare import Mean

    return Mean(d["n"], d["mean"], d["low"], d["high"])


def _test(d: dict[str, Any]) -> Test:
    return Test(d["test"], d["statistic"], d["p"], d["note"])


def write_report(results: Path | str, out: Path | str, title: str | None = None) -> dict[str, Any]:
    """Read ``results``, write the HTML report to ``out``; returns the numbers."""
    numbers = analyse(load_results(results), title)
    html = render_html(numbers)
    Path(out).write_text(html, encoding="utf-8")
    return numbers
