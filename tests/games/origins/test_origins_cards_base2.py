"""Jungle (``base2``), card by card: each card's printed text played on a table with scripted
coins, both printings (holo and non-holo) of a card where it has two. The audit these tests
back is ``docs/rules/origins-cards-base2.md``."""

from __future__ import annotations

from typing import Any

import pytest
from origins_builders import act, heads, texts
from test_origins_powers import _mon, _table

from pokeforge.games.origins.rules import board
from pokeforge.games.origins.state import OriginsState

F, R, G, L, P, W, DCE = (
    "base1-97",
    "base1-98",
    "base1-99",
    "base1-100",
    "base1-101",
    "base1-102",
    "base1-96",
)
# opponents: Chansey (120 HP, Colorless, weak to Fighting), Blastoise (100 HP, Water, weak to
# Lightning), Zapdos (90 HP, no Weakness), Pikachu (40 HP, weak to Fighting), Squirtle, Machop
CHANSEY, BLASTOISE, ZAPDOS, PIKACHU, SQUIRTLE, MACHOP = (
    "base1-3",
    "base1-2",
    "base1-16",
    "base1-58",
    "base1-63",
    "base1-52",
)


def _duel(
    mine: str,
    theirs: str,
    energy: list[str],
    bench: tuple[list[str], list[str]] = ([], []),
    hand: list[str] | None = None,
) -> OriginsState:
    """Seat 0 to act with ``mine`` Active (``energy`` attached) against ``theirs``."""
    st = _table((mine, theirs), bench, hand)
    _mon(st, 0)["energy"] = list(energy)
    st.invalidate()
    return st


def _their_turn(st: OriginsState, energy: list[str]) -> dict[str, Any]:
    """Seat 1 (to act now) gets ``energy`` on its Active; that Active."""
    assert st.current == 1 and st.pending is not None and st.pending["kind"] == "main"
    them = _mon(st, 1)
    them["energy"] = list(energy)
    st.invalidate()
    return them


def _attack(st: OriginsState, index: int, *faces: int, seat: int | None = None) -> None:
    if faces:
        heads(st, *faces)
    act(st, f"attack {index}", seat=seat)


def _damage(st: OriginsState, seat: int, where: str = "active") -> int:
    return int(_mon(st, seat, where)["damage"])


def _conds(st: OriginsState, seat: int) -> list[str]:
    return sorted(_mon(st, seat)["cond"])


def _quick_attack(card: str, energy: list[str], index: int = 0) -> None:
    """Quick Attack: 10, 30 on heads."""
    for face, dmg in ((1, 30), (0, 10)):
        st = _duel(card, CHANSEY, energy)
        _attack(st, index, face)
        assert _damage(st, 1) == dmg


# -- Clefable ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-1", "base2-17"])
def test_clefable_metronome_copies_a_chosen_attack_and_minimize_takes_20_off(card: str) -> None:
    # the Bench is full: a copied Sprout (its "can't use" not copied) finds nothing
    st = _duel(card, "base2-58", [W], ([SQUIRTLE] * 5, []))
    st.deck[0][:] = ["base2-58", F]
    act(st, "attack 0")
    act(st, "attack 1")
    assert st.current == 1  # no choice asked: nothing can be put onto the Bench
    assert "base2-58" not in st.hand[0] and len(st.bench[0]) == 5
    st = _duel(card, "base2-4", [W])  # against Jolteon
    act(st, "attack 0")
    assert texts(st) == ["attack 0", "attack 1"]
    _attack(st, 1, 1, 1, 0, 1)  # Pin Missile copied without its cost: 3 heads
    assert _damage(st, 1) == 60 and _mon(st, 0)["energy"] == [W]
    # Minimize: Jolteon's Quick Attack next turn, 30 on heads, 10 on tails, 20 less
    for face, dmg in ((1, 10), (0, 0)):
        st = _duel(card, "base2-4", [W, W])
        act(st, "attack 1")
        _their_turn(st, [L, L])
        _attack(st, 0, face, seat=1)
        assert _damage(st, 0) == dmg


# -- Electrode ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-2", "base2-18"])
def test_electrode_chain_lightning_hits_benched_pokemon_of_the_defending_type(card: str) -> None:
    st = _duel(card, PIKACHU, [L, L, L], ([PIKACHU, SQUIRTLE], ["base1-20", MACHOP]))
    _attack(st, 1)
    assert _damage(st, 1) == 20
    assert [m["damage"] for m in st.bench[0]] == [10, 0]  # its own Bench too
    assert [m["damage"] for m in st.bench[1]] == [10, 0]
    # a Colorless Defending Pokémon: no Bench damage even to Colorless ones
    st = _duel(card, CHANSEY, [L, L, L], (["base2-5"], ["base1-26"]))
    _attack(st, 1)
    assert _damage(st, 1) == 20
    assert _damage(st, 0, "bench0") == 0 and _damage(st, 1, "bench0") == 0
    st = _duel(card, CHANSEY, [L, L])
    _attack(st, 0)  # Tackle
    assert _damage(st, 1) == 20


