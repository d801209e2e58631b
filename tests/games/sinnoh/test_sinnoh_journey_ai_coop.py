"""What the journey's evaluation knows for the Ultra Burst co-op campaign (journey/evaluate.py):
a wild battle that may be won is fought rather than conceded (the foe's health left counts only
times the chance of losing), and a Blessing of Arceus is kept for a movement turn that would
destroy several places (late, with more tile moves) rather than spent at once."""

from __future__ import annotations

from journey_builders import journey, party, play, put
from ultra_builders import ultra

from pokeforge.games.sinnoh.journey import evaluate as ev
from pokeforge.games.sinnoh.journey.ultra import BREACH_PER_DESTROYED


def test_a_wild_battle_at_fair_odds_is_fought_rather_than_conceded() -> None:
    # one usable Pokémon (Starly fainted, counted as fainted in this battle so that conceding is
    # allowed: END OF BATTLE) and a ball in the bag, against a Wooper of the Cold Ocean Reef: a
    # win chance of about 0.4
    st = journey(seats=1, seed=1)
    party(st, 0, "Bidoof", "Starly")
    starly = st.trainers[0].party[1]
    starly.fainted, starly.damage = True, starly.max_health
    st.trainers[0].balls = ["poke"]
    st.invalidate()
    put(st, 0, "-2,-6")
    play(st, "search")
    play(st, "battle 194")
    battle = st.battle
    assert battle is not None
    mine, theirs = battle.sides
    p = ev.win_chance(ev.strength(st.content, mine.party), ev.strength(st.content, theirs.party))
    assert 0.35 < p < 0.5
    mine.lost = 1
    battle.invalidate()
    conceded = st.clone()
    play(conceded, "concede")
    assert conceded.battle is None
    # counting the Wooper's full health made conceding worth more (by 0.25)
    assert ev.evaluate(st, 0) > ev.evaluate(conceded, 0) + 1.0


def test_a_beaten_foe_leaves_no_health_term_and_a_fresh_hopeless_one_all_of_it() -> None:
    st = journey(seats=1, seed=1)
    party(st, 0, "Bidoof", "Starly")
    st.trainers[0].balls = ["poke"]
    st.invalidate()
    put(st, 0, "-2,-6")
    play(st, "search")
    play(st, "battle 194")
    battle = st.battle
    assert battle is not None
    fresh = ev.battle_value(st, 0)
    wooper = battle.sides[1].party[0]
    wooper.damage = wooper.max_health - 1  # one health point left: nearly beaten
    nearly = ev.battle_value(st, 0)
    assert nearly > fresh  # the damage dealt raises the value
    assert nearly > -1.0


def test_a_blessing_is_worth_more_than_an_early_movement_turn_destroys() -> None:
    st = ultra(seats=2)
    held = ev.evaluate(st, 0)
    st.ultra.blessings -= 1
    spent = ev.evaluate(st, 0)
    assert held - spent == ev.BLESSING_WORTH
    # worth the breach of BLESSING_PLACES destroyed places: an early turn (4 tile moves and
    # Necrozma's one remote target) seldom destroys as many, so the Blessing waits for a later one
    place = ev.BREACH_WORTH * BREACH_PER_DESTROYED
    assert ev.BLESSING_PLACES * place == ev.BLESSING_WORTH
    assert ev.BLESSING_PLACES >= 4
