"""LAKE COMMANDER BATTLES and CYRUS BATTLE with a trainer controlling Team Galactic
(``galactic_seat=next``): "the trainer controlling the Commander chooses 3/4/5 … of the 5
Pokémons for that Commander … and displays them face-up"; "the trainer controlling Cyrus chooses 6
of his 8 Pokémons … and displays them face-up". The Grunts are drawn at random all the same
(GRUNT BATTLE), and so is every foe when Team Galactic decides automatically."""

from __future__ import annotations

import pytest
from journey_builders import decide_battle, journey, play, put, texts, turn_of

from pokeforge.core.errors import IllegalAction
from pokeforge.games.sinnoh.journey.state import JourneyState
from pokeforge.games.sinnoh.params import GALACTIC_TRAINERS


def pool(st: JourneyState, foe: str) -> list[str]:
    owners = GALACTIC_TRAINERS[foe]
    return sorted(c.id for c in st.content.cards.values() if c.trainer in owners)


def at_lake(seats: int = 3, shards: tuple[str, ...] = (), galactic: str = "next") -> JourneyState:
    st = journey(seats, galactic_seat=galactic)
    for s in range(seats):
        st.heart.liberated[s] = True
    st.grunts = ()
    st.heart.act = "act2"
    turn_of(st, 0)
    st.heart.shards[0] = shards
    put(st, 0, "lake_verity")
    return st


def controller(st: JourneyState) -> int:
    return st.order[(st.order.index(0) + 1) % len(st.order)]


def test_the_controlling_trainer_chooses_the_commanders_pokemon_one_by_one() -> None:
    st = at_lake()
    other = controller(st)
    mars = pool(st, "mars")
    events = play(st, "campaign mars")
    assert st.battle is None and st.decision() == "galactic" and st.to_act() == (other,)
    assert any("chooses" in e.text and "Commander Mars" in e.text for e in events)
    assert texts(st, other) == [f"galactic {c}" for c in mars]
    assert st.prompt(other).kind == "galactic"
    with pytest.raises(IllegalAction):
        play(st, f"galactic {mars[0]}", 0)  # not the trainer's choice
    picks = [mars[4], mars[1], mars[2]]
    play(st, f"galactic {picks[0]}", other)
    assert st.view(0)["pending"][0]["chosen"] == [picks[0]]  # displayed face up as chosen
    assert f"galactic {picks[0]}" not in texts(st, other)
    play(st, f"galactic {picks[1]}", other)
    events = play(st, f"galactic {picks[2]}", other)
    battle = st.battle
    assert battle is not None and st.heart.fight == "mars"
    assert [m.card for m in battle.sides[1].party] == picks
    assert st.battle_seats == (0, other)
    begun = next(e for e in events if e.kind == "galactic" and e.public.get("cards"))
    assert begun.public["cards"] == picks


def test_with_shards_the_commander_brings_more_and_all_five_need_no_choice() -> None:
    st = at_lake(shards=("knowledge",))
    other = controller(st)
    play(st, "campaign mars")
    for _ in range(4):
        assert st.to_act() == (other,)
        play(st, texts(st, other)[-1], other)
    battle = st.battle
    assert battle is not None and len(battle.sides[1].party) == 4
    st2 = at_lake(shards=("knowledge", "willpower"))
    play(st2, "campaign mars")
    battle2 = st2.battle
    assert battle2 is not None  # 5 of 5: nothing to choose
    assert sorted(m.card for m in battle2.sides[1].party) == pool(st2, "mars")


def test_cyrus_brings_six_of_his_eight_chosen_by_the_controller() -> None:
    st = journey(2, galactic_seat="next")
    st.heart.liberated = [True, True]
    st.grunts = ()
    st.heart.act = "act3"
    turn_of(st, 0)
    st.heart.heart[0] = True
    st.trainers[0].items = ["heart_of_sinnoh"]  # the item the restoring gives
    put(st, 0, "temple_of_sinnoh")
    play(st, "campaign cyrus")
    other = controller(st)
    cyrus = pool(st, "cyrus")
    assert len(cyrus) == 8 and texts(st, other) == [f"galactic {c}" for c in cyrus]
    left_out = {cyrus[0], cyrus[7]}
    chosen = [c for c in cyrus if c not in left_out]
    for c in chosen:
        play(st, f"galactic {c}", other)
    battle = st.battle
    assert battle is not None and [m.card for m in battle.sides[1].party] == chosen


def test_the_grunts_and_an_automatic_team_galactic_are_drawn_at_random() -> None:
    st = journey(2, galactic_seat="next")
    turn_of(st, 0)
    play(st, "campaign grunts")
    assert st.battle is not None and len(st.battle.sides[1].party) == 3
    auto = at_lake(galactic="auto")
    play(auto, "campaign mars")
    assert auto.battle is not None and len(auto.battle.sides[1].party) == 3
    assert auto.battle_seats[1] == -1


def test_a_won_battle_after_the_choice_gains_the_shard_and_ends_the_turn() -> None:
    st = at_lake()
    other = controller(st)
    play(st, "campaign mars")
    for _ in range(3):
        play(st, texts(st, other)[0], other)
    decide_battle(st, 0)
    assert "emotion" in st.heart.shards[0]
    assert st.actor != 0 and not st.pending


def test_the_controller_keeps_their_change_of_fate_hand() -> None:
    st = at_lake()
    other = controller(st)
    st.shrines.hands[other] = ["Cosmic Void"]
    play(st, "campaign mars")
    for _ in range(3):
        play(st, texts(st, other)[0], other)
    assert st.view(other)["shrines"]["hands"][other]["count"] == 1
    decide_battle(st, 0)
    assert st.shrines.hands[other] == ["Cosmic Void"]


def test_the_choice_round_trips_through_json_and_copies_are_independent() -> None:
    st = at_lake()
    other = controller(st)
    play(st, "campaign mars")
    first = texts(st, other)[0]
    copy = st.clone()
    play(copy, first, other)
    assert st.pending[0]["chosen"] == [] and copy.pending[0]["chosen"] == [first.split()[1]]
    back = JourneyState.from_json(st.game, copy.to_json())  # type: ignore[arg-type]
    assert back.digest() == copy.digest() and texts(back, other) == texts(copy, other)


def test_a_choice_half_made_passes_the_conformance_checks() -> None:
    from conformance_checks import (
        check_agents_fair,
        check_determinize_from_view,
        check_swap,
        check_views_follow_events,
    )

    from pokeforge.core import Rng

    st = at_lake()
    other = controller(st)
    st.shrines.hands[other] = ["Cosmic Void"]
    st.shrines.hands[0] = ["Devious Ambush"]
    play(st, "campaign mars")
    play(st, texts(st, other)[0], other)
    checks = (check_swap, check_determinize_from_view, check_views_follow_events, check_agents_fair)
    for i, check in enumerate(checks):
        check(st, Rng(i))


def test_the_choices_are_described_with_the_pokemon_and_the_foe() -> None:
    from pokeforge.games.sinnoh import GAME

    st = at_lake()
    other = controller(st)
    play(st, "campaign mars")
    words = GAME.describe_action(st, other, st.legal_actions(other)[0])
    assert words.startswith("Choose Electabuzz (") and words.endswith(" for Commander Mars")
    assert "chooses 3 of its 5 Pokémon" in GAME.render_text(st, 0)
