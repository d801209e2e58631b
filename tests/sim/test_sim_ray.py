"""The Ray backend on a local cluster plays exactly the games of the local backend."""

from __future__ import annotations

import pytest

from pokeforge.core import get_game
from pokeforge.sim import SimJob, run_job
from pokeforge.sim.table import rows, to_arrow

pytest.importorskip("ray")


def test_ray_plays_the_same_games_as_one_process() -> None:
    pieces = get_game("pieces")
    job = SimJob.build(
        pieces, 150, ["random", "random"], 2, seed=7, sweep=(("quiet_turn_limit", ("20", "50")),)
    )
    local = run_job(pieces, job, workers=1)
    on_ray = run_job(pieces, job, workers=2, backend="ray", chunk=25)
    assert not on_ray.interrupted and len(on_ray.results) == 300

    def strip(sim_rows: list[dict[str, object]]) -> list[dict[str, object]]:
        return [{k: v for k, v in row.items() if k != "seconds"} for row in sim_rows]

    assert strip(rows(on_ray)) == strip(rows(local))
    assert on_ray.summary().to_json()["wins"] == local.summary().to_json()["wins"]
    meta = to_arrow(on_ray).schema.metadata
    assert meta[b"backend"] == b"ray" and meta[b"workers"] == b"2"
