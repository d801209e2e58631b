"""ACT III - THE HEART: the Shrine Offering at the Origin Shrine restores THE HEART OF SINNOH
from the three Shards (kept), unless a God of Sinnoh token stands there; the CYRUS BATTLE at the
Temple of Sinnoh (6 of his 8 Pokémon) needs the Heart."""

from __future__ import annotations

from journey_builders import decide_battle, give, journey, play, put, texts, turn_of

from pokeforge.games.sinnoh.journey.rules import acts, galactic


def _three_shards(seats: int = 2) -> object:
    st = journey(seats)
    st.heart.liberated = [True] * seats
    st.grunts = ()
    st.heart.shards[0] = ("emotion", "knowledge", "willpower")
    st.trainers[0].shards = 3
    st.heart.act = "act3"
    turn_of(st, 0)
    return st


def test_the_offering_restores_the_heart_at_the_origin_shrine_for_an_apricorn() -> None:
    st = _three_shards()
    give(st, 0, red=0, blue=1, black=1)
    put(st, 0, "origin_shrine")
    offered = [a for a in texts(st) if a.startswith("campaign heart")]
    assert offered == ["campaign heart=blue", "campaign heart=black"]
    play(st, "campaign heart=blue")
    t = st.trainers[0]
    assert st.heart.heart[0] and "heart_of_sinnoh" in t.items
    assert t.apricorns("blue") == 0 and t.shards == 3  # the Shards are kept
    assert not [a for a in texts(st) if a.startswith("campaign heart")]


def test_no_offering_without_the_three_shards_or_away_from_the_shrine() -> None:
    st = _three_shards()
    give(st, 0, red=2)
    assert not [a for a in texts(st) if a.startswith("campaign heart")]  # not at the shrine
    put(st, 0, "origin_shrine")
    st.heart.shards[0] = ("emotion", "knowledge")
    st.invalidate()
    assert not [a for a in texts(st) if a.startswith("campaign heart")]


def test_a_god_token_on_the_origin_shrine_blocks_the_offering() -> None:
    st = _three_shards()
    give(st, 0, red=2)
    put(st, 0, "origin_shrine")
    assert acts.origin_shrine_blocked(st) is False
    st.shrines.god = "giratina"  # a Celestial Fracture put Giratina's token there
    st.invalidate()
    assert acts.origin_shrine_blocked(st) is True
    assert not [a for a in texts(st) if a.startswith("campaign heart")]
    assert "legend" in texts(st)  # the God is battled there instead


def test_the_heart_offering_is_the_turns_one_shrine_offering() -> None:
    st = _three_shards()
    give(st, 0, red=2)
    put(st, 0, "origin_shrine")
    assert any(a.startswith("offering ") for a in texts(st))
    play(st, "campaign heart=red")
    assert not any(a.startswith("offering ") for a in texts(st))


def test_the_heart_is_a_held_item_adding_one_to_same_type_moves() -> None:
    st = _three_shards()
    assert st.content.items["heart_of_sinnoh"].effects == {"same_type_strength": 1}


def test_cyrus_waits_at_the_temple_for_a_trainer_with_the_heart() -> None:
    st = _three_shards()
    put(st, 0, "temple_of_sinnoh")
    assert "campaign cyrus" not in texts(st)
    st.heart.heart[0] = True
    st.trainers[0].items = ["heart_of_sinnoh"]  # the item the restoring gives
    st.invalidate()
    play(st, "campaign cyrus")
    foe = st.battle.sides[1]
    assert len(foe.party) == 6
    assert {st.content.cards[m.card].trainer for m in foe.party} == {"cyrus"}


def test_defeating_cyrus_gains_6_points_restores_the_party_and_flips_the_ending() -> None:
    st = _three_shards()
    st.heart.heart[0] = True
    st.trainers[0].items = ["heart_of_sinnoh"]  # the item the restoring gives
    put(st, 0, "temple_of_sinnoh")
    points = st.trainers[0].points
    play(st, "campaign cyrus")
    st.battle.sides[0].party[0].damage = 2
    decide_battle(st, 0)
    t = st.trainers[0]
    assert t.points == points + 6 and st.heart.champion == 0 and st.heart.act == "ending"
    assert all(m.damage == 0 and not m.fainted for m in t.party)
    assert st.to_act() == (0,)
    assert [a for a in texts(st) if not a.startswith("evolve")] == [
        "campaign hero",
        "campaign traitor",
    ]


