"""Trainer cards on the journey: party, deck and crafting cards (Chef, Gentleman, Expert…), the
campaign side of each ability (:mod:`pokeforge.games.sinnoh.journey.rules.cards_party`)."""

from __future__ import annotations

from typing import Any

from journey_builders import card_usable, claim_stamp, give, journey, play, texts, turn_of

from pokeforge.core.events import Event
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.journey.trainer_cards import usable_ids

# -- Chef -----------------------------------------------------------------------------------------


def test_chef_ingredient_expert_converts_an_apricorn_within_its_tier() -> None:
    assert card_usable("Chef")
    st = journey(2, trainer0="Chef")
    turn_of(st, 0)
    st.trainers[0].bag = [0] * 7
    give(st, 0, red=1, black=1)
    st.invalidate()
    offered = [x for x in texts(st) if x.startswith("convert")]
    assert offered == ["convert red blue", "convert red yellow"]  # Black is alone in tier 3
    events = play(st, "convert red yellow")
    assert st.trainers[0].apricorns("red") == 0 and st.trainers[0].apricorns("yellow") == 1
    assert any("Ingredient Expert" in e.text for e in events)
    assert st.actor == 0 and st.decision() == "turn"
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_a_conversion_is_a_free_move_the_agents_charge_for_undoing() -> None:
    """Converting is free and repeatable ("freely convert"): like a held item put on and taken
    off, each conversion counts as a free move of the turn (``held_moves``, read by the agents'
    evaluation only), so that converting round a cycle of colours (red → blue → yellow → red)
    is never worth more than ending the turn; a greedy Chef once converted 5,000 times."""
    from pokeforge.games.sinnoh.journey.evaluate import evaluate

    st = journey(2, trainer0="Chef")
    turn_of(st, 0)
    st.trainers[0].bag = [0] * 7
    give(st, 0, red=1)
    st.invalidate()
    before = evaluate(st, 0)
    for step in ("convert red blue", "convert blue yellow", "convert yellow red"):
        play(st, step)
    assert st.held_moves[1:] == (0, 3)
    assert evaluate(st, 0) < before  # the same bag, three free moves later


def test_chef_ingredient_expert_is_locked_on_a_bronze_card_and_absent_without_it() -> None:
    st = journey(2, trainer0="Chef:bronze")
    turn_of(st, 0)
    give(st, 0, red=1)
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("convert")]
    st = journey(2, trainer0="Beauty")
    turn_of(st, 0)
    give(st, 0, red=1)
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("convert")]


# -- Expert ---------------------------------------------------------------------------------------


def _at_shrine(st: Any, seat: int) -> None:
    from journey_builders import put

    turn_of(st, seat)
    put(st, seat, "shrine_of_frost")
    give(st, seat, red=1)


def test_expert_shrine_keeper_draws_one_more_shrine_event_and_keeps_one() -> None:
    assert card_usable("Expert")
    st = journey(2, trainer0="Expert")
    _at_shrine(st, 0)
    st.shrines.events = ["pilgrims_gift", "sacred_spring"]
    points = st.trainers[0].points
    events = play(st, "offering red")
    assert st.decision() == "keeper" and st.to_act() == (0,)
    assert sorted(st.shrines.drawn) == ["pilgrims_gift", "sacred_spring"]
    assert any("Shrine Keeper" in e.text for e in events)
    assert texts(st) == ["choose 0", "choose 1"]
    gift = st.shrines.drawn.index("pilgrims_gift")
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    play(st, f"choose {gift}")
    assert st.trainers[0].points == points + 1  # Pilgrim's Gift resolved, the other discarded
    assert sorted(st.shrines.event_discard) == ["pilgrims_gift", "sacred_spring"]
    assert st.shrines.drawn == [] and not st.pending


def test_expert_shrine_keeper_draws_four_and_keeps_two_for_seven_journey_points() -> None:
    st = journey(2, trainer0="Expert")
    _at_shrine(st, 0)
    st.trainers[0].points = 7
    st.shrines.events = ["pilgrims_gift", "sacred_spring", "song_of_frost", "pilgrims_gift"]
    play(st, "offering red draw3")
    assert len(st.shrines.drawn) == 4 and st.decision() == "keeper"
    offered = texts(st)
    assert len(offered) == 12 and "choose 3+0" in offered
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    play(st, "choose 3+0")
    assert len(st.shrines.event_discard) >= 2 and st.shrines.drawn == []


def test_without_shrine_keeper_an_offering_resolves_one_card() -> None:
    st = journey(2, trainer0="Expert:bronze")
    _at_shrine(st, 0)
    st.shrines.events = ["pilgrims_gift", "sacred_spring"]
    play(st, "offering red")
    assert st.decision() == "turn" and len(st.shrines.events) == 1


# -- Gentleman ------------------------------------------------------------------------------------

