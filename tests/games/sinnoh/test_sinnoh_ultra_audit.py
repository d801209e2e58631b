"""Audit (Ultra Burst and Battling FAQ, 2026-11-28): rule sentences of THE ULTRA BURST that no
test pinned until now (docs/rules/sinnoh.md, "Audit (Ultra Burst and Battling FAQ,
2026-11-28)")."""

from __future__ import annotations

import pytest
from journey_builders import decide_battle, party, play, put, texts
from sinnoh_builders import hit, start
from test_sinnoh_ultra_battles import turn_of
from ultra_builders import ultra

from pokeforge.core.events import Event
from pokeforge.games.sinnoh.journey.rules import ultra as rules
from pokeforge.games.sinnoh.journey.ultra import BREACH_PER_DESTROYED


def end_round(st) -> None:  # type: ignore[no-untyped-def]
    start = st.round
    while st.round == start and st.outcome is None and st.decision() == "turn":
        play(st, "end")


def capture(st) -> list[Event]:  # type: ignore[no-untyped-def]
    """The searcher captures the wild Pokémon of the running battle (a Cherish Ball: automatic)."""
    from pokeforge.games.sinnoh.journey.rules import battles
    from pokeforge.games.sinnoh.rules.battle import throw_ball

    battle = st.battle
    assert battle is not None
    battle.sides[0].balls = ["cherish"]
    events: list[Event] = []
    throw_ball(battle, 0, "cherish", events)
    assert battle.outcome is not None and battle.rewards.get("captured")
    battles.finish(st, events)
    st.invalidate()
    return events


# -- BATTLES ---------------------------------------------------------------------------------------


def balls_offered(wild: str) -> bool:
    st = start("Garchomp", opponent="wild", wild=wild, balls="keystone,poke")
    st.actor, st.phase = 0, "attack"
    st.invalidate()
    assert any(a.verb == "use" for a in st.legal_actions(0))
    return any(a.verb == "ball" for a in st.legal_actions(0))


@pytest.mark.parametrize("wild", ["Necrozma", "Nihilego", "Kartana", "800-m"])
def test_no_ball_is_offered_against_an_ultra_beast_or_necrozma(wild: str) -> None:
    assert not balls_offered(wild)
    assert balls_offered("Silvally")  # the control: a ball is offered against a Legendary


def test_an_ultra_beast_is_fully_restored_between_battle_attempts() -> None:
    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = sorted(st.ultra.beasts)[0]
    put(st, 0, st.ultra.beasts[beast])
    play(st, "search")
    battle = st.battle
    assert battle is not None
    mon = battle.sides[1].party[0]
    mon.damage, mon.statuses = mon.max_health - 1, ["burned"]
    decide_battle(st, 1)  # the trainer loses; the beast stays with 1 health left
    assert beast in st.ultra.beasts
    turn_of(st, 1)
    put(st, 1, st.ultra.beasts[beast])
    play(st, "search")
    again = st.battle.sides[1].party[0]
    assert again.card == beast and again.damage == 0 and again.statuses == []


def test_necrozma_is_fully_restored_between_attempts_and_phases() -> None:
    st = ultra(2, seed=5, difficulty="new")
    turn_of(st, 1)
    put(st, 1, rules.NECROZMA_PLACE)
    play(st, "search")
    mon = st.battle.sides[1].party[0]
    mon.damage = mon.max_health - 1
    decide_battle(st, 1)  # Player 2 is eliminated; Necrozma kept its phase
    assert st.ultra.eliminated == [False, True] and st.ultra.phase == 1
    turn_of(st, 0)
    put(st, 0, rules.NECROZMA_PLACE)
    play(st, "search")
    assert st.battle.sides[1].party[0].damage == 0


def test_defeating_necrozma_as_the_last_pokemon_faints_is_a_phase_not_an_elimination() -> None:
    # both sides out at once: Necrozma's phase is defeated (the battle ends, the phase proceeds)
    # and the trainer, who did not lose to it, is not eliminated (ours: documented)
    from pokeforge.games.sinnoh.journey.rules import battles
    from pokeforge.games.sinnoh.rules.battle import after_faints

    st = ultra(1, seed=5)
    put(st, 0, rules.NECROZMA_PLACE)
    play(st, "search")
    battle = st.battle
    for side in battle.sides:
        for mon in side.party:
            mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    after_faints(battle, [0, 1], events)
    while st.battle is not None and battle.outcome is None:
        play(st, "skip")
    if st.battle is not None:
        battles.finish(st, events)
        st.invalidate()
    assert st.ultra.phase == 2 and st.ultra.eliminated == [False]
    assert st.outcome is None


