"""The Ultra Burst co-op campaign played by random or greedy trainers, per difficulty: how the
games end (won: Necrozma defeated in its last phase; lost at the 70% breach; lost with every
trainer eliminated; the ``max_rounds`` safety cap), the mean rounds, the win rate, and what the
trainers achieved (Ultra Beasts defeated, Necrozma's phase reached).

    PYTHONPATH=src python benchmarks/sinnoh_ultra_burst.py AGENT PLAYERS GAMES [DIFFICULTY ...]

AGENT is ``random`` or ``greedy``; DIFFICULTY ``new``, ``veteran``, ``master`` (default: all).
``BREACH=N`` in the environment plays with N tenths of a percent per destroyed place instead of
the designed figure (to tune it; the rules read :data:`BREACH_PER_DESTROYED` from the rules
module); ``MAX_ROUNDS=N`` sets the safety cap; ``CAP=N`` the decisions per game before a game is
stopped (default 5000: counted as "decision cap").
"""

from __future__ import annotations

import os
import sys
import time
from collections import Counter

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.agents.random import RandomAgent
from pokeforge.core import get_game
from pokeforge.games.sinnoh.journey.rules import ultra as ultra_rules

#: decisions per game before it is stopped (a safety net: the greedy agent once moved a held item
#: on and off without end; journey/evaluate.py now charges for undoing within a turn)
CAP = int(os.environ.get("CAP", "5000"))


def ending(reason: str) -> str:
    if "wins together" in reason:
        return "won"
    if "breach reaches" in reason:
        return "lost at 70%"
    if "eliminated" in reason:
        return "all eliminated"
    if reason.startswith("The safety cap"):
        return "safety cap"
    return "other: " + reason


def main() -> None:
    agent, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    levels = sys.argv[4:] or ["new", "veteran", "master"]
    if "BREACH" in os.environ:
        ultra_rules.BREACH_PER_DESTROYED = int(os.environ["BREACH"])
    game = get_game("sinnoh")
    for level in levels:
        raw = {"campaign": "ultra_burst", "difficulty": level}
        if "MAX_ROUNDS" in os.environ:
            raw["max_rounds"] = os.environ["MAX_ROUNDS"]
        params = game.params(raw)
        ends: Counter[str] = Counter()
        rounds = decisions = beasts = phases = 0
        cpu = time.process_time()
        for g in range(games):
            st = game.new_state(params, seed=g, seats=players)
            agents = [
                GreedyAgent(seed=1000 * g + s) if agent == "greedy" else RandomAgent(1000 * g + s)
                for s in range(players)
            ]
            played = 0
            while st.outcome is None and played < CAP:
                seat = st.to_act()[0]
                st.apply(seat, agents[seat].choose(st, seat))
                played += 1
            decisions += played
            ends[ending(st.outcome.reason) if st.outcome is not None else "decision cap"] += 1
            rounds += min(st.round, st.params.max_rounds)
            u = st.ultra  # type: ignore[attr-defined]
            beasts += 9 - len(u.beasts)
            phases += u.phase - 1
        cpu = time.process_time() - cpu
        won = ends["won"]
        print(
            f"{agent} {players}p {level}: {games} games {dict(sorted(ends.items()))}; "
            f"win rate {won / games:.1%}; mean rounds {rounds / games:.1f}; "
            f"Ultra Beasts defeated per game {beasts / games:.2f}; Necrozma phases defeated "
            f"per game {phases / games:.2f}; {decisions / cpu:.0f} decisions/s (CPU)"
        )


if __name__ == "__main__":
    main()
