"""Between turns (1999 rulebook, special conditions; Origins "Classic Confusion Rules"):
Poison, the Asleep coin, Paralysis wearing off after its owner's next turn, Confusion (the
Base Set rules: tails 20 damage to itself, Weakness and Resistance applying; retreating pays
the cost, then a coin)."""

from __future__ import annotations

import pytest
from origins_builders import act, heads, table, texts

from pokeforge.games.origins.game import OriginsGame
from pokeforge.games.origins.state import OriginsState

SHIPPED = OriginsGame()


def test_poison_does_ten_between_turns() -> None:
    st = table(active=("t-4", "t-4"))
    assert st.active[1] is not None
    st.active[1]["cond"] = ["poisoned"]
    act(st, "end")
    assert st.active[1]["damage"] == 10


def test_toxic_poison_does_its_own_amount() -> None:
    st = table(active=("t-4", "t-4"))
    mon = st.active[1]
    assert mon is not None
    mon["cond"] = ["poisoned"]
    mon["poison"] = 20
    act(st, "end")
    assert mon["damage"] == 20


def test_asleep_wakes_on_heads_between_turns() -> None:
    st = table(active=("t-4", "t-4"))
    mon = st.active[1]
    assert mon is not None
    mon["cond"] = ["asleep"]
    heads(st, 0)
    act(st, "end")
    assert mon["cond"] == ["asleep"]
    heads(st, 1)
    act(st, "end", seat=1)
    assert mon["cond"] == []


def test_paralysis_ends_after_its_owners_next_turn() -> None:
    st = table(active=("t-5", "t-4"))
    mon = st.active[0]
    assert mon is not None
    mon["energy"] = ["t-93"]
    st.invalidate()
    heads(st, 1)
    act(st, "attack 0")  # Abra's Psyshock: heads, Onix is Paralyzed
    onix = st.active[1]
    assert onix is not None and onix["cond"] == ["paralyzed"]
    assert not [t for t in texts(st) if t.startswith(("attack", "retreat"))]
    act(st, "end")  # Onix's owner's turn ends: Paralysis wears off
    assert onix["cond"] == []


def test_confusion_tails_hurts_the_attacker_twenty_in_classic() -> None:
    # the Base Set rules: a Confused Pokémon's tails does 20 damage to itself
    st = table(active=("t-2", "t-4"))
    mon = st.active[0]
    assert mon is not None
    mon["cond"] = ["confused"]
    mon["energy"] = ["t-91"]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")
    assert mon["damage"] == 20
    assert st.active[1] is not None and st.active[1]["damage"] == 0


@pytest.mark.parametrize(("fmt", "hurt"), [("classic", 40), ("origins", 20)])
def test_confusion_tails_applies_its_own_weakness_in_classic_only(fmt: str, hurt: int) -> None:
    # Abra (Psychic, weak to Psychic): classic 20 ×2; Origins puts 2 damage counters
    st = table(active=("t-5", "t-4"), format=fmt)
    mon = st.active[0]
    assert mon is not None
    mon["cond"] = ["confused"]
    mon["energy"] = ["t-93"]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")
    assert mon["damage"] == hurt


def test_confusion_tails_is_two_counters_in_origins() -> None:
    st = table(active=("t-2", "t-4"), format="origins")
    mon = st.active[0]
    assert mon is not None
    mon["cond"] = ["confused"]
    mon["energy"] = ["t-91"]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")
    assert mon["damage"] == 20


