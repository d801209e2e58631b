"""Record or compare seeded random HEX playouts (tests/games/hex/hex_playouts.py) over many
seeds, seat counts and rule variants: an optimisation must leave every record unchanged.

    PYTHONPATH=src:tests/games/hex python benchmarks/hex_golden.py record FILE
    PYTHONPATH=src:tests/games/hex python benchmarks/hex_golden.py compare FILE
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from hex_playouts import record

VARIANTS: list[dict[str, Any]] = [
    {"league_format": "elite4"},
    {"battles_on_same_space": True, "achievements": True},
    {"setup": "alternate"},
    {"setup": "random"},
]


def cases() -> list[tuple[int, int, dict[str, Any]]]:
    out: list[tuple[int, int, dict[str, Any]]] = [(seed, 4, {}) for seed in range(30)]
    out += [(100 + seats, seats, {}) for seats in (2, 3, 5, 6)]
    out += [(200 + i, 3 + i % 3, v) for i, v in enumerate(VARIANTS)]
    return out


def run() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for seed, seats, params in cases():
        key = f"{seed}/{seats}/{json.dumps(params, sort_keys=True)}"
        t = time.perf_counter()
        out[key] = record(seed, seats, params)
        print(key, out[key]["decisions"], f"{time.perf_counter() - t:.2f}s", file=sys.stderr)
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
