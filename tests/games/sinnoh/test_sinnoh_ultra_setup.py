"""THE ULTRA BURST: SETUP (3 Red, 3 Blue, 3 Yellow Apricorns each; the difficulty levels and their
Blessings of Arceus), the Ultra Beasts scattered across Sinnoh, Necrozma in phase 1, the Prism
Armour board, the breach at 0%, the Ultra Megalopolis as a home, no Heart of Sinnoh acts."""

from __future__ import annotations

import pytest
from journey_builders import play, texts
from ultra_builders import ultra, ultra_fresh, ultra_params

from pokeforge.core import ParamError
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.rules import ultra as rules
from pokeforge.games.sinnoh.journey.ultra import BEASTS, BLESSINGS


def test_the_difficulty_levels_give_the_group_its_blessings() -> None:
    assert BLESSINGS == {"new": 3, "veteran": 1, "master": 0}
    for level, n in BLESSINGS.items():
        assert ultra(1, difficulty=level).ultra.blessings == n
    assert ultra(1).ultra.blessings == 3  # New Trainer by default
    with pytest.raises(ValueError, match="difficulty"):
        ultra_params(difficulty="legend")


def test_difficulty_is_refused_outside_the_ultra_burst() -> None:
    with pytest.raises(ParamError, match="difficulty: a parameter of campaign=ultra_burst"):
        GAME.params({"campaign": "heart", "difficulty": "master"})


def test_every_trainer_starts_with_three_red_blue_and_yellow() -> None:
    st = ultra(3)
    for t in st.trainers:
        assert (t.apricorns("red"), t.apricorns("blue"), t.apricorns("yellow")) == (3, 3, 3)
        assert sum(t.bag) == 9


def test_the_campaign_board_at_the_start() -> None:
    st = ultra(2, seed=4)
    u = st.ultra
    assert u.active and u.breach == 0 and u.phase == 1
    assert u.prism == (9, 0)
    assert sorted(u.beasts) == sorted(BEASTS) and len(BEASTS) == 9
    tiles = [Hex.parse(t) for t in u.beasts.values()]
    assert len(set(tiles)) == 9
    for h in tiles:  # scattered across Sinnoh, never on a place, never near a village
        assert st.region.tiles[h].area == "sinnoh"
        assert h not in st.region.place_at
        assert all(rules.distance(h, v.at) > rules.VILLAGE_BERTH for v in st.region.villages())
    # the seed scatters them
    assert ultra(2, seed=5).ultra.beasts != u.beasts
    # no Heart of Sinnoh acts: no Grunts
    assert st.grunts == ()


def test_the_ultra_megalopolis_is_a_home_of_the_ultra_burst() -> None:
    st = ultra_fresh(1, first_chooser=0)
    assert "ultra megalopolis" in texts(st)
    play(st, "ultra megalopolis")
    assert st.trainers[0].home == "ultra_megalopolis"
    assert sorted(texts(st)) == ["starter Poipole", "starter Porygon"]
    play(st, "starter Porygon")
    assert st.phase == "turn"
    assert st.trainers[0].at == st.region.places["ultra_megalopolis"].at


def test_the_heart_of_sinnoh_has_no_megalopolis_and_no_ultra_board() -> None:
    from journey_builders import fresh

    st = fresh(1, first_chooser=0)
    assert "ultra megalopolis" not in texts(st)
    assert not st.ultra.active


def test_state_round_trips_through_json_and_clone() -> None:
    st = ultra(2, seed=3)
    again = type(st).from_json(GAME, st.to_json())
    assert again.ultra.to_json() == st.ultra.to_json()
    c = st.clone()
    c.ultra.beasts.clear()
    assert st.ultra.beasts


def test_the_view_and_the_text_show_the_campaign_board() -> None:
    st = ultra(2, seed=4)
    v = st.view(0)["ultra"]
    assert v["breach"] == 0 and v["critical"] == 70 and v["blessings"] == 3 and v["moves"] == 4
    beasts = [tok for tok in v["tokens"] if tok["kind"] == "ultra_beast"]
    assert len(beasts) == 9
    assert all(tok["tile"] == st.ultra.beasts[tok["id"]] for tok in beasts)
    # Necrozma's token at the Heart of the Breach, for the web board
    assert [tok for tok in v["tokens"] if tok["kind"] == "ultra_burst"] == [
        {"id": "800", "name": "Necrozma", "kind": "ultra_burst", "tile": "16,-8"}
    ]
    assert {tok["name"] for tok in v["tokens"]} >= {"Nihilego", "Blacephalon"}
    assert v["necrozma"] == {"phase": 1, "card": "800"}
    assert v["prism"] == {"ultra_burst": 9, "ultra_beast": 0}
    assert st.view(None)["ultra"] == st.view(1)["ultra"]  # face up
    text = GAME.render_text(st, 0)
    assert "Breach: 0% (every trainer loses at 70%)" in text and "Blessings of Arceus 3" in text
    assert "Nihilego" in text and "Act:" not in text
    rules.grow(st, 12, [])
    assert "Distortion Breach cards held: Player 1 Reckless Assault" in GAME.render_text(st, 0)
    st2 = ultra_fresh(1, first_chooser=0)
    said = [GAME.describe_action(st2, 0, a) for a in st2.legal_actions(0)]
    assert any(s.startswith("Make Ultra Megalopolis (White) your home") for s in said)