# -- Flareon, Jolteon, Vaporeon, Eevee: Quick Attack --------------------------------------------
@pytest.mark.parametrize("card", ["base2-3", "base2-19"])
def test_flareon_quick_attack_and_flamethrower_discarding_a_fire_energy(card: str) -> None:
    _quick_attack(card, [R, R])
    st = _duel(card, CHANSEY, [R, R, W, W])
    _attack(st, 1)
    assert _damage(st, 1) == 60
    assert sorted(_mon(st, 0)["energy"]) == sorted([R, W, W]) and st.discard[0] == [R]


@pytest.mark.parametrize("card", ["base2-4", "base2-20"])
def test_jolteon_pin_missile_does_20_per_heads_of_four_coins(card: str) -> None:
    _quick_attack(card, [L, L])
    for faces, dmg in (((1, 0, 1, 1), 60), ((0, 0, 0, 0), 0), ((1, 1, 1, 1), 80)):
        st = _duel(card, CHANSEY, [L, L, L])
        _attack(st, 1, *faces)
        assert _damage(st, 1) == dmg


@pytest.mark.parametrize("card", ["base2-12", "base2-28"])
def test_vaporeon_water_gun_counts_at_most_two_water_energy_beyond_its_cost(card: str) -> None:
    _quick_attack(card, [W, W])
    for energy, dmg in (
        ([W, W, W], 30),  # the third Water pays the Colorless
        ([W, W, W, W], 40),
        ([W, W, W, W, W, W], 50),  # after the 2nd extra, no more
        ([W, W, W, DCE], 40),  # the Double Colorless pays the Colorless
    ):
        st = _duel(card, CHANSEY, energy)
        _attack(st, 1)
        assert _damage(st, 1) == dmg, energy


# -- Kangaskhan --------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-5", "base2-21"])
def test_kangaskhan_fetch_draws_a_card_and_comet_punch_flips_four(card: str) -> None:
    st = _duel(card, CHANSEY, [F])
    deck = len(st.deck[0])
    _attack(st, 0)
    assert len(st.hand[0]) == 1 and len(st.deck[0]) == deck - 1
    assert _damage(st, 1) == 0
    st = _duel(card, ZAPDOS, [F, F, F, F])
    _attack(st, 1, 1, 1, 0, 1)
    assert _damage(st, 1) == 60


# -- Mr. Mime ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-6", "base2-22"])
def test_mr_mime_invisible_wall_stops_30_or_more_unless_asleep_and_meditate(card: str) -> None:
    # Jolteon's Quick Attack: 30 on heads is prevented, 10 on tails is not
    for face, dmg in ((1, 0), (0, 10)):
        st = _duel("base2-4", card, [L, L])
        _attack(st, 0, face)
        assert _damage(st, 1) == dmg
    # the damage is prevented, the other effects still happen: Body Slam's Paralysis
    st = _duel("base2-11", card, [W] * 4)
    _attack(st, 0, 1)
    assert _damage(st, 1) == 0 and _conds(st, 1) == ["paralyzed"]
    st = _duel("base2-4", card, [L, L])
    _mon(st, 1)["cond"] = ["asleep"]  # the power can't be used
    st.invalidate()
    _attack(st, 0, 1, 0)
    assert _damage(st, 1) == 30
    # Meditate: 10 plus 10 for each damage counter on the Defending Pokémon
    st = _duel(card, ZAPDOS, [P, P])
    _mon(st, 1)["damage"] = 20
    _attack(st, 0)
    assert _damage(st, 1) == 50


# -- Nidoqueen ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-7", "base2-23"])
def test_nidoqueen_boyfriends_counts_only_her_own_nidoking(card: str) -> None:
    nidoking = "base1-11"
    st = _duel(card, CHANSEY, [G, G], ([nidoking, nidoking], [nidoking]))
    _attack(st, 0)
    assert _damage(st, 1) == 60
    st = _duel(card, CHANSEY, [G, G])
    _attack(st, 0)
    assert _damage(st, 1) == 20
    st = _duel(card, CHANSEY, [G, G, G, G])
    _attack(st, 1)  # Mega Punch
    assert _damage(st, 1) == 50


