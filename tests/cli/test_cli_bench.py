"""``pokeforge bench``: throughput and clone cost as JSON (the figures are not asserted)."""

from __future__ import annotations

import json

from cli_support import assert_bad_input, cli


def test_bench_json_reports_the_documented_figures() -> None:
    result = cli("bench", "duel", "--seconds", "0.2", "--players", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["game"] == "duel"
    assert data["decisions_per_s"] > 0 and data["games_per_s"] > 0 and data["clone_us"] > 0


def test_bench_prints_a_sentence_without_json() -> None:
    result = cli("bench", "duel", "--seconds", "0.1")
    assert result.exit_code == 0 and "decisions/s" in result.stdout and "µs" in result.stdout


def test_bench_with_an_agent_reports_its_search_speed() -> None:
    result = cli("bench", "duel", "--seconds", "0.3", "--agent", "easy", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["decisions_per_s"] > 0
    search = data["search"]
    assert search["agent"] == "easy" and search["simulations_per_s"] > 0
    assert search["seconds_per_decision"] > 0 and search["searched"] > 0
    text = cli("bench", "duel", "--seconds", "0.2", "--agent", "easy")
    assert text.exit_code == 0 and "simulations/s" in text.stdout and "easy" in text.stdout


def test_bad_input_exits_with_status_2() -> None:
    assert_bad_input(cli("bench", "duel", "--seconds", "0"), "--seconds")
    assert_bad_input(cli("bench", "duel", "--param", "x=1"), "unknown parameter")
    assert_bad_input(cli("bench", "nope"), "unknown game")
    assert_bad_input(cli("bench", "duel", "--agent", "robot"), "unknown agent")
