"""Seeded random Legends of Sinnoh playouts recorded as hashes: every decision's seats, prompts,
legal actions (texts and numbers) and the action chosen with its events; at intervals every
seat's view and observation, the secrets' zones, the greedy evaluation of every seat, the state's
digest, a clone's digest (and the original's after the clone was played on) and a determinised
copy's digest.

Two versions of the code that give the same record for a seed played that game identically and
showed the same things (the golden playouts test; ``benchmarks/sinnoh_golden.py`` records and
compares many seeds).
"""

from __future__ import annotations

import hashlib
from typing import Any

from pokeforge.core import Rng, canonical_json, get_game

#: how often (in decisions) views, digests and clones are compared
EVERY = 16
#: how often a determinised copy's digest is taken
DETERMINIZE_EVERY = 97


def _secrets(state: Any) -> list[Any]:
    sec = state.secrets()
    return [
        [
            z.name,
            list(z.items),
            z.pool,
            None if z.seen_by is None else sorted(z.seen_by),
            z.ordered,
            {str(k): list(v) for k, v in z.known.items()},
        ]
        for z in sec.zones
    ]


def record(
    seed: int, seats: int, params: dict[str, Any] | None = None, cap: int = 1500
) -> dict[str, Any]:
    """Play one random game (the benchmark's way: the first seat to act picks uniformly from its
    legal actions with ``Rng(seed)``), at most ``cap`` decisions, and hash what it shows."""
    game = get_game("sinnoh")
    parsed = game.params(params)
    state = game.new_state(parsed, seed=seed, seats=seats)
    rng = Rng(seed)
    decisions = hashlib.sha256()
    views = hashlib.sha256()
    count = 0
    while state.outcome is None and count < cap:
        to_act = state.to_act()
        parts: list[Any] = [list(to_act), list(state.public_to_act())]
        for s in to_act:
            prompt = state.prompt(s)
            parts.append([s, prompt.kind, prompt.text, prompt.data])
            parts.append([str(a) for a in state.legal_actions(s)])
            parts.append(list(state.legal_action_numbers(s)))
        seat = to_act[0]
        actions = state.legal_actions(seat)
        action = actions[rng.below(len(actions))]
        if count % EVERY == 0:
            # a clone played on must leave the original as it was
            before = state.digest()
            other = state.clone()
            other.apply(seat, action)
            if state.digest() != before:
                raise AssertionError(f"seed {seed}: a clone's move changed the original")
        events = state.apply(seat, action)
        parts.append([seat, str(action), [e.to_json() for e in events]])
        decisions.update(canonical_json(parts).encode())
        count += 1
        if count % EVERY == 0 or state.outcome is not None:
            for s in [*range(state.num_seats), None]:
                view = state.view(s)
                views.update(canonical_json(view).encode())
                if s is not None:
                    views.update(game.observe(view, s, parsed).tobytes())
                    views.update(repr(round(game.evaluate(state, s), 6)).encode())
            views.update(canonical_json(_secrets(state)).encode())
            digest = state.digest()
            views.update(digest.encode())
            if state.clone().digest() != digest:
                raise AssertionError(f"seed {seed}: a clone differs at decision {count}")
        if count % DETERMINIZE_EVERY == 0 and state.outcome is None:
            copy = state.determinize(state.to_act()[0], count)
            views.update(copy.digest().encode())
    return {
        "decisions": count,
        "actions": decisions.hexdigest(),
        "views": views.hexdigest(),
        "final": state.digest(),
    }
