"""The interim end of a journey: after ``max_rounds`` rounds the highest journey score (Journey
Points earned, held or spent, + Pokémon captured) wins, ties share the win, a lone trainer
neither wins nor loses; the outcome says it is the interim end."""

from __future__ import annotations

from journey_builders import journey, play

from pokeforge.core.outcome import Termination
from pokeforge.games.sinnoh.journey.rules.end import score


def _to_the_end(st: object) -> None:
    while st.outcome is None:  # type: ignore[attr-defined]
        play(st, "end")  # type: ignore[arg-type]


def test_the_journey_ends_after_max_rounds() -> None:
    st = journey(3, max_rounds=2)
    turns = 0
    while st.outcome is None:
        play(st, "end")
        turns += 1
    assert turns == 3 * 2 and st.to_act() == ()
    assert "Interim end after 2 rounds" in st.outcome.reason
    assert "objectives are not built yet" in st.outcome.reason


def test_the_highest_journey_score_wins_earned_points_and_captures() -> None:
    st = journey(3, max_rounds=1)
    a, b, c = st.trainers
    a.earned, a.points, a.spent, a.captured = 6, 2, 4, 1  # score 7: spent points count
    b.earned, b.captured = 5, 1  # 6
    c.earned, c.points, c.captured = 3, 3, 3  # 6
    assert [score(t) for t in st.trainers] == [7, 6, 6]
    _to_the_end(st)
    assert st.outcome.termination == Termination.OBJECTIVE
    assert st.outcome.winners == (0,)
    assert [st.outcome.result(s) for s in range(3)] == ["win", "loss", "loss"]
    assert "Player 1 7, Player 2 6, Player 3 6: Player 1 wins" in st.outcome.reason


def test_a_tie_shares_the_win() -> None:
    st = journey(3, max_rounds=1)
    st.trainers[0].earned = st.trainers[2].earned = 4
    _to_the_end(st)
    assert st.outcome.winners == (0, 2) and "Player 1 and Player 3 share the win" in (
        st.outcome.reason
    )


def test_a_lone_trainer_neither_wins_nor_loses_at_the_interim_end() -> None:
    st = journey(1, max_rounds=3)
    st.trainers[0].earned = 9
    _to_the_end(st)
    assert st.outcome.is_draw and st.outcome.termination == Termination.LENGTH_CAP
    assert "journey scores Player 1 9" in st.outcome.reason
