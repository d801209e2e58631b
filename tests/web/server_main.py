"""Start ``pokeforge serve`` in a subprocess for tests: also registers the Dice Duel fixture game.

Run as ``python tests/web/server_main.py --port P --db URL [--ai-delay S]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fixtures.duel import GAME as DUEL
from pokeforge.cli.serve import serve
from pokeforge.core import register


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--db", required=True)
    parser.add_argument("--ai-delay", type=float, default=0.0)
    args = parser.parse_args()
    register(DUEL)
    serve(args.host, args.port, args.db, args.ai_delay, log_level="warning")


if __name__ == "__main__":
    main()