KEY = "Forest|Cold|weak"
TREE = "tree_cold_forest_1b"


def _wild(st: Any, card: str = "265") -> Any:
    from journey_builders import put

    put(st, st.actor, TREE)
    st.decks[KEY] = [*(c for c in st.decks[KEY] if c != card), card]
    play(st, "search")
    play(st, f"battle {card}")
    return st.battle


def _defeat_wild(st: Any) -> list[Event]:
    from journey_builders import decide_battle

    events = decide_battle(st, 0)
    while st.pending:
        events += play(st, texts(st)[0])
    return events


def test_gentleman_amulet_coin_doubles_the_apricorns_after_defeating_a_wild_pokemon() -> None:
    assert card_usable("Gentleman")
    gained = []
    for spec in ("Beauty", "Gentleman:silver"):
        st = journey(2, trainer0=spec)
        turn_of(st, 0)
        st.trainers[0].bag = [0] * 7
        _wild(st)
        events = _defeat_wild(st)
        gained.append(sum(st.trainers[0].bag))
        if spec.startswith("Gentleman"):
            assert any("Amulet Coin" in e.text for e in events)
    assert gained == [3, 6]


def test_gentleman_cherish_ball_is_received_when_unlocked() -> None:
    st = journey(2, trainer0="Gentleman:silver")
    assert "cherish" not in st.trainers[0].balls
    turn_of(st, 0)
    events = claim_stamp(st, 0)
    assert "cherish" in st.trainers[0].balls
    assert any("Cherish Ball" in e.text for e in events)
    gold = journey(2, trainer0="Gentleman")
    assert gold.trainers[0].balls.count("cherish") == 1


def test_the_cherish_ball_captures_once_and_comes_back_when_the_pokemon_is_released() -> None:
    st = journey(2, trainer0="Gentleman", trainer1="Gentleman")
    turn_of(st, 0)
    battle = _wild(st)
    assert battle.sides[0].balls.count("cherish") == 1
    while "ball cherish" not in texts(st, 0):
        play(st, texts(st, 0)[0], 0)
    play(st, "ball cherish", 0)
    while st.pending or st.battle is not None:
        play(st, texts(st)[0])
    t = st.trainers[0]
    assert "cherish" not in t.balls and st.content.cards[t.party[-1].card].name == "Wurmple"
    # the next battle has no Cherish Ball
    turn_of(st, 0)
    battle = _wild(st, "265")
    assert "cherish" not in battle.sides[0].balls
    from journey_builders import decide_battle

    decide_battle(st, 0)
    while st.pending:
        play(st, texts(st)[0])
    turn_of(st, 0)
    # releasing the Pokémon the Cherish Ball captured gives the ball back
    from pokeforge.games.sinnoh.journey.rules import cards_party

    slot = cards_party.cherished(st, 0)
    assert slot >= 0
    st.pending.append({"kind": "release", "seat": 0})
    st.invalidate()
    events = play(st, f"release {slot}")
    assert "cherish" in t.balls and any("Cherish Ball" in e.text for e in events)
    assert cards_party.cherished(st, 0) < 0
    back = GAME.state_from_json(st.to_json())
    assert back.digest() == st.digest()


# -- Pokémon Breeder ------------------------------------------------------------------------------


def test_pokemon_breeder_egg_move_teaches_the_evolutions_move_and_stops_evolving() -> None:
    from journey_builders import party

    assert card_usable("Pokémon Breeder")
    st = journey(2, trainer0="Pokémon Breeder:silver")
    turn_of(st, 0)
    party(st, 0, "Bidoof")
    mon = st.trainers[0].party[0]
    bibarel = st.content.card("Bibarel")
    cost = st.content.cards[mon.card].evolve_cost
    st.trainers[0].points = cost
    st.invalidate()
    assert f"egg 0 {bibarel.name}" in texts(st) and f"evolve 0 {bibarel.name}" in texts(st)
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    events = play(st, f"egg 0 {bibarel.name}")
    assert any("Egg Move" in e.text for e in events)
    mon = st.trainers[0].party[0]
    assert st.content.cards[mon.card].name == "Bidoof" and mon.egg
    assert bibarel.move in mon.moves and st.trainers[0].points == 0
    st.trainers[0].points = 99
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith(("evolve 0", "egg 0"))]


def test_almost_perfect_ivs_gives_egg_move_pokemon_5_health_in_battle() -> None:
    from journey_builders import party

    st = journey(2, trainer0="Pokémon Breeder")
    turn_of(st, 0)
    party(st, 0, "Bidoof")
    st.trainers[0].party[0].egg = True
    st.invalidate()
    base = st.trainers[0].party[0].max_health
    battle = _wild(st)
    assert battle.sides[0].party[0].max_health == base + 5


