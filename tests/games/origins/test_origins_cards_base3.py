"""Every card of Fossil (base3) played as printed, one test per card (a holo and its non-holo
printing share their text: both ids are played). The audit is
docs/rules/origins-cards-base3.md; coins are scripted (1 heads, 0 tails) and every scripted
coin must be used (``_flips``)."""

from __future__ import annotations

import pytest
from origins_builders import act, heads, texts
from test_origins_powers import _mon, _table

from pokeforge.games.origins.rules import board
from pokeforge.games.origins.state import OriginsState, new_mon

# Energy cards of Base Set
DCE, FIGHTING, FIRE, GRASS, LIGHTNING, PSYCHIC, WATER = (f"base1-{n}" for n in range(96, 103))
CHANSEY = "base1-3"  # 120 HP Colorless, Weakness Fighting, Resistance Psychic
ARCANINE = "base1-23"  # 100 HP Fire, Weakness Water
HITMONCHAN = "base1-7"  # Jab (F) 20, Special Punch (FFC) 40
PIKACHU = "base1-58"  # 40 HP Lightning, Weakness Fighting
SQUIRTLE = "base1-63"  # 40 HP Water, Weakness Lightning
MACHOP, MACHOKE = "base1-52", "base1-34"


def _ready(st: OriginsState, energy: list[str], seat: int = 0) -> None:
    _mon(st, seat)["energy"] = list(energy)
    st.invalidate()


def _flips(st: OriginsState, *faces: int) -> None:
    heads(st, *faces)


def _all_flipped(st: OriginsState) -> None:
    assert st.rng.scripted_left == 0, "a scripted coin was not flipped"


def _their_turn(st: OriginsState, energy: list[str]) -> None:
    """After player 1's attack: the opponent (seat 1) is to act, with this Energy."""
    assert st.current == 1 and st.pending is not None and st.pending["kind"] == "main"
    _ready(st, energy, seat=1)


def _dmg(st: OriginsState, seat: int, where: str = "active") -> int:
    return int(_mon(st, seat, where)["damage"])


def _bench_damage(st: OriginsState, seat: int) -> list[int]:
    return [int(m["damage"]) for m in st.bench[seat]]


# -- holo and non-holo Pokémon ------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base3-1", "base3-16"])
def test_aerodactyl_prehistoric_power_stops_every_evolution_until_it_is_asleep(card: str) -> None:
    # Machoke, and Machamp by Pokémon Breeder: both Evolution cards, for either player
    st = _table((MACHOP, card), hand=[MACHOKE, "base1-8", "base1-76"])
    assert not [t for t in texts(st) if t.startswith("evolve")]
    assert "play base1-76" not in texts(st)
    _mon(st, 1)["cond"] = ["asleep"]
    st.invalidate()
    assert "evolve base1-34 active" in texts(st) and "play base1-76" in texts(st)
    # Wing Attack: 30, nothing else
    st = _table((card, ARCANINE))
    _ready(st, [FIGHTING] * 3)
    act(st, "attack 0")
    assert _dmg(st, 1) == 30 and _mon(st, 1)["cond"] == []


@pytest.mark.parametrize("card", ["base3-2", "base3-17"])
def test_articuno_freeze_dry_paralyzes_on_heads_and_blizzard_hits_a_bench_by_the_coin(
    card: str,
) -> None:
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table((card, CHANSEY))
        _ready(st, [WATER] * 3)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 30 and _mon(st, 1)["cond"] == cond
    for face, mine, theirs in ((1, [0, 0], [10, 10]), (0, [10, 10], [0, 0])):
        st = _table((card, CHANSEY), ([SQUIRTLE, PIKACHU], [PIKACHU, SQUIRTLE]))
        _ready(st, [WATER] * 4)
        _flips(st, face)
        act(st, "attack 1")
        _all_flipped(st)
        assert _dmg(st, 1) == 50
        # Pikachu is weak to nothing Articuno is: no Weakness on the Bench either way
        assert _bench_damage(st, 0) == mine and _bench_damage(st, 1) == theirs


@pytest.mark.parametrize("card", ["base3-3", "base3-18"])
def test_ditto_transform_copies_the_defending_pokemon_while_active_and_awake(card: str) -> None:
    st = _table((card, PIKACHU), ([MACHOP], []))
    ditto = _mon(st, 0)
    ditto["energy"] = [WATER, WATER]  # any type: Water pays Thunder Jolt's Lightning
    ditto["damage"] = 30
    st.invalidate()
    assert board.top(st, ditto).name == "Pikachu" and board.hp(st, ditto) == 40
    assert board.types_of(st, ditto) == ("Lightning",)
    assert "attack 1" in texts(st)
    ditto["cond"] = ["paralyzed"]  # not a copy: Ditto's 50 HP and no attacks
    st.invalidate()
    assert board.top(st, ditto).name == "Ditto" and board.hp(st, ditto) == 50
    ditto["cond"] = []
    _mon(st, 1)["cards"] = ["base3-13"]  # Muk: Toxic Gas stops Transform
    st.invalidate()
    assert board.top(st, ditto).name == "Ditto"


@pytest.mark.parametrize("card", ["base3-4", "base3-19"])
def test_dragonite_steps_in_from_the_bench_once_a_turn_and_slams_per_heads(card: str) -> None:
    st = _table((PIKACHU, PIKACHU), ([card], []))
    _mon(st, 0)["cond"] = ["paralyzed"]
    st.invalidate()
    act(st, "power bench0")  # Step In: even for a Paralyzed Active
    assert _mon(st, 0)["cards"] == [card] and _mon(st, 0, "bench0")["cond"] == []
    _ready(st, [WATER])
    act(st, "retreat bench0")  # back to the Bench: still once this turn
    assert "power bench0" not in texts(st)
    for faces, damage in (((1, 1), 80), ((1, 0), 40), ((0, 0), 0)):
        st = _table((card, CHANSEY))
        _ready(st, [WATER] * 4)
        _flips(st, *faces)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == damage