def test_necrozma_gives_a_legendary_pokemons_journey_points() -> None:
    st = ultra(1, seed=5)
    put(st, 0, rules.NECROZMA_PLACE)
    before = st.trainers[0].points
    play(st, "search")
    from test_sinnoh_ultra_battles import beat

    beat(st)
    assert st.trainers[0].points == before + 4 + 1  # Legendary tier, +1 as it fainted


# -- ULTRA BEAST MOVEMENT and the Blessings of Arceus ----------------------------------------------


def test_a_skipped_movement_turn_skips_necrozmas_remote_targeting_too() -> None:
    st = ultra(2, seed=2, difficulty="veteran")
    end_round(st)
    assert st.decision() == "beasts"
    play(st, "ultra skip")
    assert st.ultra.destroyed == () and st.ultra.tenths == 0
    end_round(st)  # no Blessing left: they move and Necrozma targets remotely
    assert st.ultra.tenths >= BREACH_PER_DESTROYED and st.ultra.destroyed


def test_the_next_trainer_decides_when_the_first_is_eliminated() -> None:
    st = ultra(3, seed=2, difficulty="new")
    first = st.order[0]
    rules.eliminate(st, first, [])
    st.invalidate()
    assert rules.decider(st) == st.order[1]
    for _ in range(10):
        if st.decision() == "beasts":
            break
        play(st, "end")
    assert st.decision() == "beasts" and st.to_act() == (st.order[1],)


def test_necrozmas_remote_target_grows_the_breach() -> None:
    st = ultra(1, seed=6, difficulty="master")
    st.ultra.beasts = {}
    events: list[Event] = []
    rules.beasts_turn(st, events)
    assert [e.kind for e in events if e.kind == "destroyed"] == ["destroyed"]
    assert st.ultra.tenths == BREACH_PER_DESTROYED


def test_a_destroyed_reef_cannot_be_searched() -> None:
    st = ultra(1, seed=1, difficulty="master")
    reef = next(
        p
        for p in sorted(st.region.places.values(), key=lambda p: p.id)
        if p.kind == "apricorn_reef" and "ultra_burst" in p.campaigns
    )
    put(st, 0, reef.id)
    assert "search" in texts(st)
    rules.reach(st, reef.at, "Pheromosa", [])
    st.invalidate()
    assert "search" not in texts(st)


# -- LAKE CAVERNS and TEMPLE OF SINNOH: captured as well as defeated ------------------------------


def overcome_trial(st) -> None:  # type: ignore[no-untyped-def]
    battle = st.battle
    if battle.trial is not None:
        battle.trial = {**battle.trial, "met": 0}


def test_a_lake_guardian_captured_gives_every_trainer_its_shard() -> None:
    st = ultra(2)
    put(st, st.actor, "lake_acuity_cavern")
    play(st, "search")
    overcome_trial(st)
    events = capture(st)
    assert st.heart.shards == [("knowledge",), ("knowledge",)]
    assert all(t.shards == 1 for t in st.trainers)
    assert any("Shard of Knowledge" in e.text for e in events)


def test_the_temples_pokemon_captured_grants_a_blessing_of_arceus() -> None:
    st = ultra(1, difficulty="master")
    put(st, 0, "temple_of_sinnoh")
    play(st, "search")
    capture(st)
    assert st.ultra.blessings == 1
    put(st, 0, "temple_of_sinnoh")
    assert "search" not in texts(st)


def test_a_destroyed_shrine_offers_neither_an_offering_nor_its_legendary_battle() -> None:
    st = ultra(1, seed=1, difficulty="master")
    st.shrines.legends["shrine_of_flame"] = "Moltres"
    put(st, 0, "shrine_of_flame")
    assert "legend" in texts(st)
    rules.reach(st, st.region.places["shrine_of_flame"].at, "Necrozma", [])
    st.invalidate()
    assert "legend" not in texts(st)
    assert not [t for t in texts(st) if t.startswith("offering")]


