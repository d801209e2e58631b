"""pieces facts: the Legends each seat summoned and the pieces left, from a finished random
play."""

from __future__ import annotations

from typing import Any

from pokeforge.agents import RandomAgent
from pokeforge.core import Match, get_game
from pokeforge.games.pieces.board import ON_BOARD

GAME = get_game("pieces")
KEYS = {"rounds", "turns", "summons_by_seat", "pieces_left_by_seat", "cost_area_by_seat"}


def finished(seed: int) -> tuple[Any, list[list[str]]]:
    """A finished random play and the Legends each seat's summon events named."""
    match = Match(GAME, seed=seed)
    state = match.state
    agents = [RandomAgent(seed * 10 + k) for k in range(2)]
    summoned: list[list[str]] = [[], []]
    while state.outcome is None:
        seat = state.to_act()[0]
        for e in match.act(seat, agents[seat].choose(state, seat)):
            if e.kind == "summon":
                summoned[e.public["seat"]].append(e.public["piece"])
    return state, summoned


def test_the_facts_of_finished_plays() -> None:
    t = GAME.tables
    legends = {t.p_name[p] for pids in t.legend_pids for p in pids}
    summoned_somewhere = False
    for seed in range(1, 9):
        state, summoned = finished(seed)
        facts = GAME.facts(state)
        assert set(facts) == KEYS
        assert facts["turns"] == state.turns and facts["rounds"] == (state.turns + 1) // 2
        summons = facts["summons_by_seat"]
        assert len(summons) == 2 and all(name in legends for s in summons for name in s)
        assert [sorted(s) for s in summons] == [sorted(s) for s in summoned]
        summoned_somewhere |= any(summons)
        left = facts["pieces_left_by_seat"]
        assert left == [
            sum(1 for p in t.seat_pieces[s] if state.status[p] == ON_BOARD) for s in (0, 1)
        ]
        assert all(0 <= n <= len(t.seat_pieces[s]) for s, n in enumerate(left))
        assert facts["cost_area_by_seat"] == [len(state.cost[s]) for s in (0, 1)]
    assert summoned_somewhere  # random play summons a Legend now and then


def test_no_legend_is_summoned_at_the_start() -> None:
    facts = GAME.facts(GAME.new_state(seed=1))
    assert set(facts) == KEYS
    assert facts["summons_by_seat"] == [[], []] and facts["rounds"] == 0
    start = facts["pieces_left_by_seat"]
    assert start[0] == start[1] > 0
