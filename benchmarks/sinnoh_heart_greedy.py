"""AI trainers on the Heart of Sinnoh: how many journeys end by the objectives (rather than at
the ``max_rounds`` safety cap), the mean rounds, the objective steps reached (a step: the
village, each Shard, the Heart, Cyrus; how many trainers ended at each count), the Team Galactic
battles won and lost, and the time per decision (mean and the slowest one).

    PYTHONPATH=src python benchmarks/sinnoh_heart_greedy.py PLAYERS GAMES [MAX_ROUNDS]
        [--agent greedy|random|easy|normal|hard] [--first-seed N]

``MAX_ROUNDS`` defaults to the game's own default. Every seat plays the same agent (seeded by
game and seat, so a run is repeatable with an iteration budget).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from pokeforge.agents.registry import make_agent
from pokeforge.core import get_game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("players", type=int)
    parser.add_argument("games", type=int)
    parser.add_argument("max_rounds", type=int, nargs="?")
    parser.add_argument("--agent", default="greedy")
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    players, games = args.players, args.games
    game = get_game("sinnoh")
    given = {"campaign": "heart"}
    if args.max_rounds is not None:
        given["max_rounds"] = str(args.max_rounds)
    params = game.params(given)
    max_rounds = params.max_rounds
    ends: Counter[str] = Counter()
    battles: Counter[str] = Counter()
    reached: Counter[int] = Counter()
    rounds = decisions = 0
    slowest = 0.0
    thinking = 0.0
    cpu = time.process_time()
    for g in range(args.first_seed, args.first_seed + games):
        st = game.new_state(params, seed=g, seats=players)
        agents = [make_agent(args.agent, seed=1000 * g + s) for s in range(players)]
        while st.outcome is None and decisions < 10**7:
            seat = st.to_act()[0]
            start = time.perf_counter()
            action = agents[seat].choose(st, seat)
            spent = time.perf_counter() - start
            thinking += spent
            slowest = max(slowest, spent)
            events = st.apply(seat, action)
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
        for s in range(players):
            reached[st.heart.progress(s)] += 1
    cpu = time.process_time() - cpu
    steps = sum(n * k for k, n in reached.items())
    print(
        f"{args.agent}, {players} players, {games} games, max_rounds {max_rounds}: {dict(ends)}; "
        f"mean rounds {rounds / games:.1f}; objective steps per trainer "
        f"{steps / games / players:.2f} (trainers by steps {dict(sorted(reached.items()))}); "
        f"{dict(battles)}; {decisions} decisions, {thinking / max(1, decisions) * 1000:.1f} ms "
        f"each on average, slowest {slowest:.2f} s; {decisions / cpu:.0f} decisions/s (CPU)"
    )


if __name__ == "__main__":
    main()
