"""Record or compare seeded random Legends of Sinnoh playouts
(tests/games/sinnoh/sinnoh_playouts.py) over many seeds and seat counts, journeys
(``campaign=heart``), Ultra Burst campaigns (``campaign=ultra_burst``, New Trainer and Master) and
battles: an optimisation must leave every record unchanged.

    PYTHONPATH=src:tests/games/sinnoh python benchmarks/sinnoh_golden.py record FILE
    PYTHONPATH=src:tests/games/sinnoh python benchmarks/sinnoh_golden.py compare FILE
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from sinnoh_playouts import record

HEART: dict[str, Any] = {"campaign": "heart"}
ULTRA: dict[str, Any] = {"campaign": "ultra_burst"}


def cases() -> list[tuple[int, int, dict[str, Any], int]]:
    out: list[tuple[int, int, dict[str, Any], int]] = []
    for seats in (1, 2, 4, 6):
        out += [(seed, seats, HEART, 4000) for seed in range(6)]
    out += [(50 + seed, 2, {**HEART, "max_rounds": 8}, 4000) for seed in range(4)]
    out += [(seed, 2, {}, 4000) for seed in range(4)]
    for seats in (1, 2, 4, 6):
        out += [(seed, seats, ULTRA, 4000) for seed in range(3)]
    out += [(seed, 2, {**ULTRA, "difficulty": "master"}, 4000) for seed in range(3)]
    return out


def run() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for seed, seats, params, cap in cases():
        key = f"{seed}/{seats}/{json.dumps(params, sort_keys=True)}/{cap}"
        t = time.process_time()
        out[key] = record(seed, seats, params, cap)
        print(key, out[key]["decisions"], f"{time.process_time() - t:.2f}s", file=sys.stderr)
    return out


def main() -> None:
    mode, path = sys.argv[1], sys.argv[2]
    got = run()
    if mode == "record":
        with open(path, "w") as f:
            json.dump(got, f, indent=1, sort_keys=True)
        return
    with open(path) as f:
        want = json.load(f)
    bad = [k for k in want if want[k] != got.get(k)]
    for k in bad:
        print("DIFFERS", k, want[k], got.get(k))
    print(f"{len(want) - len(bad)} of {len(want)} playouts identical")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
