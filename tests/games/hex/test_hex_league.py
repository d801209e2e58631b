"""§7 the League, Head-to-Head: 2, 3 and 4-6 players; 3 Items per win; the documented call."""

from __future__ import annotations

import random

from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.games.hex.rules.flow import push


def _win_battle(s, winner: int) -> None:  # type: ignore[no-untyped-def]
    """Play the current League battle to the end with dice that favour side ``winner``."""
    while s.battle is not None:
        kind = s.pending["kind"]
        seat = s.pending["seats"][0]
        if kind == "item":
            if len(s.pending["seats"]) == 1:
                s.rng.script_dice(*((6, 1) if winner == 0 else (1, 6)))
            act(s, seat, "item none")
        elif kind == "potion":
            act(s, seat, "accept")
        else:
            act(s, seat, str(s.legal_actions(seat)[0]))


def _start(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    push(s, {"t": "league_start", "seat": seat})
    run(s)


def test_two_players_first_to_two_wins_is_the_master() -> None:
    s = make_state(seats=2)
    setup_player(s, 0, ["bulbasaur", "rattata", "pidgey"])
    setup_player(s, 1, ["charmander", "weedle", "caterpie"])
    _start(s, 0)
    assert s.league is not None and s.battle is not None
    _win_battle(s, 0)
    assert s.players[0].wins == 1 and len(s.players[0].hand) == 3
    assert s.outcome is None and s.league["phase"] == "open"
    assert all(p.pos == s.board.plateau and p.league_steps == 0 for p in s.players)
    _start(s, 1)
    _win_battle(s, 1)
    assert s.outcome is not None and s.outcome.winners == (0,)


def test_three_players_the_stopper_with_a_win_faces_the_one_not_beaten() -> None:
    s = make_state(seats=3)
    for seat, team in enumerate((["bulbasaur"], ["charmander"], ["squirtle"])):
        setup_player(s, seat, team)
    s.players[0].beaten = [1]
    _start(s, 0)
    assert s.battle is not None
    assert [side["seat"] for side in s.battle["sides"]] == [0, 2]
    _win_battle(s, 0)
    assert s.outcome is not None and s.outcome.winners == (0,)


def test_four_players_most_captures_chooses_then_finalists_play_three_turns() -> None:
    s = make_state(seats=4)
    for seat, team in enumerate((["bulbasaur"], ["charmander"], ["squirtle"], ["pikachu"])):
        setup_player(s, seat, team)
    s.players[2].captures = 5
    _start(s, 0)
    assert s.pending is not None and s.pending["kind"] == "choose" and s.pending["seats"] == [2]
    act(s, 2, "choose 0")
    _win_battle(s, 0)  # 2 beats 0 (seat 2 is side 0)
    _win_battle(s, 0)  # 1 beats 3
    lg = s.league
    assert lg is not None and lg["phase"] == "finals_prep"
    assert sorted(lg["finalists"]) == [1, 2]
    assert s.players[0].out and s.players[3].out
    turns: dict[int, int] = {}
    rnd = random.Random(3)
    while s.outcome is None and s.battle is None:
        if s.pending["kind"] == "turn":
            turns[s.turn] = s.active
        seat = s.to_act()[0]
        s.apply(seat, rnd.choice(s.legal_actions(seat)))
    assert sorted(turns.values()) == [1, 1, 1, 2, 2, 2]


def test_stopping_on_start_before_a_full_lap_draws_an_item() -> None:
    s = make_state(seats=2)
    clear(s)
    start = next(sp.id for sp in s.board.spaces if sp.kind == "league_start")
    s.players[0].pos = start
    s.players[0].league_steps = 3
    hand = len(s.players[0].hand)
    push(s, {"t": "land", "seat": 0, "space": start})
    run(s)
    assert s.league is None and len(s.players[0].hand) == hand + 1


def test_the_league_is_called_at_the_documented_round() -> None:
    s = make_state(seats=2, league_call_round=2)
    rnd = random.Random(0)
    called_in: list[int] = []
    while s.league is None:
        seat = s.to_act()[0]
        before = s.round
        events = s.apply(seat, rnd.choice(s.legal_actions(seat)))
        called_in += [before if s.round == before else s.round for e in events
                      if e.kind == "league_called"]  # fmt: skip
    assert s.round == 2 and called_in == [2]  # not in round 1, at the start of round 2
    assert s.league["called"] is True and s.league["phase"] == "battle"
    assert s.battle is not None and s.battle["kind"] == "league"
    assert {side["seat"] for side in s.battle["sides"]} == {0, 1}
    assert all(p.pos == s.board.plateau for p in s.players)


def _land_on_start(s, seat: int) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    start = next(sp.id for sp in s.board.spaces if sp.kind == "league_start")
    s.players[seat].pos = start
    push(s, {"t": "land", "seat": seat, "space": start})
    run(s)


def test_a_lapped_player_keeps_the_lap_when_everyone_returns_to_the_plateau() -> None:
    s = make_state(seats=2)
    setup_player(s, 0, ["bulbasaur", "rattata", "pidgey"])
    setup_player(s, 1, ["charmander", "weedle", "caterpie"])
    lap = len(s.board.loop)
    s.players[0].league_steps = lap
    s.players[1].league_steps = 4
    _start(s, 0)
    _win_battle(s, 1)
    assert [p.league_steps for p in s.players] == [lap, 0]
    _land_on_start(s, 1)  # no full lap yet: an Item, no battle
    assert s.battle is None and s.league["phase"] == "open"
    _land_on_start(s, 0)  # the lap is kept: the next League battle starts
    assert s.battle is not None and s.league["phase"] == "battle"


def test_an_elite4_game_whose_league_was_called_goes_on_head_to_head() -> None:
    s = make_state(seats=2, league_format="elite4", league_call_round=2)
    setup_player(s, 0, ["bulbasaur", "rattata", "pidgey"])
    setup_player(s, 1, ["charmander", "weedle", "caterpie"])
    clear(s)
    s.round = 2
    from pokeforge.games.hex.rules.league import maybe_call_league

    maybe_call_league(s)
    run(s)
    assert s.league is not None and s.league["called"] and "elite_kept" not in s.league
    _win_battle(s, 0)
    assert s.league["phase"] == "open"
    s.players[1].league_steps = len(s.board.loop)
    _land_on_start(s, 1)
    assert s.battle is not None and s.battle["kind"] == "league"
