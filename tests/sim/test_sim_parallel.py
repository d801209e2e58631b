"""sim.job and sim.parallel: grids, seeds and chunks; a process pool plays the same games as one
process; a Ctrl-C keeps the finished games."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from broken_duel import DiesOnce, SometimesBroken

from fixtures.duel import GAME
from pokeforge.core import ParamError, Record, get_game
from pokeforge.sim import GameResult, SimJob, parse_param_grid, run_job
from pokeforge.sim.parallel import chunk_size
from pokeforge.sim.table import rows


def comparable(results: list[GameResult]) -> list[tuple[Any, ...]]:
    return [
        (
            r.index,
            r.seed,
            r.point,
            r.decisions,
            r.reason,
            None if r.outcome is None else r.outcome.to_json(),
            r.rounds,
            sorted(r.facts.items()),
        )
        for r in results
    ]


def test_a_grid_numbers_games_across_points_with_seed_plus_index() -> None:
    job = SimJob.build(
        GAME,
        4,
        ["random", "random"],
        2,
        seed=10,
        params={"hand_size": "2"},
        sweep=(("target", ("2", "5")),),
    )
    assert job.points == 2 and job.total == 8
    assert [job.point_of(i) for i in range(8)] == [0] * 4 + [1] * 4
    assert job.point_params(1) == {"hand_size": "2", "target": "5"}
    assert job.sweep_values(0) == {"target": "2"}
    assert [job.game_seed(i) for i in (0, 7)] == [10, 17]
    sim = run_job(GAME, job)
    assert [r.seed for r in sim.results] == list(range(10, 18))
    assert [r.point for r in sim.results] == [0] * 4 + [1] * 4
    assert all(r.record is None for r in sim.results)  # not kept without a record dir


def test_two_swept_keys_make_the_product_first_key_slowest() -> None:
    job = SimJob.build(
        GAME, 1, ["random"] * 2, 2, sweep=(("target", ("2", "3")), ("hand_size", ("1", "4")))
    )
    assert [job.sweep_values(p) for p in range(4)] == [
        {"target": "2", "hand_size": "1"},
        {"target": "2", "hand_size": "4"},
        {"target": "3", "hand_size": "1"},
        {"target": "3", "hand_size": "4"},
    ]


def test_a_bad_grid_point_fails_before_any_game() -> None:
    with pytest.raises(ParamError, match="target"):
        SimJob.build(GAME, 3, ["random"] * 2, 2, sweep=(("target", ("2", "99")),))
    with pytest.raises(ParamError, match="both set and swept"):
        SimJob.build(
            GAME, 3, ["random"] * 2, 2, params={"target": "2"}, sweep=(("target", ("3", "4")),)
        )
    with pytest.raises(ParamError, match="negative"):
        SimJob.build(GAME, -1, ["random"] * 2, 2)


def test_param_options_split_like_a_csv_line() -> None:
    base, sweep = parse_param_grid(["target=2,3, 4", "hand_size=2", 'party0="A, B",C'])
    assert base == {"hand_size": "2"}
    assert sweep == (("target", ("2", "3", "4")), ("party0", ("A, B", "C")))
    assert parse_param_grid(['party0="A, B"']) == ({"party0": "A, B"}, ())
    for bad, words in (
        (["target"], "key=value"),
        (["target=1", "target=2"], "twice"),
        (["target=1,,2"], "empty"),
        (["target=1,1"], "repeated"),
    ):
        with pytest.raises(ParamError, match=words):
            parse_param_grid(bad)


def test_chunks_cover_the_job_and_grow_with_it() -> None:
    job = SimJob.build(GAME, 103, ["random"] * 2, 2)
    spans = job.chunks(10)
    assert spans[0] == (0, 10) and spans[-1] == (100, 103)
    assert sum(b - a for a, b in spans) == 103
    assert chunk_size(10, 2) == 1 and chunk_size(640, 2) == 20
    assert chunk_size(10**7, 2) == 32 and chunk_size(0, 4) == 1


def test_a_pool_plays_exactly_the_games_of_one_process() -> None:
    job = SimJob.build(GAME, 40, ["greedy", "random", "random"], 3, seed=5)
    alone = run_job(GAME, job, workers=1)
    pooled = run_job(GAME, job, workers=2, chunk=3)
    assert comparable(pooled.results) == comparable(alone.results)
    strip = [{k: v for k, v in row.items() if k != "seconds"} for row in rows(alone)]
    assert [{k: v for k, v in row.items() if k != "seconds"} for row in rows(pooled)] == strip
    assert pooled.summary().to_json()["wins"] == alone.summary().to_json()["wins"]


def test_a_real_game_on_a_pool_gives_the_same_games_and_facts() -> None:
    pieces = get_game("pieces")
    job = SimJob.build(pieces, 16, ["random"] * 2, 2, seed=3)
    alone = run_job(pieces, job, workers=1)
    pooled = run_job(pieces, job, workers=2, chunk=4)
    assert comparable(pooled.results) == comparable(alone.results)
    assert all("summons_by_seat" in r.facts and r.rounds for r in pooled.results)


def test_failed_games_on_a_pool_keep_their_records(tmp_path: Path) -> None:
    game = SometimesBroken()
    job = SimJob.build(game, 9, ["random"] * 2, 2)
    sim = run_job(game, job, workers=2, chunk=2, error_dir=tmp_path)
    failed = [r for r in sim.results if r.error is not None]
    assert [r.seed for r in failed] == [0, 3, 6]
    assert all(r.record is not None and r.reason == "error" for r in failed)
    assert sorted(p.name for p in tmp_path.iterdir()) == [f"duel-seed{s}.json" for s in (0, 3, 6)]
    assert Record.load(tmp_path / "duel-seed3.json").meta["error"].endswith("the rules broke")
    assert sim.summary().errors == 3 and sim.summary().games == 9


def test_a_worker_that_dies_loses_no_game_its_chunks_are_played_again(tmp_path: Path) -> None:
    game = DiesOnce(str(tmp_path / "died"), seed=7)
    job = SimJob.build(game, 20, ["random"] * 2, 2)
    sim = run_job(game, job, workers=2, chunk=3)
    assert (tmp_path / "died").exists()  # a worker really died
    assert not sim.interrupted and sim.failure is None
    alone = run_job(GAME, SimJob.build(GAME, 20, ["random"] * 2, 2), workers=1)
    assert comparable(sim.results) == comparable(alone.results)


def test_a_worker_that_dies_again_stops_the_run_keeping_the_finished_games(
    tmp_path: Path,
) -> None:
    game = DiesOnce(str(tmp_path / "died"), seed=7, always=True)
    job = SimJob.build(game, 20, ["random"] * 2, 2)
    sim = run_job(game, job, workers=2, chunk=3)
    assert sim.interrupted and sim.failure is not None and "died twice" in sim.failure
    assert 0 < len(sim.results) < 20 and 7 not in [r.seed for r in sim.results]


@pytest.mark.parametrize("workers", [1, 2])
def test_an_interrupt_stops_the_run_and_keeps_the_finished_games(workers: int) -> None:
    job = SimJob.build(GAME, 60, ["random"] * 2, 2)
    calls: list[int] = []

    def stop_on_second(results: list[GameResult]) -> None:
        calls.append(len(results))
        if len(calls) == 2:
            raise KeyboardInterrupt

    sim = run_job(GAME, job, workers=workers, chunk=5, on_results=stop_on_second)
    assert sim.interrupted
    kept = calls[0]
    assert len(sim.results) == kept < 60
    assert sim.summary().games == kept


def test_bad_run_settings_are_errors() -> None:
    job = SimJob.build(GAME, 2, ["random"] * 2, 2)
    with pytest.raises(ParamError, match="backend"):
        run_job(GAME, job, backend="cloud")
    with pytest.raises(ParamError, match="at least 1"):
        run_job(GAME, job, workers=0)
    with pytest.raises(ParamError, match="not pieces"):
        run_job(get_game("pieces"), job)


def test_the_ray_backend_without_ray_installed_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    job = SimJob.build(GAME, 2, ["random"] * 2, 2)
    with pytest.raises(ParamError, match=r"pokeforge\[ray\]"):
        run_job(GAME, job, backend="ray")
