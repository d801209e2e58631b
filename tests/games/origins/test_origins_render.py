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


def test_a_players_own_face_down_picks_show_in_their_text_and_not_in_the_opponents() -> None:
    game = get_game("origins")
    state = game.new_state(game.params({}), seed=3)
    state.apply(0, state.legal_actions(0)[0])  # Ponyta as the Active, face down
    mine = game.render_text(state, 0)
    assert "Active: Ponyta (face down, placed by you)" in mine
    theirs = game.render_text(state, 1)
    assert "Ponyta (face down" not in theirs
    assert "Player 1: deck 53, hand 7" in theirs  # the picks stay in the hand until the reveal
    assert "Ponyta" not in theirs.split("Player 2 (you)")[0]


def test_the_text_shows_each_actives_attacks_weakness_resistance_and_retreat() -> None:
    from test_origins_powers import _table

    state = _table(("base1-58", "base1-4"))  # Pikachu against Charizard
    text = get_game("origins").render_text(state, 0)
    assert "Gnaw [C] 10" in text
    assert "Thunder Jolt [LC] 30: Flip a coin. If tails, Pikachu does 10 damage to itself." in text
    assert "Fire Spin [RRRR] 100: Discard 2 Energy cards attached to Charizard" in text
    assert "Energy Burn (Pokémon Power)" in text
    assert "weakness Water ×2" in text and "resistance Fighting -30" in text
    assert "retreat 3" in text and "weakness Fighting ×2" in text


def test_the_text_shows_the_stadium_effects_conditions_and_the_discard_piles_top() -> None:
    from test_origins_powers import _table

    state = _table(("base1-58", "base1-4"))
    state.flags["stadium"] = [1, "origins-14"]
    state.discard[0][:] = ["base1-95", "base1-98"]
    state.active[1]["cond"] = ["asleep"]  # type: ignore[index]
    state.active[1]["markers"] = [{"kind": "no_retreat", "turns": 1}]  # type: ignore[index]
    state.invalidate()
    text = get_game("origins").render_text(state, 0)
    stadium = state.cards["origins-14"].name
    assert f"Stadium in play: {stadium} (Player 2's)" in text
    assert "discard 2 (top: Fire Energy)" in text
    assert "Asleep" in text and "no_retreat" in text.replace(" ", "_").lower()