@pytest.mark.parametrize("card", ["base3-5", "base3-20"])
def test_gengar_curse_moves_a_counter_between_the_opponents_pokemon_even_to_knock_out(
    card: str,
) -> None:
    st = _table((card, ARCANINE), ([], [PIKACHU, SQUIRTLE]))
    _mon(st, 1)["damage"] = 20
    _mon(st, 1, "bench0")["damage"] = 30  # Pikachu: 40 HP
    st.invalidate()
    act(st, "power active")
    assert texts(st) == ["target their-active", "target their-bench0"]
    act(st, "target their-active")
    assert texts(st) == ["target their-bench0", "target their-bench1"]
    act(st, "target their-bench0")  # Knocks Out Pikachu: a Prize
    assert _dmg(st, 1) == 10 and [m["cards"] for m in st.bench[1]] == [[SQUIRTLE]]
    assert st.prizes_taken == [1, 0]
    assert "power active" not in texts(st)
    # Dark Mind: 30 to the Defending Pokémon, 10 to a Benched one of the attacker's choice
    st = _table((card, ARCANINE), ([], [PIKACHU, SQUIRTLE]))
    _ready(st, [PSYCHIC] * 3)
    act(st, "attack 0")
    act(st, "target their-bench1")
    assert _dmg(st, 1) == 30 and _bench_damage(st, 1) == [0, 10]


@pytest.mark.parametrize("card", ["base3-5", "base3-20"])
def test_gengar_curse_is_once_a_turn_even_after_a_retreat_and_stops_while_asleep(
    card: str,
) -> None:
    st = _table((card, ARCANINE), ([PIKACHU], [PIKACHU]))
    _mon(st, 1)["damage"] = 30
    _ready(st, [PSYCHIC])
    act(st, "power active")  # the only choices: Arcanine to Pikachu
    assert _bench_damage(st, 1) == [10]
    act(st, "retreat bench0")
    assert "power bench0" not in texts(st)
    st = _table((card, ARCANINE), ([], [PIKACHU]))
    _mon(st, 1)["damage"] = 30
    _mon(st, 0)["cond"] = ["asleep"]
    st.invalidate()
    assert "power active" not in texts(st)


@pytest.mark.parametrize("card", ["base3-6", "base3-21"])
def test_haunter_transparency_prevents_an_attack_on_heads_and_nightmare_puts_to_sleep(
    card: str,
) -> None:
    for face, damage, cond in ((1, 0, []), (0, 10, ["paralyzed"])):
        st = _table(("base3-33", card))  # Gastly's Lick: 10 and a coin for Paralysis
        _ready(st, [PSYCHIC])
        _flips(st, face, 1)  # Transparency, then Lick's coin
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == damage and _mon(st, 1)["cond"] == cond
    st = _table((card, ARCANINE))
    _ready(st, [PSYCHIC, FIRE])
    _flips(st, 0)  # the checkup: Arcanine stays Asleep
    act(st, "attack 0")
    _all_flipped(st)
    assert _dmg(st, 1) == 10 and _mon(st, 1)["cond"] == ["asleep"]


@pytest.mark.parametrize("card", ["base3-6", "base3-21"])
def test_haunter_transparency_works_on_the_bench(card: str) -> None:
    for face, damage in ((1, 0), (0, 10)):
        st = _table(("base3-5", ARCANINE), ([], [card]))  # Gengar's Dark Mind
        _ready(st, [PSYCHIC] * 3)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 30 and _bench_damage(st, 1) == [damage]


@pytest.mark.parametrize("card", ["base3-7", "base3-22"])
def test_hitmonlee_stretch_kick_hits_only_a_chosen_benched_pokemon_without_weakness(
    card: str,
) -> None:
    st = _table((card, ARCANINE), ([], [SQUIRTLE, PIKACHU]))  # Pikachu weak to Fighting
    _ready(st, [FIGHTING] * 2)
    act(st, "attack 0")
    act(st, "target their-bench1")
    assert _dmg(st, 1) == 0 and _bench_damage(st, 1) == [0, 20]
    st = _table((card, ARCANINE))  # no Bench: nothing happens
    _ready(st, [FIGHTING] * 3)
    act(st, "attack 0")
    assert _dmg(st, 1) == 0
    st = _table((card, ARCANINE))
    _ready(st, [FIGHTING] * 3)
    act(st, "attack 1")  # High Jump Kick
    assert _dmg(st, 1) == 50


@pytest.mark.parametrize("card", ["base3-8", "base3-23"])
def test_hypno_prophecy_rearranges_the_top_three_of_either_deck(card: str) -> None:
    st = _table((card, ARCANINE))
    _ready(st, [PSYCHIC])
    st.deck[1][-3:] = [MACHOP, PIKACHU, SQUIRTLE]  # Squirtle on top
    act(st, "attack 0")
    act(st, "no")  # the opponent's deck
    assert texts(st) == [f"pick {c}" for c in sorted([MACHOP, PIKACHU, SQUIRTLE])]
    act(st, f"pick {MACHOP}")
    act(st, f"pick {PIKACHU}")
    # Machop was put on top: the opponent draws it next
    assert st.hand[1][-1] == MACHOP and st.deck[1][-2:] == [SQUIRTLE, PIKACHU]
    assert _dmg(st, 1) == 0
    st = _table((card, ARCANINE), ([], [PIKACHU]))
    _ready(st, [PSYCHIC] * 3)
    act(st, "attack 1")  # Dark Mind: the single Benched Pokémon without a question
    assert _dmg(st, 1) == 30 and _bench_damage(st, 1) == [10]


