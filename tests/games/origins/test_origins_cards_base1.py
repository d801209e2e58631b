"""The Base Set (``base1``), card by card: each card with text played on a table laid out by
hand, with scripted coins (heads and tails where the text flips), asserting the exact damage,
special conditions and zones. The audit that goes with it: ``docs/rules/origins-cards-base1.md``.

Targets are chosen so that Weakness and Resistance stay out of the way unless a test is about
them: Chansey (``base1-3``, weak to Fighting, resists Psychic) for most attackers, Onix
(``base1-56``, weak to Grass) for Psychic and Fighting ones."""

from __future__ import annotations

from typing import Any

import pytest
from origins_builders import act, heads, texts
from test_origins_powers import _mon, _table

from pokeforge.games.origins.state import OriginsState

CHANSEY, ONIX, PIKACHU, SQUIRTLE, WEEDLE = "base1-3", "base1-56", "base1-58", "base1-63", "base1-69"
DCE, FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (
    "base1-96",
    "base1-97",
    "base1-98",
    "base1-99",
    "base1-100",
    "base1-101",
    "base1-102",
)


def _deal(
    active: tuple[str, str],
    *,
    bench: tuple[list[str], list[str]] = ([], []),
    energy: list[str] | tuple[str, ...] = (),
    theirs: list[str] | tuple[str, ...] = (),
    hand: list[str] | None = None,
    damage: tuple[int, int] = (0, 0),
) -> OriginsState:
    """Seat 0 to act on turn 3 with ``active`` facing each other; ``energy`` on seat 0's Active,
    ``theirs`` on seat 1's."""
    st = _table(active, bench, hand)
    for seat, attached in ((0, energy), (1, theirs)):
        _mon(st, seat)["energy"] = list(attached)
        _mon(st, seat)["damage"] = damage[seat]
    st.invalidate()
    return st


def _their_turn(st: OriginsState, energy: list[str]) -> None:
    """Seat 1 is now to act (after seat 0's attack): give its Active ``energy``."""
    assert st.to_act()[0] == 1
    _mon(st, 1)["energy"] = list(energy)
    st.invalidate()


FACES = pytest.mark.parametrize("face", [1, 0], ids=["heads", "tails"])


# -- a coin: a special condition on heads ---------------------------------------------------------
FLIP_CONDITION = [
    # card, attack, energy, target, damage, condition on heads
    ("base1-1", 0, [PSYCHIC] * 3, ONIX, 30, "confused"),  # Alakazam: Confuse Ray
    ("base1-5", 0, [FIGHTING], CHANSEY, 0, "asleep"),  # Clefairy: Sing
    ("base1-6", 1, [WATER] * 4, CHANSEY, 40, "paralyzed"),  # Gyarados: Bubblebeam
    ("base1-9", 0, [LIGHTNING] * 3, CHANSEY, 30, "paralyzed"),  # Magneton: Thunder Wave
    ("base1-17", 1, [GRASS] * 3, CHANSEY, 40, "poisoned"),  # Beedrill: Poison Sting
    ("base1-20", 0, [LIGHTNING], CHANSEY, 10, "paralyzed"),  # Electabuzz: Thundershock
    ("base1-25", 1, [WATER] * 4, CHANSEY, 30, "paralyzed"),  # Dewgong: Ice Beam
    ("base1-33", 1, [GRASS] * 2, CHANSEY, 20, "poisoned"),  # Kakuna: Poisonpowder
    ("base1-43", 0, [PSYCHIC], ONIX, 10, "paralyzed"),  # Abra: Psyshock
    ("base1-45", 0, [GRASS], CHANSEY, 10, "paralyzed"),  # Caterpie: String Shot
    ("base1-49", 1, [PSYCHIC] * 2, ONIX, 10, "confused"),  # Drowzee: Confuse Ray
    ("base1-50", 0, [PSYCHIC], ONIX, 0, "asleep"),  # Gastly: Sleeping Gas
    ("base1-53", 0, [LIGHTNING], CHANSEY, 10, "paralyzed"),  # Magnemite: Thunder Wave
    ("base1-54", 1, [GRASS] * 2, CHANSEY, 20, "paralyzed"),  # Metapod: Stun Spore
    ("base1-63", 0, [WATER], CHANSEY, 10, "paralyzed"),  # Squirtle: Bubble
    ("base1-64", 1, [WATER] * 3, CHANSEY, 20, "paralyzed"),  # Starmie: Star Freeze
    ("base1-66", 0, [GRASS] * 2, CHANSEY, 20, "paralyzed"),  # Tangela: Bind
    ("base1-68", 0, [FIRE] * 2, CHANSEY, 10, "confused"),  # Vulpix: Confuse Ray
    ("base1-69", 0, [GRASS], CHANSEY, 10, "poisoned"),  # Weedle: Poison Sting
]


