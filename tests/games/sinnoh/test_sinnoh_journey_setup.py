"""SETUP: home villages chosen anti-clockwise from the first chooser, a starter each, trainer
tokens on the villages, 3 Red Apricorns (ACT I), the first turn to the last chooser, then turns
clockwise by the seat colours of the homes."""

from __future__ import annotations

import pytest
from journey_builders import fresh, journey, play, texts

from pokeforge.core import IllegalAction


def test_homes_are_chosen_anti_clockwise_from_the_first_chooser() -> None:
    st = fresh(4, first_chooser=1)
    order = []
    for _ in range(4):
        seat = st.to_act()[0]
        order.append(seat)
        play(st, f"home {texts(st)[0].split()[1]}")
        play(st, texts(st)[0])
    # seats sit clockwise 1, 2, 3, 4: anti-clockwise from Player 2 is 2, 1, 4, 3
    assert order == [1, 0, 3, 2]
    assert st.choosers == [1, 0, 3, 2]


def test_the_first_chooser_is_drawn_from_the_seed_by_default() -> None:
    firsts = {fresh(6, seed=s).choosers[0] for s in range(40)}
    assert len(firsts) > 3  # drawn, not fixed
    assert fresh(6, seed=5).choosers == fresh(6, seed=5).choosers  # and repeatable


def test_a_home_taken_is_not_offered_again_and_starters_are_its_two() -> None:
    st = fresh(2, first_chooser=0)
    assert len(texts(st)) == 8  # the eight villages of the Heart of Sinnoh
    assert "home megalopolis" not in " ".join(texts(st))  # the Ultra Burst's home
    play(st, "home twinbrook")
    assert texts(st) == ["starter Turtwig", "starter Machop"]
    with pytest.raises(IllegalAction):
        play(st, "starter Piplup")
    play(st, "starter Machop")
    assert "home twinbrook" not in texts(st)


def test_each_trainer_stands_on_their_village_with_their_starter_and_three_red_apricorns() -> None:
    st = journey(3)
    for seat, home, starter in ((0, "snowfall", "Swinub"), (2, "pinecrest", "Rowlet")):
        t = st.trainers[seat]
        assert t.home == home and t.at == st.region.places[home].at
        assert [st.content.cards[m.card].name for m in t.party] == [starter]
        assert t.apricorns("red") == 3 and sum(t.bag) == 3


def test_the_last_chooser_takes_the_first_turn_then_clockwise_by_home_colour() -> None:
    # Player 1 chooses first; anti-clockwise: 1, 4, 3, 2, so Player 2 chooses last
    homes = ("sunspire", "snowfall", "twinbrook", "frostmere")  # Pink, Red, Green, Orange
    st = journey(4, homes=homes)
    assert st.choosers == [0, 3, 2, 1]
    # clockwise by colour: Red (P2), Orange (P4), Green (P3), Pink (P1); from Player 2
    assert st.order == [1, 3, 2, 0]
    assert st.phase == "turn" and st.actor == 1 and st.round == 1


def test_a_turn_has_three_tile_moves_and_rounds_follow_the_order() -> None:
    st = journey(3)
    assert st.moves_left == 3
    first = list(st.order)
    seen = []
    for _ in range(4):
        seen.append(st.actor)
        play(st, "end")
    assert seen == [*first, first[0]] and st.round == 2
