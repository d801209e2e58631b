"""Trainer cards on the journey, travel and map cards (``docs/rules/sinnoh.md``, "Trainer cards
on the journey: travel and map cards"): Sky Trainer (Wing Suit), Scuba Diver (Sunken Treasure),
Picnicker (Woodland Explorer, Picnic Basket)."""

from __future__ import annotations

from typing import Any

from journey_builders import card_usable, claim_stamp, give, journey, play, put, texts, turn_of

from pokeforge.core.events import Event
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.rules.movement import ELEVATION_LIMIT, full_elevations

# -- Sky Trainer: Wing Suit -----------------------------------------------------------------------


def _cliff(st: Any) -> tuple[Hex, Hex, Hex, Hex]:
    """A tile, a neighbour 2+ elevations lower, a neighbour of that no higher, and a neighbour
    of that one higher than the landing tile (all in Sinnoh)."""
    region = st.region
    el = {h: t.elevation for h, t in region.tiles.items()}
    for h in sorted(region.tiles, key=lambda x: x.name()):
        for low in region.neighbours[h]:
            if not (el[low] < el[h] and full_elevations(el[h], el[low]) >= ELEVATION_LIMIT):
                continue
            for flat in region.neighbours[low]:
                if flat == h or el[flat] > el[low]:
                    continue
                ups = [
                    u
                    for u in region.neighbours[flat]
                    if el[u] > el[flat] and full_elevations(el[u], el[flat]) < ELEVATION_LIMIT
                ]
                if ups:
                    return h, low, flat, ups[0]
    raise AssertionError("no cliff on the map")


def test_sky_trainer_wing_suit_glides_down_a_cliff_then_4_free_tiles_not_climbing() -> None:
    assert card_usable("Sky Trainer")
    st = journey(2, trainer0="Sky Trainer:bronze")
    turn_of(st, 0)
    top, low, flat, up = _cliff(st)
    put(st, 0, top.name())
    assert f"step {low.name()}" not in texts(st)  # locked: the elevation rule holds
    claim_stamp(st, 0)
    assert f"step {low.name()}" in texts(st)
    before = st.moves_left
    events = play(st, f"step {low.name()}")
    assert st.moves_left == before - 1  # the glide itself is a tile move
    assert any("Wing Suit" in e.text for e in events)
    st.moves_left = 0
    st.invalidate()
    assert f"step {flat.name()}" in texts(st)  # no higher: free, even with no move left
    play(st, f"step {flat.name()}")
    assert st.moves_left == 0
    assert f"step {up.name()}" not in texts(st)  # climbing ends the glide


def test_a_glide_gives_at_most_4_free_tiles() -> None:
    from pokeforge.games.sinnoh.journey.rules import cards_travel

    st = journey(2, trainer0="Sky Trainer")
    turn_of(st, 0)
    top, low, flat, _ = _cliff(st)
    put(st, 0, top.name())
    play(st, f"step {low.name()}")
    st.used = (*st.used, *[cards_travel.GLIDE_STEP] * 4)
    st.moves_left = 0
    st.invalidate()
    assert f"step {flat.name()}" not in texts(st)


def test_without_the_card_no_glide() -> None:
    st = journey(2)
    turn_of(st, 0)
    top, low, _, _ = _cliff(st)
    put(st, 0, top.name())
    assert f"step {low.name()}" not in texts(st)


# -- Scuba Diver: Sunken Treasure -----------------------------------------------------------------


def _ocean(st: Any) -> str:
    return next(
        h.name()
        for h, tile in sorted(st.region.tiles.items(), key=lambda kv: kv[0].name())
        if str(tile.biome) == "Ocean" and tile.area == "sinnoh"
    )