def test_a_trainer_who_concedes_to_necrozma_is_defeated_and_eliminated() -> None:
    # END OF BATTLE: a trainer who concedes loses the battle ("their opponent is declared as the
    # winner"): conceding to Necrozma is being defeated by it (BATTLES: eliminated)
    st = ultra(2, seed=5, difficulty="master")
    turn_of(st, 0)
    party(st, 0, "Garchomp", "Lucario", "Infernape")
    put(st, 0, rules.NECROZMA_PLACE)
    play(st, "search")
    play(st, "send 0")
    battle = st.battle
    assert battle is not None and battle.phase == "attack" and battle.actor == 0
    from pokeforge.games.sinnoh.rules.battle import after_faints

    mon = battle.sides[0].party[0]  # Garchomp faints: the trainer sends another or concedes
    mon.fainted, mon.damage = True, mon.max_health
    battle.sides[0].lost += 1  # fainted in this battle (END OF BATTLE: conceding then allowed)
    after_faints(battle, [0], [])
    st.invalidate()
    assert "concede" in texts(st)
    play(st, "concede")
    assert st.battle is None and st.trainers[0].usable()
    assert st.ultra.eliminated == [True, False] and st.ultra.phase == 1


def test_a_phase_of_necrozma_defeated_is_a_legendary_stamp_and_an_ultra_beast_is_not() -> None:
    # JOURNEY STAMPS: "a Legendary Pokémon (does not count Ultra Beasts)"; BATTLES: Necrozma is
    # "treated like any other Legendary Pokémon ... for rewards", and it is no Ultra Beast (the
    # rulebook names "the Ultra Beasts and Necrozma" apart throughout)
    from test_sinnoh_ultra_battles import beat

    st = ultra(2, seed=5)
    turn_of(st, 0)
    beast = sorted(st.ultra.beasts)[0]
    put(st, 0, st.ultra.beasts[beast])
    play(st, "search")
    beat(st)
    assert "legend" not in st.explore.stamps[0]
    turn_of(st, 1)
    put(st, 1, rules.NECROZMA_PLACE)
    play(st, "search")
    beat(st)
    assert st.ultra.phase == 2
    assert "legend" in st.explore.stamps[1]


# -- BATTLING FAQ ----------------------------------------------------------------------------------


def test_the_moves_extra_damage_applies_even_when_the_dice_deal_nothing() -> None:
    # "The same applies to any extra damage from the effect of the move": Smack Down +2 against
    # a Flying type, with every die a status symbol (0): rock vs flying +2, +2 extra
    st = start("Geodude", "Togekiss")
    ctx = hit(st, "Smack Down", (2, 0, 0))
    assert ctx.dice_total == 0 and ctx.type_bonus == 2 and ctx.dealt == 4
    assert hit(start("Geodude", "Blissey"), "Smack Down", (2, 0, 0)).dealt == 0


# -- DISTORTION GATES ------------------------------------------------------------------------------


def test_each_of_the_four_gates_links_only_to_its_exact_counterpart_at_no_cost() -> None:
    st = ultra(1, seed=5)
    gates = sorted(
        p.id
        for p in st.region.places.values()
        if p.kind == "distortion_gate" and st.region.tiles[p.at].area == "sinnoh"
    )
    assert gates == ["deepmarsh_gate", "lilly_gate", "snowdrift_gate", "westbreeze_gate"]
    far = {g: st.region.places[f"{g}_dw"].at.name() for g in gates}
    for gate in gates:
        for a, b in ((gate, far[gate]), (f"{gate}_dw", st.region.places[gate].at.name())):
            put(st, 0, a)
            st.moves_left = 0
            st.invalidate()
            steps = [t for t in texts(st) if t.startswith("step ")]
            assert steps == [f"step {b}"]
            play(st, f"step {b}")
            assert st.trainers[0].at.name() == b and st.moves_left == 0


# -- BATTLES: principle 2 ------------------------------------------------------------------------


def test_principle_2_counts_a_moves_effect_damage_only_when_its_condition_holds() -> None:
    # "Move effect damage": Smack Down's +2 is dealt only against a Flying type (a move taught
    # to the beast here: their own cards have no such effect)
    from pokeforge.games.sinnoh.rules import legal
    from pokeforge.games.sinnoh.rules.wild import ultra_value

    def value(target: str) -> int:
        st = start(target, opponent="wild", wild="Kartana")
        kartana = st.sides[1].mon
        kartana.moves = [*kartana.moves, "Smack Down"]
        kartana.last_move = None
        st.invalidate()
        names = st.move_names(kartana)
        smack = next(a for a in legal.attack_actions(st, 1) if names[a.index] == "Smack Down")
        return ultra_value(st, 1, smack)

    assert value("Blissey") == 2  # strength 2, rock vs normal 0, no Flying: no effect damage
    assert value("Togekiss") == 2 + 2 + 2  # rock vs flying +2, and the effect's +2


