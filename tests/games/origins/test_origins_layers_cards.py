"""The Origins sample cards' effects (data/effects/origins.json), each played on a table laid
out by hand: real-world conditions as parameters, Fairy Energy counted, rounding to 10s."""

from __future__ import annotations

from typing import Any

import pytest
from origins_builders import act, heads, texts
from test_origins_layers import _table

from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.state import OriginsState

REAL = OriginsGame()


def _attack(active: tuple[str, str], energy: list[str], text: str, **params: Any) -> OriginsState:
    st = _table("origins", game=REAL, active=active, bench=([], ["base1-58"]), **params)
    me = st.active[0]
    assert me is not None
    me["energy"] = list(energy)
    st.invalidate()
    act(st, text)
    return st


def _damage(st: OriginsState) -> int:
    them = st.active[1]
    assert them is not None
    return int(them["damage"])


PSY4 = ["base1-101"] * 4  # Psychic Energy
COL3 = ["base1-98"] * 3  # Fire Energy, paying Colorless


@pytest.mark.parametrize(("time", "dealt"), [("day", 60), ("night", 90)])
def test_starfall_reads_the_time_of_day(time: str, dealt: int) -> None:
    # Aurorath against Fossilith (120 HP, no Psychic Weakness or Resistance)
    st = _attack(("origins-1", "origins-4"), PSY4, "attack 1", time_of_day=time)
    assert _damage(st) == dealt


@pytest.mark.parametrize(
    ("params", "dealt"),
    [({}, 20), ({"weather": "rain"}, 20), ({"weather": "rain", "place": "outdoors"}, 40)],
)
def test_gale_dance_needs_rain_outdoors_online_play_is_indoors(
    params: dict[str, str], dealt: int
) -> None:
    st = _attack(("origins-11", "base1-56"), COL3, "attack 0", **params)
    assert _damage(st) == dealt


@pytest.mark.parametrize(("moon", "dealt"), [("not_full", 30), ("full", 60)])
def test_moonbeam_reads_the_moon(moon: str, dealt: int) -> None:
    st = _attack(("origins-11", "base1-56"), COL3, "attack 1", moon=moon)
    assert _damage(st) == dealt


def test_sparkle_dust_counts_each_fairy_energy_a_double_fairy_counting_two() -> None:
    st = _attack(("origins-9", "base1-56"), ["origins-15", "origins-16"], "attack 0")
    assert _damage(st) == 10 + 3 * 20


def test_halving_gleam_rounds_half_the_remaining_hp_up_to_10() -> None:
    st = _table("origins", game=REAL, active=("origins-9", "base1-56"), bench=([], ["base1-58"]))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-101", "base1-101"]
    them["damage"] = 40  # Onix 90 HP: 50 left, half 25, rounded up to 30
    st.invalidate()
    act(st, "attack 1")
    assert them["damage"] == 40 + 30


def test_lullaby_puts_the_defending_pokemon_to_sleep() -> None:
    st = _attack(("origins-6", "base1-56"), ["base1-98"], "attack 0")
    them = st.active[1]
    assert them is not None and them["cond"] == ["asleep"]


def test_foxfire_discards_two_fire_energy() -> None:
    st = _table("origins", game=REAL, active=("origins-8", "base1-56"), bench=([], ["base1-58"]))
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-98"] * 3
    st.invalidate()
    act(st, "attack 0")
    assert me["energy"] == ["base1-98"] and st.discard[0] == ["base1-98"] * 2


def test_undertow_does_10_to_each_benched_pokemon_of_the_opponent() -> None:
    st = _table(
        "origins",
        game=REAL,
        active=("origins-2", "base1-56"),
        bench=([], ["base1-58", "base1-46"]),
    )
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-102"] * 3
    st.invalidate()
    act(st, "attack 0")
    assert [m["damage"] for m in st.bench[1]] == [10, 10]
    assert _damage(st) == 40


