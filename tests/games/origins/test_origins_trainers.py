"""Trainer cards of the first batch (Base Set texts), each played from a hand laid out by hand;
shipped-content cards for Energy Retrieval, Pokédex, Super Potion and Lass."""

from __future__ import annotations

from origins_builders import act, table, texts

from pokeforge.games.origins.state import OriginsState


def _mon(st: OriginsState, seat: int, where: str = "active") -> dict[str, object]:
    mon = st.active[seat] if where == "active" else st.bench[seat][int(where[-1])]
    assert mon is not None
    return mon


def test_bill_draws_two() -> None:
    st = table(hands=(["t-70"], []), decks=(["t-90", "t-91", "t-92"], ["t-90"] * 5))
    act(st, "play t-70")
    assert sorted(st.hand[0]) == ["t-91", "t-92"] and st.discard[0] == ["t-70"]


def test_potion_heals_twenty_from_a_chosen_damaged_pokemon() -> None:
    st = table(bench=(["t-2"], []), hands=(["t-71"], []))
    assert "play t-71" not in texts(st)  # nothing is damaged
    _mon(st, 0)["damage"] = 30
    _mon(st, 0, "bench0")["damage"] = 10
    st.invalidate()
    act(st, "play t-71")
    assert texts(st) == ["target active", "target bench0"]
    act(st, "target active")
    assert _mon(st, 0)["damage"] == 10


def test_switch_needs_a_bench_and_swaps() -> None:
    st = table(hands=(["t-72"], []))
    assert "play t-72" not in texts(st)
    st = table(bench=(["t-2"], []), hands=(["t-72"], []))
    _mon(st, 0)["cond"] = ["poisoned"]
    act(st, "play t-72")
    assert _mon(st, 0)["cards"] == ["t-2"] and _mon(st, 0, "bench0")["cond"] == []


def test_gust_of_wind_brings_up_a_benched_pokemon_of_the_opponents_choice_of_mine() -> None:
    st = table(bench=([], ["t-8", "t-4"]), hands=(["t-73"], []))
    act(st, "play t-73")
    assert st.to_act() == (0,)
    assert texts(st) == ["target their-bench0", "target their-bench1"]
    act(st, "target their-bench1")
    assert _mon(st, 1)["cards"] == ["t-4"]


def test_energy_removal_discards_an_opponents_energy() -> None:
    st = table(bench=([], ["t-8"]), hands=(["t-74"], []))
    assert "play t-74" not in texts(st)
    _mon(st, 1, "bench0")["energy"] = ["t-92"]
    st.invalidate()
    act(st, "play t-74")
    assert _mon(st, 1, "bench0")["energy"] == [] and st.discard[1] == ["t-92"]


def test_professor_oak_discards_the_hand_and_draws_seven() -> None:
    st = table(hands=(["t-75", "t-1", "t-2"], []), decks=(["t-90"] * 10, ["t-90"] * 5))
    events = act(st, "play t-75")
    assert sorted(st.discard[0]) == ["t-1", "t-2", "t-75"]
    assert len(st.hand[0]) == 7
    assert any(e.kind == "discard_hand" and e.reveals for e in events)


def test_full_heal_removes_conditions() -> None:
    st = table(hands=(["t-76"], []))
    _mon(st, 0)["cond"] = ["asleep", "poisoned"]
    act(st, "play t-76")
    assert _mon(st, 0)["cond"] == []


def test_plus_power_is_discarded_at_the_end_of_the_turn() -> None:
    st = table(hands=(["t-77"], []))
    act(st, "play t-77")
    assert _mon(st, 0)["tools"] == ["t-77"]
    act(st, "end")
    assert _mon(st, 0)["tools"] == [] and st.discard[0] == ["t-77"]


def test_defender_stays_until_the_end_of_the_opponents_next_turn() -> None:
    st = table(hands=(["t-78"], []))
    act(st, "play t-78")
    act(st, "end")
    assert _mon(st, 0)["tools"] == ["t-78"]
    act(st, "end")
    assert _mon(st, 0)["tools"] == [] and st.discard[0] == ["t-78"]


# -- shipped cards ---------------------------------------------------------------------------------
def _shipped(hand: list[str], deck: list[str] | None = None) -> OriginsState:
    """A table of the shipped content (Machop against Pikachu, Charmander on the Bench)."""
    from pokeforge.games.origins.game import OriginsGame
    from pokeforge.games.origins.state import new_mon

    game = OriginsGame()
    st = game.new_state(game.origins_params({}), seed=1)
    for p in (0, 1):
        st.deck[p][:] = list(deck or ["base1-98"] * 10)
        st.hand[p][:] = []
        st.prizes[p][:] = ["base1-97"] * 6
        st.discard[p][:] = []
    st.hand[0][:] = hand
    st.active = [new_mon("base1-52", 0), new_mon("base1-58", 0)]
    st.bench = [[new_mon("base1-46", 0)], []]
    st.placing = st.ready = None
    st.phase, st.turn, st.current, st.first = "play", 3, 0, 0
    st.turns_taken = [2, 1]
    st.tasks, st.flow, st.extra_owed = [], [], []
    st.pending = {"kind": "main", "seat": 0}
    st.invalidate()
    return st