# -- Pidgeot -----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-8", "base2-24"])
def test_pidgeot_hurricane_returns_the_defending_pokemon_unless_knocked_out(card: str) -> None:
    st = _duel(card, PIKACHU, [W, W, W], ([], [SQUIRTLE]))
    _mon(st, 1)["energy"] = [L]
    _mon(st, 1)["damage"] = 0
    _attack(st, 1)
    assert {PIKACHU, L} <= set(st.hand[1])
    assert _mon(st, 1)["cards"] == [SQUIRTLE] and st.prizes_taken == [0, 0]
    # Knocked Out: it goes to the discard pile, a Prize is taken
    st = _duel(card, PIKACHU, [W, W, W], ([], [SQUIRTLE]))
    _mon(st, 1)["damage"] = 20
    _attack(st, 1)
    assert PIKACHU in st.discard[1] and PIKACHU not in st.hand[1]
    assert st.prizes_taken == [1, 0]
    st = _duel(card, CHANSEY, [W, W])
    _attack(st, 0)  # Wing Attack
    assert _damage(st, 1) == 20


# -- Pinsir ------------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-9", "base2-25"])
def test_pinsir_irongrip_paralyzes_on_heads(card: str) -> None:
    for face, conds in ((1, ["paralyzed"]), (0, [])):
        st = _duel(card, CHANSEY, [G, G])
        _attack(st, 0, face)
        assert _damage(st, 1) == 20 and _conds(st, 1) == conds
    st = _duel(card, CHANSEY, [G, G, G, G])
    _attack(st, 1)  # Guillotine
    assert _damage(st, 1) == 50


# -- Scyther -----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-10", "base2-26"])
def test_scyther_swords_dance_makes_slash_60_during_the_next_turn_only(card: str) -> None:
    st = _duel(card, CHANSEY, [G, G, G])
    _attack(st, 1)
    assert _damage(st, 1) == 30
    st = _duel(card, CHANSEY, [G, G, G])
    _attack(st, 0)  # Swords Dance
    act(st, "end", seat=1)
    _attack(st, 1)  # Slash: 60
    assert _damage(st, 1) == 60
    act(st, "end", seat=1)
    _attack(st, 1)  # the turn after: 30 again
    assert _damage(st, 1) == 90


# -- Snorlax -----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-11", "base2-27"])
def test_snorlax_thick_skinned_and_body_slam(card: str) -> None:
    for face, conds in ((1, ["paralyzed"]), (0, [])):
        st = _duel(card, CHANSEY, [W] * 4)
        _attack(st, 0, face)
        assert _damage(st, 1) == 30 and _conds(st, 1) == conds
    # Pinsir's Irongrip on heads: the damage, no Paralysis
    st = _duel("base2-9", card, [G, G])
    _attack(st, 0, 1)
    assert _damage(st, 1) == 20 and _conds(st, 1) == []


# -- Venomoth ----------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-13", "base2-29"])
def test_venomoth_shift_and_venom_powder(card: str) -> None:
    # shifted to Fire (Charmander is in play), Venom Powder hits Pinsir's Weakness
    st = _duel(card, "base2-9", [G, G], (["base1-46"], []))
    act(st, "power active")
    assert texts(st) == ["type Grass", "type Fire"]
    act(st, "type Fire")
    _attack(st, 0, 0)
    assert _damage(st, 1) == 20
    st = _duel(card, PIKACHU, [G, G])
    act(st, "power active")
    assert texts(st) == ["type Lightning"]  # only the types of the other Pokémon in play
    act(st, "type Lightning")
    assert board.types_of(st, _mon(st, 0)) == ("Lightning",)
    assert "power active" not in texts(st)  # once a turn
    for face, conds, dmg in ((1, ["confused", "poisoned"], 20), (0, [], 10)):
        st = _duel(card, CHANSEY, [G, G])
        _attack(st, 0, face)
        assert _conds(st, 1) == conds and _damage(st, 1) == dmg  # with the Poison of the checkup


# -- Victreebel --------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-14", "base2-30"])
def test_victreebel_lure_chooses_the_new_active_and_acid_stops_retreat(card: str) -> None:
    st = _duel(card, PIKACHU, [G], ([], [SQUIRTLE, MACHOP]))
    _attack(st, 0)
    assert texts(st) == ["target their-bench0", "target their-bench1"]
    act(st, "target their-bench1")
    assert _mon(st, 1)["cards"] == [MACHOP] and _mon(st, 1, "bench1")["cards"] == [PIKACHU]
    st = _duel(card, PIKACHU, [G])  # no Bench: usable, nothing happens
    _attack(st, 0)
    assert _mon(st, 1)["cards"] == [PIKACHU] and st.current == 1
    for face, can in ((1, False), (0, True)):
        st = _duel(card, PIKACHU, [G, G], ([], [SQUIRTLE]))
        _attack(st, 1, face)
        assert _damage(st, 1) == 20
        _their_turn(st, [L])
        assert ("retreat bench0" in texts(st, 1)) is can
        act(st, "end", seat=1)
        assert "retreat bench0" not in texts(st, 0)  # (not Victreebel's to retreat anyway)


