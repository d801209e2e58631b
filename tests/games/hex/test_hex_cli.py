"""``pokeforge odds hex battle|capture`` print exact probabilities."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

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


def _run(*args: str):  # type: ignore[no-untyped-def]
    return CliRunner().invoke(app, ["odds", "hex", *args])


def test_side_b_and_a_leader_together_are_refused() -> None:
    out = _run("battle", "--a", "growlithe", "--b", "butterfree", "--leader", "erika")
    assert out.exit_code == 2 and "--b" in out.stderr and "--leader" in out.stderr


def test_unknown_ids_and_missing_sides_exit_2_with_a_message() -> None:
    out = _run("battle", "--a", "growlithe", "--leader", "giovanni")
    assert out.exit_code == 2 and "giovanni" in out.stderr
    out = _run("battle", "--a", "growlithe")
    assert out.exit_code == 2 and "--b" in out.stderr
    out = _run("capture", "--pokemon", "abra", "--ball", "love")
    assert out.exit_code == 2 and "love" in out.stderr


def test_names_are_read_case_insensitively() -> None:
    r = _odds("battle", "--a", "GROWLITHE", "--b", "Butterfree", "--a-bonus", "1", "--b-bonus", "2")
    assert r["a_wins"]["exact"] == "5/18"
    r = _odds("battle", "--a", "growlithe", "--leader", "Erika")
    assert r["leader"] == "Erika"
    r = _odds("capture", "--pokemon", "Alakazam", "--ball", "Great Ball", "--weakened")
    assert r["exact"] == "2/3"


def test_results_are_printed_with_names() -> None:
    out = _run("battle", "--a", "growlithe", "--b", "butterfree")
    assert out.exit_code == 0
    assert "Growlithe wins" in out.stdout and "Butterfree wins" in out.stdout
    assert "a wins" not in out.stdout and "b wins" not in out.stdout
    out = _run("battle", "--a", "growlithe", "--leader", "brock")
    assert "Brock wins" in out.stdout and "Growlithe wins" in out.stdout


def test_capture_odds_read_the_ball_range_from_the_content(tmp_path: Path) -> None:
    from pokeforge.games.hex.content import DATA_DIR, load_content
    from pokeforge.games.hex.odds import capture_odds

    d = tmp_path / "data"
    shutil.copytree(DATA_DIR, d)
    data = json.loads((d / "items.json").read_text(encoding="utf-8"))
    next(i for i in data["items"] if i["id"] == "great-ball")["effect"]["range"] = 3
    (d / "items.json").write_text(json.dumps(data), encoding="utf-8")
    assert capture_odds(load_content(d), "alakazam", "great")["range"] == 3
