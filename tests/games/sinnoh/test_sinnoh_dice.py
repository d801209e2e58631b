"""The attack dice: faces from the ``dice`` parameter, drawn together from the state's Rng."""

from __future__ import annotations

from sinnoh_builders import script, start

from pokeforge.core.rng import Rng


def test_unscripted_dice_are_the_digits_of_one_draw() -> None:
    st = start("Snorlax", "Blissey")
    twin = st.rng.copy()
    counts = st.roll(5)
    x = twin.below(6**5)
    expected = [0, 0, 0]
    for _ in range(5):
        x, face = divmod(x, 6)
        expected[st.faces[face]] += 1
    assert counts == expected
    assert st.rng.to_json() == twin.to_json()  # one draw for the five dice


def test_scripted_dice_are_read_one_die_at_a_time() -> None:
    st = start("Snorlax", "Blissey")
    script(st, status=1, hits=2, crits=1)
    assert st.roll(4) == [1, 2, 1]
    assert st.rng.scripted_left == 0


def test_each_face_comes_up_about_equally_often() -> None:
    st = start("Snorlax", "Blissey")
    st.rng = Rng(12345)
    totals = [0, 0, 0]
    for n in range(1, 10):
        for _ in range(400):
            for i, c in enumerate(st.roll(n)):
                totals[i] += c
    dice = 400 * sum(range(1, 10))  # 18,000 dice: each kind of face expected 6,000 times
    assert sum(totals) == dice
    assert all(abs(t - dice / 3) < 300 for t in totals), totals  # about 4.5 standard deviations


def test_a_custom_die_is_respected() -> None:
    st = start("Snorlax", "Blissey", dice="2")
    assert st.roll(9) == [0, 0, 9]
    st2 = start("Snorlax", "Blissey", dice="0,1")
    counts = st2.roll(40)
    assert counts[2] == 0 and counts[0] + counts[1] == 40
