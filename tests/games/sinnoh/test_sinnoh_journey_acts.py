"""THE HEART OF SINNOH: the acts deck, PROLOGUE - THE INCURSION (Grunts on every home village)
and ACT I - THE JOURNEY (the Grunt Battle at your own home village)."""

from __future__ import annotations

import pytest
from journey_builders import decide_battle, journey, play, put, texts, turn_of

from pokeforge.core.errors import IllegalAction


def test_the_prologue_puts_grunts_on_every_home_village_and_act_one_begins() -> None:
    st = journey(3)
    assert set(st.grunts) == {"snowfall", "frostmere", "pinecrest"}
    assert st.heart.act == "act1"
    assert st.heart.liberated == [False, False, False]
    # the Grunts block flying from a home village (VILLAGES)
    turn_of(st, 0)
    assert not [a for a in texts(st) if a.startswith("fly")]


def test_a_grunt_battle_only_at_your_own_home_village() -> None:
    st = journey(2)
    turn_of(st, 0)
    assert "campaign grunts" in texts(st)
    put(st, 0, "frostmere")  # Player 2's home: other trainers cannot liberate it
    assert "campaign grunts" not in texts(st)
    with pytest.raises(IllegalAction):
        play(st, "campaign grunts")


def test_the_grunts_bring_three_pokemon_drawn_from_their_deck() -> None:
    st = journey(2)
    turn_of(st, 0)
    play(st, "campaign grunts")
    battle = st.battle
    assert battle is not None and st.heart.fight == "grunts"
    foe = battle.sides[1]
    assert foe.kind == "galactic" and len(foe.party) == 3
    grunts = ("female_grunt", "male_grunt")
    assert all(st.content.cards[m.card].trainer in grunts for m in foe.party)
    assert st.battle_seats == (0, -1)  # Team Galactic decides automatically by default


def test_winning_liberates_the_village_gains_3_points_and_draws_act_two() -> None:
    st = journey(2)
    turn_of(st, 0)
    points = st.trainers[0].points
    play(st, "campaign grunts")
    events = decide_battle(st, 0)
    assert st.heart.liberated == [True, False]
    assert "snowfall" not in st.grunts and "frostmere" in st.grunts
    assert st.trainers[0].points == points + 3 and st.trainers[0].earned >= 3
    assert st.heart.act == "act2"
    assert any("Act II" in e.text for e in events)
    assert st.actor == 1  # the turn ended with the battle
    # flying from the liberated village is possible again
    turn_of(st, 0)
    st.trainers[0].gain("red")
    assert [a for a in texts(st) if a.startswith("fly")]
    assert "campaign grunts" not in texts(st)  # liberated once


def test_a_second_liberation_does_not_draw_another_act() -> None:
    st = journey(2)
    turn_of(st, 0)
    play(st, "campaign grunts")
    decide_battle(st, 0)
    turn_of(st, 1)
    play(st, "campaign grunts")
    decide_battle(st, 0)
    assert st.heart.liberated == [True, True] and st.heart.act == "act2"


def test_losing_leaves_the_grunts_and_sends_you_home() -> None:
    st = journey(2)
    turn_of(st, 0)
    play(st, "campaign grunts")
    decide_battle(st, 1)
    assert st.heart.liberated == [False, False] and "snowfall" in st.grunts
    assert st.trainers[0].defeated and st.heart.act == "act1"
    assert st.heart.fight == ""


def test_the_grunt_battle_needs_a_usable_pokemon() -> None:
    st = journey(2)
    turn_of(st, 0)
    for mon in st.trainers[0].party:
        mon.fainted = True
    st.invalidate()
    assert "campaign grunts" not in texts(st)


def test_another_trainer_may_control_team_galactic() -> None:
    st = journey(3, galactic_seat="next")
    turn_of(st, 0)
    play(st, "campaign grunts")
    nxt = st.order[(st.order.index(0) + 1) % 3]
    assert st.battle_seats == (0, nxt)
    party = st.trainers[nxt].party
    decide_battle(st, 0)
    assert st.trainers[nxt].party is party and not st.trainers[nxt].defeated
    assert st.heart.liberated[0]