def test_in_the_journey_a_trainer_with_balls_is_offered_none_against_an_ultra_beast() -> None:
    # the journey-level check in the attack phase (test_sinnoh_ultra_battles.py looked in the
    # send phase, where no ball is offered anyway)
    st = ultra(1, seed=5)
    party(st, 0, "Garchomp", "Lucario")
    st.trainers[0].balls = ["keystone", "poke"]
    beast = sorted(st.ultra.beasts)[0]
    put(st, 0, st.ultra.beasts[beast])
    play(st, "search")
    battle = st.battle
    assert battle is not None and battle.sides[0].balls == ["keystone", "poke"]
    battle.sides[0].active = 0  # Garchomp in the arena, its turn
    battle.actor, battle.phase = 0, "attack"
    battle.invalidate()
    st.invalidate()
    assert any(t.startswith("use ") for t in texts(st))
    assert not any(t.startswith("ball") for t in texts(st))
    # the control: the same battle against a capturable card offers the ball
    st2 = ultra(1, seed=5)
    st2.trainers[0].balls = ["keystone"]
    put(st2, 0, rules.NECROZMA_PLACE)
    play(st2, "search")
    st2.battle.sides[1].party[0].card = "445"  # the same battle against a capturable card
    st2.battle.sides[0].active = 0
    st2.battle.actor, st2.battle.phase = 0, "attack"
    st2.battle.invalidate()
    st2.invalidate()
    assert any(t.startswith("ball") for t in texts(st2))


def test_an_eliminated_trainer_is_out_of_the_game_no_trade_nor_challenge_until_revived() -> None:
    # BATTLES: "If a trainer is defeated by Necrozma, they are eliminated from the game": nobody
    # trades with or challenges them while they are out; revived, they are back
    st = ultra(2, seed=5, difficulty="new")
    me = st.actor
    out = 1 - me
    put(st, me, "0,0")
    put(st, out, "0,0")
    assert f"challenge {out + 1}" in texts(st)
    assert any(t.startswith(f"offer {out + 1} ") for t in texts(st))
    rules.eliminate(st, out, [])
    st.invalidate()
    assert f"challenge {out + 1}" not in texts(st)
    assert not any(t.startswith(f"offer {out + 1} ") for t in texts(st))
    play(st, f"ultra revive={out + 1}")
    assert f"challenge {out + 1}" in texts(st)


def test_the_ultra_megalopolis_is_no_village_for_challenges() -> None:
    # ours: the rulebook makes it "like villages" for restoring and trading only
    st = ultra(2, seed=5)
    me = st.actor
    put(st, me, "ultra_megalopolis")
    put(st, 1 - me, "ultra_megalopolis")
    assert f"challenge {2 - me}" in texts(st)


def test_every_step_of_every_beast_avoids_villages_legendary_locations_and_other_beasts() -> None:
    # ULTRA BEAST MOVEMENT: the shared tile moves, and "they seem to steer clear" of villages and
    # legendary locations, checked at every step (not only where a turn leaves them)
    from pokeforge.core.geometry import Hex

    st = ultra(2, seed=7, difficulty="master")
    steps = 0
    for _ in range(12):
        if st.outcome is not None:
            break
        events: list[Event] = []
        moves = st.ultra.moves()
        where = dict(st.ultra.beasts)
        rules.beasts_turn(st, events)
        mine = [e for e in events if e.kind == "beast_moves"]
        assert len(mine) <= moves
        for e in mine:
            h = Hex.parse(e.public["tile"])
            assert st.region.tiles[h].area == "sinnoh"
            place = st.region.place_at.get(h)
            assert place is None or place.kind in rules.TARGET_KINDS
            assert e.public["tile"] not in {t for b, t in where.items() if b != e.public["beast"]}
            assert rules.distance(h, Hex.parse(where[e.public["beast"]])) == 1
            where[e.public["beast"]] = e.public["tile"]
        steps += len(mine)
    assert steps > 12  # they did roam
