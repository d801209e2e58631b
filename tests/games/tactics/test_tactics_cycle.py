"""Cycles (rulebook "Order of turns" and the schematic summary): secret simultaneous orders of 3
able Pokémon, alternating turns with Player 1 first, skipped turns of knocked-out Pokémon, empty
cards, and poison before every cycle."""

from __future__ import annotations

from tactics_builders import act, legal, mon, position, texts

from pokeforge.core import Event, Termination
from pokeforge.games.tactics import TacticsState

EXAMPLE_RED = {"Ivysaur": "a1", "Raichu": "e1", "Hitmonchan": "i1"}
EXAMPLE_BLUE = {"Hitmonchan": "a9", "Kadabra": "e9", "Onix": "i9"}


def _turns(events: list[Event], st: TacticsState) -> list[str]:
    return [st.mons[e.public["pokemon"]].sp.name for e in events if e.kind == "turn"]


def _play_cycle_passively(st: TacticsState, events: list[Event]) -> None:
    """Every Pokémon stays and does not attack until the next order decision."""
    while st.stage in ("move", "attack"):
        m = st.mons[st.t_mon]
        if st.stage == "move":
            events += act(st, f"move {st.board.names[m.cell]}")
        else:
            events += act(st, "skip")


def test_the_rulebooks_cycle_example_alternates_the_players_orders() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    events = act(st, "order Ivysaur Raichu Hitmonchan", seat=0)
    events += act(st, "order Hitmonchan Kadabra Onix", seat=1)
    _play_cycle_passively(st, events)
    assert _turns(events, st) == [
        "Ivysaur",
        "Hitmonchan",
        "Raichu",
        "Kadabra",
        "Hitmonchan",
        "Onix",
    ]
    owners = [e.public["seat"] for e in events if e.kind == "turn"]
    assert owners == [0, 1, 0, 1, 0, 1]
    assert st.stage == "order" and st.cycle == 2


def test_a_pokemon_knocked_out_before_its_turn_is_left_out_of_the_cycle() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    mon(st, "Kadabra").hp = 50
    events = act(st, "order Ivysaur Raichu Hitmonchan", seat=0)
    events += act(st, "order Hitmonchan Kadabra Onix", seat=1)
    events += act(st, "move a1")
    events += act(st, "attack Razor Leaf e9")  # Ivysaur knocks Kadabra out
    assert mon(st, "Kadabra").out
    _play_cycle_passively(st, events)
    assert _turns(events, st) == ["Ivysaur", "Hitmonchan", "Raichu", "Hitmonchan", "Onix"]
    assert any(e.kind == "turn_skipped" for e in events)


def _orders(st: TacticsState, seat: int) -> set[tuple[str, ...]]:
    """Every complete order ``seat`` can make, slot by slot, from the choices offered."""
    out: set[tuple[str, ...]] = set()

    def walk(copy: TacticsState, chosen: tuple[str, ...]) -> None:
        if len(chosen) == 3:
            out.add(chosen)
            return
        for action in copy.legal_actions(seat):
            nxt = copy.clone()
            nxt.apply(seat, action)
            walk(nxt, (*chosen, action.entry))  # type: ignore[union-attr]

    walk(st, ())
    return out


def test_orders_are_three_distinct_able_pokemon_in_any_order() -> None:
    st = position(
        {"Ivysaur": "a1", "Raichu": "b1", "Onix": "c1", "Cubone": "d1", "Tauros": "e1"},
        {"Kadabra": "a9", "Chansey": "b9", "Fearow": None},
    )
    red = _orders(st, 0)
    assert len(red) == 5 * 4 * 3
    assert ("Onix", "Ivysaur", "Tauros") in red
    assert all(len(set(o)) == 3 and "empty" not in o for o in red)  # empty only with < 3 able
    blue = _orders(st, 1)  # Fearow is knocked out: 2 able, one empty card anywhere
    assert blue == {
        ("Kadabra", "Chansey", "empty"),
        ("Chansey", "Kadabra", "empty"),
        ("Kadabra", "empty", "Chansey"),
        ("Chansey", "empty", "Kadabra"),
        ("empty", "Kadabra", "Chansey"),
        ("empty", "Chansey", "Kadabra"),
    }


def test_the_cycle_order_is_chosen_one_slot_at_a_time() -> None:
    st = position(
        {"Ivysaur": "a1", "Raichu": "b1", "Onix": "c1", "Cubone": "d1", "Tauros": "e1"},
        {"Kadabra": "a9", "Chansey": "b9", "Fearow": None},
    )
    assert legal(st, 0) == [f"order {n}" for n in ("Ivysaur", "Raichu", "Onix", "Cubone", "Tauros")]
    assert "first" in st.prompt(0).text
    assert act(st, "order Onix", seat=0) == []  # nothing anyone else can see
    assert legal(st, 0) == [f"order {n}" for n in ("Ivysaur", "Raichu", "Cubone", "Tauros")]
    assert "second" in st.prompt(0).text and "so far: Onix" in st.prompt(0).text
    assert st.prompt(0).data == {"cycle": st.cycle, "slot": 2, "slots": 3, "chosen": ["Onix"]}
    assert st.to_act() == (0, 1)
    act(st, "order Tauros", seat=0)
    assert legal(st, 0) == ["order Ivysaur", "order Raichu", "order Cubone"]
    ev = act(st, "order Ivysaur", seat=0)
    assert ev[0].for_seat(0)["text"] == "You chose the order Onix, Tauros, Ivysaur."
    assert st.to_act() == (1,)
    assert legal(st, 1) == ["order Kadabra", "order Chansey", "order empty"]
    act(st, "order empty", seat=1)
    assert legal(st, 1) == ["order Kadabra", "order Chansey"]  # the one empty card is used