def test_polar_veil_stops_the_damage_of_basic_pokemon_next_turn() -> None:
    st = _table("origins", game=REAL, active=("origins-1", "base1-58"), bench=([], ["base1-58"]))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-101", "base1-101"]
    them["energy"] = ["base1-98"]
    st.invalidate()
    act(st, "attack 0")  # Polar Veil: 20 to Pikachu
    assert them["damage"] == 20 and st.current == 1
    act(st, "attack 0")  # Pikachu's Gnaw (a Basic): prevented
    assert me["damage"] == 0


@pytest.mark.parametrize(("fmt", "dealt"), [("classic", 0), ("origins", 20)])
def test_a_basic_evolved_from_a_baby_is_a_stage_1_past_polar_veil(fmt: str, dealt: int) -> None:
    st = _table(fmt, game=REAL, active=("origins-7", "origins-1"), bench=([], ["base1-58"]))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["cards"] = ["origins-6", "origins-7"]  # Pipfox on Pipkit
    me["energy"] = ["base1-98", "base1-98"]
    them["markers"] = [{"kind": "prevent_damage", "until": 99, "max": 0, "from_basic": True}]
    st.invalidate()
    act(st, "attack 0")  # Quick Bite, 20 (Aurorath has no Fire Weakness)
    assert them["damage"] == dealt


def test_bedrock_mend_heals_at_the_end_of_the_turn() -> None:
    st = _table("origins", game=REAL, active=("origins-4", "base1-56"), bench=([], ["base1-58"]))
    me = st.active[0]
    assert me is not None
    me["energy"], me["damage"] = ["base1-97"], 30  # Fighting Energy
    st.invalidate()
    events = act(st, "attack 0")
    assert me["damage"] == 10
    assert "heal" in [getattr(e, "kind", "") for e in events]


def test_a_thorn_hurts_at_the_end_of_its_owners_turns_once_however_often_placed() -> None:
    st = _table("origins", game=REAL, active=("origins-10", "base1-56"), bench=([], ["base1-58"]))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-99", "base1-99"]  # Grass Energy
    them["markers"] = [{"kind": "thorn", "until": 1 << 30, "amount": 10}]
    st.invalidate()
    act(st, "attack 0")  # Barbed Seed: 20, ×2 on Onix; a second Thorn is not added
    assert them["damage"] == 40
    assert sum(m["kind"] == "thorn" for m in them["markers"]) == 1
    act(st, "end")  # the end of Onix's owner's turn: 1 counter
    assert them["damage"] == 50


def test_rift_bolt_attacks_a_benched_pokemon_weakness_applying() -> None:
    # Voidrake (Lightning) also attacks the Benched Seel (Lightning Weakness): 20 ×2
    st = _table("origins", game=REAL, active=("origins-3", "base1-56"), bench=([], ["base1-41"]))
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-100"] * 3  # Lightning Energy
    st.invalidate()
    act(st, "attack 0")
    assert st.bench[1][0]["damage"] == 40 and _damage(st) == 50


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_an_ancient_pokemon_returns_an_energy_of_its_choice_after_attacking(fmt: str) -> None:
    st = _table(fmt, game=REAL, active=("origins-4", "origins-1"), bench=([], ["base1-58"]))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-97", "base1-97", "base1-98"]
    st.invalidate()
    act(st, "attack 1")  # Primeval Crush: 80
    assert them["damage"] == 80
    if fmt == "classic":
        assert st.current == 1 and me["energy"] == ["base1-97", "base1-97", "base1-98"]
        return
    assert st.to_act() == (0,) and texts(st) == ["pick base1-97", "pick base1-98"]
    act(st, "pick base1-98")
    assert me["energy"] == ["base1-97", "base1-97"] and "base1-98" in st.hand[0]
    assert st.current == 1


