"""Trainer cards on the journey (the optional expansion, issue 13): ``trainer0``…``trainer5``, one
per seat, dealt face up; each Journey Stamp unlocks the card's next locked ability ("when unlocked"
effects trigger then, a Gold card's at the start); the unlocked battle abilities act in every
battle the trainer fights, with the Amplifier die and Firewood carried between battles; the
campaign abilities the journey carries out; every other card refused, naming the file, the card,
the ability and the effect."""

from __future__ import annotations

from typing import Any

import pytest
from journey_builders import (
    claim_stamp,
    decide_battle,
    fresh,
    journey,
    party,
    play,
    put,
    texts,
    turn_of,
)

from pokeforge.core import ParamError
from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.content import default_content
from pokeforge.games.sinnoh.journey.render import render
from pokeforge.games.sinnoh.journey.rules import cards, fate
from pokeforge.games.sinnoh.journey.trainer_cards import (
    BATTLE_REFUSED,
    STAMPS_PER_UNLOCK,
    problem,
    reached,
    usable_ids,
)

KEY = "Forest|Cold|weak"


# -- parameters -----------------------------------------------------------------------------------


def test_each_seat_of_a_journey_takes_a_trainer_card_parameter() -> None:
    p = GAME.params({"campaign": "heart", "trainer0": "Beauty", "trainer5": "Ninja Boy:bronze"})
    assert (p.trainer0, p.trainer5) == ("Beauty", "Ninja Boy:bronze")
    st = GAME.new_state(p, seed=2, seats=6)
    assert [t.card for t in st.trainers] == ["beauty", "", "", "", "", "ninja_boy"]
    assert [t.quality for t in st.trainers][::5] == ["gold", "bronze"]


def test_a_card_for_a_seat_that_does_not_exist_is_refused() -> None:
    p = GAME.params({"campaign": "heart", "trainer3": "Beauty"})
    with pytest.raises(ParamError, match="trainer3: there is no Player 4 in a journey of 2"):
        GAME.new_state(p, seed=1, seats=2)


def test_the_battle_mode_keeps_two_trainer_cards() -> None:
    with pytest.raises(ParamError, match="trainer2: journey parameters"):
        GAME.params({"trainer2": "Beauty"})


def test_no_trainer_card_is_the_plain_game_whose_json_and_view_have_none() -> None:
    st = journey(2)
    assert all(not t.card for t in st.trainers)
    data = st.to_json()
    assert "trainer2" not in data["params"]
    assert all("card" not in t for t in data["trainers"])
    assert all("trainer_card" not in t for t in st.view(0)["trainers"])


def test_the_card_is_public_in_every_view_and_the_text() -> None:
    st = journey(2, trainer1="Lady:bronze")
    for seat in (0, 1, None):
        shown = st.view(seat)["trainers"][1]["trainer_card"]
        assert shown["name"] == "Lady" and shown["quality"] == "bronze"
        assert [a["unlocked"] for a in shown["abilities"]] == [False, False]
    assert "trainer card: Lady (Bronze): Noble Heritage locked, Hyper Potion locked" in (
        render(st, 0)
    )
    assert "Player 2 holds the trainer card Lady (Bronze)" in fresh(2, trainer1="Lady:bronze").log


def test_a_journey_with_cards_survives_json_and_clone() -> None:
    st = journey(2, trainer0="Guitarist:silver")
    st.trainers[0].amp = 4
    back = GAME.state_from_json(st.to_json())
    assert back.digest() == st.digest()
    assert (back.trainers[0].card, back.trainers[0].quality, back.trainers[0].amp) == (
        "guitarist",
        "silver",
        4,
    )
    assert st.clone().digest() == st.digest()


# -- refusals -------------------------------------------------------------------------------------


def test_a_card_with_an_effect_the_journey_does_not_carry_out_is_refused_by_name() -> None:
    with pytest.raises(
        ParamError,
        match=r"trainer0: .*trainers\.json: Fisherman, ability 1 'Super Rod', "
        r"effect do='catch_size_roll'",
    ):
        GAME.params({"campaign": "heart", "trainer0": "Fisherman:bronze"})
    # the locked abilities count: a Bronze Diamond Acolyte would unlock Temporal Devotion
    with pytest.raises(ParamError, match=r"Diamond Acolyte, ability 1 'Temporal Devotion'"):
        GAME.params({"campaign": "ultra_burst", "trainer1": "Diamond Acolyte:bronze"})
    # the battle mode still plays them
    assert GAME.params({"trainer0": "Gentleman"}).trainer0 == "Gentleman"


def test_random_draws_only_among_the_cards_the_journey_carries_out() -> None:
    content = GAME.content
    usable = set(usable_ids(content))
    assert "lady" in usable and "fisherman" not in usable and "diamond_acolyte" not in usable
    for card in content.trainers.values():
        assert (problem(content, card) is None) == (card.id in usable)
    seen = set()
    for seed in range(12):
        st = journey(1, seed=seed, trainer0="random:silver")
        assert st.trainers[0].card in usable and st.trainers[0].quality == "silver"
        seen.add(st.trainers[0].card)
    assert len(seen) > 1


