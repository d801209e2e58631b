"""Support attacks without damage (rulebook "Pokémon": Kadabra, Mr. Mime, Chansey, Ivysaur,
Raichu): any distance unless their text says otherwise."""

from __future__ import annotations

from tactics_builders import act, legal, lost, mon, position, texts, turn


def _telekinesis(options: list[str]) -> set[str]:
    prefix = "attack Telekinesis "
    return {o.removeprefix(prefix) for o in options if o.startswith(prefix)}


def test_telekinesis_moves_any_other_pokemon_exactly_two_squares_in_a_straight_line() -> None:
    st = position({"Kadabra": "a1", "Cubone": "e3"}, {"Onix": "e5", "Chansey": "i9"})
    turn(st, "Kadabra")
    act(st, "move a1")
    # every other Pokémon (ally or opponent), two squares up, down, left or right, onto a free
    # square of the board: e3 → e5 and e5 → e3 are taken, i9 has no room above or to the right,
    # and Kadabra (a1) does not move itself
    assert _telekinesis(legal(st)) == {
        "e3 to e1",
        "e3 to c3",
        "e3 to g3",
        "e5 to e7",
        "e5 to c5",
        "e5 to g5",
        "i9 to i7",
        "i9 to g9",
    }
    act(st, "attack Telekinesis e5 to c5")
    assert mon(st, "Onix").cell == st.board.cell_of["c5"]


def test_telekinesis_cannot_pass_over_a_rock_but_passes_over_a_pokemon() -> None:
    st = position({"Kadabra": "a1", "Cubone": "d3"}, {"Onix": "c3", "Chansey": "e3"})
    turn(st, "Kadabra")
    act(st, "move a1")
    # c3 → c5 would cross the rock on c4; c3 → e3 and e3 → c3 end on a Pokémon; d3 → b3 and
    # d3 → f3 pass over Onix and Chansey
    assert _telekinesis(legal(st)) == {
        "c3 to c1",
        "c3 to a3",
        "d3 to d5",
        "d3 to d1",
        "d3 to b3",
        "d3 to f3",
        "e3 to e5",
        "e3 to e1",
        "e3 to g3",
    }
    act(st, "attack Telekinesis d3 to f3")  # over Chansey on e3
    assert mon(st, "Cubone").cell == st.board.cell_of["f3"]


def test_light_screen_gives_two_tokens_up_to_four_to_an_ally_or_mr_mime() -> None:
    st = position({"Mr. Mime": "a1", "Cubone": "i1"}, {"Onix": "i9"})
    for expected in (2, 4, 4):
        turn(st, "Mr. Mime")
        act(st, "move a1")
        act(st, "attack Light Screen i1")
        assert mon(st, "Cubone").tokens["light_screen"] == expected
    turn(st, "Mr. Mime")
    act(st, "move a1")
    assert "attack Light Screen a1" in legal(st)
    assert "attack Light Screen i9" not in legal(st)  # not for opponents


def test_substitute_costs_mr_mime_twenty_hp_and_gives_one_token() -> None:
    st = position({"Mr. Mime": "a1", "Cubone": "i1"}, {"Onix": "i9"})
    turn(st, "Mr. Mime")
    act(st, "move a1")
    ev = act(st, "attack Substitute i1")
    assert mon(st, "Cubone").tokens["substitute"] == 1
    assert lost(st, "Mr. Mime") == 20
    assert "Mr. Mime loses 20 HP" in texts(ev)
    turn(st, "Mr. Mime")
    act(st, "move a1")
    act(st, "attack Substitute a1")
    assert mon(st, "Mr. Mime").tokens["substitute"] == 1
    assert lost(st, "Mr. Mime") == 40


def test_substitute_can_knock_out_mr_mime_itself() -> None:
    st = position({"Mr. Mime": "a1", "Cubone": "i1"}, {"Onix": "i9"})
    mon(st, "Mr. Mime").hp = 20
    turn(st, "Mr. Mime")
    act(st, "move a1")
    ev = act(st, "attack Substitute i1")
    assert mon(st, "Mr. Mime").out
    assert "Mr. Mime is knocked out" in texts(ev)


def test_softboiled_heals_thirty_on_a_three_or_more_and_nothing_on_one_or_two() -> None:
    st = position({"Chansey": "a1", "Tauros": "i1"}, {"Onix": "i9"})
    mon(st, "Tauros").hp = 50
    turn(st, "Chansey")
    act(st, "move a1")
    st.rng.script_dice(2)
    ev = act(st, "attack Softboiled i1")
    assert mon(st, "Tauros").hp == 50
    assert "nothing happens" in texts(ev)
    turn(st, "Chansey")
    act(st, "move a1")
    st.rng.script_dice(3)
    act(st, "attack Softboiled i1")
    assert mon(st, "Tauros").hp == 80


def test_healing_never_exceeds_maximum_hp() -> None:
    st = position({"Chansey": "a1", "Tauros": "b1"}, {"Onix": "i9"})
    mon(st, "Tauros").hp = 120
    turn(st, "Chansey")
    act(st, "move a1")
    act(st, "attack First Aid b1")
    assert mon(st, "Tauros").hp == 130


def test_first_aid_heals_forty_to_an_adjacent_ally_only() -> None:
    st = position({"Chansey": "e4", "Tauros": "f5", "Cubone": "a1"}, {"Onix": "i9"})
    mon(st, "Tauros").hp = 50
    mon(st, "Cubone").hp = 50
    mon(st, "Chansey").hp = 50
    turn(st, "Chansey")
    act(st, "move e4")
    options = legal(st)
    # Tauros (f5) is next to Chansey; Cubone (a1) is not, and Chansey does not aid itself
    assert [o for o in options if o.startswith("attack First Aid")] == ["attack First Aid f5"]
    act(st, "attack First Aid f5")
    assert mon(st, "Tauros").hp == 90


def test_aromatherapy_removes_all_tokens_of_one_chosen_harmful_effect_but_not_bind() -> None:
    st = position({"Chansey": "a1", "Tauros": "i1"}, {"Onix": "i9"})
    t = mon(st, "Tauros").tokens
    t["poison"] = 1
    t["paralysis"] = 3
    t["bind"] = 1
    turn(st, "Chansey")
    act(st, "move a1")
    options = legal(st)
    # one choice per harmful effect Tauros has, Bind excepted; Chansey (a1) has none to cure
    assert {o for o in options if o.startswith("attack Aromatherapy")} == {
        "attack Aromatherapy i1 poison",
        "attack Aromatherapy i1 paralysis",
    }
    act(st, "attack Aromatherapy i1 paralysis")
    assert t["paralysis"] == 0 and t["poison"] == 1 and t["bind"] == 1


def test_poison_powder_reaches_any_opponent_even_after_moving() -> None:
    st = position({"Ivysaur": "a1", "Raichu": "b1"}, {"Onix": "i9", "Kadabra": "a9"})
    turn(st, "Ivysaur")
    act(st, "move a2")  # "other" attacks do not mind moving
    act(st, "attack Poison Powder i9")
    assert mon(st, "Onix").tokens["poison"] == 1
    assert lost(st, "Onix") == 0


def test_thunderbolt_is_electric_and_reaches_any_opponent() -> None:
    st = position({"Raichu": "a1"}, {"Onix": "i9", "Kadabra": "b2"})
    turn(st, "Raichu")
    act(st, "move a1")
    assert "attack Thunderbolt b2" in legal(st)  # even next to Raichu
    st.rng.script_dice(3)
    act(st, "attack Thunderbolt i9")
    assert lost(st, "Onix") == 30  # defence does not count against electricity
