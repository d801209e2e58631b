"""``pokeforge games``: the registered games, as a table or as JSON."""

from __future__ import annotations

import json

from cli_support import cli

from pokeforge.core import all_games


def test_games_json_lists_every_registered_game_with_its_seat_range() -> None:
    result = cli("games", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert {
        "slug": "duel",
        "title": "Dice Duel (test fixture)",
        "min_seats": 2,
        "max_seats": 3,
    } in data
    assert [g["slug"] for g in data] == [g.slug for g in all_games()]
    assert all(set(g) == {"slug", "title", "min_seats", "max_seats"} for g in data)


def test_games_without_json_prints_a_table() -> None:
    result = cli("games")
    assert result.exit_code == 0
    assert "duel" in result.stdout and "Dice Duel (test fixture)" in result.stdout
    assert "2–3" in result.stdout


def test_no_command_shows_the_commands() -> None:
    result = cli()
    for command in ("games", "play", "simulate", "replay", "bench"):
        assert command in result.output