def test_a_slot_already_chosen_or_an_extra_empty_card_is_refused_with_a_reason() -> None:
    import pytest

    from pokeforge.core import IllegalAction
    from pokeforge.games.tactics.actions import Order

    st = position(EXAMPLE_RED, {"Kadabra": "e9", "Onix": "i9"})
    act(st, "order Raichu", seat=0)
    with pytest.raises(IllegalAction, match="already in your order"):
        st.apply(0, Order("Raichu"))
    with pytest.raises(IllegalAction, match="fewer than 3"):
        st.apply(0, Order("empty"))
    act(st, "order empty", seat=1)
    with pytest.raises(IllegalAction, match="no more empty cards"):
        st.apply(1, Order("empty"))


def test_a_partly_chosen_order_is_secret_and_re_dealt_in_the_other_seats_copies() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    before = [(st.view(s), st.prompt(1).to_json()) for s in (1, None)]
    act(st, "order Raichu Ivysaur", seat=0)  # two of the three slots
    assert [(st.view(s), st.prompt(1).to_json()) for s in (1, None)] == before
    assert st.view(0)["secret"]["order"] == ["Raichu", "Ivysaur"]
    twin = position(EXAMPLE_RED, EXAMPLE_BLUE)
    act(twin, "order Hitmonchan Raichu", seat=0)
    copies = [s.determinize(1, seed=4) for s in (st, twin)]
    assert copies[0].digest() == copies[1].digest()  # re-dealt from Player 2's view alone
    assert len(copies[0].order_draft[0]) == 2
    assert st.determinize(0, seed=4).order_draft[0] == ["Raichu", "Ivysaur"]


def test_an_empty_card_is_a_lost_turn() -> None:
    st = position(
        {"Ivysaur": "a1", "Raichu": "b1", "Onix": "c1"}, {"Kadabra": "a9", "Chansey": "b9"}
    )
    events = act(st, "order Ivysaur Raichu Onix", seat=0)
    events += act(st, "order empty Kadabra Chansey", seat=1)
    _play_cycle_passively(st, events)
    assert _turns(events, st) == ["Ivysaur", "Raichu", "Kadabra", "Onix", "Chansey"]
    assert "Player 2 has an empty turn." in texts(events)


def test_cycle_orders_stay_secret_until_both_are_chosen() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    ev = act(st, "order Ivysaur Raichu Hitmonchan", seat=0)
    assert ev[0].for_seat(1)["text"] == "Player 1 chose their cycle order."
    assert "Ivysaur" not in str(ev[0].for_seat(None))
    assert "Ivysaur" in ev[0].for_seat(0)["text"]
    for seat in (1, None):
        v = st.view(seat)
        assert v["cycle"]["orders"] is None and v["cycle"]["committed"] == [0]
        assert "Raichu, " not in str(v)
    assert st.view(0)["secret"]["order"] == ["Ivysaur", "Raichu", "Hitmonchan"]
    assert st.to_act() == (1,)
    act(st, "order Hitmonchan Kadabra Onix", seat=1)
    assert st.view(None)["cycle"]["orders"] == {
        "0": ["Ivysaur", "Raichu", "Hitmonchan"],
        "1": ["Hitmonchan", "Kadabra", "Onix"],
    }


def test_both_seats_choose_at_the_same_time_in_either_order() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    assert st.to_act() == (0, 1)
    act(st, "order Hitmonchan Kadabra Onix", seat=1)
    assert st.to_act() == (0,)


def test_poison_takes_twenty_hp_before_each_cycle_and_can_knock_out() -> None:
    st = position(EXAMPLE_RED, EXAMPLE_BLUE)
    mon(st, "Onix").tokens["poison"] = 1
    kad = mon(st, "Kadabra")
    kad.tokens["poison"] = 1
    kad.hp = 20
    events = act(st, "order Ivysaur Raichu Hitmonchan", seat=0)
    events += act(st, "order Hitmonchan Kadabra Onix", seat=1)
    _play_cycle_passively(st, events)  # the cycle ends; poison strikes before cycle 2
    assert mon(st, "Onix").hp == 140
    assert kad.out
    text = texts(events)
    assert "Poison takes 20 HP from Onix" in text
    assert any(e.kind == "knockout" and e.public["pokemon"] == kad.idx for e in events)
    assert text.index("Cycle 2 begins") < text.index("Poison takes 20 HP from Onix")
    assert "order Hitmonchan Kadabra Onix" not in legal(st, 1)


def test_poison_knocking_out_both_last_pokemon_is_a_mutual_knockout() -> None:
    st = position({"Ivysaur": "a1"}, {"Kadabra": "i9"})
    for name in ("Ivysaur", "Kadabra"):
        mon(st, name).tokens["poison"] = 1
        mon(st, name).hp = 10
    events = act(st, "order Ivysaur empty empty", seat=0)
    events += act(st, "order Kadabra empty empty", seat=1)
    _play_cycle_passively(st, events)
    assert st.outcome is not None
    assert st.outcome.termination == Termination.MUTUAL_KNOCKOUT
