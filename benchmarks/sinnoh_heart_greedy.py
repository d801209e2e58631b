"""Greedy trainers on the Heart of Sinnoh: how many journeys end by the objectives (rather than
at the ``max_rounds`` safety cap), the mean rounds, the objective steps reached and the Team
Galactic battles won and lost.

    PYTHONPATH=src python benchmarks/sinnoh_heart_greedy.py PLAYERS GAMES [MAX_ROUNDS]
"""

from __future__ import annotations

import sys
import time
from collections import Counter

from pokeforge.agents.greedy import GreedyAgent
from pokeforge.core import get_game


def main() -> None:
    players, games = int(sys.argv[1]), int(sys.argv[2])
    max_rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 60
    game = get_game("sinnoh")
    params = game.params({"campaign": "heart", "max_rounds": max_rounds})
    ends: Counter[str] = Counter()
    battles: Counter[str] = Counter()
    rounds = steps = decisions = 0
    cpu = time.process_time()
    for g in range(games):
        st = game.new_state(params, seed=g, seats=players)
        agents = [GreedyAgent(seed=1000 * g + s) for s in range(players)]
        while st.outcome is None and decisions < 10**7:
            seat = st.to_act()[0]
            events = st.apply(seat, agents[seat].choose(st, seat))
            decisions += 1
            for e in events:
                if e.kind == "galactic" and "won" in e.public:
                    foe = "commander" if e.public.get("shard") else e.public.get("foe", "?")
                    battles["won" if e.public["won"] else "lost"] += 1
                    if not e.public["won"]:
                        battles[f"lost to {foe}"] += 1
        assert st.outcome is not None
        capped = st.outcome.reason.startswith("The safety cap")
        ends["max_rounds cap" if capped else "objectives"] += 1
        rounds += min(st.round, max_rounds)
        steps += sum(st.heart.progress(s) for s in range(players))
    cpu = time.process_time() - cpu
    print(
        f"{players} players, {games} games: {dict(ends)}; mean rounds {rounds / games:.1f}; "
        f"objective steps per trainer {steps / games / players:.2f}; {dict(battles)}; "
        f"{decisions / cpu:.0f} greedy decisions/s (CPU)"
    )


if __name__ == "__main__":
    main()
