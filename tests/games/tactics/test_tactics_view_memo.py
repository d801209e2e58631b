"""The parts the tactics view and observation remember are exact: a view equals the view of a
fresh copy of the state (restored from JSON, nothing remembered), also after the state is changed
by hand as builders do; a remembered prompt equals the prompt built afresh; an observation of a
view equals the observation of a deep copy of it (whose parts were never seen)."""

from __future__ import annotations

import copy
import json
import random
import sys
import threading

import pytest

from pokeforge.core import get_game
from pokeforge.games.tactics import TacticsState
from pokeforge.games.tactics.rules.prompts import prompt_for, prompt_json

GAME = get_game("tactics")


def fresh_view(st: TacticsState, seat: int | None) -> str:
    """The view of a copy of ``st`` restored from JSON (no memo of any kind on it)."""
    return json.dumps(GAME.state_from_json(st.to_json()).view(seat))


def random_play(variant: int, seed: int) -> list[TacticsState]:
    """A copy of the state before each decision of a random play."""
    st = GAME.new_state(GAME.params({"team_selection": variant}), seed=seed)
    pick = random.Random(seed)
    out = []
    while st.outcome is None:
        out.append(st.clone())
        seat = st.to_act()[0]
        actions = st.legal_actions(seat)
        st.apply(seat, actions[pick.randrange(len(actions))])
    return out


@pytest.mark.parametrize("variant", [1, 4])
def test_each_view_equals_the_view_of_a_fresh_copy(variant: int) -> None:
    st = GAME.new_state(GAME.params({"team_selection": variant}), seed=variant)
    pick = random.Random(variant)
    checked = 0
    while st.outcome is None:
        for seat in (0, 1, None):
            assert json.dumps(st.view(seat)) == fresh_view(st, seat)
        checked += 1
        seat = st.to_act()[0]
        actions = st.legal_actions(seat)
        st.apply(seat, actions[pick.randrange(len(actions))])
    assert checked > 50


def test_a_state_changed_by_hand_is_shown_as_it_is_now() -> None:
    """Every part a view remembers is compared with the state before it is shown again."""
    states = [s for s in random_play(1, 7) if s.schedule and s.stage in ("move", "attack")]
    st = states[len(states) // 2]
    for seat in (0, 1, None):
        st.view(seat)
    m = st.mons[st.t_mon]
    changes = [
        lambda: setattr(m, "hp", m.hp - 1),
        lambda: m.tokens.__setitem__("paralysis", m.tokens["paralysis"] + 1),
        lambda: st.schedule.reverse(),  # in place: the same list object
        lambda: st.orders.choices[0].reverse(),  # type: ignore[union-attr]
        lambda: st.picks[1].reverse(),
        lambda: setattr(st, "rescue_seat", m.owner),
        lambda: st.rescue_used.__setitem__(m.owner, True),
    ]
    for change in changes:
        before = json.dumps(st.view(0))
        change()
        after = json.dumps(st.view(0))
        assert after != before
        assert after == fresh_view(st, 0)
        assert json.dumps(st.view(1)) == fresh_view(st, 1)


def test_a_remembered_prompt_equals_the_prompt_built_afresh() -> None:
    """Also for a seat not to act (asked first: its "wait" must not be kept for the other)."""
    seen = set()
    kinds = set()
    for variant in (1, 2, 3, 4):
        for st in random_play(variant, variant):
            for seat in (1 - st.to_act()[0], st.to_act()[0]):  # one not to act first, if any
                own, public = prompt_json(st, seat)
                pr = prompt_for(st, seat)
                assert own == pr.to_json()
                assert public == {"kind": pr.kind, "text": pr.text}
                assert prompt_json(st, seat) == (own, public)
                seen.add(st.stage)
                kinds.add(own["kind"])
    assert {"order", "move", "attack"} <= seen
    assert kinds >= {"wait", "order", "move", "attack"}


def test_an_observation_equals_that_of_a_deep_copy_of_the_view() -> None:
    params = GAME.params()
    states = random_play(1, 3)
    for st in states[:: max(1, len(states) // 120)]:
        for seat in (0, 1):
            view = st.view(seat)
            got = GAME.observe(view, seat, params)
            assert got.tobytes() == GAME.observe(copy.deepcopy(view), seat, params).tobytes()


def test_threads_observing_at_once_get_the_observations_of_one_thread() -> None:
    """What observe keeps and patches in place is kept per thread."""
    params = GAME.params()
    states = random_play(2, 5)[:200]
    views = [(st.view(s), s) for st in states for s in (0, 1)]
    expected = [GAME.observe(copy.deepcopy(v), s, params).tobytes() for v, s in views]
    results: dict[int, list[bytes]] = {}

    def work(k: int) -> None:
        order = views if k % 2 == 0 else views[::-1]
        got = [GAME.observe(v, s, params).tobytes() for v, s in order]
        results[k] = got if k % 2 == 0 else got[::-1]

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)  # switch threads as often as possible
    try:
        threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert sorted(results) == [0, 1, 2, 3]
    for got in results.values():
        assert got == expected
