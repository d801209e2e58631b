"""Seeded random HEX playouts recorded as hashes: every decision's seats, prompts and legal
action texts, the action chosen, its events, and at intervals every seat's view, the state's
digest, a clone's digest and a determinised copy's digest.

Two versions of the code that give the same record for a seed played that game identically (the
golden playouts test; ``benchmarks/hex_golden.py`` records and compares many seeds).
"""

from __future__ import annotations

import hashlib
from typing import Any

from pokeforge.core import Rng, canonical_json, get_game

#: how often (in decisions) views, digests and clones are compared
EVERY = 16
#: how often a determinised copy's digest is taken
DETERMINIZE_EVERY = 97


def record(seed: int, seats: int = 4, params: dict[str, Any] | None = None) -> dict[str, Any]:
    """Play one random game (the benchmark's way: the first seat to act picks uniformly from its
    legal actions with ``Rng(seed)``) and hash everything it shows along the way."""
    game = get_game("hex")
    state = game.new_state(game.params(params), seed=seed, seats=seats)
    rng = Rng(seed)
    decisions = hashlib.sha256()
    views = hashlib.sha256()
    count = 0
    while state.outcome is None:
        to_act = state.to_act()
        parts: list[Any] = [list(to_act), list(state.public_to_act())]
        for s in to_act:
            prompt = state.prompt(s)
            parts.append([s, prompt.kind, prompt.text, prompt.data])
            parts.append([str(a) for a in state.legal_actions(s)])
        seat = to_act[0]
        actions = state.legal_actions(seat)
        action = actions[rng.below(len(actions))]
        events = state.apply(seat, action)
        parts.append([seat, str(action), [e.to_json() for e in events]])
        decisions.update(canonical_json(parts).encode())
        count += 1
        if count % EVERY == 0 or state.outcome is not None:
            for s in [*range(state.num_seats), None]:
                views.update(canonical_json(state.view(s)).encode())
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