# -- Vileplume ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-15", "base2-31"])
def test_vileplume_heal_and_petal_dance(card: str) -> None:
    for face, left in ((1, 10), (0, 20)):
        st = _duel(card, CHANSEY, [], ([SQUIRTLE], []))
        _mon(st, 0, "bench0")["damage"] = 20
        st.invalidate()
        heads(st, face)
        act(st, "power active")
        assert _damage(st, 0, "bench0") == left
        assert "power active" not in texts(st)
    st = _duel(card, CHANSEY, [G, G, G])
    _attack(st, 0, 1, 0, 1)
    assert _damage(st, 1) == 80 and _conds(st, 0) == ["confused"]
    st = _duel(card, CHANSEY, [G, G, G])
    _attack(st, 0, 0, 0, 0)
    assert _damage(st, 1) == 0 and _conds(st, 0) == ["confused"]


# -- Wigglytuff, Jigglypuff --------------------------------------------------------------------
@pytest.mark.parametrize("card", ["base2-16", "base2-32"])
def test_wigglytuff_lullaby_and_do_the_wave(card: str) -> None:
    st = _duel(card, CHANSEY, [W])
    _attack(st, 0, 0)  # the coin is the Sleep coin of the checkup: tails
    assert _conds(st, 1) == ["asleep"] and _damage(st, 1) == 0
    st = _duel(card, CHANSEY, [W] * 3, ([SQUIRTLE] * 3, [SQUIRTLE]))
    _attack(st, 1)
    assert _damage(st, 1) == 40


def test_jigglypuff_lullaby_and_pound() -> None:
    st = _duel("base2-54", CHANSEY, [W])
    _attack(st, 0, 0)
    assert _conds(st, 1) == ["asleep"]
    st = _duel("base2-54", CHANSEY, [W, W])
    _attack(st, 1)
    assert _damage(st, 1) == 20


# -- Butterfree --------------------------------------------------------------------------------
def test_butterfree_whirlwind_damages_first_then_the_opponent_chooses_and_mega_drain() -> None:
    st = _duel("base2-33", PIKACHU, [G, G], ([], [SQUIRTLE, MACHOP]))
    _attack(st, 0)
    assert _damage(st, 1) == 20
    assert st.pending is not None and st.pending["seat"] == 1
    assert texts(st, 1) == ["target bench0", "target bench1"]
    act(st, "target bench1", seat=1)
    assert _mon(st, 1)["cards"] == [MACHOP] and _damage(st, 1, "bench1") == 20
    # Mega Drain: half the damage done (after Weakness), rounded up to 10
    for target, dealt, left in ((CHANSEY, 40, 30), ("base1-56", 80, 10)):
        st = _duel("base2-33", target, [G] * 4)
        _mon(st, 0)["damage"] = 50
        _attack(st, 1)
        assert _damage(st, 1) == dealt and _damage(st, 0) == left


# -- Dodrio ------------------------------------------------------------------------------------
def test_dodrio_retreat_aid_from_the_bench_and_rage() -> None:
    st = _duel(PIKACHU, CHANSEY, [], (["base2-34"], []))  # Pikachu: Retreat Cost 1
    assert "retreat bench0" in texts(st)
    act(st, "retreat bench0")
    assert _mon(st, 0)["cards"] == ["base2-34"] and st.discard[0] == []
    st = _duel(PIKACHU, CHANSEY, [], ([SQUIRTLE], []))
    assert "retreat bench0" not in texts(st)
    st = _duel("base2-34", CHANSEY, [W] * 3)
    _mon(st, 0)["damage"] = 30
    _attack(st, 0)
    assert _damage(st, 1) == 40


# -- Exeggutor ---------------------------------------------------------------------------------
def test_exeggutor_teleport_and_big_eggsplosion_counting_each_energy() -> None:
    st = _duel("base2-35", CHANSEY, [P], ([SQUIRTLE, MACHOP], []))
    _attack(st, 0)
    act(st, "target bench1")
    assert _mon(st, 0)["cards"] == [MACHOP] and _mon(st, 0, "bench1")["cards"] == ["base2-35"]
    st = _duel("base2-35", CHANSEY, [G, G])
    _attack(st, 1, 1, 1)
    assert _damage(st, 1) == 40
    # a Double Colorless Energy is 2 Energy: 3 coins for Psychic + Double Colorless
    st = _duel("base2-35", CHANSEY, [P, DCE])
    _attack(st, 1, 1, 0, 1)
    assert _damage(st, 1) == 40
    assert st.rng.scripted_left == 0


