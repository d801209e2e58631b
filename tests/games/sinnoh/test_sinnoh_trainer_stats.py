"""Trainer cards that change numbers: initiative, health and attack strength (stats and strength
families), with the filters "your Weak / Bug-type / Egg Move Pokémon"."""

from __future__ import annotations

from sinnoh_builders import hit, start, use

from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.rules.perks import all_types_covered


def test_competitive_edge_raises_only_strong_pokemon() -> None:
    st = start("Heracross,Bidoof", "Bidoof", trainer0="Ace Trainer")
    assert st.initiative(0) == 10 + 1
    st2 = start("Bidoof", "Heracross", trainer0="Ace Trainer")
    assert st2.initiative(0) == 4


def test_childhood_friends_weak_pokemon_gain_health_and_initiative() -> None:
    st = start("Bidoof,Heracross", "Bidoof", trainer0="Youngster")
    bidoof, heracross = st.sides[0].party
    assert (bidoof.max_health, st.initiative(0)) == (5 + 1, 4 + 1)
    assert heracross.max_health == 8
    assert st.sides[1].party[0].max_health == 5  # the other trainer's Bidoof


def test_bronze_cards_have_no_ability_and_silver_only_the_first() -> None:
    assert start("Bidoof", "Bidoof", trainer0="Youngster:bronze").sides[0].party[0].max_health == 5
    silver = start("Snover", "Bidoof", trainer0="Gardener:silver")
    assert silver.sides[0].party[0].max_health == 6  # Trimmed Form is ability 2: locked
    gold = start("Snover", "Bidoof", trainer0="Gardener:gold")
    assert (gold.sides[0].party[0].max_health, gold.initiative(0)) == (6 - 2, 5 + 3)


def test_sturdy_footing_and_swift_swim_by_type() -> None:
    st = start("Gible", "Bidoof", trainer0="Hiker")
    assert (st.sides[0].party[0].max_health, st.initiative(0)) == (5 + 4, 6 - 1)
    st = start("Buizel", "Bidoof", trainer0="Swimmer:silver")
    assert st.initiative(0) == 7 + 1


def test_egg_moves_catch_size_and_unlocked_slots() -> None:
    st = start("Bidoof#egg,Bidoof", "Bidoof", trainer0="Pokémon Breeder")
    egg, plain = st.sides[0].party
    assert (egg.max_health, st.initiative(0)) == (5 + 5, 4 + 5)
    assert plain.max_health == 5
    fish = start("Magikarp#size=2", "Bidoof", trainer0="Fisherman")
    assert fish.sides[0].party[0].max_health == 2 + 2
    ranger = start("Monferno", "Bidoof", trainer0="Pokémon Ranger", unlocked_slots="2")
    assert (ranger.sides[0].party[0].max_health, ranger.initiative(0)) == (6 + 2, 8 + 2)
    ranger = start("Monferno", "Bidoof", trainer0="Pokémon Ranger")
    assert ranger.sides[0].party[0].max_health == 6 + 3  # the maximum: 3 slots


def test_apex_strength_needs_the_apex_dragon_item() -> None:
    st = start("Gible@apex_dragon", "Bidoof", trainer0="Dragon Tamer")
    assert (st.sides[0].party[0].max_health, st.initiative(0)) == (5 + 6, 6 + 2)
    assert hit(st, "Bite", (0, 0, 0)).strength == 3 + 1
    plain = start("Gible", "Bidoof", trainer0="Dragon Tamer")
    assert hit(plain, "Bite", (0, 0, 0)).strength == 3


def test_bug_specialist_spell_caster_and_air_superiority_strength() -> None:
    st = start("Heracross+Slash", "Bidoof", trainer0="Bug Catcher")
    assert st.initiative(0) == 10 + 2
    assert hit(st, "Megahorn", (0, 0, 0)).strength == 5 + 1
    assert hit(st, "Slash", (0, 0, 0)).strength == 4  # not a Bug-type move
    ghost = start("Drifloon", "Bidoof", trainer0="Hex Maniac")
    assert hit(ghost, "Ominous Wind", (0, 0, 0)).strength == 2 + 1
    sky = start("Mantyke", "Bidoof", trainer0="Sky Trainer")
    assert hit(sky, "Wing Attack", (0, 0, 0)).strength == 3 + 1
    sky = start("Mantyke", "Starly", trainer0="Sky Trainer")
    assert hit(sky, "Wing Attack", (0, 0, 0)).strength == 3  # against a Flying-type


