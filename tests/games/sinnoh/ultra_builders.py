"""Builders for the Ultra Burst tests: a journey of ``campaign=ultra_burst`` set up with chosen
homes and starters."""

from __future__ import annotations

from typing import Any

from journey_builders import HOMES, STARTERS, play, texts

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.params import SinnohParams


def ultra_params(**params: Any) -> SinnohParams:
    raw = {"campaign": "ultra_burst", **{k: str(v) for k, v in params.items()}}
    return SinnohParams.model_validate(raw)


def ultra_fresh(seats: int = 2, seed: int = 1, **params: Any) -> JourneyState:
    st = GAME.new_state(ultra_params(**params), seed=seed, seats=seats)
    assert isinstance(st, JourneyState)
    return st


def ultra(
    seats: int = 2,
    seed: int = 1,
    homes: tuple[str, ...] = HOMES,
    starters: tuple[str, ...] = STARTERS,
    spots: bool = False,
    **params: Any,
) -> JourneyState:
    """An Ultra Burst journey past its set-up (as ``journey_builders.journey``)."""
    params.setdefault("first_chooser", 0)
    st = ultra_fresh(seats, seed, **params)
    while st.phase in ("home", "starter"):
        seat = st.to_act()[0]
        if st.phase == "home":
            play(st, f"home {homes[seat]}")
            continue
        wanted = f"starter {starters[seat]}"
        play(st, wanted if wanted in texts(st) else texts(st)[0])
    if not spots:
        st.explore.hidden = {}
    return st