def test_an_ancient_pokemon_with_one_kind_of_energy_returns_it_without_a_question() -> None:
    st = _table("origins", game=REAL, active=("origins-4", "origins-1"), bench=([], ["base1-58"]))
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-97"]
    st.invalidate()
    act(st, "attack 0")  # Bedrock Mend
    assert me["energy"] == [] and st.hand[0] == ["base1-97"] and st.current == 1


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_an_ultra_beast_needs_a_pokemon_card_of_its_type_in_the_hand(fmt: str) -> None:
    st = _table(fmt, game=REAL, active=("base1-56", "origins-1"), hands=(["origins-3"], []))
    assert ("bench origins-3" in texts(st)) is (fmt == "classic")


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_playing_an_ultra_beast_removes_a_chosen_same_type_pokemon_card(fmt: str) -> None:
    hand = ["origins-3", "base1-58", "base1-14", "base1-56"]  # Voidrake, Pikachu, Raichu, Onix
    st = _table(fmt, game=REAL, active=("base1-56", "origins-1"), hands=(hand, []))
    act(st, "bench origins-3")
    if fmt == "classic":
        assert st.removed[0] == [] and len(st.hand[0]) == 3
        return
    assert st.to_act() == (0,) and texts(st) == ["pick base1-14", "pick base1-58"]
    act(st, "pick base1-14")
    assert st.removed[0] == ["base1-14"] and sorted(st.hand[0]) == ["base1-56", "base1-58"]
    assert st.bench[0][0]["cards"] == ["origins-3"]


def test_a_stadium_stays_in_play_and_a_new_one_replaces_it_the_old_one_removed() -> None:
    hands = (["origins-12"], ["origins-13"])
    st = _table("origins", game=REAL, active=("base1-56", "origins-1"), hands=hands)
    act(st, "play origins-12")
    assert st.flags["stadium"] == [0, "origins-12"] and "origins-12" not in st.discard[0]
    st.current, st.pending = 1, {"kind": "main", "seat": 1}
    st.invalidate()
    act(st, "play origins-13")
    assert st.flags["stadium"] == [1, "origins-13"]
    assert st.removed[0] == ["origins-12"] and st.discard[0] == []


def test_verdant_arena_adds_to_the_base_damage_before_weakness() -> None:
    # Thornmaw (Grass) on Onix (Grass Weakness): (20 + 10) ×2
    st = _table("origins", game=REAL, active=("origins-10", "base1-56"), bench=([], ["base1-58"]))
    st.flags["stadium"] = [1, "origins-12"]
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-99", "base1-99"]
    st.invalidate()
    act(st, "attack 0")
    assert _damage(st) == 60


def test_ruined_shrine_lowers_a_basic_pokemons_retreat_cost() -> None:
    from pokeforge.games.origins.rules.powers import retreat_cost

    st = _table("origins", game=REAL, active=("base1-56", "origins-1"))  # Onix: 3
    assert retreat_cost(st, 0) == 3
    st.flags["stadium"] = [1, "origins-13"]
    assert retreat_cost(st, 0) == 2


def test_narrow_pass_limits_the_bench_and_each_player_discards_the_overflow() -> None:
    bench = ["base1-58", "base1-46", "base1-63", "base1-41"]
    st = _table(
        "origins",
        game=REAL,
        active=("base1-56", "origins-1"),
        bench=(bench, ["base1-58"]),
        hands=(["origins-14", "base1-7"], []),
    )
    act(st, "play origins-14")
    assert st.to_act() == (0,)
    act(st, "target bench1")  # Charmander goes
    assert [m["cards"][0] for m in st.bench[0]] == ["base1-58", "base1-63", "base1-41"]
    assert "base1-46" in st.discard[0]
    assert "bench base1-7" not in texts(st)  # the Bench is full at 3


def test_tidal_blessing_attaches_a_water_energy_to_a_benched_pokemon_once_a_turn() -> None:
    st = _table(
        "origins",
        game=REAL,
        active=("origins-2", "base1-56"),
        bench=(["base1-58", "base1-46"], ["base1-58"]),
        hands=(["base1-102", "base1-102"], []),
    )
    act(st, "power active")
    assert texts(st) == ["target bench0", "target bench1"]  # not the Active
    act(st, "target bench1")
    assert st.bench[0][1]["energy"] == ["base1-102"] and st.hand[0] == ["base1-102"]
    assert "power active" not in texts(st)  # once during the turn
    assert "attach base1-102 active" in texts(st)  # not the turn's attachment