def test_scuba_diver_sunken_treasure_draws_a_discarded_hidden_spot_on_the_ocean() -> None:
    assert card_usable("Scuba Diver")
    st = journey(2, trainer0="Scuba Diver")
    turn_of(st, 0)
    ocean = _ocean(st)
    put(st, 0, ocean)
    assert "dive" not in texts(st)  # the discard pile is empty
    st.explore.discard = ["stash:red:3"]
    put(st, 0, "-2,-3")
    assert "dive" not in texts(st)  # not on an Ocean tile
    put(st, 0, ocean)
    assert "dive" in texts(st)
    red = st.trainers[0].apricorns("red")
    events = play(st, "dive")
    assert st.trainers[0].apricorns("red") == red + 3  # the stash found as usual
    assert any("Sunken Treasure" in e.text for e in events)
    assert st.explore.discard == ["stash:red:3"]  # discarded again
    assert "dive" not in texts(st)  # once per turn
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_a_campsite_drawn_stays_on_the_ocean_tile() -> None:
    st = journey(2, trainer0="Scuba Diver")
    turn_of(st, 0)
    ocean = _ocean(st)
    put(st, 0, ocean)
    st.explore.discard = ["campsite"]
    play(st, "dive")
    assert st.explore.shown[ocean] == "campsite" and st.explore.discard == []
    assert "dive" not in texts(st)


# -- Picnicker: Woodland Explorer, Picnic Basket --------------------------------------------------


def test_picnicker_woodland_explorer_flies_to_a_campsite_for_1_apricorn() -> None:
    assert card_usable("Picnicker")
    st = journey(2, trainer0="Picnicker:silver")
    turn_of(st, 0)
    put(st, 0, "-2,-3")
    give(st, 0, red=1)
    assert not [x for x in texts(st) if x.startswith(("camp ", "fly "))]  # no Campsite found
    camp = _ocean(st)
    st.explore.shown[camp] = "campsite"
    st.invalidate()
    flights = [x for x in texts(st) if x.startswith(("camp ", "fly "))]
    assert flights == [f"camp {camp} red"]  # never to a village: only Campsites
    events = play(st, f"camp {camp} red")
    assert st.trainers[0].at == Hex.parse(camp) and st.trainers[0].apricorns("red") == 0
    assert any("Woodland Explorer" in e.text for e in events)
    give(st, 0, red=1)
    assert not [x for x in texts(st) if x.startswith("camp ")]  # once a turn, like flying
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_picnicker_woodland_explorer_moves_2_forest_tiles_for_free() -> None:
    from pokeforge.games.sinnoh.journey.rules import cards

    st = journey(2, trainer0="Picnicker:silver")
    forest = next(h for h, t in st.region.tiles.items() if str(t.biome) == "Forest")
    assert cards.can_run(st, 0, forest) and not cards.free_step(st, 0, forest)  # a choice


def test_picnicker_picnic_basket_gains_another_stew_for_free() -> None:
    st = journey(2, trainer0="Picnicker:bronze")
    turn_of(st, 0)
    stews = {r.makes: r for r in st.jc.recipes.values() if r.kind == "stew"}
    zesty, infused = stews["extra_moves"], stews["double_points"]
    give(st, 0, **{c: 9 for c in ("red", "blue", "yellow", "pink", "green", "white", "black")})
    play(st, f"craft {zesty.id}")
    assert not [x for x in texts(st) if x.startswith("feast ")]  # locked
    claim_stamp(st, 0)
    claim_stamp(st, 0, "colours")
    while "gift none" in texts(st):
        play(st, "gift none")
    turn_of(st, 1)
    turn_of(st, 0)
    give(st, 0, **{c: 9 for c in ("red", "blue", "yellow", "pink", "green", "white", "black")})
    before = st.moves_left
    play(st, f"craft {zesty.id}")
    feasts = [x for x in texts(st) if x.startswith("feast ")]
    assert f"feast {infused.id}" in feasts and f"feast {zesty.id}" not in feasts  # another one
    events = play(st, f"feast {infused.id}")
    assert st.trainers[0].infused and st.moves_left == before + 3
    assert any("Picnic Basket" in e.text for e in events)
    assert not [x for x in texts(st) if x.startswith("feast ")]  # one free stew per stew cooked


# -- Psychic: Telekinetic Reach -------------------------------------------------------------------


