"""Secrets stay secret (rulebook "Pokémon selection" variants 1, 3 and 4, "Preparing for the game",
"Order of turns"): nothing a seat or a spectator is shown — view, drawing, prompt, legal actions,
their descriptions and board information, event sentences — changes when only the other seat's
unrevealed picks, placements or cycle order change."""

from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from pokeforge.core import redeal
from pokeforge.games.tactics import GAME, TacticsState

SECRET_KINDS = ("pick", "place", "order")


def _twin(st: TacticsState, other: int, rnd: random.Random) -> TacticsState | None:
    """A copy in which ``other``'s unrevealed choices are different (re-dealt by the core for the
    other seat), or None if it has none."""
    for _ in range(5):
        t = st.clone()
        redeal(t, 1 - other, rnd.randrange(1 << 30))
        if t.digest() != st.digest():
            return t
    return None


def _seen(st: TacticsState, viewer: int | None) -> str:
    """Everything ``viewer`` is shown of ``st``, as one text."""
    out: dict[str, Any] = {"view": st.view(viewer), "drawing": GAME.render_text(st, viewer)}
    if viewer is not None:
        out["prompt"] = st.prompt(viewer).to_json()
        out["actions"] = [
            GAME.action_info(st, viewer, a) | {"words": GAME.describe_action(st, viewer, a)}
            for a in st.legal_actions(viewer)
        ]
    return json.dumps(out, sort_keys=True, default=str)


@pytest.mark.parametrize("variant", [1, 2, 3, 4])
def test_nothing_shown_depends_on_the_other_seats_secrets(variant: int) -> None:
    rnd = random.Random(variant)
    checked = 0
    for seed in range(3):
        st = GAME.new_state(GAME.params({"team_selection": variant}), seed=seed)
        while st.outcome is None and st.cycle <= 3:
            for seat in (0, 1):
                twin = _twin(st, 1 - seat, rnd)
                if twin is None:
                    continue
                checked += 1
                for viewer in (seat, None):
                    assert _seen(st, viewer) == _seen(twin, viewer), (st.stage, viewer)
            seat = rnd.choice(st.to_act())
            action = rnd.choice(st.legal_actions(seat))
            for e in st.apply(seat, action):
                if e.kind in SECRET_KINDS and e.private:
                    _assert_event_hides(e.for_seat(1 - seat), action)
                    _assert_event_hides(e.for_seat(None), action)
    assert checked > 20


def _assert_event_hides(seen: dict[str, Any], action: object) -> None:
    assert "private" not in seen
    secret = str(action).split(" ", 1)[1]
    for word in secret.split():
        if word != "empty":
            assert not re.search(rf"(?<![\w.]){re.escape(word)}(?![\w.])", seen["text"]), seen