# -- Fearow, Rapidash: Agility -------------------------------------------------------------------
def _agility(card: str, index: int, energy: list[str], dmg: int) -> None:
    """Agility (``dmg`` to Lickitung) on heads: Lickitung's Tongue Wrap (heads) next turn does
    nothing to it; on tails its 10 and Paralysis."""
    for face, taken, conds in ((1, 0, []), (0, 10, ["paralyzed"])):
        st = _duel(card, "base2-38", energy)
        _attack(st, index, face)
        assert _damage(st, 1) == dmg
        _their_turn(st, [W])
        _attack(st, 0, 1, seat=1)
        assert _damage(st, 0) == taken and _conds(st, 0) == conds


def test_fearow_agility_prevents_all_effects_of_attacks_next_turn_and_drill_peck() -> None:
    _agility("base2-36", 0, [W] * 3, 20)
    st = _duel("base2-36", CHANSEY, [W] * 4)
    _attack(st, 1)
    assert _damage(st, 1) == 40


def test_rapidash_stomp_and_agility() -> None:
    for face, dmg in ((1, 30), (0, 20)):
        st = _duel("base2-44", CHANSEY, [R, R])
        _attack(st, 0, face)
        assert _damage(st, 1) == dmg
    _agility("base2-44", 1, [R, R, R], 30)


# -- Gloom, Weepinbell -------------------------------------------------------------------------
def test_gloom_poisonpowder_and_foul_odor_confusing_both() -> None:
    st = _duel("base2-37", CHANSEY, [G])
    _attack(st, 0)
    assert _conds(st, 1) == ["poisoned"] and _damage(st, 1) == 10  # the checkup's Poison
    st = _duel("base2-37", CHANSEY, [G, G])
    _attack(st, 1)
    assert _damage(st, 1) == 20
    assert _conds(st, 1) == ["confused"] and _conds(st, 0) == ["confused"]


def test_weepinbell_poisonpowder_on_heads_and_razor_leaf() -> None:
    for face, conds, dmg in ((1, ["poisoned"], 20), (0, [], 10)):
        st = _duel("base2-48", CHANSEY, [G])
        _attack(st, 0, face)
        assert _conds(st, 1) == conds and _damage(st, 1) == dmg
    st = _duel("base2-48", CHANSEY, [G, G])
    _attack(st, 1)
    assert _damage(st, 1) == 30


# -- Lickitung, Nidorina -----------------------------------------------------------------------
def test_lickitung_tongue_wrap_and_supersonic() -> None:
    for face, conds in ((1, ["paralyzed"]), (0, [])):
        st = _duel("base2-38", CHANSEY, [W])
        _attack(st, 0, face)
        assert _damage(st, 1) == 10 and _conds(st, 1) == conds
    for face, conds in ((1, ["confused"]), (0, [])):
        st = _duel("base2-38", CHANSEY, [W, W])
        _attack(st, 1, face)
        assert _damage(st, 1) == 0 and _conds(st, 1) == conds


def test_nidorina_supersonic_and_double_kick() -> None:
    for face, conds in ((1, ["confused"]), (0, [])):
        st = _duel("base2-40", CHANSEY, [G])
        _attack(st, 0, face)
        assert _damage(st, 1) == 0 and _conds(st, 1) == conds
    for faces, dmg in (((1, 1), 60), ((1, 0), 30), ((0, 0), 0)):
        st = _duel("base2-40", CHANSEY, [G, G, G])
        _attack(st, 1, *faces)
        assert _damage(st, 1) == dmg


# -- Marowak, Bellsprout, Nidoran ♀, Oddish: searches ------------------------------------------
def _search(card: str, index: int, energy: list[str], deck: list[str], offered: list[str]) -> None:
    """The attack offers exactly ``offered`` from the deck; the first goes onto the Bench;
    with a full Bench the attack can't be used."""
    st = _duel(card, CHANSEY, energy)
    st.deck[0][:] = deck
    _attack(st, index)
    assert texts(st) == [f"pick {c}" for c in offered] + ["no"]
    act(st, f"pick {offered[0]}")
    assert [m["cards"] for m in st.bench[0]] == [[offered[0]]]
    assert len(st.deck[0]) == len(deck) - 1 and offered[0] not in st.deck[0]
    st = _duel(card, CHANSEY, energy, ([SQUIRTLE] * 5, []))
    assert f"attack {index}" not in texts(st)


