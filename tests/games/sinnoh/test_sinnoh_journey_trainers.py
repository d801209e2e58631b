"""Other trainers on your tile (ON YOUR TURN): trading one thing for one thing, answered by the
other trainer, and challenging them to a battle outside a village (the battle system's trainer
battle, the challenger initiating it); afterwards neither may be challenged until the start of
their next turn (REWARDS AND RECOVERY)."""

from __future__ import annotations

from typing import Any

from journey_builders import give, journey, party, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey.rules import battles

MEADOW = "-2,-3"  # a tile of no place


def together(seats: int = 3, where: str = MEADOW) -> Any:
    st = journey(seats)
    a = st.actor
    b = st.order[2] if seats > 2 else st.order[1]
    put(st, a, where)
    put(st, b, where)
    return st, a, b


def test_a_trainer_on_the_same_tile_outside_a_village_may_be_challenged() -> None:
    st, a, b = together()
    assert f"challenge {b + 1}" in texts(st)
    others = [s for s in range(3) if s not in (a, b)]
    assert not any(t == f"challenge {others[0] + 1}" for t in texts(st))
    put(st, b, "snowfall")
    put(st, a, "snowfall")
    assert not any(t.startswith("challenge") for t in texts(st))  # not in a village


def test_a_challenge_is_a_trainer_battle_played_by_both_seats_with_their_names() -> None:
    st, a, b = together(4)
    events = play(st, f"challenge {b + 1}")
    assert st.battle is not None and st.battle_seats == (a, b)
    assert st.to_act() == (a,)  # the challenger sends first
    assert st.trainers[b].party is st.battle.sides[1].party
    assert any(f"Player {a + 1} challenges Player {b + 1}" in e.text for e in events)
    play(st, texts(st)[0])
    assert st.to_act() == (b,)
    assert st.battle.side_name(1) == f"Player {b + 1}"


def _end(st: Any, winner_side: int) -> list[Event]:
    battle = st.battle
    battle.outcome = Outcome(Termination.KNOCKOUT, (winner_side,), "test")
    loser = battle.sides[1 - winner_side]
    for mon in loser.party:
        mon.fainted, mon.damage = True, mon.max_health
    events: list[Event] = []
    battles.finish(st, events)
    st.invalidate()
    return events


def test_after_a_trainer_battle_neither_may_be_challenged_until_their_next_turn() -> None:
    st, a, b = together(3)
    play(st, f"challenge {b + 1}")
    _end(st, 0)
    assert st.trainers[a].immune and st.trainers[b].immune
    assert st.actor != a  # the challenger's turn ended
    # the loser, out of usable Pokémon, went home
    assert st.trainers[b].defeated and st.trainers[b].at == st.region.places[st.trainers[b].home].at
    c = st.actor
    put(st, c, MEADOW)
    assert f"challenge {a + 1}" not in texts(st)  # still immune
    while st.actor != a:
        # the loser draws a Change of Fate card at the start of their turn (rules/fate)
        play(st, "follow keep" if st.decision() == "follow" else "end")
    assert not st.trainers[a].immune


def test_an_artifact_the_winner_takes_joins_their_bag() -> None:
    st, a, b = together(2)
    st.trainers[b].party[0].item = "magma_stone"
    play(st, f"challenge {b + 1}")
    st.battle.rewards = {"artifacts": ["magma_stone"]}
    st.battle.sides[1].party[0].item = None
    _end(st, 0)
    assert st.trainers[a].items == ["magma_stone"]


def test_a_trade_offer_is_answered_by_the_other_trainer() -> None:
    st, a, b = together(3)
    give(st, a, red=3)
    give(st, b, blue=1)
    party(st, b, "Piplup", "Bidoof")
    offer = f"offer {b + 1} give=red get=mon:1"
    assert offer in texts(st)
    play(st, offer)
    assert st.to_act() == (b,) and texts(st) == ["accept", "decline"]
    play(st, "accept")
    ta, tb = st.trainers[a], st.trainers[b]
    assert [st.content.cards[m.card].name for m in ta.party][-1] == "Bidoof"
    # each gains 1 red, 1 blue and 1 yellow: the first Journey Stamp (a trade with a trainer)
    assert len(tb.party) == 1 and (ta.apricorns("red"), tb.apricorns("red")) == (3, 5)
    assert st.to_act() == (a,) and st.decision() == "turn"
    assert not any(t.startswith(f"offer {b + 1} ") for t in texts(st))  # one offer a turn


def test_a_declined_offer_changes_nothing() -> None:
    st, _a, b = together(2)
    give(st, b, blue=2)
    before = [t.to_json() for t in st.trainers]
    play(st, f"offer {b + 1} give=red get=blue")
    play(st, "decline")
    assert [t.to_json() for t in st.trainers] == before


def test_no_one_trades_away_their_last_pokemon_or_above_six() -> None:
    st, a, _b = together(2)
    offers = [t for t in texts(st) if t.startswith("offer")]
    assert offers and not any("give=mon:0 get=red" in o for o in offers)  # A has one Pokémon
    assert any("give=mon:0 get=mon:0" in o for o in offers)  # a Pokémon for a Pokémon is fine
    party(st, a, *["Bidoof"] * 6)
    assert not any("give=red get=mon:" in o for o in texts(st) if o.startswith("offer"))
