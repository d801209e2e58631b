"""ON YOUR TURN: 3 tile moves (+1 per Shard, + bonuses) taken one tile at a time under the
elevation rule, interacting with what is on a tile while moving, the turn ending at ``end`` or at
once after any battle; a trainer out of usable Pokémon restored at the start of their turn."""

from __future__ import annotations

import pytest
from journey_builders import journey, play, put, texts, turn_of

from pokeforge.core import IllegalAction
from pokeforge.core.geometry import Hex
from pokeforge.games.sinnoh.rules.movement import full_elevations


def _steps(st: object) -> list[str]:
    return [t for t in texts(st) if t.startswith("step ")]  # type: ignore[arg-type]


def test_a_trainer_steps_to_neighbouring_tiles_only_three_times() -> None:
    st = journey(2)
    seat = st.actor
    start = st.trainers[seat].at
    assert start is not None
    steps = _steps(st)
    assert steps and all(Hex.parse(s.split()[1]) in st.region.neighbours[start] for s in steps)
    for i in range(3):
        assert st.moves_left == 3 - i
        play(st, _steps(st)[0])
    assert st.moves_left == 0 and _steps(st) == []
    with pytest.raises(IllegalAction, match="no tile moves left"):
        st.apply(seat, st.legal_actions(seat)[0].__class__("step", start.name()))


def test_two_full_elevations_up_or_down_are_refused_with_the_reason() -> None:
    st = journey(1)
    region = st.region
    low, high = next(
        (a, b)
        for a in region.tiles
        for b in region.neighbours[a]
        if full_elevations(region.tiles[a].elevation, region.tiles[b].elevation) >= 2
        and a not in region.place_at
    )
    for here, there in ((low, high), (high, low)):
        put(st, 0, here.name())
        assert f"step {there.name()}" not in _steps(st)
        action = st.legal_actions(0)[0].__class__("step", there.name())
        with pytest.raises(IllegalAction, match="2 or more elevations"):
            st.apply(0, action)
    far = Hex(low.q + 3, low.r)
    with pytest.raises(IllegalAction, match="one tile at a time"):
        st.apply(0, st.legal_actions(0)[0].__class__("step", far.name()))


def test_each_shard_adds_a_tile_move() -> None:
    st = journey(1)
    st.trainers[0].shards = 2
    play(st, "end")
    assert st.moves_left == 5


def test_what_is_on_a_tile_can_be_used_on_the_way() -> None:
    st = journey(1)
    # one tile before a tree: step onto it, search there, with moves still left
    tree = st.region.places["tree_cold_forest_1b"].at
    before = next(n for n in st.region.neighbours[tree] if n not in st.region.place_at)
    put(st, 0, before.name())
    assert "search" not in texts(st)
    play(st, f"step {tree.name()}")
    assert st.moves_left == 2 and "search" in texts(st)
    # stepping on past the tree is still allowed before searching
    assert _steps(st)


def test_the_turn_ends_at_once_after_a_battle() -> None:
    st = journey(2)
    seat = st.actor
    put(st, seat, "tree_cold_forest_1b")
    play(st, "search")
    play(st, texts(st)[0])  # battle the first Pokémon shown
    assert st.battle is not None and st.to_act() == (seat,)
    while st.battle is not None or st.pending:
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    # the search left 3 tile moves unused: the turn is over all the same
    assert st.actor != seat and st.phase == "turn" and st.moves_left == 3


def test_ending_the_turn_passes_it_and_a_defeated_trainer_is_restored_first() -> None:
    st = journey(2)
    other = st.order[1]
    t = st.trainers[other]
    t.defeated = True
    t.party[0].damage = t.party[0].max_health
    t.party[0].fainted = True
    events = play(st, "end")
    assert st.actor == other
    assert not t.defeated and not t.party[0].fainted and t.party[0].damage == 0
    assert any("fully restored" in e.text for e in events)


def test_the_immunity_after_a_trainer_battle_ends_at_the_start_of_the_next_turn() -> None:
    st = journey(2)
    other = st.order[1]
    st.trainers[other].immune = True
    turn_of(st, other)
    assert not st.trainers[other].immune
