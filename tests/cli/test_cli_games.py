"""``pokeforge games``: the registered games and their parameters, as tables or as JSON."""

from __future__ import annotations

import json
from importlib.metadata import version

from cli_support import assert_bad_input, cli

from pokeforge.core import all_games

DUEL_PARAMS = [
    {
        "name": "target",
        "type": "int",
        "default": 3,
        "min": 1,
        "max": 20,
        "help": "points needed to win",
    },
    {
        "name": "hand_size",
        "type": "int",
        "default": 3,
        "min": 1,
        "max": 4,
        "help": "cards in each hand",
    },
]


def test_games_json_lists_every_registered_game_with_its_seats_and_parameters() -> None:
    result = cli("games", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    duel = next(g for g in data if g["slug"] == "duel")
    assert duel == {
        "slug": "duel",
        "title": "Dice Duel (test fixture)",
        "min_seats": 2,
        "max_seats": 3,
        "params": DUEL_PARAMS,
    }
    assert [g["slug"] for g in data] == [g.slug for g in all_games()]
    assert all(set(g) == {"slug", "title", "min_seats", "max_seats", "params"} for g in data)


def test_every_real_game_describes_each_parameter_with_a_type_and_a_default() -> None:
    data = json.loads(cli("games", "--json").stdout)
    for game in data:
        for param in game["params"]:
            assert {"name", "type", "default", "help"} <= set(param), (game["slug"], param)
            assert param["type"] in ("bool", "int", "str", "choice", "int_list")
            if param["type"] == "choice":
                assert param["default"] in param["choices"], (game["slug"], param)


def test_one_game_as_json_is_that_game_alone() -> None:
    result = cli("games", "DUEL", "--json")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["params"] == DUEL_PARAMS


def test_games_without_json_prints_a_table() -> None:
    result = cli("games")
    assert result.exit_code == 0
    assert "duel" in result.stdout and "Dice Duel (test fixture)" in result.stdout
    assert "2–3" in result.stdout


def test_one_game_prints_its_parameters_with_their_help() -> None:
    result = cli("games", "duel")
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    target = next(line for line in lines if "target" in line)
    for cell in ("int", "3", "1–20", "points needed to win"):
        assert cell in target


def test_an_unknown_game_is_bad_input() -> None:
    assert_bad_input(cli("games", "nope"), "unknown game 'nope'")


def test_version_prints_the_package_version() -> None:
    result = cli("--version")
    assert result.exit_code == 0
    assert result.stdout == f"pokeforge {version('pokeforge')}\n"


def test_no_command_shows_the_commands() -> None:
    result = cli()
    for command in ("games", "play", "simulate", "replay", "bench", "odds", "content"):
        assert command in result.output