@pytest.mark.parametrize("card", ["base3-9", "base3-24"])
def test_kabutops_absorb_heals_half_the_damage_done_rounded_up(card: str) -> None:
    # Chansey is weak to Fighting: 80 done, 40 healed
    st = _table((card, CHANSEY))
    _ready(st, [FIGHTING] * 4)
    _mon(st, 0)["damage"] = 50
    act(st, "attack 1")
    assert _dmg(st, 1) == 80 and _dmg(st, 0) == 10
    # Zapdos resists Fighting: 10 done, half rounded up to 10
    st = _table((card, "base1-16"))
    _ready(st, [FIGHTING] * 4)
    _mon(st, 0)["damage"] = 30
    act(st, "attack 1")
    assert _dmg(st, 1) == 10 and _dmg(st, 0) == 20
    # fewer counters than that: all removed
    st = _table((card, ARCANINE))
    _ready(st, [FIGHTING] * 4)
    _mon(st, 0)["damage"] = 10
    act(st, "attack 1")
    assert _dmg(st, 1) == 40 and _dmg(st, 0) == 0
    st = _table((card, ARCANINE))
    _ready(st, [FIGHTING] * 2)
    act(st, "attack 0")  # Sharp Sickle
    assert _dmg(st, 1) == 30


@pytest.mark.parametrize("card", ["base3-10", "base3-25"])
def test_lapras_water_gun_adds_unused_water_at_most_20_and_confuse_ray(card: str) -> None:
    for energy, damage in (
        ([WATER], 10),
        ([WATER, FIRE], 10),
        ([WATER] * 3, 30),
        ([WATER] * 5, 30),
    ):
        st = _table((card, CHANSEY))
        _ready(st, energy)
        act(st, "attack 0")
        assert _dmg(st, 1) == damage
    for face, cond in ((1, ["confused"]), (0, [])):
        st = _table((card, CHANSEY))
        _ready(st, [WATER] * 2)
        _flips(st, face)
        act(st, "attack 1")
        _all_flipped(st)
        assert _dmg(st, 1) == 10 and _mon(st, 1)["cond"] == cond


@pytest.mark.parametrize("card", ["base3-11", "base3-26"])
def test_magneton_sonicboom_ignores_weakness_and_resistance_selfdestruct_hits_all(
    card: str,
) -> None:
    for target in (SQUIRTLE, "base1-62"):  # weak to Lightning; Sandshrew resists it
        st = _table((card, target))
        _ready(st, [LIGHTNING, WATER])
        act(st, "attack 0")
        assert _dmg(st, 1) == 20
    st = _table((card, CHANSEY), ([PIKACHU], [SQUIRTLE, PIKACHU]))
    _ready(st, [LIGHTNING] * 4)
    act(st, "attack 1")
    # 100 to Chansey; 20 to every Benched Pokémon, Squirtle's Weakness not applied;
    # Magneton (80 HP) Knocks itself Out
    assert _dmg(st, 1) == 100
    assert _bench_damage(st, 1) == [20, 20]
    assert st.prizes_taken == [0, 1] and card in st.discard[0]
    assert _mon(st, 0)["cards"] == [PIKACHU] and _dmg(st, 0) == 20  # promoted, hit on the Bench


@pytest.mark.parametrize("card", ["base3-12", "base3-27"])
def test_moltres_dive_bomb_does_nothing_on_tails_and_wildfire_may_discard_none(card: str) -> None:
    for face, damage in ((1, 80), (0, 0)):
        st = _table((card, CHANSEY))
        _ready(st, [FIRE] * 4)
        _flips(st, face)
        act(st, "attack 1")
        _all_flipped(st)
        assert _dmg(st, 1) == damage
    st = _table((card, CHANSEY))
    _ready(st, [FIRE, FIRE])
    deck = len(st.deck[1])
    act(st, "attack 0")
    act(st, "no")  # no Fire Energy discarded: no card of the opponent's deck
    assert len(st.deck[1]) == deck - 1 and st.discard[1] == []  # only the turn's draw
    assert _mon(st, 0)["energy"] == [FIRE, FIRE]


@pytest.mark.parametrize("card", ["base3-13", "base3-28"])
def test_muk_toxic_gas_stops_every_other_power_on_either_side_and_sludge_poisons(
    card: str,
) -> None:
    # Muk on the Bench stops its own player's Step In, and Kabuto Armor across the table
    st = _table((PIKACHU, "base3-50"), (["base3-4", card], []))
    _ready(st, [LIGHTNING])
    assert "power bench0" not in texts(st)
    act(st, "attack 0")  # Gnaw 10, not halved to 0
    assert _dmg(st, 1) == 10
    # the opponent's Active Muk stops Step In, until it is Asleep
    st = _table((PIKACHU, card), (["base3-4"], []))
    assert "power bench0" not in texts(st)
    _mon(st, 1)["cond"] = ["asleep"]
    st.invalidate()
    assert "power bench0" in texts(st)
    for face, cond in ((1, ["poisoned"]), (0, [])):
        st = _table((card, CHANSEY))
        _ready(st, [GRASS] * 3)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        # Poison does its 10 at the checkup right after the attack
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 30 + 10 * face


@pytest.mark.parametrize("card", ["base3-14", "base3-29"])
def test_raichu_gigashock_hits_every_benched_pokemon_when_fewer_than_three(card: str) -> None:
    st = _table((card, CHANSEY), ([PIKACHU], [PIKACHU, SQUIRTLE]))
    _ready(st, [LIGHTNING] * 4)
    act(st, "attack 0")
    # Squirtle's Weakness to Lightning is not applied on the Bench; own Bench untouched
    assert _dmg(st, 1) == 30 and _bench_damage(st, 1) == [10, 10] and _bench_damage(st, 0) == [0]