@FACES
@pytest.mark.parametrize(
    ("card", "index", "energy", "target", "damage", "status"),
    FLIP_CONDITION,
    ids=[row[0] for row in FLIP_CONDITION],
)
def test_a_coin_gives_the_defending_pokemon_a_condition_on_heads_only(
    card: str, index: int, energy: list[str], target: str, damage: int, status: str, face: int
) -> None:
    st = _deal((card, target), energy=energy)
    heads(st, face, 0)  # the second coin: the Asleep check between turns (it stays asleep)
    act(st, f"attack {index}")
    them = _mon(st, 1)
    poison = 10 if face and status == "poisoned" else 0  # Poison between turns
    assert them["damage"] == damage + poison
    assert them["cond"] == ([status] if face else [])


# -- a special condition without a coin -----------------------------------------------------------
ALWAYS_CONDITION = [
    ("base1-29", 0, [PSYCHIC], ONIX, 0, "asleep"),  # Haunter: Hypnosis
    ("base1-30", 1, [GRASS] * 3, CHANSEY, 20, "poisoned"),  # Ivysaur: Poisonpowder
    ("base1-66", 1, [GRASS] * 3, CHANSEY, 20, "poisoned"),  # Tangela: Poisonpowder
]


@pytest.mark.parametrize(
    ("card", "index", "energy", "target", "damage", "status"),
    ALWAYS_CONDITION,
    ids=[row[0] for row in ALWAYS_CONDITION],
)
def test_the_defending_pokemon_gets_a_condition_without_a_coin(
    card: str, index: int, energy: list[str], target: str, damage: int, status: str
) -> None:
    st = _deal((card, target), energy=energy)
    heads(st, 0)  # Asleep: the check between turns is tails
    act(st, f"attack {index}")
    them = _mon(st, 1)
    assert them["damage"] == damage + (10 if status == "poisoned" else 0)
    assert them["cond"] == [status]


@FACES
def test_koffing_foul_gas_poisons_on_heads_and_confuses_on_tails(face: int) -> None:
    st = _deal(("base1-51", CHANSEY), energy=[GRASS] * 2)  # base1-51 Koffing
    heads(st, face)
    act(st, "attack 0")
    them = _mon(st, 1)
    assert them["cond"] == (["poisoned"] if face else ["confused"])
    assert them["damage"] == (20 if face else 10)  # 10, and 10 Poison between turns


def test_nidoking_toxic_poisons_for_twenty_even_if_already_poisoned() -> None:
    st = _deal(("base1-11", CHANSEY), energy=[GRASS] * 3)  # base1-11 Nidoking
    _mon(st, 1)["cond"] = ["poisoned"]
    _mon(st, 1)["poison"] = 10
    act(st, "attack 1")  # Toxic: 20, then 20 Poison between turns
    them = _mon(st, 1)
    assert them["cond"] == ["poisoned"] and them["damage"] == 40


# -- coins for damage -----------------------------------------------------------------------------
TIMES = [
    ("base1-17", 0, [GRASS] * 3, CHANSEY, 30),  # Beedrill: Twineedle
    ("base1-18", 0, [DCE, FIGHTING], CHANSEY, 30),  # Dragonair: Slam
    ("base1-31", 0, [PSYCHIC], ONIX, 10),  # Jynx: Doubleslap
    ("base1-37", 0, [GRASS] * 3, CHANSEY, 30),  # Nidorino: Double Kick
    ("base1-38", 1, [WATER] * 3, CHANSEY, 30),  # Poliwhirl: Doubleslap
    ("base1-48", 0, [FIGHTING], CHANSEY, 10),  # Doduo: Fury Attack
]


@pytest.mark.parametrize("faces", [(1, 1), (1, 0), (0, 0)], ids=["2h", "1h", "0h"])
@pytest.mark.parametrize(
    ("card", "index", "energy", "target", "each"), TIMES, ids=[row[0] for row in TIMES]
)
def test_two_coins_do_the_printed_damage_times_the_heads(
    card: str, index: int, energy: list[str], target: str, each: int, faces: tuple[int, int]
) -> None:
    st = _deal((card, target), energy=energy)
    heads(st, *faces)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == each * sum(faces)


