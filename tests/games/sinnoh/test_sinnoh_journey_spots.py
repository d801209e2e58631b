"""HIDDEN SPOTS on the journey: the tokens (the designed file pinned, its loader's refusals), set
face down at set-up on the map's hidden-spot tiles, turned over when a trainer steps onto them,
and each token's effect: APRICORN STASHES, CAMPSITES, FALLEN STARS, ALPHA POKÉMON, ARTIFACTS and
the Artifact Legendaries at their homes (ENCOUNTERING POKÉMON: Artifact Legendary Pokémon)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from journey_builders import fresh, give, journey, party, play, put, texts

from pokeforge.core.errors import ContentError
from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.core.hidden import redeal
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey.render import describe, render
from pokeforge.games.sinnoh.journey.rules import battles
from pokeforge.games.sinnoh.journey.spot_content import DATA, load_spots, spot_content

#: a Plains / Cold tile next to nothing, two steps from Snowfall Village (-1,-5)
TILE = "0,-5"


def at_a_spot(token: str, seats: int = 1) -> tuple[JourneyState, int]:
    """A journey whose active trainer stands next to ``TILE``, where ``token`` lies face down."""
    st = journey(seats)
    seat = st.actor
    put(st, seat, "-1,-5")
    st.explore.hidden = {TILE: token}
    return st, seat


def _finish(st: JourneyState, captured: bool, fainted: bool) -> list[Event]:
    battle = st.battle
    assert battle is not None
    battle.sides[1].party[0].fainted = fainted
    battle.rewards = {"journey_points": 4 + int(fainted), "captured": captured}
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    events: list[Event] = []
    battles.finish(st, events)
    return events


# -- the tokens ------------------------------------------------------------------------------------


def test_the_token_mix_is_pinned() -> None:
    """3 stashes of each colour (3 / 2 / 1 Apricorns by tier: ours), 6 Campsites, 9 Fallen Stars,
    6 Alpha Pokémon, the 8 Artifacts and 3 Celestial Artifacts; Alphas and Artifacts Special."""
    sc = spot_content()
    counts = Counter(sc.tokens)
    for colour, n in (("red", 3), ("blue", 3), ("yellow", 3), ("pink", 2), ("green", 2)):
        assert counts[f"stash:{colour}:{n}"] == 3
    assert counts["stash:white:2"] == 3 and counts["stash:black:1"] == 3
    assert (counts["campsite"], counts["fallen_star"], counts["alpha"]) == (6, 9, 6)
    artifacts = sorted(t.split(":")[1] for t in sc.tokens if t.startswith("artifact:"))
    assert artifacts == sorted(
        [
            "seafarer_egg",
            "odd_keystone",
            "magma_stone",
            "secret_key",
            "gracidea_flower",
            "rockice_core",
            "icesteel_core",
            "steelrock_core",
            "adamant_artifact",
            "lustrous_artifact",
            "griseous_artifact",
        ]
    )
    assert len(sc.tokens) == 53
    assert sum(sc.back(t) == "special" for t in sc.tokens) == 6 + 11
    assert sc.stars_per_shard == 3 and sc.alpha_decks == ("strong", "moderate", "weak")
    # each Regi core opens the homes of the two Regis of its types
    assert sc.unlocks["rockice_core"] == ("valley_ruins", "westbreeze_ruins")
    assert sc.unlocks["icesteel_core"] == ("westbreeze_ruins", "firelilly_ruins")
    assert sc.unlocks["steelrock_core"] == ("firelilly_ruins", "valley_ruins")
    assert sc.unlocks["adamant_artifact"] == ()


def test_every_legendary_location_is_opened_by_the_artifact_the_map_names() -> None:
    st = journey(1)
    unlocks = spot_content().unlocks
    for place in st.region.of_kind("legendary_location"):
        key = str(place.get("artifact")).lower().replace(" ", "_")
        assert place.id in unlocks[key], place.id


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.update(campsites=0), "campsites"),
        (lambda d: d.update(extra=1), "extra"),
        (lambda d: d.update(special=["dragon"]), "special"),
        (lambda d: d.update(alpha_decks=["legendary"]), "alpha_decks"),
        (lambda d: d["stash_size"].update({"1": 4}), "1"),
        (lambda d: d["artifacts"].append({"item": "eviolite", "places": []}), "item"),
        (lambda d: d["artifacts"][0].update(places=["snowfall"]), "places"),
    ],
)
def test_the_loader_refuses_bad_entries(tmp_path: Path, change: object, field: str) -> None:
    data = json.loads((DATA / "hidden_spots.json").read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path = tmp_path / "hidden_spots.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_spots(path)
    assert err.value.file == "hidden_spots.json" and err.value.field == field


# -- set-up ----------------------------------------------------------------------------------------


def test_the_tokens_lie_face_down_on_hidden_spot_tiles_of_sinnoh() -> None:
    st = fresh(2, seed=5)
    hidden = st.explore.hidden
    assert sorted(hidden.values()) == sorted(spot_content().tokens)
    for key in hidden:
        tile = st.region.tiles[Hex.parse(key)]
        assert tile.hidden_spot and tile.area == "sinnoh"
    other = fresh(2, seed=6).explore.hidden
    assert set(other) != set(hidden)  # the tiles are drawn by the seed


def test_the_view_shows_where_and_which_back_never_the_token() -> None:
    st = fresh(2, seed=5)
    view = st.view(0)["spots"]
    assert len(view["face_down"]) == 53
    assert {tuple(e) for e in view["face_down"]} == {("tile", "back")}
    assert Counter(e["back"] for e in view["face_down"]) == {"regular": 36, "special": 17}
    text = json.dumps(st.view(0))
    assert "stash:" not in text and "campsite" not in text and "artifact:" not in text


def test_the_tokens_are_secret_zones_one_pool_per_back() -> None:
    st = fresh(2, seed=5)
    zones = {z.name: z for z in st.secrets().zones}
    regular, special = zones["spots:regular"], zones["spots:special"]
    assert regular.pool != special.pool
    assert not regular.visible_to(0) and not special.visible_to(None)
    assert len(regular.items) == 36 and len(special.items) == 17


# -- turning tokens over ---------------------------------------------------------------------------


def test_a_stash_gives_its_apricorns_and_is_discarded() -> None:
    st, seat = at_a_spot("stash:green:2")
    events = play(st, f"step {TILE}")
    t = st.trainers[seat]
    assert t.apricorns("green") == 2 and TILE not in st.explore.hidden
    assert st.explore.discard == ["stash:green:2"] and not st.explore.shown
    spot = next(e for e in events if e.kind == "spot")
    assert spot.reveals == ("stash:green:2",) and "2 green Apricorns" in spot.text
    assert st.moves_left == 2 and st.decision() == "turn"  # the turn goes on


def test_a_campsite_stays_and_restores_and_trades_like_a_village_but_no_flying() -> None:
    st, seat = at_a_spot("campsite")
    st.trainers[seat].party[0].damage = 2
    give(st, seat, red=3, blue=3, yellow=3, pink=1, green=1, white=1)
    play(st, f"step {TILE}")
    assert st.explore.shown == {TILE: "campsite"}
    options = texts(st)
    assert "restore" in options and any(o.startswith("ginkgo") for o in options)
    assert not any(o.startswith("fly") for o in options)
    play(st, "restore")
    assert st.trainers[seat].party[0].damage == 0 and "restore" not in texts(st)
    # it stays: another trainer (or the same later) finds it there, face up
    assert "Campsite" in st.view(None)["spots"]["shown"][TILE].capitalize()


def test_a_fallen_star_goes_to_the_bag_and_is_attached() -> None:
    st, seat = at_a_spot("fallen_star")
    play(st, f"step {TILE}")
    assert st.trainers[seat].items == ["fallen_star"]
    assert "equip 0 fallen_star" in texts(st)


def test_three_fallen_stars_discarded_give_a_shard_of_choice() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    party(st, seat, "Piplup", "Bidoof", "Starly")
    for mon in st.trainers[seat].party:
        mon.item = "fallen_star"
    play(st, "search")
    play(st, texts(st)[0])
    assert st.explore.held[seat] == 3
    for mon in st.trainers[seat].party:
        mon.item = None  # the battle discarded them (a faint each)
    _finish(st, captured=False, fainted=True)
    assert st.explore.stars[seat] == 3 and st.explore.discard.count("fallen_star") == 3
    assert st.decision() == "shard"
    assert texts(st) == ["shard emotion", "shard knowledge", "shard willpower"]
    budget = st.trainers[seat].shards
    play(st, "shard knowledge")
    assert st.trainers[seat].shards == budget + 1 and st.explore.shards[seat] == ("Knowledge",)
    # the turn ended after the battle; the next turn has 4 tile moves
    assert st.moves_left == 4


def _three_stars_discarded(st, seat):  # type: ignore[no-untyped-def]
    put(st, seat, "tree_cold_forest_1b")
    party(st, seat, "Piplup", "Bidoof", "Starly")
    for mon in st.trainers[seat].party:
        mon.item = "fallen_star"
    play(st, "search")
    play(st, texts(st)[0])
    for mon in st.trainers[seat].party:
        mon.item = None  # the battle discarded them (a faint each)
    _finish(st, captured=False, fainted=True)


def test_the_fallen_stars_shard_is_one_of_the_campaigns_named_shards() -> None:
    # FALLEN STARS: "gain a Heart of Sinnoh Shard of your choice": the Shard a Commander guards
    st = journey(1)
    seat = st.actor
    st.heart.liberated = [True]
    st.heart.act = "act2"
    st.heart.shards[seat] = ("emotion",)  # Commander Mars defeated
    st.trainers[seat].shards = 1
    _three_stars_discarded(st, seat)
    assert texts(st) == ["shard knowledge", "shard willpower"]  # not the Shard held
    play(st, "shard willpower")
    assert st.heart.shards[seat] == ("emotion", "willpower")
    assert st.trainers[seat].shards == 2
    put(st, seat, "lake_valor")  # Commander Saturn guards the Shard of Willpower: no battle
    assert "campaign saturn" not in texts(st)
    put(st, seat, "lake_acuity")
    assert "campaign jupiter" in texts(st)


def test_the_third_shard_from_fallen_stars_draws_act_iii() -> None:
    st = journey(1)
    seat = st.actor
    st.heart.liberated = [True]
    st.heart.act = "act2"
    st.heart.shards[seat] = ("emotion", "knowledge")
    st.trainers[seat].shards = 2
    _three_stars_discarded(st, seat)
    assert texts(st) == ["shard willpower"]
    events = play(st, "shard willpower")
    assert st.heart.act == "act3" and any(e.kind == "act" for e in events)


def test_with_every_shard_held_the_stars_give_none() -> None:
    st = journey(1)
    seat = st.actor
    st.heart.shards[seat] = ("emotion", "knowledge", "willpower")
    st.trainers[seat].shards = 3
    _three_stars_discarded(st, seat)
    assert st.decision() == "turn" and st.trainers[seat].shards == 3


def test_an_artifact_goes_to_the_bag() -> None:
    st, seat = at_a_spot("artifact:magma_stone")
    play(st, f"step {TILE}")
    assert st.trainers[seat].items == ["magma_stone"]


# -- Alpha Pokémon ---------------------------------------------------------------------------------


def test_an_alpha_battles_at_once_with_its_token() -> None:
    st, seat = at_a_spot("alpha")
    key = "Plains|Cold|strong"
    top = st.decks[key][-1]
    events = play(st, f"step {TILE}")
    battle = st.battle
    assert battle is not None and st.battle_seats == (seat, -1) and st.wild == [top]
    mon = battle.sides[1].party[0]
    card = st.content.cards[top]
    assert mon.card == top and mon.item == "alpha_token" and mon.max_health == card.health + 4
    assert "Alpha Strike" in mon.tactics or "Beast Boost" in mon.tactics
    assert battle.initiator == 1  # the Alpha initiates: it wins initiative ties
    assert next(e for e in events if e.kind == "alpha").reveals == (top,)


def test_an_alpha_captured_keeps_its_token_and_one_not_captured_is_discarded() -> None:
    st, seat = at_a_spot("alpha")
    play(st, f"step {TILE}")
    _finish(st, captured=True, fainted=False)
    t = st.trainers[seat]
    assert t.party[-1].item == "alpha_token" and "alpha" not in st.explore.discard
    assert not st.explore.shown and st.explore.alpha == ""
    assert t.points == 4  # Legendary rewards
    st2, _ = at_a_spot("alpha")
    play(st2, f"step {TILE}")
    _finish(st2, captured=False, fainted=True)
    assert st2.explore.discard == ["alpha"] and not st2.explore.shown


def test_a_zesty_stew_keeps_the_alpha_away_and_it_stays_face_up() -> None:
    st, seat = at_a_spot("alpha")
    give(st, seat, red=2, yellow=1)
    play(st, "craft zesty_stew")
    play(st, f"step {TILE}")
    assert st.battle is None and st.explore.shown == {TILE: "alpha"}
    play(st, "end")
    # the next trainer to step there without a Zesty Stew battles it
    st.trainers[st.actor].at = Hex.parse("-1,-5")
    play(st, f"step {TILE}")
    assert st.battle is not None and st.battle.sides[1].party[0].item == "alpha_token"


# -- Artifact Legendaries --------------------------------------------------------------------------


def test_the_artifact_legendary_only_with_the_matching_artifact() -> None:
    st = journey(1)
    seat = st.actor
    put(st, seat, "magma_chamber")
    assert "search" not in texts(st)
    st.trainers[seat].items = ["seafarer_egg"]
    st.invalidate()
    assert "search" not in texts(st)
    st.trainers[seat].items = ["magma_stone"]
    st.invalidate()
    assert "search" in texts(st)
    play(st, "search")
    battle = st.battle
    assert battle is not None and st.content.cards[battle.sides[1].party[0].card].name == "Heatran"
    assert st.trainers[seat].items == ["magma_stone"]  # the Artifact is kept
    _finish(st, captured=False, fainted=True)
    assert st.explore.gone == (st.content.card("Heatran").id,)
    assert st.trainers[seat].points == 5


def test_an_attached_core_opens_both_regi_homes() -> None:
    st = journey(1)
    seat = st.actor
    st.trainers[seat].party[0].item = "steelrock_core"
    for home in ("valley_ruins", "firelilly_ruins"):
        put(st, seat, home)
        assert "search" in texts(st), home
    put(st, seat, "westbreeze_ruins")
    assert "search" not in texts(st)  # Regice's home: a core of ice opens it
    put(st, seat, "valley_ruins")
    play(st, "search")
    assert st.battle is not None
    assert st.content.cards[st.battle.sides[1].party[0].card].name == "Regirock"


def test_the_terminal_text_shows_the_spots_face_down_and_face_up() -> None:
    st, seat = at_a_spot("campsite")
    text = render(st, seat)
    assert "Hidden Spots face down: 1 (1 Regular, 0 Special); near you: 0,-5 (regular)" in text
    step = next(a for a in st.legal_actions(seat) if str(a) == f"step {TILE}")
    assert "a face-down Regular Hidden Spot" in describe(st, seat, step)
    play(st, f"step {TILE}")
    assert f"On the map: a Campsite at {TILE}" in render(st, seat)


def test_a_redeal_moves_tokens_within_their_back_and_no_view_tells() -> None:
    st = journey(2, spots=True)
    other = st.clone()
    redeal(other, 0, seed=11)
    assert other.explore.hidden != st.explore.hidden  # the tokens moved…
    assert set(other.explore.hidden) == set(st.explore.hidden)  # …not the tiles
    sc = spot_content()
    for key, token in other.explore.hidden.items():
        assert sc.back(token) == sc.back(st.explore.hidden[key])
    assert other.view(0) == st.view(0) and other.view(None) == st.view(None)


# -- audit (campaign, stamps and hidden spots, 2026-11-28) -----------------------------------------


def test_the_alpha_token_cannot_be_unequipped_and_is_discarded_with_its_pokemon() -> None:
    # ALPHA POKÉMON: "the token cannot be unequipped. The token is discarded when the Pokémon
    # holding it is discarded"
    st, seat = at_a_spot("alpha")
    play(st, f"step {TILE}")
    _finish(st, captured=True, fainted=False)
    t = st.trainers[seat]
    slot = len(t.party) - 1
    mon = t.party[slot]
    assert mon.item == "alpha_token"
    assert mon.max_health == st.content.cards[mon.card].health + 4  # the token's health stays
    while st.decision() != "turn" or st.actor != seat:  # the turn ended after the battle
        play(st, "end")
    options = texts(st)
    assert f"unequip {slot}" not in options and f"release {slot}" in options
    play(st, f"release {slot}")
    assert "alpha_token" not in t.items and all(m.item != "alpha_token" for m in t.party)
    assert st.explore.discard == ["alpha"]  # discarded, face up, like one not captured


def test_a_pokemon_revealed_as_an_alpha_brings_its_legendary_rewards() -> None:
    # "requiring a 6+ roll to capture and rewarding 4 Journey Points by default": the battle's
    # own rewards, not set by the test
    from pokeforge.games.sinnoh.params import CAPTURE_RATE, JOURNEY_POINTS
    from pokeforge.games.sinnoh.rules.battle import wild_tier

    st, _ = at_a_spot("alpha")
    play(st, f"step {TILE}")
    battle = st.battle
    assert battle is not None
    mon = battle.sides[1].party[0]
    assert st.content.cards[mon.card].tier == "strong"
    assert wild_tier(battle, mon) == "legendary"
    assert (CAPTURE_RATE["legendary"], JOURNEY_POINTS["legendary"]) == (6, 4)
