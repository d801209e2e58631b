"""The facts a simulation table keeps about a play of hex (see ``Game.facts``). Not written
yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pokeforge.core import State


def play_facts(state: State[Any]) -> dict[str, Any]:
    raise NotImplementedError("hex declares no facts yet")
