"""Every move whose text derives, sets or copies its attack strength, checked against its card
text (the audit in docs/rules/sinnoh.md). The attacker is Snorlax (initiative 7, health 12)
unless said otherwise; the dice are forced, only the strength is read."""

from __future__ import annotations

import pytest
from sinnoh_builders import hit, start

NONE = (0, 0, 0)


def test_strength_from_the_users_or_targets_numbers() -> None:
    st = start("Snorlax,Bidoof", "Blissey")
    snorlax = st.sides[0].party[0]
    assert st.initiative(0) == 7
    assert hit(st, "Electro Ball", NONE).strength == 7 // 2  # half the current initiative
    assert hit(st, "Eruption", NONE).strength == 7  # health left 12, maximum 7
    snorlax.damage = 8
    assert hit(st, "Eruption", NONE).strength == 4  # the current health
    snorlax.damage = 5
    assert hit(st, "Flail", NONE).strength == 1 + 5 // 2  # +1 per 2 damage taken
    snorlax.damage, snorlax.taken = 0, 3
    assert hit(st, "Destiny Bond", NONE).strength == 1 + 3  # damage taken last turn
    snorlax.taken = 3
    assert hit(st, "Rampart Riposte", NONE).strength == 1 + 3


def test_strength_from_the_party() -> None:
    st = start("Snorlax,Bidoof,Chansey", "Blissey")
    bidoof, chansey = st.sides[0].party[1:]
    assert hit(st, "Revenge", NONE).strength == 2
    bidoof.fainted = True
    assert hit(st, "Revenge", NONE).strength == 2 + 1  # +1 per fainted Pokémon
    chansey.moves = ["Frost Song"]
    assert hit(st, "Fire Song", NONE).strength == 5 + 1  # a non-fainted ally with a Song
    chansey.fainted = True
    assert hit(st, "Thunder Song", NONE).strength == 5  # a fainted one does not count
    chansey.fainted, chansey.moves = False, ["Surf"]
    assert hit(st, "Surf", NONE).strength == 4 + 1  # an ally knowing Surf


@pytest.mark.parametrize(
    ("move", "printed", "repeated"),
    [
        ("Roar of Time", 6, 2),
        ("Solar Beam", 6, 2),
        ("Hyper Beam", 6, 2),
        ("Rock Wrecker", 6, 2),
        ("Ripple in Space", 6, 2),
        ("Sky Attack", 5, 3),
        ("Power Whip", 5, 3),
        ("Spit Up", 4, 2),
        ("Soft-Boiled", 1, 4),
    ],
)
def test_strength_when_the_move_was_used_last_turn(move: str, printed: int, repeated: int) -> None:
    st = start("Snorlax", "Blissey")
    assert hit(st, move, NONE).strength == printed
    assert hit(st, move, NONE).strength == repeated  # used last turn
    st.sides[0].party[0].last_move = None  # something else in between
    assert hit(st, move, NONE).strength == printed


def test_soft_boiled_heals_4_or_1_when_repeated() -> None:
    st = start("Snorlax", "Blissey")
    snorlax = st.sides[0].party[0]
    snorlax.damage = 8
    hit(st, "Soft-Boiled", NONE)
    assert snorlax.damage == 4
    hit(st, "Soft-Boiled", NONE)
    assert snorlax.damage == 3


@pytest.mark.parametrize(
    ("move", "status"),
    [
        ("Nuzzle", "paralysed"),
        ("Stun Spore", "paralysed"),
        ("Sweet Kiss", "confused"),
        ("Confuse Ray", "confused"),
        ("Will-O-Wisp", "burned"),
        ("Grass Whistle", "drowsy"),
        ("Toxic", "poisoned"),
    ],
)
def test_strength_3_against_a_target_that_already_has_the_status(move: str, status: str) -> None:
    st = start("Snorlax", "Blissey")
    assert hit(st, move, NONE).strength == 1
    st.sides[1].party[0].statuses = [status]
    assert hit(st, move, NONE).strength == 3


def test_strength_grows_with_each_use_this_battle() -> None:
    st = start("Snorlax,Bidoof", "Blissey")
    assert [hit(st, "Lift Off", NONE).strength for _ in range(3)] == [3, 4, 5]
    from pokeforge.games.sinnoh.rules.battle import leave

    leave(st, st.sides[0].party[0])  # switching out does not reset "this battle"
    assert hit(st, "Lift Off", NONE).strength == 6


def test_an_apricorn_sets_the_strength_to_7() -> None:
    st = start("Snorlax", "Blissey")
    assert hit(st, "Hangry Wheel", NONE, option="apricorn=no").strength == 4
    assert hit(st, "Hangry Wheel", NONE, option="apricorn=yes").strength == 7
    assert st.sides[0].apricorns == 1
    assert hit(st, "Belch", NONE, option="apricorn=yes").strength == 7
    assert st.sides[0].apricorns == 0
    assert hit(st, "Belch", NONE, option="apricorn=yes").strength == 4  # none left to eat


def test_foul_play_copies_a_printed_strength_and_at_least_1() -> None:
    st = start("Zorua", "Blissey")
    assert hit(st, "Foul Play", NONE, option="copy=Double-Edge").strength == 5
    assert hit(st, "Foul Play", NONE, option="copy=Nothing").strength == 1
