"""Pokémon Powers (shipped cards): activated powers as actions before the attack, once a turn
or as often as one likes, stopped by Asleep/Confused/Paralyzed and by Muk's Toxic Gas; passive
powers that change damage, conditions, retreating and evolving."""

from __future__ import annotations

from typing import Any

from origins_builders import act, heads, texts

from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.state import OriginsState, new_mon

GAME = OriginsGame()


def _table(
    active: tuple[str, str],
    bench: tuple[list[str], list[str]] = ([], []),
    hand: list[str] | None = None,
    game: OriginsGame = GAME,
) -> OriginsState:
    st = game.new_state(game.origins_params({}), seed=2)
    for p in (0, 1):
        st.deck[p][:] = ["base1-97"] * 10
        st.hand[p][:] = []
        st.prizes[p][:] = ["base1-97"] * 6
        st.discard[p][:] = []
        st.known[p][:] = []
        st.active[p] = new_mon(active[p], 0)
        st.bench[p] = [new_mon(c, 0) for c in bench[p]]
    st.hand[0][:] = hand or []
    st.placing = st.ready = None
    st.phase, st.turn, st.current, st.first = "play", 3, 0, 0
    st.turns_taken = [2, 1]
    st.tasks, st.flow, st.extra_owed = [], [], []
    st.pending = {"kind": "main", "seat": 0}
    st.invalidate()
    return st


def _mon(st: OriginsState, seat: int, where: str = "active") -> dict[str, Any]:
    mon = st.active[seat] if where == "active" else st.bench[seat][int(where[-1])]
    assert mon is not None
    return mon


def test_rain_dance_attaches_water_as_often_as_you_like_beside_the_attachment() -> None:
    st = _table(("base1-2", "base1-58"), (["base1-63"], []), ["base1-102"] * 3)
    act(st, "attach base1-102 active")
    assert "power active" in texts(st)
    act(st, "power active")
    assert texts(st) == ["target active", "target bench0"]
    act(st, "target bench0")
    act(st, "power active")
    act(st, "target active")
    assert len(_mon(st, 0)["energy"]) == 2 and len(_mon(st, 0, "bench0")["energy"]) == 1
    assert "power active" not in texts(st)  # no Water Energy left in the hand


def test_a_power_stops_while_asleep_confused_or_paralyzed() -> None:
    st = _table(("base1-2", "base1-58"), hand=["base1-102"])
    _mon(st, 0)["cond"] = ["confused"]
    st.invalidate()
    assert "power active" not in texts(st)


def test_toxic_gas_stops_every_other_power() -> None:
    st = _table(("base1-2", "base3-13"), hand=["base1-102"])
    assert "power active" not in texts(st)
    _mon(st, 1)["cond"] = ["asleep"]  # Muk asleep: the gas stops working
    st.invalidate()
    assert "power active" in texts(st)


def test_energy_trans_moves_a_grass_energy() -> None:
    st = _table(("base1-15", "base1-58"), (["base1-44"], []))
    _mon(st, 0)["energy"] = ["base1-99", "base1-99"]
    st.invalidate()
    act(st, "power active")
    assert _mon(st, 0, "bench0")["energy"] == ["base1-99"]


def test_damage_swap_never_knocks_out() -> None:
    st = _table(("base1-1", "base1-58"), (["base1-63"], []))
    _mon(st, 0)["damage"] = 20
    _mon(st, 0, "bench0")["damage"] = 30  # Squirtle 40 HP: one more counter would KO it
    st.invalidate()
    act(st, "power active")
    act(st, "target active")
    assert _mon(st, 0)["damage"] == 20 and _mon(st, 0, "bench0")["damage"] == 30
    assert st.pending is not None and st.pending["kind"] == "main"


def test_heal_is_once_a_turn_with_a_coin() -> None:
    st = _table(("base2-15", "base1-58"))
    _mon(st, 0)["damage"] = 30
    st.invalidate()
    heads(st, 1)
    act(st, "power active")
    assert _mon(st, 0)["damage"] == 20
    assert "power active" not in texts(st)


def test_step_in_from_the_bench_only() -> None:
    st = _table(("base1-58", "base1-58"), (["base3-4"], []))
    assert texts(st).count("power bench0") == 1
    act(st, "power bench0")
    assert _mon(st, 0)["cards"] == ["base3-4"]
    assert "power active" not in texts(st)