def test_egg_move_needs_the_ability_and_a_weak_pokemon() -> None:
    from journey_builders import party

    st = journey(2, trainer0="Pokémon Breeder:bronze")
    turn_of(st, 0)
    party(st, 0, "Bidoof", "Turtwig", "Staravia")
    st.trainers[0].points = 99
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("egg")]
    claim_stamp(st, 0)
    eggs = [x for x in texts(st) if x.startswith("egg")]
    assert eggs == ["egg 0 Bibarel"]  # a starter is not a Weak Pokémon, Staravia is Moderate


# -- Kindler --------------------------------------------------------------------------------------


def test_kindler_gather_firewood_removes_any_apricorn_tree_for_3_firewood_once_a_turn() -> None:
    from journey_builders import put

    assert card_usable("Kindler")
    st = journey(2, trainer0="Kindler:silver")
    turn_of(st, 0)
    firewood = st.trainers[0].firewood
    trees = sorted(p.id for p in st.region.places.values() if p.kind == "apricorn_tree")
    offered = [x.split(" ")[1] for x in texts(st) if x.startswith("gather")]
    assert offered == trees  # any Apricorn Tree of the map, wherever the trainer stands
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    events = play(st, f"gather {TREE}")
    assert st.trainers[0].firewood == firewood + 3
    assert any("Gather Firewood" in e.text for e in events)
    assert TREE in st.felled and not [x for x in texts(st) if x.startswith("gather")]
    assert st.view(1)["felled"] == [TREE]  # public
    # the tree is gone: no search, no Pick Apricorn there, never offered again
    put(st, 0, TREE)
    assert "search" not in texts(st)
    back = GAME.state_from_json(st.to_json())
    assert back.digest() == st.digest() and back.felled == st.felled
    turn_of(st, 1)
    turn_of(st, 0)
    assert f"gather {TREE}" not in texts(st)
    assert [x for x in texts(st) if x.startswith("gather")]


def test_no_gather_firewood_while_locked_and_no_felled_trees_in_the_plain_json() -> None:
    st = journey(2, trainer0="Kindler:bronze")
    turn_of(st, 0)
    assert not [x for x in texts(st) if x.startswith("gather")]
    assert "felled" not in st.to_json() and "felled" not in st.view(0)


# -- Pokémon Ranger -------------------------------------------------------------------------------


def test_pokemon_ranger_trusty_companions_gives_moderate_pokemon_the_maximum_at_once() -> None:
    from journey_builders import party

    from pokeforge.games.sinnoh.journey.pieces import MAX_PARTY
    from pokeforge.games.sinnoh.journey.rules.cards_party import RANCH_SLOTS

    assert card_usable("Pokémon Ranger")
    assert RANCH_SLOTS == 0  # the expansion's three locked slots count as unlocked
    st = journey(2, trainer0="Pokémon Ranger")
    turn_of(st, 0)
    party(st, 0, "Staravia", "Bidoof")
    base = [m.max_health for m in st.trainers[0].party]
    battle = _wild(st)
    assert [m.max_health for m in battle.sides[0].party] == [base[0] + 3, base[1]]
    assert MAX_PARTY == 6  # the Ranch adds no slot: a party still holds 6


# -- Parasol Lady ---------------------------------------------------------------------------------


def test_parasol_lady_weather_forecast_places_the_weather_wheel_when_unlocked() -> None:
    assert card_usable("Parasol Lady")
    st = journey(2, trainer0="Parasol Lady:bronze")
    turn_of(st, 0)
    assert st.weather == "" and "weather" not in st.view(0)
    claim_stamp(st, 0)
    assert st.decision() == "weather" and st.to_act() == (0,)
    offered = texts(st)
    assert "weather fire" in offered and len(offered) == len(set(offered)) > 10
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    events = play(st, "weather water")
    assert st.weather == "water" and any("Weather Forecast" in e.text for e in events)
    assert st.view(1)["weather"] == "water"  # public
    back = GAME.state_from_json(st.to_json())
    assert back.digest() == st.digest() and back.weather == "water"
    # every battle after it has the Weather
    battle = _wild(st)
    assert battle.params.weather == "water" and battle.weather == "water"


def test_any_trainer_may_change_the_weather_for_3_journey_points_at_a_shrine() -> None:
    from journey_builders import put

    st = journey(2, trainer0="Parasol Lady:bronze", trainer1="Beauty")
    turn_of(st, 0)
    claim_stamp(st, 0)
    play(st, "weather water")
    turn_of(st, 1)
    st.trainers[1].points = 3
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("weather")]  # not at a Shrine
    put(st, 1, "shrine_of_frost")
    changes = [x for x in texts(st) if x.startswith("weather")]
    assert "weather fire" in changes and "weather water" not in changes
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(1))
    play(st, "weather fire")
    assert st.weather == "fire" and st.trainers[1].points == 0
    assert not [x for x in texts(st) if x.startswith("weather")]  # 3 Journey Points each