def test_energy_retrieval_trades_a_card_for_two_basic_energy_from_the_discard() -> None:
    st = _shipped(["base1-81", "base1-52"])
    st.discard[0][:] = ["base1-98", "base1-97", "base1-98"]
    act(st, "play base1-81")
    assert texts(st) == ["pick base1-52"]
    act(st, "pick base1-52")
    assert texts(st) == ["pick base1-97", "pick base1-98", "no"]
    act(st, "pick base1-98")
    act(st, "pick base1-97")
    assert sorted(st.hand[0]) == ["base1-97", "base1-98"]
    assert sorted(st.known[0]) == ["base1-97", "base1-98"]
    assert sorted(st.discard[0]) == ["base1-52", "base1-81", "base1-98"]


def test_energy_retrieval_needs_another_card_in_hand() -> None:
    st = _shipped(["base1-81"])
    assert "play base1-81" not in texts(st)


def test_pokedex_rearranges_the_top_five_in_the_chosen_order() -> None:
    deck = ["base1-98"] * 5 + ["base1-97", "base1-46", "base1-52", "base1-58", "base1-91"]
    st = _shipped(["base1-87"], deck)
    events = act(st, "play base1-87")
    look = next(e for e in events if e.kind == "look")
    assert look.for_seat(0)["private"]["cards"] == sorted(deck[5:])
    assert "private" not in look.for_seat(1)
    for card in ("base1-58", "base1-97", "base1-52", "base1-46"):
        act(st, f"pick {card}")
    assert st.deck[0][-5:] == ["base1-91", "base1-46", "base1-52", "base1-97", "base1-58"]
    assert st.pending is not None and st.pending["kind"] == "main"


def test_super_potion_discards_an_energy_to_heal_forty() -> None:
    st = _shipped(["base1-90"])
    assert "play base1-90" not in texts(st)
    mon = st.active[0]
    assert mon is not None
    mon["damage"] = 50
    mon["energy"] = ["base1-97"]
    st.invalidate()
    act(st, "play base1-90")
    assert mon["damage"] == 10 and mon["energy"] == [] and "base1-97" in st.discard[0]


def test_lass_shuffles_both_hands_trainers_into_the_decks() -> None:
    st = _shipped(["base1-75", "base1-91", "base1-52"])
    st.hand[1][:] = ["base1-95", "base1-58"]
    events = act(st, "play base1-75")
    assert sorted(st.hand[0]) == ["base1-52"] and st.hand[1] == ["base1-58"]
    assert "base1-91" in st.deck[0] and "base1-95" in st.deck[1]
    assert any(e.kind == "show_hands" and e.reveals for e in events)
    assert st.known[1] == ["base1-58"]


def test_charmander_needs_a_fire_energy_to_discard_for_ember() -> None:
    st = _shipped([])
    st.active[0] = st.bench[0].pop()
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["base1-97", "base1-97"]
    st.invalidate()
    assert "attack 1" not in texts(st)  # Ember (Fire and Colorless); attack 0 is Scratch
    mon["energy"] = ["base1-98", "base1-97"]
    st.invalidate()
    act(st, "attack 1")
    assert mon["energy"] == ["base1-97"]
    target = st.active[1]
    assert target is not None and target["damage"] == 30


def test_super_energy_removal_pays_one_of_mine_for_two_of_theirs() -> None:
    st = _shipped(["base1-79"])
    assert "play base1-79" not in texts(st)
    me, them = st.active[0], st.active[1]
    assert me is not None and them is not None
    me["energy"] = ["base1-97"]
    them["energy"] = ["base1-100", "base1-100", "base1-100"]
    st.invalidate()
    act(st, "play base1-79")
    assert me["energy"] == [] and them["energy"] == ["base1-100"]
    assert st.discard[1] == ["base1-100", "base1-100"]


def test_gambler_shuffles_the_hand_in_and_draws_eight_on_heads() -> None:
    from origins_builders import heads

    st = _shipped(["base3-60", "base1-52", "base1-52"])
    size = len(st.deck[0])
    deck_after = size + 2
    heads(st, *([0] * (deck_after - 1)), 1)  # Fisher-Yates uses deck-1 draws, then the coin
    act(st, "play base3-60")
    assert len(st.hand[0]) == 8


