"""The Dice Duel fixture game: secret simultaneous plays, dice and hidden hands in isolation."""

from __future__ import annotations

from fixtures.duel import GAME, DuelState, Play, Stake


def _play_phase(seed: int = 1, seats: int = 2) -> DuelState:
    state = GAME.new_state(GAME.params(), seed=seed, seats=seats)
    assert isinstance(state, DuelState)
    state.apply(0, Stake(2))
    state.hands = [[2, 5, 6], [1, 3, 4], [1, 1, 6]][:seats]
    state.invalidate()
    return state


def test_every_seat_plays_at_once_in_secret() -> None:
    state = _play_phase()
    assert state.to_act() == (0, 1)
    events = state.apply(1, Play(4))
    assert state.to_act() == (0,)
    assert events[0].for_seat(0)["text"] == "Player 2 played a card face down."
    assert events[0].for_seat(1)["text"] == "You played 4 face down."
    assert state.view(1)["plays"]["mine"] == 4
    assert "mine" not in state.view(0)["plays"]
    assert state.view(0)["hand_sizes"] == [3, 3]


def test_the_highest_card_plus_die_scores_the_stake() -> None:
    state = _play_phase()
    state.rng.script_dice(1, 5)  # seat 0: 6 + 1 = 7; seat 1: 4 + 5 = 9
    state.apply(0, Play(6))
    texts = [e.text for e in state.apply(1, Play(4))]
    assert "Player 2 revealed 4 and rolled 5: 9." in texts
    assert state.scores == [0, 2]
    assert state.phase == "stake" and state.to_act() == (1,)


def test_a_tie_at_the_top_scores_nothing_even_if_a_third_seat_is_lower() -> None:
    state = _play_phase(seats=3)
    state.hands[0] = [5, 6]
    state.invalidate()
    state.rng.script_dice(4, 6, 1)  # 5 + 4 = 9, 3 + 6 = 9, 6 + 1 = 7
    state.apply(0, Play(5))
    state.apply(1, Play(3))
    events = state.apply(2, Play(6))
    assert state.scores == [0, 0, 0]
    assert any(e.text == "A tie at the top: nobody scores." for e in events)


def test_each_later_stake_makes_every_seat_draw_and_only_the_drawer_learns_its_card() -> None:
    state = _play_phase()
    state.deck = [3, 6]
    state.rng.script_dice(1, 1)
    state.apply(0, Play(2))
    state.apply(1, Play(1))
    assert not state.hands[0] or state.hands[0] == [5, 6]  # nothing drawn in the first round
    events = state.apply(1, Stake(1))  # the second round's stake: every seat draws
    draws = [e for e in events if e.kind == "draw"]
    assert draws[0].for_seat(0)["text"] == "You drew 6."
    assert "6" not in draws[0].for_seat(1)["text"] and "private" not in draws[0].for_seat(1)
    assert "hand" not in state.view(None) and state.view(1)["hand"] == [3, 3, 4]


def test_reaching_the_target_wins_and_a_shared_top_score_is_a_draw() -> None:
    state = _play_phase()
    state.scores = [2, 0]
    state.rng.script_dice(6, 1)
    state.apply(0, Play(6))
    state.apply(1, Play(1))
    assert state.outcome is not None and state.outcome.winners == (0,)
    draw = _play_phase()
    draw.scores = [1, 1]
    draw.hands = [[6], [1]]
    draw.deck = []
    draw.invalidate()
    draw.rng.script_dice(1, 6)  # 7 vs 7: nobody scores, the hands are empty
    draw.apply(0, Play(6))
    draw.apply(1, Play(1))
    assert draw.outcome is not None and draw.outcome.is_draw


def test_determinising_hides_the_other_seats_play_and_hand_but_keeps_ones_own() -> None:
    state = _play_phase()
    state.deck = [1, 2, 3, 4, 5, 6]
    state.apply(1, Play(4))
    copy = state.determinize(0, seed=77)
    assert copy.plays.choices == {} and copy.to_act() == (0, 1)
    assert copy.hands[0] == state.hands[0]
    assert sorted(copy.hands[1] + copy.deck) == sorted(state.hands[1] + state.deck)
    assert state.plays.choices == {1: 4}
    own = state.determinize(1, seed=77)
    assert own.plays.choices == {1: 4} and own.hands[1] == state.hands[1]
