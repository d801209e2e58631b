"""The rarer attacks of the shipped cards, each with its own operation: Gigashock,
Thunderstorm, Destiny Bond, Swords Dance, Hurricane, Amnesia, Wildfire, Clamp; Cowardice and
Transparency (powers)."""

from __future__ import annotations

from origins_builders import act, heads, texts
from test_origins_powers import _mon, _table


def _ready(st: object, energy: list[str]) -> None:
    mon = st.active[0]  # type: ignore[attr-defined]
    mon["energy"] = energy
    st.invalidate()  # type: ignore[attr-defined]


def test_gigashock_damages_three_chosen_benched_pokemon() -> None:
    st = _table(("base3-14", "base1-58"), ([], ["base1-63"] * 4))
    _ready(st, ["base1-100"] * 4)
    act(st, "attack 0")
    act(st, "target their-bench3")
    act(st, "target their-bench0")
    assert texts(st) == ["target their-bench1", "target their-bench2"]
    act(st, "target their-bench2")
    assert [m["damage"] for m in st.bench[1]] == [10, 0, 10, 10]


def test_thunderstorm_flips_for_each_benched_pokemon_and_hurts_itself_per_tails() -> None:
    st = _table(("base3-15", "base1-58"), ([], ["base1-63", "base1-63"]))
    _ready(st, ["base1-100"] * 4)
    heads(st, 1, 0)
    act(st, "attack 0")
    assert [m["damage"] for m in st.bench[1]] == [20, 0]
    assert _mon(st, 0)["damage"] == 10


def test_destiny_bond_knocks_out_the_pokemon_that_knocks_out_gastly() -> None:
    st = _table(("base1-50", "base1-58"), ([], ["base1-58"]))
    _ready(st, ["base1-101", "base1-101"])
    st.hand[1][:] = []
    act(st, "attack 1")  # Destiny Bond
    pikachu = st.active[1]
    assert pikachu is not None
    pikachu["energy"] = ["base1-100"]
    _mon(st, 0)["damage"] = 20  # Gastly has 30 HP: Gnaw's 10 knocks it out
    st.invalidate()
    act(st, "attack 0", seat=1)
    assert st.active[1] is not pikachu and "base1-58" in st.discard[1]
    assert st.prizes_taken == [1, 1]


def test_swords_dance_raises_slash_next_turn() -> None:
    st = _table(("base2-10", "base1-4"))
    _ready(st, ["base1-99"] * 3)
    act(st, "attack 0")  # Swords Dance
    act(st, "end", seat=1)
    act(st, "attack 1")  # Slash: 60 now
    target = st.active[1]
    assert target is not None and target["damage"] == 60


def test_hurricane_returns_the_defending_pokemon_unless_knocked_out() -> None:
    st = _table(("base2-8", "base1-4"), ([], ["base1-58"]))
    _ready(st, ["base1-97"] * 3)
    st.active[1]["energy"] = ["base1-98"]  # type: ignore[index]
    act(st, "attack 1")
    assert {"base1-4", "base1-98"} <= set(st.hand[1])  # and the card drawn next turn
    assert sorted(st.known[1]) == ["base1-4", "base1-98"]
    assert st.active[1] is not None and st.active[1]["cards"] == ["base1-58"]


def test_hurricane_on_the_last_pokemon_wins_the_game() -> None:
    st = _table(("base2-8", "base1-4"))
    _ready(st, ["base1-97"] * 3)
    act(st, "attack 1")
    assert st.outcome is not None and st.outcome.winners == (0,)


def test_amnesia_forbids_the_chosen_attack_next_turn() -> None:
    st = _table(("base1-38", "base1-58"))
    _ready(st, ["base1-102"] * 2)
    act(st, "attack 0")
    assert texts(st) == ["attack 0", "attack 1"]
    act(st, "attack 1")
    pika = st.active[1]
    assert pika is not None
    pika["energy"] = ["base1-100"] * 2
    st.invalidate()
    assert "attack 0" in texts(st) and "attack 1" not in texts(st)


def test_wildfire_discards_fire_energy_then_as_many_cards_of_the_opponents_deck() -> None:
    st = _table(("base3-12", "base1-58"))
    _ready(st, ["base1-98"] * 4)
    deck = len(st.deck[1])
    act(st, "attack 0")
    act(st, "pick base1-98")
    act(st, "pick base1-98")
    act(st, "no")
    assert len(st.deck[1]) == deck - 2 - 1  # and the opponent's draw
    assert st.discard[0] == ["base1-98"] * 2 and len(st.discard[1]) == 2


def test_clamp_does_nothing_on_tails() -> None:
    st = _table(("base3-32", "base1-58"))
    _ready(st, ["base1-102"] * 2)
    heads(st, 0)
    act(st, "attack 0")
    target = st.active[1]
    assert target is not None and target["damage"] == 0


def test_cowardice_returns_tentacool_to_the_hand() -> None:
    st = _table(("base1-58", "base1-58"), (["base3-56"], []))
    st.bench[0][0]["since"] = 1
    st.invalidate()
    act(st, "power bench0")
    assert st.bench[0] == [] and st.hand[0] == ["base3-56"]


def test_transparency_prevents_the_attack_on_heads() -> None:
    for face, damage in ((1, 0), (0, 10)):
        st = _table(("base1-58", "base3-6"))
        _ready(st, ["base1-100"])
        heads(st, face)
        act(st, "attack 0")
        assert _mon(st, 1)["damage"] == damage


