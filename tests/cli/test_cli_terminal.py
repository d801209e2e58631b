"""``pokeforge`` at a real terminal (a pseudo-terminal): screen clearing between hot-seat players,
colour boards, and stepping through a replay with the keyboard."""

from __future__ import annotations

from pathlib import Path

from cli_support import cli
from terminal_support import run_in_terminal, run_piped

from pokeforge.cli.terminal import HANDLER, ascii_for

CLEAR = "\x1b[H\x1b[2J\x1b[3J"


def test_hot_seat_clears_the_screen_before_each_hand_over() -> None:
    out = run_in_terminal(
        ["play", "duel", "--seats", "human,human", "--seed", "4"], ["", "1", "", "1", "", "1"]
    )
    assert out.count("Pass to ") >= 3
    screens = out.split(CLEAR)
    assert len(screens) >= 4
    for screen in screens[1:]:
        assert screen.startswith("Pass to Player "), screen[:80]
    # Player 2's screen, from the clear up to its answer, shows nothing of Player 1's play
    second = next(s for s in screens if s.startswith("Pass to Player 2"))
    assert "== Player 2 ==" in second
    assert "You played" not in second.split("== Player 2 ==")[1].split("\nType ")[0]


def test_the_board_is_in_colour_at_a_terminal_and_plain_in_a_pipe() -> None:
    out = run_in_terminal(["play", "duel-colour", "--seats", "human,greedy"], ["quit"])
    assert "\x1b[1;31mScores\x1b[0m" in out
    assert "== Player 1 ==" in out and "left unfinished" in out
    piped = run_piped(["play", "duel-colour", "--seats", "human,greedy"], stdin="quit\n")
    assert piped.returncode == 0, piped.stderr
    assert "Scores" in piped.stdout and "\x1b[" not in piped.stdout


def _record(tmp_path: Path) -> Path:
    cli("simulate", "duel", "--games", "1", "--seed", "3", "--record-dir", str(tmp_path))
    return next(tmp_path.glob("*.json"))


def test_replay_steps_forward_with_enter_jumps_to_a_number_and_quits_with_q(
    tmp_path: Path,
) -> None:
    path = _record(tmp_path)
    out = run_in_terminal(["replay", str(path), "--step", "0"], ["", "", "5", "2", "q", ""])
    steps = [line.split(":")[0] for line in out.splitlines() if line.startswith("Step ")]
    total = steps[0].split(" of ")[1]
    assert steps == [f"Step {n} of {total}" for n in (0, 1, 2, 5, 2)]
    assert "Step 2 of" in out and "1. Player 1: stake" in out
    assert out.rstrip().endswith("q")  # quit: the Enter typed after it shows nothing


def test_replay_at_the_last_step_says_game_over_once(tmp_path: Path) -> None:
    path = _record(tmp_path)
    total = len(__import__("json").loads(path.read_text())["actions"])
    out = run_in_terminal(["replay", str(path), "--step", str(total - 1)], ["", "", "q"])
    assert out.count("Game over") == 1
    assert "That was the last step." in out


def test_ascii_stand_ins_for_the_symbols_the_games_print() -> None:
    text = "Pokémon → 2×3 — ♥ Nidoran♂ ● ○ ★ [██··] ≥ 5 µs 漢"
    assert "".join(ascii_for(c) if not c.isascii() else c for c in text) == (
        "Pokemon -> 2x3 -- <3 Nidoran(M) @ o * [##..] >= 5 us ?"
    )
    assert text.encode("ascii", errors=HANDLER) == (
        b"Pokemon -> 2x3 -- <3 Nidoran(M) @ o * [##..] >= 5 us ?"
    )