def _near(st: Any, target: Hex, distance: int) -> str:
    from pokeforge.core.geometry.hexgrid import hex_distance

    return next(
        h.name()
        for h in sorted(st.region.tiles, key=lambda x: x.name())
        if hex_distance(h, target) == distance and h not in st.region.place_at
    )


def test_psychic_telekinetic_reach_searches_a_tree_2_tiles_away() -> None:
    assert card_usable("Psychic")
    st = journey(2, trainer0="Psychic:bronze")
    turn_of(st, 0)
    tree = st.region.places["tree_cold_forest_1b"]
    where = _near(st, tree.at, 2)
    put(st, 0, where)
    assert f"reach {tree.at.name()}" not in texts(st)  # locked
    claim_stamp(st, 0)
    assert f"reach {tree.at.name()}" in texts(st)
    assert "search" not in texts(st)  # not on the tree
    far = _near(st, tree.at, 3)
    put(st, 0, far)
    assert f"reach {tree.at.name()}" not in texts(st)  # 3 tiles away
    put(st, 0, where)
    events = play(st, f"reach {tree.at.name()}")
    assert st.trainers[0].at == Hex.parse(where)  # the trainer stays
    assert st.site == tree.id and st.phase == "pick" and st.search
    assert any("Telekinetic Reach" in e.text for e in events)
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_psychic_telekinetic_reach_finds_no_search_at_a_tree_removed_for_firewood() -> None:
    """Psychic / Telekinetic Reach: "interact with something from up to 2 tiles away": a tree a
    Kindler removed from the map (no search there any more) is nothing to reach."""
    st = journey(2, trainer0="Psychic")
    turn_of(st, 0)
    tree = st.region.places["tree_cold_forest_1b"]
    put(st, 0, _near(st, tree.at, 2))
    assert f"reach {tree.at.name()}" in texts(st)
    st.felled = (*st.felled, tree.id)
    st.invalidate()
    assert f"reach {tree.at.name()}" not in texts(st)


def test_psychic_telekinetic_reach_restores_at_a_village_once_a_turn() -> None:
    st = journey(2, trainer0="Psychic")
    turn_of(st, 0)
    village = st.region.places["pinecrest"]
    put(st, 0, _near(st, village.at, 1))
    assert f"reach {village.at.name()}" not in texts(st)  # nothing to restore
    st.trainers[0].party[0].damage = 1
    st.invalidate()
    play(st, f"reach {village.at.name()}")
    assert st.trainers[0].party[0].damage == 0
    tree = next(p for p in st.region.places.values() if p.kind == "apricorn_tree")
    put(st, 0, _near(st, tree.at, 1))
    assert not [x for x in texts(st) if x.startswith("reach ")]  # once a turn


# -- Ruin Maniac: Artifact Hunter, Artifact Expert ------------------------------------------------


def _specials(st: Any) -> list[str]:
    from pokeforge.games.sinnoh.journey.spot_content import spot_content

    sc = spot_content()
    return sorted(k for k, token in st.explore.hidden.items() if sc.back(token) == "special")