PLUS_OR_HURT = [
    ("base1-11", 0, [GRASS] * 3),  # Nidoking: Thrash
    ("base1-20", 1, [LIGHTNING] * 2),  # Electabuzz: Thunderpunch
]


@FACES
@pytest.mark.parametrize(
    ("card", "index", "energy"), PLUS_OR_HURT, ids=[row[0] for row in PLUS_OR_HURT]
)
def test_heads_adds_ten_tails_hurts_the_attacker_ten(
    card: str, index: int, energy: list[str], face: int
) -> None:
    st = _deal((card, CHANSEY), energy=energy)
    heads(st, face)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == (40 if face else 30)
    assert _mon(st, 0)["damage"] == (0 if face else 10)  # no Weakness or Resistance on itself


TAILS_HURT = [
    ("base1-14", 1, [LIGHTNING] * 4, 60, 30),  # Raichu: Thunder
    ("base1-16", 0, [LIGHTNING] * 4, 60, 30),  # Zapdos: Thunder
    ("base1-21", 0, [LIGHTNING] * 3, 50, 10),  # Electrode: Electric Shock
    ("base1-58", 1, [LIGHTNING] * 2, 30, 10),  # Pikachu: Thunder Jolt
]


@FACES
@pytest.mark.parametrize(
    ("card", "index", "energy", "damage", "hurt"), TAILS_HURT, ids=[row[0] for row in TAILS_HURT]
)
def test_tails_makes_the_attacker_hurt_itself(
    card: str, index: int, energy: list[str], damage: int, hurt: int, face: int
) -> None:
    st = _deal((card, CHANSEY), energy=energy)
    heads(st, face)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == damage  # either way
    assert _mon(st, 0)["damage"] == (0 if face else hurt)


@FACES
def test_nidoran_horn_hazard_does_nothing_on_tails(face: int) -> None:
    st = _deal(("base1-55", CHANSEY), energy=[GRASS])  # base1-55 Nidoran ♂
    heads(st, face)
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == (30 if face else 0)


# -- damage to itself, to the Bench ---------------------------------------------------------------
SELF_DAMAGE = [
    ("base1-3", 1, [DCE, DCE], CHANSEY, 80, 80),  # Chansey: Double-edge
    ("base1-23", 1, [FIRE] * 4, CHANSEY, 80, 30),  # Arcanine: Take Down
    ("base1-34", 1, [FIGHTING] * 4, ONIX, 60, 20),  # Machoke: Submission
]


@pytest.mark.parametrize(
    ("card", "index", "energy", "target", "damage", "hurt"),
    SELF_DAMAGE,
    ids=[row[0] for row in SELF_DAMAGE],
)
def test_the_attacker_does_damage_to_itself(
    card: str, index: int, energy: list[str], target: str, damage: int, hurt: int
) -> None:
    st = _deal((card, target), energy=energy)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == damage and _mon(st, 0)["damage"] == hurt


@pytest.mark.parametrize(
    ("card", "energy", "bench", "hurt"),
    [("base1-9", [LIGHTNING] * 4, 20, 80), ("base1-53", [LIGHTNING] * 2, 10, 40)],
    ids=["base1-9", "base1-53"],
)
def test_selfdestruct_hurts_every_benched_pokemon_without_weakness_and_knocks_itself_out(
    card: str, energy: list[str], bench: int, hurt: int
) -> None:
    # Magneton, Magnemite: Squirtles on both Benches are weak to Lightning, not hurt double
    st = _deal((card, CHANSEY), bench=([SQUIRTLE], [SQUIRTLE, SQUIRTLE]), energy=energy)
    me = _mon(st, 0)
    act(st, "attack 1")
    assert _mon(st, 1)["damage"] == hurt  # the Defending Pokémon: the printed damage
    assert [m["damage"] for m in st.bench[1]] == [bench, bench]
    assert me["damage"] == hurt and card in st.discard[0]  # Knocked Out by its own damage
    assert st.active[0] is not None and st.active[0]["damage"] == bench  # the promoted Squirtle
    assert st.prizes_taken == [0, 1]


def test_dugtrio_earthquake_hurts_only_its_own_bench_without_weakness() -> None:
    # base1-19 Dugtrio; Pikachu is weak to Fighting: still 10
    st = _deal(("base1-19", ONIX), bench=([PIKACHU], [PIKACHU]), energy=[FIGHTING] * 4)
    act(st, "attack 1")
    assert _mon(st, 1)["damage"] == 70
    assert st.bench[0][0]["damage"] == 10 and st.bench[1][0]["damage"] == 0