def test_the_terminal_shows_the_act_and_each_trainers_objectives() -> None:
    from pokeforge.games.sinnoh import GAME

    st = journey(2)
    st.heart.liberated[0] = True
    st.heart.shards[0] = ("emotion", "knowledge")
    st.grunts = ("frostmere",)
    text = GAME.render_text(st, 0)
    assert "Act: Act I - The Journey · Grunts occupy: Frostmere Village" in text
    assert "objectives: village liberated · Shards 2/3 (Emotion, Knowledge)" in text
    assert "objectives: village occupied · Shards 0/3" in text
    assert "(safety cap 20)" in text
    view = st.view(1)
    assert view["act"]["id"] == "act1" and view["act"]["name"] == "Act I - The Journey"
    assert view["trainers"][0]["objectives"]["shards"] == ["emotion", "knowledge"]
    assert view["trainers"][0]["objectives"]["liberated"] is True


# -- audit (campaign, stamps and hidden spots, 2026-11-28) -----------------------------------------


def _mutual_knockout(st: object) -> None:
    """The running battle ends with both sides out of Pokémon at once (a draw)."""
    from pokeforge.core.events import Event
    from pokeforge.games.sinnoh.journey.rules import battles
    from pokeforge.games.sinnoh.rules.battle import after_faints

    battle = st.battle  # type: ignore[attr-defined]
    for side in battle.sides:
        for mon in side.party:
            mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    after_faints(battle, [0, 1], events)
    assert battle.outcome is not None and battle.outcome.winners == ()
    battles.finish(st, events)  # type: ignore[arg-type]


def test_defeating_the_grunts_while_your_last_pokemon_faints_is_no_victory() -> None:
    # GRUNT BATTLE: "If you defeat all 3 Pokémons (whilst still being able to battle)"
    st = journey(2)
    turn_of(st, 0)
    points = st.trainers[0].points
    play(st, "campaign grunts")
    _mutual_knockout(st)
    assert st.heart.liberated == [False, False] and "snowfall" in st.grunts
    assert st.trainers[0].points == points and st.heart.act == "act1"


def test_the_occupied_home_village_still_heals_and_exchanges_apricorns() -> None:
    # ACT I: "You cannot fly to or from your home village whilst the Grunts occupy it, but you can
    # still heal your Pokémons and exchange Apricorns there"
    st = journey(2)
    turn_of(st, 0)
    assert "snowfall" in st.grunts
    st.trainers[0].party[0].damage = 1
    st.trainers[0].bag = [9] * 7
    st.invalidate()
    options = texts(st)
    assert "restore" in options and any(o.startswith("ginkgo ") for o in options)
    assert not any(o.startswith("fly ") for o in options)
    assert not any(o.startswith("fly snowfall") for o in texts(st, 0))
    put(st, 0, "frostmere")  # another trainer's occupied village: no flight to either
    assert not any(o.startswith("fly ") for o in texts(st))


def test_galactic_battle_you_reveal_first_and_the_controller_sends_after_a_faint() -> None:
    # IN BATTLES WITH TEAM GALACTIC: "You win any initiative ties …, but you must reveal your
    # initial Pokémon first"; "Each time a Team Galactic Pokémon faints, the trainer controlling
    # them may then choose which Pokémon to send in next"
    from pokeforge.core.events import Event
    from pokeforge.games.sinnoh.rules.battle import after_faints

    st = journey(3, galactic_seat="next")
    turn_of(st, 0)
    play(st, "campaign grunts")
    nxt = st.battle_seats[1]
    battle = st.battle
    assert battle is not None and battle.initiator == 0
    assert battle.phase == "send" and st.to_act() == (0,)  # the trainer reveals first
    play(st, texts(st)[0])
    assert st.to_act() == (nxt,) and battle.phase == "send"  # then Team Galactic's controller
    play(st, texts(st, nxt)[0], nxt)
    mon = battle.sides[1].mon
    assert mon is not None
    mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    after_faints(battle, [1], events)
    assert battle.phase == "send" and battle.actor == 1 and st.to_act() == (nxt,)
    sends = [a for a in texts(st, nxt) if a.startswith("send ")]
    assert sends == ["send 1", "send 2"]  # either of the two Grunts left standing