def test_ruin_maniac_artifact_hunter_looks_at_a_special_hidden_spot_in_secret() -> None:
    import json

    assert card_usable("Ruin Maniac")
    st = journey(2, trainer0="Ruin Maniac", spots=True)
    turn_of(st, 0)
    specials = _specials(st)
    peeks = sorted(x.split(" ")[1] for x in texts(st) if x.startswith("peek "))
    assert peeks == sorted(specials, key=lambda k: (Hex.parse(k).r, Hex.parse(k).q)) or set(
        peeks
    ) == set(specials)
    tile = specials[0]
    token = st.explore.hidden[tile]
    st.explore.hidden[tile] = "alpha"  # not an Artifact: nothing more to do
    token = "alpha"
    events = play(st, f"peek {tile}")
    assert any("Artifact Hunter" in e.text for e in events)
    assert all(token not in e.text for e in events)  # the public text does not say it
    assert any(token in str(e.private.get(0, {})) for e in events)
    assert st.view(0)["spots"]["known"] == {tile: token}
    for seat in (1, None):
        assert "known" not in st.view(seat)["spots"]
    assert not [x for x in texts(st) if x.startswith(("peek ", "dig "))]  # once a turn
    # the token is the seat's secret: a zone seen by that seat alone
    zone = next(z for z in st.secrets().zones if tile in getattr(z, "keys", ()))
    assert zone.seen_by == (0,) or set(zone.seen_by) == {0}
    back = GAME.state_from_json(json.loads(json.dumps(st.to_json())))
    assert back.digest() == st.digest() and back.view(0)["spots"]["known"] == {tile: token}
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_ruin_maniac_moves_to_an_artifact_found_and_takes_it() -> None:
    st = journey(2, trainer0="Ruin Maniac", spots=True)
    turn_of(st, 0)
    tile = _specials(st)[0]
    st.explore.hidden[tile] = "artifact:magma_stone"
    play(st, f"peek {tile}")
    assert f"dig {tile}" in texts(st)
    events = play(st, f"dig {tile}")
    assert st.trainers[0].at == Hex.parse(tile)
    assert "magma_stone" in st.trainers[0].items and tile not in st.explore.hidden
    assert any("Magma Stone" in e.text for e in events)
    assert "known" not in st.view(0)["spots"]  # face up now: nobody's secret


def test_ruin_maniac_artifact_expert_keeps_the_bags_artifacts_after_a_lost_battle() -> None:
    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2, trainer0="Ruin Maniac", trainer1="Ruin Maniac")
    a, b = st.actor, 1 - st.actor
    put(st, a, "-2,-3")
    put(st, b, "-2,-3")
    play(st, f"challenge {b + 1}")
    st.trainers[b].items = ["magma_stone"]
    battle = st.battle
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    for mon in battle.sides[1].party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    assert st.decision() != "artifact" and st.trainers[b].items == ["magma_stone"]


# -- Team Rocket: Pokémon Thief, Blasting Off -----------------------------------------------------


def _rocket_battle(loser_party: tuple[str, ...], stolen_slot: int = 0) -> Any:
    """A trainer battle won by the challenger (Team Rocket), who captured the loser's Pokémon
    in ``stolen_slot`` (the battle's record: ``rewards["stolen"]``)."""
    from journey_builders import party

    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2, trainer0="Team Rocket", trainer1="Team Rocket")
    a, b = st.actor, 1 - st.actor
    put(st, a, "-2,-3")
    put(st, b, "-2,-3")
    party(st, b, *loser_party)
    play(st, f"challenge {b + 1}")
    battle = st.battle
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    stolen = battle.sides[1].party[stolen_slot]
    stolen.item = "eviolite"
    battle.rewards = {"stolen": [[1, stolen_slot, stolen.card]]}
    for mon in battle.sides[1].party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    return st, a, b, stolen, events


def test_team_rocket_pokemon_thief_takes_the_stolen_pokemon_into_the_party() -> None:
    assert card_usable("Team Rocket")
    st, a, b, stolen, events = _rocket_battle(("Turtwig", "Chimchar"), 1)
    assert stolen in st.trainers[a].party and stolen not in st.trainers[b].party
    assert not stolen.fainted and stolen.item == "eviolite"  # everything attached kept
    assert [st.content.cards[m.card].name for m in st.trainers[b].party] == ["Turtwig"]
    assert any("Pokémon Thief" in e.text for e in events)


def test_a_trainers_last_pokemon_stolen_stays_with_them() -> None:
    st, a, b, stolen, _ = _rocket_battle(("Turtwig",), 0)
    assert st.trainers[b].party == [stolen] and stolen not in st.trainers[a].party