def test_every_battle_effect_is_carried_out_on_the_journey_and_four_cards_stay_refused() -> None:
    """No battle effect is refused on the journey any more (Pokémon Thief, Artifact Expert,
    Amulet Coin and the Weather are carried back); the cards refused are the three Acolytes (no
    "Play 3" effect in v1.4) and the Fisherman (the Catch Size die's faces are not given)."""
    assert BATTLE_REFUSED == {}
    content = default_content()
    refused = sorted(c.name for c in content.trainers.values() if problem(content, c))
    assert refused == ["Diamond Acolyte", "Fisherman", "Pearl Acolyte", "Platinum Acolyte"]


# -- unlocking ------------------------------------------------------------------------------------


def test_each_journey_stamp_unlocks_the_next_locked_ability() -> None:
    assert STAMPS_PER_UNLOCK == 1
    assert [reached("bronze", n) for n in range(4)] == ["bronze", "silver", "gold", "gold"]
    assert reached("silver", 1) == "gold"
    st = journey(2, trainer0="Ninja Boy:bronze")
    assert cards.unlocked(st, 0) == []
    events = claim_stamp(st, 0)
    assert [a.name for a in cards.unlocked(st, 0)] == ["Surprise Attack"]
    assert any(e.text == "Player 1 unlocks Ninja Boy's ability Surprise Attack" for e in events)
    claim_stamp(st, 0, "colours")
    assert [a.name for a in cards.unlocked(st, 0)] == ["Surprise Attack", "Toxin Dart"]
    events = claim_stamp(st, 0, "fainted")
    assert not any(e.kind == "unlock" for e in events)  # nothing left to unlock


def test_lady_noble_heritage_gives_7_journey_points_when_unlocked() -> None:
    st = journey(2, trainer0="Lady:bronze", trainer1="Lady")
    assert (st.trainers[0].points, st.trainers[1].points) == (0, 7)  # Gold: at the start
    claim_stamp(st, 0)
    assert (st.trainers[0].points, st.trainers[0].earned) == (7, 7)
    claim_stamp(st, 0, "colours")  # Hyper Potion: no Journey Points
    assert st.trainers[0].points == 7


def test_lady_noble_heritage_reduces_evolve_costs_by_2() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",), trainer0="Lady:bronze")
    t = st.trainers[0]
    t.points = 3
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("evolve ")]  # locked: Turtwig costs 4
    claim_stamp(st, 0)  # unlocked: 7 more Journey Points and Evolve Costs 2 lower
    t.points = 2
    st.invalidate()
    assert "evolve 0 Grotle" in texts(st)
    play(st, "evolve 0 Grotle")
    assert (t.points, t.spent) == (0, 2)


def test_an_evolve_cost_is_never_below_0() -> None:
    st = journey(1, trainer0="Lady")
    assert cards.evolve_cost(st, 0, 1) == 0 and cards.evolve_cost(st, 0, 5) == 3


# -- battle abilities in journey battles ----------------------------------------------------------


def _wild(st: Any, card: str = "265", place: str = "tree_cold_forest_1b") -> Any:
    seat = st.actor
    put(st, seat, place)
    deck = [c for c in st.decks[KEY] if c != card]
    st.decks[KEY] = [*deck, card]
    play(st, "search")
    play(st, f"battle {card}")
    return st.battle


def test_the_unlocked_abilities_go_into_every_battle() -> None:
    st = journey(2, trainer0="Ninja Boy:bronze", trainer1="Ninja Boy:bronze")
    seat = st.actor
    battle = _wild(st)
    assert battle.sides[0].trainer == "ninja_boy:bronze" and battle.perks[0] is None
    decide_battle(st, 0)
    claim_stamp(st, seat)
    turn_of(st, seat)
    party(st, seat, "Turtwig")
    battle = _wild(st)
    assert battle.sides[0].trainer == "ninja_boy:silver"
    assert battle.perks[0] is not None and "surprise_attack" in battle.perks[0]


def test_a_trainer_battle_brings_both_cards() -> None:
    st = journey(2, trainer0="Beauty", trainer1="Hex Maniac:silver")
    a = st.actor
    b = 1 - a
    put(st, a, "-2,-3")
    put(st, b, "-2,-3")
    play(st, f"challenge {b + 1}")
    battle = st.battle
    assert battle is not None
    want = {0: "beauty:gold", 1: "hex_maniac:silver"}
    assert battle.sides[0].trainer == want[a] and battle.sides[1].trainer == want[b]


def test_the_amplifier_die_persists_between_journey_battles() -> None:
    st = journey(1, trainer0="Guitarist")
    st.trainers[0].amp = 3
    battle = _wild(st)
    assert battle.sides[0].amp == 3
    battle.sides[0].amp = 5
    decide_battle(st, 0)
    assert st.trainers[0].amp == 5
    assert st.view(0)["trainers"][0]["trainer_card"]["amplifier"] == 5


def test_guitarist_ramp_up_gives_the_amplifier_die_and_poke_maniac_the_substitute() -> None:
    st = journey(2, trainer0="Guitarist:bronze", trainer1="Poké Maniac:silver")
    assert "substitute" not in st.trainers[1].items
    events = claim_stamp(st, 1)
    assert "substitute" in st.trainers[1].items
    assert any("receives a Substitute (Uncanny Substitute)" in e.text for e in events)
    claim_stamp(st, 0)
    assert st.trainers[0].items == [] and st.trainers[0].amp == 0  # the die, at 0