@pytest.mark.parametrize("card", ["base3-15", "base3-30"])
def test_zapdos_thunderstorm_flips_per_benched_pokemon_and_hurts_itself_per_tails(
    card: str,
) -> None:
    st = _table((card, CHANSEY), ([], [PIKACHU, SQUIRTLE, MACHOP]))
    _ready(st, [LIGHTNING] * 4)
    _flips(st, 1, 0, 1)
    act(st, "attack 0")
    _all_flipped(st)
    assert _dmg(st, 1) == 40 and _bench_damage(st, 1) == [20, 0, 20] and _dmg(st, 0) == 10
    st = _table((card, CHANSEY))  # no Bench: no coin, no damage to itself
    _ready(st, [LIGHTNING] * 4)
    act(st, "attack 0")
    assert _dmg(st, 1) == 40 and _dmg(st, 0) == 0


# -- non-holo Pokémon ---------------------------------------------------------------------------
def test_arbok_terror_strike_switches_on_heads_after_the_damage_chosen_by_the_opponent() -> None:
    st = _table(("base3-31", CHANSEY), ([], [PIKACHU, SQUIRTLE]))
    _ready(st, [GRASS])
    _flips(st, 1)
    act(st, "attack 0")
    assert list(st.to_act()) == [1] and texts(st) == ["target bench0", "target bench1"]
    act(st, "target bench1")
    _all_flipped(st)
    assert _mon(st, 1)["cards"] == [SQUIRTLE] and _dmg(st, 1) == 0
    assert [m["cards"] for m in st.bench[1]] == [[PIKACHU], [CHANSEY]]
    assert _dmg(st, 1, "bench1") == 10
    st = _table(("base3-31", CHANSEY), ([], [PIKACHU]))
    _ready(st, [GRASS])
    _flips(st, 0)
    act(st, "attack 0")
    _all_flipped(st)
    assert _mon(st, 1)["cards"] == [CHANSEY] and _dmg(st, 1) == 10
    st = _table(("base3-31", CHANSEY))
    _ready(st, [GRASS] * 3)
    act(st, "attack 1")  # Poison Fang: 20, Poisoned (10 more at the checkup)
    assert _mon(st, 1)["cond"] == ["poisoned"] and _dmg(st, 1) == 30


def test_cloyster_clamp_paralyzes_on_heads_or_does_nothing_and_spike_cannon() -> None:
    for face, damage, cond in ((1, 30, ["paralyzed"]), (0, 0, [])):
        st = _table(("base3-32", CHANSEY))
        _ready(st, [WATER] * 2)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == damage and _mon(st, 1)["cond"] == cond
    st = _table(("base3-32", CHANSEY))
    _ready(st, [WATER] * 2)
    _flips(st, 1, 1)
    act(st, "attack 1")
    _all_flipped(st)
    assert _dmg(st, 1) == 60


def test_gastly_lick_and_energy_conversion_takes_up_to_two_energy_and_hurts_itself() -> None:
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table(("base3-33", ARCANINE))
        _ready(st, [PSYCHIC])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 10 and _mon(st, 1)["cond"] == cond
    st = _table(("base3-33", ARCANINE))
    _ready(st, [PSYCHIC] * 2)
    st.discard[0][:] = [DCE, WATER, "base1-91"]
    act(st, "attack 1")
    assert texts(st) == [f"pick {WATER}", f"pick {DCE}", "no"]  # any Energy card, not Bill
    act(st, f"pick {DCE}")
    act(st, f"pick {WATER}")
    assert st.discard[0] == ["base1-91"] and {DCE, WATER} <= set(st.hand[0])
    # 10 to itself (no Resistance); no damage to the Defending Pokémon
    assert _dmg(st, 0) == 10 and _dmg(st, 1) == 0


def test_golbat_leech_life_heals_the_damage_done() -> None:
    st = _table(("base3-34", CHANSEY))
    _ready(st, [GRASS] * 3)
    _mon(st, 0)["damage"] = 30
    act(st, "attack 1")
    assert _dmg(st, 1) == 20 and _dmg(st, 0) == 10
    st = _table(("base3-34", CHANSEY))
    _ready(st, [GRASS] * 3)
    act(st, "attack 0")  # Wing Attack
    assert _dmg(st, 1) == 30


def test_golduck_psyshock_and_hyper_beam_discards_a_chosen_energy_of_the_defending() -> None:
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table(("base3-35", CHANSEY))
        _ready(st, [PSYCHIC])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 10 and _mon(st, 1)["cond"] == cond
    st = _table(("base3-35", CHANSEY))
    _ready(st, [WATER] * 3)
    _mon(st, 1)["energy"] = [FIRE, GRASS]
    act(st, "attack 1")
    assert list(st.to_act()) == [0] and texts(st) == [f"pick {FIRE}", f"pick {GRASS}"]
    act(st, f"pick {GRASS}")
    assert _mon(st, 1)["energy"] == [FIRE] and st.discard[1] == [GRASS]
    assert _dmg(st, 1) == 20
    st = _table(("base3-35", CHANSEY))  # no Energy on the Defending Pokémon: just the damage
    _ready(st, [WATER] * 3)
    act(st, "attack 1")
    assert _dmg(st, 1) == 20


def test_golem_selfdestruct_hits_both_benches_and_knocks_itself_out() -> None:
    st = _table(("base3-36", ARCANINE), ([PIKACHU], [PIKACHU]))
    _ready(st, [FIGHTING] * 4)
    act(st, "attack 1")
    # 100 Knocks Out Arcanine, 100 to itself Knocks Out Golem (80 HP): a Prize each; the
    # Benched Pikachus (weak to Fighting: not applied) took 20 and are now Active
    assert ARCANINE in st.discard[1] and "base3-36" in st.discard[0]
    assert st.prizes_taken == [1, 1] and _dmg(st, 0) == 20 and _dmg(st, 1) == 20
    st = _table(("base3-36", ARCANINE))
    _ready(st, [FIGHTING] * 4)
    act(st, "attack 0")  # Avalanche
    assert _dmg(st, 1) == 60