# -- Energy ---------------------------------------------------------------------------------------
DISCARD_COST = [
    # card, attack, energy, damage, energy left
    ("base1-4", 0, [FIRE] * 5, 100, [FIRE] * 3),  # Charizard: Fire Spin (any 2 cards)
    ("base1-12", 1, [FIRE] * 4 + [WATER], 80, [FIRE] * 3 + [WATER]),  # Ninetales: Fire Blast
    ("base1-16", 1, [LIGHTNING] * 5, 100, []),  # Zapdos: Thunderbolt (all)
    ("base1-23", 0, [FIRE, FIRE, WATER], 50, [FIRE, WATER]),  # Arcanine: Flamethrower
    ("base1-24", 1, [FIRE, FIRE, WATER], 50, [FIRE, WATER]),  # Charmeleon: Flamethrower
    ("base1-36", 1, [FIRE, FIRE, WATER], 50, [FIRE, WATER]),  # Magmar: Flamethrower
    ("base1-46", 1, [FIRE, WATER], 30, [WATER]),  # Charmander: Ember
]


@pytest.mark.parametrize(
    ("card", "index", "energy", "damage", "left"), DISCARD_COST, ids=[r[0] for r in DISCARD_COST]
)
def test_an_attack_discards_its_energy_to_be_used(
    card: str, index: int, energy: list[str], damage: int, left: list[str]
) -> None:
    st = _deal((card, CHANSEY), energy=energy)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == damage
    assert sorted(_mon(st, 0)["energy"]) == sorted(left)
    assert len(st.discard[0]) == len(energy) - len(left)


@pytest.mark.parametrize(
    ("card", "index", "energy"),
    [("base1-12", 1, [FIRE] * 3 + [WATER]), ("base1-16", 1, [LIGHTNING] * 3 + [DCE])],
    ids=["base1-12", "base1-16"],
)
def test_an_attack_needs_its_cost_paid_before_its_discard(
    card: str, index: int, energy: list[str]
) -> None:
    st = _deal((card, CHANSEY), energy=energy)
    assert f"attack {index}" not in texts(st)


EXTRA_WATER = [
    ("base1-2", 0, [WATER] * 6, 60),  # Blastoise: Hydro Pump, 3 extra, only 2 count
    ("base1-13", 0, [WATER] * 4 + [FIGHTING], 50),  # Poliwrath: Water Gun, Fighting pays C
    ("base1-13", 0, [WATER] * 3, 30),  # Poliwrath: Water Gun, no Water beyond the cost
    ("base1-59", 0, [WATER] * 4, 30),  # Poliwag: Water Gun, 3 extra, only 2 count
]


@pytest.mark.parametrize(
    ("card", "index", "energy", "damage"),
    EXTRA_WATER,
    ids=["base1-2", "base1-13-extra", "base1-13-none", "base1-59"],
)
def test_water_beyond_the_cost_adds_ten_each_at_most_two(
    card: str, index: int, energy: list[str], damage: int
) -> None:
    st = _deal((card, CHANSEY), energy=energy)
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == damage


@pytest.mark.parametrize(
    ("card", "index", "energy", "damage"),
    [("base1-13", 1, [WATER] * 4, 40), ("base1-18", 1, [DCE, DCE], 20)],
    ids=["base1-13", "base1-18"],
)
def test_the_attacker_chooses_an_energy_of_the_defending_pokemon_to_discard(
    card: str, index: int, energy: list[str], damage: int
) -> None:
    # Poliwrath's Whirlpool, Dragonair's Hyper Beam
    st = _deal((card, CHANSEY), energy=energy, theirs=[FIRE, WATER])
    act(st, f"attack {index}")
    assert texts(st) == [f"pick {WATER}", f"pick {FIRE}"]  # seat 0 chooses
    act(st, f"pick {WATER}")
    assert _mon(st, 1)["energy"] == [FIRE] and st.discard[1] == [WATER]
    assert _mon(st, 1)["damage"] == damage
    st = _deal((card, CHANSEY), energy=energy)  # no Energy: only the damage
    act(st, f"attack {index}")
    assert _mon(st, 1)["damage"] == damage


def test_mewtwo_psychic_adds_ten_per_energy_card_on_the_defending_pokemon() -> None:
    # base1-10 Mewtwo; a Double Colorless Energy is one card
    st = _deal(("base1-10", ONIX), energy=[PSYCHIC, PSYCHIC], theirs=[DCE, FIGHTING])
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == 30


