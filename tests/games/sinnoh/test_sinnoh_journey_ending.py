"""ENDING - THE CHOICE and OBJECTIVES: the Hero of Sinnoh wins at once; the Traitor of Sinnoh
waits at the Hall of Origin for 3 final turns of every other trainer, one attempt each, the
party restored after each; the safety cap (``max_rounds``); one trainer against the campaign."""

from __future__ import annotations

from journey_builders import decide_battle, end_or_decline, journey, play, put, texts, turn_of

from pokeforge.core.outcome import Termination


def _champion(seats: int = 3, **params: object) -> object:
    st = journey(seats, **params)
    st.heart.liberated = [True] * seats
    st.grunts = ()
    st.heart.shards[0] = ("emotion", "knowledge", "willpower")
    st.heart.heart[0] = True
    st.trainers[0].items = ["heart_of_sinnoh"]  # the item the restoring gives
    st.heart.act = "act3"
    turn_of(st, 0)
    put(st, 0, "temple_of_sinnoh")
    play(st, "campaign cyrus")
    decide_battle(st, 0)
    return st


def test_the_hero_of_sinnoh_wins_at_once() -> None:
    st = _champion()
    play(st, "campaign hero")
    out = st.outcome
    assert out is not None and out.winners == (0,) and out.termination == Termination.OBJECTIVE
    assert "Hero of Sinnoh" in out.reason
    assert [out.result(s) for s in range(3)] == ["win", "loss", "loss"]


def test_the_traitor_waits_at_the_hall_of_origin_and_takes_no_more_turns() -> None:
    st = _champion()
    play(st, "campaign traitor")
    assert st.outcome is None and st.heart.choice == "traitor"
    assert st.trainers[0].at == st.region.places["hall_of_origin"].at
    seen = []
    while st.outcome is None:
        if "end" in texts(st):
            seen.append(st.actor)
        end_or_decline(st)
    assert 0 not in seen and sorted(seen) == [1, 1, 1, 2, 2, 2]  # 3 final turns each
    assert st.outcome.winners == (0,) and "Traitor of Sinnoh" in st.outcome.reason


def test_a_challenger_at_the_hall_of_origin_wins_by_defeating_the_traitor() -> None:
    st = _champion()
    play(st, "campaign traitor")
    seat = st.actor
    put(st, seat, "hall_of_origin")
    assert "campaign confront" in texts(st)
    assert not [a for a in texts(st) if a.startswith("challenge")]  # only the confrontation
    play(st, "campaign confront")
    assert st.battle_seats == (seat, 0)
    decide_battle(st, 0)
    assert st.outcome is not None and st.outcome.winners == (seat,)


def test_a_failed_attempt_puts_the_challenger_out_and_restores_the_traitor() -> None:
    st = _champion()
    play(st, "campaign traitor")
    seat = st.actor
    put(st, seat, "hall_of_origin")
    play(st, "campaign confront")
    st.battle.sides[1].party[0].damage = 1
    decide_battle(st, 1)
    assert st.heart.out[seat] and st.outcome is None
    assert all(m.damage == 0 and not m.fainted for m in st.trainers[0].party)
    seen = []
    while st.outcome is None:
        if "end" in texts(st):
            seen.append(st.actor)
        end_or_decline(st)
    assert seat not in seen and 0 not in seen
    assert st.outcome.winners == (0,)


def test_the_first_to_conquer_all_objectives_alone_wins_against_the_campaign() -> None:
    st = _champion(1)
    assert texts(st)[:2] == ["campaign hero", "campaign traitor"]  # evolutions may follow
    play(st, "campaign traitor")  # nobody is left to challenge: undisputed
    assert st.outcome is not None and st.outcome.winners == (0,)


def test_the_safety_cap_ranks_progress_then_journey_score() -> None:
    st = journey(3, max_rounds=1)
    st.heart.liberated[1] = True
    st.heart.liberated[2] = True
    st.heart.shards[2] = ("emotion",)
    st.trainers[1].earned = 30
    while st.outcome is None:
        play(st, "end")
    out = st.outcome
    assert out.termination == Termination.LENGTH_CAP and out.winners == (2,)
    assert "after 1 round" in out.reason and "objectives" in out.reason


def test_a_lone_trainer_loses_against_the_campaign_at_the_cap() -> None:
    st = journey(1, max_rounds=2)
    while st.outcome is None:
        play(st, "end")
    out = st.outcome
    assert out.termination == Termination.LENGTH_CAP and out.losers == (0,)
    assert out.result(0) == "loss"


def test_the_campaigns_progress_survives_json_and_clones() -> None:
    from pokeforge.games.sinnoh import GAME

    st = _champion()
    play(st, "campaign traitor")
    st.heart.shards[1] = ("willpower",)
    copy = GAME.state_from_json(st.to_json())
    assert isinstance(copy, type(st))
    assert copy.heart.to_json() == st.heart.to_json()
    assert copy.to_json() == st.to_json()
    twin = st.clone()
    twin.heart.out[1] = True
    twin.heart.shards[2] = ("emotion",)
    assert not st.heart.out[1] and st.heart.shards[2] == ()


# -- audit (campaign, stamps and hidden spots, 2026-11-28) -----------------------------------------


def test_an_attempt_ending_in_a_draw_is_a_failure() -> None:
    # "If one of them succeeds, they are now the winner": a draw is no success (ours: out)
    from test_sinnoh_journey_acts import _mutual_knockout

    st = _champion()
    play(st, "campaign traitor")
    seat = st.actor
    put(st, seat, "hall_of_origin")
    play(st, "campaign confront")
    _mutual_knockout(st)
    assert st.heart.out[seat] and st.outcome is None
    assert all(m.damage == 0 and not m.fainted for m in st.trainers[0].party)  # restored


def test_the_attempt_is_made_at_the_hall_of_origin_once() -> None:
    # "1 attempt each", "must be able to reach you at the Hall of Origin in these 3 turns"
    st = _champion()
    play(st, "campaign traitor")
    seat = st.actor
    assert st.heart.final_turns[seat] == 2  # this final turn has begun
    put(st, seat, "lake_verity")
    assert "campaign confront" not in texts(st)
    put(st, seat, "hall_of_origin")
    play(st, "campaign confront")
    decide_battle(st, 1)
    assert st.heart.attempted[seat] and st.heart.out[seat]
    assert seat not in st.to_act()