@pytest.mark.parametrize(("fmt", "drawn"), [("classic", "base1-58"), ("origins", "base1-98")])
def test_foresight_at_the_beginning_of_the_turn_comes_before_the_draw(fmt: str, drawn: str) -> None:
    st = _table(fmt, game=REAL, active=("base1-56", "origins-5"), bench=([], ["base1-58"]))
    st.deck[1][-1] = "base1-58"  # Pikachu on top of seat 1's deck
    st.invalidate()
    act(st, "end")
    assert st.to_act() == (1,) and texts(st) == ["yes", "no"]
    looked = st.flags["looking"]
    assert looked == (["base1-58"] if fmt == "origins" else ["base1-98"])
    act(st, "yes")  # to the bottom
    assert st.hand[1] == [drawn] and st.deck[1][0] == looked[0] and "looking" not in st.flags
    assert st.pending is not None and st.pending["kind"] == "main"


@pytest.mark.parametrize(("fmt", "dealt", "left"), [("classic", 70, 2), ("origins", 0, 3)])
def test_foxfire_without_two_fire_energy_has_no_effect_in_origins(
    fmt: str, dealt: int, left: int
) -> None:
    st = _table(fmt, game=REAL, active=("origins-8", "origins-4"), bench=([], ["base1-58"]))
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-98", "base1-97", "base1-97"]  # 1 Fire, 2 Fighting
    st.invalidate()
    act(st, "attack 0")
    assert _damage(st) == dealt and len(me["energy"]) == left


def test_narrow_pass_limits_the_bench_for_effects_too() -> None:
    bench = ["base1-58", "base1-46", "base1-63"]
    hands = (["base1-70"], [])  # Clefairy Doll goes onto the Bench by its effect
    st = _table(
        "origins", game=REAL, active=("base1-56", "origins-1"), bench=(bench, []), hands=hands
    )
    assert "play base1-70" in texts(st)
    st.flags["stadium"] = [1, "origins-14"]
    st.invalidate()
    assert "play base1-70" not in texts(st)


def _twin_fangs(fmt: str, bench: list[str]) -> OriginsState:
    # Twinfang (Fighting) against Pikachu (40 HP, Fighting Weakness) with 10 HP left
    st = _table(fmt, game=REAL, active=("origins-17", "base1-58"), bench=([], bench))
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-97"] * 3  # Fighting Energy
    them["damage"] = 30
    st.invalidate()
    return st


def test_twin_fangs_attacks_are_chosen_in_order_in_origins() -> None:
    st = _twin_fangs("origins", ["base1-56"])
    act(st, "attack 2")  # Twin Fangs: Rake and Pin Down
    assert st.to_act() == (0,) and texts(st) == ["attack 0", "attack 1"]


def test_twin_fangs_in_classic_goes_in_printed_order_without_a_question() -> None:
    st = _twin_fangs("classic", ["base1-56"])
    heads(st, 1)
    act(st, "attack 2")
    assert st.current == 1 and st.to_act() == (1,)


@pytest.mark.parametrize(("fmt", "onix"), [("classic", 0), ("origins", 10)])
def test_a_knock_out_between_attacks_brings_in_a_benched_pokemon_first(fmt: str, onix: int) -> None:
    st = _twin_fangs(fmt, ["base1-56"])  # Onix on the Bench
    heads(st, 0)  # Pin Down's coin: tails
    act(st, "attack 2")
    if fmt == "origins":
        act(st, "attack 0")  # Rake first: 20 ×2 knocks out Pikachu; Onix comes in
    them = st.active[1]
    assert them is not None and them["cards"] == ["base1-56"]
    assert them["damage"] == onix  # classic: Pin Down hit the Knocked Out Pikachu
    assert st.prizes_taken[0] == 1 and "base1-58" in st.discard[1]