def test_graveler_harden_prevents_30_or_less_during_the_next_turn() -> None:
    st = _table(("base3-37", HITMONCHAN))
    _ready(st, [FIGHTING] * 2)
    act(st, "attack 0")
    _their_turn(st, [FIGHTING] * 3)
    act(st, "attack 0")  # Jab 20: prevented
    assert _dmg(st, 0) == 0
    st = _table(("base3-37", HITMONCHAN))
    _ready(st, [FIGHTING] * 2)
    act(st, "attack 0")
    _their_turn(st, [FIGHTING] * 3)
    act(st, "attack 1")  # Special Punch 40: not prevented
    assert _dmg(st, 0) == 40
    st = _table(("base3-37", ARCANINE))
    _ready(st, [FIGHTING] * 3)
    act(st, "attack 1")  # Rock Throw
    assert _dmg(st, 1) == 40


def test_kingler_flail_does_10_per_damage_counter_on_itself() -> None:
    for damage, done in ((0, 0), (30, 30)):
        st = _table(("base3-38", CHANSEY))
        _ready(st, [WATER])
        _mon(st, 0)["damage"] = damage
        act(st, "attack 0")
        assert _dmg(st, 1) == done
    st = _table(("base3-38", CHANSEY))
    _ready(st, [WATER] * 3)
    act(st, "attack 1")  # Crabhammer
    assert _dmg(st, 1) == 40


def test_magmar_smokescreen_makes_the_next_attack_need_heads_and_smog_poisons() -> None:
    for face, damage in ((0, 0), (1, 20)):
        st = _table(("base3-39", HITMONCHAN))
        _ready(st, [FIRE])
        act(st, "attack 0")
        assert _dmg(st, 1) == 10
        _their_turn(st, [FIGHTING])
        _flips(st, face)
        act(st, "attack 0")  # Jab
        _all_flipped(st)
        assert _dmg(st, 0) == damage
    for face, cond in ((1, ["poisoned"]), (0, [])):
        st = _table(("base3-39", CHANSEY))
        _ready(st, [FIRE] * 2)
        _flips(st, face)
        act(st, "attack 1")
        _all_flipped(st)
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 20 + 10 * face


def test_omastar_water_gun_counts_water_beyond_both_cost_symbols() -> None:
    for energy, damage in (([WATER, FIRE], 20), ([WATER, WATER], 20), ([WATER] * 3, 30)):
        st = _table(("base3-40", CHANSEY))
        _ready(st, energy)
        act(st, "attack 0")
        assert _dmg(st, 1) == damage
    for energy, damage in (([WATER, FIRE, WATER, WATER], 40), ([WATER] * 6, 40)):
        st = _table(("base3-40", CHANSEY))
        _ready(st, energy)
        act(st, "attack 0")
        assert _dmg(st, 1) == damage
    st = _table(("base3-40", CHANSEY))
    _ready(st, [WATER] * 2)
    _flips(st, 1, 0)
    act(st, "attack 1")  # Spike Cannon
    _all_flipped(st)
    assert _dmg(st, 1) == 30


def test_sandslash_fury_swipes_20_per_heads_of_three() -> None:
    st = _table(("base3-41", ARCANINE))
    _ready(st, [FIGHTING] * 2)
    _flips(st, 1, 0, 1)
    act(st, "attack 1")
    _all_flipped(st)
    assert _dmg(st, 1) == 40
    st = _table(("base3-41", ARCANINE))
    _ready(st, [FIGHTING] * 2)
    act(st, "attack 0")  # Slash
    assert _dmg(st, 1) == 20


def test_seadra_agility_prevents_damage_and_effects_next_turn_on_heads() -> None:
    st = _table(("base3-42", "base3-46"))  # against Ekans: Wrap 20 and a Paralysis coin
    _ready(st, [WATER] * 3)
    _flips(st, 1)
    act(st, "attack 1")
    assert _dmg(st, 1) == 20
    _their_turn(st, [GRASS] * 2)
    _flips(st, 1)
    act(st, "attack 1")
    assert _dmg(st, 0) == 0 and _mon(st, 0)["cond"] == []
    st = _table(("base3-42", "base3-46"))
    _ready(st, [WATER] * 3)
    _flips(st, 0)
    act(st, "attack 1")
    _their_turn(st, [GRASS] * 2)
    _flips(st, 1)
    act(st, "attack 1")
    _all_flipped(st)
    assert _dmg(st, 0) == 20 and _mon(st, 0)["cond"] == ["paralyzed"]
    st = _table(("base3-42", CHANSEY))
    _ready(st, [WATER] * 4)
    act(st, "attack 0")  # Water Gun: 20 + 2 Water not paying W C (the rest pays C)
    assert _dmg(st, 1) == 40


def test_slowbro_strange_behavior_moves_counters_onto_itself_never_to_knock_it_out() -> None:
    st = _table(("base3-43", ARCANINE), ([SQUIRTLE, PIKACHU], []))
    _mon(st, 0)["damage"] = 20
    _mon(st, 0, "bench0")["damage"] = 20
    _mon(st, 0, "bench1")["damage"] = 30
    st.invalidate()
    act(st, "power active")
    assert texts(st) == ["target bench0", "target bench1"]  # not Slowbro itself
    act(st, "target bench1")
    for _ in range(2):  # as often as you like
        act(st, "power active")
        act(st, "target bench0")
    assert _dmg(st, 0) == 50 and _dmg(st, 0, "bench0") == 0 and _dmg(st, 0, "bench1") == 20
    # 10 HP left: another counter would Knock it Out, the power is no longer offered
    assert "power active" not in texts(st)


