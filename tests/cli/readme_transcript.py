"""The README's terminal transcript of a HEX turn: what the command prints for the answers shown.

Run ``.venv/bin/python tests/cli/readme_transcript.py`` to write it into README.md again after
the HEX terminal drawing changes (``test_readme.py`` fails until the README matches).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
COMMAND = ["play", "hex", "--seats", "human,greedy", "--seed", "3"]
ANSWERS = ["roll", "go 14"]
BLOCK = re.compile(r"```text\n\$ pokeforge play hex.*?```", flags=re.S)


def transcript(printed: str) -> str:
    """From the whole output: Player 1's roll, then its next screen (the map and the move
    options) with what follows up to Player 1's next decision."""
    lines = printed.splitlines()
    starts = [i for i, line in enumerate(lines) if line == "== Player 1 =="]
    first, second, third = starts[0], starts[1], starts[2]
    roll = [
        line
        for line in lines[first:second]
        if line.startswith("> roll") or line.startswith("  Player 1 rolls")
    ]
    turn = lines[second:third]
    while turn and not turn[-1].strip():
        turn.pop()
    return "\n".join(["$ pokeforge " + " ".join(COMMAND), "...", *roll, "", *turn, "..."]) + "\n"


def main() -> None:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from cli_support import cli

    printed = cli(*COMMAND, stdin="".join(a + "\n" for a in ANSWERS)).stdout
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    new = BLOCK.sub(lambda _: "```text\n" + transcript(printed) + "```", text)
    readme.write_text(new, encoding="utf-8")
    print("README.md: transcript " + ("unchanged" if new == text else "written"))


if __name__ == "__main__":
    main()