def test_between_attacks_the_opponent_chooses_which_benched_pokemon_comes_in() -> None:
    st = _twin_fangs("origins", ["base1-56", "base1-46"])  # Onix, Charmander
    heads(st, 1)
    act(st, "attack 2")
    act(st, "attack 0")  # Rake knocks out Pikachu
    assert st.to_act() == (1,) and texts(st) == ["promote bench0", "promote bench1"]
    act(st, "promote bench1")  # Charmander
    them = st.active[1]
    assert them is not None and them["cards"] == ["base1-46"]
    assert them["damage"] == 10 and them["cond"] == ["paralyzed"]  # Pin Down, heads
    assert st.current == 1


def test_the_order_chosen_decides_which_attack_knocks_out() -> None:
    st = _twin_fangs("origins", ["base1-56"])
    heads(st, 0)
    act(st, "attack 2")
    act(st, "attack 1")  # Pin Down first: 10 ×2 knocks out Pikachu; Rake hits Onix
    them = st.active[1]
    assert them is not None and them["cards"] == ["base1-56"] and them["damage"] == 20


def test_the_last_knock_out_of_several_attacks_can_win() -> None:
    st = _twin_fangs("origins", [])
    act(st, "attack 2")
    act(st, "attack 0")
    assert st.outcome is not None and st.outcome.winners == (0,)


@pytest.mark.parametrize(("fmt", "prizes"), [("classic", [0, 0]), ("origins", [1, 1])])
def test_bench_overflow_is_a_knock_out_and_the_player_whose_turn_it_is_chooses_first(
    fmt: str, prizes: list[int]
) -> None:
    bench = ["base1-58", "base1-46", "base1-63", "base1-41"]
    st = _table(
        fmt,
        game=REAL,
        active=("base1-56", "origins-1"),
        bench=(bench, list(bench)),
        hands=(["origins-14"], []),
    )
    act(st, "play origins-14")  # Narrow Pass: a Bench of 3 for both
    assert st.to_act() == (0,)  # the player whose turn it is decides first
    act(st, "target bench1")
    assert st.to_act() == (1,)
    act(st, "target bench0")
    assert [len(st.bench[p]) for p in (0, 1)] == [3, 3]
    assert "base1-46" in st.discard[0] and "base1-58" in st.discard[1]
    assert st.prizes_taken == prizes  # origins: each overflow discard is a Knock Out


@pytest.mark.parametrize(("fmt", "defended"), [("classic", 0), ("origins", 0)])
def test_damage_modifications_reach_benched_pokemon_in_both_formats(
    fmt: str, defended: int
) -> None:
    # Defender's text covers "damage done to that Pokémon by attacks" wherever it is (the era's
    # reading); the update's "modifications apply to the Bench too" says the same: no layer
    # Undertow: 10 to each of the opponent's Benched Pokémon; a Defender on one of them
    st = _table(
        fmt, game=REAL, active=("origins-2", "base1-56"), bench=([], ["base1-58", "base1-46"])
    )
    me = st.active[0]
    assert me is not None
    me["energy"] = ["base1-102"] * 3
    st.bench[1][0]["markers"] = [{"kind": "defender", "until": 99, "amount": 20}]
    st.invalidate()
    act(st, "attack 0")
    assert [m["damage"] for m in st.bench[1]] == [defended, 10]