# -- free moves -----------------------------------------------------------------------------------


def _tile_of(st: Any, biome: str) -> tuple[str, str, str]:
    """Three tiles of ``biome`` (no place on them) reachable one after another."""
    from pokeforge.games.sinnoh.journey.rules.moving import steps_from

    region = st.region

    def run(at: Hex) -> list[Hex]:
        out = []
        for s in steps_from(st, at):
            h = Hex.parse(s.arg)
            if str(region.tiles[h].biome) == biome and region.place_at.get(h) is None:
                out.append(h)
        return out

    for h in sorted(region.tiles, key=lambda x: x.name()):
        if str(region.tiles[h].biome) != biome or region.place_at.get(h) is not None:
            continue
        for one in run(h):
            two = [x for x in run(one) if x != h]
            if two:
                return h.name(), one.name(), two[0].name()
    raise AssertionError(f"no {biome} run on the map")


#: the five cards whose free run is "once per turn, you may move up to 2 <terrain> tiles in a row
#: for free", with a biome of their terrain
FREE_RUNS = [
    ("Hiker", "Mountain"),  # Hiking Gear
    ("Picnicker", "Forest"),  # Woodland Explorer
    ("Roller Skater", "Plains"),  # Roller Skates
    ("Swimmer", "Ocean"),  # Swift Swim
    ("Triathlete", "Forest"),  # Swim Bike Run (any tile but Mountain)
]


@pytest.mark.parametrize(("card", "biome"), FREE_RUNS)
def test_a_free_run_is_the_trainers_choice_a_paid_step_keeps_it_for_later(
    card: str, biome: str
) -> None:
    """ "Once per turn, you **may** move up to 2 … tiles in a row for free": a step onto a tile of
    the terrain is offered both paid (``step``) and free (``run``, starting the run); a trainer
    who pays keeps the run for later in the turn (a Hiker pays for one Mountain step, then crosses
    two Mountain tiles in a row for free); the second tile in a row is free at once; the third
    costs a tile move again."""
    st = journey(2, trainer0=card)
    turn_of(st, 0)
    a, b, c = _tile_of(st, biome)
    put(st, 0, a)
    before = st.moves_left
    assert {f"step {b}", f"run {b}"} <= set(texts(st))  # both offered
    play(st, f"step {b}")
    assert st.moves_left == before - 1  # paid: the run is kept
    assert {f"step {c}", f"run {c}"} <= set(texts(st))  # still offered
    play(st, f"run {c}")
    assert st.moves_left == before - 1  # the run starts: free
    assert f"run {b}" not in texts(st)  # started: the next tile in a row is a plain step…
    play(st, f"step {b}")
    assert st.moves_left == before - 1  # …and free (the 2nd tile of the run)
    assert f"run {c}" not in texts(st)
    play(st, f"step {c}")
    assert st.moves_left == before - 2  # up to 2 in a row: the 3rd costs a tile move
    assert not [x for x in texts(st) if x.startswith("run ")]  # once per turn


def test_a_free_run_may_stop_after_one_tile_and_is_once_per_turn() -> None:
    """A run of 1 tile ends at the next step not onto its terrain; no second run that turn; a new
    turn, a new run."""
    assert cards.free_terrain_ok("non_mountain", "Forest")
    assert not cards.free_terrain_ok("non_mountain", "Mountain")
    assert cards.free_terrain_ok("ocean", "Ocean") and not cards.free_terrain_ok("ocean", "Plains")
    st = journey(2, trainer0="Swimmer")
    turn_of(st, 0)
    region = st.region
    from pokeforge.games.sinnoh.journey.rules.moving import steps_from

    def ocean(h: Hex) -> bool:
        return str(region.tiles[h].biome) == "Ocean"

    for h in sorted(region.tiles, key=lambda x: x.name()):
        if not ocean(h):
            continue
        lands = [Hex.parse(s.arg) for s in steps_from(st, h) if not ocean(Hex.parse(s.arg))]
        if lands:
            land = lands[0]
            break
    put(st, 0, h.name())
    before = st.moves_left
    assert f"run {land.name()}" not in texts(st)  # not Ocean: no free run
    play(st, f"step {land.name()}")
    assert st.moves_left == before - 1
    play(st, f"run {h.name()}")
    assert st.moves_left == before - 1  # the run starts: free
    play(st, f"step {land.name()}")
    assert st.moves_left == before - 2  # not Ocean: it ends after 1 tile
    assert f"run {h.name()}" not in texts(st)  # once a turn
    play(st, f"step {h.name()}")
    assert st.moves_left == before - 3
    turn_of(st, 1)
    turn_of(st, 0)
    put(st, 0, land.name())
    before = st.moves_left
    play(st, f"run {h.name()}")
    assert st.moves_left == before  # a new turn, a new run


def test_declining_the_free_run_at_every_step_pays_every_step() -> None:
    st = journey(2, trainer0="Hiker")
    turn_of(st, 0)
    a, b, c = _tile_of(st, "Mountain")
    put(st, 0, a)
    before = st.moves_left
    play(st, f"step {b}")
    play(st, f"step {c}")
    assert st.moves_left == before - 2  # no run taken unasked
    assert f"run {b}" in texts(st)  # still there