def test_invisible_wall_prevents_thirty_or_more() -> None:
    st = _table(("base1-34", "base2-6"))  # Machoke against Mr. Mime (Psychic weak? no)
    _mon(st, 0)["energy"] = ["base1-97"] * 3
    st.invalidate()
    act(st, "attack 0")  # Karate Chop 50
    assert _mon(st, 1)["damage"] == 0


def test_thick_skinned_takes_no_condition() -> None:
    st = _table(("base1-58", "base2-11"))
    st.current = 1
    st.active[0], st.active[1] = st.active[1], st.active[0]
    st.pending = {"kind": "main", "seat": 1}
    st.invalidate()
    from pokeforge.games.origins.rules.effects import add_condition

    snorlax = st.active[0]
    assert snorlax is not None
    add_condition(st, snorlax, "paralyzed")
    assert snorlax["cond"] == []


def test_kabuto_armor_halves_damage_rounded_down() -> None:
    st = _table(("base1-34", "base3-50"))
    _mon(st, 0)["energy"] = ["base1-97"] * 3
    st.invalidate()
    act(st, "attack 0")  # 50 → 20
    assert _mon(st, 1)["damage"] == 20


def test_retreat_aid_lowers_the_retreat_cost() -> None:
    for bench, allowed in ((["base2-34"], True), (["base1-63"], False)):
        st = _table(("base1-34", "base1-58"), (bench, []))  # Machoke: Retreat Cost 3
        _mon(st, 0)["energy"] = ["base1-97"] * 2
        st.invalidate()
        assert ("retreat bench0" in texts(st)) == allowed
    st = _table(("base1-34", "base1-58"), (["base2-34"], []))
    _mon(st, 0)["energy"] = ["base1-97"] * 2
    st.invalidate()
    act(st, "retreat bench0")
    assert st.discard[0] == ["base1-97"] * 2


def test_prehistoric_power_stops_evolving() -> None:
    st = _table(("base1-52", "base3-1"), hand=["base1-34"])
    assert not [t for t in texts(st) if t.startswith("evolve")]
    st = _table(("base1-52", "base1-58"), hand=["base1-34"])
    assert "evolve base1-34 active" in texts(st)


def test_strikes_back_hurts_the_attacker() -> None:
    st = _table(("base1-58", "base1-8"))
    _mon(st, 0)["energy"] = ["base1-100"]
    st.invalidate()
    act(st, "attack 0")  # Gnaw 10
    assert _mon(st, 0)["damage"] == 10


def test_energy_burn_makes_all_energy_fire() -> None:
    st = _table(("base1-4", "base1-58"))
    _mon(st, 0)["energy"] = ["base1-102"] * 4
    st.invalidate()
    assert "attack 0" not in texts(st)
    act(st, "power active")
    assert "attack 0" in texts(st)


def test_buzzap_knocks_out_electrode_and_makes_it_two_energy_of_a_type() -> None:
    st = _table(("base1-21", "base1-58"), (["base1-52"], []))
    electrode = _mon(st, 0)
    electrode["cards"] = ["base1-67", "base1-21"]
    electrode["energy"] = ["base1-100"]
    st.invalidate()
    act(st, "power active")
    act(st, "type Fighting")  # the only other Pokémon is chosen without a question
    machop = st.active[0]
    assert machop is not None and machop["cards"] == ["base1-52"]
    assert machop["energy"] == ["base1-21"]
    assert sorted(st.discard[0]) == ["base1-100", "base1-67"]
    assert st.prizes_taken == [0, 1]
    from pokeforge.games.origins.rules import board

    assert board.energy_units(st, machop) == ["Fighting", "Fighting"]
    assert "attack 0" in texts(st)  # Low Kick (Fighting) paid by the Electrode


def test_transform_makes_an_active_ditto_a_copy_of_the_defending_pokemon() -> None:
    from pokeforge.games.origins.rules import board

    st = _table(("base3-3", "base1-58"), (["base1-52"], []))
    ditto = _mon(st, 0)
    assert board.top(st, ditto).name == "Pikachu" and board.hp(st, ditto) == 40
    ditto["energy"] = ["base1-97", "base1-97"]  # Fighting Energy pays Thunder Jolt's Lightning
    st.invalidate()
    assert "attack 1" in texts(st)
    ditto["cond"] = ["asleep"]
    assert board.top(st, ditto).name == "Ditto"
    ditto["cond"] = []
    st.active[0], st.bench[0][0] = st.bench[0][0], ditto  # on the Bench: itself again
    assert board.top(st, ditto).name == "Ditto"