def test_team_rocket_blasting_off_travels_anywhere_when_out_of_pokemon() -> None:
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2, trainer0="Team Rocket:bronze")
    turn_of(st, 0)
    events: list[Event] = []
    for mon in st.trainers[0].party:
        mon.fainted = True
    battles.defeated(st, 0, events)
    st.invalidate()
    assert st.decision() != "blast"  # Blasting Off locked: home, as usual
    st = journey(2, trainer0="Team Rocket")
    turn_of(st, 0)
    events = []
    for mon in st.trainers[0].party:
        mon.fainted = True
    battles.defeated(st, 0, events)
    st.invalidate()
    assert st.decision() == "blast" and st.to_act() == (0,)
    home = st.region.places[st.trainers[0].home].at.name()
    options = texts(st)
    assert f"blast {home}" in options and "blast -2,-3" in options
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    events = play(st, "blast -2,-3")
    assert st.trainers[0].at == Hex.parse("-2,-3") and st.trainers[0].defeated
    assert any("Blasting Off" in e.text for e in events)


# -- Worker: Civil Engineer -----------------------------------------------------------------------


def _land_path(st: Any, n: int) -> list[str]:
    """``n`` tiles in a row, none Ocean, each a step from the one before (no cliff)."""
    from pokeforge.games.sinnoh.journey.rules.moving import steps_from

    def land(h: Hex) -> bool:
        return str(st.region.tiles[h].biome) != "Ocean" and h not in st.region.place_at

    for start in sorted(st.region.tiles, key=lambda x: x.name()):
        path = [start]
        while len(path) < n and land(path[-1]):
            nxt = [
                Hex.parse(s.arg)
                for s in steps_from(st, path[-1])
                if land(Hex.parse(s.arg)) and Hex.parse(s.arg) not in path
            ]
            if not nxt:
                break
            path.append(nxt[0])
        if len(path) == n and all(land(h) for h in path):
            return [h.name() for h in path]
    raise AssertionError("no path")


def test_worker_civil_engineer_builds_roads_every_trainer_travels_for_1_tile_move() -> None:
    assert card_usable("Worker")
    st = journey(2, trainer0="Worker")
    turn_of(st, 0)
    a, b, c, d = _land_path(st, 4)
    put(st, 0, a)
    st.trainers[0].points = 1
    st.invalidate()
    assert "roads" not in texts(st)  # 2 Journey Points
    st.trainers[0].points = 5
    st.invalidate()
    events = play(st, "roads")
    assert st.trainers[0].points == 3 and any("Civil Engineer" in e.text for e in events)
    assert "roads" not in texts(st)  # once a turn
    for tile in (b, c, d):
        play(st, f"step {tile}")
    assert st.explore.roads == tuple(sorted((b, c, d)))
    assert st.view(1)["spots"]["roads"] == sorted((b, c, d))
    # another trainer: onto the road for 1 tile move, along it for none
    turn_of(st, 1)
    put(st, 1, a)
    before = st.moves_left
    play(st, f"step {b}")
    play(st, f"step {c}")
    play(st, f"step {d}")
    assert st.moves_left == before - 1
    play(st, f"step {c}")
    assert st.moves_left == before - 1


def test_no_roads_without_paying() -> None:
    st = journey(2, trainer0="Worker")
    turn_of(st, 0)
    a, b, _, _ = _land_path(st, 4)
    put(st, 0, a)
    play(st, f"step {b}")
    assert st.explore.roads == () and "roads" not in st.view(0)["spots"]


# -- Tourist: Landmark Tour, Holiday Album --------------------------------------------------------


def _locations(st: Any) -> list[Any]:
    return sorted(
        (p for p in st.region.places.values() if p.kind == "legendary_location"),
        key=lambda p: p.id,
    )