def test_pokemon_center_heals_all_and_discards_their_energy() -> None:
    st = _shipped(["base1-85"])
    me, bench = st.active[0], st.bench[0][0]
    assert me is not None
    me["damage"], me["energy"] = 30, ["base1-97"]
    bench["energy"] = ["base1-98"]
    act(st, "play base1-85")
    assert me["damage"] == 0 and me["energy"] == [] and bench["energy"] == ["base1-98"]
    # "all of your own Pokémon with damage counters on them": the Benched ones too
    st = _shipped(["base1-85"])
    me, bench = st.active[0], st.bench[0][0]
    assert me is not None
    me["energy"] = ["base1-97"]
    bench["damage"], bench["energy"] = 10, ["base1-98", "base1-96"]
    act(st, "play base1-85")
    assert bench["damage"] == 0 and bench["energy"] == [] and me["energy"] == ["base1-97"]
    assert sorted(st.discard[0]) == ["base1-85", "base1-96", "base1-98"]


def test_scoop_up_returns_the_basic_and_discards_the_rest() -> None:
    st = _shipped(["base1-78"])
    me = st.active[0]
    assert me is not None
    me["cards"] = ["base1-52", "base1-34"]
    me["energy"] = ["base1-97"]
    act(st, "play base1-78")
    act(st, "target active")
    assert "base1-52" in st.hand[0] and "base1-52" in st.known[0]
    assert sorted(st.discard[0]) == ["base1-34", "base1-78", "base1-97"]
    assert st.active[0] is not None and st.active[0]["cards"] == ["base1-46"]


def test_revive_puts_a_basic_on_the_bench_with_half_its_hp_in_damage() -> None:
    st = _shipped(["base1-89"])
    assert "play base1-89" not in texts(st)
    st.discard[0][:] = ["base1-58"]
    st.invalidate()
    act(st, "play base1-89")
    assert st.bench[0][-1]["cards"] == ["base1-58"] and st.bench[0][-1]["damage"] == 20


def test_mr_fuji_shuffles_a_benched_pokemon_into_the_deck() -> None:
    st = _shipped(["base3-58"])
    size = len(st.deck[0])
    act(st, "play base3-58")
    assert st.bench[0] == [] and len(st.deck[0]) == size + 1


def test_maintenance_shuffles_two_cards_in_to_draw_one() -> None:
    st = _shipped(["base1-83", "base1-52", "base1-46"])
    assert "play base1-83" in texts(st)
    act(st, "play base1-83")
    act(st, "pick base1-46")
    act(st, "pick base1-52")
    assert len(st.hand[0]) == 1


def test_impostor_oak_makes_the_opponent_shuffle_and_draw_seven() -> None:
    st = _shipped(["base1-73"])
    st.hand[1][:] = ["base1-58"]
    act(st, "play base1-73")
    assert len(st.hand[1]) == 7


def test_pokemon_flute_puts_a_basic_from_the_opponents_discard_on_their_bench() -> None:
    st = _shipped(["base1-86"])
    assert "play base1-86" not in texts(st)
    st.discard[1][:] = ["base1-58", "base1-100"]
    st.invalidate()
    act(st, "play base1-86")
    assert [m["cards"] for m in st.bench[1]] == [["base1-58"]]


def test_clefairy_doll_plays_as_a_basic_with_ten_hp_and_no_prize() -> None:
    st = _shipped(["base1-70"])
    act(st, "play base1-70")
    doll = st.bench[0][-1]
    assert doll["cards"] == ["base1-70"] and "base1-70" not in st.discard[0]
    assert st.view(1)["players"][0]["bench"][-1]["hp"] == 10
    # Gust of Wind brings it up; Pikachu knocks it out: no Prize
    st.active[0], st.bench[0][-1] = st.bench[0][-1], st.active[0]  # type: ignore[assignment]
    st.invalidate()
    assert not [t for t in texts(st) if t.startswith(("retreat", "attack"))]
    act(st, "end")
    pika = st.active[1]
    assert pika is not None
    pika["energy"] = ["base1-100"]
    st.invalidate()
    act(st, "attack 0", seat=1)
    assert st.prizes_taken == [0, 0] and "base1-70" in st.discard[0]


def test_a_doll_can_be_discarded_from_play_during_its_owners_turn() -> None:
    st = _shipped(["base1-70"])
    act(st, "play base1-70")
    assert "power bench1" in texts(st)
    act(st, "power bench1")
    assert len(st.bench[0]) == 1 and "base1-70" in st.discard[0]


def test_mysterious_fossil_evolves_into_kabuto() -> None:
    st = _shipped(["base3-62", "base3-50"])
    act(st, "play base3-62")
    assert not [t for t in texts(st) if t.startswith("evolve")]  # not the turn it came in
    st.turn += 2
    st.invalidate()
    act(st, "evolve base3-50 bench1")
    assert st.bench[0][1]["cards"] == ["base3-62", "base3-50"]