@pytest.mark.parametrize(
    ("card", "energy", "kind"),
    [("base1-32", [PSYCHIC] * 3, PSYCHIC), ("base1-64", [WATER] * 3, WATER)],
    ids=["base1-32", "base1-64"],
)
def test_recover_discards_an_energy_and_removes_all_damage(
    card: str, energy: list[str], kind: str
) -> None:
    # Kadabra, Starmie
    st = _deal((card, CHANSEY), energy=energy, damage=(50, 0))
    act(st, "attack 0")
    assert _mon(st, 0)["damage"] == 0 and _mon(st, 0)["energy"] == [kind, kind]
    assert st.discard[0] == [kind] and _mon(st, 1)["damage"] == 0


# -- counting damage counters ---------------------------------------------------------------------
def test_jynx_meditate_adds_ten_per_damage_counter_on_the_defending_pokemon() -> None:
    st = _deal(("base1-31", ONIX), energy=[PSYCHIC] * 3, damage=(0, 30))  # base1-31 Jynx
    act(st, "attack 1")
    assert _mon(st, 1)["damage"] == 30 + 50


@pytest.mark.parametrize(("hurt", "damage"), [(20, 20), (0, 0)])
def test_magikarp_flail_does_ten_per_damage_counter_on_itself(hurt: int, damage: int) -> None:
    st = _deal(("base1-35", CHANSEY), energy=[WATER], damage=(hurt, 0))  # base1-35 Magikarp
    act(st, "attack 1")
    assert _mon(st, 1)["damage"] == damage


# -- protection during the opponent's next turn -------------------------------------------------
PREVENT_DAMAGE = [
    ("base1-3", 0, [DCE]),  # Chansey: Scrunch
    ("base1-33", 0, [DCE]),  # Kakuna: Stiffen
    ("base1-54", 0, [DCE]),  # Metapod: Stiffen
    ("base1-63", 1, [WATER, WATER]),  # Squirtle: Withdraw
    ("base1-42", 0, [WATER, WATER]),  # Wartortle: Withdraw
]


@FACES
@pytest.mark.parametrize(
    ("card", "index", "energy"), PREVENT_DAMAGE, ids=[r[0] for r in PREVENT_DAMAGE]
)
def test_heads_prevents_the_damage_next_turn_but_not_the_other_effects(
    card: str, index: int, energy: list[str], face: int
) -> None:
    st = _deal((card, WEEDLE), energy=energy)
    heads(st, face, 1)  # then Weedle's Poison Sting: heads
    act(st, f"attack {index}")
    _their_turn(st, [GRASS])
    act(st, "attack 0")
    me = _mon(st, 0)
    assert me["cond"] == ["poisoned"]  # the Poison still happens
    assert me["damage"] == (0 if face else 10) + 10  # Poison Sting's 10, then 10 Poison


@FACES
def test_raichu_agility_prevents_all_effects_on_heads(face: int) -> None:
    st = _deal(("base1-14", WEEDLE), energy=[LIGHTNING] * 3)  # base1-14 Raichu
    heads(st, face, 1)
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == 20
    _their_turn(st, [GRASS])
    act(st, "attack 0")
    me = _mon(st, 0)
    assert me["damage"] == (0 if face else 20)
    assert me["cond"] == ([] if face else ["poisoned"])


def test_mewtwo_barrier_discards_a_psychic_energy_to_prevent_all_effects() -> None:
    st = _deal(("base1-10", WEEDLE), energy=[PSYCHIC, PSYCHIC, GRASS])  # base1-10 Mewtwo
    act(st, "attack 1")
    assert sorted(_mon(st, 0)["energy"]) == [PSYCHIC, GRASS] and st.discard[0] == [PSYCHIC]
    _their_turn(st, [GRASS])
    heads(st, 1)
    act(st, "attack 0")
    assert _mon(st, 0)["damage"] == 0 and _mon(st, 0)["cond"] == []
    st = _deal(("base1-10", WEEDLE), energy=[DCE, DCE])
    assert "attack 1" not in texts(st)  # no Psychic Energy card to discard


def test_onix_harden_prevents_thirty_or_less_after_weakness() -> None:
    st = _deal(("base1-56", WEEDLE), energy=[FIGHTING, FIGHTING])  # base1-56 Onix
    act(st, "attack 1")
    _their_turn(st, [GRASS])
    heads(st, 1)
    act(st, "attack 0")  # 10, doubled by Weakness: 20, prevented; the Poison happens
    assert _mon(st, 0)["cond"] == ["poisoned"] and _mon(st, 0)["damage"] == 10