def test_slowbro_strange_behavior_is_not_offered_without_another_damaged_pokemon() -> None:
    st = _table(("base3-43", ARCANINE), ([SQUIRTLE], []))
    _mon(st, 0)["damage"] = 20
    st.invalidate()
    assert "power active" not in texts(st)
    st = _table((SQUIRTLE, ARCANINE), (["base3-43"], []))
    _mon(st, 0)["damage"] = 20
    _mon(st, 0, "bench0")["cond"] = []
    st.invalidate()
    act(st, "power bench0")  # from the Bench too
    assert _dmg(st, 0) == 10 and _dmg(st, 0, "bench0") == 10
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table(("base3-43", ARCANINE))
        _ready(st, [PSYCHIC] * 2)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 20 and _mon(st, 1)["cond"] == cond


def test_tentacruel_supersonic_confuses_and_jellyfish_sting_poisons() -> None:
    for face, cond in ((1, ["confused"]), (0, [])):
        st = _table(("base3-44", CHANSEY))
        _ready(st, [WATER])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 0 and _mon(st, 1)["cond"] == cond
    st = _table(("base3-44", CHANSEY))
    _ready(st, [WATER] * 2)
    act(st, "attack 1")
    assert _mon(st, 1)["cond"] == ["poisoned"] and _dmg(st, 1) == 20  # 10 and the checkup's 10


def test_weezing_selfdestruct_and_smog() -> None:
    st = _table(("base3-45", CHANSEY), ([SQUIRTLE], [PIKACHU]))
    _ready(st, [GRASS] * 3)
    act(st, "attack 1")
    assert _dmg(st, 1) == 60 and _bench_damage(st, 1) == [10]
    assert "base3-45" in st.discard[0] and st.prizes_taken == [0, 1]
    assert _mon(st, 0)["cards"] == [SQUIRTLE] and _dmg(st, 0) == 10  # hit, then promoted
    for face, cond in ((1, ["poisoned"]), (0, [])):
        st = _table(("base3-45", CHANSEY))
        _ready(st, [GRASS] * 2)
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 20 + 10 * face


def test_ekans_spit_poison_and_wrap() -> None:
    for face, cond in ((1, ["poisoned"]), (0, [])):
        st = _table(("base3-46", CHANSEY))
        _ready(st, [GRASS])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 10 * face
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table(("base3-46", CHANSEY))
        _ready(st, [GRASS] * 2)
        _flips(st, face)
        act(st, "attack 1")
        _all_flipped(st)
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 20


def test_geodude_stone_barrage_flips_until_tails() -> None:
    for faces, damage in (((1, 1, 0), 20), ((0,), 0)):
        st = _table(("base3-47", ARCANINE))
        _ready(st, [FIGHTING] * 2)
        _flips(st, *faces)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == damage


def test_grimer_nasty_goo_and_minimize_reduces_damage_by_20_next_turn() -> None:
    for face, cond in ((1, ["paralyzed"]), (0, [])):
        st = _table(("base3-48", CHANSEY))
        _ready(st, [GRASS])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _mon(st, 1)["cond"] == cond and _dmg(st, 1) == 10
    st = _table(("base3-48", HITMONCHAN))
    _ready(st, [GRASS])
    act(st, "attack 1")
    assert _dmg(st, 1) == 0
    _their_turn(st, [FIGHTING] * 3)
    act(st, "attack 1")  # Special Punch 40 → 20
    assert _dmg(st, 0) == 20


def test_horsea_smokescreen() -> None:
    for face, damage in ((0, 0), (1, 20)):
        st = _table(("base3-49", HITMONCHAN))
        _ready(st, [WATER])
        act(st, "attack 0")
        assert _dmg(st, 1) == 10
        _their_turn(st, [FIGHTING])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 0) == damage


def test_kabuto_armor_halves_attack_damage_on_the_bench_too_not_while_asleep() -> None:
    st = _table(("base3-2", CHANSEY), ([], ["base3-50", PIKACHU]))
    _ready(st, [WATER] * 4)
    _flips(st, 1)
    act(st, "attack 1")  # Blizzard heads: 10 to each Benched Pokémon, halved to 0 for Kabuto
    _all_flipped(st)
    assert _bench_damage(st, 1) == [0, 10]
    st = _table((MACHOKE, "base3-50"))
    _ready(st, [FIGHTING] * 3)
    _mon(st, 1)["cond"] = ["asleep"]
    st.invalidate()
    act(st, "attack 0")  # Karate Chop 50: not halved, Kabuto (30 HP) Knocked Out
    assert "base3-50" in st.discard[1]
    st = _table(("base3-50", ARCANINE))
    _ready(st, [FIGHTING])
    act(st, "attack 0")  # Scratch
    assert _dmg(st, 1) == 10


def test_krabby_call_for_family_benches_a_krabby_from_the_deck_not_with_a_full_bench() -> None:
    st = _table(("base3-51", CHANSEY))
    _ready(st, [WATER])
    st.deck[0][:3] = ["base3-51", "base3-38", MACHOP]
    act(st, "attack 0")
    assert texts(st) == ["pick base3-51", "no"]  # a Basic named Krabby only
    act(st, "pick base3-51")
    assert [m["cards"] for m in st.bench[0]] == [["base3-51"]] and "base3-51" not in st.deck[0]
    assert _dmg(st, 1) == 0
    st = _table(("base3-51", CHANSEY), ([MACHOP] * 5, []))
    _ready(st, [WATER, WATER])
    assert "attack 0" not in texts(st) and "attack 1" in texts(st)
    act(st, "attack 1")  # Irongrip
    assert _dmg(st, 1) == 20