def test_marowak_bonemerang_and_call_for_friend_finds_a_fighting_basic() -> None:
    for faces, dmg in (((1, 1), 60), ((0, 1), 30)):
        st = _duel("base2-39", BLASTOISE, [F, F])
        _attack(st, 0, *faces)
        assert _damage(st, 1) == dmg
    deck = [MACHOP, PIKACHU, "base1-34", "base1-56", F]  # Machoke is not a Basic
    _search("base2-39", 1, [F, F, F], deck, [MACHOP, "base1-56"])


def test_bellsprout_vine_whip_and_call_for_family() -> None:
    st = _duel("base2-49", CHANSEY, [G])
    _attack(st, 0)
    assert _damage(st, 1) == 10
    _search("base2-49", 1, [G], ["base2-49", "base2-58", "base2-48", G], ["base2-49"])


def test_nidoran_female_fury_swipes_and_call_for_family_for_either_nidoran() -> None:
    for faces, dmg in (((1, 1, 1), 30), ((1, 0, 0), 10)):
        st = _duel("base2-57", CHANSEY, [G])
        _attack(st, 0, *faces)
        assert _damage(st, 1) == dmg
    deck = ["base1-55", "base2-57", "base2-40", PIKACHU]
    _search("base2-57", 1, [G, G], deck, ["base1-55", "base2-57"])


def test_oddish_stun_spore_and_sprout() -> None:
    for face, conds in ((1, ["paralyzed"]), (0, [])):
        st = _duel("base2-58", CHANSEY, [G])
        _attack(st, 0, face)
        assert _damage(st, 1) == 10 and _conds(st, 1) == conds
    _search("base2-58", 1, [G, G], ["base2-58", "base2-49", "base2-37"], ["base2-58"])


# -- Parasect, Paras ---------------------------------------------------------------------------
def test_parasect_spore_and_slash() -> None:
    st = _duel("base2-41", CHANSEY, [G, G])
    _attack(st, 0, 0)
    assert _conds(st, 1) == ["asleep"] and _damage(st, 1) == 0
    st = _duel("base2-41", CHANSEY, [G, G, G])
    _attack(st, 1)
    assert _damage(st, 1) == 30


def test_paras_scratch_and_spore() -> None:
    st = _duel("base2-59", CHANSEY, [G, G])
    _attack(st, 0)
    assert _damage(st, 1) == 20
    st = _duel("base2-59", CHANSEY, [G, G])
    _attack(st, 1, 0)
    assert _conds(st, 1) == ["asleep"] and _damage(st, 1) == 0


# -- Persian, Cubone: Pounce, Snivel -------------------------------------------------------------
def _reduced(card: str, index: int, energy: list[str], less: int) -> None:
    """After the attack, the Defending Eevee's Quick Attack (heads: 30) next turn does ``less``
    less to the card; an Eevee that comes in after a retreat does its full 30."""
    st = _duel(card, "base2-51", energy)
    _attack(st, index)
    _their_turn(st, [W, W])
    _attack(st, 1, 1, seat=1)
    assert _damage(st, 0) == 30 - less
    st = _duel(card, "base2-51", energy, ([], ["base2-51"]))
    _attack(st, index)
    _their_turn(st, [W])
    act(st, "retreat bench0", seat=1)
    _their_turn(st, [W, W])
    _attack(st, 1, 1, seat=1)
    assert _damage(st, 0) == 30


def test_persian_scratch_and_pounce_reduces_the_defending_pokemons_next_attack_by_10() -> None:
    st = _duel("base2-42", CHANSEY, [W, W])
    _attack(st, 0)
    assert _damage(st, 1) == 20
    _reduced("base2-42", 1, [W] * 3, 10)


def test_cubone_snivel_reduces_the_defending_pokemons_next_attack_by_20_and_rage() -> None:
    _reduced("base2-50", 0, [F], 20)
    st = _duel("base2-50", CHANSEY, [F, F])
    _mon(st, 0)["damage"] = 20
    _attack(st, 1)
    assert _damage(st, 1) == 60  # 30, doubled by Chansey's Weakness to Fighting


# -- Primeape, Tauros --------------------------------------------------------------------------
def test_primeape_fury_swipes_and_tantrum_confusing_itself_on_tails() -> None:
    st = _duel("base2-43", BLASTOISE, [F, F])
    _attack(st, 0, 1, 0, 1)
    assert _damage(st, 1) == 40
    for face, conds in ((1, []), (0, ["confused"])):
        st = _duel("base2-43", BLASTOISE, [F, F, F])
        _attack(st, 1, face)
        assert _damage(st, 1) == 50 and _conds(st, 0) == conds