def test_tourist_landmark_tour_snaps_each_artifact_legendary_location_once() -> None:
    assert card_usable("Tourist")
    st = journey(2, trainer0="Tourist:bronze")
    turn_of(st, 0)
    loc = st.region.places["temple_of_the_sea"]
    put(st, 0, loc.id)
    assert "snap" not in texts(st)  # locked
    claim_stamp(st, 0)
    while "gift none" in texts(st):
        play(st, "gift none")
    assert "snap" in texts(st)
    events = play(st, "snap")
    assert st.explore.tours[0] == ("temple_of_the_sea",)
    assert any("Manaphy" in e.text and "Landmark Tour" in e.text for e in events)
    assert "snap" not in texts(st)  # once at each location
    assert st.view(1)["spots"]["tours"] == [["temple_of_the_sea"], []]  # public
    put(st, 0, "-2,-3")
    assert "snap" not in texts(st)  # not a location
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_tourist_holiday_album_teaches_a_snap_and_30_points_for_the_tour() -> None:
    from journey_builders import party

    st = journey(2, trainer0="Tourist")
    turn_of(st, 0)
    party(st, 0, "Piplup")  # a Water type: learns Take Heart? (its learnable types decide)
    put(st, 0, "temple_of_the_sea")
    play(st, "snap")
    mon = st.trainers[0].party[0]
    learnable = st.content.cards[mon.card].learnable
    move = st.content.moves["Take Heart"]
    offered = [x for x in texts(st) if x.startswith("album ")]
    if move.type == "typeless" or move.type in learnable:
        assert offered == ["album 0 move=Take Heart"]
        play(st, "album 0 move=Take Heart")
        assert "Take Heart" in mon.moves
        assert not [x for x in texts(st) if x.startswith("album ")]  # it knows it now
    else:
        assert offered == []
    points = st.trainers[0].points
    locations = _locations(st)
    for loc in locations[:-1]:
        if loc.id not in st.explore.tours[0]:
            st.explore.tours[0] = (*st.explore.tours[0], loc.id)
    put(st, 0, locations[-1].id)
    events = play(st, "snap")
    assert st.trainers[0].points == points + 30
    assert any("Holiday Album" in e.text and "30" in e.text for e in events)


def test_a_tour_complete_before_holiday_album_unlocks_pays_as_it_unlocks() -> None:
    st = journey(2, trainer0="Tourist:silver")
    st.explore.tours[0] = tuple(p.id for p in _locations(st))
    points = st.trainers[0].points
    events = claim_stamp(st, 0)
    assert st.trainers[0].points >= points + 30
    assert any("completes the Landmark Tour" in e.text for e in events)


# -- Scientist: Field Observation -----------------------------------------------------------------


def test_scientist_field_observation_searches_without_a_battle_and_teaches_the_moves() -> None:
    from journey_builders import party

    assert card_usable("Scientist")
    st = journey(2, trainer0="Scientist")
    turn_of(st, 0)
    party(st, 0, "Turtwig", "Piplup", "Chimchar")
    tree = st.region.places["tree_cold_forest_1b"]
    put(st, 0, tree.id)
    total = sum(len(d) for d in st.decks.values())
    assert "observe" in texts(st) and "search" in texts(st)
    events = play(st, "observe")
    assert any("Field Observation" in e.text for e in events)
    assert st.battle is None and st.search and st.decision() == "pick"
    assert "cards" not in (st.view(1)["search"] or {})  # the searcher's secret
    # a party Pokémon that can learn the first move searched
    content = st.content
    move = content.moves[content.cards[st.search[0]].move]
    learner = next(
        c.name
        for c in sorted(content.cards.values(), key=lambda c: c.id)
        if (move.type == "typeless" or move.type in c.learnable) and c.move != move.name
    )
    party(st, 0, learner)
    offered = texts(st)
    assert "study none" in offered
    assert f"study 0 move={move.name}" in offered
    assert not [x for x in offered if x.startswith("battle ")]  # no battle
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))
    studies = [x for x in offered if x.startswith("study ") and x != "study none"]
    moves = {st.content.cards[c].move for c in st.search}
    for text in studies:
        assert text.split("move=")[1].split(";")[0] in moves
    play(st, f"study 0 move={move.name}")
    assert move.name in st.trainers[0].party[0].moves
    assert not [x for x in texts(st) if f"move={move.name}" in x]  # each move taught once
    play(st, "study none")
    assert st.decision() == "turn" and not st.search and st.battle is None
    assert sum(len(d) for d in st.decks.values()) == total  # back into the decks
    assert "observe" not in texts(st) and "search" not in texts(st)  # the turn's search