# -- instant-speed effects (Bramblisk's Snare Thorns, layer instant_speed) -----------------------
def _snared(fmt: str, bench: list[str], damage: int = 30) -> OriginsState:
    """Seat 0's Pikachu (40 HP, ``damage`` on it, a Fire Energy) faces Bramblisk, whose Snare
    Thorns does 10 damage to a Pokémon an Energy card is attached to, or that retreats."""
    st = _table(
        fmt,
        game=REAL,
        active=("base1-58", "origins-18"),
        bench=(bench, ["base1-58"]),
        hands=(["base1-98", "base1-98"], []),
    )
    me = st.active[0]
    assert me is not None
    me["damage"], me["energy"] = damage, ["base1-98"]
    st.invalidate()
    return st


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_snare_thorns_damages_a_pokemon_an_energy_card_is_attached_to(fmt: str) -> None:
    st = _snared(fmt, ["base1-52"], damage=0)
    act(st, "attach base1-98 active")
    me = st.active[0]
    assert me is not None and me["damage"] == 10 and me["energy"] == ["base1-98"] * 2


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_pokemon_knocked_out_before_an_energy_is_attached_loses_the_card_and_the_attachment(
    fmt: str,
) -> None:
    st = _snared(fmt, ["base1-52"])
    events = act(st, "attach base1-98 active")
    kinds = [e.kind for e in events]
    # Pikachu is Knocked Out either way: a Prize, Machop comes in, the Energy is in the pile
    assert st.prizes_taken == [0, 1] and st.active[0] is not None
    assert st.active[0]["cards"] == ["base1-52"] and st.active[0]["energy"] == []
    assert sorted(st.discard[0]) == ["base1-58", "base1-98", "base1-98"]
    assert st.energy_played and not [t for t in texts(st) if t.startswith("attach")]
    if fmt == "origins":  # the damage came first: the card was never attached, to no effect
        assert "attach" not in kinds
        assert kinds.index("damage") < kinds.index("discard") < kinds.index("knockout")
    else:  # classic: "whenever" happens once the Energy is attached
        assert kinds.index("attach") < kinds.index("damage") < kinds.index("knockout")


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_pokemon_knocked_out_before_it_retreats_does_not_retreat(fmt: str) -> None:
    st = _snared(fmt, ["base1-52", "base1-63"])
    act(st, "retreat bench1")  # Squirtle was chosen to come in
    assert st.prizes_taken == [0, 1]
    if fmt == "origins":
        # Knocked Out as the Active before retreating: no retreat, its Energy (the cost not
        # paid) goes with it, and its owner chooses the new Active among the Benched
        assert st.to_act() == (0,) and texts(st) == ["promote bench0", "promote bench1"]
        assert [m["cards"] for m in st.bench[0]] == [["base1-52"], ["base1-63"]]
        act(st, "promote bench0")
        assert st.active[0] is not None and st.active[0]["cards"] == ["base1-52"]
    else:  # classic: it retreats, then takes the damage on the Bench
        assert st.active[0] is not None and st.active[0]["cards"] == ["base1-63"]
        assert [m["cards"] for m in st.bench[0]] == [["base1-52"]]
    assert sorted(st.discard[0]) == ["base1-58", "base1-98"]


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_pokemon_that_survives_the_snare_retreats_damaged(fmt: str) -> None:
    st = _snared(fmt, ["base1-52"], damage=0)
    act(st, "retreat bench0")
    assert st.active[0] is not None and st.active[0]["cards"] == ["base1-52"]
    assert st.bench[0][0]["cards"] == ["base1-58"] and st.bench[0][0]["damage"] == 10
    assert st.discard[0] == ["base1-98"]  # the Retreat Cost


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_an_energy_an_ability_attaches_to_a_pokemon_knocked_out_first_is_discarded(
    fmt: str,
) -> None:
    # Tidecrown's Tidal Blessing attaches a Water Energy from the hand to a Benched Pokémon
    st = _table(
        fmt,
        game=REAL,
        active=("origins-2", "origins-18"),
        bench=(["base1-58"], ["base1-58"]),
        hands=(["base1-102"], []),
    )
    st.bench[0][0]["damage"] = 30
    st.invalidate()
    events = act(st, "power active")
    assert st.bench[0] == [] and st.prizes_taken == [0, 1]
    assert sorted(st.discard[0]) == ["base1-102", "base1-58"]
    assert ("attach" in [e.kind for e in events]) == (fmt == "classic")
    assert "power active" not in texts(st)  # once during the turn: it was used


