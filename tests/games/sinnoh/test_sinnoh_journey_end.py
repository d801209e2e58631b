"""The safety cap of a journey (OBJECTIVES are what end it; ``max_rounds`` only caps a journey
nobody finished): the trainers furthest along the objectives win, the journey score (Journey
Points earned, held or spent, + Pokémon captured) breaks ties, everyone level is a draw, a lone
trainer loses against the campaign."""

from __future__ import annotations

from journey_builders import journey, play

from pokeforge.core.outcome import Termination
from pokeforge.games.sinnoh.journey.rules.end import score


def _to_the_end(st: object) -> None:
    while st.outcome is None:  # type: ignore[attr-defined]
        play(st, "end")  # type: ignore[arg-type]


def test_the_journey_stops_at_the_safety_cap() -> None:
    st = journey(3, max_rounds=2)
    turns = 0
    while st.outcome is None:
        play(st, "end")
        turns += 1
    assert turns == 3 * 2 and st.to_act() == ()
    assert st.outcome.termination == Termination.LENGTH_CAP
    assert "The safety cap after 2 rounds: nobody conquered every objective" in st.outcome.reason
    assert st.outcome.is_draw and "all level: a draw" in st.outcome.reason


def test_progress_first_then_the_journey_score_earned_points_and_captures() -> None:
    st = journey(3, max_rounds=1)
    a, b, c = st.trainers
    a.earned, a.points, a.spent, a.captured = 6, 2, 4, 1  # score 7: spent points count
    b.earned, b.captured = 5, 1  # 6
    c.earned, c.points, c.captured = 3, 3, 3  # 6
    assert [score(t) for t in st.trainers] == [7, 6, 6]
    _to_the_end(st)
    assert st.outcome.winners == (0,)
    assert [st.outcome.result(s) for s in range(3)] == ["win", "loss", "loss"]
    assert "Player 1 0 steps (score 7), Player 2 0 steps (score 6)" in st.outcome.reason
    st = journey(3, max_rounds=1)
    st.trainers[0].earned = 20
    st.heart.liberated[2] = True  # a step of the objectives beats any score
    _to_the_end(st)
    assert st.outcome.winners == (2,) and "Player 3 1 step (score 0)" in st.outcome.reason


def test_a_tie_shares_the_win() -> None:
    st = journey(3, max_rounds=1)
    st.trainers[0].earned = st.trainers[2].earned = 4
    _to_the_end(st)
    assert st.outcome.winners == (0, 2) and "Player 1 and Player 3 share the win" in (
        st.outcome.reason
    )


def test_a_lone_trainer_loses_against_the_campaign_at_the_cap() -> None:
    st = journey(1, max_rounds=3)
    st.trainers[0].earned = 9
    _to_the_end(st)
    assert st.outcome.result(0) == "loss" and st.outcome.termination == Termination.LENGTH_CAP
    assert "Player 1 loses against the campaign" in st.outcome.reason
