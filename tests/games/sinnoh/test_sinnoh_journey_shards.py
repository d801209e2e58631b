"""ACT II - THE SHARDS: LAKE COMMANDER BATTLES (Mars at Lake Verity, Jupiter at Lake Acuity,
Saturn at Lake Valor; 3 / 4 / 5 of their 5 Pokémon as your Shards grow; a Shard per victory,
each a tile move more)."""

from __future__ import annotations

from journey_builders import decide_battle, journey, play, put, texts, turn_of


def _liberated(seats: int = 2) -> object:
    st = journey(seats)
    for s in range(seats):
        st.heart.liberated[s] = True
    st.grunts = ()
    st.heart.act = "act2"
    return st


def test_each_commander_waits_at_their_lake_once_the_village_is_liberated() -> None:
    st = journey(2)
    turn_of(st, 0)
    put(st, 0, "lake_verity")
    assert "campaign mars" not in texts(st)  # Act I first
    st.heart.liberated[0] = True
    st.invalidate()
    assert [a for a in texts(st) if a.startswith("campaign")] == ["campaign mars"]
    put(st, 0, "lake_acuity")
    assert [a for a in texts(st) if a.startswith("campaign")] == ["campaign jupiter"]
    put(st, 0, "lake_valor")
    assert [a for a in texts(st) if a.startswith("campaign")] == ["campaign saturn"]


def test_a_commander_brings_three_four_then_five_pokemon() -> None:
    st = _liberated()
    turn_of(st, 0)
    for shards, want in (((), 3), (("knowledge",), 4), (("knowledge", "willpower"), 5)):
        st.heart.shards[0] = shards
        put(st, 0, "lake_verity")
        turn_of(st, 0)
        play(st, "campaign mars")
        foe = st.battle.sides[1]
        assert len(foe.party) == want
        assert {st.content.cards[m.card].trainer for m in foe.party} == {"mars"}
        decide_battle(st, 1)
        turn_of(st, 0)


def test_a_victory_gains_the_shard_a_point_per_pokemon_and_a_tile_move() -> None:
    st = _liberated()
    turn_of(st, 0)
    put(st, 0, "lake_acuity")
    points = st.trainers[0].points
    play(st, "campaign jupiter")
    decide_battle(st, 0)
    assert st.heart.shards[0] == ("knowledge",) and st.trainers[0].shards == 1
    assert st.trainers[0].points == points + 3
    turn_of(st, 0)
    assert st.moves_left == 4
    assert "campaign jupiter" not in texts(st)  # one Shard of each


def test_the_first_to_hold_all_three_shards_draws_act_three() -> None:
    st = _liberated()
    st.heart.shards[0] = ("emotion", "knowledge")
    st.trainers[0].shards = 2
    turn_of(st, 0)
    put(st, 0, "lake_valor")
    play(st, "campaign saturn")
    events = decide_battle(st, 0)
    assert st.heart.shards[0] == ("emotion", "knowledge", "willpower")
    assert st.heart.act == "act3" and any("Act III" in e.text for e in events)
    assert st.trainers[0].shards == 3


def test_a_loss_gains_nothing() -> None:
    st = _liberated()
    turn_of(st, 0)
    put(st, 0, "lake_verity")
    play(st, "campaign mars")
    decide_battle(st, 1)
    assert st.heart.shards[0] == () and st.trainers[0].shards == 0
