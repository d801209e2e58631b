"""EVOLVING POKÉMON: Journey Points equal to the Evolve Cost, outside battle; the evolved
Pokémon is fully restored, keeps its held item and taught moves, may keep the old signature move
(whatever its types) or lose it, and a choice of evolutions (Eevee) is the trainer's. GENERAL FAQ:
a taught move the evolved Pokémon could not learn stays, but no more moves of that type can be
learnt. The evolution card comes from the Pokédex (its deck or discard pile)."""

from __future__ import annotations

import pytest
from journey_builders import journey, party, play, texts

from pokeforge.core import IllegalAction
from pokeforge.games.sinnoh.journey.decks import key_of
from pokeforge.games.sinnoh.rules import teaching


def _evolutions(st: object) -> list[str]:
    return [t for t in texts(st) if t.startswith("evolve ")]  # type: ignore[arg-type]


def test_evolving_costs_the_evolve_cost_in_journey_points() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    t.points = 3
    st.invalidate()
    assert _evolutions(st) == []  # Turtwig evolves for 4
    t.points = 5
    st.invalidate()
    assert _evolutions(st) == ["evolve 0 Grotle"]
    play(st, "evolve 0 Grotle")
    assert st.content.cards[t.party[0].card].name == "Grotle"
    assert (t.points, t.spent) == (1, 4)


def test_the_evolved_pokemon_is_restored_and_keeps_its_item_and_taught_moves() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    mon = t.party[0]
    mon.item, mon.moves = "eviolite", ["Bite"]
    mon.damage, mon.statuses, mon.fainted = mon.max_health, [], True
    t.points = 4
    st.invalidate()
    play(st, "evolve 0 Grotle")
    new = t.party[0]
    grotle = st.content.card("Grotle")
    assert new.card == grotle.id and new.item == "eviolite" and new.moves == ["Bite"]
    assert (new.damage, new.fainted, new.max_health) == (0, False, grotle.health)


def test_the_old_move_may_be_kept_or_discarded() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    t.points = 8
    st.invalidate()
    play(st, "evolve 0 Grotle")
    assert st.decision() == "keep" and texts(st) == ["keep", "discard"]
    play(st, "keep")
    assert t.party[0].moves == ["Razor Leaf"] and st.decision() == "turn"


def test_with_two_taught_moves_keeping_the_old_one_forgets_one() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    t = st.trainers[0]
    t.party[0].moves = ["Bite", "Body Slam"]
    t.points = 4
    st.invalidate()
    play(st, "evolve 0 Grotle")
    assert texts(st) == ["keep forget=Bite", "keep forget=Body Slam", "discard"]
    play(st, "keep forget=Bite")
    assert t.party[0].moves == ["Body Slam", "Razor Leaf"]


def test_a_choice_of_evolutions_is_the_trainers() -> None:
    st = journey(1)
    party(st, 0, "Eevee")
    st.trainers[0].points = 8
    st.invalidate()
    names = {e.split(" ", 2)[2] for e in _evolutions(st)}
    assert names == set(st.content.card("Eevee").evolve_into)
    play(st, "evolve 0 Umbreon")
    assert st.content.cards[st.trainers[0].party[0].card].name == "Umbreon"


def test_an_incompatible_taught_move_stays_but_no_more_of_its_type_are_learnt() -> None:
    st = journey(1)
    party(st, 0, "Eevee")
    t = st.trainers[0]
    t.party[0].moves = ["Bite"]  # Dark: Eevee learns it, Vaporeon does not
    t.points = 8
    st.invalidate()
    play(st, "evolve 0 Vaporeon")
    play(st, "discard")
    assert t.party[0].moves == ["Bite"]
    # a wild battle whose defeated Pokémon teaches a Dark move: Vaporeon is not offered it
    from pokeforge.games.sinnoh.journey.rules.battles import start_wild

    st.site = "tree_cold_forest_1b"
    start_wild(st, 0, st.content.card("Wurmple").id, [])
    battle = st.battle
    assert battle is not None
    dark = next(n for n, m in st.content.moves.items() if m.type == "dark" and n != "Bite")
    battle.teach_left = [[dark]]
    assert teaching.options(battle) == []
    water = next(n for n, m in st.content.moves.items() if m.type == "water")
    battle.teach_left = [[water]]
    assert [str(a) for a in teaching.options(battle)] == [f"teach 0 move={water}"]


def test_the_evolution_card_comes_from_the_pokedex() -> None:
    st = journey(1, starters=("Turtwig",), homes=("twinbrook",))
    grotle = st.content.card("Grotle")
    key = key_of(grotle)
    assert key == "Forest|Temperate|moderate"
    copies = st.decks[key].count(grotle.id)
    st.trainers[0].points = 4
    st.invalidate()
    play(st, "evolve 0 Grotle")
    assert st.decks[key].count(grotle.id) == copies - 1
    # with no copy left in the deck or its discard pile, no evolution into it
    play(st, "discard")
    party(st, 0, "Turtwig")
    st.decks[key] = [c for c in st.decks[key] if c != grotle.id]
    st.trainers[0].points = 4
    st.invalidate()
    assert _evolutions(st) == []
    st.discards[key] = [grotle.id]
    st.invalidate()
    play(st, "evolve 0 Grotle")
    assert st.discards[key] == []


def test_no_evolution_in_a_battle() -> None:
    st = journey(1)
    party(st, 0, "Eevee")
    st.trainers[0].points = 8
    st.site = "tree_cold_forest_1b"
    from pokeforge.games.sinnoh.journey.rules.battles import start_wild

    start_wild(st, 0, st.content.card("Wurmple").id, [])
    st.invalidate()
    assert not _evolutions(st)
    with pytest.raises(IllegalAction):
        st.apply(0, st.action_from_text(0, "end"))
