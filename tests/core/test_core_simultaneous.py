"""core.simultaneous: secret commitments and reaction windows."""

from __future__ import annotations

import pytest

from pokeforge.core import Commitments, ReactionWindow


def test_commitments_are_pending_until_every_seat_is_in() -> None:
    c = Commitments((0, 1, 2))
    c.commit(1, "b")
    assert list(c.pending) == [0, 2] and not c.complete
    c.commit(0, "a")
    c.commit(2, "c")
    assert list(c.pending) == [] and c.complete


def test_a_seat_commits_once_and_only_if_it_takes_part() -> None:
    c = Commitments((0, 1))
    c.commit(0, "x")
    with pytest.raises(ValueError, match="already"):
        c.commit(0, "y")
    with pytest.raises(ValueError, match="no part"):
        c.commit(5, "z")
    assert c.choices == {0: "x"}


def test_a_view_shows_who_committed_and_only_the_seats_own_choice() -> None:
    c = Commitments((0, 1))
    c.commit(0, "secret-zero")
    c.commit(1, "secret-one")
    assert c.view(0) == {"seats": [0, 1], "committed": [0, 1], "mine": "secret-zero"}
    assert "secret-zero" not in repr(c.view(1))
    assert c.view(None) == {"seats": [0, 1], "committed": [0, 1]}


def test_withdraw_others_keeps_only_the_seats_commitment() -> None:
    c = Commitments((0, 1, 2))
    c.commit(0, "a")
    c.commit(2, "c")
    c.withdraw_others(2)
    assert c.choices == {2: "c"} and c.pending == (0, 1)


def test_commitments_copy_is_independent_and_json_round_trips() -> None:
    c = Commitments((0, 1))
    c.commit(1, ["order", 3])
    copy = c.copy()
    copy.commit(0, "a")
    assert c.pending == (0,)
    back = Commitments.from_json(c.to_json())
    assert back.choices == {1: ["order", 3]} and back.seats == (0, 1)


def test_a_reaction_window_waits_for_every_seat_in_it_once_and_shows_no_answer() -> None:
    w = ReactionWindow("damage", (0, 2))
    assert w.pending == (0, 2) and not w.complete
    w.commit(2, ReactionWindow.PASS)
    assert w.pending == (0,)
    with pytest.raises(ValueError):
        w.commit(2, "poke-doll")
    with pytest.raises(ValueError):
        w.commit(1, ReactionWindow.PASS)
    # nobody else learns who has answered, or what: only that reactions are being collected
    assert w.view(0) == {"trigger": "damage", "collecting": True}
    assert w.view(None) == w.view(0)
    assert w.view(2) == {"trigger": "damage", "collecting": True, "mine": "pass"}
    w.commit(0, "poke-doll")
    assert w.complete and w.view(None) == {"trigger": "damage", "collecting": False}


def test_a_reaction_window_copy_is_independent_and_json_round_trips() -> None:
    w = ReactionWindow("knockout", (0, 1), {1: "pass"})
    copy = w.copy()
    copy.commit(0, "potion")
    assert w.pending == (0,)
    back = ReactionWindow.from_json(w.to_json())
    assert (back.trigger, back.seats, back.pending, back.choices) == (
        "knockout",
        (0, 1),
        (0,),
        {1: "pass"},
    )