def test_confusion_heads_attacks_normally() -> None:
    st = table(active=("t-2", "t-4"))
    mon = st.active[0]
    assert mon is not None
    mon["cond"] = ["confused"]
    mon["energy"] = ["t-91"]
    st.invalidate()
    heads(st, 1)
    act(st, "attack 0")
    assert mon["damage"] == 0 and st.active[1] is not None and st.active[1]["damage"] == 20


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_confused_pokemon_retreats_only_on_heads(fmt: str) -> None:
    # paying the Retreat Cost, then a coin; tails: it stays and can't try again this turn
    for face, moved in ((0, False), (1, True)):
        st = table(active=("t-1", "t-4"), bench=(["t-2"], []), format=fmt)
        mon = st.active[0]
        assert mon is not None
        mon["cond"] = ["confused"]
        mon["energy"] = ["t-90", "t-90"]
        st.invalidate()
        heads(st, face)
        act(st, "retreat bench0")
        assert (st.active[0] is not mon) == moved
        assert mon["energy"] == ["t-90"]  # the cost is paid either way
        assert mon["cond"] == ([] if moved else ["confused"])
        # after tails no second try this turn; after heads Machop may retreat in turn
        now = st.active[0]
        assert now is not None
        now["energy"] = ["t-91"]
        st.invalidate()
        assert bool([t for t in texts(st) if t.startswith("retreat")]) is moved


# -- an attack's cost and the coin that decides whether the attack happens -------------------------
def _shipped(fmt: str, active: tuple[str, str], energy: list[str]) -> OriginsState:
    """Seat 0 to act with the shipped ``active`` cards, its Active holding ``energy``."""
    from test_origins_layers import _table

    st = _table(fmt, game=SHIPPED, active=active, bench=([], ["base1-58"]))
    me = st.active[0]
    assert me is not None
    me["energy"] = list(energy)
    st.invalidate()
    return st


@pytest.mark.parametrize("fmt", ["classic", "origins"])
@pytest.mark.parametrize("gate", ["confused", "smokescreen"])
def test_an_energy_discarded_in_order_to_attack_is_paid_before_the_coin(
    fmt: str, gate: str
) -> None:
    # Charmander's Ember: "Discard 1 Fire Energy card attached to Charmander in order to use
    # this attack": the era's ruling discards it as the attack is used, before the Confusion
    # (or Smokescreen) coin; on tails it stays discarded (both formats)
    st = _shipped(fmt, ("base1-46", "base1-56"), ["base1-98", "base1-98"])
    me = st.active[0]
    assert me is not None
    if gate == "confused":
        me["cond"] = ["confused"]
    else:
        me["markers"] = [{"kind": "smokescreen", "until": 99}]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 1")
    assert me["energy"] == ["base1-98"] and st.discard[0] == ["base1-98"]
    them = st.active[1]
    assert them is not None and them["damage"] == 0
    assert me["damage"] == (20 if gate == "confused" else 0)


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_the_cost_is_chosen_before_the_confusion_coin_is_flipped(fmt: str) -> None:
    # Charizard's Fire Spin discards 2 Energy cards of the player's choice: asked first
    st = _shipped(fmt, ("base1-4", "base1-56"), ["base1-98"] * 4 + ["base1-102"])
    me = st.active[0]
    assert me is not None
    me["cond"] = ["confused"]
    st.invalidate()
    events = act(st, "attack 0")
    assert "flip" not in [e.kind for e in events]
    assert texts(st) == ["pick base1-102", "pick base1-98"]
    heads(st, 0)
    act(st, "pick base1-102")  # the second is a Fire Energy, without a question
    assert sorted(st.discard[0]) == ["base1-102", "base1-98"] and me["damage"] == 20


@pytest.mark.parametrize("fmt", ["classic", "origins"])
def test_a_discard_the_attack_does_is_not_a_cost_and_waits_for_heads(fmt: str) -> None:
    # Vulpyre's Foxfire: "Discard 2 Fire Energy cards attached to Vulpyre." is what the attack
    # does, not what it costs: on tails the attack never happens and nothing is discarded
    st = _shipped(fmt, ("origins-8", "base1-56"), ["base1-98"] * 3)
    me = st.active[0]
    assert me is not None
    me["cond"] = ["confused"]
    st.invalidate()
    heads(st, 0)
    act(st, "attack 0")
    assert me["energy"] == ["base1-98"] * 3 and st.discard[0] == [] and me["damage"] == 20
