"""The terminal's text of the table names attached cards as printed, never by their ids."""

from __future__ import annotations

import re

from pokeforge.core import Rng, get_game


def test_attached_energy_is_named_as_printed_in_the_text_of_the_table() -> None:
    game = get_game("origins")
    state = game.new_state(game.params({}), seed=3)
    rng = Rng(1)
    seen_energy = False
    for _ in range(300):
        if state.outcome is not None:
            break
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.below(len(actions))])
        text = game.render_text(state, 0)
        for line in text.splitlines():
            if "; energy " in line:
                seen_energy = True
                assert "Energy" in line.split("; energy ", 1)[1], line
        assert not re.search(r"\bbase\d-\d+\b", text), text
    assert seen_energy