def test_with_no_tile_move_left_the_free_run_is_still_offered() -> None:
    st = journey(2, trainer0="Swimmer")
    turn_of(st, 0)
    a, b, c = _tile_of(st, "Ocean")
    put(st, 0, a)
    st.moves_left = 0
    st.invalidate()
    assert f"run {b}" in texts(st) and f"step {b}" not in texts(st)
    play(st, f"run {b}")
    assert f"step {c}" in texts(st)  # the 2nd tile of the run, free
    play(st, f"step {c}")
    assert st.moves_left == 0
    assert not [x for x in texts(st) if x.startswith(("step ", "run "))]  # the run is over


def test_a_free_run_is_numbered_and_worded_only_with_cards() -> None:
    st = journey(2, trainer0="Hiker")
    turn_of(st, 0)
    a, b, _ = _tile_of(st, "Mountain")
    put(st, 0, a)
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    run = st.action_from_text(0, f"run {b}", strict=True)
    from pokeforge.games.sinnoh.journey.render import describe

    assert "for free (Hiking Gear)" in describe(st, 0, run)
    plain = journey(2)
    turn_of(plain, 0)
    put(plain, 0, a)
    assert not [x for x in texts(plain) if x.startswith("run ")]


def test_no_card_no_free_moves() -> None:
    st = journey(2)
    turn_of(st, 0)
    a, b, _ = _tile_of(st, "Ocean")
    put(st, 0, a)
    before = st.moves_left
    play(st, f"step {b}")
    assert st.moves_left == before - 1


# -- Eternal Devotion -----------------------------------------------------------------------------


def test_undivided_acolyte_eternal_devotion_is_a_follower_of_all_three_gods() -> None:
    st = journey(3, trainer0="Undivided Acolyte:bronze")
    assert st.shrines.followers[0] == ""
    events = claim_stamp(st, 0)
    assert st.shrines.followers[0] == "arceus"
    assert any("becomes a Follower of Arceus (Eternal Devotion)" in e.text for e in events)
    assert fate.follow_options(st, 0) == ["keep"]  # the token stays Arceus
    st.shrines.god = "palkia"
    st.shrines.followers[1] = "palkia"
    assert cards.follows(st, 0, "palkia") and cards.follows(st, 0, "dialga")
    assert fate.remote_partners(st, 1) == [0] and fate.remote_partners(st, 0) == [1]


def test_the_substitute_received_may_be_attached_and_numbered() -> None:
    st = journey(1, trainer0="Poké Maniac")
    assert "substitute" in st.trainers[0].items  # Gold: received at the start
    assert "equip 0 substitute" in texts(st)
    numbers = st.legal_action_numbers(0)
    assert len(numbers) == len(st.legal_actions(0))
    play(st, "equip 0 substitute")
    assert st.trainers[0].party[0].item == "substitute"


def test_hiker_hiking_gear_moves_onto_any_tile_regardless_of_elevation() -> None:
    from pokeforge.games.sinnoh.rules.movement import can_step

    st = journey(2, trainer0="Hiker:bronze")
    turn_of(st, 0)
    region = st.region
    cliff = next(
        (h, n)
        for h in sorted(region.tiles, key=lambda x: x.name())
        for n in region.neighbours[h]
        if not can_step(region, h, n)
    )
    put(st, 0, cliff[0].name())
    assert f"step {cliff[1].name()}" not in texts(st)  # locked
    claim_stamp(st, 0)
    st.invalidate()
    assert f"step {cliff[1].name()}" in texts(st)
    play(st, f"step {cliff[1].name()}")
    assert st.trainers[0].at == cliff[1]


def test_poke_fan_loyalty_card_crafts_a_second_battle_item_for_free() -> None:
    from journey_builders import give

    st = journey(1, trainer0="Poké Fan:silver")
    recipe = next(r for r in st.jc.recipes.values() if r.kind == "item")
    give(st, 0, **{c: 9 for c in ("red", "blue", "yellow", "pink", "green", "white", "black")})
    play(st, f"craft {recipe.id}")
    assert st.trainers[0].items == [recipe.makes]  # Loyalty Card locked until that stamp
    assert [a.name for a in cards.unlocked(st, 0)] == ["Cute Charm", "Loyalty Card"]
    while "gift none" in texts(st):  # the stamps' rewards (a battle item crafted, every colour)
        play(st, "gift none")
    give(st, 0, **{c: 9 for c in ("red", "blue", "yellow", "pink", "green", "white", "black")})
    events = play(st, f"craft {recipe.id}")
    assert st.trainers[0].items == [recipe.makes] * 3
    assert any("(Loyalty Card)" in e.text for e in events)