def test_tauros_stomp_and_rampage() -> None:
    for face, dmg in ((1, 30), (0, 20)):
        st = _duel("base2-47", CHANSEY, [W, W])
        _attack(st, 0, face)
        assert _damage(st, 1) == dmg
    for face, conds in ((1, []), (0, ["confused"])):
        st = _duel("base2-47", CHANSEY, [W] * 3)
        _mon(st, 0)["damage"] = 20
        _attack(st, 1, face)
        assert _damage(st, 1) == 40 and _conds(st, 0) == conds


# -- Rhydon ------------------------------------------------------------------------------------
def test_rhydon_ram_hurts_itself_and_the_opponent_switches_even_if_rhydon_is_knocked_out() -> None:
    st = _duel("base2-45", BLASTOISE, [F] * 4, ([], [SQUIRTLE, MACHOP]))
    _attack(st, 1)
    act(st, "target bench1", seat=1)
    assert _damage(st, 0) == 20
    assert _mon(st, 1)["cards"] == [MACHOP] and _damage(st, 1, "bench1") == 50
    st = _duel("base2-45", BLASTOISE, [F] * 4, ([SQUIRTLE], [SQUIRTLE, MACHOP]))
    _mon(st, 0)["damage"] = 80  # 100 HP: Ram knocks Rhydon out
    _attack(st, 1)
    act(st, "target bench1", seat=1)
    assert _mon(st, 1)["cards"] == [MACHOP] and "base2-45" in st.discard[0]
    assert _mon(st, 0)["cards"] == [SQUIRTLE] and st.prizes_taken == [0, 1]
    st = _duel("base2-45", BLASTOISE, [F] * 3)
    _attack(st, 0)  # Horn Attack
    assert _damage(st, 1) == 30


# -- Seaking, Goldeen: no text -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("card", "index", "energy", "dmg"),
    [("base2-46", 0, [W], 10), ("base2-46", 1, [W, W], 30), ("base2-53", 0, [W], 10)],
)
def test_seaking_and_goldeen_do_their_printed_damage(
    card: str, index: int, energy: list[str], dmg: int
) -> None:
    st = _duel(card, CHANSEY, energy)
    _attack(st, index)
    assert _damage(st, 1) == dmg and _conds(st, 1) == []


# -- Eevee, Rhyhorn: Tail Wag, Leer ------------------------------------------------------------
def _no_attack(card: str, index: int, energy: list[str]) -> None:
    """On heads the Defending Pokémon can't attack next turn; on tails it can; benching the
    Pokémon that used it (the opponent's Gust of Wind) ends the effect."""
    for face, can in ((1, False), (0, True)):
        st = _duel(card, "base2-9", energy)
        _attack(st, index, face)
        _their_turn(st, [G, G])
        assert ("attack 0" in texts(st, 1)) is can
    st = _duel(card, "base2-9", energy, ([SQUIRTLE], []))
    _attack(st, index, 1)
    st.hand[1].append("base1-93")
    _their_turn(st, [G, G])
    assert "attack 0" not in texts(st, 1)
    act(st, "play base1-93", seat=1)  # Gust of Wind: Squirtle comes in
    assert _mon(st, 0)["cards"] == [SQUIRTLE]
    assert "attack 0" in texts(st, 1)


def test_eevee_tail_wag_and_quick_attack() -> None:
    _no_attack("base2-51", 0, [W])
    _quick_attack("base2-51", [W, W], 1)


def test_rhyhorn_leer_and_horn_attack() -> None:
    _no_attack("base2-61", 0, [F])
    st = _duel("base2-61", ZAPDOS, [F, F, F])
    _attack(st, 1)
    assert _damage(st, 1) == 0  # 30 against Zapdos's Resistance to Fighting
    st = _duel("base2-61", BLASTOISE, [F, F, F])
    _attack(st, 1)
    assert _damage(st, 1) == 30


# -- Exeggcute --------------------------------------------------------------------------------
def test_exeggcute_hypnosis_and_leech_seed_unless_all_damage_is_prevented() -> None:
    st = _duel("base2-52", CHANSEY, [P])
    _attack(st, 0, 0)
    assert _conds(st, 1) == ["asleep"]
    st = _duel("base2-52", CHANSEY, [G, G])
    _mon(st, 0)["damage"] = 20
    _attack(st, 1)
    assert _damage(st, 1) == 20 and _damage(st, 0) == 10
    st = _duel("base2-52", CHANSEY, [G, G])
    _mon(st, 0)["damage"] = 20
    _mon(st, 1)["markers"].append({"kind": "prevent_damage", "until": 99, "max": 0})
    _attack(st, 1)
    assert _damage(st, 1) == 0 and _damage(st, 0) == 20