def test_a_knock_out_before_the_attachment_can_end_the_game() -> None:
    st = _snared("origins", [])  # Pikachu is seat 0's only Pokémon
    act(st, "attach base1-98 active")
    assert st.outcome is not None and st.outcome.winners == (1,)
    assert st.end_reason == "no_pokemon" and "base1-98" in st.discard[0]


# -- an option "before your next turn" (Dewbloom's Tending Dew, layer option_until_checkup) -------
def _tending_dew(fmt: str) -> OriginsState:
    """Seat 0's Dewbloom (a Grass Energy) with a Benched Machop carrying 30 damage, facing a
    Pikachu that can Gnaw (10); seat 0 uses Tending Dew (10 to Pikachu, and the option)."""
    st = _table(
        fmt,
        game=REAL,
        active=("origins-19", "base1-58"),
        bench=(["base1-52"], ["base1-58"]),
    )
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"], them["energy"] = ["base1-99"], ["base1-100"]
    st.bench[0][0]["damage"] = 30
    st.invalidate()
    act(st, "attack 0")
    return st


def _offered(st: OriginsState) -> bool:
    return st.to_act() == (0,) and texts(st) == ["yes", "no"]


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_tending_dew_is_offered_at_once_and_may_be_taken(fmt: str) -> None:
    st = _tending_dew(fmt)
    assert _damage(st) == 10 and _offered(st)  # the attack's damage is done, then the option
    act(st, "yes")  # the only damaged Pokémon: Machop, without a question
    assert st.bench[0][0]["damage"] == 10 and st.current == 1
    assert "options" not in st.flags  # taken: nothing is kept


def test_declined_it_is_offered_at_each_checkup_the_last_before_the_next_turn_then_lapses() -> None:
    st = _tending_dew("origins")
    act(st, "no")
    assert _offered(st) and st.current == 0  # the checkup ending this turn
    # a kept option is data: the state clones and serialises with it
    assert st.flags["options"] and REAL.state_from_json(st.to_json()).to_json() == st.to_json()
    copy = st.clone()
    act(copy, "yes")
    assert copy.bench[0][0]["damage"] == 10 and st.bench[0][0]["damage"] == 30
    act(st, "no")
    assert st.current == 1 and st.to_act() == (1,)  # the opponent's turn: no window
    act(st, "end")  # Pikachu does nothing; no Special Conditions anywhere
    assert all(not m["cond"] for p in (0, 1) for m in [st.active[p], *st.bench[p]] if m)
    assert _offered(st) and st.current == 1  # the checkup before seat 0's turn: the last one
    assert "last" in st.pending["text"]
    act(st, "no")
    assert st.current == 0 and st.pending is not None and st.pending["kind"] == "main"
    assert "options" not in st.flags and st.bench[0][0]["damage"] == 30
    act(st, "end")  # no window at seat 0's own checkup any more: it lapsed
    assert st.current == 1 and st.pending is not None and st.pending["kind"] == "main"


def test_taken_at_the_last_checkup_it_heals_what_the_opponents_turn_did() -> None:
    st = _tending_dew("origins")
    act(st, "no")
    act(st, "no")
    act(st, "attack 0")  # Pikachu's Gnaw: 10 to Dewbloom
    assert _offered(st)
    act(st, "yes")
    assert texts(st) == ["target active", "target bench0"]  # Dewbloom and Machop are damaged
    act(st, "target active")
    me = st.active[0]
    assert me is not None and me["damage"] == 0 and st.current == 0


def test_in_classic_an_option_not_taken_at_once_lapses() -> None:
    st = _tending_dew("classic")
    act(st, "no")
    assert st.current == 1 and st.to_act() == (1,)  # no window at the checkup
    act(st, "end")
    assert st.current == 0 and st.pending is not None and st.pending["kind"] == "main"
    assert st.bench[0][0]["damage"] == 30
