"""SWARM BATTLES on the journey: a search at a Distortion Gate (in both campaigns) brings a Weak,
a Moderate and a Strong Pokémon of the gate's biome (and its tile's climate), battled at once in
that order as one party that does not flee; all of them defeated or captured give 7 Journey
Points; each one's card is discarded, captured or back in its deck."""

from __future__ import annotations

from journey_builders import journey, play, put, texts

from pokeforge.core.events import Event
from pokeforge.core.outcome import Outcome, Termination
from pokeforge.games.sinnoh.journey import JourneyState
from pokeforge.games.sinnoh.journey.rules import battles

KEYS = ("Plains|Cold|weak", "Plains|Cold|moderate", "Plains|Cold|strong")


def at_the_gate(seats: int = 2) -> JourneyState:
    st = journey(seats)
    put(st, st.actor, "snowdrift_gate")
    return st


def test_a_search_at_a_gate_is_a_swarm_of_the_gates_biome_in_tier_order() -> None:
    st = at_the_gate()
    seat = st.actor
    tops = [st.decks[k][-1] for k in KEYS]
    assert "search" in texts(st)
    events = play(st, "search")
    battle = st.battle
    assert battle is not None and battle.sides[1].kind == "swarm"
    assert [m.card for m in battle.sides[1].party] == tops
    assert st.wild == tops and st.to_act() == (seat,)
    swarm = next(e for e in events if e.kind == "swarm")
    assert swarm.reveals == tuple(tops)  # the swarm is face up at once: no choice to make


def _finish(st: JourneyState, rewards: dict[str, object], fainted: list[bool]) -> list[Event]:
    battle = st.battle
    for mon, down in zip(battle.sides[1].party, fainted, strict=True):
        mon.fainted = down
    battle.rewards = rewards
    battle.outcome = Outcome(Termination.KNOCKOUT, (0,), "test")
    events: list[Event] = []
    battles.finish(st, events)
    return events


def test_a_swarm_defeated_gives_seven_journey_points_and_its_cards_are_discarded() -> None:
    st = at_the_gate()
    seat = st.actor
    play(st, "search")
    cards = list(st.wild)
    _finish(st, {"journey_points": 7, "apricorns": 0, "defeated": 3}, [True, True, True])
    t = st.trainers[seat]
    # no Apricorns at a gate: the 3 red of the start, and 3 of the first Journey Stamp (a Swarm)
    assert t.points == 7 and t.captured == 0 and sum(t.bag) == 6
    for key, card in zip(KEYS, cards, strict=True):
        assert st.discards[key] == [card]


def test_a_captured_swarm_pokemon_joins_the_party_the_others_go_back() -> None:
    st = at_the_gate()
    seat = st.actor
    play(st, "search")
    cards = list(st.wild)
    sizes = [len(st.decks[k]) for k in KEYS]
    _finish(st, {"captured": [cards[1]], "captured_slots": [1]}, [True, True, False])
    t = st.trainers[seat]
    assert [m.card for m in t.party][-1] == cards[1] and t.captured == 1 and t.points == 0
    assert st.discards[KEYS[0]] == [cards[0]]
    assert len(st.decks[KEYS[2]]) == sizes[2] + 1
    assert st.actor != seat


def test_no_swarm_when_the_three_decks_are_empty_and_the_turn_goes_on() -> None:
    """GENERAL FAQ: "battling is the only thing that ends your turn early" (a gate guards no
    Apricorns, so nothing is taken and nothing ends the turn)."""
    st = at_the_gate()
    seat = st.actor
    for key in KEYS:
        st.decks[key], st.discards[key] = [], []
    events = play(st, "search")
    assert st.battle is None and st.actor == seat and st.decision() == "turn"
    assert any("no swarm appears" in e.text for e in events)
    assert "search" not in texts(st) and "end" in texts(st)  # one search a turn


def test_a_real_swarm_battle_plays_to_its_end() -> None:
    st = at_the_gate()
    seat = st.actor
    play(st, "search")
    st.trainers[seat].party[0].max_health = 99
    for _ in range(400):
        if st.battle is None and not st.pending:
            break
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    assert st.battle is None and st.actor != seat and st.wild == []