def test_no_weather_wheel_without_a_parasol_lady() -> None:
    from journey_builders import put

    st = journey(2, trainer0="Beauty")
    turn_of(st, 0)
    put(st, 0, "shrine_of_frost")
    st.trainers[0].points = 9
    st.invalidate()
    assert not [x for x in texts(st) if x.startswith("weather")]
    assert _wild(st).params.weather == ""


# -- Collector ------------------------------------------------------------------------------------


def test_collector_stamp_collector_claims_each_stamp_reward_twice() -> None:
    assert card_usable("Collector")
    st = journey(2, trainer0="Collector:silver")
    turn_of(st, 0)
    st.trainers[0].bag = [0] * 7
    events = claim_stamp(st, 0, "fainted")  # the 1st reward: 1 red, 1 blue, 1 yellow Apricorn
    assert st.trainers[0].bag[:3] == [2, 2, 2]
    assert any("Stamp Collector" in e.text for e in events)
    while st.pending:
        play(st, "gift none") if "gift none" in texts(st) else play(st, texts(st)[0])
    claim_stamp(st, 0, "rival")  # the 2nd: a search of the Weak decks, twice
    assert [p["kind"] for p in st.pending] == ["gift", "gift"]


def test_collector_pokemon_collector_keeps_discarded_pokemon_for_stamp_rewards() -> None:
    from journey_builders import party

    st = journey(2, trainer0="Collector")
    turn_of(st, 0)
    party(st, 0, "Turtwig", "Bidoof")
    bidoof = st.trainers[0].party[1].card
    st.pending.append({"kind": "release", "seat": 0})
    st.invalidate()
    play(st, "release 1")
    assert st.trainers[0].pool == [bidoof]  # not the discard pile: the stamp rewards' pool
    assert bidoof not in [c for pile in st.discards.values() for c in pile]
    assert st.view(1)["trainers"][0]["trainer_card"]["pool"] == ["Bidoof"]  # public
    # a card of no Pokédex deck (a starter) goes nowhere, as before
    st.pending.append({"kind": "release", "seat": 0})
    st.invalidate()
    play(st, "release 0")
    assert st.trainers[0].pool == [bidoof]
    back = GAME.state_from_json(st.to_json())
    assert back.digest() == st.digest() and back.trainers[0].pool == [bidoof]
    # a stamp reward's search offers it, whatever its tier
    for k, deck in st.decks.items():
        st.decks[k] = [c for c in deck if c != bidoof]
    claim_stamp(st, 0, "fainted")
    while st.pending and st.pending[0]["kind"] != "gift":
        play(st, texts(st)[0])
    claim_stamp(st, 0, "rival")
    assert f"gift {bidoof}" in texts(st)
    play(st, f"gift {bidoof}")
    assert (
        st.trainers[0].pool == []
        and st.content.cards[st.trainers[0].party[-1].card].name == "Bidoof"
    )


# -- Youngster ------------------------------------------------------------------------------------


def test_youngster_career_options_draws_5_cards_in_secret_and_swaps_for_one() -> None:
    assert card_usable("Youngster")
    st = journey(2, trainer0="Youngster:silver", trainer1="Beauty")
    turn_of(st, 0)
    events = claim_stamp(st, 0)
    assert st.decision() == "career" and st.to_act() == (0,)
    entry = st.pending[0]
    drawn = list(entry["cards"])
    assert len(drawn) == 5 and "youngster" not in drawn and "beauty" not in drawn
    assert set(drawn) <= set(usable_ids(GAME.content))
    # secret: no other seat's view, no event names them
    assert "cards" not in st.view(1)["pending"][0] and "deck" not in st.view(1)["pending"][0]
    assert st.view(0)["pending"][0]["cards"] == drawn and "deck" not in st.view(0)["pending"][0]
    names = [GAME.content.trainers[c].name for c in drawn]
    assert not any(n in e.text for e in events for n in names)
    assert sorted(x.split(" ")[1] for x in texts(st)) == sorted(drawn)
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    # a search of another seat re-deals them and leaves the journey as it was
    digest = st.digest()
    copy = st.determinize(1, 7)
    assert st.digest() == digest
    assert len(copy.pending[0]["cards"]) == 5
    # the swap: the new card, its "when unlocked" effects
    entry["cards"] = sorted({*drawn[:4], "lady"})
    st.invalidate()
    points = st.trainers[0].points
    events = play(st, "career lady")
    assert st.trainers[0].card == "lady" and st.trainers[0].quality == "silver"
    assert st.trainers[0].points == points + 7  # Noble Heritage, unlocked (the stamp reached Gold)
    assert any("Career Options" in e.text and "Lady" in e.text for e in events)
    assert not st.pending or st.pending[0]["kind"] != "career"
