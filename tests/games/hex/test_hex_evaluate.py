"""The greedy agent's evaluation (not a rule): it follows the rulebook's route to the League."""

from __future__ import annotations

from hex_builders import act, clear, make_state, open_battle, run, setup_player

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.games.hex.actions import Action
from pokeforge.games.hex.evaluate import _settled, describe, evaluate
from pokeforge.games.hex.odds import battle_odds
from pokeforge.games.hex.rules.flow import advance, ask, push


def _at_city_of(s, seat: int, leader: str) -> int:  # type: ignore[no-untyped-def]
    city = s.board.space_of_city(leader)
    s.players[seat].pos = city
    return int(city)


def _gym_offer(s, leader: str) -> None:  # type: ignore[no-untyped-def]
    clear(s)
    s.active = 0
    _at_city_of(s, 0, leader)
    ask(s, "gym", [0], "challenge?", leader=leader)


def test_challenging_a_gym_the_team_can_beat_scores_above_passing() -> None:
    s = make_state()
    leader = s.board.spaces[next(c for c in s.board.cities if s.board.spaces[c].leader)].leader
    setup_player(s, 0, ["mewtwo", "articuno"], badges=4)
    _gym_offer(s, leader)
    fight, wait = s.clone(), s.clone()
    act(fight, 0, "challenge")
    act(wait, 0, "pass")
    assert evaluate(fight, 0) > evaluate(wait, 0)


def test_the_next_badge_is_worth_the_exact_chance_of_beating_the_leader_here() -> None:
    s = make_state()
    leaders = [s.board.spaces[c].leader for c in s.board.cities if s.board.spaces[c].leader]
    leader = min(
        leaders, key=lambda lid: (s.content.leaders[lid].dual, s.content.leaders[lid].power)
    )
    setup_player(s, 0, ["pidgey"], trainer="hiker")
    _gym_offer(s, leader)
    odds = battle_odds(s.content, ["pidgey"], None, leader)
    chance = odds["a_wins"]["probability"] + odds["draw"]["probability"]
    assert 0 < chance < 1
    assert abs(describe(s, 0)["route"] - 100 * chance) < 1e-9


def test_a_gym_the_team_cannot_beat_does_not_hold_the_player() -> None:
    s = make_state()
    setup_player(s, 0, ["rattata"], trainer="hiker")
    _gym_offer(s, "sabrina")  # a dual Leader: one Pokémon cannot fight it at all
    assert describe(s, 0)["route"] < 100 * 0.8**1  # another Leader, at least a turn away
    fight = s.clone()
    act(fight, 0, "challenge")
    assert fight.pending is not None
    # fighting is not worth more than what passing leaves
    wait = s.clone()
    act(wait, 0, "pass")
    assert evaluate(fight, 0) <= evaluate(wait, 0) + 1e-9


def test_an_offered_trade_that_helps_scores_above_one_that_hurts() -> None:
    s = make_state()
    setup_player(s, 0, ["rattata", "mewtwo"], badges=4)
    setup_player(s, 1, ["pidgey", "zapdos"], badges=4)
    clear(s)
    s.active = 0
    good, bad = s.clone(), s.clone()
    for st, give, want in ((good, "rattata", "zapdos"), (bad, "mewtwo", "pidgey")):
        offer = {"from": 0, "to": 1, "give": give, "want": want}
        ask(st, "offer", [1], "accept the trade?", offer=offer)
    assert evaluate(good, 0) > evaluate(bad, 0)


def test_six_badges_point_the_way_to_the_plateau_then_start_the_league() -> None:
    s = make_state()
    setup_player(s, 0, ["mewtwo"], badges=6)
    clear(s)
    far, near = s.clone(), s.clone()
    far.players[0].pos = far.board.start
    near.players[0].pos = near.board.plateau
    near.players[0].plateau_done = True
    assert evaluate(near, 0) > evaluate(far, 0)
    lapped = near.clone()
    lapped.players[0].pos = lapped.board.loop[5]
    lapped.players[0].league_steps = len(lapped.board.loop)
    assert evaluate(lapped, 0) > evaluate(near, 0)


def test_greedy_players_start_the_league_by_stopping_on_start_without_the_call() -> None:
    s = make_state(seats=2, seed=100, league_call_round=0)
    agents = [GreedyAgent(1), GreedyAgent(2)]
    while s.outcome is None and s.round < 120:
        seat = s.to_act()[0]
        s.apply(seat, agents[seat].choose(s, seat))
    assert s.outcome is not None
    assert s.league is not None and not s.league["called"]
    assert max(len(p.badges) for p in s.players) == 6


def test_a_pending_move_is_worth_its_best_landing() -> None:
    s = make_state()
    setup_player(s, 0, ["bulbasaur"])
    clear(s)
    s.active = 0
    s.flags["turn_started"] = True
    push(s, {"t": "turn_menu"})
    run(s)
    moved = s.clone()
    act(moved, 0, "roll")
    assert moved.pending is not None and moved.pending["kind"] == "move"
    assert describe(moved, 0)["pending"] != 0.0


def test_after_the_plateau_a_player_away_from_the_league_is_pulled_back() -> None:
    s = make_state()
    setup_player(s, 0, ["mewtwo"], badges=6)
    clear(s)
    s.players[0].plateau_done = True
    s.players[0].visited.append(s.board.plateau)
    home, away = s.clone(), s.clone()
    home.players[0].pos = home.board.plateau
    away.players[0].pos = away.board.start
    assert evaluate(home, 0) > evaluate(away, 0)


def test_a_roll_held_in_a_time_travel_window_is_valued_as_the_move_after_it() -> None:
    """Issue 10: every roll opens a reaction window when someone holds an Item; the evaluation
    looks past it (everyone still to answer passes), so a roll keeps its best landing's worth."""
    s = make_state()
    setup_player(s, 0, ["bulbasaur"], hand=["protein.1"])
    setup_player(s, 1, ["charmander"], hand=["vitamin.1"])
    clear(s)
    s.active = 0
    push(s, {"t": "turn_menu"})
    advance(s)
    s.apply(0, Action("roll"))
    assert s.pending is not None and s.pending["kind"] == "react"
    passed = s.clone()
    for seat in passed.to_act():
        passed.apply(seat, Action("pass"))
    assert passed.pending is not None and passed.pending["kind"] == "move"
    assert evaluate(s, 0) == evaluate(passed, 0)
    assert describe(passed, 0)["pending"] != 0.0


def test_a_battle_item_set_before_the_other_side_is_valued_with_the_duel_fought() -> None:
    """Once a player has set its Item face down and the other player has not, the evaluation
    has the other side set none (what reads nothing hidden) and the duel fought, so the Item
    set counts; the state itself is untouched, and a player not in the battle is not helped."""
    s = make_state(seed=3)
    setup_player(s, 0, ["squirtle"], hand=["protein.1"])
    setup_player(s, 1, ["charmander"], hand=["vitamin.1"])
    open_battle(s, "duel", 0, 1)
    act(s, 0, "send squirtle")
    act(s, 1, "send charmander")
    s.apply(0, Action("item", "protein.1"))
    assert s.to_act() == (1,)
    before = s.digest()
    fought = _settled(s, 0)
    assert s.digest() == before
    assert "protein.1" not in fought.players[0].hand and "vitamin.1" in fought.players[1].hand
    assert fought.commits is None and fought.flags["last_battle"]["winner"] == 0
    assert _settled(s, 1) is s  # seat 1 still has to choose: nothing is supposed for it
