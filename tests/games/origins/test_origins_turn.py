"""The turn (1999 rulebook): draw, Basics to the Bench (at most 5), evolving, one Energy a
turn, retreating paying the cost (no limit a turn in this era), attacking ends the turn; a
player who cannot draw loses."""

from __future__ import annotations

from origins_builders import act, table, texts

from pokeforge.core import IllegalAction


def test_the_turn_starts_with_a_draw() -> None:
    st = table(decks=(["t-90"] * 5, ["t-92", "t-91"]))
    act(st, "end")
    assert st.current == 1 and st.hand[1] == ["t-91"]


def test_a_player_who_cannot_draw_loses() -> None:
    st = table(decks=(["t-90"] * 5, []))
    act(st, "end")
    assert st.outcome is not None and st.outcome.winners == (0,)
    assert st.end_reason == "deck_out"


def test_basics_go_to_the_bench_up_to_five() -> None:
    st = table(hands=(["t-2"] * 6, []))
    for _ in range(5):
        act(st, "bench t-2")
    assert len(st.bench[0]) == 5
    assert "bench t-2" not in texts(st)


def test_one_energy_attachment_a_turn() -> None:
    st = table(hands=(["t-90", "t-91"], []))
    act(st, "attach t-90 active")
    assert not [t for t in texts(st) if t.startswith("attach")]
    assert st.active[0] is not None and st.active[0]["energy"] == ["t-90"]


def test_evolving_needs_a_pokemon_in_play_since_an_earlier_turn() -> None:
    st = table(active=("t-2", "t-1"), hands=(["t-3", "t-2"], []))
    assert "evolve t-3 active" in texts(st)
    act(st, "bench t-2")
    assert "evolve t-3 bench0" not in texts(st)
    act(st, "evolve t-3 active")
    mon = st.active[0]
    assert mon is not None and mon["cards"] == ["t-2", "t-3"]


def test_no_evolving_on_a_players_first_turn() -> None:
    st = table(active=("t-2", "t-1"), hands=(["t-3"], []), turn=1)
    assert not [t for t in texts(st) if t.startswith("evolve")]


def test_evolving_ends_special_conditions() -> None:
    st = table(active=("t-2", "t-1"), hands=(["t-3"], []))
    assert st.active[0] is not None
    st.active[0]["cond"] = ["confused", "poisoned"]
    act(st, "evolve t-3 active")
    assert st.active[0]["cond"] == []


def test_retreat_discards_energy_for_the_cost_and_may_be_done_again() -> None:
    # the Base Set – Fossil rules set no limit to retreating in a turn (one a turn came in 2002)
    st = table(active=("t-4", "t-1"), bench=(["t-2", "t-1"], []))
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-91", "t-91", "t-91"]
    st.invalidate()
    act(st, "retreat bench1")
    assert st.active[0] is not None and st.active[0]["cards"] == ["t-1"]
    assert st.bench[0][1]["cards"] == ["t-4"] and st.bench[0][1]["energy"] == []
    assert st.discard[0] == ["t-91"] * 3
    assert not [t for t in texts(st) if t.startswith("retreat")]  # Pikachu: no Energy
    st.active[0]["energy"] = ["t-90"]
    st.invalidate()
    act(st, "retreat bench0")  # a second retreat in the same turn
    assert st.active[0] is not None and st.active[0]["cards"] == ["t-2"]
    assert st.current == 0


def test_retreating_ends_special_conditions_and_the_effects_of_attacks() -> None:
    st = table(active=("t-1", "t-4"), bench=(["t-2"], []))
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["t-90"]
    mon["cond"] = ["poisoned"]
    mon["markers"] = [{"kind": "no_attack", "until": 99}]
    st.invalidate()
    act(st, "retreat bench0")
    assert mon["cond"] == [] and mon["markers"] == []


def test_retreat_asks_which_energy_when_they_differ() -> None:
    st = table(active=("t-1", "t-1"), bench=(["t-2"], []))
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-90", "t-91"]
    st.invalidate()
    act(st, "retreat bench0")
    assert texts(st) == ["pay t-90", "pay t-91"]
    act(st, "pay t-91")
    assert st.bench[0][0]["energy"] == ["t-90"]


def test_asleep_or_paralyzed_pokemon_cannot_retreat_or_attack() -> None:
    for status in ("asleep", "paralyzed"):
        st = table(active=("t-1", "t-1"), bench=(["t-2"], []))
        assert st.active[0] is not None
        st.active[0]["energy"] = ["t-90", "t-90"]
        st.active[0]["cond"] = [status]
        st.invalidate()
        assert not [t for t in texts(st) if t.startswith(("retreat", "attack"))]


def test_an_attack_needs_its_energy_and_colorless_takes_any() -> None:
    st = table(active=("t-1", "t-2"))
    assert not [t for t in texts(st) if t.startswith("attack")]
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-91"]
    st.invalidate()
    assert [t for t in texts(st) if t.startswith("attack")] == ["attack 0"]
    st.active[0]["energy"] = ["t-90", "t-91"]
    st.invalidate()
    assert [t for t in texts(st) if t.startswith("attack")] == ["attack 0", "attack 1"]


def test_double_colorless_energy_pays_two_colorless() -> None:
    st = table(active=("t-3", "t-1"))
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-91", "t-91"]
    st.invalidate()
    assert "attack 0" not in texts(st)
    st.active[0]["energy"] = ["t-91", "t-94"]
    st.invalidate()
    assert "attack 0" not in texts(st)
    st.active[0]["energy"] = ["t-91", "t-91", "t-94"]
    st.invalidate()
    assert "attack 0" in texts(st)


def test_an_attack_ends_the_turn() -> None:
    st = table(active=("t-1", "t-4"))
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-90"]
    st.invalidate()
    act(st, "attack 0")
    assert st.current == 1


def test_first_turn_attack_follows_the_parameter() -> None:
    st = table(active=("t-1", "t-4"), turn=1, first_turn_attack=False)
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-90"]
    st.invalidate()
    assert "attack 0" not in texts(st)
    st = table(active=("t-1", "t-4"), turn=1)
    assert st.active[0] is not None
    st.active[0]["energy"] = ["t-90"]
    st.invalidate()
    assert "attack 0" in texts(st)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    st = table()
    before = st.digest()
    try:
        act(st, "attack 1")
    except IllegalAction as exc:
        assert exc.reason
    assert st.digest() == before


def test_playing_a_kind_the_opponent_knew_of_forgets_it() -> None:
    st = table(hands=(["t-90", "t-90"], []))
    st.known[0][:] = ["t-90"]
    act(st, "attach t-90 active")
    assert st.known[0] == []
    assert st.view(1)["players"][0]["hand"] == {"count": 1, "known": []}


def test_a_determinised_copy_keeps_hidden_hands_sorted() -> None:
    st = table(hands=(["t-2", "t-1"], ["t-92", "t-90", "t-91"]))
    st.known[1][:] = ["t-92"]
    copy = st.determinize(0, 5)
    assert copy.hand[1] == sorted(copy.hand[1]) and "t-92" in copy.hand[1]