def test_bird_keeper_bird_whistle_flies_to_a_village_from_any_tile() -> None:
    from journey_builders import give

    st = journey(2, trainer0="Bird Keeper:bronze")
    turn_of(st, 0)
    put(st, 0, "-2,-3")  # a tile of no place
    give(st, 0, red=1)
    assert not [x for x in texts(st) if x.startswith("fly ")]  # locked
    claim_stamp(st, 0)
    st.invalidate()
    flights = [x for x in texts(st) if x.startswith("fly ")]
    assert "fly pinecrest red" in flights
    assert not any(f"fly {v} " in x for v in st.grunts for x in flights)  # no Grunts there
    grunts = st.grunts
    st.grunts = (*grunts, "pinecrest")
    st.invalidate()
    assert "fly pinecrest red" not in texts(st)
    st.grunts = grunts
    st.invalidate()
    red = st.trainers[0].apricorns("red")
    play(st, "fly pinecrest red")
    assert st.trainers[0].at == st.region.places["pinecrest"].at
    assert st.trainers[0].apricorns("red") == red - 1
    assert not [x for x in texts(st) if x.startswith("fly ")]  # once a turn, as at a village


def test_what_a_card_adds_to_a_battle_action_has_an_action_number_on_the_journey() -> None:
    """Swimmer's Butterfly Technique writes ``retype=bug`` on a Water move: the journey's
    numbering of battle actions holds every text its trainer cards may add (at Gold: every card
    unlocks both abilities in time); without cards it is the plain journey's."""
    plain = GAME.num_distinct_actions(GAME.params({"campaign": "heart"}))
    assert plain == 353_121
    st = journey(1, trainer0="Swimmer", starters=("Piplup",), homes=("frostmere",))
    battle = _wild(st)
    for _ in range(20):
        if any("retype=" in str(a) for a in st.legal_actions(0)):
            break
        play(st, texts(st)[0])
    actions = st.legal_actions(0)
    assert any("retype=bug" in str(a) for a in actions), [str(a) for a in actions]
    numbers = st.legal_action_numbers(0)
    assert len(set(numbers)) == len(actions)
    assert battle.sides[0].trainer == "swimmer:gold"
    size = GAME.num_distinct_actions(GAME.params({"campaign": "heart", "trainer0": "Swimmer"}))
    assert size > plain
    assert all(n < size for n in numbers)


# -- statuses inflicted on your own Pokémon outside battle ----------------------------------------


def test_black_belt_fighting_spirit_burns_your_own_pokemon_outside_battle() -> None:
    st = journey(2, trainer0="Black Belt:silver")
    turn_of(st, 0)
    party(st, 0, "Turtwig", "Chimchar")
    assert not [x for x in texts(st) if x.startswith("inflict")]  # locked
    claim_stamp(st, 0)
    st.invalidate()
    # Chimchar is a Fire type: immune to Burned (the battle's status rules)
    assert [x for x in texts(st) if x.startswith("inflict")] == ["inflict 0"]
    events = play(st, "inflict 0")
    assert st.trainers[0].party[0].statuses == ["burned"]
    assert any("Fighting Spirit" in e.text for e in events)
    assert not [x for x in texts(st) if x.startswith("inflict")]  # already Burned
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_fairy_tale_girl_day_dreamer_makes_your_own_pokemon_drowsy() -> None:
    st = journey(1, trainer0="Fairy Tale Girl", starters=("Togepi",), homes=("harbourlight",))
    assert "inflict 0" in texts(st)
    play(st, "inflict 0")
    assert st.trainers[0].party[0].statuses == ["drowsy"]


def test_the_card_verbs_are_numbered_only_with_trainer_cards() -> None:
    from pokeforge.games.sinnoh.encoding import numbering
    from pokeforge.games.sinnoh.journey.actions import CARD_VERBS, VERBS

    plain = numbering(GAME, GAME.params({"campaign": "heart"}))
    assert [k.name for k in plain.codec.kinds] == list(VERBS)  # type: ignore[union-attr]
    carded = numbering(GAME, GAME.params({"campaign": "heart", "trainer0": "Beauty"}))
    kinds = [k.name for k in carded.codec.kinds]  # type: ignore[union-attr]
    assert kinds == [*VERBS, *CARD_VERBS]


def test_team_aqua_submarine_dive_ends_the_turn_on_any_other_ocean_tile() -> None:
    st = journey(2, trainer0="Team Aqua")
    turn_of(st, 0)
    region = st.region
    oceans = sorted(
        h.name()
        for h, tile in region.tiles.items()
        if str(tile.biome) == "Ocean" and tile.area == "sinnoh"
    )
    put(st, 0, "-2,-3")
    assert str(region.tiles[Hex.parse("-2,-3")].biome) != "Ocean"
    assert not [x for x in texts(st) if x.startswith("teleport")]  # not on an Ocean tile
    put(st, 0, oceans[0])
    offered = [x.split(" ")[1] for x in texts(st) if x.startswith("teleport")]
    assert sorted(offered) == oceans[1:]
    events = play(st, f"teleport {oceans[-1]}")
    assert st.trainers[0].at == Hex.parse(oceans[-1])
    assert any("Submarine Dive" in e.text for e in events)
    assert any(e.kind == "end_turn" for e in events)  # the turn is over
    assert st.actor != 0


