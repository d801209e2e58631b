"""sim.table: the Parquet table of a run has exactly the documented columns and types."""

from __future__ import annotations

import json
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq
from broken_duel import SometimesBroken

from fixtures.duel import GAME
from pokeforge import __version__
from pokeforge.core import Record, get_game, verify
from pokeforge.sim import SimJob, run_job
from pokeforge.sim.table import fact_type, write_parquet

FIXED = [
    ("game", pa.string()),
    ("rules_version", pa.string()),
    ("index", pa.int64()),
    ("seed", pa.int64()),
    ("seats", pa.int64()),
    ("agents", pa.list_(pa.string())),
    ("params", pa.string()),
    ("sweep", pa.string()),
]
OUTCOME = [
    ("winners", pa.list_(pa.int64())),
    ("result_by_seat", pa.list_(pa.string())),
    ("returns", pa.list_(pa.float64())),
    ("reason", pa.string()),
    ("decisions", pa.int64()),
    ("rounds", pa.int64()),
    ("seconds", pa.float64()),
    ("error", pa.string()),
    ("record", pa.string()),
]


def schema_of(path: Path) -> list[tuple[str, pa.DataType]]:
    return [(f.name, f.type) for f in pq.read_schema(path)]


def test_a_run_without_facts_or_sweep_has_the_fixed_columns(tmp_path: Path) -> None:
    job = SimJob.build(GAME, 12, ["greedy", "random"], 2, seed=4)
    sim = run_job(GAME, job)
    path = write_parquet(sim, tmp_path / "out" / "duel.parquet")
    assert schema_of(path) == FIXED + OUTCOME
    table = pq.read_table(path).to_pylist()
    assert [r["index"] for r in table] == list(range(12))
    assert [r["seed"] for r in table] == list(range(4, 16))
    first = table[0]
    assert first["game"] == "duel" and first["agents"] == ["greedy", "random"]
    assert json.loads(first["params"]) == {"hand_size": 3, "target": 3}
    assert first["sweep"] == "{}" and first["error"] is None and first["record"] is None
    for row, result in zip(table, sim.results, strict=True):
        out = result.outcome
        assert out is not None
        assert row["winners"] == list(out.winners)
        assert row["result_by_seat"] == [out.result(s) for s in range(2)]
        assert row["returns"] == out.returns(2)
        assert row["reason"] == out.termination.value
        assert row["decisions"] == result.decisions and row["seconds"] > 0
        assert row["rounds"] is None  # Dice Duel declares no facts
    meta = pq.read_schema(path).metadata
    assert {k.decode(): v.decode() for k, v in meta.items() if not k.startswith(b"ARROW")} == {
        "pokeforge_version": __version__,
        "game": "duel",
        "rules_version": GAME.rules_version,
        "seed": "4",
        "agents": '["greedy", "random"]',
        "seats": "2",
        "games_per_point": "12",
        "sweep": "{}",
        "workers": "1",
        "backend": "local",
        "interrupted": "false",
    }


def test_a_sweep_tags_every_row_with_its_point(tmp_path: Path) -> None:
    job = SimJob.build(GAME, 3, ["random"] * 2, 2, sweep=(("target", ("2", "6")),))
    path = write_parquet(run_job(GAME, job, workers=2, chunk=1), tmp_path / "s.parquet")
    assert schema_of(path) == [*FIXED, ("param.target", pa.string()), *OUTCOME]
    table = pq.read_table(path).to_pylist()
    assert [r["param.target"] for r in table] == ["2"] * 3 + ["6"] * 3
    assert [json.loads(r["sweep"]) for r in table] == [{"target": 2}] * 3 + [{"target": 6}] * 3
    assert json.loads(table[4]["params"]) == {"hand_size": 3, "target": 6}
    assert pq.read_schema(path).metadata[b"sweep"] == b'{"target":["2","6"]}'
    assert pq.read_schema(path).metadata[b"workers"] == b"2"


def test_failed_and_capped_games_have_their_reason_and_a_failed_game_its_record(
    tmp_path: Path,
) -> None:
    game = SometimesBroken()
    sim = run_job(game, SimJob.build(game, 4, ["random"] * 2, 2), error_dir=tmp_path / "e")
    table = pq.read_table(write_parquet(sim, tmp_path / "f.parquet")).to_pylist()
    broken = [r for r in table if r["reason"] == "error"]
    assert [r["seed"] for r in broken] == [0, 3]
    for row in broken:
        assert row["error"] == "RuntimeError: the rules broke"
        assert row["winners"] == [] and row["result_by_seat"] == ["none", "none"]
        assert row["returns"] is None
        record = Record.from_json(json.loads(row["record"]))
        assert record.seed == row["seed"] and record.meta["error"] == row["error"]
    assert all(r["record"] is None and r["error"] is None for r in table if r not in broken)


def test_real_facts_become_typed_columns(tmp_path: Path) -> None:
    pieces = get_game("pieces")
    sim = run_job(pieces, SimJob.build(pieces, 5, ["random"] * 2, 2, seed=2))
    path = write_parquet(sim, tmp_path / "p.parquet")
    facts = [(n, t) for n, t in schema_of(path) if n.startswith("fact.")]
    assert facts == [
        ("fact.cost_area_by_seat", pa.list_(pa.int64())),
        ("fact.pieces_left_by_seat", pa.list_(pa.int64())),
        ("fact.summons_by_seat", pa.list_(pa.list_(pa.string()))),
        ("fact.turns", pa.int64()),
    ]
    rows = pq.read_table(path).to_pylist()
    assert all(r["rounds"] == (r["fact.turns"] + 1) // 2 for r in rows)
    assert all(len(r["fact.summons_by_seat"]) == 2 for r in rows)


def test_fact_types_are_the_narrowest_that_hold_every_value() -> None:
    assert fact_type("n", [1, None, 2]) == pa.int64()
    assert fact_type("x", [1, 2.5]) == pa.float64()
    assert fact_type("ok", [True, False]) == pa.bool_()
    assert fact_type("name", ["a", 3]) == pa.string()
    assert fact_type("cards", [["a"], []]) == pa.list_(pa.string())
    assert fact_type("hp_by_seat", [[1, 2], [3, 4]]) == pa.list_(pa.int64())
    assert fact_type("team_by_seat", [[["a"], ["b"]]]) == pa.list_(pa.list_(pa.string()))
    assert fact_type("never", [None, None]) == pa.string()


def test_records_saved_by_a_pool_run_verify(tmp_path: Path) -> None:
    job = SimJob.build(GAME, 6, ["random"] * 2, 2, seed=1)
    run_job(GAME, job, workers=2, chunk=2, record_dir=tmp_path)
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6 and all(verify(Record.load(f)) for f in files)
