"""``pokeforge play``: a game in the terminal, driven through piped standard input."""

from __future__ import annotations

from pathlib import Path

from cli_support import assert_bad_input, cli

from pokeforge.core import Record, verify


def test_a_human_plays_a_whole_game_against_greedy_by_numbers() -> None:
    result = cli("play", "duel", "--seats", "human,greedy", "--seed", "4", stdin="1\n" * 60)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "Player 1: human, Player 2: greedy" in out
    assert "== Player 1 ==" in out and "Your hand:" in out
    assert "  1. Set the stake to 1  [stake 1]" in out
    assert "Player 1 set the stake to 1." in out
    assert "You played" in out and "Player 2 played a card face down." in out
    assert "Game over: " in out


def test_the_human_sees_its_own_private_events_but_not_the_opponents() -> None:
    result = cli("play", "duel", "--seats", "human,random", "--seed", "4", stdin="1\n" * 60)
    assert "You drew" in result.stdout
    assert "Player 2 drew a card." in result.stdout


def test_actions_may_be_typed_as_text() -> None:
    result = cli("play", "duel", "--seats", "human,random", stdin="stake 2\n")
    assert "Player 1 set the stake to 2." in result.stdout


def test_a_wrong_entry_is_refused_with_the_reason_and_asked_again() -> None:
    result = cli("play", "duel", "--seats", "human,random", stdin="stake 7\n9\n0\n2\n")
    out = result.stdout
    assert "Refused: 'stake 7' is not a legal action now (Set the stake for this round)" in out
    assert out.count("Refused: choose a number from 1 to 2.") == 2
    assert "Player 1 set the stake to 2." in out
    assert result.exit_code == 0


def test_the_end_of_input_stops_the_game_cleanly() -> None:
    result = cli("play", "duel", "--seats", "human,greedy", stdin="1\n")
    assert result.exit_code == 0
    assert "Input ended: the game is left unfinished." in result.stdout
    assert "Traceback" not in result.output and result.exception is None


def test_quit_stops_the_game() -> None:
    result = cli("play", "duel", "--seats", "human,greedy", stdin="quit\n1\n")
    assert result.exit_code == 0 and "left unfinished" in result.stdout
    assert "set the stake" not in result.stdout


def test_ai_seats_play_by_themselves_to_the_end() -> None:
    result = cli("play", "duel", "--seats", "greedy,random,random", "--param", "target=2")
    assert result.exit_code == 0
    assert "Player 3: random" in result.stdout and "Game over: " in result.stdout
    assert "Your hand" not in result.stdout  # nobody's hand is drawn: spectator's view


def test_two_humans_take_turns_at_the_same_terminal() -> None:
    result = cli("play", "duel", "--seats", "human,human", stdin="1\n" * 80)
    assert result.exit_code == 0
    assert "== Player 1 ==" in result.stdout and "== Player 2 ==" in result.stdout
    assert "Game over: " in result.stdout


def test_the_game_can_be_recorded_and_verified(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = cli("play", "duel", "--seats", "random,greedy", "--seed", "9", "--record", str(path))
    assert result.exit_code == 0 and f"Record saved to {path}" in result.stdout
    record = Record.load(path)
    assert record.seed == 9 and verify(record)


def test_bad_input_exits_with_status_2_and_a_message() -> None:
    assert_bad_input(cli("play", "no-such-game"), "unknown game 'no-such-game'")
    assert_bad_input(cli("play", "duel", "--seats", "human,robot"), "unknown agent 'robot'")
    assert_bad_input(cli("play", "duel", "--seats", "human"), "2–3 players, not 1")
    assert_bad_input(cli("play", "duel", "--seats", "human,,greedy"), "--seats")
    assert_bad_input(cli("play", "duel", "--param", "target=0"), "target")
    assert_bad_input(cli("play", "duel", "--param", "colour"), "key=value")