def test_metronome_copies_the_defending_pokemons_attack_without_its_cost() -> None:
    st = _table(("base1-5", "base1-4"))  # Clefairy against Charizard (Fire Spin 100)
    _ready(st, ["base1-97"] * 3)
    act(st, "attack 1")  # Charizard has one attack: it is chosen without a question
    target = st.active[1]
    assert target is not None and target["damage"] == 100
    assert _mon(st, 0)["energy"] == ["base1-97"] * 3  # Fire Spin's discard is not copied


def test_mirror_move_returns_what_the_last_attack_did() -> None:
    st = _table(("base1-22", "base1-58"))
    _ready(st, [])
    st.current, st.pending = 1, {"kind": "main", "seat": 1}
    pika = st.active[1]
    assert pika is not None
    pika["energy"] = ["base1-100", "base1-100"]
    st.invalidate()
    act(st, "attack 0", seat=1)  # Gnaw 10 on Pidgeotto (weak to Lightning: 20)
    assert _mon(st, 0)["damage"] == 20
    _ready(st, ["base1-97"] * 3)
    act(st, "attack 1")  # Mirror Move: the same 20 back, no Weakness or Resistance
    assert pika["damage"] == 20


def test_mirror_move_does_nothing_without_an_attack_last_turn() -> None:
    st = _table(("base1-22", "base1-58"))
    _ready(st, ["base1-97"] * 3)
    act(st, "attack 1")
    target = st.active[1]
    assert target is not None and target["damage"] == 0


def test_prophecy_rearranges_the_opponents_top_three() -> None:
    st = _table(("base3-8", "base1-58"))
    _ready(st, ["base1-101"])
    st.deck[1][:] = ["base1-97"] * 5 + ["base1-100", "base1-58", "base1-63"]
    act(st, "attack 0")
    assert texts(st) == ["yes", "no"]
    act(st, "no")
    act(st, "pick base1-100")
    act(st, "pick base1-63")
    # the opponent then draws the new top card: Lightning Energy
    assert st.hand[1][-1] == "base1-100"
    assert st.deck[1][-2:] == ["base1-58", "base1-63"]


def test_pokemon_breeder_puts_a_stage_2_on_its_basic() -> None:
    st = _table(("base1-44", "base1-58"), (["base1-63"], []), ["base1-76", "base1-15"])
    act(st, "play base1-76")
    venusaur = _mon(st, 0)
    assert venusaur["cards"] == ["base1-44", "base1-15"]
    st = _table(("base1-44", "base1-58"), hand=["base1-76", "base1-2"])
    assert "play base1-76" not in texts(st)  # Blastoise does not fit Bulbasaur


def test_devolution_spray_discards_the_chosen_stage_and_above() -> None:
    st = _table(("base1-58", "base1-58"), hand=["base1-72"])
    st.active[0]["cards"] = ["base1-63", "base1-42", "base1-2"]  # type: ignore[index]
    st.active[0]["cond"] = ["poisoned"]  # type: ignore[index]
    st.invalidate()
    act(st, "play base1-72")
    assert texts(st) == ["pick base1-42", "pick base1-2"]
    act(st, "pick base1-42")
    mon = _mon(st, 0)
    assert mon["cards"] == ["base1-63"] and mon["cond"] == []
    assert sorted(st.discard[0]) == ["base1-2", "base1-42", "base1-72"]


def test_conversion_1_changes_the_defending_pokemons_weakness() -> None:
    st = _table(("base1-39", "base1-58"))  # Porygon against Pikachu (weak to Fighting)
    _ready(st, ["base1-97"])
    act(st, "attack 0")
    assert "no" in texts(st) and "type Colorless" not in texts(st)
    act(st, "type Water")
    from pokeforge.games.origins.rules import board

    pika = st.active[1]
    assert pika is not None and board.weaknesses_of(st, pika) == (("Water", 2),)


def test_conversion_2_sets_porygons_resistance() -> None:
    st = _table(("base1-39", "base1-58"))
    _ready(st, ["base1-97", "base1-97"])
    act(st, "attack 1")
    act(st, "type Lightning")
    pika = st.active[1]
    assert pika is not None
    pika["energy"] = ["base1-100"]
    st.invalidate()
    act(st, "attack 0", seat=1)  # Gnaw 10, resisted: 0
    assert _mon(st, 0)["damage"] == 0


def test_shift_takes_the_type_of_another_pokemon_in_play() -> None:
    st = _table(("base2-13", "base1-58"))
    act(st, "power active")
    assert texts(st) == ["type Lightning"]
    act(st, "type Lightning")
    from pokeforge.games.origins.rules import board

    assert board.types_of(st, _mon(st, 0)) == ("Lightning",)
    assert "power active" not in texts(st)


def test_peek_shows_one_card_to_its_player_only() -> None:
    st = _table(("base2-55", "base1-58"))
    st.deck[1][-1] = "base1-58"
    act(st, "power active")
    assert texts(st) == [
        "peek my-deck",
        "peek their-deck",
        "peek my-prize",
        "peek their-prize",
    ]
    events = act(st, "peek their-deck")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.for_seat(0)["private"]["card"] == "base1-58"
    assert "private" not in peek.for_seat(1) and peek.reveals
