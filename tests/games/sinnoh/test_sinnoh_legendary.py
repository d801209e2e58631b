"""Legendary tactics: Alpha Strike and Beast Boost, and the Alpha Pokémon (forced dice)."""

from __future__ import annotations

from sinnoh_builders import hit, script, start, use

from pokeforge.games.sinnoh import GAME
from pokeforge.games.sinnoh.actions import Action
from pokeforge.games.sinnoh.state import SinnohState


def test_a_legendary_pokemon_brings_alpha_strike_and_beast_boost() -> None:
    st = start("Snorlax", opponent="wild", wild="Dialga")
    dialga = st.sides[1].party[0]
    assert dialga.tactics == ("Alpha Strike", "Beast Boost")
    assert st.move_names(dialga) == ["Roar of Time", "Alpha Strike"]
    assert st.sides[0].party[0].tactics == ()


def test_alpha_strike_takes_any_learnable_type_and_is_weak_when_repeated() -> None:
    st = start("Dialga", "Snorlax")
    assert st.actor == 0
    strikes = [str(a) for a in st.legal_actions(0) if a.index == 1]
    assert strikes == [f"use 1 type={t}" for t in ("steel", "dragon", "ground", "fire")]
    ctx = hit(st, "Alpha Strike", (0, 4, 0), option="type=fighting")
    assert ctx.strength == 4 and ctx.mtype == "fighting" and ctx.dealt == 4 + 2
    assert hit(st, "Alpha Strike", (0, 0, 0), option="type=ground").strength == 2
    hit(st, "Roar of Time", (0, 0, 0))
    assert hit(st, "Alpha Strike", (0, 0, 0), option="type=ground").strength == 4


def test_taught_moves_overwrite_the_tactics_alpha_strike_first() -> None:
    st = start("Dialga+Fire Blast", "Dialga+Fire Blast+Earthquake")
    one, two = st.sides[0].party[0], st.sides[1].party[0]
    assert one.tactics == ("Beast Boost",)
    assert st.move_names(one) == ["Roar of Time", "Fire Blast"]
    assert two.tactics == () and st.move_names(two) == ["Roar of Time", "Fire Blast", "Earthquake"]


def test_beast_boost_when_the_opposing_pokemon_faints() -> None:
    st = start("Dialga", "Bidoof,Chansey")
    dialga = st.sides[0].party[0]
    dialga.fatigue = 4
    script(st, status=3, crits=3)  # Roar of Time: 6 dice, Bidoof faints
    use(st)
    assert dialga.fatigue == 5 - 3 and dialga.boost == 1
    st.apply(1, Action("send", 1))
    assert st.actor == 0
    script(st, status=5)  # Alpha Strike: 4 + 1 (Beast Boost) dice
    events = use(st, 1, "type=steel")
    roll = next(e for e in events if e.kind == "attack").public["roll"]
    assert roll["strength"] == 5 and dialga.boost == 0


def test_an_alpha_pokemon_is_legendary_and_wins_initiative_ties() -> None:
    params = GAME.params({"party0": "Floatzel", "opponent": "wild", "wild": "Floatzel"})
    st = GAME.new_state(params, seed=1)
    assert isinstance(st, SinnohState)
    events = st.apply(0, Action("send", 0))
    first = next(e for e in events if e.kind == "initiative").public["first"]
    assert first == 0  # 11 vs 11: we initiated the battle
    params = GAME.params({**params.model_dump(), "alpha": True})
    st = GAME.new_state(params, seed=1)
    assert isinstance(st, SinnohState)
    floatzel = st.sides[1].party[0]
    assert floatzel.max_health == 7 + 4
    assert floatzel.tactics == ("Alpha Strike", "Beast Boost")
    events = st.apply(0, Action("send", 0))
    first = next(e for e in events if e.kind == "initiative").public["first"]
    assert first == 1  # the Alpha Pokémon initiated the battle