def test_sandshrew_sand_attack_makes_the_next_attack_need_heads() -> None:
    for face, hurt in ((0, 0), (1, 10)):
        st = _deal(("base1-62", ONIX), energy=[FIGHTING])  # base1-62 Sandshrew
        act(st, "attack 0")
        assert _mon(st, 1)["damage"] == 10
        _their_turn(st, [FIGHTING])
        heads(st, face)
        act(st, "attack 0")  # Onix's Rock Throw: 10 on heads, nothing on tails
        assert _mon(st, 0)["damage"] == hurt


# -- switching ------------------------------------------------------------------------------------
def test_ninetales_lure_switches_in_a_benched_pokemon_of_the_attackers_choice() -> None:
    st = _deal(("base1-12", CHANSEY), bench=([], [PIKACHU, SQUIRTLE]), energy=[DCE])
    act(st, "attack 0")  # base1-12 Ninetales
    assert texts(st) == ["target their-bench0", "target their-bench1"]
    act(st, "target their-bench1")
    assert _mon(st, 1)["cards"] == [SQUIRTLE] and st.bench[1][1]["cards"] == [CHANSEY]
    st = _deal(("base1-12", CHANSEY), energy=[DCE])
    act(st, "attack 0")  # no Bench: nothing happens
    assert _mon(st, 1)["cards"] == [CHANSEY] and _mon(st, 1)["damage"] == 0


@pytest.mark.parametrize(
    ("card", "damage"), [("base1-57", 10), ("base1-22", 20)], ids=["base1-57", "base1-22"]
)
def test_whirlwind_does_its_damage_then_the_owner_chooses_the_switch(
    card: str, damage: int
) -> None:
    # Pidgey, Pidgeotto
    st = _deal((card, CHANSEY), bench=([], [PIKACHU, SQUIRTLE]), energy=[DCE])
    act(st, "attack 0")
    assert st.to_act()[0] == 1 and texts(st) == ["target bench0", "target bench1"]
    act(st, "target bench0")
    assert _mon(st, 1)["cards"] == [PIKACHU] and _mon(st, 1)["damage"] == 0
    assert st.bench[1][0]["cards"] == [CHANSEY] and st.bench[1][0]["damage"] == damage
    st = _deal((card, CHANSEY), energy=[DCE])  # no Bench: only the damage
    act(st, "attack 0")
    assert _mon(st, 1)["cards"] == [CHANSEY] and _mon(st, 1)["damage"] == damage


def test_raticate_super_fang_does_half_the_remaining_hp_rounded_up() -> None:
    st = _deal(("base1-40", CHANSEY), energy=[DCE, FIGHTING], damage=(0, 70))  # base1-40
    act(st, "attack 1")  # 50 HP left: 25, rounded up to 30
    assert _mon(st, 1)["damage"] == 70 + 30


@pytest.mark.parametrize(("hurt", "damage"), [(30, 20), (60, 0)])
def test_machoke_karate_chop_does_ten_less_per_damage_counter_on_itself(
    hurt: int, damage: int
) -> None:
    st = _deal(("base1-34", ONIX), energy=[FIGHTING] * 3, damage=(hurt, 0))  # base1-34
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == damage


@pytest.mark.parametrize("prevented", [False, True])
def test_bulbasaur_leech_seed_heals_ten_unless_all_damage_is_prevented(prevented: bool) -> None:
    st = _deal(("base1-44", CHANSEY), energy=[GRASS, GRASS], damage=(20, 0))  # base1-44
    if prevented:
        _mon(st, 1)["markers"].append({"kind": "prevent_damage", "until": 99, "max": 0})
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == (0 if prevented else 20)
    assert _mon(st, 0)["damage"] == (20 if prevented else 10)


def test_rain_dance_attaches_only_to_water_pokemon() -> None:
    st = _deal(("base1-2", CHANSEY), bench=([PIKACHU, SQUIRTLE], []), hand=[WATER])
    act(st, "power active")  # base1-2 Blastoise
    assert texts(st) == ["target active", "target bench1"]  # not the Pikachu


# -- once in play, asleep, Amnesia ---------------------------------------------------------------
@FACES
def test_farfetchd_leek_slap_only_once_while_in_play_even_after_the_bench(face: int) -> None:
    st = _deal(
        ("base1-27", CHANSEY),  # base1-27 Farfetch'd
        bench=([PIKACHU], []),
        energy=[DCE, FIGHTING],
        hand=["base1-95", "base1-95"],
    )
    heads(st, face)
    act(st, "attack 0")
    assert _mon(st, 1)["damage"] == (30 if face else 0)
    act(st, "end", seat=1)
    assert "attack 0" not in texts(st) and "attack 1" in texts(st)
    act(st, "play base1-95")  # Switch: Farfetch'd to the Bench, then back
    act(st, "play base1-95")
    assert _mon(st, 0)["cards"] == ["base1-27"]
    assert "attack 0" not in texts(st) and "attack 1" in texts(st)


