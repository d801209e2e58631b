"""The Origins observation encoder (games/origins/observe.py): from the view only, fixed size,
every value in [0, 1], equal views equal vectors, a public change a changed vector."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import numpy as np
import pytest

from pokeforge.core import get_game
from pokeforge.games.origins import observe as obs

GAME = get_game("origins")


def _views(seed: int, steps: int, fmt: str = "classic") -> list[tuple[int, dict[str, Any]]]:
    params = GAME.params({"format": fmt})
    st = GAME.new_state(params, seed=seed)
    rng = random.Random(seed)
    out = []
    for _ in range(steps):
        if st.outcome is not None:
            break
        for seat in (0, 1):
            out.append((seat, st.view(seat)))
        _step(st, rng)
    return out


def _step(st: Any, rng: random.Random) -> None:
    seat = next(s for s in (0, 1) if st.legal_actions(s))
    st.apply(seat, rng.choice(st.legal_actions(seat)))


def test_size_follows_the_content_and_values_lie_in_range() -> None:
    params = GAME.params()
    size = GAME.observation_size(params)
    k = len(GAME.cards)  # type: ignore[attr-defined]
    assert (obs.PLACE_FIXED, obs.SIDE_FIXED, obs.GLOBAL) == (32, 9, 23)  # the documented layout
    assert size == 12 * (obs.PLACE_FIXED + k) + 2 * (obs.SIDE_FIXED + 2 * k) + obs.GLOBAL + 2 + k
    for seat, view in _views(1, 120) + _views(2, 80, "origins"):
        v = GAME.observe(view, seat, params)
        assert v.shape == (size,) and v.dtype == np.float32
        assert float(v.min()) >= 0.0 and float(v.max()) <= 1.0


def test_equal_views_give_equal_vectors() -> None:
    params = GAME.params()
    for seat, view in _views(4, 60)[::7]:
        a = GAME.observe(view, seat, params)
        b = GAME.observe(json.loads(json.dumps(view)), seat, params)
        assert np.array_equal(a, b)


def test_it_reads_only_the_view() -> None:
    """Observe reads the view it is given and nothing else: a view with the opponent's hidden
    hand (which the view never carries) cannot change it, and the vector is unchanged when the
    state it came from moves on."""
    params = GAME.params()
    for seed in range(5, 50):
        st = GAME.new_state(params, seed=seed)
        rng = random.Random(seed)
        for _ in range(12):
            if st.outcome is None:
                _step(st, rng)
        if st.outcome is None:
            break
    assert st.outcome is None
    view = st.view(0)
    frozen = copy.deepcopy(view)
    before = GAME.observe(view, 0, params)
    assert "cards" not in view["players"][1]["hand"]
    _step(st, rng)
    assert np.array_equal(before, GAME.observe(frozen, 0, params))
    assert view == frozen  # observe changed nothing in the view


def _find(views: list[tuple[int, dict[str, Any]]]) -> tuple[int, dict[str, Any]]:
    for seat, view in views:
        if view["phase"] == "play" and view["players"][1 - seat]["active"] is not None:
            return seat, view
    raise AssertionError("no view in play")


@pytest.mark.parametrize(
    "change",
    [
        "damage",
        "condition",
        "energy",
        "their_hand",
        "deck",
        "prizes",
        "discard",
        "energy_played",
        "retreated",
        "format",
        "bench",
        "stadium",
    ],
)
def test_a_changed_public_fact_changes_the_vector(change: str) -> None:
    params = GAME.params()
    seat, view = _find(_views(6, 40))
    before = GAME.observe(view, seat, params)
    v = copy.deepcopy(view)
    theirs = v["players"][1 - seat]
    mine = v["players"][seat]
    if change == "damage":
        theirs["active"]["damage"] += 10
    elif change == "condition":
        theirs["active"]["conditions"] = ["paralyzed"]
    elif change == "energy":
        theirs["active"]["energy"] = [*theirs["active"]["energy"], "base1-98"]
    elif change == "their_hand":
        theirs["hand"]["count"] += 1
    elif change == "deck":
        mine["deck"] -= 1
    elif change == "prizes":
        theirs["prizes"] -= 1
        theirs["prizes_taken"] += 1
    elif change == "discard":
        theirs["discard"] = [*theirs["discard"], "base1-92"]
    elif change == "energy_played":
        v["energy_played"] = not v["energy_played"]
    elif change == "retreated":
        v["retreated"] = not v["retreated"]
    elif change == "format":
        v["format"] = "origins" if v["format"] == "classic" else "classic"
    elif change == "bench":
        theirs["bench"] = [*theirs["bench"][:4], copy.deepcopy(theirs["active"])]
        if len(view["players"][1 - seat]["bench"]) == 5:
            theirs["bench"][4]["damage"] += 10
    elif change == "stadium":
        v["stadium"] = {"owner": 1 - seat, "card": "base1-92"}
    after = GAME.observe(v, seat, params)
    assert not np.array_equal(before, after), change


def test_mine_and_theirs_are_seen_from_the_seat() -> None:
    """The same play seen by each seat puts each side's Active first from its own side."""
    params = GAME.params()
    seat, view = _find(_views(7, 40))
    v = GAME.observe(view, seat, params)
    lay = obs._layout(GAME)
    mine = view["players"][seat]["active"]["card"]
    theirs = view["players"][1 - seat]["active"]["card"]
    assert v[0] == 1.0 and v[obs.PLACE_FIXED + lay.index[mine]] == 1.0
    start = 6 * lay.place
    assert v[start] == 1.0 and v[start + obs.PLACE_FIXED + lay.index[theirs]] == 1.0


def test_a_stadium_in_play_is_in_both_views_and_the_vector() -> None:
    params = GAME.params({"format": "origins"})
    st = GAME.new_state(params, seed=6)
    rng = random.Random(6)
    for _ in range(30):
        if st.outcome is None:
            _step(st, rng)
    before = [GAME.observe(st.view(s), s, params) for s in (0, 1)]
    assert all("stadium" not in st.view(s) for s in (0, 1))
    st.flags["stadium"] = [0, "origins-12"]
    for s in (0, 1):
        view = st.view(s)
        assert view["stadium"] == {"owner": 0, "card": "origins-12"}
        assert "origins-12" in view["cards"]
        after = GAME.observe(view, s, params)
        assert not np.array_equal(before[s], after)
        lay = obs._layout(GAME)
        assert after[lay.stadium + (0 if s == 0 else 1)] == 1.0