# -- Mankey ------------------------------------------------------------------------------------
def test_mankey_peek_at_the_top_of_its_own_deck_and_scratch() -> None:
    st = _duel("base2-55", CHANSEY, [F])
    st.deck[0][-1] = PIKACHU
    act(st, "power active")
    events = act(st, "peek my-deck")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.for_seat(0)["private"]["card"] == PIKACHU
    assert "power active" not in texts(st)
    st = _duel("base2-55", CHANSEY, [F])
    _mon(st, 0)["cond"] = ["confused"]
    st.invalidate()
    assert "power active" not in texts(st)
    st = _duel("base2-55", BLASTOISE, [F])
    _attack(st, 0)
    assert _damage(st, 1) == 10


# -- Meowth ------------------------------------------------------------------------------------
def test_meowth_pay_day_draws_on_heads() -> None:
    for face, drawn in ((1, 1), (0, 0)):
        st = _duel("base2-56", CHANSEY, [W, W])
        _attack(st, 0, face)
        assert _damage(st, 1) == 10 and len(st.hand[0]) == drawn


# -- Pikachu -----------------------------------------------------------------------------------
def test_pikachu_spark_hits_a_chosen_benched_pokemon_without_weakness() -> None:
    st = _duel("base2-60", CHANSEY, [L, L], ([], [MACHOP, SQUIRTLE]))
    _attack(st, 0)
    act(st, "target their-bench1")  # Squirtle, weak to Lightning: still 10
    assert _damage(st, 1) == 20 and _damage(st, 1, "bench1") == 10
    assert _damage(st, 1, "bench0") == 0
    st = _duel("base2-60", CHANSEY, [L, L])
    _attack(st, 0)
    assert _damage(st, 1) == 20


# -- Spearow -----------------------------------------------------------------------------------
def test_spearow_mirror_move_is_an_attacks_damage_without_weakness_again() -> None:
    st = _duel("base2-62", PIKACHU, [W, W, W])
    _attack(st, 0)  # Peck
    assert _damage(st, 1) == 10
    _their_turn(st, [L])
    _attack(st, 0, seat=1)  # Gnaw: 10, doubled by Spearow's Weakness
    assert _damage(st, 0) == 20
    _attack(st, 1)  # Mirror Move: the same 20 back
    assert _damage(st, 1) == 30
    # a Defender on the Defending Pokémon reduces it like the damage of any attack
    st = _duel("base2-62", PIKACHU, [W, W, W])
    _attack(st, 0)
    st.hand[1].append("base1-80")
    _their_turn(st, [L])
    act(st, "play base1-80", seat=1)
    _attack(st, 0, seat=1)
    _attack(st, 1)
    assert _damage(st, 1) == 10  # Peck only: Mirror Move's 20 less Defender's 20
    # nothing without an attack on Spearow last turn
    st = _duel("base2-62", PIKACHU, [W, W, W])
    _attack(st, 1)
    assert _damage(st, 1) == 0


# -- Venonat -----------------------------------------------------------------------------------
def test_venonat_stun_spore_and_leech_life() -> None:
    for face, conds in ((1, ["paralyzed"]), (0, [])):
        st = _duel("base2-63", CHANSEY, [G])
        _attack(st, 0, face)
        assert _damage(st, 1) == 10 and _conds(st, 1) == conds
    st = _duel("base2-63", "base1-56", [G, G])  # Onix, weak to Grass: 20 done
    _mon(st, 0)["damage"] = 30
    _attack(st, 1)
    assert _damage(st, 1) == 20 and _damage(st, 0) == 10


# -- Poké Ball ---------------------------------------------------------------------------------
def test_poke_ball_on_heads_finds_any_pokemon_card_shown() -> None:
    st = _duel(PIKACHU, CHANSEY, [], hand=["base2-64"])
    st.deck[0][:] = [MACHOP, "base1-34", "base1-70", F]
    heads(st, 1)
    act(st, "play base2-64")
    assert texts(st) == ["pick base1-34", f"pick {MACHOP}", "no"]  # not Clefairy Doll
    act(st, "pick base1-34")
    assert st.hand[0] == ["base1-34"] and st.known[0] == ["base1-34"]
    assert st.discard[0] == ["base2-64"] and len(st.deck[0]) == 3
    st = _duel(PIKACHU, CHANSEY, [], hand=["base2-64"])
    deck = list(st.deck[0])
    heads(st, 0)
    act(st, "play base2-64")
    assert st.hand[0] == [] and st.deck[0] == deck and st.discard[0] == ["base2-64"]