def test_haunter_dream_eater_needs_the_defending_pokemon_asleep() -> None:
    st = _deal(("base1-29", ONIX), energy=[PSYCHIC, PSYCHIC])  # base1-29 Haunter
    assert "attack 1" not in texts(st)
    _mon(st, 1)["cond"] = ["asleep"]
    st.invalidate()
    heads(st, 1)  # it wakes up between turns
    act(st, "attack 1")
    assert _mon(st, 1)["damage"] == 50


# -- Pokémon Powers -------------------------------------------------------------------------------
def test_strikes_back_also_when_machamp_is_damaged_on_the_bench() -> None:
    # base1-8 Machamp on the Bench takes Magneton's Selfdestruct: 10 back to Magneton
    st = _deal(("base1-9", CHANSEY), bench=([], ["base1-8"]), energy=[LIGHTNING] * 4)
    magneton = _mon(st, 0)
    act(st, "attack 1")
    assert st.bench[1][0]["damage"] == 20
    assert magneton["damage"] == 80 + 10


# -- Trainers -------------------------------------------------------------------------------------
def _events(result: list[Any]) -> list[Any]:
    return list(result)


def test_computer_search_discards_two_other_cards_for_any_card_of_the_deck() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-71", FIRE])
    assert "play base1-71" not in texts(st)  # only one other card
    st = _deal((PIKACHU, CHANSEY), hand=["base1-71", FIRE, WATER])  # base1-71 Computer Search
    st.deck[0][:] = [FIGHTING] * 5 + ["base1-4"]
    act(st, "play base1-71")
    act(st, f"pick {FIRE}")
    act(st, f"pick {WATER}")
    assert texts(st) == ["pick base1-4", f"pick {FIGHTING}"]  # any card: no failing to find
    act(st, "pick base1-4")
    assert st.hand[0] == ["base1-4"] and sorted(st.deck[0]) == [FIGHTING] * 5
    assert sorted(st.discard[0]) == sorted(["base1-71", FIRE, WATER])


def test_item_finder_discards_two_other_cards_for_a_trainer_of_the_discard() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-74", FIRE])
    assert "play base1-74" not in texts(st)  # only one other card
    st = _deal((PIKACHU, CHANSEY), hand=["base1-74", FIRE, WATER])  # base1-74 Item Finder
    st.discard[0][:] = ["base1-91"]
    act(st, "play base1-74")
    act(st, f"pick {FIRE}")
    st.discard[0].append("base1-92")
    act(st, f"pick {WATER}")
    assert texts(st) == ["pick base1-91", "pick base1-92"]  # a Trainer card: no declining
    act(st, "pick base1-91")
    assert st.hand[0] == ["base1-91"] and st.discard[0].count("base1-92") == 1
    st = _deal((PIKACHU, CHANSEY), hand=["base1-74", FIRE, WATER])
    st.discard[0][:] = ["base1-91"]
    act(st, "play base1-74")
    act(st, f"pick {FIRE}")
    act(st, f"pick {WATER}")  # the only Trainer there is taken without a question
    assert st.hand[0] == ["base1-91"] and sorted(st.discard[0]) == sorted(["base1-74", FIRE, WATER])


def test_pokemon_trader_trades_a_pokemon_card_of_the_hand_for_one_of_the_deck_both_shown() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-77", FIRE])
    assert "play base1-77" not in texts(st)  # no Pokémon card to trade
    st = _deal((PIKACHU, CHANSEY), hand=["base1-77", SQUIRTLE, FIRE])  # base1-77 Pokémon Trader
    st.deck[0][:] = [FIGHTING] * 3 + ["base1-4"]
    act(st, "play base1-77")
    assert texts(st) == [f"pick {SQUIRTLE}"]
    shown = act(st, f"pick {SQUIRTLE}")
    assert any(e.public.get("card") == SQUIRTLE and e.reveals for e in shown)
    assert f"pick {FIGHTING}" not in texts(st)  # Basic Pokémon or Evolution cards only
    shown = act(st, "pick base1-4")
    assert any(e.public.get("card") == "base1-4" for e in shown)
    assert sorted(st.hand[0]) == sorted(["base1-4", FIRE])
    assert sorted(st.deck[0]) == sorted([FIGHTING] * 3 + [SQUIRTLE])


