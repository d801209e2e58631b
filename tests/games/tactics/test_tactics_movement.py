"""Phase 2 movement (rulebook "The turn, its phases…", Phase 2): up to speed orthogonal steps,
never diagonally; staying is allowed; Pokémon, rocks and barriers block walking."""

from __future__ import annotations

from tactics_builders import act, legal, mon, position, texts, turn


def _squares(options: list[str]) -> set[str]:
    return {o.split()[1] for o in options if o.startswith("move ") and " with " not in o}


def test_a_pokemon_walks_up_to_its_speed_in_orthogonal_steps_or_stays() -> None:
    st = position({"Kadabra": "e2"}, {"Onix": "i9"})  # speed 2
    turn(st, "Kadabra")
    assert _squares(legal(st)) == {
        "e2", "e1", "e3", "e4", "d2", "c2", "f2", "g2", "d1", "f1", "d3", "f3",
    }  # fmt: skip
    act(st, "move d3")  # a diagonal square costs two steps
    assert mon(st, "Kadabra").cell == st.board.cell_of["d3"]


def test_walking_cannot_pass_through_allies_opponents_or_rocks() -> None:
    # Cubone on b2 with an ally on b3, an opponent on a2 and a rock on c4 (default board)
    st = position({"Cubone": "b2", "Ivysaur": "b3"}, {"Kadabra": "a2", "Onix": "i9"})
    turn(st, "Cubone")  # speed 3
    squares = _squares(legal(st))
    assert "b3" not in squares and "a2" not in squares  # occupied
    # a3 and b4 are 2 steps away, but only through a2 or b3: walled in
    assert "a3" not in squares and "b4" not in squares
    assert {"b1", "a1", "c2", "c3", "d2"} <= squares
    st2 = position({"Cubone": "c2"}, {"Onix": "i9"})
    turn(st2, "Cubone")
    squares2 = _squares(legal(st2))
    assert "c4" not in squares2 and "c5" not in squares2  # the rock blocks the c-file
    assert "d4" in squares2


def test_moving_is_reported_and_ends_phase_2() -> None:
    st = position({"Tauros": "a1"}, {"Kadabra": "i9"})
    turn(st, "Tauros")
    ev = act(st, "move a4")
    assert "Tauros moves from a1 to a4." in texts(ev)


def test_each_destination_is_offered_once_and_a_bonus_is_announced_before_the_move() -> None:
    st = position({"Fearow": "e4", "Beedrill": "a1"}, {"Kadabra": "e8"})
    turn(st, "Fearow")
    options = legal(st)
    squares = [o.split()[1] for o in options if o.startswith("move ")]
    assert len(squares) == len(set(squares)) > 20
    assert not [o for o in options if " with " in o]
    assert "announce Fly" in options
    ev = act(st, "announce Fly")
    assert texts(ev) == "Fearow announces Fly."
    assert "announced Fly" in st.prompt(0).text
    flying = legal(st)
    squares = [o.split()[1] for o in flying]
    assert all(o.startswith("move ") and o.endswith(" with Fly") for o in flying)
    assert len(squares) == len(set(squares))
    act(st, "move e7 with Fly")
    assert legal(st) == ["skip", "attack Fly e8"]
