"""Damage (1999 rulebook): Weakness ×2 and Resistance −30 on the Defending Pokémon, never below
0; PlusPower and Defender after Weakness and Resistance; protections of earlier attacks."""

from __future__ import annotations

from origins_builders import act, table

from pokeforge.games.origins.state import OriginsState


def _attack(st: OriginsState, energy: list[str], n: int = 0) -> OriginsState:
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = energy
    st.invalidate()
    act(st, f"attack {n}")
    return st


def _damage(st: OriginsState, seat: int = 1) -> int:
    mon = st.active[seat]
    assert mon is not None
    return int(mon["damage"])


def test_plain_damage_goes_on_the_defending_pokemon() -> None:
    st = _attack(table(active=("t-2", "t-4")), ["t-91"])  # Machop 20 on Onix
    assert _damage(st) == 20


def test_weakness_doubles_the_damage() -> None:
    st = _attack(table(active=("t-2", "t-1")), ["t-91"])  # Machop (Fighting) on Pikachu
    assert st.active[1] is None or _damage(st) >= 40
    assert st.prizes_taken[0] == 1  # 40 damage knocks out the 40 HP Pikachu


def test_resistance_takes_thirty_and_never_below_zero() -> None:
    st = _attack(table(active=("t-1", "t-8")), ["t-90"])  # Pikachu Gnaw 10 on Mankey
    assert _damage(st) == 0


def test_plus_power_adds_ten_after_weakness_and_resistance() -> None:
    st = table(active=("t-2", "t-4"), hands=(["t-77"], []))
    act(st, "play t-77")
    _attack(st, ["t-91"])
    assert _damage(st) == 30
    assert "t-77" in st.discard[0]


def test_defender_reduces_damage_by_twenty_until_the_end_of_the_next_turn() -> None:
    st = table(active=("t-4", "t-2"), hands=(["t-78"], []))
    act(st, "play t-78")
    act(st, "end")
    st.hand[1].clear()
    _attack_as(st, 1, ["t-91"])
    assert _damage(st, 0) == 0
    assert "t-78" in st.discard[0]


def _attack_as(st: OriginsState, seat: int, energy: list[str], n: int = 0) -> None:
    mon = st.active[seat]
    assert mon is not None
    mon["energy"] = energy
    st.invalidate()
    act(st, f"attack {n}", seat=seat)


def test_harden_prevents_damage_of_thirty_or_less_only() -> None:
    st = table(active=("t-4", "t-3"))
    _attack(st, ["t-91", "t-91"], 1)  # Onix Harden
    _attack_as(st, 1, ["t-91", "t-91", "t-91"])  # Machoke Karate Chop 50
    assert _damage(st, 0) == 50
    st = table(active=("t-4", "t-2"))
    _attack(st, ["t-91", "t-91"], 1)
    _attack_as(st, 1, ["t-91"])  # Machop Low Kick 20
    assert _damage(st, 0) == 0