def test_team_magma_magma_tunnels_is_locked_until_aclaim_stamp() -> None:
    st = journey(2, trainer0="Team Magma:bronze")
    turn_of(st, 0)
    mountain = next(
        h.name()
        for h, tile in sorted(st.region.tiles.items(), key=lambda kv: kv[0].name())
        if str(tile.biome) == "Mountain" and tile.area == "sinnoh"
    )
    put(st, 0, mountain)
    assert not [x for x in texts(st) if x.startswith("teleport")]
    claim_stamp(st, 0)
    st.invalidate()
    assert [x for x in texts(st) if x.startswith("teleport")]
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_gardener_pick_apricorn_takes_one_from_the_tree_once_a_turn() -> None:
    from pokeforge.games.sinnoh.journey.rules import encounters

    st = journey(2, trainer0="Gardener")
    turn_of(st, 0)
    tree = st.region.places["tree_cold_forest_1b"]
    colours = sorted(set(encounters.guards(st, tree)))
    put(st, 0, "-2,-3")
    assert not [x for x in texts(st) if x.startswith("pick")]  # not on a tree
    reef = next(p for p in st.region.places.values() if p.kind == "apricorn_reef")
    put(st, 0, reef.id)
    assert not [x for x in texts(st) if x.startswith("pick")]  # a Reef is not a Tree
    put(st, 0, tree.id)
    assert [x for x in texts(st) if x.startswith("pick")] == [f"pick {c}" for c in colours]
    before = st.trainers[0].apricorns(colours[0])
    events = play(st, f"pick {colours[0]}")
    assert st.trainers[0].apricorns(colours[0]) == before + 1
    assert any("Pick Apricorn" in e.text for e in events)
    assert not [x for x in texts(st) if x.startswith("pick")]  # once a turn


def test_gardener_pick_apricorn_not_from_a_tree_the_ultra_beasts_destroyed() -> None:
    """Gardener / Pick Apricorn: "gain 1 Apricorn from an Apricorn Tree you are standing on": a
    tree the Ultra Beasts destroyed is no longer used (no search there), so nothing is picked."""
    st = journey(2, trainer0="Gardener")
    turn_of(st, 0)
    tree = st.region.places["tree_cold_forest_1b"]
    st.ultra.destroyed = (*st.ultra.destroyed, tree.id)
    put(st, 0, tree.id)
    assert "search" not in texts(st)  # the plain game's rule for a destroyed tree
    assert not [x for x in texts(st) if x.startswith("pick")]


# -- Dragon Tamer ---------------------------------------------------------------------------------


def test_dragon_tamer_apex_hatchling_takes_a_weak_dragon_with_the_apex_dragon() -> None:
    st = journey(2, trainer0="Dragon Tamer:bronze")
    turn_of(st, 0)
    claim_stamp(st, 0)
    assert st.decision() == "gift" and st.to_act() == (0,)
    offered = texts(st)
    names = sorted(st.content.cards[x.split(" ")[1]].name for x in offered if x != "gift none")
    assert set(names) <= {"Dratini", "Bagon", "Gible", "Deino", "Goomy"} and names
    assert not [x for x in offered if x.startswith("learn")]
    # "search … for a Dragon-type Pokémon and add it to your party": no "may", so no declining
    assert "gift none" not in offered
    pick = next(x for x in offered if x != "gift none")
    card = pick.split(" ")[1]
    deck = next(k for k, v in st.decks.items() if card in v)
    events = play(st, pick)
    mon = st.trainers[0].party[-1]
    assert (mon.card, mon.item) == (card, "apex_dragon")
    assert card not in st.decks[deck]
    assert any("Apex Hatchling" in e.text for e in events)
    turn_of(st, 0)
    assert f"unequip {len(st.trainers[0].party) - 1}" not in texts(st)  # it cannot come off


def test_dragon_tamer_apex_hatchling_declines_only_when_no_weak_dragon_is_left() -> None:
    """Dragon Tamer / Apex Hatchling: with no Dragon-type left in the Weak decks, nothing can be
    added: ``gift none`` is then the only answer."""
    st = journey(2, trainer0="Dragon Tamer:bronze")
    turn_of(st, 0)
    dragons = {"Dratini", "Bagon", "Gible", "Deino", "Goomy"}
    for k in list(st.decks):
        st.decks[k] = [c for c in st.decks[k] if st.content.cards[c].name not in dragons]
    claim_stamp(st, 0)
    assert st.decision() == "gift" and texts(st) == ["gift none"]


def test_dragon_tamer_apex_dragon_costs_5_more_journey_points_to_evolve() -> None:
    st = journey(1, trainer0="Dragon Tamer", starters=("Turtwig",), homes=("twinbrook",))
    play(st, next(x for x in texts(st) if x != "gift none"))  # Gold: Apex Hatchling at once
    t = st.trainers[0]
    hatchling = t.party[-1]
    cost = st.content.cards[hatchling.card].evolve_cost
    assert cost is not None
    assert cards.evolve_cost(st, 0, cost, hatchling) == cost + 5
    assert cards.evolve_cost(st, 0, 4, t.party[0]) == 4  # Turtwig holds no Apex Dragon
    t.points = cost + 4
    st.invalidate()
    slot = len(t.party) - 1
    assert not [x for x in texts(st) if x.startswith(f"evolve {slot} ")]
    t.points = cost + 5
    st.invalidate()
    assert [x for x in texts(st) if x.startswith(f"evolve {slot} ")]


# -- whole journeys with cards --------------------------------------------------------------------


