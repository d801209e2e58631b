"""§12 Achievement mode (optional, ``achievements=true``): the first player to meet a card's
requirement takes its reward; the rulebook's example card is Engineer."""

from __future__ import annotations

import json

import pytest
from hex_builders import act, clear, make_state, run, setup_player

from pokeforge.core import ContentError
from pokeforge.games.hex.content import DATA_DIR, load_content
from pokeforge.games.hex.rules.capture import gain

ELECTRIC = ["pikachu", "magnemite", "voltorb", "electabuzz", "jolteon"]


def _families(s, cards: list[str]) -> int:  # type: ignore[no-untyped-def]
    return len({s.content.cards[c].family for c in cards})


def test_engineer_takes_lt_surge_from_the_player_who_has_it() -> None:
    s = make_state(achievements=True)
    assert _families(s, ELECTRIC[:4]) == 4
    setup_player(s, 0, ELECTRIC[:3], trainer="hiker")
    setup_player(s, 1, ["charmander"], trainer="surge")
    for pile in (s.decks["trainers"], s.discards["trainers"]):
        if "surge" in pile:
            pile.remove("surge")
    clear(s)
    gain(s, 0, ELECTRIC[3])
    run(s)
    assert s.flags["achievements"] == {"engineer": 0}
    assert s.pending["kind"] == "choose" and s.pending["options"] == ["take", "keep"]
    act(s, 0, "choose take")
    assert s.players[0].trainer == "surge" and s.players[1].trainer not in ("surge", "")
    assert "hiker" in s.discards["trainers"]


def test_only_the_first_player_gets_an_achievement() -> None:
    s = make_state(achievements=True)
    setup_player(s, 0, ELECTRIC[:3], trainer="hiker")
    setup_player(s, 1, ELECTRIC[1:4], trainer="hiker")
    clear(s)
    gain(s, 0, ELECTRIC[3] if ELECTRIC[3] not in s.players[0].team else ELECTRIC[4])
    run(s)
    act(s, 0, "choose keep")
    assert s.players[0].trainer == "hiker"
    gain(s, 1, ELECTRIC[4])
    run(s)
    assert s.flags["achievements"]["engineer"] == 0


def test_achievements_need_the_optional_rule() -> None:
    s = make_state()
    setup_player(s, 0, ELECTRIC[:3], trainer="hiker")
    clear(s)
    gain(s, 0, ELECTRIC[3])
    run(s)
    assert "achievements" not in s.flags


def test_badges_and_captures_achievements_give_items() -> None:
    s = make_state(achievements=True)
    setup_player(s, 0, ["rattata"], trainer="hiker", badges=2)
    s.players[0].captures = 11
    clear(s)
    gain(s, 0, "pidgey")
    run(s)
    assert s.flags["achievements"] == {"collector": 0}
    assert len(s.players[0].hand) == 3


def test_an_achievement_with_an_unknown_requirement_names_file_entry_and_field(tmp_path) -> None:  # type: ignore[no-untyped-def]
    for f in DATA_DIR.iterdir():
        (tmp_path / f.name).write_bytes(f.read_bytes())
    data = json.loads((DATA_DIR / "achievements.json").read_text(encoding="utf-8"))
    data["achievements"][0]["need"] = {"kind": "fly_to_the_moon"}
    (tmp_path / "achievements.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_content(tmp_path)
    assert "achievements.json" in str(err.value) and "engineer" in str(err.value)
    assert "need" in str(err.value)