def test_defender_reduces_attack_damage_also_on_the_bench() -> None:
    # base1-80 Defender on a Benched Pikachu; the opponent's Magneton Selfdestructs
    st = _deal((PIKACHU, "base1-9"), bench=([PIKACHU], [SQUIRTLE]), hand=["base1-80"])
    act(st, "play base1-80")
    act(st, "target bench0")
    act(st, "end")
    _mon(st, 1)["energy"] = [LIGHTNING] * 4
    st.invalidate()
    guarded = st.bench[0][0]
    act(st, "attack 1")  # Magneton and seat 0's Active Pikachu are Knocked Out
    assert guarded["damage"] == 0  # 20 - 20
    assert _mon(st, 1)["cards"] == [SQUIRTLE] and _mon(st, 1)["damage"] == 20  # no Defender
    assert guarded["tools"] == []  # discarded at the end of the opponent's next turn
    assert "base1-80" in st.discard[0]


def test_defender_reduces_the_damage_of_the_defending_pokemons_attacker_by_twenty() -> None:
    st = _deal((CHANSEY, "base1-9"), hand=["base1-80"])  # base1-80 Defender on Chansey
    act(st, "play base1-80")
    act(st, "end")
    _mon(st, 1)["energy"] = [LIGHTNING] * 3
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")  # Thunder Wave 30 - 20
    assert _mon(st, 0)["damage"] == 10


def test_full_heal_cures_the_active_pokemon() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-82"])  # base1-82 Full Heal
    _mon(st, 0)["cond"] = ["asleep", "poisoned"]
    act(st, "play base1-82")
    assert _mon(st, 0)["cond"] == [] and st.discard[0] == ["base1-82"]


def test_potion_removes_two_counters_from_a_chosen_pokemon() -> None:
    st = _deal((PIKACHU, CHANSEY), bench=([SQUIRTLE], []), hand=["base1-94"], damage=(30, 0))
    st.bench[0][0]["damage"] = 10
    act(st, "play base1-94")  # base1-94 Potion
    act(st, "target active")
    assert _mon(st, 0)["damage"] == 10 and st.bench[0][0]["damage"] == 10


def test_gust_of_wind_switches_in_the_opponents_benched_pokemon_of_my_choice() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-93"])
    assert "play base1-93" not in texts(st)  # no Benched Pokémon
    st = _deal((PIKACHU, CHANSEY), bench=([], [SQUIRTLE, WEEDLE]), hand=["base1-93"])
    act(st, "play base1-93")  # base1-93 Gust of Wind
    act(st, "target their-bench1")
    assert _mon(st, 1)["cards"] == [WEEDLE] and st.bench[1][1]["cards"] == [CHANSEY]


def test_professor_oak_discards_the_hand_and_draws_seven() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-88", FIRE, WATER])  # base1-88 Professor Oak
    act(st, "play base1-88")
    assert sorted(st.discard[0]) == sorted(["base1-88", FIRE, WATER])
    assert st.hand[0] == [FIGHTING] * 7 and len(st.deck[0]) == 3


def test_plus_power_adds_ten_to_the_attack_and_is_discarded_at_the_end_of_the_turn() -> None:
    st = _deal((PIKACHU, CHANSEY), energy=[LIGHTNING], hand=["base1-84"])  # base1-84 PlusPower
    act(st, "play base1-84")
    act(st, "attack 0")  # Gnaw 10 + 10
    assert _mon(st, 1)["damage"] == 20
    assert _mon(st, 0)["tools"] == [] and st.discard[0] == ["base1-84"]


def test_energy_removal_discards_an_energy_of_an_opponents_pokemon() -> None:
    st = _deal((PIKACHU, CHANSEY), theirs=[FIRE], hand=["base1-92"])  # base1-92 Energy Removal
    act(st, "play base1-92")
    assert _mon(st, 1)["energy"] == [] and st.discard[1] == [FIRE]


def test_switch_swaps_the_active_with_a_benched_pokemon() -> None:
    st = _deal((PIKACHU, CHANSEY), bench=([SQUIRTLE], []), hand=["base1-95"])  # base1-95
    _mon(st, 0)["cond"] = ["paralyzed"]
    act(st, "play base1-95")
    assert _mon(st, 0)["cards"] == [SQUIRTLE] and st.bench[0][0]["cond"] == []


def test_bill_draws_two_cards() -> None:
    st = _deal((PIKACHU, CHANSEY), hand=["base1-91"])  # base1-91 Bill
    act(st, "play base1-91")
    assert st.hand[0] == [FIGHTING, FIGHTING] and len(st.deck[0]) == 8