def test_scientist_observes_a_swarm_at_a_distortion_gate_without_battling() -> None:
    st = journey(2, trainer0="Scientist")
    turn_of(st, 0)
    gate = next(p for p in st.region.places.values() if p.kind == "distortion_gate")
    put(st, 0, gate.id)
    play(st, "observe")
    assert st.battle is None and 1 <= len(st.search) <= 3
    # the agents' evaluation reads the search's place: a gate has no tier (a greedy Scientist
    # once crashed here, weighing its observation)
    from pokeforge.games.sinnoh.journey.evaluate import evaluate

    assert isinstance(evaluate(st, 0), float)
    play(st, "study none")
    assert st.decision() == "turn" and not st.search


# -- Interviewers: Big Scoop, Equipment Check -----------------------------------------------------


def test_interviewers_equipment_check_moves_a_taught_move_to_another_pokemon() -> None:
    from journey_builders import party

    assert card_usable("Interviewers")
    st = journey(2, trainer0="Interviewers")
    turn_of(st, 0)
    party(st, 0, "Turtwig", "Bidoof", "Chimchar")
    tackle = next(
        m.name
        for m in sorted(st.content.moves.values(), key=lambda m: m.name)
        if m.type == "normal" and m.name in st.content.signature
    )
    st.trainers[0].party[0].moves = [tackle]
    st.invalidate()
    offered = [x for x in texts(st) if x.startswith("swap ")]
    assert f"swap 0 1 move={tackle}" in offered
    assert f"swap 0 2 move={tackle}" not in offered  # Chimchar cannot learn a Normal move
    events = play(st, f"swap 0 1 move={tackle}")
    assert st.trainers[0].party[0].moves == [] and st.trainers[0].party[1].moves == [tackle]
    assert any("Equipment Check" in e.text for e in events)
    assert not [x for x in texts(st) if x.startswith("swap ")]  # each move once a turn
    n = GAME.num_distinct_actions(st.params)
    assert all(x < n for x in st.legal_action_numbers(0))


def test_interviewers_big_scoop_challenges_a_trainer_who_gains_aclaim_stamp() -> None:
    from pokeforge.core.outcome import Outcome, Termination
    from pokeforge.games.sinnoh.journey.rules import battles

    st = journey(2, trainer1="Interviewers")
    turn_of(st, 0)
    put(st, 0, "-2,-3")
    put(st, 1, "pinecrest")
    events = claim_stamp(st, 0, "crafter")
    while st.decision() == "gift":
        play(st, "gift none")
    assert st.decision() == "scoop" and st.to_act() == (1,)
    assert texts(st) == ["accept", "decline"]
    words = GAME.describe_action(st, 1, st.legal_actions(1)[0])
    assert words == "Move to Player 1 and challenge them to a battle"
    assert "Big Scoop" in st.prompt(1).text
    events = play(st, "accept")
    assert st.trainers[1].at == Hex.parse("-2,-3")
    assert st.battle is not None and st.battle_seats == (1, 0)
    assert any("Big Scoop" in e.text for e in events)
    battle = st.battle
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    for mon in battle.sides[1].party:
        mon.fainted, mon.damage = True, mon.max_health
    events = []
    battles.finish(st, events)
    st.invalidate()
    assert "crafter" in st.explore.stamps[1]  # won: the stamp too
    assert any("Big Scoop" in e.text for e in events)


def test_big_scoop_may_be_declined_and_needs_the_card() -> None:
    st = journey(2, trainer1="Interviewers")
    turn_of(st, 0)
    put(st, 0, "-2,-3")
    claim_stamp(st, 0, "crafter")
    while st.decision() == "gift":
        play(st, "gift none")
    play(st, "decline")
    assert st.battle is None and st.decision() == "turn" and st.actor == 0
    st = journey(2)
    turn_of(st, 0)
    claim_stamp(st, 0, "crafter")
    while st.decision() == "gift":
        play(st, "gift none")
    assert st.decision() == "turn"
