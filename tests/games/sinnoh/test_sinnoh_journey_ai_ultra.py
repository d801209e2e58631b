"""The journey's AI in the Ultra Burst (journey/evaluate.py): no no-progress loops (a held item
moved on and off, a gate stepped through and back) and what the evaluation values of the
campaign: Ultra Beasts defeated, Necrozma's phases, the way to a beast."""

from __future__ import annotations

from journey_builders import party, play, put, texts
from ultra_builders import ultra

from pokeforge.agents.registry import make_agent
from pokeforge.games.sinnoh.journey import evaluate as ev

STRONG = ("Garchomp", "Lucario", "Infernape", "Empoleon", "Torterra", "Staraptor")


def test_greedy_ends_its_turn_when_the_round_end_brings_the_breach_to_70() -> None:
    # Necrozma's remote targeting destroys a place after every round: at 69% the round's end
    # loses the campaign whatever the trainer does; a greedy trainer must not put it off for
    # ever by moving held items on and off (or stepping back and forth)
    st = ultra(seats=1)
    st.trainers[0].items = sorted(["eviolite", "magma_stone", "star_shield", "secret_key"])
    st.ultra.tenths = 690
    st.invalidate()
    agent = make_agent("greedy", seed=3)
    decisions = 0
    while st.outcome is None:
        assert decisions < 300, "greedy puts off the end of its turn"
        seat = st.to_act()[0]
        st.apply(seat, agent.choose(st, seat))
        decisions += 1


def test_taking_a_held_item_off_is_worth_less_than_keeping_it_on() -> None:
    st = ultra(seats=1)
    party(st, 0, "Grotle")
    st.trainers[0].party[0].item = "star_shield"
    st.invalidate()
    held = ev.evaluate(st, 0)
    assert "unequip 0" in texts(st, 0)
    play(st, "unequip 0", 0)
    assert ev.evaluate(st, 0) < held


def test_an_ultra_beast_defeated_and_a_necrozma_phase_raise_the_value() -> None:
    st = ultra(seats=1)
    before = ev.evaluate(st, 0)
    beast = sorted(st.ultra.beasts)[0]
    beasts = dict(st.ultra.beasts)
    del beasts[beast]
    st.ultra.beasts = beasts
    st.ultra.prism = (8, 1)
    one = ev.evaluate(st, 0)
    assert one > before + ev.BEAST_STEP / 2
    st.ultra.phase = 2
    assert ev.evaluate(st, 0) > one + ev.BEAST_STEP


def test_a_ready_party_heads_for_the_nearest_ultra_beast() -> None:
    st = ultra(seats=1)
    party(st, 0, *STRONG)
    beast_tile = sorted(st.ultra.beasts.values())[0]
    q, r = (int(x) for x in beast_tile.split(","))
    put(st, 0, beast_tile)
    on = ev.evaluate(st, 0)
    # a tile away from every beast's tile
    for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)):
        tile = f"{q + dq},{r + dr}"
        if tile not in st.ultra.beasts.values() and tile in {
            h.name() for h in st.region.neighbours
        }:
            put(st, 0, tile)
            break
    assert ev.evaluate(st, 0) < on
    # a lone starter is not ready: it grows its party first
    party(st, 0, "Turtwig")
    assert not ev.ultra_heading(st, 0)[1]


def test_greedy_trainers_do_not_move_a_held_item_on_and_off_before_the_beasts_turn() -> None:
    # seed 1, 2 trainers: the Ultra Beasts' turn after the round destroys places, so ending the
    # turn looked worse than taking an item off and putting it on again (400 decisions a round)
    from pokeforge.games.sinnoh import GAME

    st = GAME.new_state(GAME.params({"campaign": "ultra_burst"}), seed=1, seats=2)
    agents = [make_agent("greedy", seed=1000 + s) for s in range(2)]
    decisions = 0
    while st.outcome is None and st.round <= 9:
        seat = st.to_act()[0]
        st.apply(seat, agents[seat].choose(st, seat))
        decisions += 1
        assert decisions < 40 * max(1, st.round), f"round {st.round}: {decisions} decisions"


def test_a_breach_above_its_pace_lowers_the_value() -> None:
    st = ultra(seats=1)
    low = ev.evaluate(st, 0)
    st.ultra.tenths = 300
    assert ev.evaluate(st, 0) < low


def test_an_item_put_on_and_taken_off_again_in_a_turn_is_worth_less_than_never_moved() -> None:
    st = ultra(seats=1)
    party(st, 0, "Grotle")
    st.trainers[0].items = ["star_shield"]
    st.invalidate()
    before = ev.evaluate(st, 0)
    play(st, "equip 0 star_shield", 0)
    play(st, "unequip 0", 0)
    assert ev.evaluate(st, 0) < before
    # and the cost ends with the turn
    assert st.held_moves[2] == 2


def test_a_growing_trainer_never_heads_for_a_destroyed_tree() -> None:
    st = ultra(seats=1)
    party(st, 0, "Turtwig")
    target, bound, _ = ev.ultra_heading(st, 0)
    assert not bound
    nearest = [p for p in st.region.places.values() if p.at in target and target[p.at] == 0]
    trees = [p.id for p in nearest if p.kind in ("apricorn_tree", "apricorn_reef")]
    assert trees
    st.ultra.destroyed = tuple(trees)
    after, _, _ = ev.ultra_heading(st, 0)
    assert all(after.get(st.region.places[t].at, 99) > 0 for t in trees)


def test_a_gate_jumped_through_and_back_in_a_turn_is_worth_less_than_never_jumped() -> None:
    st = ultra(seats=1)
    gate = next(p for p in st.region.places.values() if p.kind == "distortion_gate")
    other = st.region.places[gate.get("counterpart")]
    put(st, 0, gate.id)
    before = ev.evaluate(st, 0)
    play(st, f"step {other.at.name()}", 0)
    play(st, f"step {gate.at.name()}", 0)
    assert st.trainers[0].at == gate.at
    assert ev.evaluate(st, 0) < before
