"""``pokeforge play``: a game in the terminal, driven through piped standard input."""

from __future__ import annotations

from pathlib import Path

import pytest
from cli_support import assert_bad_input, cli

import pokeforge.cli.play as play_module
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


def test_the_prompt_says_that_a_number_or_the_actions_text_works() -> None:
    result = cli("play", "duel", "--seats", "human,random", stdin="STAKE 2\n")
    out = result.stdout
    assert "Type a number from 1 to 2 or an action's text in brackets (e.g. stake 1)" in out
    assert "Player 1 set the stake to 2." in out  # any letter case


def test_piped_output_carries_no_colour_codes() -> None:
    result = cli("play", "duel", "--seats", "human,greedy", stdin="1\n" * 60)
    assert result.exit_code == 0 and "Your hand:" in result.stdout
    assert "\x1b[" not in result.stdout


def _screens(out: str) -> list[str]:
    """The output cut at each hand-over: what each player saw after taking the device."""
    return out.split("Pass to ")


def test_hot_seat_hands_the_device_over_before_each_other_players_decision() -> None:
    # Dice Duel: Player 1 sets the stake (public), then both play a card in secret
    result = cli("play", "duel", "--seats", "human,human", "--seed", "4", stdin="\n1\n" * 80)
    assert result.exit_code == 0, result.output
    screens = _screens(result.stdout)
    # one hand-over per screen, each followed by that player's own decision
    handed = [s.split(",", 1)[0] for s in screens[1:]]
    assert handed[:4] == ["Player 1", "Player 1", "Player 2", "Player 1"]
    for screen in screens[1:]:
        assert screen.startswith(f"{screen.split(',', 1)[0]}, then press Enter")
        assert f"== {screen.split(',', 1)[0]} ==" in screen
    # the stake (public) and Player 1's secret play are one screen apart: the secret play is
    # simultaneous, so it gets its own hand-over although Player 1 also set the stake
    assert "Set the stake" in screens[1] and "in secret" in screens[2]


def test_a_hot_seat_players_secret_play_is_not_on_the_next_players_screen() -> None:
    result = cli("play", "duel", "--seats", "human,human", "--seed", "4", stdin="\n1\n" * 80)
    screens = _screens(result.stdout)
    before_answer = screens[3].split("\n> 1\n")[0]  # Player 2's screen until it answers
    assert before_answer.startswith("Player 2") and "== Player 2 ==" in before_answer
    assert "You played" not in before_answer
    assert "You played" in screens[2]  # Player 1 saw its own play on its own screen


def test_one_human_is_never_asked_to_pass_the_device() -> None:
    result = cli("play", "duel", "--seats", "human,greedy", stdin="1\n" * 60)
    assert "Pass to" not in result.stdout


def test_quit_or_the_end_of_input_at_a_hand_over_stops_the_game(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    result = cli("play", "duel", "--seats", "human,human", "--record", str(path), stdin="quit\n")
    assert result.exit_code == 0 and "left unfinished" in result.stdout
    assert "== Player 1 ==" not in result.stdout
    assert Record.load(path).actions == []


def test_an_unwritable_record_path_is_refused_before_the_game_starts(tmp_path: Path) -> None:
    for path, words in [
        (tmp_path / "missing" / "g.json", "does not exist"),
        (tmp_path, "is a directory"),
    ]:
        result = cli("play", "duel", "--seats", "human,greedy", "--record", str(path), stdin="1\n")
        assert_bad_input(result, f"cannot write the record to {path}", words)
        assert "== Player 1 ==" not in result.stdout and "Dice Duel" not in result.stdout
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = cli("play", "duel", "--record", str(blocker / "g.json"), stdin="1\n")
    assert_bad_input(result, "cannot write the record")


def test_a_writable_record_path_is_not_left_behind_when_the_game_is_refused(
    tmp_path: Path,
) -> None:
    path = tmp_path / "g.json"
    assert_bad_input(cli("play", "duel", "--param", "target=0", "--record", str(path)))
    assert not path.exists()


def test_ctrl_c_saves_the_unfinished_game_and_says_where(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = iter(["1", "1"])

    def read() -> str:
        answer = next(answers, None)
        if answer is None:
            raise KeyboardInterrupt
        return answer

    monkeypatch.setattr(play_module, "_read_line", read)
    path = tmp_path / "g.json"
    result = cli("play", "duel", "--seats", "human,greedy", "--seed", "4", "--record", str(path))
    assert result.exit_code == 0, result.output
    assert "Interrupted: the game is left unfinished." in result.stdout
    assert f"Record saved to {path}" in result.stdout
    record = Record.load(path)
    assert len(record.actions) >= 2 and record.outcome is None and verify(record)
    assert record.meta["stopped"] == "Interrupted: the game is left unfinished."


def test_the_end_of_the_game_is_said_once() -> None:
    result = cli("play", "duel", "--seats", "greedy,random", "--seed", "3")
    assert result.exit_code == 0
    assert result.stdout.count("Game over") == 1


def test_one_players_secret_picks_in_a_row_need_one_hand_over() -> None:
    # tactics: each player picks four Pokémon in secret, Player 1 first, all at once
    result = cli("play", "tactics", "--seats", "human,human", stdin="\n" + "1\n" * 4 + "\n1\n")
    handed = [s.split(",", 1)[0] for s in _screens(result.stdout)[1:]]
    assert handed[:2] == ["Player 1", "Player 2"]
    first = _screens(result.stdout)[1]
    assert first.count("== Player 1 ==") == 4 and "== Player 2 ==" not in first


def test_a_failing_agent_leaves_a_record_that_names_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Broken:
        def choose(self, state: object, seat: int) -> str:
            raise RuntimeError("the agent broke")

    monkeypatch.setattr(play_module, "make_agent", lambda kind, seed=0: Broken())
    path = tmp_path / "g.json"
    args = ("play", "duel", "--seats", "human,greedy", "--record", str(path))
    result = cli(*args, stdin="1\n" * 5)  # stake 1, a card; then the agent must play its card
    assert isinstance(result.exception, RuntimeError)
    record = Record.load(path)
    assert len(record.actions) == 2 and record.actions[0] == (0, "stake 1")
    assert record.meta["error"] == "RuntimeError: the agent broke"


def test_a_human_who_can_only_pass_in_a_reaction_window_is_not_asked() -> None:
    args = ("play", "ambush", "--seats", "human,random", "--seed", "2", "-p", "shields=0")
    quiet = cli(*args, stdin="1\n" * 200)
    assert quiet.exit_code == 0, quiet.output
    assert "Game over" in quiet.stdout
    assert "play a Shield?" not in quiet.stdout
    asked = cli(*args, "--ask-always", stdin="1\n" * 200)
    assert asked.exit_code == 0, asked.output
    assert "play a Shield?" in asked.stdout


def test_a_human_holding_a_reaction_card_is_asked() -> None:
    result = cli("play", "ambush", "--seats", "human,random", "-p", "shields=8", stdin="1\n" * 200)
    assert result.exit_code == 0, result.output
    assert "play a Shield?" in result.stdout
