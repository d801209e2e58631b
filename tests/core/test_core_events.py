"""core.events: each seat sees the public part and only its own private part."""

from __future__ import annotations

from pokeforge.core import Event


def _draw() -> Event:
    return Event(
        "draw",
        "Player 1 drew a card.",
        public={"seat": 0},
        private={0: {"card": "Pikachu"}, 1: {"peek": 3}},
        private_text={0: "You drew Pikachu."},
    )


def test_a_seat_sees_its_own_private_part_and_sentence() -> None:
    seen = _draw().for_seat(0)
    assert seen == {
        "kind": "draw",
        "text": "You drew Pikachu.",
        "seat": 0,
        "private": {"card": "Pikachu"},
    }


def test_another_seat_never_sees_a_private_part_that_is_not_its_own() -> None:
    seen = _draw().for_seat(1)
    assert seen["text"] == "Player 1 drew a card."
    assert seen["private"] == {"peek": 3}
    assert "Pikachu" not in repr(seen)


def test_a_spectator_sees_only_the_public_part() -> None:
    seen = _draw().for_seat(None)
    assert seen == {"kind": "draw", "text": "Player 1 drew a card.", "seat": 0}


def test_a_seat_without_private_parts_sees_the_public_event() -> None:
    assert _draw().for_seat(2) == _draw().for_seat(None)


def test_json_round_trip_keeps_integer_seats() -> None:
    event = _draw()
    assert Event.from_json(event.to_json()) == event
