"""``pokeforge odds hex battle|capture`` print exact probabilities."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from pokeforge.cli.main import app


def _odds(*args: str) -> dict:  # type: ignore[type-arg]
    out = CliRunner().invoke(app, ["odds", "hex", *args, "--json"])
    assert out.exit_code == 0, out.output
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def test_growlithe_with_blaine_against_butterfree_with_a_vitamin() -> None:
    """Bases 4+2+1 = 7 and 6+2 = 8: A wins when its die beats B's by 2 or more (10 of 36)."""
    r = _odds("battle", "--a", "growlithe", "--b", "butterfree", "--a-bonus", "1", "--b-bonus", "2")
    assert (r["a"], r["b"]) == (7, 8)
    assert (r["a_wins"]["exact"], r["draw"]["exact"], r["b_wins"]["exact"]) == (
        "5/18",
        "5/36",
        "7/12",
    )


def test_dual_battle_against_a_leader_uses_one_die_and_wins_draws() -> None:
    r = _odds("battle", "--a", "marowak-alolan+vaporeon", "--leader", "erika")
    # 6+2 + 7 = 15 against 17+2 = 19: a 4, 5 or 6 wins (draw to the player)
    assert (r["a"], r["leader_total"], r["a_wins"]["exact"]) == (15, 19, "1/2")


def test_capture_odds_with_a_great_ball_on_a_weakened_red() -> None:
    r = _odds("capture", "--pokemon", "alakazam", "--ball", "great", "--weakened")
    assert (r["range"], r["exact"]) == (2, "2/3")
    r = _odds("capture", "--pokemon", "alakazam", "--two-dice")
    assert r["exact"] == "11/36"


def test_an_unknown_card_is_a_clear_error() -> None:
    out = CliRunner().invoke(app, ["odds", "hex", "capture", "--pokemon", "missingmon"])
    assert out.exit_code != 0 and "missingmon" in out.output