@pytest.mark.parametrize("campaign", ["heart", "ultra_burst"])
def test_random_journeys_with_cards_number_every_action_and_survive_json(campaign: str) -> None:
    from pokeforge.core import Rng

    raw = {"campaign": campaign, "max_rounds": "20"}
    raw.update(
        {f"trainer{i}": q for i, q in enumerate(("random", "random:bronze", "random:silver"))}
    )
    params = GAME.params(raw)
    size = GAME.num_distinct_actions(params)
    for seed in range(2):
        st = GAME.new_state(params, seed=seed, seats=3)
        rng = Rng(seed)
        for count in range(1500):
            if st.outcome is not None:
                break
            seat = st.to_act()[0]
            actions = st.legal_actions(seat)
            numbers = st.legal_action_numbers(seat)
            assert len(set(numbers)) == len(actions) and all(0 <= n < size for n in numbers)
            if count % 50 == 0:
                assert GAME.state_from_json(st.to_json()).digest() == st.digest()
            st.apply(seat, actions[rng.below(len(actions))])


# -- Essentia -------------------------------------------------------------------------------------


def test_essentia_opportune_strike_knows_whether_the_trainer_moved_this_turn() -> None:
    st = journey(2, trainer0="Essentia")
    turn_of(st, 0)
    battle = _wild(st)  # put on the tree: no tile move
    assert battle.params.moved is False
    decide_battle(st, 0)
    st2 = journey(2, trainer0="Essentia")
    turn_of(st2, 0)
    put(st2, 0, "tree_cold_forest_1b")
    step = next(x for x in texts(st2) if x.startswith("step "))
    play(st2, step)
    play(st2, f"step {st2.region.places['tree_cold_forest_1b'].at.name()}")
    deck = [c for c in st2.decks[KEY] if c != "265"]
    st2.decks[KEY] = [*deck, "265"]
    play(st2, "search")
    play(st2, "battle 265")
    assert st2.battle is not None and st2.battle.params.moved is True


def test_essentia_planning_ahead_uses_the_movement_left_after_a_battle() -> None:
    st = journey(2, trainer0="Essentia")
    turn_of(st, 0)
    left = st.moves_left
    _wild(st)
    decide_battle(st, 0)
    while st.pending:
        play(st, texts(st)[0])
    assert st.actor == 0 and st.decision() == "turn" and st.moves_left == left
    offered = texts(st)
    assert "end" in offered and all(x.startswith("step ") or x == "end" for x in offered)
    play(st, next(x for x in offered if x.startswith("step ")))
    assert st.moves_left == left - 1
    play(st, "end")
    assert st.actor != 0


def test_without_planning_ahead_a_battle_ends_the_turn() -> None:
    st = journey(2, trainer0="Essentia:silver")  # Planning Ahead unlocked, Opportune Strike not
    st2 = journey(2, trainer0="Beauty")
    turn_of(st2, 0)
    _wild(st2)
    decide_battle(st2, 0)
    while st2.pending:
        play(st2, texts(st2)[0])
    assert st2.actor != 0
    assert [a.name for a in cards.unlocked(st, 0)] == ["Planning Ahead"]


# -- gaining what others discard, Apricorn Stashes ------------------------------------------------


def test_delinquent_offering_thief_gains_the_apricorn_another_trainer_offers() -> None:
    from journey_builders import give

    st = journey(3, trainer1="Delinquent", trainer2="Delinquent:bronze")
    turn_of(st, 0)
    put(st, 0, "shrine_of_frost")
    give(st, 0, red=2)
    give(st, 1, red=0)
    give(st, 2, red=0)
    st.shrines.events = ["pilgrims_gift"]
    events = play(st, "offering red")
    assert st.trainers[0].apricorns("red") == 1
    assert st.trainers[1].apricorns("red") == 1  # Offering Thief unlocked (Gold)
    assert st.trainers[2].apricorns("red") == 0  # locked (Bronze)
    assert any("Offering Thief" in e.text for e in events)


def test_ginkgo_merchant_trade_monopoly_gains_the_apricorns_another_trainer_trades() -> None:
    from journey_builders import give

    st = journey(2, trainer1="Ginkgo Merchant")
    turn_of(st, 0)
    put(st, 0, "snowfall")
    st.trades = ["red_for_blue", "pink_for_white"]
    give(st, 0, red=2, pink=0)
    give(st, 1, red=0)
    play(st, "ginkgo 1")
    assert st.trainers[1].apricorns("red") == 2  # what Player 1 gave the Ginkgo Merchants


def test_veteran_wilderness_expert_finds_more_in_an_apricorn_stash_and_a_tile_move() -> None:
    st = journey(2, trainer0="Veteran")
    turn_of(st, 0)
    step = next(x for x in texts(st) if x.startswith("step "))
    tile = step.split(" ")[1]
    st.explore.hidden = {tile: "stash:blue:2"}
    before, left = st.trainers[0].apricorns("blue"), st.moves_left
    events = play(st, step)
    assert st.trainers[0].apricorns("blue") == before + 2 + 2
    assert st.moves_left == left - 1 + 1
    assert any("Wilderness Expert" in e.text for e in events)


# -- Bug Catcher ----------------------------------------------------------------------------------