def test_field_abilities_act_for_both_sides() -> None:
    st = start("Buizel", "Mantyke+Water Gun", trainer0="Team Aqua")
    assert hit(st, "Flip Turn", (0, 0, 0)).strength == 3 + 1
    # the other side's Water-type moves gain too, and every Water-type takes 1 less
    assert hit(st, "Water Gun", (0, 0, 0), side=1).strength == 2 + 1
    assert hit(st, "Wing Attack", (0, 0, 0), side=1).strength == 3
    assert hit(st, "Wing Attack", (0, 3, 0), side=1).dealt == 3 - 1
    lava = start("Growlithe", "Vulpix", trainer1="Team Magma")
    assert hit(lava, "Fire Fang", (0, 0, 0)).strength == 3 + 1


def test_weather_gives_its_type_strength_and_the_umbrella_shelters() -> None:
    st = start("Growlithe", "Vulpix", trainer1="Parasol Lady", weather="fire")
    assert st.weather == "fire"
    ctx = hit(st, "Fire Fang", (0, 4, 0))
    assert ctx.strength == 3 + 2
    assert ctx.dealt == 4 - 2 - 2  # not very effective, then the Utility Umbrella
    # no Weather chosen: the Parasol Lady's first Pokémon's signature move type
    auto = start("Bidoof", "Buizel", trainer1="Parasol Lady")
    assert auto.weather == "water"
    assert start("Bidoof", "Buizel").weather == ""
    # a Weather Wheel placed in the campaign acts in every battle
    wheel = start("Growlithe", "Bidoof", weather="fire")
    assert hit(wheel, "Fire Fang", (0, 0, 0)).strength == 3 + 2


def test_artifact_expert_adds_to_artifacts() -> None:
    st = start("Growlithe@magma_stone", "Bidoof", trainer0="Ruin Maniac")
    assert hit(st, "Fire Fang", (0, 0, 0)).strength == 3 + 1 + 1
    plain = start("Growlithe@magma_stone", "Bidoof")
    assert hit(plain, "Fire Fang", (0, 0, 0)).strength == 3 + 1


def test_masterwork_stew_costs_every_apricorn_and_lasts_the_battle() -> None:
    bag = "red=1,blue=1,yellow=1,pink=1,green=1,white=1,black=2"
    st = start("Eevee+Bite", "Bidoof", trainer0="Chef", bag0=bag)
    assert Action("stew") in st.legal_actions(0)
    assert hit(st, "Quick Attack", (0, 0, 0)).strength == 2
    st.apply(0, Action("stew"))
    assert st.sides[0].bag == [0, 0, 0, 0, 0, 0, 1]
    assert st.actor == 0 and st.phase == "attack"  # a free action: still its turn
    assert Action("stew") not in st.legal_actions(0)
    assert hit(st, "Quick Attack", (0, 0, 0)).strength == 3  # Normal move of a Normal-type
    assert hit(st, "Bite", (0, 0, 0)).strength == 3  # Dark move: no bonus
    poor = start("Eevee", "Bidoof", trainer0="Chef", bag0="red=5,black=1")
    assert Action("stew") not in poor.legal_actions(0)


def test_finished_masterpiece_when_covered_adds_two_strength() -> None:
    st = start("Bidoof", "Heracross", trainer0="Artist")
    assert not all_types_covered(st, st.sides[0])
    assert hit(st, "Tackle", (0, 0, 0)).strength == 2
    mon = st.sides[0].party[0]
    # one Pokémon, 18 distinct move types (set directly: the limit is not the point here)
    mon.moves = [
        "Ember",
        "Water Gun",
        "Leaf Blade",
        "Thunder Shock",
        "Powder Snow",
        "Mach Punch",
        "Poison Fang",
        "Mud Bomb",
        "Wing Attack",
        "Confusion",
        "X-Scissor",
        "Ancient Power",
        "Ominous Wind",
        "Twister",
        "Bite",
        "Metal Claw",
        "Play Rough",
    ]
    assert all_types_covered(st, st.sides[0])
    assert hit(st, "Tackle", (0, 0, 0)).strength == 2 + 2
    mon.moves = [*mon.moves[:-1], "Mimic"]  # Fairy replaced by a typeless wildcard
    assert all_types_covered(st, st.sides[0])
    mon.moves = mon.moves[:-1]
    assert not all_types_covered(st, st.sides[0])


def test_disposable_assets_sets_the_base_strength_by_apricorn_tier() -> None:
    st = start("Heracross", "Bidoof", trainer0="Ginkgo Merchant", bag0="red=1,black=1")
    options = {str(a) for a in st.legal_actions(0)}
    assert {"use 0", "use 0 assets=red", "use 0 assets=black"} <= options
    assert "use 0 assets=pink" not in options  # no pink Apricorn in the bag
    assert hit(st, "Megahorn", (0, 0, 0), option="assets=black").strength == 6
    assert st.sides[0].bag == [1, 0, 0, 0, 0, 0, 0]
    use(st, 0, "assets=red")
    assert st.last_roll is not None and st.last_roll["strength"] == 4
    assert st.sides[0].apricorns == 0