def test_omanyte_water_gun() -> None:
    for energy, damage in (([WATER], 10), ([WATER] * 2, 20), ([WATER] * 4, 30)):
        st = _table(("base3-52", CHANSEY))
        _ready(st, energy)
        act(st, "attack 0")
        assert _dmg(st, 1) == damage


def test_psyduck_headache_stops_the_opponents_trainers_next_turn_only() -> None:
    st = _table(("base3-53", CHANSEY))
    _ready(st, [PSYCHIC])
    act(st, "attack 0")
    assert _dmg(st, 1) == 0
    st.hand[1][:] = ["base1-91"]  # Bill
    st.invalidate()
    assert st.current == 1 and "play base1-91" not in texts(st)
    act(st, "end")
    assert st.current == 0 and "play base1-91" not in texts(st, seat=1)
    act(st, "end")
    st.hand[1][:] = ["base1-91"]
    st.invalidate()
    assert st.current == 1 and "play base1-91" in texts(st)
    st = _table(("base3-53", CHANSEY))
    _ready(st, [WATER])
    _flips(st, 0, 1, 1)
    act(st, "attack 1")  # Fury Swipes
    _all_flipped(st)
    assert _dmg(st, 1) == 20


def test_shellder_hide_in_shell_prevents_only_the_damage_next_turn() -> None:
    st = _table(("base3-54", "base3-46"))  # against Ekans's Wrap: 20 and Paralysis
    _ready(st, [WATER])
    _flips(st, 1)
    act(st, "attack 1")
    assert _dmg(st, 1) == 0
    _their_turn(st, [GRASS] * 2)
    _flips(st, 1)
    act(st, "attack 1")
    _all_flipped(st)
    assert _dmg(st, 0) == 0 and _mon(st, 0)["cond"] == ["paralyzed"]
    st = _table(("base3-54", "base3-46"))
    _ready(st, [WATER])
    _flips(st, 0)
    act(st, "attack 1")
    _their_turn(st, [GRASS] * 2)
    _flips(st, 0)
    act(st, "attack 1")
    _all_flipped(st)
    assert _dmg(st, 0) == 20
    for face, cond in ((1, ["confused"]), (0, [])):
        st = _table(("base3-54", CHANSEY))
        _ready(st, [WATER])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 0 and _mon(st, 1)["cond"] == cond


def test_slowpoke_spacing_out_needs_damage_and_scavenge_takes_a_trainer_for_psychic() -> None:
    st = _table(("base3-55", CHANSEY))
    _ready(st, [WATER])
    assert "attack 0" not in texts(st)
    for face, left in ((1, 10), (0, 20)):
        st = _table(("base3-55", CHANSEY))
        _ready(st, [WATER])
        _mon(st, 0)["damage"] = 20
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 0) == left and _dmg(st, 1) == 0
    st = _table(("base3-55", CHANSEY))
    _ready(st, [PSYCHIC, PSYCHIC])
    st.discard[0][:] = ["base1-91", WATER]
    act(st, "attack 1")
    # the only Trainer card is taken (the text says put one: no refusing)
    assert "base1-91" in st.hand[0] and st.discard[0] == [WATER, PSYCHIC]
    assert _mon(st, 0)["energy"] == [PSYCHIC]


def test_slowpoke_scavenge_must_take_a_trainer_when_there_is_one() -> None:
    st = _table(("base3-55", CHANSEY))
    _ready(st, [PSYCHIC, PSYCHIC])
    st.discard[0][:] = ["base1-91", "base1-88"]
    act(st, "attack 1")
    assert texts(st) == ["pick base1-88", "pick base1-91"]


def test_tentacool_cowardice_returns_it_to_the_hand_not_the_turn_it_came_in() -> None:
    st = _table((PIKACHU, CHANSEY), (["base3-56"], []))
    st.bench[0][0]["since"] = st.turn  # put into play this turn
    st.invalidate()
    assert "power bench0" not in texts(st)
    st = _table(("base3-56", CHANSEY), ([PIKACHU], []))
    _ready(st, [WATER])
    _mon(st, 0)["tools"] = ["base1-80"]
    st.invalidate()
    act(st, "power active")
    # Tentacool to the hand, its Energy and Defender discarded; Pikachu comes in
    assert st.hand[0] == ["base3-56"] and sorted(st.discard[0]) == sorted([WATER, "base1-80"])
    assert _mon(st, 0)["cards"] == [PIKACHU]
    st = _table(("base3-56", CHANSEY))
    _ready(st, [WATER])
    act(st, "attack 0")  # Acid
    assert _dmg(st, 1) == 10


def test_tentacool_cowardice_is_not_offered_for_the_last_pokemon_in_play() -> None:
    st = _table(("base3-56", CHANSEY))
    assert "power active" not in texts(st)


def test_zubat_supersonic_and_leech_life() -> None:
    for face, cond in ((1, ["confused"]), (0, [])):
        st = _table(("base3-57", CHANSEY))
        _ready(st, [GRASS, GRASS])
        _flips(st, face)
        act(st, "attack 0")
        _all_flipped(st)
        assert _dmg(st, 1) == 0 and _mon(st, 1)["cond"] == cond
    st = _table(("base3-57", MACHOP))
    _ready(st, [GRASS, GRASS])
    _mon(st, 0)["damage"] = 30
    act(st, "attack 1")
    assert _dmg(st, 1) == 10 and _dmg(st, 0) == 20