def _captured(st: Any) -> list[Event]:
    """End the running wild battle with its Pokémon captured (as the battle leaves it)."""
    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    battle = st.battle
    battle.rewards = {"captured": True, "journey_points": 1}
    battle.outcome = Outcome(Termination.OBJECTIVE, (0,), "test")
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    while st.pending:
        events += play(st, texts(st)[0])
    return events


def test_bug_catcher_catching_frenzy_starts_an_extra_turn_after_a_bug_capture_once() -> None:
    st = journey(2, trainer0="Bug Catcher")
    turn_of(st, 0)
    assert "bug" in st.content.cards["265"].types  # Wurmple
    _wild(st)
    events = _captured(st)
    assert st.actor == 0 and st.decision() == "turn"
    assert any("Catching Frenzy" in e.text for e in events)
    moves = st.moves_left
    assert moves > 0
    put(st, 0, "tree_cold_forest_1b")
    _wild(st)
    _captured(st)
    assert st.actor != 0  # not repeated on the extra turn


def test_no_extra_turn_for_a_capture_of_another_type_or_without_the_card() -> None:
    st = journey(2, trainer0="Beauty")
    turn_of(st, 0)
    _wild(st)
    _captured(st)
    assert st.actor != 0


# -- Backpacker -----------------------------------------------------------------------------------


def test_backpacker_holding_capacity_attaches_a_second_different_item() -> None:
    st = journey(1, trainer0="Backpacker:silver", starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    t.items = ["eviolite", "eviolite", "star_shield"]
    st.invalidate()
    play(st, "equip 0 eviolite")
    assert not [x for x in texts(st) if x.startswith("equip 0 ")]  # Holding Capacity locked
    claim_stamp(st, 0)
    while st.pending:
        play(st, "gift none")
    assert [x for x in texts(st) if x.startswith("equip 0 ")] == ["equip 0 star_shield"]
    play(st, "equip 0 star_shield")
    mon = t.party[0]
    assert (mon.item, mon.item2) == ("eviolite", "star_shield")
    assert st.view(0)["trainers"][0]["party"][0]["item2"] == "star_shield"
    assert "unequip 0" in texts(st)
    play(st, "unequip 0")  # the last one attached comes off first
    assert (mon.item, mon.item2) == ("eviolite", None) and "star_shield" in t.items
    play(st, "equip 0 star_shield")
    battle = _wild(st)
    assert battle.sides[0].party[0].item2 == "star_shield"


def test_both_items_stay_on_an_evolution() -> None:
    st = journey(1, trainer0="Backpacker", starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    t.items = ["eviolite", "star_shield"]
    t.points = 10
    st.invalidate()
    play(st, "equip 0 eviolite")
    play(st, "equip 0 star_shield")
    play(st, "evolve 0 Grotle")
    mon = t.party[0]
    assert (mon.item, mon.item2) == ("eviolite", "star_shield")


# -- Ace Trainer ----------------------------------------------------------------------------------


def test_ace_trainer_team_builder_retries_a_pokedex_search_once() -> None:
    st = journey(2, trainer0="Ace Trainer")
    turn_of(st, 0)
    put(st, 0, "tree_cold_forest_1b")
    play(st, "search")
    first = list(st.search)
    assert st.decision() == "pick" and "retry" in texts(st)
    assert "retry" not in texts(st, 0) or st.to_act() == (0,)
    deck_size = len(st.decks[KEY]) + len(first)
    events = play(st, "retry")
    assert st.decision() == "pick" and len(st.search) == len(first)
    assert len(st.decks[KEY]) + len(st.search) == deck_size
    assert "retry" not in texts(st)  # once per encounter
    assert any("Team Builder" in e.text for e in events)
    # the cards drawn stay the searcher's secret
    other = st.view(1)
    assert "cards" not in (other.get("search") or {})
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_ace_trainer_team_builder_battle_items_need_1_of_each_apricorn() -> None:
    """pokeforge's Battle Item recipes already cost 1 of each of their colours; a recipe of 2
    shows the rule."""
    from dataclasses import replace

    from journey_builders import give

    st = journey(1, trainer0="Ace Trainer:silver")
    base = st.jc.recipes["blast_crystal"]
    dear = replace(base, cost={"red": 2, "pink": 1, "black": 3})
    st.jc = replace(st.jc, recipes={**st.jc.recipes, "blast_crystal": dear})
    assert dict(cards.recipes(st, 0)["blast_crystal"].cost) == {"red": 1, "pink": 1, "black": 1}
    assert cards.recipes(st, 0)["poke_ball"] is st.jc.recipes["poke_ball"]  # a ball: as printed
    give(st, 0, **{c: 0 for c in ("red", "blue", "yellow", "pink", "green", "white", "black")})
    give(st, 0, red=1, pink=1, black=1)
    assert "craft blast_crystal" in texts(st)
    play(st, "craft blast_crystal")
    t = st.trainers[0]
    assert (t.apricorns("pink"), t.apricorns("black"), t.items) == (0, 0, ["blast_crystal"])
    plain = journey(1)
    plain.jc = replace(plain.jc, recipes={**plain.jc.recipes, "blast_crystal": dear})
    give(plain, 0, red=1, pink=1, black=1)
    assert "craft blast_crystal" not in texts(plain)