def test_a_transformed_ditto_cannot_evolve() -> None:
    st = _table(("base3-3", "base1-52"), hand=["base1-34"])  # Ditto as Machop, Machoke in hand
    assert not [t for t in texts(st) if t.startswith("evolve")]


# Ditto's Transform: "treat it as if it were the same card as the Defending Pokémon, including
# type, Hit Points, Weakness, and so on, except Ditto can't evolve, always has this Pokémon
# Power, …": the same card has the same Pokémon Power; Ditto has it beside Transform.
def test_a_transformed_ditto_can_use_the_defending_pokemons_activated_power() -> None:
    st = _table(("base3-3", "base1-1"), (["base1-63"], []))  # Ditto as Alakazam: Damage Swap
    _mon(st, 0)["damage"] = 20
    st.invalidate()
    assert "power active" in texts(st)
    act(st, "power active")  # a counter from Ditto to the Benched Squirtle
    assert _mon(st, 0)["damage"] == 10 and _mon(st, 0, "bench0")["damage"] == 10
    _mon(st, 0)["cond"] = ["confused"]  # not a copy now: Ditto's own card, no Damage Swap
    st.invalidate()
    assert "power active" not in texts(st)


def test_a_transformed_ditto_has_the_defending_pokemons_passive_power() -> None:
    from pokeforge.games.origins.rules.effects import add_condition

    st = _table(("base3-3", "base2-11"))  # Ditto as Snorlax: Thick Skinned
    add_condition(st, _mon(st, 0), "paralyzed")
    assert _mon(st, 0)["cond"] == []
    st = _table(("base3-3", "base1-58"))  # as Pikachu: no such power
    add_condition(st, _mon(st, 0), "paralyzed")
    assert _mon(st, 0)["cond"] == ["paralyzed"]


def test_ditto_facing_a_working_toxic_gas_stays_ditto() -> None:
    from pokeforge.games.origins.rules import board

    st = _table(("base3-3", "base3-13"), (["base1-2"], []), ["base1-102"])
    assert board.top(st, _mon(st, 0)).name == "Ditto"  # Muk's gas stops Transform
    assert "power bench0" not in texts(st)  # and Rain Dance


def test_ditto_copying_a_muk_whose_gas_stopped_has_toxic_gas_itself() -> None:
    from pokeforge.games.origins.rules import board

    # Muk is Asleep: its Toxic Gas stops, so Ditto becomes a Muk and has Toxic Gas (which does
    # not stop the Transform it has it by, "always has this Pokémon Power"): every other power
    # stops, here Blastoise's Rain Dance on Ditto's own Bench
    st = _table(("base3-3", "base3-13"), (["base1-2"], []), ["base1-102"])
    _mon(st, 1)["cond"] = ["asleep"]
    st.invalidate()
    assert board.top(st, _mon(st, 0)).name == "Muk"
    assert "power bench0" not in texts(st)
    st = _table(("base3-3", "base1-58"), (["base1-2"], []), ["base1-102"])  # Ditto as Pikachu
    assert "power bench0" in texts(st)


def test_clairvoyance_plays_the_opponents_hand_face_up() -> None:
    st = _table(("base1-58", "base1-58"), (["base3-62"], []), hand=["base3-52"])
    st.hand[1][:] = ["base1-100", "base1-91"]
    assert "cards" not in st.view(0)["players"][1]["hand"]
    events = act(st, "evolve base3-52 bench0")  # Omanyte: Player 2's hand is face up
    shown = next(e for e in events if e.kind == "hand_face_up")
    assert shown.reveals and shown.public["cards"] == ["base1-100", "base1-91"]
    for viewer in (0, None):
        assert st.view(viewer)["players"][1]["hand"]["cards"] == ["base1-100", "base1-91"]
    omanyte = st.bench[0][0]
    omanyte["cond"] = ["confused"]  # it stops working: the hand is hidden again, known
    act(st, "end")
    assert "cards" not in st.view(0)["players"][1]["hand"]
    assert st.view(0)["players"][1]["hand"]["known"] == ["base1-100", "base1-91"]