# -- Trainers -----------------------------------------------------------------------------------
def test_mr_fuji_shuffles_a_chosen_benched_pokemon_and_its_cards_into_the_deck() -> None:
    st = _table((PIKACHU, CHANSEY), ([SQUIRTLE, MACHOP], []), hand=["base3-58"])
    _mon(st, 0, "bench1")["energy"] = [FIGHTING]
    _mon(st, 0, "bench1")["damage"] = 20
    st.invalidate()
    size = len(st.deck[0])
    act(st, "play base3-58")
    assert texts(st) == ["target bench0", "target bench1"]  # not the Active
    act(st, "target bench1")
    assert [m["cards"] for m in st.bench[0]] == [[SQUIRTLE]]
    assert len(st.deck[0]) == size + 2 and {MACHOP, FIGHTING} <= set(st.deck[0])
    assert st.discard[0] == ["base3-58"]
    st = _table((PIKACHU, CHANSEY), hand=["base3-58"])  # no Bench: not playable
    assert "play base3-58" not in texts(st)


def test_energy_search_takes_a_basic_energy_from_the_deck() -> None:
    st = _table((PIKACHU, CHANSEY), hand=["base3-59"])
    st.deck[0][:] = [DCE, WATER, MACHOP]
    act(st, "play base3-59")
    assert texts(st) == [f"pick {WATER}", "no"]  # not the Double Colorless Energy
    act(st, f"pick {WATER}")
    assert st.hand[0] == [WATER] and sorted(st.deck[0]) == sorted([DCE, MACHOP])
    assert st.discard[0] == ["base3-59"]


def test_gambler_shuffles_the_hand_in_and_draws_8_on_heads_1_on_tails() -> None:
    for face, drawn in ((1, 8), (0, 1)):
        st = _table((PIKACHU, CHANSEY), hand=["base3-60", MACHOP, MACHOP])
        size = len(st.deck[0]) + 2
        _flips(st, *([0] * (size - 1)), face)  # the shuffle's draws, then the coin
        act(st, "play base3-60")
        _all_flipped(st)
        assert len(st.hand[0]) == drawn and len(st.deck[0]) == size - drawn
        assert st.discard[0] == ["base3-60"]


def test_recycle_puts_a_chosen_discarded_card_on_top_of_the_deck_on_heads() -> None:
    st = _table((PIKACHU, CHANSEY), hand=["base3-61"])
    st.discard[0][:] = [MACHOP, WATER]
    _flips(st, 1)
    act(st, "play base3-61")
    assert texts(st) == [f"pick {WATER}", f"pick {MACHOP}"]  # not Recycle itself
    act(st, f"pick {MACHOP}")
    _all_flipped(st)
    assert st.deck[0][-1] == MACHOP and st.discard[0] == [WATER, "base3-61"]
    st = _table((PIKACHU, CHANSEY), hand=["base3-61"])
    st.discard[0][:] = [MACHOP]
    _flips(st, 0)
    act(st, "play base3-61")
    _all_flipped(st)
    assert st.discard[0] == [MACHOP, "base3-61"] and st.deck[0][-1] != MACHOP


def test_mysterious_fossil_is_a_10_hp_pokemon_without_attacks_retreat_conditions_or_prize() -> None:
    st = _table((PIKACHU, "base3-36"), hand=["base3-62"])
    act(st, "play base3-62")
    fossil = st.bench[0][0]
    assert fossil["cards"] == ["base3-62"] and board.hp(st, fossil) == 10
    st.active[0], st.bench[0][0] = fossil, st.active[0]  # as if Gusted in
    _ready(st, [WATER] * 3)
    assert not [t for t in texts(st) if t.startswith(("retreat", "attack"))]
    from pokeforge.games.origins.rules.effects import add_condition

    add_condition(st, fossil, "poisoned")
    assert fossil["cond"] == []
    assert "power active" in texts(st)  # it may be discarded from play
    act(st, "end")
    _their_turn(st, [FIGHTING] * 4)
    act(st, "attack 0")  # Avalanche Knocks it Out: no Prize
    assert "base3-62" in st.discard[0] and st.prizes_taken == [0, 0]
    assert _mon(st, 0)["cards"] == [PIKACHU]


def test_mysterious_fossil_discarded_from_play_gives_no_prize_and_evolves() -> None:
    st = _table((PIKACHU, CHANSEY), hand=["base3-50"])
    st.bench[0].append(new_mon("base3-62", 1))
    st.invalidate()
    assert "evolve base3-50 bench0" in texts(st)
    act(st, "power bench0")
    assert st.bench[0] == [] and st.discard[0] == ["base3-62"] and st.prizes_taken == [0, 0]


@pytest.mark.parametrize("card", ["base3-6", "base3-21"])
def test_haunter_transparency_flips_only_when_the_attack_does_something_to_it(card: str) -> None:
    st = _table(("base3-8", card))  # Hypno's Prophecy does nothing to the Defending Pokémon
    _ready(st, [PSYCHIC])
    events = act(st, "attack 0")
    events += act(st, "yes")  # its own deck (Fire Energy only: no question)
    assert not [e for e in events if "Transparency" in e.text]
    st = _table(("base3-44", card))  # Supersonic: no damage, but a coin for Confusion
    _ready(st, [WATER])
    _flips(st, 0, 1)  # Transparency tails, then Supersonic heads
    events = act(st, "attack 0")
    _all_flipped(st)
    assert [e for e in events if "Transparency" in e.text]
    assert _mon(st, 1)["cond"] == ["confused"]


def test_the_recover_field_must_is_checked_by_the_registry() -> None:
    from pokeforge.core import ContentError
    from pokeforge.games.origins.rules.effects import validate_ops

    raw = [{"op": "recover", "what": "trainer", "count": 1, "must": "yes"}]
    with pytest.raises(ContentError) as err:
        validate_ops(raw, "effects/base3.json base3-55")
    assert "base3-55" in str(err.value) and "must" in str(err.value)