def _cyrus_defeated(points: int) -> object:
    st = _three_shards()
    st.heart.heart[0] = True
    st.trainers[0].items = ["heart_of_sinnoh"]  # the item the restoring gives
    put(st, 0, "temple_of_sinnoh")
    st.trainers[0].points = points
    play(st, "campaign cyrus")
    decide_battle(st, 0)
    return st


def test_after_defeating_cyrus_the_remaining_points_may_evolve_before_the_choice() -> None:
    # CYRUS BATTLE: "Fully restore your party and you may use any remaining Journey Points to
    # evolve your Pokémons", then the Ending
    st = _cyrus_defeated(0)  # 6 Journey Points from the victory
    t = st.trainers[0]
    card = st.content.cards[t.party[0].card]
    assert card.evolve_cost is not None and card.evolve_cost <= 6
    evolutions = [a for a in texts(st) if a.startswith("evolve 0 ")]
    assert evolutions and "campaign hero" in texts(st)
    play(st, evolutions[0])
    assert st.content.cards[t.party[0].card].name != card.name
    assert t.points == 6 - card.evolve_cost
    while st.decision() == "keep":  # the old move kept or not
        play(st, texts(st)[-1])
    assert st.decision() == "ending" and st.to_act() == (0,)
    assert "campaign traitor" in texts(st)
    play(st, "campaign hero")
    assert st.outcome is not None and st.outcome.winners == (0,)


def test_without_points_for_an_evolution_only_the_choice_is_offered() -> None:
    st = _cyrus_defeated(-6)  # nothing left after the victory's 6
    assert texts(st) == ["campaign hero", "campaign traitor"]


# -- audit (campaign, stamps and hidden spots, 2026-11-28) -----------------------------------------


def test_the_heart_item_is_required_to_battle_cyrus() -> None:
    # THE HEART OF SINNOH: "you gain the Heart of Sinnoh held item which is required to battle
    # Cyrus": restored, but traded away, it no longer opens the battle; held by a Pokémon, it does
    st = _three_shards()
    give(st, 0, red=1)
    put(st, 0, "origin_shrine")
    play(st, "campaign heart=red")
    put(st, 0, "temple_of_sinnoh")
    assert "campaign cyrus" in texts(st)
    t = st.trainers[0]
    t.items = [i for i in t.items if i != "heart_of_sinnoh"]  # e.g. traded to another trainer
    st.invalidate()
    assert "campaign cyrus" not in texts(st)
    st.trainers[1].items = ["heart_of_sinnoh"]  # another trainer's Heart is no restored Heart
    put(st, 1, "temple_of_sinnoh")
    assert galactic.foe_here(st, 1) == ""
    t.party[0].item = "heart_of_sinnoh"  # held by a party Pokémon
    st.invalidate()
    assert "campaign cyrus" in texts(st)


def test_three_shards_before_the_village_is_liberated_wait_for_act_i() -> None:
    # "Other trainers still must finish Act I": Shards from Fallen Stars do not skip it; the
    # liberation then finishes Act II too (the first to: Act III is drawn)
    st = journey(2)
    st.heart.shards[0] = ("emotion", "knowledge", "willpower")
    st.trainers[0].shards = 3
    turn_of(st, 0)
    give(st, 0, red=2)
    put(st, 0, "origin_shrine")
    assert not any(a.startswith("campaign heart") for a in texts(st))
    put(st, 0, "snowfall")
    play(st, "campaign grunts")
    decide_battle(st, 0)
    assert st.heart.liberated[0] and st.heart.act == "act3"
    turn_of(st, 0)
    put(st, 0, "origin_shrine")
    assert "campaign heart=red" in texts(st)
