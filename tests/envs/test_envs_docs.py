"""docs/envs.md: its Python blocks run as written, and its table of names and sizes is true."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from pokeforge.core import get_game
from pokeforge.envs import env_name

DOC = Path(__file__).resolve().parents[2] / "docs" / "envs.md"


def _blocks() -> list[str]:
    return re.findall(r"```python\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.S)


def test_the_doc_has_python_blocks() -> None:
    assert len(_blocks()) >= 4


@pytest.mark.parametrize("index", range(len(_blocks())))
def test_each_python_block_runs(index: int) -> None:
    exec(compile(_blocks()[index], f"docs/envs.md block {index + 1}", "exec"), {})


def test_the_names_and_sizes_table_is_true() -> None:
    rows = re.findall(
        r"^\| (\w+) \| `([^`]+)` \| ([\d,]+) \| ([\d,]+)", DOC.read_text(encoding="utf-8"), re.M
    )
    assert {r[0] for r in rows} == {"tactics", "pieces", "sinnoh", "hex"}
    for slug, name, obs, actions in rows:
        game = get_game(slug)
        params = game.params()
        assert name == env_name(slug)
        assert int(obs.replace(",", "")) == game.observation_size(params)
        assert int(actions.replace(",", "")) == game.num_distinct_actions(params)
