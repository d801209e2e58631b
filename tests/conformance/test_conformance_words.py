"""Every registered game: what a person reads names seats as players, and every parameter has
its line of help (the lobby form and ``pokeforge games --json`` are built from it)."""

from __future__ import annotations

from conformance_checks import check_words
from conformance_support import check_stride, playout

from pokeforge.core import Game, describe_params


def test_every_parameter_has_one_line_of_help(game: Game) -> None:
    for entry in describe_params(game.params_type):
        assert entry["help"], f"{game.slug}: parameter {entry['name']!r} has no help text"
        assert "\n" not in entry["help"], f"{game.slug}: {entry['name']!r} help is one line"


def test_prompts_actions_events_and_outcomes_name_seats_as_players(game: Game) -> None:
    for seed in range(2):
        playout(game, seed, check=check_words, every=check_stride(game))
